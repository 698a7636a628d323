import { z } from 'zod';
import { MELDUNGEN } from '../messages';
import { gesellschaftFilter } from './common';

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

/** The head of an interface (spec §3 "Interface", without id, felder and multiInterfaces). */
export const schnittstellenKopf = z.object({
  interfaceName: z.string().trim().min(1),
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

/** A row of the interface list. */
export const schnittstellenZeile = schnittstellenKopf.extend({ id: z.number().int() });
/** A whole interface, as the edit page loads it. */
export const schnittstelle = schnittstellenZeile.extend({
  felder: z.array(schnittstellenFeld),
  multiInterfaces: z.array(multiInterface),
});
export type Schnittstelle = z.infer<typeof schnittstelle>;
/** POST /gdv_interface/interface(?id): the head; fields and sub-interfaces are saved one by one. */
export const schnittstellenEingabe = schnittstellenKopf;

/** POST /gdv_interface/filter (the spec names no payload; ours: company and name part). */
export const schnittstellenFilter = z.object({
  gesellschaft: gesellschaftFilter,
  interfaceName: z.string().trim().optional(),
});
