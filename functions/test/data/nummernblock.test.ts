/**
 * Numbers drawn a block at a time (data/nummernblock.ts): one counter write per block, every
 * number handed out once — also to callers at once, and across sources sharing one counter (two
 * chunks, or a chunk and its restarted execution).
 */
import { describe, expect, it } from 'vitest';
import { blockBis, nummernVorrat } from '../../src/data/nummernblock';

/** A counter as the atomic ADD keeps it, recording each draw; answers after other callers ran. */
function zaehler() {
  let wert = 0;
  const ziehungen: number[] = [];
  const ziehen = async (anzahl: number) => {
    ziehungen.push(anzahl);
    await new Promise<void>((fertig) => setImmediate(fertig));
    wert += anzahl;
    return wert;
  };
  return { ziehen, ziehungen };
}

describe('blockBis', () => {
  it('nennt die Nummern, die eine Erhöhung um n mit dem Ergebnis letzter ausgab', () => {
    expect(blockBis(10, 1)).toEqual({ von: 10, bis: 10 });
    expect(blockBis(2_000, 2_000)).toEqual({ von: 1, bis: 2_000 });
    expect(blockBis(57, 7)).toEqual({ von: 51, bis: 57 });
  });

  it('lehnt einen leeren oder gebrochenen Block ab', () => {
    expect(() => blockBis(10, 0)).toThrow();
    expect(() => blockBis(10, 1.5)).toThrow();
  });
});

describe('nummernVorrat', () => {
  it('zieht erst bei der ersten Nummer, dann einen Block für so viele Nummern', async () => {
    const z = zaehler();
    const naechste = nummernVorrat(z.ziehen, 3);
    expect(z.ziehungen).toEqual([]);
    const nummern = [await naechste(), await naechste(), await naechste()];
    expect(nummern).toEqual([1, 2, 3]);
    expect(z.ziehungen).toEqual([3]);
  });

  it('gibt Aufrufern zugleich je eine Nummer aus einem gemeinsamen Zug', async () => {
    const z = zaehler();
    const naechste = nummernVorrat(z.ziehen, 5);
    const nummern = await Promise.all(Array.from({ length: 5 }, () => naechste()));
    expect(nummern.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(z.ziehungen).toEqual([5]);
  });

  it('zieht einen weiteren Block, wenn einer aufgebraucht ist', async () => {
    const z = zaehler();
    const naechste = nummernVorrat(z.ziehen, 2);
    const nummern = await Promise.all(Array.from({ length: 5 }, () => naechste()));
    expect(nummern.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(z.ziehungen).toEqual([2, 2, 2]);
    // The last block's second number is left: a gap, never handed out by another source.
    const andere = nummernVorrat(z.ziehen, 2);
    expect(await andere()).toBe(7);
  });

  it('gibt über Vorräte am selben Zähler keine Nummer zweimal aus (Abschnitte zugleich, neu gestartet)', async () => {
    const z = zaehler();
    const abschnitte = [nummernVorrat(z.ziehen, 4), nummernVorrat(z.ziehen, 3), nummernVorrat(z.ziehen, 4)];
    // The first chunk stops after two numbers; its continuation draws a block of its own.
    const erster = [await abschnitte[0]!(), await abschnitte[0]!()];
    const fortgesetzt = nummernVorrat(z.ziehen, 4);
    const rest = await Promise.all([
      ...Array.from({ length: 5 }, () => abschnitte[1]!()),
      ...Array.from({ length: 4 }, () => abschnitte[2]!()),
      ...Array.from({ length: 2 }, () => fortgesetzt()),
    ]);
    const alle = [...erster, ...rest];
    expect(new Set(alle).size).toBe(alle.length);
    // Within a source the numbers rise in the order they were asked for.
    expect(erster).toEqual([erster[0], erster[0]! + 1]);
  });

  it('reicht einen Fehler des Zählers an alle Wartenden weiter und zieht beim nächsten Mal neu', async () => {
    let versuche = 0;
    const naechste = nummernVorrat(async () => {
      versuche++;
      if (versuche === 1) throw new Error('gedrosselt');
      return 10;
    }, 2);
    await expect(Promise.all([naechste(), naechste()])).rejects.toThrow('gedrosselt');
    expect(await naechste()).toBe(9);
    expect(await naechste()).toBe(10);
    expect(versuche).toBe(2);
  });
});
