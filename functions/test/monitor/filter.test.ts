import { describe, expect, it } from 'vitest';
import type { Benutzer } from '@lieferdesk/shared';
import { DATEI_STATUS } from '../../src/data/repositories/importDateien';
import {
  deutscherTag,
  gesellschaftsName,
  passtDateiname,
  passtZumFilter,
  sichtbarkeit,
  zeitraum,
  type GefilterteDatei,
  type Kriterien,
} from '../../src/monitor/filter';

const benutzer = (rollen: Benutzer['rollen'], mehr: Partial<Benutzer> = {}): Benutzer => ({
  id: 'u',
  name: 'u',
  rollen,
  struktur: [],
  ...mehr,
});
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
const alle: Kriterien = { modus: 1, sichtbarkeit: { alle: true } };

describe('Sichtbarkeit der Dateien im Monitor', () => {
  it('zeigt internen Benutzern, dem Datenimport-Recht und der internen Sicht alles', () => {
    for (const rollen of [['INTERN'], ['DATEN_IMPORT'], ['VIEW_INTERN']] as const) {
      expect(sichtbarkeit(benutzer([...rollen], { maklernr: '1' }))).toEqual({ alle: true });
    }
  });
  it('zeigt einem Makler seine und selbst hochgeladene Dateien, die Struktur nur mit Rolle und Wunsch', () => {
    const makler = benutzer(['IS_DATEN_IMPORT_VISIBLE'], { name: 'importsicht', maklernr: '10001' });
    const s = sichtbarkeit(makler);
    expect(passtZumFilter(datei(), { ...alle, sichtbarkeit: s })).toBe(true);
    expect(passtZumFilter(datei({ maklernr: '10002', userId: 'x' }), { ...alle, sichtbarkeit: s })).toBe(
      false,
    );
    expect(
      passtZumFilter(datei({ maklernr: undefined, userId: 'importsicht' }), { ...alle, sichtbarkeit: s }),
    ).toBe(true);
    expect(
      passtZumFilter(datei({ maklernr: undefined, userId: undefined }), { ...alle, sichtbarkeit: s }),
    ).toBe(false);

    const leiter = benutzer(['IS_DATEN_IMPORT_VISIBLE', 'BIPRO_STRUKTUR'], {
      maklernr: '10000',
      struktur: ['10001', '10002'],
    });
    expect(passtZumFilter(datei(), { ...alle, sichtbarkeit: sichtbarkeit(leiter) })).toBe(false);
    expect(passtZumFilter(datei(), { ...alle, sichtbarkeit: sichtbarkeit(leiter, true) })).toBe(true);
    const ohneRolle = benutzer(['IS_DATEN_IMPORT_VISIBLE'], { maklernr: '10000', struktur: ['10001'] });
    expect(passtZumFilter(datei(), { ...alle, sichtbarkeit: sichtbarkeit(ohneRolle, true) })).toBe(false);
  });
});

describe('Zeitraum des Monitors (Spec §9: Standard heute)', () => {
  it('nimmt ohne Angabe den heutigen deutschen Tag, auch kurz nach Mitternacht', () => {
    // 23:30 UTC on 21 Nov is already 22 Nov in Germany.
    const z = zeitraum({}, new Date('2026-11-21T23:30:00Z'));
    expect(z).toMatchObject({ vonTag: '2026-11-22', bisTag: '2026-11-22' });
    expect(z.von <= '2026-11-21T23:00:00.000Z' && z.bis > '2026-11-22T23:00:00.000Z').toBe(true);
  });
  it('dreht einen verkehrten Bereich um und ergänzt eine fehlende Grenze', () => {
    expect(zeitraum({ dateFrom: '2026-03-10', dateTo: '2026-03-01' })).toMatchObject({
      vonTag: '2026-03-01',
      bisTag: '2026-03-10',
    });
    expect(zeitraum({ dateFrom: '2026-03-10' })).toMatchObject({
      vonTag: '2026-03-10',
      bisTag: '2026-03-10',
    });
  });
  it('ordnet den Start dem deutschen Kalendertag zu', () => {
    expect(deutscherTag('2026-07-01T22:30:00Z')).toBe('2026-07-02');
    const tag = { vonTag: '2026-11-22', bisTag: '2026-11-22' };
    expect(passtZumFilter(datei({ dateFrom: '2026-11-21T23:10:00Z' }), { ...alle, zeitraum: tag })).toBe(
      true,
    );
    expect(passtZumFilter(datei({ dateFrom: '2026-11-22T23:10:00Z' }), { ...alle, zeitraum: tag })).toBe(
      false,
    );
  });
});

describe('Filterkriterien', () => {
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
