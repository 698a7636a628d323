/** Display formats of the UI (reference §9: dates as DD.MM.YYYY). */

const zweistellig = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar day (`YYYY-MM-DD`) or a point in time (ISO 8601) as DD.MM.YYYY. A calendar day is
 * shown as written; a point in time in the browser's time zone. Empty or unreadable input gives ''.
 */
export function formatDatum(wert: string | Date | null | undefined): string {
  if (wert === null || wert === undefined || wert === '') return '';
  if (typeof wert === 'string') {
    const tag = /^(\d{4})-(\d{2})-(\d{2})$/.exec(wert);
    if (tag) return `${tag[3]}.${tag[2]}.${tag[1]}`;
  }
  const datum = typeof wert === 'string' ? new Date(wert) : wert;
  if (Number.isNaN(datum.getTime())) return '';
  return `${zweistellig(datum.getDate())}.${zweistellig(datum.getMonth() + 1)}.${datum.getFullYear()}`;
}

/**
 * A point in time as DD.MM.YYYY HH:mm (with `sekunden` HH:mm:ss) in the browser's time zone, for
 * lines, runs and deliveries; empty or unreadable input gives ''.
 */
export function formatZeitpunkt(wert: string | null | undefined, o: { sekunden?: boolean } = {}): string {
  if (!wert) return '';
  const d = new Date(wert);
  if (Number.isNaN(d.getTime())) return '';
  const uhrzeit = [d.getHours(), d.getMinutes(), ...(o.sekunden ? [d.getSeconds()] : [])];
  return `${formatDatum(d)} ${uhrzeit.map(zweistellig).join(':')}`;
}

const ANZAHL = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/**
 * A count (lines, records) with German digit grouping, 123.456; nothing for a missing count.
 * Numbers that name something (ids, file and line numbers) are shown without grouping.
 */
export function formatAnzahl(wert: number | null | undefined): string {
  return wert === null || wert === undefined || !Number.isFinite(wert) ? '' : ANZAHL.format(wert);
}

/** Milliseconds since the epoch for sorting; unreadable input sorts first. */
export function zeitwert(wert: string | null | undefined): number {
  const ms = wert ? Date.parse(wert) : NaN;
  return Number.isNaN(ms) ? 0 : ms;
}
