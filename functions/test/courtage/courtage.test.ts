import { describe, expect, it } from 'vitest';
import {
  COURTAGE_TEXTE as T,
  courtageDatei,
  GESELLSCHAFT_ALLGEMEIN,
  MONITOR_TEXTE,
  type SchnittstellenZeile,
} from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '../../src/data/repositories/biproDateien';
import type { ImportDatei } from '../../src/data/repositories/importDateien';
import { DATEI_STATUS } from '../../src/domain/dateiStatus';
import { eingebauteSchnittstellen } from '../../src/formate/schnittstellen';
import { modusVon, passtZumFilter, zielVon } from '../../src/courtage/kriterien';
import { listenZeitraum } from '../../src/zeitangabe';
import { importSchnittstelle } from '../../src/courtage/schnittstelle';
import { courtageZeile } from '../../src/courtage/zeile';

const datei = (aenderung: Partial<BiproDateiEintrag> = {}): BiproDateiEintrag => ({
  id: 41,
  ziel: 'abrechnung',
  zugangId: 3,
  transferId: 'T-1',
  nr: 1,
  sha256: 'abc',
  fileName: 'courtage-2026-11.csv',
  fileSize: 812,
  bucket: 'inbox',
  key: 'bipro/3/T-1/1/courtage-2026-11.csv',
  gesellschaftId: 4,
  maklernr: '10001',
  extUserName: 'makler01',
  gevoArt: 210400000,
  monat: '2026-11',
  creationDate: '2026-11-20T09:00:00.000Z',
  invisible: false,
  ...aenderung,
});

describe('Liste und Zeitraum (reference §2.7, §9)', () => {
  it('wählt die Liste nach isCourtage und liest Abrechnungen im Modus 2, Listen im Modus 1', () => {
    expect(zielVon(true)).toBe('abrechnung');
    expect(zielVon(false)).toBe('mahnung');
    expect(modusVon('abrechnung')).toBe(2);
    expect(modusVon('mahnung')).toBe(1);
  });

  it('nimmt ohne Zeitraum den letzten Monat bis heute, ein offenes Ende ist heute', () => {
    const jetzt = new Date('2026-03-31T10:00:00Z');
    expect(listenZeitraum({}, jetzt)).toMatchObject({ vonTag: '2026-02-28', bisTag: '2026-03-31' });
    expect(listenZeitraum({ dateFrom: '2026-01-05' }, jetzt)).toMatchObject({
      vonTag: '2026-01-05',
      bisTag: '2026-03-31',
    });
    expect(listenZeitraum({ dateTo: '2026-01-15' }, jetzt)).toMatchObject({
      vonTag: '2025-12-15',
      bisTag: '2026-01-15',
    });
  });

  it('filtert nach deutschem Kalendertag und zeigt Gelöschte nur auf Wunsch', () => {
    const z = { vonTag: '2026-11-20', bisTag: '2026-11-21' };
    // 23:30 UTC on the 19th is already the 20th in Germany; 23:30 UTC on the 21st the 22nd.
    expect(passtZumFilter(datei({ creationDate: '2026-11-19T23:30:00.000Z' }), z)).toBe(true);
    expect(passtZumFilter(datei({ creationDate: '2026-11-21T23:30:00.000Z' }), z)).toBe(false);
    expect(passtZumFilter(datei({ invisible: true }), z)).toBe(false);
    expect(passtZumFilter(datei({ invisible: true }), z, true)).toBe(true);
  });
});

describe('Das Interface, mit dem eine Datei eingelesen werden kann (importItem)', () => {
  const eingebaut: SchnittstellenZeile[] = eingebauteSchnittstellen().map(
    ({ felder: _f, multiInterfaces: _m, ...kopf }) => kopf,
  );
  const eigene: SchnittstellenZeile = {
    ...eingebaut.find((s) => s.id === 2)!,
    id: 1000,
    interfaceName: 'Courtage Alpenland',
    gesellschaft: 'Alpenland Versicherung AG',
    nameCheck: '*.csv',
  };
  const fremde: SchnittstellenZeile = {
    ...eigene,
    id: 1001,
    interfaceName: 'Courtage Nordstern',
    gesellschaft: 'Nordstern Lebensversicherung AG',
    nameCheck: 'courtage-2026-11.csv',
  };
  const alle = [...eingebaut, eigene, fremde];
  const name = (fileName: string, ziel: 'abrechnung' | 'mahnung', gesellschaft?: string, liste = alle) =>
    importSchnittstelle({ fileName, ziel }, gesellschaft, liste)?.interfaceName;

  it('nimmt das allgemeine Abrechnungs-Interface, dessen Namensmuster passt', () => {
    expect(name('Courtage-2026-11.csv', 'abrechnung', 'Muster Versicherung AG')).toBe(
      'Courtage-Abrechnung CSV',
    );
    expect(name('provision_11.csv', 'abrechnung', undefined)).toBe('Courtage-Abrechnung CSV');
  });

  it('zieht das eigene Interface der Gesellschaft vor und nimmt nie das einer anderen', () => {
    expect(name('courtage-2026-11.csv', 'abrechnung', 'Alpenland Versicherung AG')).toBe(
      'Courtage Alpenland',
    );
    // The other company's pattern is the most specific, yet not its file.
    expect(name('courtage-2026-11.csv', 'abrechnung', 'Muster Versicherung AG')).toBe(
      'Courtage-Abrechnung CSV',
    );
    expect(name('liste.csv', 'abrechnung', 'Muster Versicherung AG')).toBeUndefined();
  });

  it('liest eine Mahnliste nur mit einem Interface des Importmodus, eine Abrechnung nur mit einem der Abrechnung', () => {
    expect(name('mahnliste-11.csv', 'mahnung', 'Muster Versicherung AG')).toBe('Mahnliste CSV');
    expect(name('mahnliste-11.csv', 'abrechnung', 'Muster Versicherung AG')).toBeUndefined();
    expect(name('courtage-2026-11.csv', 'mahnung', 'Muster Versicherung AG')).toBeUndefined();
  });

  it('ohne passendes aktives Interface keines (ein PDF, ein abgeschaltetes Interface)', () => {
    expect(name('courtage-2026-11.pdf', 'abrechnung', GESELLSCHAFT_ALLGEMEIN)).toBeUndefined();
    const abgeschaltet = alle.map((s) => (s.id === 2 ? { ...s, active: false } : s));
    expect(
      name('courtage-2026-11.csv', 'abrechnung', 'Muster Versicherung AG', abgeschaltet),
    ).toBeUndefined();
  });
});

describe('Zeile der Liste (reference §3 "Courtage file row")', () => {
  const importDatei = (aenderung: Partial<ImportDatei> = {}): ImportDatei => ({
    id: 77,
    fileName: 'courtage-2026-11.csv',
    bucket: 'inbox',
    key: 'ablage/77/courtage-2026-11.csv',
    modus: 2,
    status: DATEI_STATUS.gelesen,
    dateFrom: '2026-11-21T08:00:00.000Z',
    dateTo: '2026-11-21T08:00:03.000Z',
    numRows: 10,
    numRowsError: 0,
    numRowsWithoutError: 10,
    journal: [],
    ...aenderung,
  });

  it('ohne Einlesen: keine Dateinummer, kein Statusprotokoll, das Interface zum Einlesen', () => {
    const zeile = courtageZeile(datei({ zusatz: 'geprüft' }), {
      gesellschaft: 'Alpenland Versicherung AG',
      importItem: 'Courtage-Abrechnung CSV',
    });
    // The user's right (`aenderbar`) is the list's, not the row's (courtage/liste.ts).
    expect(courtageDatei.omit({ aenderbar: true }).parse(zeile)).toEqual(zeile);
    expect(zeile).toEqual({
      id: 41,
      fileName: 'courtage-2026-11.csv',
      gevoArt: 210400000,
      creationDate: '2026-11-20T09:00:00.000Z',
      gesellschaft: 'Alpenland Versicherung AG',
      zusatz: 'geprüft',
      extUserName: 'makler01',
      importItem: 'Courtage-Abrechnung CSV',
      invisible: false,
    });
    expect(courtageZeile(datei()).gesellschaft).toBe('4');
  });

  it('eingelesen: Dateinummer, Protokoll mit dem Stand der Importdatei, Einlese- und Verarbeitungszeit', () => {
    const log = T.statusLog('21.11.2026 09:00', 'admin', 77, 'Courtage-Abrechnung CSV');
    const d = datei({ importDateiId: 77, statusLog: log });
    const gelesen = courtageZeile(d, { importDatei: importDatei() });
    expect(gelesen).toMatchObject({
      fileId: 77,
      statuslog: T.statusLogMitStand(log, MONITOR_TEXTE.status.gelesen),
      dateRecorded: '2026-11-21T08:00:00.000Z',
    });
    expect(gelesen.evaluationDate).toBeUndefined();

    const abgerechnet = courtageZeile(d, {
      importDatei: importDatei({
        status: DATEI_STATUS.abgerechnet,
        dateTo: '2026-11-22T10:00:00.000Z',
        numRowsError: 2,
      }),
    });
    expect(abgerechnet.evaluationDate).toBe('2026-11-22T10:00:00.000Z');
    expect(abgerechnet.statuslog).toBe(
      T.statusLogMitStand(log, MONITOR_TEXTE.status.mitFehlern(MONITOR_TEXTE.status.abgerechnet, 2)),
    );
    // The import file gone (deleted in the workbench): the log as written stays.
    expect(courtageZeile(d).statuslog).toBe(log);
  });
});
