/** The data-import screen's addresses (reference §2.4), in one place for the page and the router. */
export const IMPORT = '/intern/gdv/import';
/** Reference §2.4: modus 1 import, 2 settlement; bereichAuswahl optional. `/1` and `/2` are the areas' own paths. */
export const IMPORT_MUSTER = `${IMPORT}/:modus?/:bereichAuswahl?`;
/** Settlement with a bereichAuswahl: its own entry, so the tab shows the settlement area's title. */
export const ABRECHNUNG_MIT_AUSWAHL = `${IMPORT}/2/:bereichAuswahl`;
/** The assign page of an import line (reference §2.4, §2.5); a page of its own. */
export const ZUORDNEN = `${IMPORT}/zuordnen`;

export const zuordnenPfad = (zeilenId: number) => `${ZUORDNEN}?id=${zeilenId}`;
