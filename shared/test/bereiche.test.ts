import { describe, expect, it } from 'vitest';
import { nutzbareBereiche, startBereich, type Benutzer, type Rolle } from '../src';

const mit = (...rollen: Rolle[]): Benutzer => ({ id: 'u', name: 'u', rollen, struktur: [] });
/** The areas whose pages the web has built at the time of writing. */
const GEBAUT = new Set(['kategorien', 'interfaces', 'importMonitor', 'datenimport', 'abrechnungImport']);
const gebaut = (id: string) => GEBAUT.has(id);
const ids = (benutzer: Benutzer, istGebaut = gebaut) =>
  nutzbareBereiche(benutzer, istGebaut).map((b) => b.id);

describe('Navigation: nutzbare Bereiche und Startseite', () => {
  it('zeigt nur Bereiche, die gebaut sind und die der Benutzer öffnen darf', () => {
    expect(ids(mit('EXTERNER_MAKLER'))).toEqual(['kategorien']);
    expect(ids(mit('INTERN'))).toEqual([
      'kategorien',
      'datenimport',
      'abrechnungImport',
      'importMonitor',
      'interfaces',
    ]);
    expect(ids(mit('EXTERNER_MAKLER'), (id) => id === 'datenimport')).toEqual([]);
  });

  it('startet in der Übersicht, wer sie sehen darf; die anderen behalten ihre erste Seite', () => {
    const alle = () => true;
    for (const rolle of [
      'INTERN',
      'DATEN_IMPORT',
      'VIEW_INTERN',
      'IS_DATEN_IMPORT_VISIBLE',
      'FA',
      'EXTERNER_MAKLER',
    ] as const)
      expect(startBereich(nutzbareBereiche(mit(rolle), alle))?.id, rolle).toBe('uebersicht');
    expect(startBereich(nutzbareBereiche(mit('KATEGORIEN_SETZEN'), alle))?.id).toBe('dokumente');
    expect(startBereich(nutzbareBereiche(mit('VIEW_BROKER_AS_INTERN'), alle))?.id).toBe('dokumente');
    expect(startBereich(nutzbareBereiche(mit('FA', 'VIEW_BROKER_AS_INTERN'), alle))?.id).toBe('uebersicht');
  });

  it('startet ohne Übersicht im Dokumenteneingang, sonst Datenimport, Monitor, Interfaces, Kategorien', () => {
    expect(startBereich(nutzbareBereiche(mit('INTERN'), gebaut))?.id).toBe('datenimport');
    expect(startBereich(nutzbareBereiche(mit('DATEN_IMPORT'), gebaut))?.id).toBe('datenimport');
    expect(startBereich(nutzbareBereiche(mit('INTERN'), (id) => id !== 'uebersicht'))?.id).toBe('dokumente');
    expect(
      startBereich(nutzbareBereiche(mit('INTERN'), (id) => id !== 'datenimport' && gebaut(id)))?.id,
    ).toBe('importMonitor');
    expect(
      startBereich(nutzbareBereiche(mit('INTERN'), (id) => id === 'interfaces' || id === 'kategorien'))?.id,
    ).toBe('interfaces');
    expect(startBereich(nutzbareBereiche(mit('EXTERNER_MAKLER'), gebaut))?.id).toBe('kategorien');
    // An area outside the order still beats having no start page at all.
    expect(startBereich(nutzbareBereiche(mit('INTERN'), (id) => id === 'ausnahmen'))?.id).toBe('ausnahmen');
    expect(startBereich([])).toBeUndefined();
  });
});
