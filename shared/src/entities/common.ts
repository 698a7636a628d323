import { z } from 'zod';
import { MELDUNGEN } from '../messages';
import { HOECHSTE_ID_LISTE, idListeVon, nameFeld } from './text';

/** Calendar day on the wire (YYYY-MM-DD); the web shows DD.MM.YYYY. */
export const isoDatum = z.iso.date();
/** Point in time on the wire (ISO 8601 with offset). */
export const isoZeitpunkt = z.iso.datetime({ offset: true });
/** Query strings carry numbers as text. */
export const queryZahl = z.coerce.number().int();
/** Query strings carry booleans as 'true'/'false'/'1'/'0'. */
export const queryBool = z.stringbool();
/** A body that lists ids (reference §7 "a list of ids"): at most HOECHSTE_ID_LISTE of them. */
export const idListe = idListeVon(z.number().int());
/**
 * A query parameter that may repeat (`?id=1&id=2`): API Gateway joins repeats with commas, the
 * local adapter does the same. Bounded as idListe; the text itself at room for that many ids of
 * up to 31 digits, so a list too long is told by its count.
 */
export const queryZahlListe = z
  .string()
  .max(HOECHSTE_ID_LISTE * 32)
  .transform((s) => s.split(',').filter(Boolean).map(Number))
  .pipe(idListe);

/** The most common query: one numeric `?id=`. */
export const idAbfrage = z.object({ id: queryZahl });
/** A list answer: the rows of a table. */
export const zeilenListe = <T extends z.ZodType>(zeile: T) => z.object({ rows: z.array(zeile) });
/**
 * Rows one list answer of the BiPRO lists holds at most (documents, archive, deliveries, GDV
 * files, commission and dunning lists): newest first; `mess` says the rest was left out
 * (MELDUNGEN.listeBegrenzt) and the web shows it as info.
 */
export const LISTEN_GRENZE = 5000;
export const begrenzteListe = <T extends z.ZodType>(zeile: T) =>
  z.object({ rows: z.array(zeile).max(LISTEN_GRENZE), mess: z.string().optional() });
/** Rows per page a list that pages on the server offers (reference §9: 100 by default). */
export const LISTEN_SEITENGROESSEN = [20, 50, 100, 200, 500] as const;
export const LISTEN_SEITENGROESSE = 100;

/**
 * The paging fields of a BiPRO list's request (documents, archive, GDV files, commission and
 * dunning lists): the page's size, the sorting by one of the list's columns (`spalten`; without: newest
 * first) and `seite`, the previous answer's `weiter` of the same search (opaque, bound to user
 * and search).
 */
export const seitenFelder = <const S extends readonly [string, ...string[]]>(spalten: S) => ({
  anzahl: z.literal(LISTEN_SEITENGROESSEN).optional(),
  sortFeld: z.enum(spalten).optional(),
  sortRichtung: z.literal([1, -1]).optional(),
  seite: z.string().max(1000).optional(),
});

/**
 * One page of a list that pages on the server: its rows, `weiter` (the next page's token; none
 * on the last page), the search's count — exact (`gesamtGenau`), or, where counting to the end
 * would cost, the number known so far: the true one is larger ('mehr als', MELDUNGEN.mehrAls) —
 * and `mess` where the reading was cut (the web shows it as info).
 */
export const seitenListe = <T extends z.ZodType>(zeile: T) =>
  z.object({
    rows: z.array(zeile).max(Math.max(...LISTEN_SEITENGROESSEN)),
    mess: z.string().optional(),
    weiter: z.string().optional(),
    gesamt: z.number().int().min(0),
    gesamtGenau: z.boolean(),
  });

/**
 * A stored file handed to the browser (never by a public link): a presigned
 * GET URL of the object, valid for minutes, that the browser downloads or shows itself — so the
 * file never passes the API (6 MB payload) and no link outlives its minutes. No `url`: the
 * record has no content (the viewer's no-data modal).
 */
export const dateiLink = z.object({
  url: z.url().optional(),
  dateiname: z.string(),
  inhaltstyp: z.string().optional(),
});
export type DateiLink = z.infer<typeof dateiLink>;
/** A stored file's id; `anzeigen`: for a viewer in the page (inline) rather than a download. */
export const dateiLinkAbfrage = z.object({ id: queryZahl, anzeigen: queryBool.optional() });
/** Answer of a call that creates or copies something and returns the new id. */
export const neueId = z.object({ id: z.number().int() });
/** Import modus (reference §9): 1 import (GDV/OMDS), 2 settlement/commission. */
export const importModus = z.literal([1, 2]);
/**
 * A time of day as the time picker produces it (reference §5): HH:MM with optional :SS, hours 0-23,
 * minutes and seconds 00-59.
 */
export const uhrzeit = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: MELDUNGEN.uhrzeitUngueltig });
export const nachricht = z.object({ message: z.string() });
export const leer = z.object({});
/** A company filter: a company name, or PARAMETER_ALLE / empty for all companies. */
export const gesellschaftFilter = nameFeld().optional();
/** Company and interface options for selects (spec: "a shared loader"). */
export const auswahlOption = z.object({ label: z.string(), value: z.string() });
export const comboboxen = z.object({
  gesellschaften: z.array(auswahlOption),
  interfaces: z.array(auswahlOption),
});
/** The company options of the shared loader (GET /bipro_import/gesellschaften). */
export const gesellschaftOptionen = comboboxen.pick({ gesellschaften: true });
/** Downloads answer with a file, not JSON. */
export const datei = z.custom<Blob>(() => true);
