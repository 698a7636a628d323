import { lieferungAusfall } from '@lieferdesk/events';
import { ausfallFesthalten } from '../abholung/laufErgebnis';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Lieferung nicht abgeholt" (the iteration's Catch): the shipment's failure kept for the run's end. */
export const handler = aufgabe(async (eingabe) => {
  await ausfallFesthalten(lieferungAusfall.parse(eingabe));
  return null;
});
