import { verarbeitungsPlan, verarbeitungsStart } from '@lieferdesk/events';
import { planeVerarbeitung } from '../pipeline/verarbeitung/planen';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Verarbeitung planen": VerarbeitungsStart → VerarbeitungsPlan. */
export const handler = aufgabe(async (eingabe) =>
  verarbeitungsPlan.parse(await planeVerarbeitung(verarbeitungsStart.parse(eingabe))),
);
