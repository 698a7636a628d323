/**
 * The assign page for the router (pages/index.ts): one lazy component under both addresses. The
 * import variant needs the data import's right; the inbox variant belongs to the BiPRO
 * documents (every signed-in user; the API checks the right per record).
 */
import { lazy } from 'react';
import type { Unterseite } from '../index';
import { ZUORDNEN_DOKUMENT, ZUORDNEN_IMPORT } from './pfade';

const ZuordnenSeite = lazy(() => import('./ZuordnenSeite'));

export const ZUORDNUNG_UNTERSEITEN: Unterseite[] = [
  { pfad: ZUORDNEN_IMPORT, bereich: 'datenimport', Seite: ZuordnenSeite },
  { pfad: ZUORDNEN_DOKUMENT, bereich: 'dokumente', Seite: ZuordnenSeite },
];
