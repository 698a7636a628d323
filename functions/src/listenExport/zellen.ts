/**
 * A list row's values as typed spreadsheet cells: what the list shows, in a cell Excel computes
 * with — a date or point in time as a date cell (German local time, as the list shows it), an
 * amount as a number with two decimals, a count or number as a number, a truth value as Ja/Nein,
 * every other value as text (neutralised when written: dokumente/xlsx.ts). The row objects are
 * the list route's own answer rows, so the columns are their fields.
 */
import { LISTEN_EXPORT_TEXTE as T } from '@lieferdesk/shared';
import type { Zelle } from '../dokumente/xlsx';
import { deutscheWanduhr } from '../zeitangabe';

/**
 * What a column holds where its values alone do not say it: `betrag` (money: two decimals,
 * also when delivered as text), `text` (digits kept as written — a policy number, a
 * broker number), `datum` (a point in time the list shows as its day). Without: numbers are
 * numbers, ISO days and points in time dates (with the time), the rest text.
 */
export type Spaltenart = 'betrag' | 'text' | 'datum';

export const FORMATE = {
  betrag: '#,##0.00',
  zahl: '0',
  datum: 'dd.mm.yyyy',
  zeitpunkt: 'dd.mm.yyyy hh:mm',
} as const;

const TAG = /^\d{4}-\d{2}-\d{2}$/;
const ZEITPUNKT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** An amount delivered as text: German (1.234,56) or plain (1234.56). */
const DEUTSCHER_BETRAG = /^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/;
const PUNKT_BETRAG = /^-?\d+(\.\d+)?$/;

function betragAusText(text: string): number | undefined {
  const t = text.trim();
  if (PUNKT_BETRAG.test(t) && !/^\d{1,3}\.\d{3}$/.test(t)) return Number(t);
  if (DEUTSCHER_BETRAG.test(t)) return Number(t.replace(/\./g, '').replace(',', '.'));
  return undefined;
}

/** One value as its cell. */
export function zellwert(wert: unknown, art?: Spaltenart): Zelle {
  if (wert === undefined || wert === null || wert === '') return { wert: undefined };
  if (typeof wert === 'boolean') return { wert: wert ? T.ja : T.nein };
  if (typeof wert === 'number') {
    if (art === 'text') return { wert: String(wert) };
    return { wert, format: art === 'betrag' ? FORMATE.betrag : FORMATE.zahl };
  }
  if (Array.isArray(wert)) return { wert: wert.map((w) => String(w)).join(', ') };
  if (typeof wert !== 'string') return { wert: JSON.stringify(wert) };
  if (art === 'betrag') {
    const zahl = betragAusText(wert);
    return zahl === undefined ? { wert } : { wert: zahl, format: FORMATE.betrag };
  }
  if (art !== 'text' && TAG.test(wert)) {
    const tag = new Date(`${wert}T00:00:00Z`);
    if (!Number.isNaN(tag.getTime())) return { wert: tag, format: FORMATE.datum };
  }
  if (art !== 'text' && ZEITPUNKT.test(wert)) {
    const zeit = deutscheWanduhr(wert);
    if (zeit) return { wert: zeit, format: art === 'datum' ? FORMATE.datum : FORMATE.zeitpunkt };
  }
  return { wert };
}

/** A list's columns as the export writes them: the field, its German header, its kind. */
export interface ExportSpalte {
  feld: string;
  titel: string;
  art?: Spaltenart;
  /** The value as the list shows it, where it shows a code in words. */
  anzeige?: (wert: unknown, zeile: Readonly<Record<string, unknown>>) => unknown;
}

/** A row's cells in the columns' order. */
export const zeileAlsZellen = (zeile: Record<string, unknown>, spalten: readonly ExportSpalte[]): Zelle[] =>
  spalten.map((s) => zellwert(s.anzeige ? s.anzeige(zeile[s.feld], zeile) : zeile[s.feld], s.art));
