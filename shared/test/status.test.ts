import { describe, expect, it } from 'vitest';
import { GEBUCHT_AB, istZeileAenderbar, ZEILEN_STATUS } from '../src';

describe('Zeilenstatus (Referenz §4)', () => {
  it('lässt eine Zeile bis Status 1 ändern, löschen und zuordnen, Fehlerstatus eingeschlossen', () => {
    for (const status of [-22, -1, ZEILEN_STATUS.gelesen, ZEILEN_STATUS.ausgewertet])
      expect(istZeileAenderbar(status), String(status)).toBe(true);
  });
  it('hält eine gebuchte Zeile (übertragen, abgeschlossen) fest', () => {
    expect(GEBUCHT_AB).toBe(ZEILEN_STATUS.uebertragen);
    for (const status of [ZEILEN_STATUS.uebertragen, ZEILEN_STATUS.abgeschlossen])
      expect(istZeileAenderbar(status), String(status)).toBe(false);
  });
});
