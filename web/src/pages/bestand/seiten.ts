/**
 * The read-only contract and customer pages for the router (pages/index.ts). They belong to no
 * area of the navigation; they hang under the BiPRO documents (every signed-in user), whose
 * assign page opens them — the API applies the broker scope.
 */
import { lazy } from 'react';
import type { Unterseite } from '../index';
import { KUNDE, VERTRAG } from './pfade';

export const BESTAND_UNTERSEITEN: Unterseite[] = [
  { pfad: VERTRAG, bereich: 'dokumente', Seite: lazy(() => import('./VertragSeite')) },
  { pfad: KUNDE, bereich: 'dokumente', Seite: lazy(() => import('./KundeSeite')) },
];
