/**
 * An answer read as it arrives, each file it carries into a sink of the caller's `Ablage`
 * (`antwortStreamen`, the download job), or an answer held in memory read by the same reader
 * (`antwortSynchronLesen`: `antwortLesen`, the CLI). How an answer is read: antwortLeser.ts.
 */
import type { Ablage, DateiSenke, StromAntwort } from './ablage';
import { AntwortLeser, type Auftrag } from './antwortLeser';
import type { LeseOptionen } from './grenzen';
import { meldungText } from './meldungen';

// A caller sets the reader's options and meets its limits where it imports antwortStreamen.
export { VORLAEUFIG_HOECHSTE_EINTRAEGE, type LeseOptionen } from './grenzen';

/**
 * Sinks open at once (`antwortStreamen`): each may hold a few MB (an S3 part). The reader keeps
 * fewer open; a sink past the bound is not opened, its file is refused.
 */
export const HOECHSTE_OFFENE_SENKEN = 8;

/**
 * Reads an answer from its bytes as they come (the body of a getShipment call) and stores every
 * file it carries through `ablage`, awaiting each write. A cut connection (the source throws)
 * aborts the files not complete and makes the answer not OK; so does a sink that fails. When it
 * returns, every sink it opened has been completed or aborted, and its temporary files are gone.
 */
export async function antwortStreamen(
  quelle: AsyncIterable<Uint8Array>,
  contentType: string | undefined,
  ablage: Ablage,
  o: LeseOptionen = {},
): Promise<StromAntwort> {
  const leser = new AntwortLeser(contentType, o);
  const senken = new Map<number, DateiSenke>();
  const ausfuehren = async (a: Auftrag) => {
    if (a.art !== 'abbrechen' && !leser.lebt(a.griff)) return;
    const senke = senken.get(a.griff);
    try {
      switch (a.art) {
        case 'oeffnen':
          // A safety net: the reader holds fewer open (a ZIP's entries held past the bound are
          // discarded and unpacked again from its temporary file).
          if (senken.size >= HOECHSTE_OFFENE_SENKEN)
            return leser.senkeGescheitert(
              a.griff,
              leser.dauerhaft(`mehr als ${HOECHSTE_OFFENE_SENKEN} Dateien der Antwort zugleich offen`),
            );
          senken.set(a.griff, await ablage(a.kopf));
          return;
        case 'schreiben':
          return await senke!.schreiben(a.teil);
        case 'abschliessen':
          senken.delete(a.griff);
          return await senke!.abschliessen({ bytes: a.bytes, sha256: a.sha256 });
        case 'abbrechen':
          senken.delete(a.griff);
          return await senke?.abbrechen(a.grund);
      }
    } catch (e) {
      if (a.art === 'abbrechen') return;
      const grund = `sie konnte nicht abgelegt werden (${meldungText(e)})`;
      leser.senkeGescheitert(a.griff, grund);
      senken.delete(a.griff);
      await senke?.abbrechen(grund).catch(() => undefined);
    }
  };

  const iterator = quelle[Symbol.asyncIterator]();
  let abgebrochen: string | undefined;
  let quelleZuEnde = false;
  try {
    while (!leser.beendet) {
      let schritt: IteratorResult<Uint8Array>;
      try {
        schritt = await iterator.next();
      } catch (e) {
        quelleZuEnde = true;
        abgebrochen = meldungText(e);
        break;
      }
      if (schritt.done) {
        quelleZuEnde = true;
        break;
      }
      for (const a of leser.schreiben(schritt.value)) await ausfuehren(a);
    }
    for (const a of abgebrochen !== undefined ? leser.abbrechen(abgebrochen) : leser.ende())
      await ausfuehren(a);
  } finally {
    // A broken answer is not read on: the rest of it is not fetched.
    if (!quelleZuEnde) await iterator.return?.().catch(() => undefined);
    for (const [griff, senke] of senken) {
      leser.senkeGescheitert(griff, 'das Lesen der Antwort brach ab');
      await senke.abbrechen('das Lesen der Antwort brach ab').catch(() => undefined);
    }
    leser.aufraeumen();
  }
  return leser.ergebnis().antwort;
}

/**
 * Reads an answer held (or read) synchronously, piece by piece, handing every order for the
 * sinks to `ausfuehren` — the same reader as `antwortStreamen`, for `antwortLesen` and the CLI.
 */
export function antwortSynchronLesen(
  stuecke: Iterable<Uint8Array>,
  contentType: string | undefined,
  ausfuehren: (a: Auftrag) => void = () => undefined,
  o: LeseOptionen = {},
): { antwort: StromAntwort; griffe: (number | undefined)[][] } {
  const leser = new AntwortLeser(contentType, o);
  try {
    for (const stueck of stuecke) {
      for (const a of leser.schreiben(stueck)) ausfuehren(a);
      if (leser.beendet) break;
    }
    for (const a of leser.ende()) ausfuehren(a);
  } finally {
    leser.aufraeumen();
  }
  return leser.ergebnis();
}
