/** The monitor's pages for the router (pages/index.ts): the list under every modus path and the settings. */
import { lazy } from 'react';
import type { Unterseite } from '../index';
import { EINSTELLUNGEN, MONITOR, MONITOR_MIT_MODUS } from './pfade';

export const MONITOR_SEITE = lazy(() => import('./ImportMonitorSeite'));
const EinstellungenSeite = lazy(() => import('./EinstellungenSeite'));

/**
 * `/1` is the area's own path (BEREICHE); `/2` and the bare path reach the same page through
 * `:modus`. The static `/settings` outranks `:modus` in react-router's matching.
 */
export const MONITOR_UNTERSEITEN: Unterseite[] = [
  { pfad: MONITOR, bereich: 'importMonitor', Seite: MONITOR_SEITE },
  { pfad: MONITOR_MIT_MODUS, bereich: 'importMonitor', Seite: MONITOR_SEITE },
  { pfad: EINSTELLUNGEN, bereich: 'importMonitor', Seite: EinstellungenSeite },
];
