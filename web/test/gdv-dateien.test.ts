import { LESE_TEXTE, MONITOR_TEXTE } from '@lieferdesk/shared';
import { describe, expect, it } from 'vitest';
import { mitProtokoll, statusZeilen } from '../src/pages/gdvDateien/gdvDateien';

const NACHSATZ = 'Nachsatz nennt 162 Sätze, das Paket hat 3 zwischen Vor- und Nachsatz';
const FEHLT = 'Nachsatz 9999 fehlt: Datenpaket ab Zeile 13 endet ohne Nachsatz';
const protokoll = (gruende: string[]) =>
  MONITOR_TEXTE.status.dateiFehler('Gelesen', LESE_TEXTE.dateiUnvollstaendig(gruende), 0);

describe('Statusprotokoll einer GDV-Datei', () => {
  it('nennt jeden Grund einmal, in der Reihenfolge der Datei', () => {
    expect(statusZeilen(protokoll([NACHSATZ, NACHSATZ, NACHSATZ]))).toEqual([
      `Gelesen – Datei unvollständig: ${NACHSATZ}`,
    ]);
    expect(statusZeilen(protokoll([NACHSATZ, FEHLT, NACHSATZ]))).toEqual([
      `Gelesen – Datei unvollständig: ${NACHSATZ}`,
      FEHLT,
    ]);
  });

  it('ein Status ohne Gründe ist eine Zeile, keiner keine', () => {
    expect(statusZeilen('Ausgewertet')).toEqual(['Ausgewertet']);
    expect(statusZeilen(undefined)).toEqual([]);
    expect(statusZeilen('')).toEqual([]);
  });
});

describe('Statusprotokoll auf Wunsch', () => {
  it('nur wo das Protokoll mehr hat als die Zeile zeigt', () => {
    expect(mitProtokoll({ statusLog: 'Ausgewertet' })).toBe(false);
    expect(mitProtokoll({})).toBe(false);
    expect(mitProtokoll({ statusLog: protokoll([NACHSATZ]) })).toBe(true);
    expect(mitProtokoll({ statusLog: 'Gelesen; Ausgewertet' })).toBe(true);
  });
});
