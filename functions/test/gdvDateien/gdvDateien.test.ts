import { describe, expect, it } from 'vitest';
import type { Benutzer } from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '../../src/data/repositories/biproDateien';
import type { ImportDatei } from '../../src/data/repositories/importDateien';
import { DATEI_STATUS, type DateiStatus } from '../../src/domain/dateiStatus';
import { gdvKriterien, passtZurGdvDatei } from '../../src/gdvDateien/filter';
import { gdvZeile } from '../../src/gdvDateien/zeile';
import { istSichtbar } from '../../src/biproDateien/zugriff';

const benutzer = (rollen: Benutzer['rollen'], mehr: Partial<Benutzer> = {}): Benutzer => ({
  id: 'u',
  name: 'u',
  rollen,
  struktur: [],
  ...mehr,
});
const admin = benutzer(['INTERN']);
const makler = benutzer(['EXTERNER_MAKLER'], { maklernr: '20001' });
const fpplus = benutzer(['FP_PLUS'], { maklernr: '10000', struktur: ['10001', '10002'] });
const struktur = benutzer(['BIPRO_STRUKTUR'], { maklernr: '10000', struktur: ['10001', '10002'] });
// 27 November 2026, 00:30 German time (CET): the German day is already the 27th.
const jetzt = new Date('2026-11-26T23:30:00Z');

const datei = (mehr: Partial<BiproDateiEintrag> = {}): BiproDateiEintrag => ({
  id: 7,
  ziel: 'gdv',
  zugangId: 3,
  transferId: 'T-1',
  nr: 1,
  sha256: 'abc',
  fileName: 'Bestand_20261120.gdv',
  fileSize: 2048,
  bucket: 'inbox',
  key: 'bipro/3/T-1/1/Bestand_20261120.gdv',
  gesellschaftId: 1,
  maklernr: '20001',
  monat: '2026-11',
  creationDate: '2026-11-20T08:00:00.000Z',
  invisible: false,
  ...mehr,
});

const importDatei = (status: DateiStatus, mehr: Partial<ImportDatei> = {}): ImportDatei =>
  ({
    id: 55,
    fileName: 'Bestand_20261120.gdv',
    bucket: 'inbox',
    key: 'ablage/55/Bestand_20261120.gdv',
    modus: 1,
    status,
    dateFrom: '2026-11-20T08:00:05.000Z',
    numRows: 120,
    numRowsError: 0,
    numRowsWithoutError: 120,
    zeilenGesamt: 121,
    journal: [],
    ...mehr,
  }) as ImportDatei;

describe('Filter der GDV-Dateien (Reference §2.13, §9)', () => {
  it('liest ohne Zeitraum den letzten Monat bis heute, nach deutschen Kalendertagen und Monaten', () => {
    const k = gdvKriterien(admin, {}, jetzt);
    expect(k.zeitraum).toMatchObject({ vonTag: '2026-10-27', bisTag: '2026-11-27' });
    expect(k.zeitraum.monate).toEqual(['2026-10', '2026-11']);
    // An open start is the month before the end, an open end today.
    expect(gdvKriterien(admin, { toDate: '2026-03-31' }, jetzt).zeitraum).toMatchObject({
      vonTag: '2026-02-28',
      bisTag: '2026-03-31',
    });
    expect(gdvKriterien(admin, { fromDate: '2026-11-01' }, jetzt).zeitraum).toMatchObject({
      vonTag: '2026-11-01',
      bisTag: '2026-11-27',
    });
  });

  it('zeigt allen, die alles sehen, alles; Maklern ihre; FP-plus auf Wunsch die Struktur', () => {
    expect(gdvKriterien(admin, {}, jetzt).makler).toBeUndefined();
    expect(gdvKriterien(benutzer(['VIEW_INTERN']), {}, jetzt).makler).toBeUndefined();
    expect(gdvKriterien(makler, { showFilesOfStructure: true }, jetzt).makler).toEqual(['20001']);
    expect(gdvKriterien(fpplus, {}, jetzt).makler).toEqual(['10000']);
    expect(gdvKriterien(fpplus, { showFilesOfStructure: true }, jetzt).makler).toEqual([
      '10000',
      '10001',
      '10002',
    ]);
    // The BiPRO-structure role opens the structure's documents, not its GDV files.
    expect(gdvKriterien(struktur, { showFilesOfStructure: true }, jetzt).makler).toEqual(['10000']);
  });

  it('wählt nach deutschem Tag, gelöschten Einträgen und Dateiname (Teil oder Muster)', () => {
    const k = gdvKriterien(admin, { fromDate: '2026-11-20', toDate: '2026-11-20' }, jetzt);
    expect(passtZurGdvDatei(datei(), k)).toBe(true);
    // 23:30 UTC on the 20th is the 21st in Germany; 23:30 UTC on the 19th the 20th.
    expect(passtZurGdvDatei(datei({ creationDate: '2026-11-20T23:30:00.000Z' }), k)).toBe(false);
    expect(passtZurGdvDatei(datei({ creationDate: '2026-11-19T23:30:00.000Z' }), k)).toBe(true);

    expect(passtZurGdvDatei(datei({ invisible: true }), k)).toBe(false);
    const mitGeloeschten = gdvKriterien(admin, { fromDate: '2026-11-20', showDeleted: true }, jetzt);
    expect(passtZurGdvDatei(datei({ invisible: true }), mitGeloeschten)).toBe(true);
    expect(passtZurGdvDatei(datei(), mitGeloeschten)).toBe(true);

    const name = (filenameFilter: string) =>
      passtZurGdvDatei(datei(), gdvKriterien(admin, { fromDate: '2026-11-20', filenameFilter }, jetzt));
    expect(name('bestand_2026')).toBe(true);
    expect(name('*.GDV')).toBe(true);
    expect(name('Bestand_????????.gdv')).toBe(true);
    expect(name('bestand*.txt')).toBe(false);
    expect(name('20261121')).toBe(false);
  });
});

describe('Zeile einer GDV-Datei (Reference §3 "GDV file")', () => {
  it('zeigt eine Datei ohne Import als nicht eingespielt, ohne Ergebnis', () => {
    expect(gdvZeile(datei({ gevoArt: 999010010, vermittlernummer: 'V-1' }), 'Muster AG', undefined)).toEqual({
      id: 7,
      filename: 'Bestand_20261120.gdv',
      biProGevoArt: 999010010,
      creationDate: '2026-11-20T08:00:00.000Z',
      gesellschaft: 'Muster AG',
      transferId: 'T-1',
      fileSize: 2048,
      eingespielt: false,
      ausgewertet: false,
      zugangId: 3,
      vermittlernr: 'V-1',
      hasImportResult: false,
      invisible: false,
    });
  });

  it('nimmt Stand und Ergebnis von der Importdatei', () => {
    const d = datei({ importDateiId: 55, statusLog: 'alt' });
    const gelesen = gdvZeile(d, 'M', { datei: importDatei(DATEI_STATUS.gelesen), sichtbar: true }, jetzt);
    expect(gelesen).toMatchObject({
      eingespielt: true,
      ausgewertet: false,
      hasImportResult: true,
      statusLog: 'Eingelesen',
    });
    for (const status of [DATEI_STATUS.ausgewertet, DATEI_STATUS.gebucht, DATEI_STATUS.abgerechnet]) {
      expect(gdvZeile(d, 'M', { datei: importDatei(status), sichtbar: true }, jetzt).ausgewertet).toBe(true);
    }
    for (const status of [DATEI_STATUS.wertetAus, DATEI_STATUS.fehlgeschlagen, DATEI_STATUS.registriert]) {
      expect(gdvZeile(d, 'M', { datei: importDatei(status), sichtbar: true }, jetzt).ausgewertet).toBe(false);
    }
    expect(
      gdvZeile(
        d,
        'M',
        { datei: importDatei(DATEI_STATUS.gelesen, { numRowsError: 3 }), sichtbar: true },
        jetzt,
      ).statusLog,
    ).toBe('Eingelesen, 3 fehlerhafte Datensätze');
    const bestaetigt = {
      datei: importDatei(DATEI_STATUS.gelesen, { numRowsError: 3 }),
      bestaetigung: { fileId: 55, numRowsError: 3, bestaetigtAm: '2026-11-21', bestaetigtVon: 'admin' },
      sichtbar: true,
    };
    expect(gdvZeile(d, 'M', bestaetigt, jetzt).statusLog).toBe('Eingelesen, Einlesefehler bestätigt');
  });

  it('nennt eine Datei, die der Import ablehnte oder nicht lesen konnte, nicht eingespielt', () => {
    const d = datei({ importDateiId: 55 });
    const zeile = (status: DateiStatus) =>
      gdvZeile(d, 'M', { datei: importDatei(status, { fehler: 'kein Interface' }), sichtbar: true }, jetzt);
    expect(zeile(DATEI_STATUS.abgelehnt)).toMatchObject({
      eingespielt: false,
      statusLog: 'Nicht eingelesen: kein Interface',
    });
    expect(zeile(DATEI_STATUS.fehlgeschlagen).eingespielt).toBe(false);
    for (const status of [
      DATEI_STATUS.registriert,
      DATEI_STATUS.liest,
      DATEI_STATUS.gelesen,
      DATEI_STATUS.gebucht,
    ])
      expect(zeile(status).eingespielt).toBe(true);
  });

  it('bietet das Importergebnis nur, wenn es Zeilen hat und der Benutzer die Importdatei sieht', () => {
    const d = datei({ importDateiId: 55 });
    // Refused (content delivered before): handed over, but not taken in — nothing to show.
    const abgelehnt = importDatei(DATEI_STATUS.abgelehnt, { numRows: 0, fehler: 'schon geliefert' });
    expect(gdvZeile(d, 'M', { datei: abgelehnt, sichtbar: true }, jetzt)).toMatchObject({
      eingespielt: false,
      hasImportResult: false,
      statusLog: 'Nicht eingelesen: schon geliefert',
    });
    const fremd = { datei: importDatei(DATEI_STATUS.ausgewertet), sichtbar: false };
    expect(gdvZeile(d, 'M', fremd, jetzt)).toMatchObject({ ausgewertet: true, hasImportResult: false });
    // The import file was deleted meanwhile: handed over once, no result any more.
    expect(gdvZeile(d, 'M', undefined, jetzt)).toMatchObject({ eingespielt: true, hasImportResult: false });
  });
});

describe('Zugriff auf GDV-Dateien nach Id', () => {
  const gdv = { ziele: ['gdv'] } as const;
  it('sieht nur GDV-Dateien in seiner Sicht', () => {
    expect(istSichtbar(makler, datei(), gdv)).toBe(true);
    expect(istSichtbar(makler, datei({ maklernr: '10001' }), gdv)).toBe(false);
    expect(istSichtbar(makler, datei({ ziel: 'dokument' }), gdv)).toBe(false);
    expect(istSichtbar(makler, undefined, gdv)).toBe(false);
    expect(istSichtbar(admin, datei({ maklernr: '10001' }), gdv)).toBe(true);
    // FP-plus: the structure's GDV files by id too, whatever the list's toggle.
    expect(istSichtbar(fpplus, datei({ maklernr: '10001' }), gdv)).toBe(true);
    expect(istSichtbar(struktur, datei({ maklernr: '10001' }), gdv)).toBe(false);
  });
});
