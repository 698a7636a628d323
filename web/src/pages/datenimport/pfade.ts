/** The data-import screen's addresses (reference §2.4), in one place for the page and the router. */
export const IMPORT = '/intern/gdv/import';
/** Reference §2.4: modus 1 import, 2 settlement; bereichAuswahl optional. `/1` and `/2` are the areas' own paths. */
export const IMPORT_MUSTER = `${IMPORT}/:modus?/:bereichAuswahl?`;
/** Settlement with a bereichAuswahl: its own entry, so the tab shows the settlement area's title. */
export const ABRECHNUNG_MIT_AUSWAHL = `${IMPORT}/2/:bereichAuswahl`;
/** The assign page of an import line (reference §2.4, §2.5); a page of its own. */
export const ZUORDNEN = `${IMPORT}/zuordnen`;

export const zuordnenPfad = (zeilenId: number) => `${ZUORDNEN}?id=${zeilenId}`;

/**
 * The screen showing one file (reference §2.14: the monitor's status and error-count links,
 * "show import result"; the upload dialog's 'Ergebnis anzeigen'): `filename`, and `showFile`
 * with the file number so that exactly this file shows even when two files share a name. A
 * billing file (modus 2) opens the settlement mode (`/2`); modus 1 is the default.
 */
export function importPfad(modus: 1 | 2, fileName: string, showFile?: number): string {
  const query = new URLSearchParams({ filename: fileName });
  if (showFile !== undefined) query.set('showFile', String(showFile));
  return `${IMPORT}${modus === 2 ? '/2' : ''}?${query.toString()}`;
}
