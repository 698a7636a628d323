import { abholFehler } from '@lieferdesk/events';
import { abholungFehlgeschlagen } from '../abholung/abschliessen';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Abholung fehlgeschlagen" (the Catch): AbholFehler → the reason recorded on the access. */
export const handler = aufgabe(async (eingabe) => abholungFehlgeschlagen(abholFehler.parse(eingabe)));
