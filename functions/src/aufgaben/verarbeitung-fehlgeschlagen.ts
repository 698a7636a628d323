import { verarbeitungsFehler } from '@lieferdesk/events';
import { verarbeitungFehlgeschlagen } from '../pipeline/verarbeitung/fehlgeschlagen';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Verarbeitung fehlgeschlagen" (the Catch): VerarbeitungsFehler → what was recorded. */
export const handler = aufgabe(async (eingabe) =>
  verarbeitungFehlgeschlagen(verarbeitungsFehler.parse(eingabe)),
);
