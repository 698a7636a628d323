import { describe, expect, it } from 'vitest';
import { HOECHSTE_ID_LISTE, type Fortschritt } from '@lieferdesk/shared';
import { inStapel, stapelweiseSenden } from '../src/api/stapel';
import { fortschrittVerfolgen } from '../src/komponenten/fortschritt';

const ids = (anzahl: number) => Array.from({ length: anzahl }, (_, i) => i + 1);

describe('Auswahl in Stapeln (höchstens HOECHSTE_ID_LISTE Ids je Anfrage)', () => {
  it('teilt in Stapel der Höchstgröße, der Reihe nach, ohne etwas auszulassen', () => {
    expect(HOECHSTE_ID_LISTE).toBe(1000);
    expect(inStapel([])).toEqual([]);
    expect(inStapel(ids(1)).map((s) => s.length)).toEqual([1]);
    expect(inStapel(ids(1000)).map((s) => s.length)).toEqual([1000]);
    expect(inStapel(ids(1001)).map((s) => s.length)).toEqual([1000, 1]);
    const stapel = inStapel(ids(2500));
    expect(stapel.map((s) => s.length)).toEqual([1000, 1000, 500]);
    expect(stapel.flat()).toEqual(ids(2500));
    expect(inStapel(ids(5), 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(() => inStapel(ids(5), 0)).toThrow();
  });

  it('sendet die Stapel nacheinander und meldet einen Fortschritt über alle', async () => {
    const gesendet: number[][] = [];
    let offen = 0;
    let hoechstensOffen = 0;
    const freigaben: (() => void)[] = [];
    const arbeit = stapelweiseSenden(
      ids(2500),
      async (stapel) => {
        offen++;
        hoechstensOffen = Math.max(hoechstensOffen, offen);
        gesendet.push(stapel);
        await new Promise<void>((weiter) => freigaben.push(weiter));
        offen--;
      },
      '2500 Zeilen wurden gelöscht.',
    );
    const naechster = async () => {
      await Promise.resolve();
      freigaben.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    };
    expect(await arbeit.stand()).toEqual({ act: 0, max: 2500, sLabel: '' });
    await naechster();
    expect(await arbeit.stand()).toEqual({ act: 1000, max: 2500, sLabel: '' });
    await naechster();
    await naechster();
    await arbeit.beendet;
    expect(await arbeit.stand()).toEqual({ act: 2500, max: 2500, sLabel: '2500 Zeilen wurden gelöscht.' });
    expect(gesendet.map((s) => s.length)).toEqual([1000, 1000, 500]);
    expect(gesendet.flat()).toEqual(ids(2500));
    expect(hoechstensOffen).toBe(1);
  });

  it('der Fortschrittsdialog verfolgt sie wie einen Lauf auf dem Server: ein Balken bis zum Ende', async () => {
    const arbeit = stapelweiseSenden(ids(1500), async () => undefined, 'fertig');
    const gesehen: Fortschritt[] = [];
    const letzter = await fortschrittVerfolgen({
      abfragen: arbeit.stand,
      onStand: (s) => gesehen.push(s),
      warte: async () => undefined,
    });
    expect(letzter).toEqual({ act: 1500, max: 1500, sLabel: 'fertig' });
    expect(gesehen.every((s) => s.max === 1500)).toBe(true);
  });

  it('ein Fehler hält die übrigen Stapel an; der nächste Stand wirft ihn', async () => {
    const gesendet: number[] = [];
    const abgelehnt = new Error('Zeile 1001 ist gebucht');
    const arbeit = stapelweiseSenden(
      ids(3000),
      async (stapel) => {
        gesendet.push(stapel[0]!);
        if (stapel[0] === 1001) throw abgelehnt;
      },
      'fertig',
    );
    await arbeit.beendet;
    expect(gesendet).toEqual([1, 1001]);
    await expect(arbeit.stand()).rejects.toBe(abgelehnt);
  });
});
