/**
 * Keyset pages over month partitions (data/seitenweise.ts) against streams over arrays, as the
 * list Queries deliver them: paging to the end takes every row that passes once, in order, on
 * every stream layout (one stream a month, a broker's several merged, short reads), and a page
 * reads about itself, not the range.
 */
import { describe, expect, it } from 'vitest';
import { seitenweiseLesen, type Strom } from '../../src/data/seitenweise';

interface Zeile {
  monat: string;
  t: number;
  id: number;
  strom: number;
}

/** Newest first, ties by id (a total order). */
const vergleiche = (a: Zeile, b: Zeile) => b.t - a.t || b.id - a.id;

/** `n` rows over three months and `stroeme` streams, times repeating so ties occur. */
function daten(n: number, stroeme: number): Zeile[] {
  return Array.from({ length: n }, (_, i) => ({
    monat: ['2026-09', '2026-10', '2026-11'][i % 3]!,
    t: Math.floor(i / 2) + (i % 3) * 100_000,
    id: i + 1,
    strom: i % stroeme,
  }));
}

/** A stream over the rows of one month and stream after `nach`, read `hoechstens` at a time. */
function strom(zeilen: Zeile[], hoechstens: number, zaehler: { gelesen: number }): Strom<Zeile> {
  let pos = 0;
  return {
    async naechste(bedarf) {
      const teil = zeilen.slice(pos, pos + Math.min(hoechstens, bedarf + 1));
      pos += teil.length;
      zaehler.gelesen += teil.length;
      return { zeilen: teil, zuEnde: pos >= zeilen.length };
    },
  };
}

async function alleSeiten(
  alle: Zeile[],
  o: {
    stroeme: number;
    anzahl: number;
    passt?: (z: Zeile) => boolean;
    hoechstensGelesen?: number;
    lesen?: number;
  },
) {
  const gesehen: Zeile[] = [];
  let nach: Zeile | undefined;
  const zaehler = { gelesen: 0 };
  const lesungen: number[] = [];
  for (let runde = 0; runde < 1000; runde++) {
    const vorher = zaehler.gelesen;
    const s = await seitenweiseLesen<Zeile>({
      monate: ['2026-11', '2026-10', '2026-09'].filter((m) => !nach || m <= nach.monat),
      stroeme: (monat) =>
        Array.from({ length: o.stroeme }, (_, k) =>
          strom(
            alle
              .filter((z) => z.monat === monat && z.strom === k && (!nach || vergleiche(z, nach) > 0))
              .sort(vergleiche),
            o.lesen ?? 1000,
            zaehler,
          ),
        ),
      vergleiche,
      passt: o.passt ?? (() => true),
      anzahl: o.anzahl,
      hoechstensGelesen: o.hoechstensGelesen ?? 5000,
    });
    lesungen.push(zaehler.gelesen - vorher);
    gesehen.push(...s.zeilen);
    if (s.zuEnde) break;
    const weiter = s.zeilen.length === o.anzahl ? s.zeilen[s.zeilen.length - 1] : s.bis;
    expect(weiter, 'eine Seite kommt voran').toBeDefined();
    nach = weiter;
  }
  return { gesehen, lesungen };
}

describe('Seiten über die Monate der Listenindizes', () => {
  for (const [stroeme, lesen] of [
    [1, 1000],
    [3, 1000],
    [3, 7],
  ] as const)
    it(`nimmt jede Zeile genau einmal und in Reihenfolge (${stroeme} Ströme, je ${lesen} gelesen)`, async () => {
      const alle = daten(1000, stroeme);
      const { gesehen } = await alleSeiten(alle, { stroeme, anzahl: 100, lesen });
      expect(gesehen.map((z) => z.id)).toEqual([...alle].sort(vergleiche).map((z) => z.id));
    });

  it('liest für eine Seite etwa die Seite, nicht den Zeitraum', async () => {
    const { lesungen } = await alleSeiten(daten(3000, 1), { stroeme: 1, anzahl: 100 });
    expect(lesungen.length).toBe(30);
    // One row more than the page, at most, plus the next month's first row where a month ends.
    for (const n of lesungen) expect(n).toBeLessThanOrEqual(103);
  });

  it('wendet den Filter an und hält bei der Lesegrenze mit der Stelle, bis zu der gelesen wurde', async () => {
    const alle = daten(3000, 2);
    const passt = (z: Zeile) => z.id % 50 === 0;
    const { gesehen, lesungen } = await alleSeiten(alle, {
      stroeme: 2,
      anzahl: 20,
      passt,
      hoechstensGelesen: 200,
      lesen: 40,
    });
    expect(gesehen.map((z) => z.id)).toEqual(
      alle
        .filter(passt)
        .sort(vergleiche)
        .map((z) => z.id),
    );
    // Several calls: each stopped at its bound (plus one round of reads) instead of reading on.
    expect(lesungen.length).toBeGreaterThan(5);
    for (const n of lesungen) expect(n).toBeLessThanOrEqual(200 + 2 * 40);
  });

  it('sagt am Ende der Daten zuEnde, mit vollen Seiten davor', async () => {
    const alle = daten(250, 1);
    const s = await seitenweiseLesen<Zeile>({
      monate: ['2026-11', '2026-10', '2026-09'],
      stroeme: (monat) => [
        strom(alle.filter((z) => z.monat === monat).sort(vergleiche), 1000, { gelesen: 0 }),
      ],
      vergleiche,
      passt: () => true,
      anzahl: 251,
      hoechstensGelesen: 5000,
    });
    expect(s.zeilen).toHaveLength(250);
    expect(s.zuEnde).toBe(true);
  });
});
