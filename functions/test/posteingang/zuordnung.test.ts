/**
 * What a document takes of its automatic assignment (abholung/automatischeZuordnung.ts), the same for
 * the intake and the inbox's re-assign; the lookups run against a portfolio in memory.
 */
import { describe, expect, it } from 'vitest';
import {
  dokumenteZuordnen,
  zuordnungsaenderung,
  type BestandsSicht,
  type Zuordnungsrahmen,
} from '../../src/abholung/automatischeZuordnung';
import type { Kunde, Vertrag } from '../../src/domain/bestand';
import { normalisiereKennung } from '../../src/domain/kennung';

const ZEIT = '2026-03-15T09:00:00.000Z';
const namen = new Map([
  [1, 'Muster Versicherung AG'],
  [2, 'Muster Leben AG'],
]);
const kunde: Kunde = {
  kundennr: 90001,
  maklernr: '10001',
  name: 'Kitzelpfütze',
  vorname: 'Martina',
  gesellschaftKundennummern: [{ gesellschaftId: 2, nummer: 'B4LTTT' }],
};
const vertrag = {
  vertragId: 900001,
  gesellschaftId: 1,
  vsnr: '5999 9999 999',
  vsnrNorm: '59999999999',
  kundennr: 90001,
  maklernr: '10001',
  geloescht: false,
} as Vertrag;
const rahmen: Zuordnungsrahmen = { maklernr: '10001', gesellschaften: new Set([1, 2]) };

/** A portfolio in memory, counting the lookups. */
function sicht(r: Zuordnungsrahmen = rahmen) {
  const aufrufe = { vertraege: 0, kundenMit: 0 };
  const s: BestandsSicht = {
    rahmen: r,
    async vertraegeNach(nrn) {
      aufrufe.vertraege++;
      const nach = new Map<string, Vertrag[]>();
      for (const nr of nrn) {
        const norm = normalisiereKennung(nr);
        if (norm) nach.set(norm, norm === vertrag.vsnrNorm ? [vertrag] : []);
      }
      return nach;
    },
    async kunden(nr) {
      return normalisiereKennung(nr) === 'B4LTTT' ? [kunde] : [];
    },
    async kundenMit(nrn) {
      aufrufe.kundenMit++;
      return new Map([...nrn].filter((n) => n === kunde.kundennr).map((n) => [n, kunde]));
    },
  };
  return { s, aufrufe };
}

describe('Automatische Zuordnung eines Dokuments: die Felder', () => {
  it('über den Vertrag: Stand 2, Vertrag, Kunde mit Namen, Gesellschaft des Vertrags, Zeit; kein Hinweis', async () => {
    const { s, aufrufe } = sicht();
    const [z] = await dokumenteZuordnen(s, [{ policeNr: '5999-9999-999' }], { namen, zeit: ZEIT });
    expect(z!.ergebnis.stand).toBe(2);
    expect(z!.felder).toMatchObject({
      zuordnung: 2,
      internalId: 900001,
      kundennr: 90001,
      customerName: 'Martina',
      customerSurname: 'Kitzelpfütze',
      mscGesellschaft: 'Muster Versicherung AG',
      mscDate: ZEIT,
      cause: undefined,
    });
    expect(z!.felder.kandidaten?.[0]).toMatchObject({ vertragId: 900001 });
    expect(aufrufe).toEqual({ vertraege: 1, kundenMit: 1 });
  });

  it('über die Partnernummer: ohne Vertrag, die Gesellschaft der Kundennummer', async () => {
    const { s } = sicht();
    const [z] = await dokumenteZuordnen(s, [{ partnernummer: 'b4l-ttt' }], { namen, zeit: ZEIT });
    expect(z!.felder).toMatchObject({
      zuordnung: 2,
      internalId: undefined,
      kundennr: 90001,
      customerSurname: 'Kitzelpfütze',
      mscGesellschaft: 'Muster Leben AG',
    });
  });

  it('eine Mahnung nicht über die Partnernummer: offen, ihr Kunde als Kandidat, der Vertrag fehlt als Hinweis', async () => {
    const { s } = sicht();
    const [z] = await dokumenteZuordnen(s, [{ policeNr: '123', partnernummer: 'b4l-ttt', mahnung: true }], {
      namen,
      zeit: ZEIT,
    });
    expect(z!.felder).toEqual({
      zuordnung: 0,
      kandidaten: [
        { grund: 'Kein Vertrag mit der Versicherungsscheinnummer 123' },
        { kundennr: 90001, maklernr: '10001', grund: 'Partnernummer b4l-ttt' },
      ],
      cause: 'Kein Vertrag mit der Versicherungsscheinnummer 123',
    });
  });

  it('offen: Stand 0 mit Kandidaten und dem ersten Grund als Hinweis', async () => {
    const { s } = sicht();
    const [z] = await dokumenteZuordnen(s, [{ policeNr: '123' }], { namen, zeit: ZEIT });
    expect(z!.felder).toEqual({
      zuordnung: 0,
      kandidaten: [{ grund: 'Kein Vertrag mit der Versicherungsscheinnummer 123' }],
      cause: 'Kein Vertrag mit der Versicherungsscheinnummer 123',
    });
  });

  it('viele Dokumente: eine Vertragssuche und eine Kundensuche für alle, Ergebnisse in ihrer Reihenfolge', async () => {
    const { s, aufrufe } = sicht();
    const dokumente = Array.from({ length: 50 }, (_, i) => ({ policeNr: i % 2 ? '59999999999' : `1${i}` }));
    const zuordnungen = await dokumenteZuordnen(s, dokumente, { namen, zeit: ZEIT });
    expect(zuordnungen.map((z) => z.ergebnis.stand)).toEqual(dokumente.map((_, i) => (i % 2 ? 2 : 0)));
    expect(aufrufe).toEqual({ vertraege: 1, kundenMit: 1 });
  });

  it('eine gesperrte Struktur (Makler-Blacklist) wird nicht durchsucht und sagt es', async () => {
    const { s, aufrufe } = sicht({ ...rahmen, gesperrteStruktur: '10000' });
    const [z] = await dokumenteZuordnen(s, [{ policeNr: '59999999999' }], { namen, zeit: ZEIT });
    expect(z!.felder).toMatchObject({
      zuordnung: 0,
      cause: 'Die Struktur 10000 steht auf der Makler-Blacklist',
    });
    expect(aufrufe.vertraege).toBe(0);
  });

  it('ein Kunde, dessen Datensatz fehlt, behält seine Nummer aus der Zuordnung', () => {
    const felder = zuordnungsaenderung(
      { stand: 2, vertragId: 900001, kundennr: 90001, kandidaten: [] },
      { vertraege: [vertrag], rahmen, namen, zeit: ZEIT },
    );
    expect(felder).toMatchObject({ kundennr: 90001, customerSurname: undefined, internalId: 900001 });
  });
});
