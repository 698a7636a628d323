/** A line's details (reference §3 "Line details"): values as people read them, the journal in order. */
import { describe, expect, it } from 'vitest';
import { FEHLER_STATUS, WERKBANK_TEXTE } from '@lieferdesk/shared';
import { wertText, zeilenDetails } from '../../src/werkbank/details';

describe('Details einer Zeile', () => {
  it('Werte: deutsches Datum (auch verkürzt), Dezimalkomma, ja/nein', () => {
    expect(wertText('2004-07-01')).toBe('01.07.2004');
    expect(wertText('2004-07')).toBe('07.2004');
    expect(wertText(411.41)).toBe('411,41');
    expect(wertText(59999999999)).toBe('59999999999');
    expect(wertText(true)).toBe('ja');
    expect(wertText(null)).toBe('');
    expect(wertText('4711')).toBe('4711');
  });

  it('Datei, Zeile, Status mit Bedeutung, Grund, Verwendung, Satzart, dann die Felder mit Wert', () => {
    const details = zeilenDetails(
      { id: 12, fileName: 'm.txt' },
      {
        dateiId: 12,
        zeile: 24,
        status: -8,
        use4Booking: 0,
        satz: '0100#1',
        grund: 'Vertrag bei anderem Kunden',
        felder: { Name1: 'Pooosmann', Name2: null, Geburtsdatum: '1960-02-01' },
        journal: [
          { zeit: '2026-11-22T09:00:00.000Z', text: 'Eingelesen' },
          { zeit: '2026-11-22T09:05:00.000Z', text: WERKBANK_TEXTE.journal.zurueckgestellt },
        ],
      },
    );
    expect(details.values).toEqual([
      { label: 'Datei', value: 'm.txt (Nr. 12)' },
      { label: 'Zeile', value: '24' },
      { label: 'Status', value: `-8 – ${FEHLER_STATUS[-8]}` },
      { label: 'Grund', value: 'Vertrag bei anderem Kunden' },
      { label: 'Verwendung', value: 'zurückgestellt' },
      { label: 'Satzart / Sub-Interface', value: '0100#1' },
      { label: 'Name1', value: 'Pooosmann' },
      { label: 'Geburtsdatum', value: '01.02.1960' },
    ]);
    expect(details.journal).toEqual([
      { label: '2026-11-22T09:00:00.000Z', value: 'Eingelesen' },
      { label: '2026-11-22T09:05:00.000Z', value: 'Zurückgestellt' },
    ]);
  });

  it('nennt nach der Datei ihren Dateifehler, wenn sie unvollständig ist', () => {
    const details = zeilenDetails(
      { id: 12, fileName: 'm.txt', dateiFehler: 'Datei unvollständig: Nachsatz 9999 fehlt' },
      { dateiId: 12, zeile: 1, status: 0, use4Booking: 1, journal: [] },
    );
    expect(details.values.slice(0, 3)).toEqual([
      { label: 'Datei', value: 'm.txt (Nr. 12)' },
      { label: 'Dateifehler', value: 'Datei unvollständig: Nachsatz 9999 fehlt' },
      { label: 'Zeile', value: '1' },
    ]);
  });
});
