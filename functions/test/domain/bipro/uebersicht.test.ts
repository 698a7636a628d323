import { describe, expect, it } from 'vitest';
import { ABHOL_TEXTE } from '@lieferdesk/shared';
import { uebersichtsZeile, zaehlerNachErfolg, type ZugangsStand } from '../../../src/domain/bipro/uebersicht';

const jetzt = new Date('2026-11-27T12:00:00Z');
const vor = (stunden: number) => new Date(jetzt.getTime() - stunden * 3600_000).toISOString();
const basis: ZugangsStand = { zugangId: 3, maklernr: '10001', benutzername: 'u', aktiv: true };

describe('Zeile der Download-Übersicht', () => {
  it('nie abgeholt: Status mit „niemals“, keine Zahlen, keine Warnungen', () => {
    const z = uebersichtsZeile(basis, 'Muster', true, jetzt);
    expect(z.status).toBe(ABHOL_TEXTE.status.niemals);
    expect(z.status).toContain('niemals');
    expect(z).toMatchObject({
      id: 3,
      gesellschaft: 'Muster',
      postdokumenteZugeordnet: 0,
      warning: {},
      invisible: false,
    });
  });

  it('frisch abgeholt: kein Status (Haken), die Zahlen des Laufs', () => {
    const z = uebersichtsZeile(
      {
        ...basis,
        letzterErfolg: vor(1),
        zaehler: { zugeordnet: 2, nichtZugeordnet: 1, gdv: 1, abrechnungen: 0, mahnungen: 3, archiv: 4 },
        letzteAnkunft: { zugeordnet: vor(1), mahnungen: vor(1) },
      },
      'Muster',
      true,
      jetzt,
    );
    expect(z.status).toBeUndefined();
    expect(z).toMatchObject({
      postdokumenteZugeordnet: 2,
      postdokumenteNichtZugeordnet: 1,
      gdv: 1,
      mahnungen: 3,
    });
    expect(z.warning).toEqual({});
  });

  it('über 72 Stunden alt: Status mit „alt“, Warnung je Spalte mit alter letzter Ankunft', () => {
    const z = uebersichtsZeile(
      { ...basis, letzterErfolg: vor(73), letzteAnkunft: { gdv: vor(100), zugeordnet: vor(71) } },
      'Muster',
      true,
      jetzt,
    );
    expect(z.status).toBe(ABHOL_TEXTE.status.veraltet);
    expect(z.status).toContain('alt');
    expect(z.warning).toEqual({ gdv: true });
  });

  it('gescheitert: Status ohne „alt“ und „niemals“ (Kreuz), der Grund daneben', () => {
    const z = uebersichtsZeile(
      { ...basis, letzterFehler: 'Verwaltungsfehler: alt und niemals' },
      'M',
      false,
      jetzt,
    );
    expect(z.status).toBe(ABHOL_TEXTE.status.fehlgeschlagen);
    expect(z.status).not.toMatch(/alt|niemals/);
    expect(z.fehler).toBe('Verwaltungsfehler: alt und niemals');
    expect(z.jobStartAllowed).toBe(false);
  });

  it('ein inaktiver Zugang ist unsichtbar markiert', () => {
    expect(uebersichtsZeile({ ...basis, aktiv: false }, 'M', false, jetzt).invisible).toBe(true);
  });
});

describe('Anzahlen nach einem erfolgreichen Lauf (die der letzten Abholung)', () => {
  const zaehler = (n: number) => ({
    zugeordnet: n,
    nichtZugeordnet: n,
    gdv: n,
    abrechnungen: 0,
    mahnungen: 1,
    archiv: 0,
  });

  it('ein neuer Lauf zeigt nur, was er selbst brachte — auch 0, wenn nichts Neues kam', () => {
    expect(zaehlerNachErfolg(zaehler(0), false, { zaehler: zaehler(5) })).toEqual(zaehler(0));
    expect(zaehlerNachErfolg(zaehler(2), false, undefined)).toEqual(zaehler(2));
  });

  it('eine Fortsetzung zählt zur Abholung, die sie fortsetzt', () => {
    expect(zaehlerNachErfolg(zaehler(2), true, { zaehler: zaehler(3) })).toEqual({
      zugeordnet: 5,
      nichtZugeordnet: 5,
      gdv: 5,
      abrechnungen: 0,
      mahnungen: 2,
      archiv: 0,
    });
  });

  it('nach einem gescheiterten Teil beginnt die Fortsetzung neu: die gespeicherten Anzahlen sind älter', () => {
    expect(zaehlerNachErfolg(zaehler(2), true, { zaehler: zaehler(3), letzterFehler: 'STS: 401' })).toEqual(
      zaehler(2),
    );
    expect(zaehlerNachErfolg(zaehler(2), true, {})).toEqual(zaehler(2));
  });
});
