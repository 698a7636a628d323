/**
 * The modules behind the download pipeline (events/src/abholen.ts), named once for the CDK
 * stack and the local stack (which finds them through the synthesized state machine).
 */
import type { ABHOL_ZUSTAENDE } from '@lieferdesk/events';
import { funktionsModul } from './lesestrecke-module';

export const ABHOL_AUFGABEN_MODULE = {
  planen: funktionsModul('aufgaben/abholung-planen'),
  lieferungAbholen: funktionsModul('aufgaben/lieferung-abholen'),
  nichtAbgeholt: funktionsModul('aufgaben/lieferung-nicht-abgeholt'),
  abschliessen: funktionsModul('aufgaben/abholung-abschliessen'),
  fehlgeschlagen: funktionsModul('aufgaben/abholung-fehlgeschlagen'),
} satisfies Partial<Record<keyof typeof ABHOL_ZUSTAENDE, string>>;
