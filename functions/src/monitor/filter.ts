/**
 * The import monitor's filter (reference §2.14, §7 POST /gdv_import_monitor/filter, §9) as criteria of
 * the file selection (domain/dateiauswahl.ts). The monitor's own rules:
 *
 * - **Date range**: without one, today (reference §9); a reversed range is turned round.
 * - **File number** names one file: it is found whatever its date (the other criteria still
 *   apply) — a person who types a number means that file, not "that file if it came today".
 * - **Scope**: the data scope (domain/datensicht.ts); the files of the user's structure only when
 *   he asks for them (`mitStruktur`, with the BiPRO-structure role).
 * - **Modus**: the route parameter, default 1 (import).
 */
import type { Benutzer, BodyVon, ROUTEN } from '@lieferdesk/shared';
import { gesellschaftsName, type Dateikriterien } from '../domain/dateiauswahl';
import { datensicht } from '../domain/datensicht';
import { zeitraum, type Zeitraum } from '../zeitangabe';

export type MonitorFilter = BodyVon<typeof ROUTEN.monitorFilter>;

/** What the monitor reads: the one file of a number, else the files of the date range. */
export type MonitorLesen = { nummer: number } | { zeitraum: Zeitraum };

export function monitorLesen(filter: MonitorFilter, jetzt = new Date()): MonitorLesen {
  return filter.fileNumber !== undefined
    ? { nummer: filter.fileNumber }
    : { zeitraum: zeitraum(filter, jetzt) };
}

/** The criteria the files read are narrowed by (`gesellschaften`: to resolve a company id). */
export function monitorKriterien(
  benutzer: Benutzer,
  filter: MonitorFilter,
  lesen: MonitorLesen,
  gesellschaften: readonly { gesellschaftId: number; name: string }[],
): Dateikriterien {
  return {
    modus: filter.modus ?? 1,
    sichtbarkeit: datensicht(benutzer, filter.mitStruktur),
    zeitraum: 'zeitraum' in lesen ? lesen.zeitraum : undefined,
    fileNumber: 'nummer' in lesen ? lesen.nummer : undefined,
    gesellschaft: gesellschaftsName(filter.gesellschaft, gesellschaften),
    interfaceName: filter.interfaceName?.trim() || undefined,
    fileName: filter.fileName?.trim() || undefined,
    onlyCurrentlyProcessing: filter.onlyCurrentlyProcessing,
  };
}
