import { describe, expect, it } from 'vitest';
import { MELDUNGEN, type Benutzer } from '@lieferdesk/shared';
import {
  kopfEntwurf,
  LEERER_KOPF,
  LEERES_FELD,
  LEERES_MULTI,
  pruefeFeld,
  pruefeKopf,
  pruefeMulti,
  schnittstellenRechte,
} from '../src/pages/schnittstellen/formular';

const benutzer = (rollen: Benutzer['rollen']): Benutzer => ({ id: 'u', name: 'u', rollen, struktur: [] });

describe('Rechte der Interface-Verwaltung (Reference §6)', () => {
  it('lässt interne Benutzer eigene Interfaces ändern und jedes kopieren', () => {
    const intern = benutzer(['INTERN']);
    expect(schnittstellenRechte(intern, { eingebaut: false })).toEqual({ kopieren: true, aendern: true });
    expect(schnittstellenRechte(intern, { eingebaut: true })).toEqual({ kopieren: true, aendern: false });
  });
  it('zeigt allen anderen nur an', () => {
    for (const rolle of ['IS_DATEN_IMPORT_VISIBLE', 'VIEW_INTERN', 'DATEN_IMPORT'] as const) {
      expect(schnittstellenRechte(benutzer([rolle]), { eingebaut: false })).toEqual({
        kopieren: false,
        aendern: false,
      });
    }
  });
});

describe('Formulare der Interface-Seite', () => {
  it('verlangt für ein Feld einen Namen (Reference §5)', () => {
    expect(pruefeFeld(LEERES_FELD)).toEqual({ fehler: { name: MELDUNGEN.feldNameErforderlich } });
    expect(pruefeFeld({ ...LEERES_FELD, name: '  ' }).fehler.name).toBe(MELDUNGEN.feldNameErforderlich);
    const { daten } = pruefeFeld({ ...LEERES_FELD, name: 'VSNR', position: 10, len: 17, comment: '' });
    expect(daten).toEqual({ name: 'VSNR', art: 1, position: 10, len: 17 });
  });
  it('verlangt für ein Sub-Interface die NewItabSid (Reference §5); eine leere lfd. Nr. vergibt der Server', () => {
    expect(pruefeMulti(LEERES_MULTI).fehler).toEqual({ newItabSid: MELDUNGEN.newItabSidErforderlich });
    expect(pruefeMulti({ ...LEERES_MULTI, newItabSid: 101 }).daten).toEqual({ newItabSid: 101 });
  });
  it('verlangt im Kopf Name und Gesellschaft und übernimmt ein geladenes Interface', () => {
    expect(pruefeKopf({ ...LEERER_KOPF, gesellschaft: '' }).fehler).toEqual({
      interfaceName: MELDUNGEN.interfaceNameErforderlich,
      gesellschaft: MELDUNGEN.gesellschaftErforderlich,
    });
    const entwurf = kopfEntwurf({
      ...LEERER_KOPF,
      id: 1000,
      interfaceName: 'Test',
      description: undefined,
      felder: [],
      multiInterfaces: [],
    });
    expect(entwurf.description).toBe('');
    expect(pruefeKopf(entwurf).daten).toMatchObject({ interfaceName: 'Test', gesellschaft: 'Allgemein' });
    expect(pruefeKopf(entwurf).daten?.description).toBeUndefined();
  });
});
