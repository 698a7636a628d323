/**
 * A list's submitted filter, kept for coming back (reference §5 "Lists"): going to the assign page
 * and back, or to another screen and back, shows the list as it was searched. Kept in the tab's
 * sessionStorage under page and user — the next user signing in in the same tab starts from the
 * default —, the range's days as dates again. A stored filter of another shape (a newer build)
 * is ignored.
 */
import { useState } from 'react';
import { useBenutzer } from '../shell/Benutzer';

type Speicher = Pick<Storage, 'getItem' | 'setItem'>;

export const filterSchluessel = (seite: string, benutzerId: string) =>
  `lieferdesk:filter:${seite}:${benutzerId}`;

/** A date as JSON writes it: read back as a date. */
const ISO_ZEIT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function filterMerken(speicher: Speicher, schluessel: string, filter: object): void {
  try {
    speicher.setItem(schluessel, JSON.stringify(filter));
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
  if (typeof gelesen !== 'object' || gelesen === null || Array.isArray(gelesen)) return undefined;
  const g = gelesen as Record<string, unknown>;
  const s = standard as Record<string, unknown>;
  for (const [feld, vorgabe] of Object.entries(s)) {
    const wert = g[feld];
    const passt =
      wert === null ||
      vorgabe === null ||
      (Array.isArray(vorgabe) ? Array.isArray(wert) : typeof wert === typeof vorgabe);
    if (!(feld in g) || !passt) return undefined;
  }
  return Object.fromEntries(Object.keys(s).map((feld) => [feld, g[feld]])) as F;
}

/**
 * The submitted filter of the list `seite`, starting from the kept one (else `standard()`); each
 * new one is kept.
 */
export function useGemerkterFilter<F extends object>(
  seite: string,
  standard: () => F,
): [F, (filter: F) => void] {
  const { id } = useBenutzer();
  const schluessel = filterSchluessel(seite, id);
  const [filter, setFilter] = useState<F>(
    () => gemerkterFilter(sessionStorage, schluessel, standard()) ?? standard(),
  );
  return [
    filter,
    (neu: F) => {
      filterMerken(sessionStorage, schluessel, neu);
      setFilter(neu);
    },
  ];
}
