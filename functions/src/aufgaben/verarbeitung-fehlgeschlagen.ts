import { verarbeitungsFehler } from '@lieferdesk/events';
import { verarbeitungFehlgeschlagen } from '../pipeline/verarbeitung/fehlgeschlagen';

/** Step Functions task "Verarbeitung fehlgeschlagen" (the Catch): VerarbeitungsFehler → what was recorded. */
export const handler = async (eingabe: unknown) =>
  verarbeitungFehlgeschlagen(verarbeitungsFehler.parse(eingabe));
