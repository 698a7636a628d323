/**
 * Points in time as people in the product read them: German format in German local time
 * (DD.MM.YYYY, spec §9), whatever time zone the Lambda runs in. Stored times stay ISO (UTC).
 */
const ZEITZONE = 'Europe/Berlin';

const datum = new Intl.DateTimeFormat('de-DE', {
  timeZone: ZEITZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const uhrzeit = new Intl.DateTimeFormat('de-DE', { timeZone: ZEITZONE, hour: '2-digit', minute: '2-digit' });

/** `2026-11-22T09:15:00Z` → `22.11.2026`; an unreadable value is returned as it is. */
export function deutschesDatum(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : datum.format(d);
}

/** `2026-11-22T09:15:00Z` → `22.11.2026 10:15`. */
export function deutscheZeit(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${datum.format(d)} ${uhrzeit.format(d)}`;
}
