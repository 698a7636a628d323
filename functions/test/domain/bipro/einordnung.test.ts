import { describe, expect, it } from 'vitest';
import type { BiproKategorie } from '@lieferdesk/shared';
import { ARCHIV_GRUND, einordnen, gevoArtAus } from '../../../src/domain/bipro/einordnung';

const police: BiproKategorie = {
  gevoArt: 100007000,
  hauptKategorie: 'Antrag',
  unterKategorie: 'Policierung',
  kategorieFK: 2,
  statusFK: null,
  dateCreated: '2026-01-01T00:00:00.000Z',
};
const kategorien = new Map([[police.gevoArt, police]]);
const keine = new Set<number>();

describe('Einordnung einer gelieferten Datei nach ihrer GeVo-Art', () => {
  it.each([
    [210400000, 'x.csv', 'abrechnung'],
    [999050000, 'x.gdv', 'abrechnung'],
    [230070002, 'x.csv', 'abrechnung'],
    [140012020, 'mahnliste.csv', 'mahnung'],
    [140012021, 'mahnung.PDF', 'dokument'],
    [999010010, 'bestand.gdv', 'gdv'],
    [999000000, 'x.txt', 'gdv'],
    [100007000, 'police.pdf', 'dokument'],
    [160010000, 'k.pdf', 'dokument'],
  ] as const)('%i, %s → %s', (gevoArt, dateiname, ziel) => {
    expect(einordnen({ gevoArt, dateiname }, kategorien, keine).ziel).toBe(ziel);
  });

  it('archiviert einen Dateityp außerhalb der Liste oder ein PDF, das keines ist, als nicht erlaubt', () => {
    const pdfAnfang = new Uint8Array(Buffer.from('%PDF-1.4\n'));
    const programm = new Uint8Array(Buffer.from('MZ\x90\x00'));
    for (const [dateiname, anfang] of [
      ['rechnung.exe', undefined],
      ['seite.html', pdfAnfang],
      ['ohne-endung', undefined],
      ['police.pdf', programm],
      ['bestand.zip', programm],
    ] as const) {
      expect(einordnen({ gevoArt: 100007000, dateiname, anfang }, kategorien, keine), dateiname).toEqual({
        ziel: 'archiv',
        cause: ARCHIV_GRUND.dateityp,
        kategorie: police,
      });
    }
    expect(ARCHIV_GRUND.dateityp).toBe('Dateityp nicht erlaubt');
    expect(
      einordnen({ gevoArt: 100007000, dateiname: 'police.pdf', anfang: pdfAnfang }, kategorien, keine).ziel,
    ).toBe('dokument');
    // Unreadable stays unreadable: its cause says more than its type.
    expect(einordnen({ dateiname: 'x.exe', fehler: 'kaputt' }, kategorien, keine).cause).toBe(
      ARCHIV_GRUND.unlesbar('kaputt'),
    );
  });

  it('ohne GeVo-Art ein Dokument; die Kategorie bekannter Arten wird mitgegeben', () => {
    expect(einordnen({ dateiname: 'a.pdf' }, kategorien, keine)).toEqual({ ziel: 'dokument' });
    expect(einordnen({ gevoArt: 100007000, dateiname: 'a.pdf' }, kategorien, keine).kategorie).toBe(police);
  });

  it('archiviert Unlesbares, Ausnahmen der Gesellschaft und schon Geliefertes, mit Grund (in dieser Reihenfolge)', () => {
    const ausnahmen = new Set([100007000]);
    expect(
      einordnen({ gevoArt: 100007000, dateiname: 'a.pdf', fehler: 'kaputt' }, kategorien, ausnahmen),
    ).toMatchObject({ ziel: 'archiv', cause: ARCHIV_GRUND.unlesbar('kaputt') });
    expect(
      einordnen({ gevoArt: 100007000, dateiname: 'a.pdf', bereitsGeliefert: 7 }, kategorien, ausnahmen),
    ).toMatchObject({ ziel: 'archiv', cause: ARCHIV_GRUND.ausgenommen(100007000) });
    expect(
      einordnen({ gevoArt: 210400000, dateiname: 'a.csv', bereitsGeliefert: 7 }, kategorien, keine),
    ).toMatchObject({
      ziel: 'archiv',
      cause: ARCHIV_GRUND.doppelt(7),
    });
  });

  it('archiviert Lieferungen für eine Struktur der Makler-Blacklist mit Grund, vor dem schon Gelieferten', () => {
    expect(
      einordnen(
        { gevoArt: 100007000, dateiname: 'a.pdf', gesperrteStruktur: '10000', bereitsGeliefert: 3 },
        kategorien,
        keine,
      ),
    ).toMatchObject({ ziel: 'archiv', cause: ARCHIV_GRUND.gesperrt('10000') });
  });

  it('liest 3-, 6- und 9-stellige Codes, alles andere nicht', () => {
    expect(gevoArtAus('100')).toBe(100000000);
    expect(gevoArtAus('140012')).toBe(140012000);
    expect(gevoArtAus(' 999010010 ')).toBe(999010010);
    for (const falsch of [undefined, '', '12', '1000', '99901001x', '9990100100'])
      expect(gevoArtAus(falsch)).toBeUndefined();
  });
});
