import { leseFehler } from '@lieferdesk/events';
import { leseFehlgeschlagen } from '../pipeline/lesen/fehlgeschlagen';

/** Step Functions task "Lesen fehlgeschlagen" (the Catch): LeseFehler → what was recorded. */
export const handler = async (eingabe: unknown) => leseFehlgeschlagen(leseFehler.parse(eingabe));
