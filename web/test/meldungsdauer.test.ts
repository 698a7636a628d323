import { describe, expect, it } from 'vitest';
import { anzeigedauer, KUERZESTE_MS, LAENGSTE_MS } from '../src/shell/meldungsdauer';

const dauer = (...texte: string[]) => {
  const d = anzeigedauer('success', ...texte);
  if (!('life' in d)) throw new Error('erwartet: eine Dauer');
  return d.life;
};

describe('Meldungen: wie lange ein Toast stehen bleibt', () => {
  it('ein Fehler bleibt, bis er geschlossen wird', () => {
    expect(anzeigedauer('error', 'Fehler', 'Die Anfrage ist ungültig.')).toEqual({ sticky: true });
  });

  it('ein kurzer Text mindestens 5 Sekunden, länger als PrimeReacts 3', () => {
    expect(dauer('Erfolgreich')).toBe(KUERZESTE_MS);
    expect(KUERZESTE_MS).toBeGreaterThan(3000);
  });

  it('ein langer Text länger als ein kurzer, nach seiner Länge, höchstens 20 Sekunden', () => {
    const kurz = dauer('Erfolgreich', 'Der Zugang wurde gespeichert.');
    const lang = dauer('Erfolgreich', 'Anzahl der neu zugeordneten Dokumente: 12. '.repeat(3));
    expect(lang).toBeGreaterThan(kurz);
    expect(dauer('x'.repeat(5000))).toBe(LAENGSTE_MS);
  });

  it('zählt alle Teile des Toasts (Überschrift und Text)', () => {
    expect(dauer('Erfolgreich', 'y'.repeat(60))).toBeGreaterThan(dauer('y'.repeat(60)));
  });

  it('Info und Warnung wie ein Erfolg', () => {
    const text = 'Der Vertrag wurde zwischenzeitlich gelöscht.';
    expect(anzeigedauer('info', text)).toEqual(anzeigedauer('warn', text));
    expect(anzeigedauer('info', text)).toEqual(anzeigedauer('success', text));
  });
});
