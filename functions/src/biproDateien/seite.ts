/**
 * A page of a BiPRO list that pages on the server (documents, archive, GDV files, commission and
 * dunning lists; reference §9: 100 rows a page): the list's use case names its criteria, which rows pass
 * and how a record becomes a row; this reads the page, sorts, counts and writes the next page's
 * token (domain/seitenmarke.ts — the workbench's codec).
 *
 * - **Newest first, and by creation date** (either way): keyset pages over the list indexes
 *   (biproDateien.ts `seite`, data/seitenweise.ts) — a page reads about its rows, from the place
 *   the token names (month, creationDate, id), never the range.
 * - **By the customer's surname** (the inbox's default, `namensFeld`), also with the name search,
 *   when neither a broker scope nor a company narrows the list: keyset pages over the surname
 *   index (gsi5, every month's partition merged; a month the range covers in part is read by time
 *   and ordered here), in the order of its key — the folded surname (biproDateien.ts
 *   `namensSchluessel`), documents without a customer last in descending order.
 * - **Every other column, a name search sorted by time, and the surname with a broker or company
 *   narrowing** (no index holds that order): the range is read up to LISTEN_GRENZE rows, as the
 *   lists read before they paged, and sorted here; the browser gets the page only, the token holds
 *   the rows before it. Past LISTEN_GRENZE the answer says so (`mess`), as before.
 * - **Count**: alongside the page from the same place, up to ZAEHL_GRENZE rows beyond it; past
 *   that the answer gives what it knows and `gesamtGenau` false ('mehr als'). A keyset page
 *   examines at most LISTEN_GRENZE rows per call; a filter few rows pass answers a shorter page
 *   with `weiter` where it stopped and a `mess` saying so.
 */
import { LISTEN_GRENZE, LISTEN_SEITENGROESSE, MELDUNGEN, type Benutzer } from '@lieferdesk/shared';
import { z } from 'zod';
import { datenbank, type Datenbank } from '../data/datenbank';
import {
  biproDateienRepository,
  stelleVon,
  type BiproDateiEintrag,
  type ListenKriterien,
  type Listenstelle,
} from '../data/repositories/biproDateien';
import type { GelesenSeite } from '../data/seitenweise';
import { seitenmarken } from '../domain/seitenmarke';

/** Rows counted beyond a page before the count is given as 'mehr als' (as the workbench's). */
export const ZAEHL_GRENZE = 1000;

const marken = seitenmarken({
  /** Rows the pages before showed. */
  e: z.number().int().min(0),
  /** The last row's place (keyset pages only). */
  m: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  c: z.string().max(40).optional(),
  i: z.number().int().optional(),
  /** The last row's surname key (the surname order only). */
  n: z.string().max(300).optional(),
});

/** The request's paging fields (shared `seitenFelder`). */
export interface Seitenwunsch<F extends string> {
  anzahl?: number;
  sortFeld?: F;
  sortRichtung?: 1 | -1;
  seite?: string;
}

export interface ListenSeite<R> {
  rows: R[];
  weiter?: string;
  gesamt: number;
  gesamtGenau: boolean;
  mess?: string;
}

export interface SeitenAuftrag<R, F extends keyof R & string> {
  benutzer: Benutzer;
  /** The request as sent: the search the token is bound to. */
  anfrage: Seitenwunsch<F> & object;
  /** The list's criteria as biproDateien.ts `liste` takes them (without its bound). */
  kriterien: Omit<ListenKriterien, 'grenze'>;
  /** The criteria no index applies. */
  passt(d: BiproDateiEintrag): boolean;
  /** The records as the list's rows, in their order. */
  alsZeilen(dateien: BiproDateiEintrag[]): Promise<R[]>;
  db?: Datenbank;
  /** The column that shows the customer's surname: sorted by it, the surname index pages (gsi5). */
  namensFeld?: F;
  /** The column that shows the record's creation date (the list indexes' order); 'creationDate' if not named. */
  zeitFeld?: F;
}

/** A column's values in order: absent first, numbers and truth values by value, text as German sorts it. */
function wertVergleich(a: unknown, b: unknown): number {
  if (a === undefined || a === null || a === '') return b === undefined || b === null || b === '' ? 0 : -1;
  if (b === undefined || b === null || b === '') return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'de');
}

/**
 * A keyset read as a page: the page's rows (the rest were read to count), where the next page goes
 * on (after the page's last row; after the last row examined where reading stopped before the page
 * was full: `begrenzt`), and the count — to the end exact; beyond the page and ZAEHL_GRENZE
 * 'more than' that; stopped early 'more than' the rows known minus one (at least those).
 */
export function keysetErgebnis<T>(
  gelesen: GelesenSeite<T>,
  groesse: number,
  erste: number,
): {
  seite: T[];
  weiter?: { erste: number; nach: T };
  gesamt: number;
  gesamtGenau: boolean;
  begrenzt: boolean;
} {
  const seite = gelesen.zeilen.slice(0, groesse);
  const letzte = seite[seite.length - 1];
  if (seite.length < groesse && gelesen.bis)
    return {
      seite,
      weiter: { erste: erste + seite.length, nach: gelesen.bis },
      gesamt: Math.max(0, erste + seite.length - 1),
      gesamtGenau: false,
      begrenzt: true,
    };
  const bekannt = gelesen.zeilen.length;
  const weiter =
    letzte && (bekannt > groesse || gelesen.bis) ? { erste: erste + groesse, nach: letzte } : undefined;
  const zahl = gelesen.zuEnde
    ? { gesamt: erste + bekannt, gesamtGenau: true }
    : bekannt > groesse + ZAEHL_GRENZE
      ? { gesamt: erste + groesse + ZAEHL_GRENZE, gesamtGenau: false }
      : { gesamt: Math.max(0, erste + bekannt - 1), gesamtGenau: false };
  return { seite, ...(weiter ? { weiter } : {}), ...zahl, begrenzt: false };
}

export async function listenSeite<R extends { id: number }, F extends keyof R & string>(
  a: SeitenAuftrag<R, F>,
): Promise<ListenSeite<R>> {
  const db = a.db ?? datenbank();
  const { anfrage } = a;
  // The token first: a page that is not this user's of this search reads nothing.
  const ab = anfrage.seite === undefined ? undefined : marken.lesen(a.benutzer.id, anfrage, anfrage.seite);
  const groesse = anfrage.anzahl ?? LISTEN_SEITENGROESSE;
  const erste = ab?.e ?? 0;
  const richtung = anfrage.sortRichtung ?? -1;
  const marke = (e: number, s?: Listenstelle) =>
    marken.schreiben(a.benutzer.id, anfrage, {
      e,
      m: s?.monat,
      c: s?.creationDate,
      i: s?.id,
      n: s?.nachname,
    });
  const dateien = biproDateienRepository(db);

  const k = a.kriterien;
  const ordnung =
    (anfrage.sortFeld === undefined || anfrage.sortFeld === (a.zeitFeld ?? 'creationDate')) &&
    k.nachname === undefined
      ? 'zeit'
      : anfrage.sortFeld !== undefined &&
          anfrage.sortFeld === a.namensFeld &&
          k.makler === undefined &&
          k.gesellschaftId === undefined
        ? 'name'
        : undefined;
  if (ordnung) {
    const nach =
      ab?.m !== undefined && ab.c !== undefined && ab.i !== undefined
        ? { monat: ab.m, creationDate: ab.c, id: ab.i, ...(ab.n !== undefined ? { nachname: ab.n } : {}) }
        : undefined;
    const gelesen = await dateien.seite({
      ...k,
      ordnung,
      aufsteigend: anfrage.sortFeld !== undefined && richtung === 1,
      nach,
      anzahl: groesse + ZAEHL_GRENZE + 1,
      passt: a.passt,
      hoechstensGelesen: LISTEN_GRENZE,
    });
    const ergebnis = keysetErgebnis(gelesen, groesse, erste);
    const rows = await a.alsZeilen(ergebnis.seite);
    return {
      rows,
      ...(ergebnis.weiter ? { weiter: marke(ergebnis.weiter.erste, stelleVon(ergebnis.weiter.nach)) } : {}),
      gesamt: ergebnis.gesamt,
      gesamtGenau: ergebnis.gesamtGenau,
      ...(ergebnis.begrenzt ? { mess: MELDUNGEN.seiteBegrenzt(LISTEN_GRENZE) } : {}),
    };
  }

  // Bounded: the range's rows up to LISTEN_GRENZE, sorted by the column here.
  const { zeilen, mehr } = await dateien.liste({ ...a.kriterien, grenze: LISTEN_GRENZE });
  const alle = await a.alsZeilen(zeilen.filter(a.passt));
  const feld = anfrage.sortFeld;
  // Ties stay newest first, as the range is read (a stable sort): the order the lists showed
  // when they sorted in the browser.
  if (feld !== undefined) alle.sort((x, y) => richtung * wertVergleich(x[feld], y[feld]));
  const rows = alle.slice(erste, erste + groesse);
  return {
    rows,
    ...(erste + groesse < alle.length ? { weiter: marke(erste + groesse) } : {}),
    gesamt: alle.length,
    gesamtGenau: !mehr,
    ...(mehr ? { mess: MELDUNGEN.listeBegrenzt(LISTEN_GRENZE) } : {}),
  };
}
