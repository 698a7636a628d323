import { describe, expect, it } from 'vitest';
import { ROUTEN_GRUPPEN, ROUTEN_LISTE, type Route, type UmgesetzteRoute } from '../src/index';

/** The route files whose every write changes a setting the change log records. */
const EINSTELLUNGEN = [
  'zugaenge',
  'gesellschaftZugang',
  'schnittstellen',
  'kategorien',
  'ausnahmen',
] as const;
/** Settings whose routes stand in files of other features. */
const EINZELNE = ['interfacelaufSpeichern', 'interfacelaufLoeschen', 'maklerBlacklistSpeichern'];

/**
 * A route that writes a setting. A list's export writes only its job's progress record (and
 * starts "Exportstrecke"): no setting changes, no entry.
 */
const schreibt = (r: Route) => {
  const zugriff = (r as UmgesetzteRoute).zugriff;
  return zugriff?.tabelle === 'schreiben' && !zugriff.strecken?.includes('export');
};

describe('Änderungsprotokoll: welche Routen einen Eintrag schreiben', () => {
  it('jede schreibende Route der Einstellungen, und nur sie', () => {
    const erwartet = [
      ...EINSTELLUNGEN.flatMap((g) =>
        Object.values(ROUTEN_GRUPPEN[g] as Record<string, Route>).filter(schreibt),
      ),
      ...ROUTEN_LISTE.filter((r) => EINZELNE.includes(r.id)),
    ]
      .map((r) => r.id)
      .sort();
    const mitBereich = ROUTEN_LISTE.filter((r) => r.aenderungsbereich !== undefined)
      .map((r) => r.id)
      .sort();
    expect(mitBereich).toEqual(erwartet);
    // Only writes: a read leaves no entry.
    for (const r of ROUTEN_LISTE.filter((r) => r.aenderungsbereich)) expect(schreibt(r), r.id).toBe(true);
  });
});
