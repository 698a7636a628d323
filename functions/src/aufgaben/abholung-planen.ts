import { abholStart } from '@lieferdesk/events';
import { abholungPlanen } from '../abholung/planen';
import { aufgabe } from '../pipeline/aufgabe';

/** Step Functions task "Abholung vorbereiten": AbholStart → AbholPlan. */
export const handler = aufgabe(async (eingabe) => abholungPlanen(abholStart.parse(eingabe)));
