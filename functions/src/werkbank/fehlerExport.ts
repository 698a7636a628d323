/**
 * Export of -4 error data (reference §2.4, §9; GET /download_service/fetchErrorsAsExcel): the lines
 * with status -4 ("Daten falsch zugeordnet") of the files imported in the last `numberOfDays`
 * German calendar days (1–31, default 7; today counts as the first), of both modi, in the user's
 * scope, for one company or all — as a real Excel workbook (exceljs), one row per line, newest
 * file first. Every text cell is neutralised against formula injection (../dokumente/zelle.ts). At most
 * EXPORT_GRENZE rows (an API answer carries at most 6 MB); a last row says when there were more.
 */
import ExcelJS from 'exceljs';
import { WERKBANK_TEXTE, type Benutzer } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { importDateienRepository, type ImportDatei } from '../data/repositories/importDateien';
import { zeilenId } from '../data/repositories/importZeilen';
import { PARALLEL, parallel } from '../data/parallel';
import { werkbankRepository, type Bereichszeile } from '../data/repositories/werkbank';
import { dateiSicht } from '../datensicht/importDateien';
import { gesellschaftsName, passtZumFilter } from '../domain/dateiauswahl';
import type { Download } from '../dokumente/download';
import { deutscheZeit, deutscherTag, zeitraum } from '../zeitangabe';
import { kennwert } from './felder';
import { abschnittsBereiche } from './filter';
import { zellText } from '../dokumente/zelle';

const T = WERKBANK_TEXTE.export;
export const EXPORT_GRENZE = 20_000;
export const XLSX_TYP = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TAG_MS = 86_400_000;

export interface FehlerZeile {
  datei: Pick<ImportDatei, 'id' | 'fileName' | 'gesellschaft' | 'interfaceName' | 'dateFrom'>;
  zeile: Bereichszeile;
}

/** The German day `tage - 1` days before `heute` (both YYYY-MM-DD): the first day of the export. */
export function ersterTag(heute: string, tage: number): string {
  return new Date(Date.parse(`${heute}T00:00:00Z`) - (tage - 1) * TAG_MS).toISOString().slice(0, 10);
}

/** The workbook: one sheet, a header row, one row per line, texts neutralised. */
export async function fehlerArbeitsmappe(
  zeilen: readonly FehlerZeile[],
  abgeschnitten: boolean,
): Promise<Buffer> {
  const mappe = new ExcelJS.Workbook();
  mappe.creator = 'Lieferdesk';
  const blatt = mappe.addWorksheet(T.blatt, { views: [{ state: 'frozen', ySplit: 1 }] });
  const S = T.spalten;
  blatt.columns = [
    { header: S.fileId, key: 'fileId', width: 10 },
    { header: S.fileName, key: 'fileName', width: 32 },
    { header: S.gesellschaft, key: 'gesellschaft', width: 28 },
    { header: S.interfaceName, key: 'interfaceName', width: 24 },
    { header: S.eingelesen, key: 'eingelesen', width: 17 },
    { header: S.zeile, key: 'zeile', width: 8 },
    { header: S.id, key: 'id', width: 14 },
    { header: S.status, key: 'status', width: 8 },
    { header: S.satz, key: 'satz', width: 14 },
    { header: S.vuNr, key: 'vuNr', width: 10 },
    { header: S.vsnr, key: 'vsnr', width: 22 },
    { header: S.vermittler, key: 'vermittler', width: 18 },
    { header: S.grund, key: 'grund', width: 60 },
    { header: S.text, key: 'text', width: 80 },
  ];
  blatt.getRow(1).font = { bold: true };
  for (const { datei, zeile } of zeilen) {
    blatt.addRow({
      fileId: datei.id,
      fileName: zellText(datei.fileName),
      gesellschaft: zellText(datei.gesellschaft ?? ''),
      interfaceName: zellText(datei.interfaceName ?? ''),
      eingelesen: deutscheZeit(datei.dateFrom),
      zeile: zeile.zeile,
      id: zeilenId(datei.id, zeile.zeile),
      status: zeile.status ?? -4,
      satz: zellText(zeile.satz ?? ''),
      vuNr: zellText(kennwert(zeile.felder, 'vuNr')),
      vsnr: zellText(kennwert(zeile.felder, 'vsnr')),
      vermittler: zellText(kennwert(zeile.felder, 'vermittler')),
      grund: zellText(zeile.grund ?? ''),
      text: zellText(zeile.roh ?? ''),
    });
  }
  blatt.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: blatt.columns.length } };
  if (abgeschnitten) blatt.addRow([T.abgeschnitten(EXPORT_GRENZE.toLocaleString('de-DE'))]);
  return Buffer.from(await mappe.xlsx.writeBuffer());
}

export async function fehlerExport(
  benutzer: Benutzer,
  abfrage: { numberOfDays: number; gesellschaft?: string },
  db: Datenbank = datenbank(),
  jetzt = new Date(),
): Promise<Download> {
  const heute = deutscherTag(jetzt);
  const tage = zeitraum({ dateFrom: ersterTag(heute, abfrage.numberOfDays), dateTo: heute }, jetzt);
  const dateienRepo = importDateienRepository(db);
  const gewaehlt = abfrage.gesellschaft?.trim();
  const [import1, abrechnung, gesellschaften] = await Promise.all([
    dateienRepo.imZeitraum(1, tage.von, tage.bis),
    dateienRepo.imZeitraum(2, tage.von, tage.bis),
    gewaehlt ? gesellschaftenRepository(db).liste() : Promise.resolve([]),
  ]);
  const sicht = dateiSicht(benutzer);
  const gesellschaft = gesellschaftsName(gewaehlt, gesellschaften);
  const dateien = [...import1, ...abrechnung]
    .filter((d) => passtZumFilter(d, { modus: d.modus, sichtbarkeit: sicht, zeitraum: tage, gesellschaft }))
    .sort((a, b) => b.dateFrom.localeCompare(a.dateFrom) || b.id - a.id);

  const repo = werkbankRepository(db);
  const zeilen: FehlerZeile[] = [];
  for (const datei of dateien) {
    if (zeilen.length > EXPORT_GRENZE) break;
    const bereiche = abschnittsBereiche(datei.zeilenGesamt, { von: 1 });
    const gefunden = await parallel(
      bereiche,
      (b) =>
        repo.bereich({
          dateiId: datei.id,
          ...b,
          status: { von: -4, bis: -4 },
          felder: ['status', 'satz', 'felder', 'roh', 'grund'],
        }),
      PARALLEL,
    );
    for (const zeile of gefunden.flat()) zeilen.push({ datei, zeile });
  }
  const inhalt = await fehlerArbeitsmappe(zeilen.slice(0, EXPORT_GRENZE), zeilen.length > EXPORT_GRENZE);
  return { inhalt, inhaltstyp: XLSX_TYP, dateiname: T.dateiname(heute) };
}
