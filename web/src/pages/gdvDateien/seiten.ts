/** The GDV files' pages for the router (pages/index.ts): the list and the import-result address. */
import { lazy } from 'react';
import type { Unterseite } from '../index';
import { GDV_IMPORT } from './pfade';

export const GDV_DATEIEN_SEITE = lazy(() => import('./GdvDateienSeite'));

/** The import result belongs to the data import's area: it needs its right and shows its title. */
export const GDV_DATEIEN_UNTERSEITEN: Unterseite[] = [
  { pfad: GDV_IMPORT, bereich: 'datenimport', Seite: lazy(() => import('./ImportErgebnis')) },
];
