/**
 * The pure part of the import filter (reference §5, §7, §9): the draft the form edits, its default,
 * the payload each user may send and the role-based checks — `importFilterFehler` and the
 * shared schema, the same the API applies.
 */
import {
  filterDesBenutzers,
  importFilter,
  importFilterFehler,
  PARAMETER_ALLE,
  STATUS_FILTER,
  tageBisHeute,
  USE4BOOKING,
  type Benutzer,
  type BodyVon,
  type ROUTEN,
} from '@lieferdesk/shared';

export type ImportModus = 1 | 2;
/** What POST /bipro_import/filter takes. */
export type FilterNutzlast = BodyVon<typeof ROUTEN.importFilter>;
export type Use4Booking = 1 | 0 | -1;

/** The form's state: every field present, dates as YYYY-MM-DD ('' = none), so it can be stored as JSON. */
export interface FilterEntwurf {
  filename: string;
  /** A single file (query showFile / id); null = any. */
  fileId: number | null;
  lineFrom: number | null;
  lineTo: number | null;
  fromDate: string;
  toDate: string;
  gesellschaft: string;
  interfacename: string;
  subinterfacename: string;
  use4Booking: Use4Booking;
  statusFrom: number;
  statusTo: number;
  journal: boolean;
  onlyErrors: boolean;
}

/** Reference §9: last month up to today (Berlin's days), use4Booking 1 ('aktive'), statusFrom -1000, statusTo 1. */
export function standardFilter(jetzt: Date = new Date()): FilterEntwurf {
  const { von, bis } = tageBisHeute({}, 1, jetzt);
  return {
    filename: '',
    fileId: null,
    lineFrom: null,
    lineTo: null,
    fromDate: von,
    toDate: bis,
    gesellschaft: PARAMETER_ALLE,
    interfacename: '',
    subinterfacename: '',
    use4Booking: USE4BOOKING.aktiv,
    statusFrom: STATUS_FILTER.fehler,
    statusTo: 1,
    journal: false,
    onlyErrors: false,
  };
}

const text = (wert: string) => (wert.trim() === '' ? undefined : wert.trim());
const zahl = (wert: number | null) => (wert === null ? undefined : wert);

/**
 * The payload a user sends. Without the full filter (reference §6) only the fields that user sees go
 * out — file name, use4Booking and status (`filterDesBenutzers`, the rule the API applies too) —
 * so a hidden default (the date range) neither narrows his search nor counts as "a search field
 * filled".
 */
export function filterNutzlast(e: FilterEntwurf, benutzer: Benutzer, modus: ImportModus): FilterNutzlast {
  return filterDesBenutzers(
    {
      filename: text(e.filename),
      fileId: zahl(e.fileId),
      use4Booking: e.use4Booking,
      statusFrom: e.statusFrom,
      statusTo: e.statusTo,
      modus,
      lineFrom: zahl(e.lineFrom),
      lineTo: zahl(e.lineTo),
      fromDate: e.fromDate || undefined,
      toDate: e.toDate || undefined,
      gesellschaft: e.gesellschaft || PARAMETER_ALLE,
      interfacename: text(e.interfacename),
      subinterfacename: text(e.subinterfacename),
      journal: e.journal || undefined,
      onlyErrors: e.onlyErrors || undefined,
    },
    benutzer,
  );
}

export type FilterPruefung =
  { nutzlast: FilterNutzlast; meldung?: undefined } | { nutzlast?: undefined; meldung: string };

/**
 * Reference §5 per role (importFilterFehler), then the schema's own rules (numbers, dates). Returns
 * the payload to send or the message to show.
 */
export function pruefeFilter(e: FilterEntwurf, benutzer: Benutzer, modus: ImportModus): FilterPruefung {
  const nutzlast = filterNutzlast(e, benutzer, modus);
  const meldung = importFilterFehler(nutzlast, benutzer);
  if (meldung) return { meldung };
  const ergebnis = importFilter.safeParse(nutzlast);
  if (!ergebnis.success) return { meldung: ergebnis.error.issues[0]?.message ?? '' };
  return { nutzlast };
}

/** Two payloads ask the same (both are built by filterNutzlast, so key order matches). */
export const gleicheSuche = (a: FilterNutzlast | null | undefined, b: FilterNutzlast | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
