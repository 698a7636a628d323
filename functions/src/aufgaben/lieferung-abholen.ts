import { lieferungAuftrag } from '@lieferdesk/events';
import { ergebnisFesthalten } from '../abholung/laufErgebnis';
import { lieferungAbholen } from '../abholung/lieferung';
import { aufgabe } from '../pipeline/aufgabe';

/**
 * Step Functions task "Lieferung abholen" (one Map iteration): LieferungAuftrag → its result kept
 * in the table for the run's end; nothing back into the state.
 */
export const handler = aufgabe(async (eingabe) => {
  const auftrag = lieferungAuftrag.parse(eingabe);
  await ergebnisFesthalten(auftrag.laufId, await lieferungAbholen(auftrag));
  return null;
});
