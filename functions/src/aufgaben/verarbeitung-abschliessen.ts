import { verarbeitungsAbschluss } from '@lieferdesk/events';
import { verarbeitungAbschliessen } from '../pipeline/verarbeitung/abschliessen';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Verarbeitung abschliessen": VerarbeitungsAbschluss → { dateiId, zaehler, meldung }. */
export const handler = aufgabe(async (eingabe) =>
  verarbeitungAbschliessen(verarbeitungsAbschluss.parse(eingabe)),
);
