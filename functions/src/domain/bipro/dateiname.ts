/**
 * A delivered file's name as the product keeps it (reference §4 "Sorting what arrived"): the
 * insurer writes it, so it may carry a path (`../../x.pdf`, `C:\a\b.pdf`), NUL and other control
 * characters, bidi overrides that make `rechnung‮fdp.exe` read as `rechnungexe.pdf`, a decomposed
 * umlaut from a Mac or hundreds of characters. Kept is the base name only, in NFC, without control
 * or bidi characters, at most DATEINAME_HOECHSTLAENGE characters with its extension kept; the
 * delivered name goes to the record's journal where it differs.
 *
 * And which types are taken at all (`dateitypErlaubt`): by extension, and for PDF and ZIP by their
 * first bytes too, so an executable named `.pdf` is archived as 'Dateityp nicht erlaubt'.
 */
import { zitiert } from '@lieferdesk/shared';

/** The longest name kept, in characters (code points). */
export const DATEINAME_HOECHSTLAENGE = 200;

/** The name a file gets whose delivered name leaves nothing (empty, only a path, `..`). */
export const DATEINAME_ERSATZ = 'datei';

/** The file types the download takes; tiff and jpeg are the same types' other spellings. */
export const ERLAUBTE_ENDUNGEN: ReadonlySet<string> = new Set([
  'pdf',
  'tif',
  'tiff',
  'jpg',
  'jpeg',
  'png',
  'xml',
  'txt',
  'csv',
  'gdv',
  'zip',
]);

/**
 * C0 and C1 controls (TAB too: it has no place in a file name), the bidi marks, embeddings,
 * overrides and isolates (U+061C, U+200E/F, U+202A–E, U+2066–9).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNZULAESSIG = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** The extension (lower case, without the dot) if the name has one of at most 10 letters or digits. */
export function endung(name: string): string | undefined {
  return /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase();
}

/**
 * The journal's line for a name that was changed: the delivered name as it came, its control and
 * bidi characters shown as code points (so it reads as what it is), cut at 500 characters.
 */
export const gelieferterNameText = (geliefert: string): string => `Geliefert als ${zitiert(geliefert, 500)}`;

/** The delivered name as the product keeps it (see above). */
export function dateinameNormalisieren(geliefert: string): string {
  const ohnePfad = geliefert.slice(Math.max(geliefert.lastIndexOf('/'), geliefert.lastIndexOf('\\')) + 1);
  const name = ohnePfad.normalize('NFC').replace(UNZULAESSIG, '').trim();
  if (name === '' || /^\.+$/.test(name)) return DATEINAME_ERSATZ;
  const zeichen = [...name];
  if (zeichen.length <= DATEINAME_HOECHSTLAENGE) return name;
  const e = endung(name);
  const anhang = e === undefined ? '' : name.slice(name.length - e.length - 1);
  return (
    zeichen
      .slice(0, DATEINAME_HOECHSTLAENGE - anhang.length)
      .join('')
      .trimEnd() + anhang
  );
}

/** What the bytes say the file is, where that is cheap to tell from its first bytes. */
const MAGIE: Record<string, (anfang: Uint8Array) => boolean> = {
  pdf: (a) => Buffer.from(a.subarray(0, 1024)).includes('%PDF-'),
  zip: (a) => a[0] === 0x50 && a[1] === 0x4b && (a[2] === 3 || a[2] === 5) && a[3] === a[2] + 1,
};

/**
 * Whether the download takes a file of this (normalised) name: its extension on the allow-list,
 * and a PDF or ZIP that begins as one (a PDF's header may follow some bytes of junk; readers
 * look in the first kilobyte). Without the first bytes (`anfang`) the name alone decides.
 */
export function dateitypErlaubt(name: string, anfang?: Uint8Array): boolean {
  const e = endung(name);
  if (e === undefined || !ERLAUBTE_ENDUNGEN.has(e)) return false;
  const pruefen = MAGIE[e];
  return anfang === undefined || pruefen === undefined || pruefen(anfang);
}
