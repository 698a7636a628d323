import { describe, expect, it } from 'vitest';
import { archivZeile, kundenname } from '../../src/archiv/zeile';
import type { BiproDateiEintrag } from '../../src/data/repositories/biproDateien';

describe('Zeile des Archivs', () => {
  const d = {
    id: 7,
    ziel: 'archiv',
    zugangId: 3,
    transferId: 'L-1',
    nr: 1,
    sha256: 'abc',
    fileName: 'k.pdf',
    fileSize: 42,
    bucket: 'inbox',
    key: 'bipro/3/L-1/1',
    gesellschaftId: 1,
    maklernr: '10001',
    extUserName: 'makler01',
    gevoArt: 160010000,
    monat: '2026-05',
    creationDate: '2026-05-10T09:00:00.000Z',
    policeNr: '4711',
    cause: 'Für diese Gesellschaft ausgenommen',
    invisible: false,
  } as BiproDateiEintrag;

  it('zeigt die Felder des Archivdatensatzes in der Reihenfolge der Referenz', () => {
    expect(Object.keys(archivZeile(d))).toEqual([
      'id',
      'gesellschaftId',
      'transferId',
      'gevoArt',
      'policeNr',
      'kundenname',
      'fileName',
      'fileSize',
      'dateCreated',
      'cause',
      'maklernr',
      'extUserName',
    ]);
    expect(archivZeile(d)).toMatchObject({
      id: 7,
      transferId: 'L-1',
      dateCreated: '2026-05-10T09:00:00.000Z',
      extUserName: 'makler01',
    });
  });

  it('Kundenname: „Nachname, Vorname“, einer allein, oder keiner', () => {
    expect(kundenname({ customerSurname: 'Muster', customerName: 'Max' })).toBe('Muster, Max');
    expect(kundenname({ customerSurname: 'Muster' })).toBe('Muster');
    expect(kundenname({ customerName: 'Max', customerSurname: ' ' })).toBe('Max');
    expect(kundenname({})).toBeUndefined();
  });
});
