/**
 * A line's details (reference §3 "Line details"): its values as label/value pairs — file, the
 * file's file-level error if it has one (reference §4), line,
 * status with its meaning (reference §8), the reason, use4Booking, the layout that read it, then every
 * typed field that has a value, as people read it (DD.MM.YYYY, decimal comma) — and its journal
 * (time, text) in the order it was written. Pure.
 */
import {
  DATENIMPORT_TEXTE,
  FEHLER_STATUS,
  WERKBANK_TEXTE as T,
  type AntwortVon,
  type ROUTEN,
} from '@lieferdesk/shared';
import type { ImportDatei } from '../data/repositories/importDateien';
import type { ImportZeileDaten } from '../data/repositories/importZeilen';

const D = T.details;
const zahl = new Intl.NumberFormat('de-DE', { useGrouping: false, maximumFractionDigits: 20 });

export const statusText = (status: number): string | undefined =>
  status < 0 ? FEHLER_STATUS[status] : DATENIMPORT_TEXTE.zeilenStatus[status];

/** A typed value as text: ISO dates (also reduced ones) German, numbers with a decimal comma. */
export function wertText(wert: unknown): string {
  if (wert === null || wert === undefined) return '';
  if (typeof wert === 'number') return Number.isFinite(wert) ? zahl.format(wert) : String(wert);
  if (typeof wert === 'boolean') return wert ? D.ja : D.nein;
  if (typeof wert === 'string') {
    const datum = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(wert);
    if (datum && /^\d{4}-\d{2}/.test(wert)) return [datum[3], datum[2], datum[1]].filter(Boolean).join('.');
    return wert;
  }
  return JSON.stringify(wert);
}

export function zeilenDetails(
  datei: Pick<ImportDatei, 'id' | 'fileName' | 'dateiFehler'>,
  z: ImportZeileDaten,
): AntwortVon<typeof ROUTEN.importZeileDetails> {
  const werte: { label: string; value: string }[] = [
    { label: D.datei, value: T.dateiMitNummer(datei.fileName, datei.id) },
    ...(datei.dateiFehler ? [{ label: D.dateiFehler, value: datei.dateiFehler }] : []),
    { label: D.zeile, value: String(z.zeile) },
    { label: D.status, value: T.statusMitText(z.status, statusText(z.status)) },
  ];
  if (z.grund) werte.push({ label: D.grund, value: z.grund });
  werte.push({
    label: D.verwendung,
    value: DATENIMPORT_TEXTE.use4BookingWert[z.use4Booking] ?? String(z.use4Booking),
  });
  if (z.satz) werte.push({ label: D.satz, value: z.satz });
  for (const [name, wert] of Object.entries(z.felder ?? {})) {
    const text = wertText(wert);
    if (text.trim() !== '') werte.push({ label: name, value: text });
  }
  return { values: werte, journal: z.journal.map((j) => ({ label: j.zeit, value: j.text })) };
}
