import { exportFehlgeschlagen } from '../listenExport/auftrag';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Export fehlgeschlagen" of "Exportstrecke": the job gets the general German error. */
export const handler = aufgabe(async (eingabe) => exportFehlgeschlagen(eingabe));
