import { z } from 'zod';
import { isoZeitpunkt, seitenFelder } from './common';
import { filterDatum, mitZeitraum, ZEITRAUM_MONATE } from './zeitraum';
import { freitextFeld, LAENGEN, nameFeld } from './text';

/** Filter mode of the inbox (reference §4): 0 unassigned, 1 subsequently assigned, 2 automatically assigned. */
export const DOKUMENT_FILTER_MODUS = {
  nichtZugeordnet: 0,
  nachtraeglichZugeordnet: 1,
  automatischZugeordnet: 2,
} as const;
export const dokumentFilterModus = z.literal([0, 1, 2]);

/** A delivered BiPRO document (reference §3 "BiPRO document"). */
export const biproDokument = z.object({
  id: z.number().int(),
  fileName: z.string(),
  policeNr: z.string().optional(),
  /** First name. */
  customerName: z.string().optional(),
  /** Last name. */
  customerSurname: z.string().optional(),
  /** The hint column. */
  cause: z.string().optional(),
  fremdnummer: z.string().optional(),
  vermittlernummer: z.string().optional(),
  category: z.string().optional(),
  gevoArt: z.number().int().optional(),
  creationDate: isoZeitpunkt,
  comment: z.string().optional(),
  biproGesellschaft: z.string().optional(),
  mscGesellschaft: z.string().optional(),
  mscDate: isoZeitpunkt.optional(),
  /** The internal number of the contract, once assigned. */
  internalId: z.number().int().optional(),
  /** The broker number. */
  brokerId: z.string().optional(),
  accessId: z.number().int().optional(),
  /** The damage case, if one was created. */
  versSchadenId: z.number().int().optional(),
  /** Deleted (listed only with showDeleted); internal users may restore it. */
  invisible: z.boolean(),
  /**
   * The user may change it (comment, assign, re-assign, delete): the server's rule
   * (domain/bipro/aenderungsrecht.ts) — false for read-only roles; the web only follows.
   */
  aenderbar: z.boolean(),
});
export type BiproDokument = z.infer<typeof biproDokument>;

/**
 * The inbox columns the server sorts by (every column of reference §2.10 that shows a value):
 * creation date by the list indexes, the others over the range's rows up to LISTEN_GRENZE.
 */
export const DOKUMENT_SORTIERBAR = [
  'fileName',
  'policeNr',
  'customerName',
  'customerSurname',
  'cause',
  'fremdnummer',
  'vermittlernummer',
  'category',
  'gevoArt',
  'creationDate',
  'comment',
  'biproGesellschaft',
  'mscGesellschaft',
  'mscDate',
  'internalId',
  'brokerId',
  'accessId',
] as const;

/** POST /bipro_documents/filter (reference §7); without a date range the last month. */
export const dokumentFilter = mitZeitraum(
  z.object({
    gesellschaftId: z.number().int().optional(),
    fromDate: filterDatum.optional(),
    toDate: filterDatum.optional(),
    policeNr: nameFeld(LAENGEN.kennung).trim().optional(),
    internalId: z.number().int().optional(),
    customerName: nameFeld().trim().optional(),
    customerId: z.number().int().optional(),
    gevoArt: z.number().int().optional(),
    fremdnummer: nameFeld(LAENGEN.kennung).trim().optional(),
    vermittlernummer: nameFeld(LAENGEN.kennung).trim().optional(),
    filterMode: dokumentFilterModus,
    /** Also the structure's unassigned documents (BiPRO-structure role only). */
    mitStruktur: z.boolean().optional(),
    /** Also the deleted documents ('Gelöschte Einträge anzeigen'). */
    showDeleted: z.boolean().optional(),
    ...seitenFelder(DOKUMENT_SORTIERBAR),
  }),
  { von: 'fromDate', bis: 'toDate', monate: ZEITRAUM_MONATE.biproListen, startAllein: 'bisHeute' },
);

export const dokumentKommentar = z.object({ id: z.number().int(), comment: freitextFeld(4000) });

/** GET vv_customer_id: no customerId when the contract is deleted ('Vertrag wurde anscheinend gelöscht!'). */
export const vertragKunde = z.object({ customerId: z.number().int().optional() });

/** Answer of reassign_unassigned: the number of newly assigned documents. */
export const neuZugeordnet = z.object({ count: z.number().int().min(0) });
