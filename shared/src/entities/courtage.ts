import { z } from 'zod';
import { isoZeitpunkt, seitenFelder } from './common';
import { filterDatum, mitZeitraum, ZEITRAUM_MONATE } from './zeitraum';
import { freitextFeld, idListeVon } from './text';

/**
 * A downloaded settlement/commission or dunning/dynamics/action list file (reference §3 "Courtage
 * file row"). Before the file is read into the import it has no `fileId` and no `statuslog`;
 * reading it (POST einlesen) gives it both, and from then on the row's action is 'show result'.
 */
export const courtageDatei = z.object({
  id: z.number().int(),
  /** The import file's number (the monitor's file number) once the file was read; absent before. */
  fileId: z.number().int().optional(),
  fileName: z.string(),
  gevoArt: z.number().int().optional(),
  /** When the download stored the file. */
  creationDate: isoZeitpunkt,
  gesellschaft: z.string(),
  /** Free text the user may edit. */
  zusatz: z.string().optional(),
  /** When the file was read into the import (its import file's start). */
  dateRecorded: isoZeitpunkt.optional(),
  /** When the import last finished a step beyond reading (evaluation, booking, settlement). */
  evaluationDate: isoZeitpunkt.optional(),
  extUserName: z.string().optional(),
  /** Who read the file when, as which import file, and the import's status now; with it the action is 'show result'. */
  statuslog: z.string().optional(),
  /**
   * The interface the file can be read with (its name): the company's own or a general active
   * interface whose nameCheck fits the file name, of the list's mode (commission files:
   * settlement interfaces). With it and an empty status log the action is 'read file'.
   */
  importItem: z.string().optional(),
  invisible: z.boolean(),
  /**
   * The user may change it (delete, restore, note): the server's rule
   * (domain/bipro/aenderungsrecht.ts) — false for read-only roles; the web only follows.
   */
  aenderbar: z.boolean(),
});
export type CourtageDatei = z.infer<typeof courtageDatei>;

/** The commission and dunning lists' columns the server sorts by (reference §2.7): creation date by the list indexes, the others bounded. */
export const COURTAGE_SORTIERBAR = [
  'fileName',
  'creationDate',
  'gesellschaft',
  'zusatz',
  'importItem',
] as const;

/**
 * POST /bipro_courtage/filter; isCourtage chooses commission files (true) or dunning lists (false).
 * Without a date range the last month up to today; without a company all.
 */
export const courtageFilter = mitZeitraum(
  z.object({
    isCourtage: z.boolean(),
    dateFrom: filterDatum.optional(),
    dateTo: filterDatum.optional(),
    gesellschaftId: z.number().int().optional(),
    showDeleted: z.boolean().optional(),
    ...seitenFelder(COURTAGE_SORTIERBAR),
  }),
  { von: 'dateFrom', bis: 'dateTo', monate: ZEITRAUM_MONATE.biproListen, startAllein: 'bisHeute' },
);
export type CourtageFilter = z.infer<typeof courtageFilter>;

/** The longest extra text (zusatz). */
export const ZUSATZ_LAENGE = 500;
export const courtageZusatz = z.object({ id: z.number().int(), zusatz: freitextFeld(ZUSATZ_LAENGE).trim() });
export const courtageId = z.object({ id: z.number().int() });
/** POST /bipro_courtage/delete_rows: a list of {id}. */
export const courtageIdListe = idListeVon(courtageId);
