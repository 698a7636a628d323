import { leseStart, lesePlan } from '@lieferdesk/events';
import { planeAbschnitte } from '../pipeline/lesen/planen';

/** Step Functions task "Abschnitte planen": LeseStart → LesePlan. */
export const handler = async (eingabe: unknown) =>
  lesePlan.parse(await planeAbschnitte(leseStart.parse(eingabe)));
