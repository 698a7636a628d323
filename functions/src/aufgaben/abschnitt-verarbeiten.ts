import { verarbeitungsAuftrag, verarbeitungsErgebnis } from '@lieferdesk/events';
import { verarbeiteAbschnitt } from '../pipeline/verarbeitung/abschnitt';

/** Step Functions task "Abschnitt verarbeiten" (one Map iteration): VerarbeitungsAuftrag → VerarbeitungsErgebnis. */
export const handler = async (eingabe: unknown) =>
  verarbeitungsErgebnis.parse(await verarbeiteAbschnitt(verarbeitungsAuftrag.parse(eingabe)));
