import { z } from 'zod';
import { isoZeitpunkt, queryZahlListe, seitenFelder } from './common';
import { filterDatum, mitZeitraum, ZEITRAUM_MONATE } from './zeitraum';
import { dateinameFeld } from './text';

/** A GDV file delivered via BiPRO (reference §2.13, §3 "GDV file"). */
export const gdvDatei = z.object({
  id: z.number().int(),
  filename: z.string(),
  statusLog: z.string().optional(),
  biProGevoArt: z.number().int().optional(),
  creationDate: isoZeitpunkt,
  gesellschaft: z.string(),
  transferId: z.string().optional(),
  fileSize: z.number().int().min(0),
  eingespielt: z.boolean(),
  ausgewertet: z.boolean(),
  zugangId: z.number().int().optional(),
  vermittlernr: z.string().optional(),
  /** Only then the action 'show import result' (to /intern/bipro/gdv-import?filename=). */
  hasImportResult: z.boolean(),
  /** Deleted; cannot be deleted again. */
  invisible: z.boolean(),
  /**
   * The user may change it (delete, restore, note): the server's rule
   * (domain/bipro/aenderungsrecht.ts) — false for read-only roles; the web only follows.
   */
  aenderbar: z.boolean(),
});
export type GdvDatei = z.infer<typeof gdvDatei>;

/** The GDV files columns the server sorts by (reference §2.13): creation date by the list indexes, the others bounded. */
export const GDV_SORTIERBAR = [
  'filename',
  'statusLog',
  'biProGevoArt',
  'creationDate',
  'gesellschaft',
  'transferId',
  'fileSize',
  'eingespielt',
  'ausgewertet',
  'zugangId',
  'vermittlernr',
] as const;

/** POST /bipro/gdv_files; without a date range the last month. */
export const gdvDateiFilter = mitZeitraum(
  z.object({
    gesellschaftId: z.number().int().optional(),
    filenameFilter: dateinameFeld().trim().optional(),
    fromDate: filterDatum.optional(),
    toDate: filterDatum.optional(),
    showDeleted: z.boolean().optional(),
    /** FP-plus users only. */
    showFilesOfStructure: z.boolean().optional(),
    ...seitenFelder(GDV_SORTIERBAR),
  }),
  { von: 'fromDate', bis: 'toDate', monate: ZEITRAUM_MONATE.biproListen, startAllein: 'bisHeute' },
);

/** DELETE /bipro/gdv_files?id=..&id=.. */
export const gdvDateienLoeschenAbfrage = z.object({ id: queryZahlListe });
