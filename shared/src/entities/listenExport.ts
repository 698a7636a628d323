import { z } from 'zod';
import { fortschritt } from './fortschritt';

/**
 * The lists' Excel export (issue 24 §2): what the list's current filter and sort select, all
 * rows, at most this many; beyond it the export is refused with a German message (400) and no
 * file is handed out.
 */
export const LISTEN_EXPORT_GRENZE = 100_000;

/** Exports one user runs at a time; a further start is refused (409) until one of them ends. */
export const EXPORTE_JE_BENUTZER = 3;

/**
 * An export route's body: the list's own search exactly as its list route takes it (its paging
 * fields are ignored: the export reads every page; its sort is kept), the columns shown, by
 * field, in the order shown, and the browser's sort where the list sorts there.
 */
export const listenExportAnfrage = <F extends z.ZodType>(filter: F) =>
  z.object({
    filter,
    spalten: z.array(z.string().min(1).max(60)).min(1).max(80),
    /**
     * The sort the table shows, for the lists that sort in the browser (the lists paging on the
     * server carry theirs in the filter: `sortFeld`, `sortRichtung`).
     */
    sortierung: z.object({ feld: z.string().min(1).max(60), richtung: z.literal([1, -1]) }).optional(),
  });

/** The export started: the job to poll (GET /listen_export/stand?id=…). */
export const listenExportStart = z.object({ jobId: z.string().min(1) });
export type ListenExportStart = z.infer<typeof listenExportStart>;

/** The status route's query: the job. */
export const listenExportAbfrage = z.object({ id: z.string().min(1).max(100) });

/**
 * An export job's state, polled like every progress record until act >= max: act the rows
 * written so far; max the bound (plus one) while it runs — the total is known only at the end —
 * and the rows written once done. Done, `datei` holds a presigned GET URL of the .xlsx in the
 * documents bucket, valid for minutes (the file never passes the API's 6 MB answer), its name
 * and its rows. A failed job answers 409 with its German reason.
 */
export const listenExportStand = fortschritt.extend({
  datei: z
    .object({
      url: z.string(),
      dateiname: z.string(),
      zeilen: z.number().int().min(0),
    })
    .optional(),
});
export type ListenExportStand = z.infer<typeof listenExportStand>;
