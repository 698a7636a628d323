import { z } from 'zod';
import { isoZeitpunkt } from './common';
import { filterDatum, mitZeitraum, ZEITRAUM_MONATE } from './zeitraum';
import { nameFeld } from './text';

/**
 * The count columns of the download overview; each has a warning flag (reference §3). They are
 * what the last successful pickup stored, not what the lists hold now (reference §7): the page
 * says 'letzte Abholung' below each header.
 */
export const DOWNLOAD_ZAEHLSPALTEN = [
  'postdokumenteZugeordnet',
  'postdokumenteNichtZugeordnet',
  'gdv',
  'abrechnungen',
  'mahnungen',
] as const;

const anzahl = z.number().int().min(0);

/** One automatic insurer download job (reference §3 "Download overview row"). */
export const downloadUebersichtZeile = z.object({
  id: z.number().int(),
  maklernr: z.string(),
  gesellschaft: z.string(),
  /** Last successful pickup; absent if there never was one. Older than 72 h counts as overdue. */
  lastSuccess: isoZeitpunkt.optional(),
  /** Status text: 'niemals' → no icon, 'alt' → download icon, else a cross; none → a check. */
  status: z.string().optional(),
  /** Why the last run failed (our addition: the status text itself stays free of the reason, whose words could trip the icon rule). */
  fehler: z.string().optional(),
  postdokumenteZugeordnet: anzahl,
  postdokumenteNichtZugeordnet: anzahl,
  gdv: anzahl,
  abrechnungen: anzahl,
  mahnungen: anzahl,
  extUserName: z.string().optional(),
  invisible: z.boolean(),
  jobStartAllowed: z.boolean(),
  /** A run of the access is under way (ours): the counts are the last finished run's until it ends. */
  jobRunning: z.boolean().optional(),
  /** Warning flag per count column (spec: "warning flags per count column"; name ours). */
  warning: z.partialRecord(z.enum(DOWNLOAD_ZAEHLSPALTEN), z.boolean()),
});
export type DownloadUebersichtZeile = z.infer<typeof downloadUebersichtZeile>;

export const downloadUebersicht = z.object({
  rows: z.array(downloadUebersichtZeile),
  uniqueGesellschaftCount: z.number().int().min(0),
});

/** The status the overview may be narrowed to: the last run failed, or the 72 hours passed. */
export const ABHOL_FILTER_STATUS = ['fehlgeschlagen', 'ueberfaellig'] as const;
export type AbholFilterStatus = (typeof ABHOL_FILTER_STATUS)[number];

/** Optional filters of GET /bipro_download_overview/rows (names as reference §7 writes them). */
export const downloadUebersichtAbfrage = mitZeitraum(
  z.object({
    gesellschaft: nameFeld().optional(),
    lezteAbholungVon: filterDatum.optional(),
    lezteAbholungBis: filterDatum.optional(),
    /** Ours (the start page's links, issue 24 §1): only the active accesses failed, or overdue. */
    status: z.enum(ABHOL_FILTER_STATUS).optional(),
  }),
  {
    von: 'lezteAbholungVon',
    bis: 'lezteAbholungBis',
    monate: ZEITRAUM_MONATE.biproListen,
    startAllein: 'bisHeute',
  },
);
