import { describe, expect, it } from 'vitest';
import { importMonitorZeile, LESE_TEXTE, MONITOR_TEXTE } from '@lieferdesk/shared';
import { DATEI_STATUS, inBearbeitung } from '../../src/domain/dateiStatus';
import { ICON_FARBE, monitorZeile, type MonitorDatei } from '../../src/monitor/zeile';

const T = MONITOR_TEXTE.status;
const datei = (aenderung: Partial<MonitorDatei> = {}): MonitorDatei => ({
  id: 7,
  fileName: 'musterdatei_041222.txt',
  gesellschaft: 'Muster Versicherung AG',
  interfaceId: 100,
  interfaceName: 'GDV VUVM2023',
  status: DATEI_STATUS.gelesen,
  dateFrom: '2026-11-22T08:00:00.000Z',
  dateTo: '2026-11-22T08:00:05.000Z',
  numRows: 165,
  numRowsError: 0,
  numRowsWithoutError: 165,
  userId: 'admin',
  ...aenderung,
});
const bestaetigung = (numRowsError: number) => ({
  fileId: 7,
  numRowsError,
  bestaetigtAm: '2026-11-22T09:00:00.000Z',
  bestaetigtVon: 'admin',
});

describe('Monitorzeile aus dem Dateisatz (Reference §2.14, §3, §4)', () => {
  it('übernimmt die Felder und passt zum Schema der Route', () => {
    const zeile = monitorZeile(datei());
    expect(importMonitorZeile.parse(zeile)).toEqual(zeile);
    expect(zeile).toEqual({
      status: T.gelesen,
      iconMetadata: { icon: 'check', color: ICON_FARBE.fertig },
      fileName: 'musterdatei_041222.txt',
      gesellschaft: 'Muster Versicherung AG',
      interfaceName: 'GDV VUVM2023',
      dateFrom: '2026-11-22T08:00:00.000Z',
      dateTo: '2026-11-22T08:00:05.000Z',
      numRows: 165,
      numRowsError: 0,
      numRowsWithoutError: 165,
      fileId: 7,
      userId: 'admin',
      interfaceId: 100,
      hasUnlockAction: false,
      hasConfirmErrorsAction: false,
      hasConfirmAction: false,
      hasImportResult: true,
    });
  });

  it('eine Zählung unter null (älter gezählt, an der Zählung vorbei geschrieben) bricht die Liste nicht', () => {
    const zeile = monitorZeile(datei({ numRowsError: -2, numRowsWithoutError: 167 }));
    expect(importMonitorZeile.parse(zeile)).toMatchObject({ numRowsError: 0, numRowsWithoutError: 167 });
  });

  it('zeigt eine gesperrte Datei in Arbeit mit Pfeil, ohne Ende, nur mit Entsperren', () => {
    for (const [status, text] of [
      [DATEI_STATUS.registriert, T.registriert],
      [DATEI_STATUS.liest, T.liest],
      [DATEI_STATUS.wertetAus, T.wertetAus],
      [DATEI_STATUS.bucht, T.bucht],
      [DATEI_STATUS.rechnetAb, T.rechnetAb],
    ] as const) {
      const d = datei({ status, sperre: 'lauf-1', numRows: 0, numRowsError: 0, numRowsWithoutError: 0 });
      expect(inBearbeitung(d)).toBe(true);
      const zeile = monitorZeile(d);
      expect(zeile).toMatchObject({
        status: text,
        iconMetadata: { icon: 'arrow', color: ICON_FARBE.laeuft },
        hasUnlockAction: true,
        hasConfirmErrorsAction: false,
        hasImportResult: false,
      });
      expect(zeile.dateTo).toBeUndefined();
      expect(zeile.statusErrors).toBeUndefined();
    }
  });

  it('zeigt einen Arbeitsstand ohne Sperre als abgebrochen (der Lauf starb, die Datei wurde entsperrt)', () => {
    const zeile = monitorZeile(datei({ status: DATEI_STATUS.liest, numRows: 0, numRowsWithoutError: 0 }));
    expect(zeile).toMatchObject({
      statusErrors: T.abgebrochen(T.liest),
      iconMetadata: { icon: 'cross', color: ICON_FARBE.fehler },
      hasUnlockAction: false,
    });
    expect(zeile.status).toBeUndefined();
  });

  it('zeigt einen Lauf, der sich länger als die Zeit der Sperre nicht meldete, als abgebrochen mit Grund und bietet das Fortsetzen an', () => {
    const jetzt = new Date('2026-11-22T09:00:00.000Z');
    const lesend = datei({
      status: DATEI_STATUS.liest,
      sperre: 'lauf-4',
      lauf: 'lauf-4',
      gesperrtAm: '2026-11-22T08:00:00.000Z',
      lebtAm: '2026-11-22T08:50:00.000Z',
    });
    expect(monitorZeile(lesend, undefined, jetzt)).toMatchObject({
      status: T.liest,
      iconMetadata: { icon: 'arrow', color: ICON_FARBE.laeuft },
    });
    expect(monitorZeile(lesend, undefined, jetzt).hasContinueAction).toBeUndefined();
    const still = { ...lesend, lebtAm: '2026-11-22T08:30:00.000Z' };
    const zeile = monitorZeile(still, undefined, jetzt);
    expect(zeile).toMatchObject({
      statusErrors: T.abgebrochen(T.liest, LESE_TEXTE.abbruch.keinLebenszeichen('22.11.2026 09:30')),
      iconMetadata: { icon: 'cross', color: ICON_FARBE.fehler },
      hasUnlockAction: true,
      hasContinueAction: true,
    });
    expect(importMonitorZeile.parse(zeile)).toEqual(zeile);
    // Released with the reason (the local stack found it in flight): still continuable.
    expect(
      monitorZeile(
        { ...still, sperre: undefined, fehler: LESE_TEXTE.abbruch.stackBeendet },
        undefined,
        jetzt,
      ),
    ).toMatchObject({
      statusErrors: T.abgebrochen(T.liest, LESE_TEXTE.abbruch.stackBeendet),
      hasUnlockAction: false,
      hasContinueAction: true,
    });
  });

  it('bietet das Entsperren für jede gesperrte Datei an, auch in einem fertigen Stand', () => {
    expect(monitorZeile(datei({ sperre: 'lauf-2' })).hasUnlockAction).toBe(true);
  });

  it('verlangt die Bestätigung von Einlesefehlern, bis sie für genau diese Anzahl bestätigt sind', () => {
    const fehlerhaft = datei({ numRowsError: 3, numRowsWithoutError: 162 });
    expect(monitorZeile(fehlerhaft)).toMatchObject({
      statusErrors: T.mitFehlern(T.gelesen, 3),
      iconMetadata: { icon: 'cross', color: ICON_FARBE.fehler },
      hasConfirmErrorsAction: true,
    });
    expect(monitorZeile(fehlerhaft, bestaetigung(3))).toMatchObject({
      status: T.fehlerBestaetigt(T.gelesen),
      iconMetadata: { icon: 'check', color: ICON_FARBE.bestaetigt },
      hasConfirmErrorsAction: false,
    });
    // Read again with another result: the old confirmation does not cover the new errors.
    expect(monitorZeile(fehlerhaft, bestaetigung(5)).hasConfirmErrorsAction).toBe(true);
    // While a run works on the file its errors are not confirmed.
    expect(
      monitorZeile({ ...fehlerhaft, status: DATEI_STATUS.wertetAus, sperre: 'lauf-3' })
        .hasConfirmErrorsAction,
    ).toBe(false);
  });

  it('zeigt einen Dateifehler (unvollständige Datei) mit Kreuz und Grund, bis er bestätigt ist', () => {
    const grund = 'Datei unvollständig: Nachsatz 9999 fehlt: Datenpaket ab Zeile 1 endet ohne Nachsatz';
    const unvollstaendig = datei({ dateiFehler: grund });
    expect(monitorZeile(unvollstaendig)).toMatchObject({
      statusErrors: T.dateiFehler(T.gelesen, grund, 0),
      iconMetadata: { icon: 'cross', color: ICON_FARBE.fehler },
      hasConfirmErrorsAction: true,
      numRowsError: 0,
    });
    expect(T.dateiFehler(T.gelesen, grund, 0)).toBe(`Eingelesen – ${grund}`);
    expect(monitorZeile(datei({ dateiFehler: grund, numRowsError: 2 })).statusErrors).toBe(
      `${T.mitFehlern(T.gelesen, 2)} – ${grund}`,
    );
    expect(monitorZeile(unvollstaendig, bestaetigung(0))).toMatchObject({
      status: T.fehlerBestaetigt(T.gelesen),
      iconMetadata: { icon: 'check', color: ICON_FARBE.bestaetigt },
      hasConfirmErrorsAction: false,
    });
  });

  it('nennt spätere Schritte mit ihren Fehlern', () => {
    expect(monitorZeile(datei({ status: DATEI_STATUS.gebucht })).status).toBe(T.gebucht);
    expect(monitorZeile(datei({ status: DATEI_STATUS.abgerechnet, numRowsError: 1 })).statusErrors).toBe(
      T.mitFehlern(T.abgerechnet, 1),
    );
  });

  it('zeigt fehlgeschlagene und abgelehnte Dateien mit Kreuz und Grund', () => {
    expect(
      monitorZeile(datei({ status: DATEI_STATUS.fehlgeschlagen, fehler: 'kaputt', numRows: 0 })),
    ).toMatchObject({
      statusErrors: T.fehlgeschlagen('kaputt'),
      iconMetadata: { icon: 'cross' },
      hasImportResult: false,
    });
    expect(
      monitorZeile(datei({ status: DATEI_STATUS.abgelehnt, fehler: 'doppelt', numRows: 0 })),
    ).toMatchObject({
      statusErrors: T.abgelehnt('doppelt'),
      iconMetadata: { icon: 'cross' },
    });
  });

  it('lässt fehlende Gesellschaft und Interface leer und bietet geplante Interfaces (noch) nie an', () => {
    const zeile = monitorZeile(
      datei({ gesellschaft: undefined, interfaceName: undefined, interfaceId: undefined }),
    );
    expect(zeile).toMatchObject({ gesellschaft: '', interfaceName: '', hasConfirmAction: false });
    expect(zeile.interfaceId).toBeUndefined();
  });
});
