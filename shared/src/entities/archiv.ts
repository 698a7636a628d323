import { z } from 'zod';
import { isoDatum, isoZeitpunkt } from './common';
import { dateinameFeld, LAENGEN, nameFeld } from './text';

/** An excluded BiPRO file (reference §2.9, §3 "Archive record"). */
export const archivEintrag = z.object({
  id: z.number().int(),
  gesellschaftId: z.number().int(),
  /** The delivery id. */
  transferId: z.string(),
  gevoArt: z.number().int().optional(),
  policeNr: z.string().optional(),
  kundenname: z.string().optional(),
  fileName: z.string(),
  fileSize: z.number().int().min(0),
  dateCreated: isoZeitpunkt,
  cause: z.string().optional(),
  maklernr: z.string().optional(),
  extUserName: z.string().optional(),
});
export type ArchivEintrag = z.infer<typeof archivEintrag>;

/**
 * Archive filter (reference §2.9; the reference names no payload, the names follow the record): BiPRO
 * access (company), date range (default last 6 months), VSNR, customer name, GeVo-Art, file
 * name with wildcards (* and ?).
 */
export const archivFilter = z.object({
  gesellschaftId: z.number().int().optional(),
  fromDate: isoDatum.optional(),
  toDate: isoDatum.optional(),
  policeNr: nameFeld(LAENGEN.kennung).trim().optional(),
  kundenname: nameFeld().trim().optional(),
  gevoArt: z.number().int().optional(),
  fileName: dateinameFeld().trim().optional(),
});
