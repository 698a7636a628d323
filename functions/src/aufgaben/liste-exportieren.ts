import { exportAusfuehren } from '../listenExport/auftrag';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Liste exportieren" of "Exportstrecke": ExportStart → the rows written or the German refusal. */
export const handler = aufgabe(async (eingabe) => exportAusfuehren(eingabe));
