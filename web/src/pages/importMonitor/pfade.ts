/** The monitor's addresses (reference §2.14) and where its links lead, in one place for pages and router. */
export const MONITOR = '/intern/gdv/gdv-import-monitor';
/** `/intern/gdv/gdv-import-monitor/:modus?` — 1 GDV, 2 billing; `/1` is the area's own path. */
export const MONITOR_MIT_MODUS = `${MONITOR}/:modus`;
/** Reference §2.14: the settings button's target (internal users only). */
export const EINSTELLUNGEN = `${MONITOR}/settings`;

export const monitorPfad = (modus: 1 | 2) => `${MONITOR}/${modus}`;

/** The data import screen (reference §2.4), opened from the monitor with the file in its query. */
export const IMPORT = '/intern/gdv/import';

/**
 * Reference §2.14: clicks on status and on the error count go to the import with `filename` and
 * `showFile`; "show import result" with `filename` only. showFile carries the file number, so
 * the import shows exactly this file even when two files share a name. A billing file (monitor
 * modus 2) opens the import in settlement mode (`/2`); modus 1 is the import's default.
 */
export function importPfad(modus: 1 | 2, fileName: string, showFile?: number): string {
  const query = new URLSearchParams({ filename: fileName });
  if (showFile !== undefined) query.set('showFile', String(showFile));
  return `${IMPORT}${modus === 2 ? '/2' : ''}?${query.toString()}`;
}
