import { z } from 'zod';
import { MELDUNGEN } from '../messages';
import { gesellschaftFilter, importModus } from './common';
import { dateinameFeld, LAENGEN, nameFeld } from './text';

/**
 * An upload job (reference §3 "Import job"), polled every 5 s until removeTimer. `ergebnis` only
 * once the file is read (not when it was refused, failed or stopped): its lines and faulty lines.
 */
export const importJob = z.object({
  id: z.number().int(),
  status: z.string(),
  progress: z.number(),
  removeTimer: z.boolean(),
  ergebnis: z
    .object({ zeilen: z.number().int().nonnegative(), fehlerhaft: z.number().int().nonnegative() })
    .optional(),
});
export type ImportJob = z.infer<typeof importJob>;

/**
 * The largest upload by default (1 GiB): well above the largest file the read pipeline takes — a
 * GDV file of HOECHSTE_DATEIZEILEN lines of 256 characters is about 516 MB. The API takes its
 * limit from the environment (`UPLOAD_HOECHSTE_BYTES`) where a deployment needs another.
 */
export const HOECHSTE_UPLOAD_BYTES = 1024 ** 3;

/** The most one presigned PUT can carry (S3's limit for a single PUT: 5 GiB). */
const S3_HOECHSTE_PUT_BYTES = 5 * 1024 ** 3;

/** Where the browser PUTs the file before POST upload (presigned S3 URL; not in reference §7). */
export const uploadZielEingabe = z.object({
  fileName: dateinameFeld()
    .trim()
    // Reference §2.17 names csv, txt, xml, pdf; GDV files often end in .gdv (the GDV's own samples do).
    .regex(/\.(csv|txt|xml|pdf|gdv)$/i, { error: MELDUNGEN.uploadDateityp }),
  /** The file's size in bytes: signed into the URL, so S3 takes a PUT of exactly this size only. */
  groesse: z.number().int().min(0).max(S3_HOECHSTE_PUT_BYTES),
});
export const uploadZiel = z.object({ tempId: z.string(), url: z.url() });

/** POST upload (reference §7: tempId, gesellschaftId, interfaceName). */
export const uploadEingabe = z.object({
  tempId: nameFeld(LAENGEN.kennung).min(1),
  gesellschaftId: z.number().int().optional(),
  interfaceName: nameFeld().optional(),
});

export const uploadComboboxenAbfrage = z.object({
  withInactiveInterfaces: z.stringbool().optional(),
  gesellschaft: gesellschaftFilter,
  modus: z.coerce.number().pipe(importModus).optional(),
});
