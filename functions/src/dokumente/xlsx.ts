/**
 * Spreadsheets the product hands out (the settlement protocol) as real .xlsx files (exceljs).
 * Numbers stay numbers; every text cell is neutralised against formula injection with the
 * rule of zelle.ts (a text beginning with = + - @, tab or carriage return gets a leading
 * apostrophe) — delivered data (names, reasons) ends up in these cells.
 */
import ExcelJS from 'exceljs';
import { zellText } from './zelle';

export const XLSX_TYP = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A text as it may go into a cell. */
export const neutralisiert = zellText;

export type Zellwert = string | number | undefined;

export interface Tabelle {
  /** Name of the worksheet. */
  blatt: string;
  /** Lines above the table (title, creation time …), one cell each. */
  kopf?: string[];
  spalten: { titel: string; breite?: number; zahlenformat?: string }[];
  zeilen: Zellwert[][];
  /** Label and value pairs below the table (totals). */
  fuss?: [string, Zellwert][];
}

const zelle = (wert: Zellwert): string | number | null =>
  wert === undefined ? null : typeof wert === 'number' ? wert : neutralisiert(wert);

export async function alsXlsx(t: Tabelle): Promise<Uint8Array> {
  const mappe = new ExcelJS.Workbook();
  mappe.creator = 'Lieferdesk';
  const blatt = mappe.addWorksheet(t.blatt.slice(0, 31));
  for (const text of t.kopf ?? []) blatt.addRow([zelle(text)]).font = { bold: true };
  if (t.kopf?.length) blatt.addRow([]);
  const kopfzeile = blatt.addRow(t.spalten.map((s) => zelle(s.titel)));
  kopfzeile.font = { bold: true };
  t.spalten.forEach((s, i) => {
    const spalte = blatt.getColumn(i + 1);
    spalte.width = s.breite ?? 16;
    if (s.zahlenformat) spalte.numFmt = s.zahlenformat;
  });
  for (const werte of t.zeilen) blatt.addRow(werte.map(zelle));
  if (t.fuss?.length) {
    blatt.addRow([]);
    for (const [titel, wert] of t.fuss) blatt.addRow([zelle(titel), zelle(wert)]);
  }
  return new Uint8Array(await mappe.xlsx.writeBuffer());
}

/** Reads a workbook back (tests): the first sheet's values, text cells as text. */
export async function xlsxLesen(inhalt: Uint8Array): Promise<Zellwert[][]> {
  const mappe = new ExcelJS.Workbook();
  await mappe.xlsx.load(Buffer.from(inhalt) as unknown as ExcelJS.Buffer);
  const blatt = mappe.worksheets[0]!;
  const zeilen: Zellwert[][] = [];
  blatt.eachRow({ includeEmpty: true }, (zeile, nr) => {
    const werte = (zeile.values as unknown[])
      .slice(1)
      .map((w) =>
        typeof w === 'number' || typeof w === 'string'
          ? w
          : w === null || w === undefined
            ? undefined
            : String(w),
      );
    zeilen[nr - 1] = werte;
  });
  return Array.from(zeilen, (z) => z ?? []);
}

/** A typed cell: text (neutralised when written), a number or a date, with its display format. */
export interface Zelle {
  wert: string | number | Date | undefined;
  /** Excel's number format, e.g. `#,##0.00` or `dd.mm.yyyy`. */
  format?: string;
}

/** Writes rows as they come, a row at a time (large lists: memory stays flat). */
export interface XlsxStrom {
  zeile(zellen: readonly Zelle[]): void;
  /** Ends the workbook; the target stream is ended once it is written. */
  abschliessen(): Promise<void>;
}

/**
 * A workbook streamed into `ziel` (exceljs's streaming writer, no shared strings: each row is
 * written and released when committed): one sheet, a bold and frozen header row with an auto
 * filter, then the rows. Text cells are neutralised like every cell this module writes.
 */
export function xlsxStrom(
  ziel: NodeJS.WritableStream,
  t: { blatt: string; spalten: { titel: string; breite?: number }[] },
): XlsxStrom {
  const mappe = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: ziel as unknown as import('node:stream').Stream,
    useStyles: true,
    useSharedStrings: false,
  });
  mappe.creator = 'Lieferdesk';
  const blatt = mappe.addWorksheet(t.blatt.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  blatt.columns = t.spalten.map((s) => ({ width: s.breite ?? 16 }));
  blatt.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, t.spalten.length) } };
  const kopf = blatt.addRow(t.spalten.map((s) => zelle(s.titel)));
  kopf.font = { bold: true };
  kopf.commit();
  return {
    zeile(zellen) {
      const zeile = blatt.addRow(
        zellen.map((z) => (z.wert instanceof Date ? z.wert : zelle(z.wert as Zellwert))),
      );
      zellen.forEach((z, i) => {
        if (z.format) zeile.getCell(i + 1).numFmt = z.format;
      });
      zeile.commit();
    },
    async abschliessen() {
      blatt.commit();
      await mappe.commit();
    },
  };
}

/** Reads a workbook back with typed cells (tests): dates as Dates, numbers as numbers, with each cell's format. */
export async function xlsxZellenLesen(inhalt: Uint8Array): Promise<Zelle[][]> {
  const mappe = new ExcelJS.Workbook();
  await mappe.xlsx.load(Buffer.from(inhalt) as unknown as ExcelJS.Buffer);
  const blatt = mappe.worksheets[0]!;
  const zeilen: Zelle[][] = [];
  blatt.eachRow({ includeEmpty: true }, (zeile, nr) => {
    const zellen: Zelle[] = [];
    zeile.eachCell({ includeEmpty: true }, (z, spalte) => {
      const w = z.value;
      const wert =
        typeof w === 'number' || typeof w === 'string' || w instanceof Date
          ? w
          : w === null || w === undefined
            ? undefined
            : String(w);
      zellen[spalte - 1] = { wert, ...(z.numFmt ? { format: z.numFmt } : {}) };
    });
    zeilen[nr - 1] = Array.from(zellen, (z) => z ?? { wert: undefined });
  });
  return Array.from(zeilen, (z) => z ?? []);
}
