/** The workbench's filter as criteria and the line as a row (reference §5, §7, §9): pure rules. */
import { describe, expect, it } from 'vitest';
import { importFilterAnfrage, type Benutzer } from '@lieferdesk/shared';
import {
  abschnittsBereiche,
  importZeile,
  passtSatz,
  passtZeile,
  statusbereich,
  suchkriterien,
  ZUORDENBARE_STATUS,
  type Zeilenkriterien,
} from '../../src/werkbank/filter';

const benutzer = (rollen: Benutzer['rollen'], maklernr?: string): Benutzer => ({
  id: 'u',
  name: 'u',
  rollen,
  maklernr,
  struktur: [],
});
const admin = benutzer(['INTERN', 'DATEN_IMPORT']);
const makler = benutzer(['EXTERNER_MAKLER', 'IS_DATEN_IMPORT_VISIBLE'], '20001');
const filter = (f: object) => importFilterAnfrage.parse({ modus: 1, ...f });
// 22.11.2026 10:00 German time.
const JETZT = new Date('2026-11-22T09:00:00Z');

describe('Statusbereich (Codes aus Reference §9)', () => {
  it('-1000 und 500 als offene Grenzen, -1000 als Obergrenze heißt nur Fehler', () => {
    expect(statusbereich(-1000, 1)).toEqual({ von: undefined, bis: 1 });
    expect(statusbereich(500, 500)).toEqual({ von: undefined, bis: undefined });
    expect(statusbereich(-1000, -1000)).toEqual({ von: undefined, bis: -1 });
    expect(statusbereich(0, 3)).toEqual({ von: 0, bis: 3 });
  });

  it('onlyErrors kommt als -1000 bis -1 an', () => {
    expect(suchkriterien(filter({ filename: 'a', onlyErrors: true }), admin, JETZT).zeilen.status).toEqual({
      von: undefined,
      bis: -1,
    });
  });
});

describe('Suchkriterien', () => {
  it('Standard von Reference §9: aktive Zeilen, Status -1000 bis 1', () => {
    const k = suchkriterien(filter({ filename: 'x.gdv' }), admin, JETZT);
    expect(k.zeilen).toEqual({
      von: 1,
      bis: undefined,
      status: { von: undefined, bis: 1 },
      use4Booking: 1,
      satz: undefined,
      nurMitJournal: false,
    });
  });

  it('ein genauer Dateiname ohne Zeitraum sucht über alle Tage, ein Muster im letzten Monat', () => {
    const genau = suchkriterien(filter({ filename: ' Bestand.gdv ' }), admin, JETZT);
    expect(genau.dateiname).toEqual({ text: 'Bestand.gdv', muster: false });
    expect(genau.zeitraum).toBeUndefined();
    const muster = suchkriterien(filter({ filename: 'Bestand_*.gdv' }), admin, JETZT);
    expect(muster.dateiname).toEqual({ text: 'Bestand_*.gdv', muster: true });
    expect(muster.zeitraum).toMatchObject({ vonTag: '2026-10-22', bisTag: '2026-11-22' });
  });

  it('eine Dateinummer nennt die Datei, egal welcher Zeitraum', () => {
    const k = suchkriterien(
      filter({ fileId: 7, fromDate: '2026-01-01', toDate: '2026-01-02' }),
      admin,
      JETZT,
    );
    expect(k.fileId).toBe(7);
    expect(k.zeitraum).toBeUndefined();
  });

  it('ohne vollen Filter zählen nur Dateiname, Verwendung und Status', () => {
    const k = suchkriterien(
      filter({
        filename: 'x.gdv',
        fromDate: '2026-01-01',
        gesellschaft: '1',
        interfacename: 'GDV',
        subinterfacename: '0200',
        lineFrom: 5,
        lineTo: 9,
        journal: true,
        use4Booking: 0,
        statusFrom: 0,
        statusTo: 3,
      }),
      makler,
      JETZT,
    );
    expect(k).toMatchObject({ gesellschaft: undefined, interfaceName: undefined, zeitraum: undefined });
    expect(k.zeilen).toEqual({
      von: 1,
      bis: undefined,
      status: { von: 0, bis: 3 },
      use4Booking: 0,
      satz: undefined,
      nurMitJournal: false,
    });
    const voll = suchkriterien(
      filter({ fromDate: '2026-11-01', gesellschaft: '1', lineFrom: 5, lineTo: 9 }),
      admin,
      JETZT,
    );
    expect(voll).toMatchObject({
      gesellschaft: '1',
      zeitraum: { vonTag: '2026-11-01', bisTag: '2026-11-22' },
    });
    expect(voll.zeilen).toMatchObject({ von: 5, bis: 9 });
  });
});

describe('Abschnitte und Zeilen', () => {
  it('liest nur die Abschnitte des Zeilenbereichs, jeden mit seinem Teil', () => {
    expect(abschnittsBereiche(5001, { von: 1 })).toEqual([
      { abschnitt: 0, von: 1, bis: 2000 },
      { abschnitt: 1, von: 2001, bis: 4000 },
      { abschnitt: 2, von: 4001, bis: 5001 },
    ]);
    expect(abschnittsBereiche(5001, { von: 1990, bis: 2010 })).toEqual([
      { abschnitt: 0, von: 1990, bis: 2000 },
      { abschnitt: 1, von: 2001, bis: 2010 },
    ]);
    expect(abschnittsBereiche(100, { von: 200 })).toEqual([]);
    expect(abschnittsBereiche(undefined, { von: 1 })).toEqual([]);
  });

  it('Sub-Interface: Anfang der Satzart oder Muster; Journal: mehr als der Leseeintrag', () => {
    expect(passtSatz('0220.030#1', '0220')).toBe(true);
    expect(passtSatz('0220.030#1', '0220.0?0#*')).toBe(true);
    expect(passtSatz('0200#1', '0220')).toBe(false);
    expect(passtSatz(undefined, '0200')).toBe(false);
    const k: Zeilenkriterien = { von: 1, status: { bis: 1 }, use4Booking: 1, nurMitJournal: true };
    const eintrag = { zeit: '2026-11-22T09:00:00.000Z', text: 'x' };
    expect(passtZeile({ dateiId: 1, zeile: 3, status: 0, use4Booking: 1, journal: [eintrag] }, k)).toBe(
      false,
    );
    expect(
      passtZeile({ dateiId: 1, zeile: 3, status: 0, use4Booking: 1, journal: [eintrag, eintrag] }, k),
    ).toBe(true);
    expect(
      passtZeile({ dateiId: 1, zeile: 3, status: 2, use4Booking: 1, journal: [eintrag, eintrag] }, k),
    ).toBe(false);
  });

  it('die Zeile als Tabellenzeile: Id aus Datei und Zeile, Zuordnung bei den zuordenbaren Status', () => {
    const datei = {
      id: 12,
      fileName: 'm.txt',
      gesellschaft: 'Muster Versicherung AG',
      interfaceName: 'GDV',
      dateFrom: '2026-11-22T09:00:00.000Z',
    };
    expect(importZeile(datei, { zeile: 24, status: -8, use4Booking: 1 })).toEqual({
      id: 120_000_024,
      index: 24,
      fileId: 12,
      fileName: 'm.txt',
      gesellschaft: 'Muster Versicherung AG',
      interfaceName: 'GDV',
      status: -8,
      date: '2026-11-22T09:00:00.000Z',
      use4Booking: 1,
      actionDatensatz: true,
    });
    expect(importZeile(datei, { zeile: 1, status: -2, use4Booking: 0 }).actionDatensatz).toBe(false);
    expect([...ZUORDENBARE_STATUS].sort()).toEqual([-13, -16, -17, -5, -8]);
  });
});
