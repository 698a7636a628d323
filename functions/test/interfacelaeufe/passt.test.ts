import { describe, expect, it } from 'vitest';
import { DATEI_STATUS } from '../../src/domain/dateiStatus';
import { erfuelltLauf } from '../../src/interfacelaeufe/passt';

const lauf = { gesellschaft: 'Allianz', interfaceId: 1, interfaceName: 'GDV VUVM2023' };
const datei = {
  gesellschaft: 'Allianz',
  interfaceId: 1,
  interfaceName: 'GDV VUVM2023',
  status: DATEI_STATUS.gelesen,
};

describe('Welche Datei einen geplanten Lauf erfüllt', () => {
  it('eine des Interfaces (Id oder Name) und der Gesellschaft', () => {
    expect(erfuelltLauf(datei, lauf)).toBe(true);
    expect(erfuelltLauf({ ...datei, interfaceId: 99, interfaceName: 'gdv vuvm2023 ' }, lauf)).toBe(true);
    expect(erfuelltLauf({ ...datei, interfaceId: 99, interfaceName: 'Anderes' }, lauf)).toBe(false);
    expect(erfuelltLauf({ ...datei, gesellschaft: 'Hanse' }, lauf)).toBe(false);
    // A file of several companies fulfils the run of each.
    expect(erfuelltLauf({ ...datei, gesellschaft: 'Hanse / Allianz' }, lauf)).toBe(true);
  });

  it('für Allgemein eine jeder Gesellschaft, auch ohne', () => {
    const allgemein = { ...lauf, gesellschaft: 'Allgemein' };
    expect(erfuelltLauf({ ...datei, gesellschaft: 'Hanse' }, allgemein)).toBe(true);
    expect(erfuelltLauf({ ...datei, gesellschaft: undefined }, allgemein)).toBe(true);
  });

  it('eine fehlgeschlagene zählt (sie kam), eine abgelehnte nicht (nichts Neues kam)', () => {
    expect(erfuelltLauf({ ...datei, status: DATEI_STATUS.fehlgeschlagen }, lauf)).toBe(true);
    expect(erfuelltLauf({ ...datei, status: DATEI_STATUS.abgelehnt }, lauf)).toBe(false);
  });
});
