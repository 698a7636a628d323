import { lieferungAuftrag } from '@lieferdesk/events';
import { ergebnisFesthalten } from '../abholung/laufErgebnis';
import { lieferungAbholen } from '../abholung/lieferung';
import { aufgabe } from '../pipeline/aufgabe';

/**
 * Step Functions task "Lieferung abholen" (one Map iteration): LieferungAuftrag → its result kept
 * in the table for the run's end; nothing back into the state.
 */
export const handler = aufgabe(async (eingabe, kontext) => {
  const auftrag = lieferungAuftrag.parse(eingabe);
  const ergebnis = await lieferungAbholen(
    auftrag,
    kontext ? { restzeitMs: () => kontext.getRemainingTimeInMillis() } : {},
  );
  await ergebnisFesthalten(auftrag.laufId, ergebnis);
  return null;
});
