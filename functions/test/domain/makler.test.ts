import { describe, expect, it } from 'vitest';
import type { Benutzer } from '@lieferdesk/shared';
import {
  maklerDerZeile,
  maklerDesHochladenden,
  vermittlerSchluessel,
  type MaklerRahmen,
} from '../../src/domain/makler';

const benutzer = (b: Partial<Benutzer>): Benutzer => ({ id: 'x', name: 'x', rollen: [], struktur: [], ...b });
const vermittler = new Map([
  [vermittlerSchluessel(1, '9999009999'), '10001'],
  [vermittlerSchluessel(1, '12345-67'), '10002'],
  [vermittlerSchluessel(1, '777'), '20001'],
]);

describe('Welchem Makler eine Datei gehört', () => {
  it('hochgeladen von einem Makler: seine Datei; intern oder abgelegt: keine', () => {
    expect(
      maklerDesHochladenden(benutzer({ rollen: ['IS_DATEN_IMPORT_VISIBLE'], maklernr: '10001' })),
    ).toEqual({
      dateiMakler: '10001',
      struktur: new Set(),
    });
    expect(maklerDesHochladenden(benutzer({ rollen: ['INTERN'], maklernr: '10001' }))).toEqual({});
    expect(maklerDesHochladenden(benutzer({ rollen: ['DATEN_IMPORT'] }))).toEqual({});
    expect(maklerDesHochladenden(undefined)).toEqual({});
  });

  it('Datei eines Maklers: seine Zeilen, auch ohne oder mit unbekannter Vermittlernummer', () => {
    const rahmen: MaklerRahmen = { dateiMakler: '10001', vermittler };
    expect(maklerDerZeile(rahmen, 1, '9999009999')).toEqual({ maklernr: '10001' });
    expect(maklerDerZeile(rahmen, 1, undefined)).toEqual({ maklernr: '10001' });
    expect(maklerDerZeile(rahmen, 1, '555')).toEqual({ maklernr: '10001' });
  });

  it('Vermittlernummer eines anderen Maklers: fremd — außer er gehört zur Struktur des Hochladenden', () => {
    expect(maklerDerZeile({ dateiMakler: '10001', vermittler }, 1, '12345 67')).toEqual({
      fremd: '12345 67',
    });
    expect(
      maklerDerZeile(
        { dateiMakler: '10000', struktur: new Set(['10001', '10002']), vermittler },
        1,
        '12345-67',
      ),
    ).toEqual({ maklernr: '10002' });
    expect(
      maklerDerZeile({ dateiMakler: '10000', struktur: new Set(['10001']), vermittler }, 1, '777'),
    ).toEqual({
      fremd: '777',
    });
  });

  it('Datei ohne Makler: die Vermittlernummer der Zeile entscheidet, sonst der ganze Bestand', () => {
    const rahmen: MaklerRahmen = { vermittler };
    expect(maklerDerZeile(rahmen, 1, '0009999009999')).toEqual({ maklernr: '10001' });
    expect(maklerDerZeile(rahmen, 2, '9999009999')).toEqual({ maklernr: undefined });
    expect(maklerDerZeile(rahmen, 1, undefined)).toEqual({ maklernr: undefined });
  });
});
