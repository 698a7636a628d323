import { abholAbschluss } from '@lieferdesk/events';
import { abholungAbschliessen } from '../abholung/abschliessen';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Abholung abschliessen": AbholAbschluss → the run's counts. */
export const handler = aufgabe(async (eingabe) => abholungAbschliessen(abholAbschluss.parse(eingabe)));
