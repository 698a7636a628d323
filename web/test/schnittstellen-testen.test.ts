import { describe, expect, it } from 'vitest';
import { base64Bytes, FEHLER_STATUS, MELDUNGEN } from '@lieferdesk/shared';
import { alsBase64, feldPaare, statusText, wertText } from '../src/pages/schnittstellen/testen';

describe('Interface testen: Datei und Ergebnis im Browser', () => {
  it('kodiert Bytes als Standard-Base64, auch über die Stückgröße hinaus', () => {
    for (const n of [0, 1, 2, 3, 0x8000 - 1, 0x8000, 0x8000 * 3 + 2]) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37) % 256);
      const text = alsBase64(bytes);
      expect(text, String(n)).toBe(Buffer.from(bytes).toString('base64'));
      expect(base64Bytes(text)).toBe(n);
    }
  });

  it('zeigt den Status mit dem Text des Fehlerkatalogs', () => {
    expect(statusText(0)).toBe(`0 – ${MELDUNGEN.testStatusGelesen}`);
    expect(statusText(-7)).toBe(`-7 – ${FEHLER_STATUS[-7]}`);
    expect(statusText(-1)).toBe('-1 – Wert fehlt oder ist falsch');
    expect(statusText(-99)).toBe('-99');
  });

  it('zeigt Felder als Name und Wert in ihrer Reihenfolge, null als leer', () => {
    expect(
      feldPaare({
        VSNR: 'HH-2023-0045871',
        Provisionsbetrag: -54.85,
        Buchungsdatum: '2024-03-04',
        Leer: null,
      }),
    ).toEqual([
      { name: 'VSNR', wert: 'HH-2023-0045871' },
      { name: 'Provisionsbetrag', wert: '-54.85' },
      { name: 'Buchungsdatum', wert: '2024-03-04' },
      { name: 'Leer', wert: MELDUNGEN.testWertLeer },
    ]);
    expect(feldPaare(undefined)).toEqual([]);
    expect(wertText(true)).toBe('true');
  });
});
