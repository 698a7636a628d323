/**
 * The interface list's pure rules (schnittstellen/regeln.ts, formate/schnittstellen/kopf.ts) and
 * the built-in catalogue (schnittstellen/katalog.ts), without DynamoDB; the use cases over the
 * table are tested against the local stack (test/integration/schnittstellen.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  MELDUNGEN,
  PARAMETER_ALLE,
  type MultiInterface,
  type Schnittstelle,
  type SchnittstellenFeld,
} from '@lieferdesk/shared';
import { eingebauteSchnittstellen } from '../src/formate/schnittstellen/eingebaut/index';
import { kopfVon } from '../src/formate/schnittstellen/kopf';
import { eingebauteVerzeichnis } from '../src/schnittstellen/katalog';
import {
  alsZeile,
  feldEntfernt,
  feldGespeichert,
  multiEntfernt,
  multiGespeichert,
  naechsteLfdno,
  passtZumFilter,
  pruefeSubInterface,
} from '../src/schnittstellen/regeln';

const schnittstelle = (id: number, interfaceName = `S${id}`, gesellschaft = 'Allgemein'): Schnittstelle => ({
  id,
  interfaceName,
  gesellschaft,
  xml: false,
  keepErrors: false,
  hideErrors: false,
  multiple: false,
  active: true,
  invisible: false,
  unicode: false,
  felder: [],
  multiInterfaces: [],
});

describe('Interface-Filter', () => {
  const zeile = schnittstelle(1000, 'Courtage Muster', 'Muster Versicherung AG');
  it('lässt ohne Gesellschaft oder mit PARAMETER_ALLE jede Gesellschaft durch', () => {
    expect(passtZumFilter(zeile, {})).toBe(true);
    expect(passtZumFilter(zeile, { gesellschaft: '' })).toBe(true);
    expect(passtZumFilter(zeile, { gesellschaft: PARAMETER_ALLE })).toBe(true);
  });
  it('filtert nach genauer Gesellschaft und nach einem Namensteil ohne Groß-/Kleinschreibung', () => {
    expect(passtZumFilter(zeile, { gesellschaft: 'Muster Versicherung AG' })).toBe(true);
    expect(passtZumFilter(zeile, { gesellschaft: 'Allgemein' })).toBe(false);
    expect(passtZumFilter(zeile, { interfaceName: 'courtage' })).toBe(true);
    expect(passtZumFilter(zeile, { interfaceName: 'OMDS' })).toBe(false);
  });
});

describe('Sub-Interfaces', () => {
  it('vergibt die nächste lfd. Nr. über der höchsten, beginnend bei 1', () => {
    expect(naechsteLfdno([])).toBe(1);
    expect(
      naechsteLfdno([
        { lfdno: 3, newItabSid: 1 },
        { lfdno: 1, newItabSid: 2 },
      ]),
    ).toBe(4);
  });
});

describe('Eingebaute Interfaces', () => {
  it('liegen alle in den reservierten Ids 1-999, jede Id nur einmal', () => {
    const verzeichnis = eingebauteVerzeichnis(eingebauteSchnittstellen());
    expect(verzeichnis.size).toBeGreaterThan(0);
    for (const [id, s] of verzeichnis) {
      expect(id).toBeGreaterThanOrEqual(1);
      expect(id).toBeLessThanOrEqual(999);
      expect(s.eingebaut).toBe(true);
      expect(s.interfaceName.trim()).not.toBe('');
    }
  });
  it('weist Ids außerhalb 1-999 und doppelte Ids zurück', () => {
    expect(() => eingebauteVerzeichnis([schnittstelle(1000)])).toThrow(/1-999/);
    expect(() => eingebauteVerzeichnis([schnittstelle(0)])).toThrow(/1-999/);
    expect(() => eingebauteVerzeichnis([schnittstelle(5), schnittstelle(5)])).toThrow(/doppelt/);
  });
});

describe('Kopffelder', () => {
  it('nimmt nur die Kopffelder, ohne leere Werte, und die Zeile ohne Listen und Version', () => {
    const quelle = {
      ...schnittstelle(1000, 'Courtage Muster'),
      description: '',
      nameCheck: '*courtage*.csv',
      checkStatement: undefined,
      version: 3,
      fremd: 'x',
    };
    expect(kopfVon(quelle)).toEqual({
      interfaceName: 'Courtage Muster',
      gesellschaft: 'Allgemein',
      xml: false,
      keepErrors: false,
      hideErrors: false,
      multiple: false,
      active: true,
      invisible: false,
      unicode: false,
      nameCheck: '*courtage*.csv',
    });
    const zeile = alsZeile(quelle);
    expect(zeile).not.toHaveProperty('felder');
    expect(zeile).not.toHaveProperty('multiInterfaces');
    expect(zeile).not.toHaveProperty('version');
    expect(zeile).toMatchObject({ id: 1000, nameCheck: '*courtage*.csv' });
  });
});

describe('Felder', () => {
  const feld = (name: string, position?: number): SchnittstellenFeld => ({ name, art: 1, position });
  const felder = [feld('VSNR', 1), feld('Betrag', 2), feld('Datum', 3)];

  it('hängt ein neues Feld an und ersetzt ein umbenanntes an seiner Stelle, ohne leere Werte', () => {
    expect(feldGespeichert(felder, undefined, feld('Sparte', 4)).map((f) => f.name)).toEqual([
      'VSNR',
      'Betrag',
      'Datum',
      'Sparte',
    ]);
    const umbenannt = feldGespeichert(felder, 'Betrag', { ...feld('Brutto', 2), comment: '' });
    expect(umbenannt.map((f) => f.name)).toEqual(['VSNR', 'Brutto', 'Datum']);
    expect(umbenannt[1]).toEqual({ name: 'Brutto', art: 1, position: 2 });
    // The list given is left as it was: the repository writes the new one under its lock.
    expect(felder.map((f) => f.name)).toEqual(['VSNR', 'Betrag', 'Datum']);
  });

  it('weist einen vergebenen Namen (409) und ein unbekanntes altes Feld (404) ab', () => {
    expect(() => feldGespeichert(felder, undefined, feld('Datum'))).toThrow(
      expect.objectContaining({ art: 'konflikt', message: MELDUNGEN.feldExistiert('Datum') }),
    );
    expect(() => feldGespeichert(felder, 'VSNR', feld('Betrag'))).toThrow(
      expect.objectContaining({ art: 'konflikt' }),
    );
    // Its own name again is no conflict.
    expect(feldGespeichert(felder, 'VSNR', feld('VSNR', 9))[0]).toEqual(feld('VSNR', 9));
    expect(() => feldGespeichert(felder, 'Fehlt', feld('Neu'))).toThrow(
      expect.objectContaining({ art: 'nichtGefunden', message: MELDUNGEN.feldNichtGefunden('Fehlt') }),
    );
  });

  it('entfernt ein Feld nach Namen; ein unbekanntes ist 404', () => {
    expect(feldEntfernt(felder, 'Betrag').map((f) => f.name)).toEqual(['VSNR', 'Datum']);
    expect(() => feldEntfernt(felder, 'Fehlt')).toThrow(expect.objectContaining({ art: 'nichtGefunden' }));
  });
});

describe('Sub-Interfaces bearbeiten', () => {
  const liste: MultiInterface[] = [
    { lfdno: 1, newItabSid: 10 },
    { lfdno: 3, newItabSid: 11 },
  ];

  it('vergibt einem neuen die nächste lfd. Nr., nimmt eine angegebene und ordnet nach lfd. Nr.', () => {
    expect(multiGespeichert(liste, undefined, { newItabSid: 12, tableName: '' })).toEqual([
      ...liste,
      { lfdno: 4, newItabSid: 12 },
    ]);
    expect(multiGespeichert(liste, undefined, { lfdno: 2, newItabSid: 12 }).map((m) => m.lfdno)).toEqual([
      1, 2, 3,
    ]);
  });

  it('ersetzt eines an seiner lfd. Nr. oder verschiebt es auf eine freie', () => {
    expect(multiGespeichert(liste, 3, { newItabSid: 20 })).toEqual([
      { lfdno: 1, newItabSid: 10 },
      { lfdno: 3, newItabSid: 20 },
    ]);
    expect(multiGespeichert(liste, 3, { lfdno: 0, newItabSid: 11 }).map((m) => m.lfdno)).toEqual([0, 1]);
  });

  it('weist eine vergebene lfd. Nr. (409) und ein unbekanntes altes (404) ab', () => {
    expect(() => multiGespeichert(liste, undefined, { lfdno: 3, newItabSid: 12 })).toThrow(
      expect.objectContaining({ art: 'konflikt', message: MELDUNGEN.multiExistiert(3) }),
    );
    expect(() => multiGespeichert(liste, 1, { lfdno: 3, newItabSid: 10 })).toThrow(
      expect.objectContaining({ art: 'konflikt' }),
    );
    expect(() => multiGespeichert(liste, 7, { newItabSid: 12 })).toThrow(
      expect.objectContaining({ art: 'nichtGefunden', message: MELDUNGEN.multiNichtGefunden(7) }),
    );
  });

  it('entfernt eines nach lfd. Nr.; ein unbekanntes ist 404', () => {
    expect(multiEntfernt(liste, 1)).toEqual([{ lfdno: 3, newItabSid: 11 }]);
    expect(() => multiEntfernt(liste, 2)).toThrow(expect.objectContaining({ art: 'nichtGefunden' }));
  });

  it('ein Sub-Interface muss ein anderes, bestehendes Interface sein (400 am Feld newItabSid)', () => {
    expect(() => pruefeSubInterface(1000, 2, true)).not.toThrow();
    expect(() => pruefeSubInterface(1000, 1000, true)).toThrow(
      expect.objectContaining({
        art: 'ungueltig',
        message: `${MELDUNGEN.ungueltigeAnfrage} ${MELDUNGEN.multiSelbst}`,
        fehler: [{ feld: 'body.newItabSid', grund: MELDUNGEN.multiSelbst }],
      }),
    );
    expect(() => pruefeSubInterface(1000, 4711, false)).toThrow(
      expect.objectContaining({
        art: 'ungueltig',
        fehler: [{ feld: 'body.newItabSid', grund: MELDUNGEN.multiUnbekannt(4711) }],
      }),
    );
  });
});
