/** Every page loads lazily: the sign-in bundle stays small and each area is its own chunk. */
import type { Bereich } from '@lieferdesk/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BEARBEITEN as INTERFACE_BEARBEITEN, SUB_INTERFACE } from './schnittstellen/pfade';
import { MONITOR_SEITE, MONITOR_UNTERSEITEN } from './importMonitor/seiten';
import { DATENIMPORT_SEITE, DATENIMPORT_UNTERSEITEN } from './datenimport/seiten';
import { ZUORDNUNG_UNTERSEITEN } from './zuordnung/seiten';
import { BESTAND_UNTERSEITEN } from './bestand/seiten';
import { GESELLSCHAFT_ZUGANG_SEITE, GESELLSCHAFT_ZUGANG_UNTERSEITEN } from './gesellschaftZugang/seiten';
import { ZUGANG_UNTERSEITEN } from './zugang/seiten';
import { GDV_DATEIEN_SEITE, GDV_DATEIEN_UNTERSEITEN } from './gdvDateien/seiten';
import { ARCHIV_SEITE, ARCHIV_UNTERSEITEN } from './archiv/seiten';

type Seite = LazyExoticComponent<ComponentType>;

/** Built pages by area id (BEREICHE); an area without an entry shows NichtGebaut. */
export const SEITEN: Partial<Record<string, Seite>> = {
  // The start page's charts (primereact/chart, chart.js) load with it, not before sign-in.
  uebersicht: lazy(() => import('./uebersicht/UebersichtSeite')),
  kategorien: lazy(() => import('./kategorien/KategorienSeite')),
  interfaces: lazy(() => import('./schnittstellen/SchnittstellenSeite')),
  importMonitor: MONITOR_SEITE,
  datenimport: DATENIMPORT_SEITE,
  abrechnungImport: DATENIMPORT_SEITE,
  gesellschaftZugang: GESELLSCHAFT_ZUGANG_SEITE,
  downloadUebersicht: lazy(() => import('./downloadUebersicht/DownloadUebersichtSeite')),
  interfaceLaeufe: lazy(() => import('./interfacelaeufe/InterfacelaeufeSeite')),
  dokumente: lazy(() => import('./posteingang/PosteingangSeite')),
  // One screen, two titles (reference §2.7): each area shows its list.
  courtage: lazy(() => import('./courtage/CourtageSeite').then((m) => ({ default: m.AbrechnungenSeite }))),
  mahnlisten: lazy(() => import('./courtage/CourtageSeite').then((m) => ({ default: m.MahnlistenSeite }))),
  ausnahmen: lazy(() => import('./ausnahmen/AusnahmenSeite')),
  gdvDateien: GDV_DATEIEN_SEITE,
  lieferungen: lazy(() => import('./lieferungen/LieferungenSeite')),
  archiv: ARCHIV_SEITE,
  aenderungen: lazy(() => import('./aenderungen/AenderungenSeite')),
};

/**
 * Pages of an area beyond its list (edit pages and the like), each under its own path; they need
 * the right of their area and show its title in the browser tab.
 */
export interface Unterseite {
  pfad: string;
  bereich: string;
  Seite: Seite;
}

const SchnittstelleSeite = lazy(() => import('./schnittstellen/SchnittstelleSeite'));
export const UNTERSEITEN: Unterseite[] = [
  { pfad: INTERFACE_BEARBEITEN, bereich: 'interfaces', Seite: SchnittstelleSeite },
  { pfad: SUB_INTERFACE, bereich: 'interfaces', Seite: SchnittstelleSeite },
  ...MONITOR_UNTERSEITEN,
  ...DATENIMPORT_UNTERSEITEN,
  ...ZUORDNUNG_UNTERSEITEN,
  ...BESTAND_UNTERSEITEN,
  ...GESELLSCHAFT_ZUGANG_UNTERSEITEN,
  ...ZUGANG_UNTERSEITEN,
  ...GDV_DATEIEN_UNTERSEITEN,
  ...ARCHIV_UNTERSEITEN,
];

export const NichtGebaut: LazyExoticComponent<ComponentType<{ bereich: Bereich }>> = lazy(
  () => import('./NichtGebaut'),
);
export const NichtGefunden = lazy(() => import('./NichtGefunden'));

/** 'Mein Konto', every user's own: no area, no right (README "Mein Konto"). */
export const KONTO_PFAD = '/konto';
export const KontoSeite = lazy(() => import('./konto/KontoSeite'));
