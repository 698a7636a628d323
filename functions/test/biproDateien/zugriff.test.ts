import { describe, expect, it } from 'vitest';
import type { Benutzer } from '@lieferdesk/shared';
import { istSichtbar } from '../../src/biproDateien/zugriff';
import type { BiproDateiEintrag } from '../../src/data/repositories/biproDateien';

const datei = (aenderung: Partial<BiproDateiEintrag> = {}): BiproDateiEintrag =>
  ({
    id: 41,
    ziel: 'abrechnung',
    fileName: 'courtage.csv',
    maklernr: '10001',
    invisible: false,
    ...aenderung,
  }) as BiproDateiEintrag;

const benutzer = (rollen: Benutzer['rollen'], maklernr?: string, struktur: string[] = []): Benutzer => ({
  id: 'sub',
  name: 'x',
  rollen,
  ...(maklernr ? { maklernr } : {}),
  struktur,
});

const courtage = { ziele: ['abrechnung', 'mahnung'] } as const;

describe('eine gespeicherte BiPRO-Datei per Id', () => {
  it('sieht ihr Makler und wer alles sieht', () => {
    expect(istSichtbar(benutzer(['FA'], '10001'), datei(), courtage)).toBe(true);
    expect(istSichtbar(benutzer(['INTERN']), datei(), courtage)).toBe(true);
  });

  it('ist für andere Makler, fremde Listen und unbekannte Ids nicht da', () => {
    expect(istSichtbar(benutzer(['EXTERNER_MAKLER'], '20001'), datei(), courtage)).toBe(false);
    // The structure sees its brokers' unassigned documents and GDV files, not their commission.
    expect(istSichtbar(benutzer(['BIPRO_STRUKTUR', 'FP_PLUS'], '10000', ['10001']), datei(), courtage)).toBe(
      false,
    );
    expect(istSichtbar(benutzer(['INTERN']), datei({ ziel: 'dokument' }), courtage)).toBe(false);
    expect(istSichtbar(benutzer(['INTERN']), undefined, courtage)).toBe(false);
  });

  it('gelöschte nur, wo die Liste sie zeigt', () => {
    const geloescht = datei({ invisible: true });
    expect(istSichtbar(benutzer(['INTERN']), geloescht, courtage)).toBe(false);
    expect(istSichtbar(benutzer(['INTERN']), geloescht, { ...courtage, geloeschte: true })).toBe(true);
  });

  it('die Struktur sieht nicht zugeordnete Dokumente ihrer Makler, zugeordnete nicht', () => {
    const struktur = benutzer(['BIPRO_STRUKTUR'], '10000', ['10001']);
    const dokumente = { ziele: ['dokument'] } as const;
    expect(istSichtbar(struktur, datei({ ziel: 'dokument', zuordnung: 0 }), dokumente)).toBe(true);
    expect(istSichtbar(struktur, datei({ ziel: 'dokument', zuordnung: 2 }), dokumente)).toBe(false);
  });
});
