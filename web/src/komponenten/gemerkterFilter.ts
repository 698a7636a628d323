/**
 * A list's submitted filter, kept for coming back (reference §5 "Lists"): going to the assign page
 * and back, or to another screen and back, shows the list as it was searched (the inbox, the GDV
 * files, the commission and dunning lists, the deliveries, the download overview; the archive keeps more, archiv.ts, by
 * the same range rule). Kept in the tab's sessionStorage under page and user — the next user
 * signing in in the same tab starts from the default —, the range's days as dates again. A
 * stored filter of another shape (an older or newer build) is ignored.
 *
 * A range kept as the default ('the last month up to today') comes back as the default of the day
 * it comes back on: kept yesterday, it would otherwise end yesterday and hide today's rows. A range
 * the user picked himself comes back as he picked it.
 */
import { useState } from 'react';
import { useBenutzer } from '../shell/Benutzer';
import { gleicherFilter } from './liste';

type Speicher = Pick<Storage, 'getItem' | 'setItem'>;

export const filterSchluessel = (seite: string, benutzerId: string) =>
  `lieferdesk:filter:${seite}:${benutzerId}`;

/** A date as JSON writes it: read back as a date. */
const ISO_ZEIT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Whether the filter searches the default's range (the lists' filters call it `zeitraum`). */
export const hatStandardZeitraum = (filter: object, standard: object): boolean =>
  'zeitraum' in standard &&
  gleicherFilter((filter as { zeitraum?: unknown }).zeitraum, (standard as { zeitraum?: unknown }).zeitraum);

/** The kept filter with today's default range where it was kept with the default range of its day. */
export const aufHeutigenZeitraum = <F extends object>(filter: F, standard: F, warStandard: boolean): F =>
  warStandard && 'zeitraum' in standard ? { ...filter, zeitraum: standard.zeitraum } : filter;

/** Keeps `filter`, noting whether its range is `standard`'s (the default of now). */
export function filterMerken(speicher: Speicher, schluessel: string, filter: object, standard: object): void {
  try {
    speicher.setItem(
      schluessel,
      JSON.stringify({ filter, standardZeitraum: hatStandardZeitraum(filter, standard) }),
    );
  } catch {
    // Storage full or off: the list simply starts from the default next time.
  }
}

/** The kept filter, if it has the default's fields with values of their kind; else undefined. */
export function gemerkterFilter<F extends object>(
  speicher: Speicher,
  schluessel: string,
  standard: F,
): F | undefined {
  let gelesen: unknown;
  try {
    const text = speicher.getItem(schluessel);
    if (text === null) return undefined;
    gelesen = JSON.parse(text, (_feld, wert: unknown) =>
      typeof wert === 'string' && ISO_ZEIT.test(wert) ? new Date(wert) : wert,
    );
  } catch {
    return undefined;
  }
  if (!istObjekt(gelesen) || !istObjekt(gelesen.filter)) return undefined;
  const g = gelesen.filter;
  const s = standard as Record<string, unknown>;
  for (const [feld, vorgabe] of Object.entries(s)) {
    const wert = g[feld];
    const passt =
      wert === null ||
      vorgabe === null ||
      (Array.isArray(vorgabe) ? Array.isArray(wert) : typeof wert === typeof vorgabe);
    if (!(feld in g) || !passt) return undefined;
  }
  const filter = Object.fromEntries(Object.keys(s).map((feld) => [feld, g[feld]])) as F;
  return aufHeutigenZeitraum(filter, standard, gelesen.standardZeitraum === true);
}

const istObjekt = (w: unknown): w is Record<string, unknown> =>
  typeof w === 'object' && w !== null && !Array.isArray(w);

/**
 * The submitted filter of the list `seite`, starting from the kept one (else `standard()`); each
 * new one is kept. A filter the address names (`ausAdresse`: a link into the list, such as the
 * start page's) wins over the kept one, and is kept in its place.
 */
export function useGemerkterFilter<F extends object>(
  seite: string,
  standard: () => F,
  ausAdresse?: () => F | undefined,
): [F, (filter: F) => void] {
  const { id } = useBenutzer();
  const schluessel = filterSchluessel(seite, id);
  const [filter, setFilter] = useState<F>(() => {
    const verlinkt = ausAdresse?.();
    if (verlinkt === undefined) return gemerkterFilter(sessionStorage, schluessel, standard()) ?? standard();
    filterMerken(sessionStorage, schluessel, verlinkt, standard());
    return verlinkt;
  });
  return [
    filter,
    (neu: F) => {
      filterMerken(sessionStorage, schluessel, neu, standard());
      setFilter(neu);
    },
  ];
}
