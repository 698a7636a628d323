import { describe, expect, it } from 'vitest';
import { zuordnungsFelder } from '../../../src/domain/bipro/zuordnungsfelder';
import type { Kunde, Vertrag } from '../../../src/domain/bestand';

const kunde: Kunde = {
  kundennr: 7,
  maklernr: '10001',
  name: 'Müller',
  vorname: 'Anna',
  gesellschaftKundennummern: [],
};
const vertrag = { vertragId: 42, gesellschaftId: 3, kundennr: 7, maklernr: '10001' } as Vertrag;

describe('Zuordnungsfelder eines Dokuments', () => {
  it('nimmt Vertrag, Kunde mit Namen, Gesellschaft und Zeit', () => {
    expect(
      zuordnungsFelder(1, { vertrag, kunde, mscGesellschaft: 'Muster', zeit: '2026-11-27T10:00:00.000Z' }),
    ).toEqual({
      zuordnung: 1,
      internalId: 42,
      kundennr: 7,
      customerName: 'Anna',
      customerSurname: 'Müller',
      mscGesellschaft: 'Muster',
      mscDate: '2026-11-27T10:00:00.000Z',
    });
  });

  it('ohne Vertrag (Partnernummer) bleibt die interne Nummer leer, ohne Kunde die Namen', () => {
    const nurKunde = zuordnungsFelder(2, { kunde, zeit: 'z' });
    expect(nurKunde.internalId).toBeUndefined();
    expect(nurKunde.kundennr).toBe(7);
    const nurVertrag = zuordnungsFelder(2, { vertrag, zeit: 'z' });
    expect(nurVertrag.kundennr).toBe(7);
    expect(nurVertrag.customerSurname).toBeUndefined();
  });
});
