/**
 * Following long work on the server (reference §3 "Progress record", §4, §9): poll the progress —
 * first after 1 s, then every 3 s — until act >= max. Pure apart from the timer, which tests
 * replace.
 */
import type { Fortschritt } from '@lieferdesk/shared';

export const ERSTE_ABFRAGE_MS = 1000;
export const FOLGE_ABFRAGE_MS = 3000;
/** Reference §9: the progress bar's max until the server names one. */
export const STANDARD_MAX = 10000;

export const istFertig = (f: Fortschritt) => f.act >= f.max;

/** Percent done, 0–100; before the first answer 0 of STANDARD_MAX. */
export function prozentVon(f: Pick<Fortschritt, 'act' | 'max'> | undefined): number {
  const max = f && f.max > 0 ? f.max : STANDARD_MAX;
  const act = f ? Math.max(0, f.act) : 0;
  return Math.min(100, Math.floor((act / max) * 100));
}

export const istAbbruch = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/** Waits `ms`; an abort ends the wait with an AbortError. */
export function warten(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((erfuellt, abgelehnt) => {
    if (signal?.aborted) return abgelehnt(new DOMException('abgebrochen', 'AbortError'));
    const zeitgeber = setTimeout(() => {
      signal?.removeEventListener('abort', abbrechen);
      erfuellt();
    }, ms);
    function abbrechen() {
      clearTimeout(zeitgeber);
      abgelehnt(new DOMException('abgebrochen', 'AbortError'));
    }
    signal?.addEventListener('abort', abbrechen, { once: true });
  });
}

/**
 * Polls `abfragen` until the work is done and returns the last record. A failing poll ends the
 * loop with that error (reference §8: its text is shown and the dialog closes).
 */
export async function fortschrittVerfolgen<S extends Fortschritt = Fortschritt>(o: {
  abfragen(signal?: AbortSignal): Promise<S>;
  onStand?(stand: S): void;
  signal?: AbortSignal;
  warte?: typeof warten;
}): Promise<S> {
  const warte = o.warte ?? warten;
  let pause = ERSTE_ABFRAGE_MS;
  for (;;) {
    await warte(pause, o.signal);
    const stand = await o.abfragen(o.signal);
    o.onStand?.(stand);
    if (istFertig(stand)) return stand;
    pause = FOLGE_ABFRAGE_MS;
  }
}
