/**
 * A list's Excel export (issue 24 §2), one piece for every list: the list's own query code
 * (its source, listen.ts) hands over the rows its current filter and sort select, every page,
 * in the user's scope exactly as the list route answers them; this writes the columns shown, in
 * their order, under the list's German headers, as typed cells (zellen.ts) into an .xlsx that
 * streams into the documents bucket under `export/` — memory stays flat however long the list
 * — and answers the file's key; the job's status hands out a presigned GET URL of it (the file
 * never passes the API's 6 MB answer). It runs in the export run, not in the route (auftrag.ts).
 * At most LISTEN_EXPORT_GRENZE rows: the row after the bound stops the export, the upload is
 * aborted and the German message is the job's error; no half-written file is handed out.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { EXPORT_PRAEFIX } from '@lieferdesk/events';
import { LISTEN_EXPORT_TEXTE as T, type Benutzer } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { ungueltig } from '../domain/fehler';
import { konfiguration } from '../konfiguration';
import { XLSX_TYP, xlsxStrom } from '../dokumente/xlsx';
import { dokumenteBucket, downloadUrl, stromHochladen, type StromUpload } from '../speicher/s3';
import { deutscherTag } from '../zeitangabe';
import { zeileAlsZellen, type ExportSpalte, type Spaltenart } from './zellen';

export type Exportzeile = Readonly<Record<string, unknown>>;

export interface QuellenKontext {
  db: Datenbank;
  jetzt: Date;
  /** The browser's sort, for the lists that sort there. */
  sortierung?: { feld: string; richtung: 1 | -1 };
}

/** A list as the export reads it: its name, its columns and its rows. */
export interface ListenQuelle<F> {
  /** The list's name (its area's title): the file's and the sheet's. */
  name: string | ((filter: F) => string);
  /** Every column the list can show: field → its German header (the shared texts the page uses). */
  titel: Readonly<Record<string, string>>;
  /** Columns whose kind their values do not say (zellen.ts). */
  arten?: Readonly<Record<string, Spaltenart>>;
  /** Columns that show a code in words: the words. */
  anzeige?: Readonly<Record<string, NonNullable<ExportSpalte['anzeige']>>>;
  /** The list's rows of this search in the list's order, a batch at a time (a page, or all). */
  zeilen(benutzer: Benutzer, filter: F, k: QuellenKontext): AsyncIterable<readonly Exportzeile[]>;
}

/** The fields asked for as columns, in their order; an unknown one is refused. */
export function exportSpalten(quelle: ListenQuelle<unknown>, felder: readonly string[]): ExportSpalte[] {
  return felder.map((feld) => {
    const titel = Object.hasOwn(quelle.titel, feld) ? quelle.titel[feld] : undefined;
    if (titel === undefined)
      throw ungueltig(T.unbekannteSpalte(feld), [{ feld: 'spalten', grund: T.unbekannteSpalte(feld) }]);
    return { feld, titel, art: quelle.arten?.[feld], anzeige: quelle.anzeige?.[feld] };
  });
}

/** A title as a file and sheet name: no characters Excel or a file system refuses ('/' of 'Abrechnungen/Courtage'). */
export const dateinamenTeil = (titel: string) => titel.replace(/[\\/?*[\]:"<>|]+/g, '-').trim();

/** Where the file goes and how the browser gets it: the documents bucket, a presigned GET. */
export interface ExportAblage {
  hochladen(key: string): StromUpload;
  link(key: string, dateiname: string): Promise<string>;
}

const S3_ABLAGE: ExportAblage = {
  hochladen: (key) => stromHochladen(dokumenteBucket(), key, XLSX_TYP),
  link: (key, dateiname) => downloadUrl(dokumenteBucket(), key, { dateiname, inhaltstyp: XLSX_TYP }),
};

export interface ExportOptionen {
  db?: Datenbank;
  jetzt?: Date;
  /** The bound (tests lower it); else the configured one (konfiguration.ts), LISTEN_EXPORT_GRENZE. */
  grenze?: number;
  ablage?: ExportAblage;
  /** Told the rows written so far after every batch (the job's progress). */
  fortschritt?: (zeilen: number) => Promise<void>;
}

/** The file written: its key under export/, the name the browser saves it as, its rows. */
export interface ExportDatei {
  key: string;
  dateiname: string;
  zeilen: number;
}

export async function listeExportieren<F>(
  benutzer: Benutzer,
  anfrage: { filter: F; spalten: readonly string[]; sortierung?: QuellenKontext['sortierung'] },
  quelle: ListenQuelle<F>,
  o: ExportOptionen = {},
): Promise<ExportDatei> {
  const spalten = exportSpalten(quelle as ListenQuelle<unknown>, anfrage.spalten);
  const name = dateinamenTeil(typeof quelle.name === 'string' ? quelle.name : quelle.name(anfrage.filter));
  const grenze = o.grenze ?? konfiguration.listenExportGrenze();
  const jetzt = o.jetzt ?? new Date();
  const kontext = { db: o.db ?? datenbank(), jetzt, sortierung: anfrage.sortierung };
  const ablage = o.ablage ?? S3_ABLAGE;
  const key = `${EXPORT_PRAEFIX}${encodeURIComponent(benutzer.id)}/${randomUUID()}.xlsx`;
  const upload = ablage.hochladen(key);
  const mappe = xlsxStrom(upload.strom, {
    blatt: name,
    spalten: spalten.map((s) => ({ titel: s.titel, breite: Math.min(60, Math.max(10, s.titel.length + 4)) })),
  });
  let zeilen = 0;
  try {
    for await (const stapel of quelle.zeilen(benutzer, anfrage.filter, kontext)) {
      if (zeilen + stapel.length > grenze) throw ungueltig(T.zuViele(grenze.toLocaleString('de-DE')));
      for (const zeile of stapel) mappe.zeile(zeileAlsZellen(zeile, spalten));
      zeilen += stapel.length;
      // The upload takes a part at a time: the next page is read once it has caught up.
      if (upload.strom.writableNeedDrain) await Promise.race([once(upload.strom, 'drain'), upload.fertig]);
      await o.fortschritt?.(zeilen);
    }
    await mappe.abschliessen();
    await upload.fertig;
  } catch (fehler) {
    await upload.abbrechen();
    throw fehler;
  }
  return { key, dateiname: T.dateiname(name, deutscherTag(jetzt)), zeilen };
}

/** A presigned GET of a written export, saved under its name. */
export const exportLink = (datei: Pick<ExportDatei, 'key' | 'dateiname'>, ablage: ExportAblage = S3_ABLAGE) =>
  ablage.link(datei.key, datei.dateiname);

/**
 * The rows of a list that pages on the server, every page in the list's order: the list's use
 * case is asked page after page with the token its answer names, at the largest page it offers.
 */
export async function* alleSeiten<R>(
  seite: (marke: string | undefined) => Promise<{ rows: readonly R[]; weiter?: string }>,
): AsyncIterable<readonly R[]> {
  let marke: string | undefined;
  do {
    const antwort = await seite(marke);
    if (antwort.rows.length > 0) yield antwort.rows;
    marke = antwort.weiter;
  } while (marke !== undefined);
}
