import { z } from 'zod';
import { MELDUNGEN } from '../messages';
import { gesellschaftFilter } from './common';

/**
 * Ids 1-999 are reserved for the built-in interfaces, which ship with the code; interfaces users
 * create or copy get ids from 1000 on, so the two can never collide.
 */
export const ERSTE_EIGENE_SCHNITTSTELLEN_ID = 1000;

/** Field kind `art` (spec §3): 0 delimiter-separated, 1 fixed length, 2 XML. */
export const FELD_ART = { trennzeichen: 0, festeLaenge: 1, xml: 2 } as const;
export const feldArt = z.literal([0, 1, 2]);

/** One field of an interface layout (spec §3 "felder"). */
export const schnittstellenFeld = z.object({
  name: z
    .string({ error: MELDUNGEN.feldNameErforderlich })
    .trim()
    .min(1, { error: MELDUNGEN.feldNameErforderlich }),
  conversion: z.string().optional(),
  art: feldArt,
  delimiter: z.string().optional(),
  /** Spelling as in spec §3. */
  occurance: z.number().int().min(0).optional(),
  position: z.number().int().min(0).optional(),
  len: z.number().int().min(0).optional(),
  selection: z.string().optional(),
  comment: z.string().optional(),
});
export type SchnittstellenFeld = z.infer<typeof schnittstellenFeld>;

/** A sub-interface of a multiple interface (spec §3 "multiInterfaces"). */
export const multiInterface = z.object({
  lfdno: z.number().int(),
  /** The id of the sub-interface. */
  newItabSid: z
    .number({ error: MELDUNGEN.newItabSidErforderlich })
    .int({ error: MELDUNGEN.newItabSidErforderlich }),
  tableName: z.string().optional(),
  checkStatement: z.string().optional(),
  description: z.string().optional(),
});
export type MultiInterface = z.infer<typeof multiInterface>;
/** On save a new sub-interface has no lfdno yet. */
export const multiInterfaceEingabe = multiInterface.extend({ lfdno: z.number().int().optional() });
export type MultiInterfaceEingabe = z.infer<typeof multiInterfaceEingabe>;

/** The head of an interface (spec §3 "Interface", without id, felder and multiInterfaces). */
export const schnittstellenKopf = z.object({
  interfaceName: z
    .string({ error: MELDUNGEN.interfaceNameErforderlich })
    .trim()
    .min(1, { error: MELDUNGEN.interfaceNameErforderlich }),
  /** A company name, or GESELLSCHAFT_ALLGEMEIN for interfaces that serve every insurer. */
  gesellschaft: z.string(),
  description: z.string().optional(),
  /** Expressions in the sandboxed check language (DESIGN.md "Formats"), never SQL. */
  checkStatement: z.string().optional(),
  preFileCheckStatement: z.string().optional(),
  tableName: z.string().optional(),
  type: z.string().optional(),
  xml: z.boolean(),
  xPath: z.string().optional(),
  nameCheck: z.string().optional(),
  xmlElement: z.string().optional(),
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
  gesellschaft: z
    .string({ error: MELDUNGEN.gesellschaftErforderlich })
    .trim()
    .min(1, { error: MELDUNGEN.gesellschaftErforderlich }),
});
export type SchnittstellenEingabe = z.infer<typeof schnittstellenEingabe>;

/** POST /gdv_interface/filter (the spec names no payload; ours: company and name part). */
export const schnittstellenFilter = z.object({
  gesellschaft: gesellschaftFilter,
  interfaceName: z.string().trim().optional(),
});
export type SchnittstellenFilter = z.infer<typeof schnittstellenFilter>;
