/**
 * The modules behind the processing pipeline (evaluate, book, settle, delete), named once for
 * the CDK stack and the local stack (which finds them through the synthesized state machine).
 */
import type { VERARBEITUNGS_ZUSTAENDE } from '@lieferdesk/events';
import { funktionsModul } from './lesestrecke-module';

/** The task states' functions, keyed like VERARBEITUNGS_ZUSTAENDE (the Map state has no function). */
export const VERARBEITUNGS_AUFGABEN_MODULE = {
  planen: funktionsModul('aufgaben/verarbeitung-planen'),
  abschnittVerarbeiten: funktionsModul('aufgaben/abschnitt-verarbeiten'),
  abschliessen: funktionsModul('aufgaben/verarbeitung-abschliessen'),
  fehlgeschlagen: funktionsModul('aufgaben/verarbeitung-fehlgeschlagen'),
} satisfies Partial<Record<keyof typeof VERARBEITUNGS_ZUSTAENDE, string>>;
