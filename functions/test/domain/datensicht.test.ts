import { describe, expect, it } from 'vitest';
import type { Benutzer } from '@lieferdesk/shared';
import { NichtGefunden } from '../../src/domain/fehler';
import {
  datensicht,
  istSichtbar,
  nurSichtbar,
  siehtBestandVon,
  type Eigentuemer,
} from '../../src/domain/datensicht';

const benutzer = (rollen: Benutzer['rollen'], mehr: Partial<Benutzer> = {}): Benutzer => ({
  id: 'u',
  name: 'u',
  rollen,
  struktur: [],
  ...mehr,
});
const eintrag: Eigentuemer = { maklernr: '10001', userId: 'importsicht' };
const makler = benutzer(['IS_DATEN_IMPORT_VISIBLE'], { name: 'importsicht', maklernr: '10001' });
const leiter = benutzer(['IS_DATEN_IMPORT_VISIBLE', 'BIPRO_STRUKTUR'], {
  maklernr: '10000',
  struktur: ['10001', '10002'],
});

describe('Datensicht', () => {
  it('zeigt internen Benutzern, dem Datenimport-Recht und der internen Sicht alles', () => {
    for (const rollen of [['INTERN'], ['DATEN_IMPORT'], ['VIEW_INTERN']] as const) {
      expect(datensicht(benutzer([...rollen], { maklernr: '1' }))).toEqual({ alle: true });
    }
  });

  it('zeigt einem Makler seine und selbst hochgeladene Einträge', () => {
    const s = datensicht(makler);
    expect(istSichtbar(eintrag, s)).toBe(true);
    expect(istSichtbar({ maklernr: '10002', userId: 'x' }, s)).toBe(false);
    expect(istSichtbar({ userId: 'importsicht' }, s)).toBe(true);
    expect(istSichtbar({ maklernr: '10001' }, s)).toBe(true);
  });

  it('zeigt die Struktur nur mit Rolle und Wunsch', () => {
    expect(istSichtbar(eintrag, datensicht(leiter))).toBe(false);
    expect(istSichtbar(eintrag, datensicht(leiter, true))).toBe(true);
    const ohneRolle = benutzer(['IS_DATEN_IMPORT_VISIBLE'], { maklernr: '10000', struktur: ['10001'] });
    expect(istSichtbar(eintrag, datensicht(ohneRolle, true))).toBe(false);
  });

  it('zeigt einen Eintrag ohne Eigentümer nur denen, die alles sehen', () => {
    const ohne: Eigentuemer = {};
    expect(istSichtbar(ohne, datensicht(benutzer(['INTERN'])))).toBe(true);
    expect(istSichtbar(ohne, datensicht(benutzer(['VIEW_INTERN'])))).toBe(true);
    expect(istSichtbar(ohne, datensicht(makler))).toBe(false);
    expect(istSichtbar(ohne, datensicht(leiter, true))).toBe(false);
    // A user without a broker number and a record without one are no match either.
    expect(istSichtbar(ohne, datensicht(benutzer(['FA'], { name: '' })))).toBe(false);
  });

  it('antwortet außerhalb der Sicht wie für einen fehlenden Eintrag', () => {
    const s = datensicht(makler);
    expect(nurSichtbar(eintrag, s, 'weg')).toBe(eintrag);
    expect(() => nurSichtbar({ maklernr: '10002' }, s, 'weg')).toThrow(new NichtGefunden('weg'));
    expect(() => nurSichtbar(undefined, s, 'weg')).toThrow(new NichtGefunden('weg'));
  });

  it('zeigt den Bestand eines Maklers ihm, seiner Struktur und denen, die alles sehen', () => {
    expect(siehtBestandVon(makler, '10001')).toBe(true);
    expect(siehtBestandVon(makler, '10002')).toBe(false);
    expect(siehtBestandVon(leiter, '10002')).toBe(true);
    expect(siehtBestandVon(benutzer(['VIEW_INTERN']), '20001')).toBe(true);
  });
});
