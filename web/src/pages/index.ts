/** Every page loads lazily: the sign-in bundle stays small and each area is its own chunk. */
import type { Bereich } from '@lieferdesk/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Built pages by area id (BEREICHE); an area without an entry shows NichtGebaut. */
export const SEITEN: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  kategorien: lazy(() => import('./kategorien/KategorienSeite')),
};

export const NichtGebaut: LazyExoticComponent<ComponentType<{ bereich: Bereich }>> = lazy(
  () => import('./NichtGebaut'),
);
export const NichtGefunden = lazy(() => import('./NichtGefunden'));
