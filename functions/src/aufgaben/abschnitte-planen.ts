import { leseStart, lesePlan } from '@lieferdesk/events';
import { planeAbschnitte } from '../pipeline/lesen/planen';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Abschnitte planen": LeseStart → LesePlan. */
export const handler = aufgabe(async (eingabe) =>
  lesePlan.parse(await planeAbschnitte(leseStart.parse(eingabe))),
);
