import { verarbeitungsAbschluss } from '@lieferdesk/events';
import { verarbeitungAbschliessen } from '../pipeline/verarbeitung/abschliessen';

/** Step Functions task "Verarbeitung abschliessen": VerarbeitungsAbschluss → { dateiId, zaehler, meldung }. */
export const handler = async (eingabe: unknown) =>
  verarbeitungAbschliessen(verarbeitungsAbschluss.parse(eingabe));
