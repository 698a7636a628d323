/**
 * POST /bipro_import/filter, a page at a time (reference §2.4, §7, §9): the role rules of
 * reference §5 (400 with the reference's message), the files the criteria name (filter.ts) read
 * through the file repository and ordered by the chosen column, then their lines from the list
 * index (importZeile `sicht`, zeilenSicht.ts) chunk by chunk — only the status classes the
 * filter covers, so a page reads about the lines it shows.
 *
 * - **Page**: IMPORT_SEITENGROESSE rows; `weiter` (seitenmarke.ts) names where the next page goes
 *   on: a file and its last line examined, so pages neither skip nor repeat a line while lines
 *   are unchanged.
 * - **Order**: files by the sort column (without: newest first), a file's lines together in
 *   line order — descending only when sorted by Id descending. Status and use4Booking are not
 *   sortable: ordering by them would read every matching line of the range.
 * - **Total**: counted alongside the page, from the same place, up to ZAEHL_GRENZE rows beyond
 *   it (DynamoDB counts, nothing is sent); past that, or when counting takes longer than
 *   ZAEHL_BUDGET_MS, the answer says "more than" (`gesamtGenau` false: the true number is
 *   larger than `gesamt`).
 * - **Time**: a page that finds few lines in many chunks (a month of booked files, errors only)
 *   stops after SUCHE_BUDGET_MS with what it found, `weiter` where it stopped, and a `mess`
 *   saying so — an API call ends after 29 s.
 */
import {
  IMPORT_SEITENGROESSE,
  importFilterFehler,
  WERKBANK_TEXTE,
  type Benutzer,
  type ImportFilter,
  type ImportZeile,
  type SortierbareSpalte,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { importDateienRepository, type ImportDatei } from '../data/repositories/importDateien';
import { PARALLEL, parallel } from '../data/parallel';
import type { Bereichszeile, Zeilenfeld } from '../data/repositories/werkbank';
import {
  klassenDesBereichs,
  zeilenSichtRepository,
  type Sichtabfrage,
} from '../data/repositories/zeilenSicht';
import { dateiSicht } from '../datensicht/importDateien';
import { gesellschaftsName, passtZumFilter } from '../domain/dateiauswahl';
import { ungueltig } from '../domain/fehler';
import { abschnittsBereiche, importZeile, passtZeile, suchkriterien, type Suchkriterien } from './filter';
import { seitenmarke, seitenstand, type Seitenstand } from './seitenmarke';

const zahlText = (n: number) => n.toLocaleString('de-DE');

/** The time a page may take before it answers with what it has (API Gateway ends at 29 s). */
export const SUCHE_BUDGET_MS = 20_000;
/** Rows counted beyond a page before the total is given as "more than" (reference §9). */
export const ZAEHL_GRENZE = 1000;
/** Counting beyond the page stops after this: the page is what the user waits for. */
export const ZAEHL_BUDGET_MS = 2000;

/** The files the criteria name, in the user's scope, newest first. */
async function dateienDerSuche(k: Suchkriterien, benutzer: Benutzer, db: Datenbank): Promise<ImportDatei[]> {
  const dateien = importDateienRepository(db);
  const [gefunden, gesellschaften] = await Promise.all([
    k.fileId !== undefined
      ? dateien.laden(k.fileId).then((d) => (d ? [d] : []))
      : k.dateiname && !k.dateiname.muster
        ? dateien.mitDateiname(k.dateiname.text)
        : k.zeitraum
          ? dateien.imZeitraum(k.modus, k.zeitraum.von, k.zeitraum.bis)
          : Promise.resolve([]),
    k.gesellschaft ? gesellschaftenRepository(db).liste() : Promise.resolve([]),
  ]);
  const sicht = dateiSicht(benutzer);
  return gefunden
    .filter((d) =>
      passtZumFilter(d, {
        // A file named by its number is that file, whatever the screen's modus.
        modus: k.fileId !== undefined ? d.modus : k.modus,
        sichtbarkeit: sicht,
        zeitraum: k.zeitraum,
        gesellschaft: gesellschaftsName(k.gesellschaft, gesellschaften),
        interfaceName: k.interfaceName,
        // The index found the exact name already; a pattern (or a name beside a number) is checked here.
        fileName:
          k.dateiname && (k.dateiname.muster || k.fileId !== undefined) ? k.dateiname.text : undefined,
      }),
    )
    .sort((a, b) => b.dateFrom.localeCompare(a.dateFrom) || b.id - a.id);
}

/** The order of the result: files by a column (their lines kept together), lines ascending unless Id descends. */
interface Reihenfolge {
  feld?: SortierbareSpalte;
  richtung: 1 | -1;
  zeilenAbsteigend: boolean;
}

function reihenfolge(filter: ImportFilter): Reihenfolge {
  const feld = filter.sortFeld;
  const richtung = feld === undefined ? -1 : (filter.sortRichtung ?? 1);
  return { feld, richtung, zeilenAbsteigend: feld === 'id' && richtung === -1 };
}

/** What a file is sorted by (without a column: its import time, newest first). */
function sortwert(d: ImportDatei, feld: SortierbareSpalte | undefined): string | number {
  if (feld === 'id') return d.id;
  if (feld === 'fileName') return d.fileName;
  if (feld === 'gesellschaft') return d.gesellschaft ?? '';
  if (feld === 'interfaceName') return d.interfaceName ?? '';
  return d.dateFrom;
}

/** Files by (value, number) in the order's direction: a total order, so a page's place is exact. */
function vergleiche(a: [string | number, number], b: [string | number, number], r: Reihenfolge): number {
  const [wa, wb] = [a[0], b[0]];
  const wert =
    typeof wa === 'number' && typeof wb === 'number'
      ? wa - wb
      : r.feld === undefined || r.feld === 'date'
        ? String(wa) < String(wb)
          ? -1
          : String(wa) > String(wb)
            ? 1
            : 0
        : String(wa).localeCompare(String(wb), 'de');
  return r.richtung * (wert || a[1] - b[1]);
}

/** One chunk of one file, the lines to look at in it, in the order of the result. */
interface Einheit {
  datei: ImportDatei;
  abschnitt: number;
  von: number;
  bis: number;
}

/** The chunks of the files from the page's place on, in the order of the result. */
function* einheiten(
  dateien: readonly ImportDatei[],
  k: Suchkriterien,
  r: Reihenfolge,
  ab?: Seitenstand,
): Generator<Einheit> {
  for (const datei of dateien) {
    let { von, bis } = k.zeilen;
    if (ab && datei.id === ab.datei) {
      if (r.zeilenAbsteigend) bis = Math.min(bis ?? Number.MAX_SAFE_INTEGER, ab.zeile - 1);
      else von = Math.max(von, ab.zeile + 1);
    }
    const bereiche = abschnittsBereiche(datei.zeilenGesamt, { von, bis });
    if (r.zeilenAbsteigend) bereiche.reverse();
    for (const b of bereiche) yield { datei, ...b };
  }
}

/** Takes up to `anzahl` units; each round twice the last (1, 2, 4 … PARALLEL): few reads when lines are dense. */
function naechsteRunde(quelle: Generator<Einheit>, anzahl: number): Einheit[] {
  const runde: Einheit[] = [];
  while (runde.length < anzahl) {
    const n = quelle.next();
    if (n.done) break;
    runde.push(n.value);
  }
  return runde;
}

export async function sucheZeilen(
  benutzer: Benutzer,
  filter: ImportFilter,
  db: Datenbank = datenbank(),
  jetzt = new Date(),
  budgetMs = SUCHE_BUDGET_MS,
): Promise<{ rows: ImportZeile[]; mess?: string; weiter?: string; gesamt: number; gesamtGenau: boolean }> {
  const beginn = Date.now();
  const fehler = importFilterFehler(filter, benutzer);
  if (fehler) throw ungueltig(fehler);
  // The token first: a page that is not this user's of this search reads nothing.
  const ab = filter.seite === undefined ? undefined : seitenstand(benutzer, filter, filter.seite);
  const k = suchkriterien(filter, benutzer, jetzt);
  const r = reihenfolge(filter);
  const sicht = zeilenSichtRepository(db);
  const felder: Zeilenfeld[] = ['status', 'use4Booking'];
  if (k.zeilen.satz !== undefined) felder.push('satz');
  if (k.zeilen.nurMitJournal) felder.push('journal');
  // Record type and journal are checked here; the index and its filter decide the rest.
  const nachfilter =
    k.zeilen.satz !== undefined || k.zeilen.nurMitJournal
      ? (z: Bereichszeile) => passtZeile(z, k.zeilen)
      : undefined;
  const klassen = klassenDesBereichs(k.zeilen.status);
  const abfragen = (e: Einheit): Sichtabfrage[] =>
    klassen.map((klasse) => ({
      dateiId: e.datei.id,
      abschnitt: e.abschnitt,
      use4Booking: k.zeilen.use4Booking,
      klasse,
      von: e.von,
      bis: e.bis,
      absteigend: r.zeilenAbsteigend,
      status: k.zeilen.status,
    }));

  const dateien = (await dateienDerSuche(k, benutzer, db))
    .map((d) => ({ d, schluessel: [sortwert(d, r.feld), d.id] as [string | number, number] }))
    .sort((a, b) => vergleiche(a.schluessel, b.schluessel, r));
  const start = ab ? dateien.findIndex((x) => vergleiche(x.schluessel, [ab.wert, ab.datei], r) >= 0) : 0;
  const quelle = einheiten(start < 0 ? [] : dateien.slice(start).map((x) => x.d), k, r, ab);
  const erste = ab?.erste ?? 0;
  const stand = (datei: ImportDatei, zeile: number, gezeigt: number): Seitenstand => ({
    erste: erste + gezeigt,
    datei: datei.id,
    wert: sortwert(datei, r.feld),
    zeile,
  });

  // The total, counted alongside the page from the same place: the page's rows and up to
  // ZAEHL_GRENZE more (+1, to know there are more). DynamoDB counts; nothing is sent.
  const zaehlGrenze = IMPORT_SEITENGROESSE + ZAEHL_GRENZE + 1;
  const zaehlung = (async () => {
    const zuZaehlen = einheiten(start < 0 ? [] : dateien.slice(start).map((x) => x.d), k, r, ab);
    let gezaehlt = 0;
    for (let groesse = 1; gezaehlt < zaehlGrenze; groesse = Math.min(groesse * 2, PARALLEL)) {
      if (Date.now() - beginn > ZAEHL_BUDGET_MS) return { gezaehlt, zuEnde: false };
      const runde = naechsteRunde(zuZaehlen, groesse);
      if (runde.length === 0) return { gezaehlt, zuEnde: true };
      const grenze = zaehlGrenze - gezaehlt;
      const zahlen = await parallel(runde, async (e) =>
        (await parallel(abfragen(e), (a) => sicht.zaehlen(a, grenze, felder, nachfilter))).reduce(
          (x, y) => x + y,
          0,
        ),
      );
      gezaehlt += zahlen.reduce((x, y) => x + y, 0);
    }
    return { gezaehlt, zuEnde: false };
  })();

  // The page: chunk after chunk, each chunk's classes merged in line order.
  const rows: ImportZeile[] = [];
  let ort: Seitenstand | undefined;
  let abgebrochen = false;
  let voll = false;
  for (let groesse = 1; !voll; groesse = Math.min(groesse * 2, PARALLEL)) {
    if (Date.now() - beginn > budgetMs) {
      abgebrochen = true;
      break;
    }
    const runde = naechsteRunde(quelle, groesse);
    if (runde.length === 0) break;
    const offen = IMPORT_SEITENGROESSE - rows.length;
    const gelesen = await parallel(runde, async (e) =>
      (await parallel(abfragen(e), (a) => sicht.lesen(a, offen, felder, nachfilter)))
        .flat()
        .sort((a, b) => (r.zeilenAbsteigend ? b.zeile - a.zeile : a.zeile - b.zeile)),
    );
    for (const [i, e] of runde.entries()) {
      for (const z of gelesen[i]!) {
        rows.push(importZeile(e.datei, z));
        ort = stand(e.datei, z.zeile, rows.length);
        if (rows.length === IMPORT_SEITENGROESSE) break;
      }
      if (rows.length === IMPORT_SEITENGROESSE) {
        voll = true;
        break;
      }
      ort = stand(e.datei, r.zeilenAbsteigend ? e.von : e.bis, rows.length);
    }
  }

  const seite = (o: Seitenstand | undefined) => (o ? seitenmarke(benutzer, filter, o) : undefined);
  const { gezaehlt, zuEnde } = await zaehlung;
  if (abgebrochen) {
    return {
      rows,
      mess: WERKBANK_TEXTE.sucheAbgebrochen(zahlText(rows.length)),
      weiter: seite(ort),
      // At least the rows found: "more than" one fewer is what is known.
      gesamt: Math.max(0, erste + Math.max(rows.length, gezaehlt) - 1),
      gesamtGenau: false,
    };
  }
  if (!voll || !ort) return { rows, gesamt: erste + rows.length, gesamtGenau: true };
  if (zuEnde)
    return {
      rows,
      weiter: gezaehlt > rows.length ? seite(ort) : undefined,
      gesamt: erste + Math.max(gezaehlt, rows.length),
      gesamtGenau: true,
    };
  return {
    rows,
    weiter: seite(ort),
    ...(gezaehlt >= zaehlGrenze
      ? { gesamt: erste + zaehlGrenze - 1, gesamtGenau: false }
      : // Counting ran out of time: at least what it counted.
        { gesamt: Math.max(0, erste + Math.max(gezaehlt, rows.length) - 1), gesamtGenau: false }),
  };
}
