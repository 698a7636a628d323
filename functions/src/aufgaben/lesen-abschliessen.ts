import { leseAbschluss } from '@lieferdesk/events';
import { leseAbschliessen } from '../pipeline/lesen/abschliessen';

/** Step Functions task "Lesen abschliessen": LeseAbschluss → { dateiId, zeilen, fehlerhaft }. */
export const handler = async (eingabe: unknown) => leseAbschliessen(leseAbschluss.parse(eingabe));
