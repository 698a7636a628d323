import { CustomAttributeType, type Schema } from 'electrodb';
import { entpackt, gepackt } from './importZeileWerte';

/** A status's class in the list index: F faulty, O open (read, evaluated), B booked and later. */
export type StatusKlasse = 'F' | 'O' | 'B';
export const STATUS_KLASSEN: readonly StatusKlasse[] = ['F', 'O', 'B'];
export function statusKlasse(status: number): StatusKlasse {
  if (status < 0) return 'F';
  return status <= 1 ? 'O' : 'B';
}
/** The lowest and highest status of a class (undefined: open). */
export const KLASSEN_BEREICH: Record<StatusKlasse, { von?: number; bis?: number }> = {
  F: { bis: -1 },
  O: { von: 0, bis: 1 },
  B: { von: 2 },
};

/**
 * One line of an imported file (reference §3 "Import line", "Line details"). A portfolio file has
 * 10⁵–10⁶ lines, so the lines are sharded by file *and* chunk: the partition is the file number
 * with the chunk the line lies in (`abschnitt` = ⌊(zeile − 1) / ABSCHNITT_ZEILEN⌋, the same
 * chunks the read pipeline plans), the sort key the line number. One file's writes spread over
 * many partitions, one chunk is one Query, and the key (file, line) is idempotent: a chunk read
 * again overwrites its lines instead of adding them a second time.
 *
 * `felder` holds the typed values by field name as read (numbers, ISO dates as text, null for
 * "not given"); `roh` the line as delivered (the line edit shows and changes it). `felder` and
 * `treffer` are stored as deflated JSON (importZeileWerte.ts: the hooks below), read as objects.
 */
export const importZeileSchema = {
  model: { entity: 'importZeile', version: '1', service: 'lieferdesk' },
  attributes: {
    dateiId: { type: 'number', required: true, readOnly: true },
    abschnitt: { type: 'number', required: true, readOnly: true },
    /** Padded in the sort key, so a chunk's lines (and a range of them) come back in line order. */
    zeile: { type: 'number', required: true, readOnly: true, padding: { length: 7, char: '0' } },
    /** Negative = error (reference §8), 0 read, 1 evaluated, 2 transferred, 3 completed. */
    status: { type: 'number', required: true },
    /** 1 active, 0 deferred, -1 not considered (reference §4). */
    use4Booking: { type: 'number', required: true },
    /**
     * The status's class in the list index (`sicht`): F faulty (< 0), O open (0, 1), B booked
     * (>= 2). Derived from `status` whenever it is written, never set by hand.
     */
    statusKlasse: {
      type: 'string',
      watch: ['status'],
      set: (_: unknown, { status }: { status?: number }) =>
        status === undefined ? undefined : statusKlasse(status),
    },
    /** The layout that read the line (GDV record type and part, sub-interface name). */
    satz: { type: 'string' },
    felder: { type: CustomAttributeType<Record<string, unknown>>('any'), set: gepackt, get: entpackt },
    roh: { type: 'string' },
    /** Why the line has its error status (or a note for a line kept raw). */
    grund: { type: 'string' },
    /**
     * The reading result, kept by the first evaluation (status and grund then hold the
     * evaluation's): evaluating again, and deleting the evaluation, start from it. Valid while
     * `status` is still `auswertungsStatus` — a line read anew (line edit) has another status.
     */
    leseStatus: { type: 'number' },
    leseGrund: { type: 'string' },
    /** The status the last evaluation gave. */
    auswertungsStatus: { type: 'number' },
    /** What the evaluation matched (domain auswertung/ergebnis.ts Treffer): booking reads it back. */
    treffer: { type: CustomAttributeType<Record<string, unknown>>('any'), set: gepackt, get: entpackt },
    /**
     * A person's assignment to a contract (assign page; domain zuordnung/zuordnung.ts): it
     * outranks `treffer` for booking and a later evaluation.
     */
    zuordnung: {
      type: 'map',
      properties: {
        vertragId: { type: 'number', required: true },
        kundennr: { type: 'number', required: true },
        maklernr: { type: 'string', required: true },
        gesellschaftId: { type: 'number', required: true },
        vsnr: { type: 'string', required: true },
        vsnrNorm: { type: 'string', required: true },
        vsnrUebertragen: { type: 'boolean', required: true },
        gesellschaftKundennummer: { type: 'string' },
        zeit: { type: 'string', required: true },
        benutzer: { type: 'string', required: true },
      },
    },
    journal: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          zeit: { type: 'string', required: true },
          text: { type: 'string', required: true },
          /** The run that wrote the entry (a pipeline's): one entry per line and run. */
          lauf: { type: 'string' },
        },
      },
    },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['dateiId', 'abschnitt'] },
      sk: { field: 'sk', composite: ['zeile'] },
    },
    /**
     * The workbench's list (reference §2.4, §9; werkbank/seite.ts): a chunk's lines of one
     * use4Booking and status class, by line number. A search asks only for the classes its
     * status range covers, so a page reads about the lines it shows — never the lines the
     * filter drops (a month of booked lines costs an empty Query per chunk, not their reading).
     * Per chunk like the table, so a file being read spreads its index writes as its lines'.
     * Projected: only what a row and the line filter need (table.ts `PROJEKTIONEN`).
     */
    sicht: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['dateiId', 'abschnitt', 'use4Booking', 'statusKlasse'] },
      sk: { field: 'gsi3sk', composite: ['zeile'] },
    },
  },
} as const satisfies Schema<string, string, string>;
