import { z } from 'zod';
import { isoDatum, isoZeitpunkt } from './common';
import { idListeVon, textFeld } from './text';

/** A downloaded settlement/commission or dunning/dynamics/action list file (reference §3 "Courtage file row"). */
export const courtageDatei = z.object({
  id: z.number().int(),
  fileId: z.number().int(),
  fileName: z.string(),
  gevoArt: z.number().int().optional(),
  creationDate: isoZeitpunkt,
  gesellschaft: z.string(),
  /** Free text the user may edit. */
  zusatz: z.string().optional(),
  dateRecorded: isoZeitpunkt.optional(),
  evaluationDate: isoZeitpunkt.optional(),
  extUserName: z.string().optional(),
  /** With a status log the action is 'show result'. */
  statuslog: z.string().optional(),
  /** The import the file can be read with; with it and an empty status log the action is 'read file'. */
  importItem: z.string().optional(),
  invisible: z.boolean(),
});
export type CourtageDatei = z.infer<typeof courtageDatei>;

/** POST /bipro_courtage/filter; isCourtage chooses commission files (true) or dunning lists (false). */
export const courtageFilter = z.object({
  isCourtage: z.boolean(),
  dateFrom: isoDatum.optional(),
  dateTo: isoDatum.optional(),
  gesellschaftId: z.number().int().optional(),
  showDeleted: z.boolean().optional(),
});

export const courtageZusatz = z.object({ id: z.number().int(), zusatz: textFeld(500).trim() });
export const courtageId = z.object({ id: z.number().int() });
/** POST /bipro_courtage/delete_rows: a list of {id}. */
export const courtageIdListe = idListeVon(courtageId);
