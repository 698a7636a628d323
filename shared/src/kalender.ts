/**
 * The product's calendar: a day is a German calendar day (Europe/Berlin), on the server as in the
 * browser — whatever time zone a Lambda or a user's browser runs in. A list's default range ends
 * on this day, and a row belongs to the day its time has in Berlin, so a document delivered at
 * 00:30 German time is today's in the list's default range as in its filter. Days are written
 * YYYY-MM-DD. Intl knows the zone's daylight saving; no date library is needed for days.
 */
export const ZEITZONE = 'Europe/Berlin';

const tagTeile = new Intl.DateTimeFormat('en-US', {
  timeZone: ZEITZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const zweistellig = (n: number) => String(n).padStart(2, '0');

/** A UTC time as the lists store it (ISO, 'Z', 1900 on): up to its hour, the key of `tageJeStunde`. */
const UTC_STUNDE = /^((?:19|2\d)\d{2}-\d{2}-\d{2}T\d{2}):\d{2}(:\d{2}(\.\d+)?)?Z$/;
/**
 * The German day of a UTC hour: Berlin's offset is whole hours since 1893 (before, local mean
 * time, +0:53:28), so every time of one UTC hour has
 * the same German day. A list filters thousands of rows of a few hundred hours; Intl's
 * formatToParts per row was a measurable share of a list call (`npm run bench:lists` profiled).
 */
const tageJeStunde = new Map<string, string>();
const STUNDEN_GEMERKT = 20_000;

/** The German calendar day (YYYY-MM-DD) of a point in time. */
export function deutscherTag(zeitpunkt: string | Date): string {
  const stunde = typeof zeitpunkt === 'string' ? UTC_STUNDE.exec(zeitpunkt)?.[1] : undefined;
  const gemerkt = stunde === undefined ? undefined : tageJeStunde.get(stunde);
  if (gemerkt !== undefined) return gemerkt;
  const teile = tagTeile.formatToParts(typeof zeitpunkt === 'string' ? new Date(zeitpunkt) : zeitpunkt);
  const teil = (typ: Intl.DateTimeFormatPartTypes) => teile.find((t) => t.type === typ)!.value;
  const tag = `${teil('year')}-${teil('month')}-${teil('day')}`;
  if (stunde !== undefined) {
    if (tageJeStunde.size >= STUNDEN_GEMERKT) tageJeStunde.clear();
    tageJeStunde.set(stunde, tag);
  }
  return tag;
}

/**
 * The calendar day (YYYY-MM-DD) `monate` months before `tag`; a day the earlier month lacks
 * becomes its last (31.08. → 28./29.02.), where Date's own arithmetic would run into March. One
 * rule for the default ranges of server and web and for the longest range a filter may ask.
 */
export function monateZurueck(tag: string, monate: number): string {
  const [jahr, monat, t] = tag.split('-').map(Number) as [number, number, number];
  const index = jahr * 12 + (monat - 1) - monate;
  const neuJahr = Math.floor(index / 12);
  const neuMonat = index - neuJahr * 12 + 1;
  const letzter = new Date(Date.UTC(neuJahr, neuMonat, 0)).getUTCDate();
  return `${neuJahr}-${zweistellig(neuMonat)}-${zweistellig(Math.min(t, letzter))}`;
}

/**
 * A list's days as its filter asks for them: an open end is today (in Berlin), an open start the
 * same day `monate` months before the end — without both, `monate` months back up to today.
 * An empty text is no day.
 */
export function tageBisHeute(
  f: { von?: string; bis?: string },
  monate: number,
  jetzt: Date = new Date(),
): { von: string; bis: string } {
  const bis = f.bis || deutscherTag(jetzt);
  return { von: f.von || monateZurueck(bis, monate), bis };
}

const wanduhr = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZEITZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** What a German wall clock and calendar show at a point in time (month 1–12, hour 0–23). */
export interface DeutscheWanduhr {
  jahr: number;
  monat: number;
  tag: number;
  stunde: number;
  minute: number;
  sekunde: number;
}

/** The German wall clock at `zeitpunkt`: one formatter for every place that needs German local time. */
export function deutscheWanduhrTeile(zeitpunkt: Date): DeutscheWanduhr {
  const t = Object.fromEntries(wanduhr.formatToParts(zeitpunkt).map((p) => [p.type, Number(p.value)]));
  return {
    jahr: t.year!,
    monat: t.month!,
    tag: t.day!,
    stunde: t.hour!,
    minute: t.minute!,
    sekunde: t.second!,
  };
}
