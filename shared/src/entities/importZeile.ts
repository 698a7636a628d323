import { z } from 'zod';
import { MELDUNGEN } from '../messages';
import { hatVollenFilter, istExternerMakler } from '../permissions';
import type { Benutzer } from '../roles';
import { PARAMETER_ALLE, STATUS_FILTER } from '../status';
import { teilDatum } from './bestand';
import { comboboxen, gesellschaftFilter, importModus, isoDatum, isoZeitpunkt } from './common';
import { filterDatum, mitZeitraum, ZEITRAUM_MONATE } from './zeitraum';
import { dateinameFeld, LAENGEN, nameFeld, textFeld } from './text';

/** Line use4Booking (reference §4): 1 active, 0 deferred (zurückgestellt), -1 not considered. */
export const USE4BOOKING = { aktiv: 1, zurueckgestellt: 0, nichtBeruecksichtigt: -1 } as const;
export const use4Booking = z.literal([1, 0, -1]);

/** Tariff creation of a line (goes to /beratung/versicherungstarife/tarifBearbeiten). */
export const aktionTarif = z.object({
  versSpartentyp: z.string(),
  gesellschaftId: z.number().int(),
  disabled: z.boolean(),
});

/** One line of an imported file (reference §3 "Import line"). */
export const importZeile = z.object({
  /** The row number. */
  id: z.number().int(),
  index: z.number().int(),
  fileId: z.number().int(),
  fileName: z.string(),
  gesellschaft: z.string(),
  interfaceName: z.string(),
  /** Negative = error (reference §8), 0 read, 1 evaluated, 2 transferred, 3 completed. */
  status: z.number().int(),
  date: isoZeitpunkt,
  use4Booking,
  dateiAbfrage: z.string().optional(),
  /** The line can be assigned (goes to /intern/gdv/import/zuordnen?id={id}). */
  actionDatensatz: z.boolean().optional(),
  actionTarif: aktionTarif.optional(),
  actionKundendaten: z.boolean().optional(),
});
export type ImportZeile = z.infer<typeof importZeile>;

/** Line edit, as loaded (reference §3: use4Booking, line text, disabled). */
export const zeilenBearbeitung = z.object({
  use4Booking,
  line: z.string(),
  disabled: z.boolean(),
});
/** Line edit, as saved (reference §7: post body use4Booking, line). */
export const zeilenAenderung = zeilenBearbeitung
  .omit({ disabled: true })
  .extend({ line: textFeld(LAENGEN.zeilentext) });

/** Line details (reference §3): the line's values and its journal. */
export const zeilenDetails = z.object({
  values: z.array(z.object({ label: z.string(), value: z.string() })),
  journal: z.array(z.object({ label: isoZeitpunkt, value: z.string() })),
});

/** Progress of long work (reference §3 "Progress record"), polled until act >= max. */
export const fortschritt = z.object({
  act: z.number().int(),
  max: z.number().int(),
  /** The success message shown when act >= max. */
  sLabel: z.string(),
  sInfo: z.string().optional(),
});
export type Fortschritt = z.infer<typeof fortschritt>;

/** Answer of POST line_auswertung: the run to poll with GET line_auswertung?id={threadId}. */
export const auswertungStart = z.object({ threadId: z.string().min(1) });
/** Answer of a bulk action on a file: the run to poll with GET checkProgress?id={workerId}. */
export const arbeitsStart = z.object({ workerId: z.string().min(1) });

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

/** The company options of the shared loader (GET /bipro_import/gesellschaften). */
export const gesellschaftOptionen = comboboxen.pick({ gesellschaften: true });

/** A text with the flag "matches the delivered data" (highlighted green). */
const markiert = <T extends z.ZodType>(text: T) => z.object({ text, green: z.boolean() });

/**
 * Insurance suggestion on the assign page (reference §3). Beyond the reference: `policeNr`, the contract's
 * policy number with its flag — the strongest sign that a contract is the delivered one, and
 * what a person compares first.
 */
export const versicherungsVorschlag = z.object({
  id: z.number().int(),
  gesellschaft: z.string(),
  /** The internal number of the contract. */
  insuranceId: z.number().int(),
  policeNr: markiert(z.string()),
  description: z.string().optional(),
  sparte: z.string().optional(),
  begin: teilDatum.optional(),
  beitrag: z.number().optional(),
  status: z.string().optional(),
  name: markiert(z.string()),
  vorname: markiert(z.string()),
  kundennr: markiert(z.string()),
  street: markiert(z.string()),
  plz: markiert(z.string()),
  ort: markiert(z.string()),
  birthdate: markiert(teilDatum.optional()),
  maklernr: z.string().optional(),
  makler: z.string().optional(),
  weitere: z.string().optional(),
  gesellnr: z.string().optional(),
  /** The contract the line/document is currently assigned to. */
  current: z.boolean(),
});

/** The fields of a customer suggestion that can match the delivered data. */
export const KUNDEN_VERGLEICHSFELDER = [
  'name',
  'vorname',
  'kundennr',
  'street',
  'plz',
  'ort',
  'birthdate',
] as const;

/**
 * Customer suggestion on the assign page (reference §3). Beyond the reference: `green`, the fields that
 * match the delivered data (reference §2.11: "matching cells are highlighted green" in both tables).
 */
export const kundenVorschlag = z.object({
  name: z.string(),
  vorname: z.string().optional(),
  kundennr: z.string(),
  street: z.string().optional(),
  plz: z.string().optional(),
  ort: z.string().optional(),
  birthdate: teilDatum.optional(),
  maklernr: z.string().optional(),
  makler: z.string().optional(),
  gesellnr: z.string().optional(),
  green: z.array(z.enum(KUNDEN_VERGLEICHSFELDER)),
});

/** What the assign page assigns: an import line (reference §2.5) or a BiPRO document (§2.11). */
export const ZUORDNUNGS_QUELLEN = ['zeile', 'dokument'] as const;

/**
 * Everything the assign page shows (reference §3 "Assignment data"). Beyond the reference's field list:
 * `quelle`, what the id names (the page's hints differ); `policeNr`, the delivered policy number
 * the contract card shows (reference §2.11); `vermittlernummer`, the delivered intermediary number.
 */
export const zuordnungsDaten = z.object({
  quelle: z.enum(ZUORDNUNGS_QUELLEN),
  title: z.string(),
  assignMahnungAllowed: z.boolean(),
  fileName: z.string(),
  foreignName: z.string().optional(),
  foreignVorname: z.string().optional(),
  foreignBirthName: z.string().optional(),
  /** Comma-separated postcode, city, street. */
  foreignAddress: z.string().optional(),
  foreignBirthDate: teilDatum.optional(),
  /** The customer the delivery names in the portfolio, if known. */
  kundennr: z.string().optional(),
  cause: z.string().optional(),
  damageNumber: z.string().optional(),
  customerGesellId: z.string().optional(),
  foreignPersonId: z.string().optional(),
  sparteNr: z.string().optional(),
  vtgSparte: z.string().optional(),
  policeNr: z.string().optional(),
  vermittlernummer: z.string().optional(),
  /** The internal number, if known. */
  insuranceId: z.number().int().optional(),
  insurances: z.array(versicherungsVorschlag),
  customers: z.array(kundenVorschlag),
});
export type ZuordnungsDaten = z.infer<typeof zuordnungsDaten>;

export const zuordnungsAbfrage = z.object({
  id: z.coerce.number().int(),
  /** The customer-name search of the assign page. */
  name: nameFeld().optional(),
});

/** POST assign_gdv_kunde (reference §7). */
export const kundeZuordnen = z.object({
  /** The line (or document) being assigned. */
  docId: z.number().int(),
  /** The internal number of the contract it is assigned to. */
  mscInternalId: z.number().int(),
  /** The internal number the page showed as current: the assignment is refused if it changed meanwhile. */
  insuranceId: z.number().int().optional(),
  /** Toggle 'transfer insurance number': the delivered policy number goes into the contract. */
  setPoliceNr: z.boolean(),
  /** The insurer's customer number to keep with the contract's customer (default: the delivered one). */
  kundennr: nameFeld(LAENGEN.kennung).trim().optional(),
});

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

/**
 * The payload of the bulk actions on a file (reference §7): booking, settlement protocol, defer,
 * reactivate, defer -9, delete.
 */
export const importAktion = z.object({
  modus: importModus,
  fileId: z.number().int(),
  date: isoDatum.optional(),
  bereichAuswahl: nameFeld(LAENGEN.kennung).optional(),
  zeilennr: z.number().int().optional(),
  fileName: textFeld(LAENGEN.gelieferterDateiname).optional(),
  gesellschaft: nameFeld().optional(),
});
export type ImportAktion = z.infer<typeof importAktion>;

/** Export of -4 error data (reference §9: 1-31 days, default 7). */
export const fehlerExportAbfrage = z.object({
  numberOfDays: z.coerce
    .number()
    .int({ error: MELDUNGEN.fehlerExportTage })
    .min(1, { error: MELDUNGEN.fehlerExportTage })
    .max(31, { error: MELDUNGEN.fehlerExportTage })
    .default(7),
  gesellschaft: gesellschaftFilter,
});
