import { lieferungAusfall } from '@lieferdesk/events';
import { ausfallFesthalten } from '../abholung/laufErgebnis';
import { lieferungsAusfallZaehlen } from '../abholung/protokoll';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Lieferung nicht abgeholt" (the iteration's Catch): the shipment's failure kept for the run's end. */
export const handler = aufgabe(async (eingabe) => {
  const ausfall = lieferungAusfall.parse(eingabe);
  await ausfallFesthalten(ausfall);
  lieferungsAusfallZaehlen(ausfall);
  return null;
});
