import { describe, expect, it } from 'vitest';
import { BEREICHE, courtageFilter, type Benutzer, type CourtageDatei, type Rolle } from '@lieferdesk/shared';
import {
  ergebnisPfad,
  filterAnfrage,
  standardEntwurf,
  titelVon,
  zeilenAktion,
  zeilenrechte,
} from '../src/pages/courtage/liste';
import { ankunftAus, modusAus } from '../src/pages/datenimport/ankunft';
import { loeschbar } from '../src/komponenten/geloeschteZeilen';

const zeile = (z: Partial<CourtageDatei> = {}): CourtageDatei => ({
  id: 9,
  fileName: 'courtage-2026-11.csv',
  creationDate: '2026-11-20T09:00:00.000Z',
  gesellschaft: 'Alpenland Versicherung AG',
  invisible: false,
  aenderbar: true,
  ...z,
});

describe('Courtage- und Mahnlisten (reference §2.7, §4 "Courtage file", §9)', () => {
  it('zeigt eine Seite mit zwei Titeln, je Bereich', () => {
    expect(titelVon('abrechnung')).toBe('BiPRO Abrechnungen/Courtage');
    expect(titelVon('mahnung')).toBe('BiPRO Mahn-/Dynamik-/Aktionslisten');
    expect(BEREICHE.find((b) => b.titel === titelVon('abrechnung'))!.pfad).toBe('/intern/bipro/abrechnungen');
    expect(BEREICHE.find((b) => b.titel === titelVon('mahnung'))!.pfad).toBe('/intern/bipro/mahnlisten');
  });

  it('sucht voreingestellt den letzten Monat bis heute, alle Gesellschaften, ohne Gelöschte', () => {
    const heute = new Date(2026, 2, 31, 10);
    const anfrage = filterAnfrage('abrechnung', standardEntwurf(heute));
    expect(anfrage).toEqual({ isCourtage: true, dateFrom: '2026-02-28', dateTo: '2026-03-31' });
    expect(courtageFilter.parse(anfrage)).toEqual(anfrage);
    expect(
      filterAnfrage('mahnung', {
        gesellschaftId: 4,
        zeitraum: [new Date(2026, 0, 5), null],
        showDeleted: true,
      }),
    ).toEqual({ isCourtage: false, dateFrom: '2026-01-05', gesellschaftId: 4, showDeleted: true });
    expect(filterAnfrage('mahnung', { gesellschaftId: null, zeitraum: null, showDeleted: false })).toEqual({
      isCourtage: false,
    });
  });

  it('bietet mit Interface und ohne Statusprotokoll das Einlesen, mit Protokoll das Ergebnis', () => {
    const alle = { einlesen: true, ergebnis: true };
    expect(zeilenAktion(zeile({ importItem: 'Courtage-Abrechnung CSV' }), alle)).toBe('einlesen');
    expect(zeilenAktion(zeile(), alle)).toBeUndefined();
    expect(
      zeilenAktion(zeile({ importItem: 'Courtage-Abrechnung CSV', invisible: true }), alle),
    ).toBeUndefined();
    expect(zeilenAktion(zeile({ importItem: 'X', statuslog: 'eingelesen', fileId: 77 }), alle)).toBe(
      'ergebnis',
    );
    // A deleted row's result stays reachable.
    expect(zeilenAktion(zeile({ statuslog: 'eingelesen', fileId: 77, invisible: true }), alle)).toBe(
      'ergebnis',
    );
    expect(zeilenAktion(zeile({ statuslog: 'eingelesen' }), alle)).toBeUndefined();
  });

  it('bietet jede Aktion nur, wer sie nutzen darf: das Ergebnis nur mit dem Recht des Datenimports', () => {
    const gelesen = zeile({ statuslog: 'eingelesen', fileId: 77 });
    const lesbar = zeile({ importItem: 'Courtage-Abrechnung CSV' });
    expect(zeilenAktion(gelesen, { einlesen: true, ergebnis: false })).toBeUndefined();
    expect(zeilenAktion(lesbar, { einlesen: false, ergebnis: true })).toBeUndefined();
    // A file the user only sees (another broker's, for the internal view) is not his to read in.
    expect(zeilenAktion({ ...lesbar, aenderbar: false }, { einlesen: true, ergebnis: true })).toBeUndefined();

    const benutzer = (rollen: Rolle[]): Benutzer => ({
      id: 'x',
      name: 'x',
      rollen,
      maklernr: '10001',
      struktur: [],
    });
    // Broker fa (FA only) may not open the data import: no result for him, in either list.
    for (const art of ['abrechnung', 'mahnung'] as const) {
      expect(zeilenrechte(benutzer(['FA']), art).ergebnis).toBe(false);
      expect(zeilenrechte(benutzer(['INTERN']), art).ergebnis).toBe(true);
      expect(zeilenrechte(benutzer(['IS_DATEN_IMPORT_VISIBLE']), art).ergebnis).toBe(true);
    }
  });

  it('öffnet das Ergebnis im Datenimport mit id und filename, Abrechnungen im Abrechnungsmodus', () => {
    const pfad = ergebnisPfad('abrechnung', 77, 'courtage 2026 & Co.csv');
    expect(pfad).toBe('/intern/gdv/import/2?id=77&filename=courtage+2026+%26+Co.csv');
    expect(ergebnisPfad('mahnung', 78, 'mahnliste.csv')).toBe(
      '/intern/gdv/import?id=78&filename=mahnliste.csv',
    );
    // The data import reads the link as the file it names.
    const [weg, query] = pfad.split('?');
    expect(modusAus(weg!.split('/').at(-1))).toBe(2);
    expect(ankunftAus(new URLSearchParams(query))).toMatchObject({
      fileId: 77,
      filename: 'courtage 2026 & Co.csv',
    });
  });

  it('löscht nur, was nicht schon gelöscht ist', () => {
    expect(loeschbar(zeile())).toBe(true);
    expect(loeschbar(zeile({ invisible: true }))).toBe(false);
    expect(loeschbar(zeile({ aenderbar: false }))).toBe(false);
  });
});
