/**
 * The access page for the router (pages/index.ts), under both addresses. It belongs to the
 * download overview (its row action opens it) but is for internal users only: the page checks
 * that itself, as the API does.
 */
import { lazy } from 'react';
import type { Unterseite } from '../index';
import { ZUGANG, ZUGANG_NEU } from './pfade';

const ZugangSeite = lazy(() => import('./ZugangSeite'));

export const ZUGANG_UNTERSEITEN: Unterseite[] = [
  { pfad: ZUGANG, bereich: 'downloadUebersicht', Seite: ZugangSeite },
  { pfad: ZUGANG_NEU, bereich: 'downloadUebersicht', Seite: ZugangSeite },
];
