/**
 * The rules the monitor's `nur` filter and the download overview's status filter keep rows by —
 * the same rules the start page counts with, so a figure and its link's list agree.
 */
import { describe, expect, it } from 'vitest';
import { ABHOL_TEXTE, type DownloadUebersichtZeile } from '@lieferdesk/shared';
import { MIT_STATUS } from '../../src/abholung/uebersicht';
import { ausfallZeile } from '../../src/monitor/ausfall';
import { NUR } from '../../src/monitor/liste';
import { monitorZeile, type MonitorDatei } from '../../src/monitor/zeile';
import { DATEI_STATUS } from '../../src/domain/dateiStatus';

const datei = (numRowsError: number): MonitorDatei => ({
  id: 7,
  fileName: 'a.txt',
  gesellschaft: 'Muster',
  interfaceId: 100,
  interfaceName: 'GDV',
  status: DATEI_STATUS.gelesen,
  dateFrom: '2026-11-22T08:00:00.000Z',
  dateTo: '2026-11-22T08:00:05.000Z',
  numRows: 10,
  numRowsError,
  numRowsWithoutError: 10 - numRowsError,
  userId: 'admin',
});
const ausfall = (bestaetigtAm?: string) =>
  ausfallZeile({
    tag: '2026-11-22',
    interfacelaufId: 3,
    interfaceId: 100,
    interfaceName: 'GDV',
    gesellschaft: 'Muster',
    modus: 1,
    erwartetAm: '2026-11-22T07:00:00.000Z',
    ...(bestaetigtAm ? { bestaetigtAm, bestaetigtVon: 'admin' } : {}),
  } as never);

describe('Import-Monitor: „nur“', () => {
  it('fehlerhaft: Dateien mit fehlerhaften Datensätzen, keine nicht gelaufenen Läufe', () => {
    expect(NUR.fehlerhaft(monitorZeile(datei(2)))).toBe(true);
    expect(NUR.fehlerhaft(monitorZeile(datei(0)))).toBe(false);
    expect(NUR.fehlerhaft(ausfall())).toBe(false);
  });

  it('verpasst: nicht gelaufene, unbestätigte Läufe, keine Dateien', () => {
    expect(NUR.verpasst(ausfall())).toBe(true);
    expect(NUR.verpasst(ausfall('2026-11-22T09:00:00.000Z'))).toBe(false);
    expect(NUR.verpasst(monitorZeile(datei(2)))).toBe(false);
  });
});

describe('Download-Übersicht: Status', () => {
  const zeile = (status: string | undefined, invisible = false) =>
    ({ status, invisible }) as DownloadUebersichtZeile;

  it('behält aktive Zugänge mit fehlgeschlagener oder veralteter Abholung', () => {
    expect(MIT_STATUS.fehlgeschlagen(zeile(ABHOL_TEXTE.status.fehlgeschlagen))).toBe(true);
    expect(MIT_STATUS.fehlgeschlagen(zeile(ABHOL_TEXTE.status.fehlgeschlagen, true))).toBe(false);
    expect(MIT_STATUS.fehlgeschlagen(zeile(ABHOL_TEXTE.status.veraltet))).toBe(false);
    expect(MIT_STATUS.ueberfaellig(zeile(ABHOL_TEXTE.status.veraltet))).toBe(true);
    expect(MIT_STATUS.ueberfaellig(zeile(ABHOL_TEXTE.status.niemals))).toBe(false);
    expect(MIT_STATUS.ueberfaellig(zeile(undefined))).toBe(false);
  });
});
