/** The monitor's addresses (reference §2.14) and where its links lead, in one place for pages and router. */
export const MONITOR = '/intern/gdv/gdv-import-monitor';
/** `/intern/gdv/gdv-import-monitor/:modus?` — 1 GDV, 2 billing; `/1` is the area's own path. */
export const MONITOR_MIT_MODUS = `${MONITOR}/:modus`;
/** Reference §2.14: the settings button's target (internal users only). */
export const EINSTELLUNGEN = `${MONITOR}/settings`;

export const monitorPfad = (modus: 1 | 2) => `${MONITOR}/${modus}`;
