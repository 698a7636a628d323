import { lieferungAuftrag } from '@lieferdesk/events';
import { lieferungAbholen } from '../abholung/lieferung';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Lieferung abholen" (one Map iteration): LieferungAuftrag → LieferungErgebnis. */
export const handler = aufgabe(async (eingabe) => lieferungAbholen(lieferungAuftrag.parse(eingabe)));
