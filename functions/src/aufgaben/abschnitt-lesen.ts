import { abschnittAuftrag, abschnittErgebnis } from '@lieferdesk/events';
import { leseAbschnitt } from '../pipeline/lesen/abschnitt';

/** Step Functions task "Abschnitt lesen" (one Map iteration): AbschnittAuftrag → AbschnittErgebnis. */
export const handler = async (eingabe: unknown) =>
  abschnittErgebnis.parse(await leseAbschnitt(abschnittAuftrag.parse(eingabe)));
