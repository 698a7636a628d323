import { describe, expect, it } from 'vitest';
import { DATEI_STATUS } from '../../src/domain/dateiStatus';
import {
  gesellschaftsName,
  passtDateiname,
  passtZumFilter,
  type Dateikriterien,
  type GefilterteDatei,
} from '../../src/domain/dateiauswahl';
import { datensicht } from '../../src/domain/datensicht';

const datei = (aenderung: Partial<GefilterteDatei> = {}): GefilterteDatei => ({
  id: 11,
  fileName: 'Musterdatei_041222.txt',
  gesellschaft: 'Muster Versicherung AG',
  interfaceId: 100,
  interfaceName: 'GDV VUVM2023',
  modus: 1,
  status: DATEI_STATUS.gelesen,
  dateFrom: '2026-11-22T08:00:00.000Z',
  maklernr: '10001',
  userId: 'importsicht',
  ...aenderung,
});
const alle: Dateikriterien = { modus: 1, sichtbarkeit: { alle: true } };

describe('Auswahl der Importdateien', () => {
  it('lässt nur Dateien der Datensicht durch', () => {
    const s = datensicht({
      id: 'u',
      name: 'importsicht',
      rollen: ['IS_DATEN_IMPORT_VISIBLE'],
      struktur: [],
      maklernr: '10001',
    });
    expect(passtZumFilter(datei(), { ...alle, sichtbarkeit: s })).toBe(true);
    expect(passtZumFilter(datei({ maklernr: '10002', userId: 'x' }), { ...alle, sichtbarkeit: s })).toBe(
      false,
    );
  });

  it('ordnet den Start dem deutschen Kalendertag zu', () => {
    const tag = { vonTag: '2026-11-22', bisTag: '2026-11-22' };
    expect(passtZumFilter(datei({ dateFrom: '2026-11-21T23:10:00Z' }), { ...alle, zeitraum: tag })).toBe(
      true,
    );
    expect(passtZumFilter(datei({ dateFrom: '2026-11-22T23:10:00Z' }), { ...alle, zeitraum: tag })).toBe(
      false,
    );
  });

  it('sucht im Dateinamen als Teil oder mit Platzhaltern, ohne auf Groß-/Kleinschreibung zu achten', () => {
    expect(passtDateiname('Musterdatei_041222.txt', 'datei_04')).toBe(true);
    expect(passtDateiname('Musterdatei_041222.txt', 'muster*.TXT')).toBe(true);
    expect(passtDateiname('Musterdatei_041222.txt', 'muster*.csv')).toBe(false);
    expect(passtDateiname('Musterdatei_041222.txt', 'musterdatei_04122?.txt')).toBe(true);
    expect(passtDateiname('Musterdatei_041222.txt', 'datei')).toBe(true);
    expect(passtDateiname('Musterdatei_041222.txt', '  ')).toBe(true);
  });

  it('filtert nach Modus, Dateinummer, Gesellschaft, Interface und Bearbeitung', () => {
    expect(passtZumFilter(datei(), { ...alle, modus: 2 })).toBe(false);
    expect(passtZumFilter(datei(), { ...alle, fileNumber: 11 })).toBe(true);
    expect(passtZumFilter(datei(), { ...alle, fileNumber: 12 })).toBe(false);
    expect(passtZumFilter(datei(), { ...alle, gesellschaft: 'muster versicherung ag' })).toBe(true);
    expect(passtZumFilter(datei(), { ...alle, gesellschaft: 'Andere AG' })).toBe(false);
    expect(passtZumFilter(datei(), { ...alle, interfaceName: 'gdv vuvm2023' })).toBe(true);
    expect(passtZumFilter(datei(), { ...alle, interfaceName: '100' })).toBe(true);
    expect(passtZumFilter(datei(), { ...alle, interfaceName: 'OMDS' })).toBe(false);
    expect(passtZumFilter(datei(), { ...alle, onlyCurrentlyProcessing: true })).toBe(false);
    expect(
      passtZumFilter(datei({ status: DATEI_STATUS.liest, sperre: 'l' }), {
        ...alle,
        onlyCurrentlyProcessing: true,
      }),
    ).toBe(true);
  });

  it('liest die Gesellschaft der Auswahl als Id oder Namen; PARAMETER_ALLE und leer heißen alle', () => {
    const gesellschaften = [{ gesellschaftId: 9999, name: 'Muster Versicherung AG' }];
    expect(gesellschaftsName('9999', gesellschaften)).toBe('Muster Versicherung AG');
    expect(gesellschaftsName('Muster Versicherung AG', gesellschaften)).toBe('Muster Versicherung AG');
    expect(gesellschaftsName('PARAMETER_ALLE', gesellschaften)).toBeUndefined();
    expect(gesellschaftsName(' ', gesellschaften)).toBeUndefined();
  });
});
