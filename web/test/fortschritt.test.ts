import { describe, expect, it } from 'vitest';
import type { Fortschritt } from '@lieferdesk/shared';
import {
  ERSTE_ABFRAGE_MS,
  FOLGE_ABFRAGE_MS,
  fortschrittVerfolgen,
  prozentVon,
  warten,
} from '../src/komponenten/fortschritt';

describe('Fortschritt verfolgen (Reference §4, §9)', () => {
  it('fragt zuerst nach 1 s, dann alle 3 s, bis act >= max', async () => {
    const pausen: number[] = [];
    const staende: Fortschritt[] = [
      { act: 0, max: 300, sLabel: '' },
      { act: 150, max: 300, sLabel: '' },
      { act: 300, max: 300, sLabel: 'Fertig' },
    ];
    const gesehen: number[] = [];
    const letzter = await fortschrittVerfolgen({
      abfragen: async () => staende.shift()!,
      onStand: (s) => gesehen.push(s.act),
      warte: async (ms) => void pausen.push(ms),
    });
    expect(letzter.sLabel).toBe('Fertig');
    expect(pausen).toEqual([ERSTE_ABFRAGE_MS, FOLGE_ABFRAGE_MS, FOLGE_ABFRAGE_MS]);
    expect([ERSTE_ABFRAGE_MS, FOLGE_ABFRAGE_MS]).toEqual([1000, 3000]);
    expect(gesehen).toEqual([0, 150, 300]);
  });
  it('endet mit dem Fehler einer Abfrage', async () => {
    await expect(
      fortschrittVerfolgen({
        abfragen: async () => {
          throw new Error('Lauf nicht gefunden');
        },
        warte: async () => {},
      }),
    ).rejects.toThrow('Lauf nicht gefunden');
  });
  it('bricht das Warten ab', async () => {
    const abbruch = new AbortController();
    const wartet = warten(60_000, abbruch.signal);
    abbruch.abort();
    await expect(wartet).rejects.toMatchObject({ name: 'AbortError' });
  });
  it('zeigt vor der ersten Antwort 0 von 10000 und rechnet in Prozent', () => {
    expect(prozentVon(undefined)).toBe(0);
    expect(prozentVon({ act: 2500, max: 10000 })).toBe(25);
    expect(prozentVon({ act: 7, max: 0 })).toBe(0);
    expect(prozentVon({ act: 12, max: 10 })).toBe(100);
  });
});
