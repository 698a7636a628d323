import { z } from 'zod';
import { isoZeitpunkt, seitenFelder } from './common';
import { dateinameFeld, LAENGEN, nameFeld } from './text';
import { filterDatum, mitZeitraum, ZEITRAUM_MONATE } from './zeitraum';

/** An excluded BiPRO file (reference §2.9, §3 "Archive record"). */
export const archivEintrag = z.object({
  id: z.number().int(),
  gesellschaftId: z.number().int(),
  /** The delivery id. */
  transferId: z.string(),
  gevoArt: z.number().int().optional(),
  policeNr: z.string().optional(),
  /** 'Surname, first name' of the customer, where one is known. */
  kundenname: z.string().optional(),
  fileName: z.string(),
  fileSize: z.number().int().min(0),
  dateCreated: isoZeitpunkt,
  cause: z.string().optional(),
  maklernr: z.string().optional(),
  /** The user id column: the BiPRO user name of the access that fetched the file. */
  extUserName: z.string().optional(),
});
export type ArchivEintrag = z.infer<typeof archivEintrag>;

/**
 * The archive columns the server sorts by (reference §2.9: every column but the reason and the
 * BiPRO user): the date by the list indexes, the customer's name by the surname index where no
 * broker or company narrows, the others over the range's rows up to LISTEN_GRENZE.
 */
export const ARCHIV_SORTIERBAR = [
  'id',
  'gesellschaftId',
  'transferId',
  'gevoArt',
  'policeNr',
  'kundenname',
  'fileName',
  'fileSize',
  'dateCreated',
  'maklernr',
] as const;

/**
 * Archive filter (reference §2.9; the reference names no payload, the names follow the record): BiPRO
 * access (company), date range (German calendar days; without one the last 6 months, reference §5),
 * VSNR (spelling-tolerant, domain/vsnr.ts), customer name (the surname's beginning), GeVo-Art,
 * file name (a part of it, or a pattern over the whole name with * and ?).
 */
export const archivFilter = mitZeitraum(
  z.object({
    gesellschaftId: z.number().int().optional(),
    fromDate: filterDatum.optional(),
    toDate: filterDatum.optional(),
    policeNr: nameFeld(LAENGEN.kennung).trim().optional(),
    kundenname: nameFeld().trim().optional(),
    gevoArt: z.number().int().optional(),
    fileName: dateinameFeld().trim().optional(),
    ...seitenFelder(ARCHIV_SORTIERBAR),
  }),
  { von: 'fromDate', bis: 'toDate', monate: ZEITRAUM_MONATE.biproListen, startAllein: 'bisHeute' },
);
export type ArchivFilter = z.infer<typeof archivFilter>;

/**
 * Reference §2.9: the viewer shows a file as PDF if its name ends in pdf (any case), everything
 * else as text. One rule for the server (the type it signs into the link) and the web (the viewer).
 */
export const istPdfDatei = (dateiname: string): boolean => /pdf$/i.test(dateiname.trim());

/** Reference §5, §9: the archive filter without a date range covers the last 6 months. */
export const ARCHIV_STANDARD_MONATE = 6;
