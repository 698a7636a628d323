import { leseAbschluss } from '@lieferdesk/events';
import { leseAbschliessen } from '../pipeline/lesen/abschliessen';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Lesen abschliessen": LeseAbschluss → { dateiId, zeilen, fehlerhaft }. */
export const handler = aufgabe(async (eingabe) => leseAbschliessen(leseAbschluss.parse(eingabe)));
