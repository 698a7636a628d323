import { describe, expect, it } from 'vitest';
import { AUSNAHMEN_TEXTE as T, kategorieAusnahme, type BiproKategorie } from '@lieferdesk/shared';
import { ARCHIV_GRUND, einordnen } from '../../src/domain/bipro/einordnung';
import { Ungueltig } from '../../src/domain/fehler';
import { aenderungen, ausnahmenZeilen } from '../../src/ausnahmen/zeilen';

const kategorie = (
  gevoArt: number,
  unterKategorie: string,
  kategorieFK: number,
  statusFK?: number,
): BiproKategorie => ({
  gevoArt,
  hauptKategorie: 'Vertrag',
  unterKategorie,
  kategorieFK,
  ...(statusFK ? { statusFK } : {}),
  dateCreated: '2026-01-01T00:00:00.000Z',
});
const kuendigung = kategorie(160010000, 'Kündigung', 6, 4);
const police = kategorie(100007000, 'Policierung', 2);

describe('Zeilen der Kategorie-Ausnahmen (reference §2.15, §3)', () => {
  it('listet jede Kategorie nach GeVo-Art, markiert die Ausnahmen, zeigt MSC-Kategorie und Status', () => {
    const zeilen = ausnahmenZeilen([kuendigung, police], new Set([160010000]));
    expect(zeilen).toEqual([
      {
        gevoArt: 100007000,
        unterKategorie: 'Policierung',
        hauptKategorie: 'Police',
        statusFK: null,
        checked: false,
      },
      {
        gevoArt: 160010000,
        unterKategorie: 'Kündigung',
        hauptKategorie: 'Kündigung',
        statusFK: 4,
        checked: true,
      },
    ]);
    for (const z of zeilen) expect(kategorieAusnahme.parse(z)).toEqual(z);
  });

  it('zeigt eine Ausnahme, deren Kategorie gelöscht wurde, damit sie entfernt werden kann', () => {
    expect(ausnahmenZeilen([police], new Set([999999000]))).toContainEqual({
      gevoArt: 999999000,
      unterKategorie: '',
      hauptKategorie: '',
      statusFK: null,
      checked: true,
    });
  });
});

describe('Geänderte Zeilen eines Speicherns', () => {
  const kategorien = new Set([100007000, 160010000]);

  it('setzt markierte, entfernt abgewählte und lässt, was schon so ist', () => {
    expect(
      aenderungen(
        [
          { gevoArt: 100007000, checked: true },
          { gevoArt: 160010000, checked: false },
          { gevoArt: 999999000, checked: false },
        ],
        new Set([160010000, 999999000]),
        kategorien,
      ),
    ).toEqual({ setzen: [100007000], entfernen: [160010000, 999999000] });
    expect(aenderungen([{ gevoArt: 100007000, checked: true }], new Set([100007000]), kategorien)).toEqual({
      setzen: [],
      entfernen: [],
    });
  });

  it('verweigert eine neue Ausnahme ohne Kategorie und eine doppelt genannte GeVo-Art', () => {
    const unbekannt = () => aenderungen([{ gevoArt: 123000000, checked: true }], new Set(), kategorien);
    expect(unbekannt).toThrow(Ungueltig);
    expect(unbekannt).toThrow(T.kategorieUnbekannt(123000000));
    const doppelt = () =>
      aenderungen(
        [
          { gevoArt: 100007000, checked: true },
          { gevoArt: 100007000, checked: false },
        ],
        new Set(),
        kategorien,
      );
    expect(doppelt).toThrow(T.doppelt(100007000));
  });

  it('was gespeichert wird, archiviert die Abholung ab dann: einordnen mit den neuen Ausnahmen', () => {
    const bestehend = new Set<number>();
    const { setzen } = aenderungen([{ gevoArt: 160010000, checked: true }], bestehend, kategorien);
    const danach = new Set([...bestehend, ...setzen]);
    const karte = new Map([kuendigung, police].map((k) => [k.gevoArt, k]));
    const datei = { gevoArt: 160010000, dateiname: 'kuendigung.pdf' };
    expect(einordnen(datei, karte, bestehend).ziel).toBe('dokument');
    expect(einordnen(datei, karte, danach)).toMatchObject({
      ziel: 'archiv',
      cause: ARCHIV_GRUND.ausgenommen(160010000),
    });
  });
});
