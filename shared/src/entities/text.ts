/**
 * The bounds of what a request may carry: every free-text field a body or query takes is one of
 * these three, and every id list has HOECHSTE_ID_LISTE entries at most — so an oversized value is
 * a 400 with a German reason before a handler reads or writes anything, never a 500 from a
 * DynamoDB item over its size or a Lambda out of memory.
 *
 * Answer-only schemas (what the server reads back, e.g. a delivered file's values) are left
 * unbounded: they are checked on the way out, where a bound would turn stored data into a 500.
 * Schemas shared by both directions (a category, an interface) carry the bounds, so what was
 * saved through them is also answered through them.
 */
import { z } from 'zod';
import { MELDUNGEN } from '../messages';

/**
 * What one import line may take in storage: its text with the values read from it, counted as
 * DynamoDB counts an item. A DynamoDB item holds 400 KB; the rest is room for keys, journal,
 * assignment and what evaluation adds. A line read larger than this is kept as a format error
 * with its text cut; a line edit larger than this is refused.
 */
export const ZEILE_HOECHSTBYTES = 350 * 1024;

/** Maximum lengths in characters (UTF-16 code units, as JavaScript and zod count them). */
export const LAENGEN = {
  /** Names: categories, interfaces and their fields, companies, access names, search names. */
  name: 200,
  /** Numbers and keys written as text: policy, customer and broker numbers, run ids, areas. */
  kennung: 100,
  /** A file name as a user gives it (upload, interface test) or searches for it. */
  dateiname: 200,
  /**
   * A file name the web only sends back as the API answered it (a monitor row): a dropped
   * file's name is its S3 key's, at most 1,024 bytes, so it may be longer than one a user gives.
   */
  gelieferterDateiname: 1024,
  /** Descriptions and comments. */
  beschreibung: 2000,
  /** Expressions, XPaths, conversions and name patterns of interfaces. */
  ausdruck: 4000,
  /**
   * A line's raw text (line edit): as many characters as a stored line may take bytes
   * (ZEILE_HOECHSTBYTES, 350 KiB; XML records can be that large). A character is at least one
   * byte, so this never refuses a line the byte bound takes; it only refuses early what could
   * never be stored.
   */
  zeilentext: ZEILE_HOECHSTBYTES,
} as const;

/** How many ids one request may name (bulk deletes, reassignments); the web splits larger selections. */
export const HOECHSTE_ID_LISTE = 1000;

/**
 * C0 and C1 control characters except TAB, and the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that make a name read differently from what it is.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNZULAESSIG = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const ohneUnzulaessigeZeichen = (wert: string): boolean => !UNZULAESSIG.test(wert);

const fehlerText = (fehlt: string | undefined) => (fehlt === undefined ? undefined : { error: fehlt });

/** A free text of at most `max` characters; `fehlt` is the message for a missing or non-text value. */
export function textFeld(max: number, fehlt?: string) {
  return z
    .string(fehlerText(fehlt))
    .max(max, { error: (issue) => MELDUNGEN.textZuLang(String(issue.input).length, max) });
}

/**
 * A free text people write on a record others read (a document's comment, a commission file's
 * Zusatz): bounded, without control characters (TAB allowed) and bidi overrides, which would hide
 * or reorder what a reader sees.
 */
export function freitextFeld(max: number, fehlt?: string) {
  return textFeld(max, fehlt).refine(ohneUnzulaessigeZeichen, { error: MELDUNGEN.unzulaessigeZeichen });
}

/** A name: a bounded text without control characters (TAB allowed) and bidi overrides. */
export const nameFeld = (max: number = LAENGEN.name, fehlt?: string) => freitextFeld(max, fehlt);

/**
 * A file name: NFC-normalised first (a name typed on macOS arrives decomposed, "u" + "¨", and
 * would neither match nor sort with the same name from Windows), then a name of at most 200
 * characters. `meldung`, if given, is the message for a missing, non-text or too long name.
 */
export function dateinameFeld(meldung?: string) {
  return z
    .string(fehlerText(meldung))
    .normalize('NFC')
    .max(LAENGEN.dateiname, {
      error: (issue) => meldung ?? MELDUNGEN.textZuLang(String(issue.input).length, LAENGEN.dateiname),
    })
    .refine(ohneUnzulaessigeZeichen, { error: MELDUNGEN.unzulaessigeZeichen });
}

/** A list of ids (at least one, at most HOECHSTE_ID_LISTE), refused as a whole when longer. */
export function idListeVon<T extends z.ZodType>(eintrag: T) {
  return z
    .array(eintrag)
    .min(1)
    .max(HOECHSTE_ID_LISTE, {
      error: (issue) => MELDUNGEN.zuVieleIds((issue.input as unknown[]).length, HOECHSTE_ID_LISTE),
    });
}
