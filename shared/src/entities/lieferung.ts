import { z } from 'zod';
import { gesellschaftFilter, isoZeitpunkt, seitenFelder } from './common';
import { filterDatum, mitZeitraum, ZEITRAUM_MONATE } from './zeitraum';

const anzahl = z.number().int().min(0);

/**
 * A BiPRO delivery (reference §2.12, §3 "Delivery"). The fields from inputZips on are for internal
 * users only; the API leaves them out for everyone else.
 */
export const lieferung = z.object({
  /** Spelling as in reference §3: the name of the access that received the delivery. */
  extZugangBzeichnung: z.string(),
  /** Ours: the access's company by name ('' when unknown), what the company filter matches. */
  gesellschaft: z.string(),
  /** Ours: the access (internal users open its page from the row). */
  zugangId: z.number().int(),
  transferId: z.string(),
  dateStarted: isoZeitpunkt.optional(),
  gevoArt: z.number().int().optional(),
  allInputFiles: anzahl,
  persistedFiles: anzahl,
  nichtzugeordnetePdfFiles: anzahl,
  nonUniquePolices: anzahl,
  notFoundPolices: anzahl,
  inputUnassigned: anzahl,
  dbAlreadyExistFiles: anzahl,
  schadenLeistungMeldungen: anzahl,
  dateFinished: isoZeitpunkt.optional(),
  einstellzeitpunkt: isoZeitpunkt.optional(),
  inputZips: anzahl.optional(),
  abgelegteZipFiles: anzahl.optional(),
  defekteZipFiles: anzahl.optional(),
  schonErledigteFiles: anzahl.optional(),
  numberGeschaeftsvorfallTransfers: anzahl.optional(),
  numberInkassoTransfers: anzahl.optional(),
  fehlendeGevoArts: z.string().optional(),
  error: z.string().optional(),
});
export type Lieferung = z.infer<typeof lieferung>;

/** The deliveries columns the server sorts by (reference §2.12): the start by the list indexes, the others bounded. */
export const LIEFERUNG_SORTIERBAR = [
  'gesellschaft',
  'transferId',
  'dateStarted',
  'gevoArt',
  'allInputFiles',
  'persistedFiles',
  'nichtzugeordnetePdfFiles',
  'nonUniquePolices',
  'notFoundPolices',
  'inputUnassigned',
  'dbAlreadyExistFiles',
  'schadenLeistungMeldungen',
  'dateFinished',
  'einstellzeitpunkt',
  'inputZips',
  'abgelegteZipFiles',
  'defekteZipFiles',
  'schonErledigteFiles',
  'numberGeschaeftsvorfallTransfers',
  'numberInkassoTransfers',
  'fehlendeGevoArts',
  'error',
] as const satisfies readonly (keyof Lieferung)[];

/** POST /bipro_lieferungen/filter; without a date range the last month. */
export const lieferungFilter = mitZeitraum(
  z.object({
    dateFrom: filterDatum.optional(),
    dateTo: filterDatum.optional(),
    gesellschaft: gesellschaftFilter,
    ...seitenFelder(LIEFERUNG_SORTIERBAR),
  }),
  { von: 'dateFrom', bis: 'dateTo', monate: ZEITRAUM_MONATE.biproListen, startAllein: 'bisHeute' },
);
