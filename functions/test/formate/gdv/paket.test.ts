import { describe, expect, it } from 'vitest';
import { kompiliere, kompilierteReleases, LAYOUT_RELEASES } from '../../../src/formate/gdv/layout';
import type { LayoutRelease } from '../../../src/formate/gdv/layouts/typen';
import { waehleLayouts } from '../../../src/formate/gdv/release-wahl';
import { GdvLeser, gdvZeilen } from '../../../src/formate/gdv/zeilen';
import { fixture, lies, stuecke, zeile } from './hilfen';

const MUSTER = fixture('musterdatei_041222.txt').toString('latin1');
const linien = () => MUSTER.split('\n').filter((z) => z.trim() !== '');
const nachsatzGruende = async (text: string) =>
  (await lies(text)).protokoll.warnungen.filter((w) => w.grund.startsWith('Nachsatz')).map((w) => w.grund);

describe('Nachsatz-Prüfung', () => {
  it('stimmen Anzahl und Gesamtbeitrag, gibt es keine Warnung', async () => {
    expect(await nachsatzGruende(MUSTER)).toEqual([]);
  });

  it('falsche Anzahl der Sätze: Warnung, die Zeilen bleiben gelesen', async () => {
    const z = linien();
    z[164] = `9999${'0000000161'}${z[164]!.slice(14)}`;
    expect(await nachsatzGruende(z.join('\n'))).toEqual([
      'Nachsatz nennt 161 Sätze, das Paket hat 162 zwischen Vor- und Nachsatz',
    ]);
    expect((await lies(z.join('\n'))).zeilen.every((e) => e.status === 0)).toBe(true);
  });

  it('falscher Gesamtbeitrag: Warnung mit beiden Beträgen', async () => {
    const z = linien();
    z[164] = `${z[164]!.slice(0, 24)}000000000480601${z[164]!.slice(39)}`;
    expect(await nachsatzGruende(z.join('\n'))).toEqual([
      'Nachsatz nennt Gesamtbeitrag 4.806,01, die Verträge (0200) ergeben 4.806,00',
    ]);
  });

  it('Inkasso-Summen werden nur geprüft, wo das Paket Inkassosätze 0400 hat', async () => {
    // unfall.gdv: one 0400 with gross premium 150,89; its Nachsatz says 16.866,13.
    const gruende = (await lies(fixture('unfall.gdv'))).protokoll.warnungen.map((w) => w.grund);
    expect(gruende).toContain(
      'Nachsatz nennt Gesamtbeitrag-Brutto (Inkasso) 16.866,13, die Inkassosätze (0400) ergeben 150,89',
    );
    expect(await nachsatzGruende(MUSTER)).toEqual([]);
  });

  it('mehrere Pakete, Nachsatz ohne Vorsatz, Sätze außerhalb eines Pakets', async () => {
    const vorsatz = zeile({ 1: '0001', 5: '1111', 256: '1' });
    const satz = zeile({ 1: '0100', 5: '1111', 11: '030', 14: '77'.padStart(17), 256: '1' });
    const nachsatz = (n: number) => zeile({ 1: '9999', 5: String(n).padStart(10, '0') });
    const text = [vorsatz, satz, nachsatz(1), satz, nachsatz(1), vorsatz, satz, satz, nachsatz(2)].join('\n');
    const { zeilen, protokoll } = await lies(text);
    expect(
      protokoll.pakete.map((p) => [p.vorsatzZeile, p.nachsatzZeile, p.saetze, p.nachsatzAnzahl]),
    ).toEqual([
      [1, 3, 1, 1],
      [6, 9, 2, 2],
    ]);
    expect(zeilen.map((e) => e.paket)).toEqual([1, 1, 1, null, null, 2, 2, 2, 2]);
    expect(protokoll.warnungen.map((w) => [w.zeile, w.grund])).toEqual([
      [4, 'Sätze außerhalb eines Datenpakets (vor dem Vorsatz 0001 oder nach dem Nachsatz 9999)'],
      [5, 'Nachsatz 9999 ohne vorangehenden Vorsatz 0001'],
    ]);
  });

  it('ein neuer Vorsatz ohne vorigen Nachsatz schließt das Paket mit Warnung', async () => {
    const vorsatz = zeile({ 1: '0001', 5: '1111', 256: '1' });
    const satz = zeile({ 1: '0100', 5: '1111', 11: '030', 14: '77'.padStart(17), 256: '1' });
    const { protokoll } = await lies(
      [vorsatz, satz, vorsatz, satz, zeile({ 1: '9999', 5: '0000000001' })].join('\n'),
    );
    expect(protokoll.pakete.map((p) => [p.saetze, p.nachsatzAnzahl])).toEqual([
      [1, null],
      [1, 1],
    ]);
    expect(protokoll.warnungen.map((w) => w.grund)).toEqual([
      'Nachsatz 9999 fehlt: Datenpaket ab Zeile 1 endet ohne Nachsatz',
    ]);
  });
});

describe('Wahl des Layout-Release nach den Versionen des Vorsatzes', () => {
  /** A made-up older release: like 2023, but 0200 in version 1.9 with three decimals in the net premium. */
  function aelteresRelease(): LayoutRelease {
    const r = structuredClone(LAYOUT_RELEASES[0]!) as LayoutRelease;
    r.release = 'VUVM2004';
    const vertrag = r.typen.find((t) => t.schluessel === '0200')!;
    vertrag.version = '1.9';
    const beitrag = vertrag.teile[0]!.felder.find((f) => f[0] === 'GesbeitragNettoInWE')!;
    beitrag[4] = 3;
    return r;
  }

  it('je Satzart-Familie das Release mit genau der Version, sonst das neueste mit Warnung', () => {
    const releases = [kompilierteReleases()[0]!, kompiliere(aelteresRelease())];
    const wahl = waehleLayouts(
      releases,
      new Map([
        ['0200', '1.9'],
        ['0100', '1.9'],
        ['0220.030', '2.5'],
      ]),
    );
    expect(wahl.aeltere).toEqual(new Map([['0200', 'VUVM2004']]));
    expect([...wahl.abweichungen.values()]).toEqual([
      { familie: '0100', vorsatz: '1.9', release: 'VUVM2023', layout: '2.3' },
    ]);
    expect(wahl.satzarten[200]).toBe(releases[1]!.satzarten[200]);
    expect(wahl.satzarten[100]).toBe(releases[0]!.satzarten[100]);
  });

  it('die Musterdatei (0200 in 1.9) liest ihre Verträge nach dem passenden älteren Release', async () => {
    const leser = new GdvLeser([kompilierteReleases()[0]!, kompiliere(aelteresRelease())]);
    const zeilen = [];
    for await (const e of gdvZeilen(stuecke(Buffer.from(MUSTER, 'latin1')), leser)) zeilen.push(e);
    // "000000041141" read with three decimals by the made-up release.
    expect(zeilen[4]!.felder).toMatchObject({ GesbeitragNettoInWE: 41.141 });
    expect(leser.protokoll.pakete[0]!.release).toBe('VUVM2023, VUVM2004');
    const version = leser.protokoll.warnungen.find((w) => w.grund.startsWith('Der Vorsatz nennt'))!;
    expect(version.grund).not.toMatch(/0200 1\.9/);
    expect(version.grund).toMatch(/0100 1\.9 \(Layout 2\.3\)/);
  });
});
