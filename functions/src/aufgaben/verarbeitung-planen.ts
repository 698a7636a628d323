import { verarbeitungsPlan, verarbeitungsStart } from '@lieferdesk/events';
import { planeVerarbeitung } from '../pipeline/verarbeitung/planen';

/** Step Functions task "Verarbeitung planen": VerarbeitungsStart → VerarbeitungsPlan. */
export const handler = async (eingabe: unknown) =>
  verarbeitungsPlan.parse(await planeVerarbeitung(verarbeitungsStart.parse(eingabe)));
