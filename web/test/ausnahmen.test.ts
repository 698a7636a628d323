import { describe, expect, it } from 'vitest';
import { ausnahmenSpeichern, type KategorieAusnahme } from '@lieferdesk/shared';
import { geaenderteZeilen, gespeicherteAuswahl, gezaehlt } from '../src/pages/ausnahmen/auswahl';

const zeile = (gevoArt: number, checked: boolean): KategorieAusnahme => ({
  gevoArt,
  unterKategorie: 'U',
  hauptKategorie: 'H',
  statusFK: null,
  checked,
});
const zeilen = [zeile(100007000, false), zeile(160010000, true), zeile(140012020, true)];

describe('Auswahl der Kategorie-Ausnahmen (reference §2.15, §7 "Exceptions")', () => {
  it('beginnt mit den gespeicherten Ausnahmen: nichts geändert, nichts zu speichern', () => {
    const start = gespeicherteAuswahl(zeilen);
    expect([...start].sort()).toEqual([140012020, 160010000]);
    expect(geaenderteZeilen(zeilen, start)).toEqual([]);
  });

  it('sendet genau die geänderten Zeilen: gewählt setzt, abgewählt entfernt', () => {
    const aenderungen = geaenderteZeilen(zeilen, new Set([100007000, 140012020]));
    expect(aenderungen).toEqual([
      { gevoArt: 100007000, checked: true },
      { gevoArt: 160010000, checked: false },
    ]);
    expect(gezaehlt(aenderungen)).toEqual({ gesetzt: 1, entfernt: 1 });
    expect(ausnahmenSpeichern.parse({ gesellschaft: 4, rows: aenderungen }).rows).toEqual(aenderungen);
  });

  it('kann auch die letzte Ausnahme entfernen: keine Auswahl ist dann eine Änderung', () => {
    const aenderungen = geaenderteZeilen(zeilen, new Set());
    expect(aenderungen).toEqual([
      { gevoArt: 160010000, checked: false },
      { gevoArt: 140012020, checked: false },
    ]);
    expect(gezaehlt(aenderungen)).toEqual({ gesetzt: 0, entfernt: 2 });
  });
});
