import { describe, expect, it } from 'vitest';
import { MONITOR_TEXTE, type ImportMonitorZeile } from '@lieferdesk/shared';
import { gemerkterStand, standMerken, standSchluessel } from '../src/pages/datenimport/useAbrechnungsStand';

const speicher = () => {
  const werte = new Map<string, string>();
  return {
    getItem: (k: string) => werte.get(k) ?? null,
    setItem: (k: string, v: string) => void werte.set(k, v),
  };
};

const zeile: ImportMonitorZeile = {
  status: MONITOR_TEXTE.status.abgerechnet,
  iconMetadata: { icon: 'check', color: '#16a34a' },
  fileName: 'courtage.csv',
  gesellschaft: 'Alpenland Versicherung AG',
  interfaceName: 'Courtage-Abrechnung CSV',
  dateFrom: '2026-11-22T08:00:00.000Z',
  numRows: 9,
  numRowsError: 0,
  numRowsWithoutError: 9,
  fileId: 77,
  hasUnlockAction: false,
  hasConfirmErrorsAction: false,
  hasConfirmAction: false,
  hasImportResult: true,
};

describe('Der letzte bekannte Dateistatus nach einem Neuladen (Abrechnungsprotokoll)', () => {
  it('gibt den gemerkten Stand nur für dieselbe Datei und denselben Benutzer zurück', () => {
    const s = speicher();
    standMerken(s, standSchluessel('u1'), zeile);
    expect(gemerkterStand(s, standSchluessel('u1'), 77)).toEqual(zeile);
    expect(gemerkterStand(s, standSchluessel('u1'), 78)).toBeUndefined();
    expect(gemerkterStand(s, standSchluessel('u2'), 77)).toBeUndefined();
  });

  it('übergeht Unlesbares und einen Speicher, der nichts nimmt', () => {
    const s = speicher();
    s.setItem(standSchluessel('u1'), '{kaputt');
    expect(gemerkterStand(s, standSchluessel('u1'), 77)).toBeUndefined();
    s.setItem(standSchluessel('u1'), JSON.stringify({ fileId: 77 }));
    expect(gemerkterStand(s, standSchluessel('u1'), 77)).toBeUndefined();
    const voll = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => standMerken(voll, standSchluessel('u1'), zeile)).not.toThrow();
  });
});
