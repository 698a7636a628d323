/**
 * Fields of a text line: art 0 (delimiter-separated column) and art 1 (fixed position and
 * length). XML fields (art 2) are in `xml.ts`.
 *
 * Each field is prepared once per file (its conversion translated, its numbers checked), so
 * a broken definition is one clear error instead of the same error on every line.
 */
import type { SchnittstellenFeld } from '@lieferdesk/shared';
import { parse } from 'csv-parse/sync';
import type { Fehler } from '../werte';
import { type Umwandlung, uebersetzeUmwandlung } from './umwandlung';

export interface VorbereitetesFeld {
  name: string;
  art: 0 | 1 | 2;
  umwandlung: Umwandlung;
  /** art 0 */
  trennzeichen: string;
  spalte: number;
  /** art 1: 1-based position, length in characters */
  position: number;
  laenge: number;
  /** art 2: the XPath as written (translated in xml.ts) */
  auswahl: string;
}

/** No delimiter given: semicolon, as German CSV is written. `\t` or `TAB` mean a tab. */
export function trennzeichen(angabe: string | undefined): string {
  if (angabe === undefined || angabe === '') return ';';
  if (angabe === '\\t' || angabe.toUpperCase() === 'TAB') return '\t';
  return angabe;
}

/** Checks one field definition; a reason when it cannot be read at all. */
export function bereiteFeldVor(
  feld: SchnittstellenFeld,
  xml: boolean,
): VorbereitetesFeld | { fehler: string } {
  const wo = `Feld „${feld.name}“`;
  const umwandlung = uebersetzeUmwandlung(feld.conversion);
  if ('fehler' in umwandlung) return { fehler: `${wo}: ${umwandlung.fehler}` };
  const basis = {
    name: feld.name,
    art: feld.art,
    umwandlung,
    trennzeichen: trennzeichen(feld.delimiter),
    spalte: feld.occurance ?? 0,
    position: feld.position ?? 0,
    laenge: feld.len ?? 0,
    auswahl: feld.selection?.trim() ?? '',
  };
  if (xml !== (feld.art === 2))
    return {
      fehler: xml
        ? `${wo}: eine XML-Schnittstelle liest nur XML-Felder (Art 2)`
        : `${wo}: XML-Felder (Art 2) gibt es nur in XML-Schnittstellen`,
    };
  if (feld.art === 0 && basis.spalte < 1) return { fehler: `${wo}: Spalte (occurance) muss ab 1 zählen` };
  if (feld.art === 1 && (basis.position < 1 || basis.laenge < 1))
    return { fehler: `${wo}: Position (ab 1) und Länge (ab 1) sind nötig` };
  if (feld.art === 2 && basis.auswahl === '') return { fehler: `${wo}: XPath (selection) fehlt` };
  return basis;
}

/**
 * The columns of one line for one delimiter. Without a quote sign the line is simply split —
 * the same result as the CSV parser, at a fraction of the cost on large files; with quotes,
 * csv-parse handles `"a;b"` and `""`. A line is one record: a quoted value cannot span lines.
 */
export function spalten(zeile: string, trenner: string): string[] | Fehler {
  if (!zeile.includes('"')) return zeile.split(trenner);
  try {
    const saetze = parse(zeile, {
      delimiter: trenner,
      record_delimiter: '\n',
      relax_quotes: true,
      relax_column_count: true,
      bom: false,
    }) as string[][];
    return saetze[0] ?? [''];
  } catch (e) {
    return { fehler: `CSV nicht lesbar: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** Extracts the text of a text field; `spaltenJeTrenner` caches the split line per delimiter. */
export function feldText(
  feld: VorbereitetesFeld,
  zeile: string,
  spaltenJeTrenner: Map<string, string[] | Fehler>,
): string | Fehler {
  if (feld.art === 1) {
    // Stripped trailing blanks are tolerated: a field beyond the line's end is blank.
    return zeile.slice(feld.position - 1, feld.position - 1 + feld.laenge);
  }
  let teile = spaltenJeTrenner.get(feld.trennzeichen);
  if (!teile) {
    teile = spalten(zeile, feld.trennzeichen);
    spaltenJeTrenner.set(feld.trennzeichen, teile);
  }
  if (!Array.isArray(teile)) return teile;
  const wert = teile[feld.spalte - 1];
  if (wert === undefined)
    return { fehler: `Spalte ${feld.spalte} fehlt (die Zeile hat ${teile.length} Spalten)` };
  return wert;
}
