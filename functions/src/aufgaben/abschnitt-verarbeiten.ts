import { verarbeitungsAuftrag, verarbeitungsErgebnis } from '@lieferdesk/events';
import { verarbeiteAbschnitt } from '../pipeline/verarbeitung/abschnitt';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Abschnitt verarbeiten" (one Map iteration): VerarbeitungsAuftrag → VerarbeitungsErgebnis. */
export const handler = aufgabe(async (eingabe) =>
  verarbeitungsErgebnis.parse(await verarbeiteAbschnitt(verarbeitungsAuftrag.parse(eingabe))),
);
