import { describe, expect, it } from 'vitest';
import {
  benutzerAusClaims,
  darfImportLesen,
  darfInterfacesVerwalten,
  darfKategorienSetzen,
  darfStrukturDokumenteSehen,
  darfStrukturGdvDateienSehen,
  hatBerechtigung,
  hatVollenFilter,
  importFormat,
  istExternerMakler,
  rechteVon,
  darfUebersichtSehen,
  zuordnungsArt,
  type Benutzer,
  type Rolle,
} from '../src';

const mit = (...rollen: Rolle[]): Benutzer => ({ id: 'u', name: 'u', rollen, struktur: [] });

describe('Rechte nach Referenz §6', () => {
  it('Import lesen/auswerten: IS_DATEN_IMPORT_VISIBLE, FA mit VIEW_BROKER_AS_INTERN, VIEW_INTERN, oder voller Filter', () => {
    expect(darfImportLesen(mit('IS_DATEN_IMPORT_VISIBLE'))).toBe(true);
    expect(darfImportLesen(mit('VIEW_INTERN'))).toBe(true);
    expect(darfImportLesen(mit('FA', 'VIEW_BROKER_AS_INTERN'))).toBe(true);
    expect(darfImportLesen(mit('FA'))).toBe(false);
    expect(darfImportLesen(mit('VIEW_BROKER_AS_INTERN'))).toBe(false);
    expect(darfImportLesen(mit('EXTERNER_MAKLER'))).toBe(false);
    expect(darfImportLesen(mit())).toBe(false);
  });

  it('wer den vollen Filter hat, darf die Importmasken auch öffnen (INTERN, DATEN_IMPORT)', () => {
    for (const rolle of ['INTERN', 'DATEN_IMPORT'] as const) {
      expect(hatVollenFilter(mit(rolle))).toBe(true);
      expect(darfImportLesen(mit(rolle))).toBe(true);
      expect(hatBerechtigung(mit(rolle), 'importLesen')).toBe(true);
    }
  });

  it('voller Filter: interne Benutzer oder das Datenimport-Recht', () => {
    expect(hatVollenFilter(mit('INTERN'))).toBe(true);
    expect(hatVollenFilter(mit('DATEN_IMPORT'))).toBe(true);
    expect(hatVollenFilter(mit('VIEW_INTERN'))).toBe(false);
    expect(hatVollenFilter(mit('EXTERNER_MAKLER'))).toBe(false);
  });

  it('Kategorien setzen nur mit dem Recht dazu, Interfaces verwalten nur intern', () => {
    expect(darfKategorienSetzen(mit('KATEGORIEN_SETZEN'))).toBe(true);
    expect(darfKategorienSetzen(mit('INTERN'))).toBe(false);
    expect(darfInterfacesVerwalten(mit('INTERN'))).toBe(true);
    expect(darfInterfacesVerwalten(mit('DATEN_IMPORT', 'VIEW_INTERN'))).toBe(false);
  });

  it('Struktur-Rechte und externe Makler', () => {
    expect(darfStrukturDokumenteSehen(mit('BIPRO_STRUKTUR'))).toBe(true);
    expect(darfStrukturDokumenteSehen(mit('FP_PLUS'))).toBe(false);
    expect(darfStrukturGdvDateienSehen(mit('FP_PLUS'))).toBe(true);
    expect(istExternerMakler(mit('EXTERNER_MAKLER'))).toBe(true);
    expect(istExternerMakler(mit('EXTERNER_MAKLER', 'INTERN'))).toBe(false);
  });

  it('Formatname: Abrechnung im Modus 2, GDV für FK, sonst OMDS; Zuordnung GDV für FA', () => {
    expect(importFormat(mit('FK'), 2)).toBe('Abrechnung');
    expect(importFormat(mit('FK'), 1)).toBe('GDV');
    expect(importFormat(mit('FA'), 1)).toBe('OMDS');
    expect(zuordnungsArt(mit('FA'))).toBe('GDV');
    expect(zuordnungsArt(mit('FK'))).toBe('OMDS');
  });

  it('Übersicht: interne und Import-Benutzer und Makler, nicht wer nur Kategorien setzt', () => {
    for (const rolle of ['INTERN', 'VIEW_INTERN', 'DATEN_IMPORT', 'IS_DATEN_IMPORT_VISIBLE'] as const)
      expect(darfUebersichtSehen(mit(rolle)), rolle).toBe(true);
    for (const rolle of ['FA', 'FK', 'EXTERNER_MAKLER', 'BIPRO_STRUKTUR', 'FP_PLUS'] as const)
      expect(darfUebersichtSehen(mit(rolle)), rolle).toBe(true);
    expect(darfUebersichtSehen(mit('KATEGORIEN_SETZEN'))).toBe(false);
    expect(darfUebersichtSehen(mit('VIEW_BROKER_AS_INTERN'))).toBe(false);
    expect(darfUebersichtSehen(mit())).toBe(false);
  });

  it('rechteVon fasst alle Berechtigungen zusammen, hatBerechtigung nutzt dieselben Regeln', () => {
    const rechte = rechteVon(mit('FA', 'VIEW_BROKER_AS_INTERN'));
    expect(rechte).toEqual({
      angemeldet: true,
      intern: false,
      kategorienSetzen: false,
      importLesen: true,
      vollerFilter: false,
      uebersichtSehen: true,
    });
    expect(hatBerechtigung(mit(), 'angemeldet')).toBe(true);
    expect(hatBerechtigung(mit(), 'intern')).toBe(false);
  });
});

describe('Benutzer aus Token-Claims', () => {
  it('liest Gruppen als Liste (Cognito) und als "[A B]" (API Gateway)', () => {
    const ausListe = benutzerAusClaims({
      sub: 's1',
      'cognito:username': 'huber',
      'cognito:groups': ['FA', 'VIEW_BROKER_AS_INTERN'],
      'custom:maklernr': '10001',
    });
    expect(ausListe).toEqual({
      id: 's1',
      name: 'huber',
      rollen: ['FA', 'VIEW_BROKER_AS_INTERN'],
      maklernr: '10001',
      struktur: [],
    });
    const ausText = benutzerAusClaims({ sub: 's1', 'cognito:groups': '[FA VIEW_BROKER_AS_INTERN]' });
    expect(ausText?.rollen).toEqual(['FA', 'VIEW_BROKER_AS_INTERN']);
  });

  it('ignoriert unbekannte Gruppen, liest die Struktur und verlangt ein Subjekt', () => {
    const b = benutzerAusClaims({
      sub: 's2',
      'cognito:groups': ['ADMIN', 'INTERN'],
      'custom:struktur': '10001, 10002,',
    });
    expect(b?.rollen).toEqual(['INTERN']);
    expect(b?.struktur).toEqual(['10001', '10002']);
    expect(b?.name).toBe('s2');
    expect(benutzerAusClaims({ 'cognito:groups': ['INTERN'] })).toBeUndefined();
    expect(benutzerAusClaims({ sub: '' })).toBeUndefined();
  });
});
