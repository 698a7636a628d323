import { describe, expect, it } from 'vitest';
import { COGNITO_PASSWORT_MELDUNG, PASSWORT_REGEL, passwortVerstoesse } from '../src/passwortRegel';
import { KONTO_TEXTE } from '../src/texte/konto';

describe('passwortVerstoesse (die Passwortregel des User Pools)', () => {
  it('lässt ein Passwort durch, das jede Regel erfüllt', () => {
    expect(passwortVerstoesse('Lieferdesk-2026!')).toEqual([]);
    expect(passwortVerstoesse('Abcdefghij1~')).toEqual([]);
  });

  it('nennt jede verletzte Regel, in Cognitos Reihenfolge', () => {
    expect(passwortVerstoesse('')).toEqual([
      'zuKurz',
      'keinKleinbuchstabe',
      'keinGrossbuchstabe',
      'keineZiffer',
      'keinSonderzeichen',
    ]);
    expect(passwortVerstoesse('Kurz-1a')).toEqual(['zuKurz']);
    expect(passwortVerstoesse('LIEFERDESK-2026!')).toEqual(['keinKleinbuchstabe']);
    expect(passwortVerstoesse('lieferdesk-2026!')).toEqual(['keinGrossbuchstabe']);
    expect(passwortVerstoesse('Lieferdesk-zwei!')).toEqual(['keineZiffer']);
    expect(passwortVerstoesse('Lieferdesk2026ab')).toEqual(['keinSonderzeichen']);
  });

  it('zählt ein Leerzeichen in der Mitte als Sonderzeichen, am Rand nicht', () => {
    expect(passwortVerstoesse('Lieferdesk 2026')).toEqual([]);
    expect(passwortVerstoesse(' Lieferdesk2026 ')).toEqual(['keinSonderzeichen']);
  });

  it('misst die Länge in Zeichen, nicht in UTF-16-Einheiten', () => {
    const elf = 'Aa1!' + '😀'.repeat(PASSWORT_REGEL.mindestLaenge - 5);
    expect(passwortVerstoesse(elf)).toEqual(['zuKurz']);
    expect(passwortVerstoesse(elf + '😀')).toEqual([]);
  });

  it('hat für jede Regel Cognitos Meldung und einen deutschen Satz', () => {
    for (const verstoss of Object.keys(COGNITO_PASSWORT_MELDUNG)) {
      expect(KONTO_TEXTE.verstoss[verstoss as keyof typeof KONTO_TEXTE.verstoss]).toMatch(/^Es muss/);
    }
  });
});
