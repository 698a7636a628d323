/**
 * The import filter (reference §5, §7 POST /bipro_import/filter, §9) as criteria, and the line as a
 * row of the result. Pure: the search (suche.ts) reads files and chunks through the
 * repositories, these rules decide what it reads and what it keeps.
 *
 * - **Full filter only** (reference §6): line range, date range, company, interface, sub-interface and
 *   journal count only for internal users and the data-import right; for everyone else only file
 *   name (or file number), use4Booking and status — what their screen offers.
 * - **Which files** (never a table scan): a file number names one file (whatever its date and
 *   modus — a link or an upload names exactly that file); a file name without `*`/`?` is looked
 *   up in the file-name index (case-insensitive, whole name) and the date range, if given,
 *   narrows it; a pattern with `*`/`?`, or no name at all, reads the files of the date range
 *   through the month index — the given range, else the default of reference §9, the last month
 *   (a range open at its end ends today, one open at its start begins a month before its end).
 *   Then the modus, company (id or name), interface (name or id) and the user's scope apply.
 * - **Status** (reference §9 codes): statusFrom -1000 or 500 means no lower bound; statusTo -1000
 *   means errors only (up to -1), 500 no upper bound. onlyErrors arrives as -1000..-1.
 * - **Sub-interface**: the layout that read the line (`satz`: GDV record type and part such as
 *   "0220.030#1", or the sub-interface's name) — a pattern with `*`/`?`, otherwise its beginning
 *   ("0220" finds every 0220 record).
 * - **Journal** (a checkbox, reference §7 names only the field): lines whose journal holds more than
 *   the entry of reading them — lines something happened to since (edited, deferred,
 *   reactivated, evaluated, booked).
 */
import {
  filterDesBenutzers,
  STATUS_FILTER,
  USE4BOOKING,
  type Benutzer,
  type ImportFilter,
  type ImportZeile,
} from '@lieferdesk/shared';
import { ABSCHNITT_ZEILEN } from '@lieferdesk/events';
import type { ImportDatei } from '../data/repositories/importDateien';
import { abschnittVon, zeilenId } from '../data/repositories/importZeilen';
import type { Bereichszeile, Statusbereich } from '../data/repositories/werkbank';
import { passtMuster } from '../formate/schnittstellen/dateiname';
import { listenZeitraum, type Zeitraum } from '../zeitangabe';

/** Rows one answer holds at most (reference §7: "mess" tells the user to narrow the filter). */
export const TREFFER_GRENZE = 5000;

export interface Zeilenkriterien {
  /** Line numbers, inclusive (bis undefined: to the file's end). */
  von: number;
  bis?: number;
  status: Statusbereich;
  use4Booking: number;
  satz?: string;
  nurMitJournal: boolean;
}

export interface Suchkriterien {
  modus: 1 | 2;
  fileId?: number;
  /** Exact: the file-name index; muster: a pattern over the files of the date range. */
  dateiname?: { text: string; muster: boolean };
  /** The files' start days (German calendar days) and the ISO bounds to read the months by. */
  zeitraum?: Zeitraum;
  /** As sent: a company id (the shared select) or name; resolved against the companies. */
  gesellschaft?: string;
  interfaceName?: string;
  zeilen: Zeilenkriterien;
}

const gefuellt = (wert: string | undefined) => (wert?.trim() ? wert.trim() : undefined);
export const istMuster = (text: string) => /[*?]/.test(text);

/** Reference §9 status codes as bounds. */
export function statusbereich(statusFrom: number, statusTo: number): Statusbereich {
  const von =
    statusFrom === STATUS_FILTER.fehler || statusFrom === STATUS_FILTER.alle ? undefined : statusFrom;
  const bis = statusTo === STATUS_FILTER.alle ? undefined : statusTo === STATUS_FILTER.fehler ? -1 : statusTo;
  return { von, bis };
}

export function suchkriterien(gesendet: ImportFilter, benutzer: Benutzer, jetzt = new Date()): Suchkriterien {
  const f = filterDesBenutzers(gesendet, benutzer);
  const name = gefuellt(f.filename);
  const dateiname = name === undefined ? undefined : { text: name, muster: istMuster(name) };
  const vonTag = f.fromDate;
  const bisTag = f.toDate;
  // A file by number, or an exact name without dates: no range. Else an open end is today, an
  // open start the default's month before the end.
  const ohneZeitraum = f.fileId !== undefined || (!vonTag && !bisTag && dateiname && !dateiname.muster);
  const tage = ohneZeitraum ? undefined : listenZeitraum({ dateFrom: vonTag, dateTo: bisTag }, jetzt);
  return {
    modus: f.modus,
    fileId: f.fileId,
    dateiname,
    zeitraum: tage,
    gesellschaft: gefuellt(f.gesellschaft),
    interfaceName: gefuellt(f.interfacename),
    zeilen: {
      von: Math.max(1, f.lineFrom ?? 1),
      bis: f.lineTo,
      status: statusbereich(f.statusFrom, f.statusTo),
      use4Booking: f.use4Booking,
      satz: gefuellt(f.subinterfacename),
      nurMitJournal: f.journal === true,
    },
  };
}

/** The parts of a file's lines to read: per chunk (one partition each) the line range in it. */
export function abschnittsBereiche(
  zeilenGesamt: number | undefined,
  k: Pick<Zeilenkriterien, 'von' | 'bis'>,
): { abschnitt: number; von: number; bis: number }[] {
  const bis = Math.min(zeilenGesamt ?? 0, k.bis ?? Number.MAX_SAFE_INTEGER);
  const bereiche = [];
  for (let a = abschnittVon(k.von); k.von <= bis && a <= abschnittVon(bis); a++) {
    bereiche.push({
      abschnitt: a,
      von: Math.max(k.von, a * ABSCHNITT_ZEILEN + 1),
      bis: Math.min(bis, (a + 1) * ABSCHNITT_ZEILEN),
    });
  }
  return bereiche;
}

export function passtSatz(satz: string | undefined, suche: string): boolean {
  if (satz === undefined) return false;
  if (istMuster(suche)) return passtMuster(satz, suche);
  return satz.toLowerCase().startsWith(suche.toLowerCase());
}

/** The criteria of a line (the query already applied status and use4Booking; checked again here). */
export function passtZeile(z: Bereichszeile, k: Zeilenkriterien): boolean {
  if (z.zeile < k.von || (k.bis !== undefined && z.zeile > k.bis)) return false;
  if (z.status !== undefined) {
    if (k.status.von !== undefined && z.status < k.status.von) return false;
    if (k.status.bis !== undefined && z.status > k.status.bis) return false;
  }
  if (z.use4Booking !== undefined && z.use4Booking !== k.use4Booking) return false;
  if (k.satz !== undefined && !passtSatz(z.satz, k.satz)) return false;
  if (k.nurMitJournal && (z.journal?.length ?? 0) <= 1) return false;
  return true;
}

/**
 * The statuses a person resolves on the assign page (reference §2.4 "Assigning a line"): the contract
 * is with another customer (-8), not in the database (-13), too many or possibly the wrong
 * persons (-16, -17), or a new contract lacks its broker (-5) — each settled by naming the
 * contract or customer.
 */
export const ZUORDENBARE_STATUS: ReadonlySet<number> = new Set([-5, -8, -13, -16, -17]);

const USE4BOOKING_WERTE = new Set<number>(Object.values(USE4BOOKING));

/** A line as a row of the result (reference §3 "Import line"); its date is the file's import. */
export function importZeile(
  datei: Pick<ImportDatei, 'id' | 'fileName' | 'gesellschaft' | 'interfaceName' | 'dateFrom'>,
  z: Pick<Bereichszeile, 'zeile' | 'status' | 'use4Booking'>,
): ImportZeile {
  const status = z.status ?? 0;
  return {
    id: zeilenId(datei.id, z.zeile),
    index: z.zeile,
    fileId: datei.id,
    fileName: datei.fileName,
    gesellschaft: datei.gesellschaft ?? '',
    interfaceName: datei.interfaceName ?? '',
    status,
    date: datei.dateFrom,
    use4Booking: (USE4BOOKING_WERTE.has(z.use4Booking ?? 1) ? (z.use4Booking ?? 1) : 1) as 1 | 0 | -1,
    actionDatensatz: ZUORDENBARE_STATUS.has(status),
  };
}
