import { describe, expect, it } from 'vitest';
import { FELDER_DES_VOLLEN_FILTERS, filterDesBenutzers, type Benutzer, type Rolle } from '../src';

const mit = (...rollen: Rolle[]): Benutzer => ({ id: 'u', name: 'u', rollen, struktur: [], maklernr: '1' });
const filter = {
  filename: 'muster.txt',
  fileId: 7,
  use4Booking: 1,
  statusFrom: -1000,
  statusTo: 1,
  modus: 1,
  lineFrom: 2,
  lineTo: 9,
  fromDate: '2026-03-01',
  toDate: '2026-03-31',
  gesellschaft: '9999',
  interfacename: 'GDV',
  subinterfacename: '0200',
  journal: true,
  onlyErrors: true,
};

describe('Felder des vollen Filters (Referenz §6)', () => {
  it('lässt internen Benutzern und dem Datenimport-Recht jedes Feld', () => {
    expect(filterDesBenutzers(filter, mit('INTERN'))).toEqual(filter);
    expect(filterDesBenutzers(filter, mit('DATEN_IMPORT'))).toEqual(filter);
  });
  it('lässt allen anderen nur Dateiname oder -nummer, use4Booking und Status', () => {
    for (const b of [mit('IS_DATEN_IMPORT_VISIBLE'), mit('VIEW_INTERN'), mit('EXTERNER_MAKLER')]) {
      expect(filterDesBenutzers(filter, b)).toEqual({
        filename: 'muster.txt',
        fileId: 7,
        use4Booking: 1,
        statusFrom: -1000,
        statusTo: 1,
        modus: 1,
      });
    }
    expect(
      Object.keys(filter).filter((f) => !(FELDER_DES_VOLLEN_FILTERS as readonly string[]).includes(f)),
    ).toEqual(['filename', 'fileId', 'use4Booking', 'statusFrom', 'statusTo', 'modus']);
  });
  it('ändert den gesendeten Filter nicht', () => {
    const gesendet = { ...filter };
    filterDesBenutzers(gesendet, mit('FA'));
    expect(gesendet).toEqual(filter);
  });
});
