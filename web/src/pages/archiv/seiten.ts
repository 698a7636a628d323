/** The archive's pages for the router (pages/index.ts): the list and the viewer. */
import { lazy } from 'react';
import type { Unterseite } from '../index';
import { ARCHIV_ANSICHT } from './pfade';

export const ARCHIV_SEITE = lazy(() => import('./ArchivSeite'));

export const ARCHIV_UNTERSEITEN: Unterseite[] = [
  { pfad: ARCHIV_ANSICHT, bereich: 'archiv', Seite: lazy(() => import('./ArchivAnsichtSeite')) },
];
