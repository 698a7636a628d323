import { z } from 'zod';
import { MELDUNGEN } from '../messages';
import { gesellschaftFilter, importModus, isoDatum } from './common';
import { LAENGEN, nameFeld, textFeld } from './text';

/**
 * The payload of the bulk actions on a file (reference §7): booking, settlement protocol, defer,
 * reactivate, defer -9, delete.
 */
export const importAktion = z.object({
  modus: importModus,
  fileId: z.number().int(),
  date: isoDatum.optional(),
  bereichAuswahl: nameFeld(LAENGEN.kennung).optional(),
  zeilennr: z.number().int().optional(),
  fileName: textFeld(LAENGEN.gelieferterDateiname).optional(),
  gesellschaft: nameFeld().optional(),
});
export type ImportAktion = z.infer<typeof importAktion>;

/** Export of -4 error data (reference §9: 1-31 days, default 7). */
export const fehlerExportAbfrage = z.object({
  numberOfDays: z.coerce
    .number()
    .int({ error: MELDUNGEN.fehlerExportTage })
    .min(1, { error: MELDUNGEN.fehlerExportTage })
    .max(31, { error: MELDUNGEN.fehlerExportTage })
    .default(7),
  gesellschaft: gesellschaftFilter,
});
