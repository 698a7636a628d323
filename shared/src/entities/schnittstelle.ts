import { z } from 'zod';
import { MELDUNGEN } from '../messages';
import { gesellschaftFilter } from './common';
import { dateinameFeld, LAENGEN, nameFeld, textFeld } from './text';

/**
 * Ids 1-999 are reserved for the built-in interfaces, which ship with the code; interfaces users
 * create or copy get ids from 1000 on, so the two can never collide.
 */
export const ERSTE_EIGENE_SCHNITTSTELLEN_ID = 1000;

/** Field kind `art` (reference §3): 0 delimiter-separated, 1 fixed length, 2 XML. */
export const FELD_ART = { trennzeichen: 0, festeLaenge: 1, xml: 2 } as const;
export const feldArt = z.literal([0, 1, 2]);

/** One field of an interface layout (reference §3 "felder"). */
export const schnittstellenFeld = z.object({
  name: nameFeld(LAENGEN.name, MELDUNGEN.feldNameErforderlich)
    .trim()
    .min(1, { error: MELDUNGEN.feldNameErforderlich }),
  conversion: textFeld(LAENGEN.ausdruck).optional(),
  art: feldArt,
  /** May be a TAB: a text, not a name. */
  delimiter: textFeld(LAENGEN.kennung).optional(),
  /** Spelling as in reference §3. */
  occurance: z.number().int().min(0).optional(),
  position: z.number().int().min(0).optional(),
  len: z.number().int().min(0).optional(),
  selection: textFeld(LAENGEN.ausdruck).optional(),
  comment: textFeld(LAENGEN.beschreibung).optional(),
});
export type SchnittstellenFeld = z.infer<typeof schnittstellenFeld>;

/** A sub-interface of a multiple interface (reference §3 "multiInterfaces"). */
export const multiInterface = z.object({
  lfdno: z.number().int(),
  /** The id of the sub-interface. */
  newItabSid: z
    .number({ error: MELDUNGEN.newItabSidErforderlich })
    .int({ error: MELDUNGEN.newItabSidErforderlich }),
  tableName: nameFeld().optional(),
  checkStatement: textFeld(LAENGEN.ausdruck).optional(),
  description: textFeld(LAENGEN.beschreibung).optional(),
});
export type MultiInterface = z.infer<typeof multiInterface>;
/** On save a new sub-interface has no lfdno yet. */
export const multiInterfaceEingabe = multiInterface.extend({ lfdno: z.number().int().optional() });
export type MultiInterfaceEingabe = z.infer<typeof multiInterfaceEingabe>;

/** The head of an interface (reference §3 "Interface", without id, felder and multiInterfaces). */
export const schnittstellenKopf = z.object({
  interfaceName: nameFeld(LAENGEN.name, MELDUNGEN.interfaceNameErforderlich)
    .trim()
    .min(1, { error: MELDUNGEN.interfaceNameErforderlich }),
  /** A company name, or GESELLSCHAFT_ALLGEMEIN for interfaces that serve every insurer. */
  gesellschaft: nameFeld(),
  description: textFeld(LAENGEN.beschreibung).optional(),
  /** Expressions in the sandboxed check language (architecture "Formats"), never SQL. */
  checkStatement: textFeld(LAENGEN.ausdruck).optional(),
  preFileCheckStatement: textFeld(LAENGEN.ausdruck).optional(),
  tableName: nameFeld().optional(),
  type: nameFeld(LAENGEN.kennung).optional(),
  xml: z.boolean(),
  xPath: textFeld(LAENGEN.ausdruck).optional(),
  nameCheck: textFeld(LAENGEN.ausdruck).optional(),
  xmlElement: nameFeld().optional(),
  keepErrors: z.boolean(),
  hideErrors: z.boolean(),
  multiple: z.boolean(),
  active: z.boolean(),
  invisible: z.boolean(),
  unicode: z.boolean(),
});

/**
 * A row of the interface list. `eingebaut` marks the built-in interfaces (ids 1-999: GDV record
 * types, OMDS and commission layouts): read-only for everyone, copyable. The API always sets it;
 * it is optional so the built-in definitions need not carry it.
 */
export const schnittstellenZeile = schnittstellenKopf.extend({
  id: z.number().int(),
  eingebaut: z.boolean().optional(),
});
export type SchnittstellenZeile = z.infer<typeof schnittstellenZeile>;
/** A whole interface, as the edit page loads it. */
export const schnittstelle = schnittstellenZeile.extend({
  felder: z.array(schnittstellenFeld),
  multiInterfaces: z.array(multiInterface),
});
export type Schnittstelle = z.infer<typeof schnittstelle>;
/**
 * POST /gdv_interface/interface(?id): the head; fields and sub-interfaces are saved one by one.
 * A saved head always names a company (GESELLSCHAFT_ALLGEMEIN when it serves every insurer).
 */
export const schnittstellenEingabe = schnittstellenKopf.extend({
  gesellschaft: nameFeld(LAENGEN.name, MELDUNGEN.gesellschaftErforderlich)
    .trim()
    .min(1, { error: MELDUNGEN.gesellschaftErforderlich }),
});
export type SchnittstellenEingabe = z.infer<typeof schnittstellenEingabe>;

/** POST /gdv_interface/filter (the reference names no payload; ours: company and name part). */
export const schnittstellenFilter = z.object({
  gesellschaft: gesellschaftFilter,
  interfaceName: nameFeld().trim().optional(),
});
export type SchnittstellenFilter = z.infer<typeof schnittstellenFilter>;

/**
 * "Test this interface" (reference §2.8 context): a sample file read through the interface, nothing
 * stored. The sample is at most this many bytes (decoded) — a sample, not a delivery.
 */
export const TEST_DATEI_HOECHSTBYTES = 1024 * 1024;
/** At most this many line results come back; every line is counted. */
export const TEST_HOECHSTZEILEN = 500;

/** The bytes a (padded, standard) base64 text decodes to, without decoding it. */
export function base64Bytes(text: string): number {
  const fuellung = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - fuellung;
}

/** POST /gdv_interface/test?id= (our path): the sample's name and its bytes as base64. */
export const schnittstellenTestEingabe = z.object({
  dateiname: dateinameFeld(MELDUNGEN.testDateinameUngueltig).min(1, {
    error: MELDUNGEN.testDateinameUngueltig,
  }),
  inhalt: z
    .base64({ error: MELDUNGEN.testInhaltUngueltig })
    .refine((text) => base64Bytes(text) <= TEST_DATEI_HOECHSTBYTES, {
      error: MELDUNGEN.testDateiZuGross,
    }),
});
export type SchnittstellenTestEingabe = z.infer<typeof schnittstellenTestEingabe>;

/** A field value as read (text, number, ISO date as text, or null for "not given"). */
export const testWert = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** One line's result: status 0 read, negative an error status of reference §8. */
export const schnittstellenTestZeile = z.object({
  zeile: z.number().int(),
  status: z.number().int(),
  /** The interface (sub-interface, GDV record type) that read the line. */
  satz: z.string().optional(),
  grund: z.string().optional(),
  felder: z.record(z.string(), testWert).optional(),
});
export type SchnittstellenTestZeile = z.infer<typeof schnittstellenTestZeile>;
export const schnittstellenTestErgebnis = z.object({
  /** The first TEST_HOECHSTZEILEN results. */
  zeilen: z.array(schnittstellenTestZeile),
  /** Every result of the file, and how many of them have an error status. */
  gesamt: z.number().int(),
  fehlerhaft: z.number().int(),
  /** More results than `zeilen` holds. */
  abgeschnitten: z.boolean(),
});
export type SchnittstellenTestErgebnis = z.infer<typeof schnittstellenTestErgebnis>;
