import { describe, expect, it } from 'vitest';
import { loeschbar } from '../src/pages/gdvDateien/gdvDateien';

describe('Löschen einer GDV-Datei', () => {
  it('nur eine nicht gelöschte, die der Benutzer ändern darf (Referenz §4, §6)', () => {
    expect(loeschbar({ invisible: false, aenderbar: true })).toBe(true);
    expect(loeschbar({ invisible: true, aenderbar: true })).toBe(false);
    expect(loeschbar({ invisible: false, aenderbar: false })).toBe(false);
  });
});
