/** The mapping screen and its add-insurer page for the router (pages/index.ts). */
import { lazy } from 'react';
import type { Unterseite } from '../index';
import { HINZUFUEGEN } from './pfade';

export const GESELLSCHAFT_ZUGANG_SEITE = lazy(() => import('./GesellschaftZugangSeite'));

export const GESELLSCHAFT_ZUGANG_UNTERSEITEN: Unterseite[] = [
  {
    pfad: HINZUFUEGEN,
    bereich: 'gesellschaftZugang',
    Seite: lazy(() => import('./GesellschaftHinzufuegenSeite')),
  },
];
