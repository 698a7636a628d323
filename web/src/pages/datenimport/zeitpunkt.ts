/** A point in time as DD.MM.YYYY HH:mm in the browser's time zone (line date, journal time). */
import { formatDatum } from '../../format';

const zweistellig = (n: number) => String(n).padStart(2, '0');

export function formatZeitpunkt(wert: string | null | undefined): string {
  if (!wert) return '';
  const d = new Date(wert);
  if (Number.isNaN(d.getTime())) return '';
  return `${formatDatum(d)} ${zweistellig(d.getHours())}:${zweistellig(d.getMinutes())}`;
}
