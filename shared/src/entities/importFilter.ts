import { z } from 'zod';
import { MELDUNGEN } from '../messages';
import { hatVollenFilter, istExternerMakler } from '../permissions';
import type { Benutzer } from '../roles';
import { PARAMETER_ALLE, STATUS_FILTER } from '../status';
import { gesellschaftFilter, importModus } from './common';
import { importZeile, use4Booking, USE4BOOKING } from './importZeile';
import { filterDatum, mitZeitraum, ZEITRAUM_MONATE } from './zeitraum';
import { dateinameFeld, nameFeld } from './text';

/** The workbench columns the server sorts by (reference §2.4). */
export const SORTIERBARE_SPALTEN = ['id', 'fileName', 'gesellschaft', 'interfaceName', 'date'] as const;
export type SortierbareSpalte = (typeof SORTIERBARE_SPALTEN)[number];
/** Rows per page of the workbench's list (reference §9). */
export const IMPORT_SEITENGROESSE = 100;

/** The fields of the import filter (reference §7 POST /bipro_import/filter). */
export const importFilterFelder = mitZeitraum(
  z.object({
    filename: dateinameFeld().trim().optional(),
    lineFrom: z.number().int().min(0).optional(),
    lineTo: z.number().int().min(0).optional(),
    fromDate: filterDatum.optional(),
    toDate: filterDatum.optional(),
    gesellschaft: gesellschaftFilter,
    interfacename: nameFeld().trim().optional(),
    subinterfacename: nameFeld().trim().optional(),
    /** Defaults of reference §9: use4Booking 1, statusFrom -1000, statusTo 1. */
    use4Booking: use4Booking.default(USE4BOOKING.aktiv),
    /** Status filter codes (reference §9): -1000 errors, 0, 1, 2, 3, 500 all. */
    statusFrom: z.number().int().default(STATUS_FILTER.fehler),
    statusTo: z.number().int().default(1),
    journal: z.boolean().optional(),
    onlyErrors: z.boolean().optional(),
    /**
     * One file by its number: the query `showFile` / `id` of links from the monitor and the
     * courtage list (reference §2.7, §2.14), so two files of the same name stay apart.
     */
    fileId: z.number().int().optional(),
    modus: importModus,
    /**
     * Server-side sorting (reference §2.4): the columns whose order is the files' order — the
     * lines of a file stay together, in line order (descending only with Id descending).
     * Without: newest file first.
     */
    sortFeld: z.enum(SORTIERBARE_SPALTEN).optional(),
    sortRichtung: z.literal([1, -1]).optional(),
    /** The next page: the answer's `weiter` of the same search (opaque). */
    seite: z.string().max(1000).optional(),
  }),
  { von: 'fromDate', bis: 'toDate', monate: ZEITRAUM_MONATE.werkbank, startAllein: 'bisHeute' },
);

const gefuellt = (wert: string | undefined) => wert !== undefined && wert !== '';

/** Whether a filter has a search field filled (reference §5); the company "all" does not count. */
export function hatSuchfeld(f: z.input<typeof importFilterFelder>): boolean {
  return (
    gefuellt(f.filename) ||
    f.fileId !== undefined ||
    f.lineFrom !== undefined ||
    f.lineTo !== undefined ||
    gefuellt(f.fromDate) ||
    gefuellt(f.toDate) ||
    (gefuellt(f.gesellschaft) && f.gesellschaft !== PARAMETER_ALLE) ||
    gefuellt(f.interfacename) ||
    gefuellt(f.subinterfacename)
  );
}

/** onlyErrors maps to statusFrom -1000 and statusTo -1 (reference §7). */
const nurFehler = <T extends z.output<typeof importFilterFelder>>(f: T): T =>
  f.onlyErrors ? { ...f, statusFrom: STATUS_FILTER.fehler, statusTo: -1 } : f;

/**
 * The import filter payload. Needs a search field; onlyErrors maps to statusFrom -1000 and
 * statusTo -1 (reference §7). The rules that depend on the user are in importFilterFehler.
 */
export const importFilter = importFilterFelder
  .refine(hatSuchfeld, { error: MELDUNGEN.sucheFeldErforderlich })
  .transform(nurFehler);
export type ImportFilter = z.output<typeof importFilter>;

/**
 * The body POST /bipro_import/filter parses: the same fields without the "search field" rule,
 * which the handler checks with importFilterFehler — so an external broker's empty search gets
 * his own message of reference §5 ('Sie können nur suchen, …'), not the general one.
 */
export const importFilterAnfrage = importFilterFelder.transform(nurFehler);

/** The filter fields only the full filter offers (reference §6). */
export const FELDER_DES_VOLLEN_FILTERS = [
  'lineFrom',
  'lineTo',
  'fromDate',
  'toDate',
  'gesellschaft',
  'interfacename',
  'subinterfacename',
  'journal',
  'onlyErrors',
] as const;
type FeldDesVollenFilters = (typeof FELDER_DES_VOLLEN_FILTERS)[number];

/**
 * The filter as it counts for this user (reference §6): without the full filter he searches only by
 * file name or number, use4Booking and status — the other fields are dropped, so the web does not
 * send them and the API does not heed them.
 */
export function filterDesBenutzers<F extends Partial<Record<FeldDesVollenFilters, unknown>>>(
  f: F,
  benutzer: Benutzer,
): F {
  if (hatVollenFilter(benutzer)) return f;
  const erlaubt = { ...f };
  for (const feld of FELDER_DES_VOLLEN_FILTERS) delete erlaubt[feld];
  return erlaubt;
}

/**
 * The user-dependent filter rules of reference §5: external brokers search only with a file name,
 * users without the full filter need a file name. Returns the message, or undefined if allowed.
 */
export function importFilterFehler(
  f: z.input<typeof importFilterFelder>,
  benutzer: Benutzer,
): string | undefined {
  if (istExternerMakler(benutzer)) return gefuellt(f.filename) ? undefined : MELDUNGEN.sucheNurMitDatei;
  if (!hatSuchfeld(f)) return MELDUNGEN.sucheFeldErforderlich;
  if (!hatVollenFilter(benutzer) && !gefuellt(f.filename)) return MELDUNGEN.sucheNurMitDatei;
  return undefined;
}

export const importFilterAntwort = z.object({
  /** One page: at most IMPORT_SEITENGROESSE rows. */
  rows: z.array(importZeile),
  /** A message shown in an info modal. */
  mess: z.string().optional(),
  /** The next page's `seite`; absent on the last page. */
  weiter: z.string().optional(),
  /** The rows of the search: exactly, or (gesamtGenau false) at least this many more than shown. */
  gesamt: z.number().int().min(0),
  gesamtGenau: z.boolean(),
});
