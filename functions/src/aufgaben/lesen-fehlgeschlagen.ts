import { leseFehler } from '@lieferdesk/events';
import { leseFehlgeschlagen } from '../pipeline/lesen/fehlgeschlagen';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Lesen fehlgeschlagen" (the Catch): LeseFehler → what was recorded. */
export const handler = aufgabe(async (eingabe) => leseFehlgeschlagen(leseFehler.parse(eingabe)));
