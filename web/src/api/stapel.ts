/**
 * A selection larger than one request may name (HOECHSTE_ID_LISTE ids, review §2): sent in
 * several requests, one after the other, and watched as one piece of work — its state has the
 * shape of a progress record, so FortschrittDialog shows one bar for all requests as it does for
 * a run on the server. Pure apart from the requests it is given.
 */
import { HOECHSTE_ID_LISTE, type Fortschritt } from '@lieferdesk/shared';

/** The list in pieces of at most `groesse`, in order. */
export function inStapel<T>(liste: readonly T[], groesse: number = HOECHSTE_ID_LISTE): T[][] {
  if (!Number.isInteger(groesse) || groesse < 1) throw new Error(`Ungültige Stapelgröße ${groesse}`);
  const stapel: T[][] = [];
  for (let i = 0; i < liste.length; i += groesse) stapel.push(liste.slice(i, i + groesse));
  return stapel;
}

export interface StapelArbeit {
  /** The state as a progress record: act entries done of max; sLabel (`fertig`) once all are. */
  stand(): Promise<Fortschritt>;
  /** Settles when the last request is answered or one failed (never rejects). */
  beendet: Promise<void>;
}

/**
 * Starts sending `liste` in stacks of at most HOECHSTE_ID_LISTE with `senden`, one request at a
 * time (the server does each as one piece of work; several at once would only compete). The
 * first failure stops the rest: the next `stand()` rejects with it.
 */
export function stapelweiseSenden<T>(
  liste: readonly T[],
  senden: (stapel: T[]) => Promise<unknown>,
  fertig: string,
): StapelArbeit {
  const max = liste.length;
  let act = 0;
  let fehler: { grund: unknown } | undefined;
  const beendet = (async () => {
    for (const stapel of inStapel(liste)) {
      await senden(stapel);
      act += stapel.length;
    }
  })().catch((grund: unknown) => {
    fehler = { grund };
  });
  return {
    stand: () =>
      fehler ? Promise.reject(fehler.grund) : Promise.resolve({ act, max, sLabel: act >= max ? fertig : '' }),
    beendet,
  };
}
