import { abholStart } from '@lieferdesk/events';
import { abholungPlanen } from '../abholung/planen';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Abholung vorbereiten": AbholStart → AbholPlan, the list's calls within the Lambda's time. */
export const handler = aufgabe(async (eingabe, kontext) =>
  abholungPlanen(
    abholStart.parse(eingabe),
    kontext ? { restzeitMs: () => kontext.getRemainingTimeInMillis() } : {},
  ),
);
