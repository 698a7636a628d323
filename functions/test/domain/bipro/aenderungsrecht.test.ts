import { describe, expect, it } from 'vitest';
import { ROLLEN, type Benutzer, type Rolle } from '@lieferdesk/shared';
import { darfBiproDateiAendern } from '../../../src/domain/bipro/aenderungsrecht';
import { siehtBiproDatei } from '../../../src/domain/bipro/sicht';

const benutzer = (rollen: Rolle[], maklernr?: string, struktur: string[] = []): Benutzer => ({
  id: 'sub',
  name: 'x',
  rollen,
  ...(maklernr ? { maklernr } : {}),
  struktur,
});

/** An unassigned document and a GDV file of broker 10001: what a structure above him sees. */
const dokument = { maklernr: '10001', ziel: 'dokument', zuordnung: 0 } as const;
const gdvDatei = { maklernr: '10001', ziel: 'gdv' } as const;

describe('wer eine BiPRO-Datei ändern darf', () => {
  it('jede Rolle allein, ohne eigene Maklernummer: nur der volle Filter', () => {
    const darf = Object.fromEntries(ROLLEN.map((r) => [r, darfBiproDateiAendern(benutzer([r]), dokument)]));
    expect(darf).toEqual(Object.fromEntries(ROLLEN.map((r) => [r, r === 'INTERN' || r === 'DATEN_IMPORT'])));
  });

  it('jede Rolle mit der Maklernummer der Datei: ihr Makler ändert sie', () => {
    for (const r of ROLLEN) expect(darfBiproDateiAendern(benutzer([r], '10001'), dokument), r).toBe(true);
  });

  it('die interne Sicht sieht alles und ändert nichts', () => {
    const sicht = benutzer(['VIEW_INTERN']);
    expect(siehtBiproDatei(sicht, dokument)).toBe(true);
    expect(darfBiproDateiAendern(sicht, dokument)).toBe(false);
  });

  it('die Struktur sieht die Dateien ihrer Makler und ändert nur die eigenen', () => {
    const struktur = benutzer(['BIPRO_STRUKTUR'], '10000', ['10001']);
    const fpPlus = benutzer(['FP_PLUS'], '10000', ['10001']);
    expect([siehtBiproDatei(struktur, dokument), darfBiproDateiAendern(struktur, dokument)]).toEqual([
      true,
      false,
    ]);
    expect([siehtBiproDatei(fpPlus, gdvDatei), darfBiproDateiAendern(fpPlus, gdvDatei)]).toEqual([
      true,
      false,
    ]);
    expect(darfBiproDateiAendern(struktur, { maklernr: '10000' })).toBe(true);
  });

  it('ein anderer Makler nicht', () => {
    expect(darfBiproDateiAendern(benutzer(['EXTERNER_MAKLER'], '20001'), dokument)).toBe(false);
  });
});
