/** The data import's pages for the router (pages/index.ts). */
import { lazy } from 'react';
import type { Unterseite } from '../index';
import { ABRECHNUNG_MIT_AUSWAHL, IMPORT_MUSTER } from './pfade';

export const DATENIMPORT_SEITE = lazy(() => import('./DatenimportSeite'));

/**
 * `/1` and `/2` are the areas' own paths (BEREICHE 'datenimport', 'abrechnungImport'); the bare
 * path, `/1/{bereichAuswahl}` and a modus the page refuses reach it through the optional pattern,
 * `/2/{bereichAuswahl}` through its own entry so the tab shows the settlement title. The static
 * `/intern/gdv/import/zuordnen` (the assign page) outranks `:modus?` in react-router's matching.
 */
export const DATENIMPORT_UNTERSEITEN: Unterseite[] = [
  { pfad: IMPORT_MUSTER, bereich: 'datenimport', Seite: DATENIMPORT_SEITE },
  { pfad: ABRECHNUNG_MIT_AUSWAHL, bereich: 'abrechnungImport', Seite: DATENIMPORT_SEITE },
];
