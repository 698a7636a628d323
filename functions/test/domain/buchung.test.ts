/**
 * Booking (domain buchung/planen.ts): what each line turns into, the statuses 2 and 3, and
 * idempotence — a line booked twice, or a plan executed twice, changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Kunde, Vertrag } from '../../src/domain/bestand';
import type { Treffer } from '../../src/domain/auswertung/ergebnis';
import {
  aenderungen,
  neueKundenSchluessel,
  planeBuchung,
  planeBuchungen,
  type ZuBuchendeZeile,
} from '../../src/domain/buchung/planen';
import { buchungsStand, leererSpeicher, wendeAn } from '../../src/domain/buchung/speicher';

const KUNDE: Kunde = {
  kundennr: 1,
  maklernr: '10001',
  name: 'Alt',
  vorname: 'Anna',
  gesellschaftKundennummern: [],
};
const VERTRAG: Vertrag = {
  vertragId: 100,
  gesellschaftId: 1,
  vuNummer: '9999',
  vsnr: '1000',
  vsnrNorm: '1000',
  sparte: '030',
  kundennr: 1,
  maklernr: '10001',
  beitrag: 100,
  zahlweise: 'jaehrlich',
  status: 'aktiv',
  geloescht: false,
};
const IMPORT = { modus: 1, monat: '2026-11' } as const;
const ABRECHNUNG = { modus: 2, monat: '2026-11' } as const;

const vertragsTreffer = (t: Partial<Treffer>): Treffer => ({
  art: 'vertrag',
  gesellschaftId: 1,
  maklernr: '10001',
  vuNummer: '9999',
  vsnr: '1000',
  vsnrNorm: '1000',
  werte: { sparte: '030', beitrag: 100, zahlweise: 'jaehrlich', status: 'aktiv' },
  ...t,
});
const zeile = (nr: number, treffer: Treffer, status = 1): ZuBuchendeZeile => ({
  dateiId: 5,
  zeile: nr,
  status,
  treffer,
});

describe('Buchungsplan', () => {
  it('ein unveränderter bestehender Vertrag: nichts zu schreiben, Status 2', () => {
    const s = leererSpeicher([KUNDE], [VERTRAG]);
    expect(
      planeBuchung(zeile(1, vertragsTreffer({ vertragId: 100, kundennr: 1 })), IMPORT, buchungsStand(s)),
    ).toEqual({
      status: 2,
      grund: 'Nichts zu buchen.',
      operationen: [],
    });
  });

  it('ein geänderter Vertrag bekommt nur die geänderten Werte', () => {
    const s = leererSpeicher([KUNDE], [VERTRAG]);
    const t = vertragsTreffer({
      werte: { sparte: '030', beitrag: 120, ablauf: '2030-01-01', zahlweise: 'jaehrlich' },
    });
    expect(planeBuchung(zeile(1, t), IMPORT, buchungsStand(s)).operationen).toEqual([
      { art: 'vertragAendern', vertragId: 100, aenderung: { ablauf: '2030-01-01', beitrag: 120 } },
    ]);
    expect(aenderungen({ beitrag: 100 }, { beitrag: 100, status: 'aktiv' })).toEqual({});
  });

  it('neuer Vertrag für einen bestehenden Kunden, mit seiner Kundennummer der Gesellschaft', () => {
    const s = leererSpeicher([KUNDE], []);
    const plan = planeBuchung(
      zeile(
        3,
        vertragsTreffer({
          vsnr: 'K-2000',
          vsnrNorm: '2000',
          kundennr: 1,
          gesellschaftKundennummer: 'K-ANNA',
        }),
      ),
      IMPORT,
      buchungsStand(s),
    );
    expect(plan).toMatchObject({ status: 2, grund: 'Gebucht.' });
    expect(plan.operationen).toEqual([
      { art: 'kundennummerErgaenzen', kunde: { kundennr: 1 }, gesellschaftId: 1, nummer: 'K-ANNA' },
      {
        art: 'vertragAnlegen',
        schluessel: '1#2000',
        kunde: { kundennr: 1 },
        monat: '2026-11',
        vertrag: {
          sparte: '030',
          beitrag: 100,
          zahlweise: 'jaehrlich',
          status: 'aktiv',
          gesellschaftId: 1,
          vuNummer: '9999',
          vsnr: 'K-2000',
          vsnrNorm: '2000',
          maklernr: '10001',
          herkunft: 5,
        },
      },
    ]);
  });

  it('zwei Verträge einer neuen Person: ein Kunde, zwei Verträge; doppelt gelieferter Vertrag einmal', () => {
    const s = leererSpeicher();
    const person = { name: 'Neu', vorname: 'Nora', geburtsdatum: '1990-01-01' };
    const zeilen = [
      zeile(1, vertragsTreffer({ vsnr: 'A', vsnrNorm: 'A', person })),
      zeile(2, vertragsTreffer({ vsnr: 'B', vsnrNorm: 'B', person: { ...person, name: 'NEU' } })),
      zeile(3, vertragsTreffer({ vsnr: 'B', vsnrNorm: 'B', person })),
    ];
    const { plaene, operationen } = planeBuchungen(zeilen, IMPORT, buchungsStand(s));
    expect(plaene.map((p) => p.status)).toEqual([2, 2, 2]);
    expect(operationen.map((o) => o.art)).toEqual(['kundeAnlegen', 'vertragAnlegen', 'vertragAnlegen']);
    wendeAn(s, operationen);
    expect(s.kunden.size).toBe(1);
    expect([...s.vertraege.values()].map((v) => [v.vsnr, v.kundennr])).toEqual([
      ['A', 100_001],
      ['B', 100_001],
    ]);
    expect(s.gebuehren.get('10001#2026-11')).toBe(2);
  });

  it('Buchungen sind idempotent: der ausgeführte Plan ein zweites Mal ändert nichts', () => {
    const s = leererSpeicher([KUNDE], [VERTRAG]);
    const zeilen = [
      zeile(1, vertragsTreffer({ werte: { beitrag: 150 } })),
      zeile(
        2,
        vertragsTreffer({
          vsnr: 'X',
          vsnrNorm: 'X',
          person: { name: 'Neu' },
          gesellschaftKundennummer: 'N1',
        }),
      ),
    ];
    const erster = planeBuchungen(zeilen, IMPORT, buchungsStand(s));
    wendeAn(s, erster.operationen);
    const vorher = structuredClone({ k: [...s.kunden], v: [...s.vertraege], g: [...s.gebuehren] });
    // The same operations again (a retried batch): the keys stop every create.
    wendeAn(s, erster.operationen);
    expect({ k: [...s.kunden], v: [...s.vertraege], g: [...s.gebuehren] }).toEqual(vorher);
    // Planning again against the new state: nothing to do.
    expect(planeBuchungen(zeilen, IMPORT, buchungsStand(s)).operationen).toEqual([]);
    expect(s.kunden.get(100_001)?.gesellschaftKundennummern).toEqual([{ gesellschaftId: 1, nummer: 'N1' }]);
  });

  it('die Schlüssel der Kunden, die eine Buchung anlegt: jeder angelegte, auch wenn seine Verträge gelöscht sind', () => {
    const s = leererSpeicher([KUNDE], [VERTRAG]);
    const person = { name: 'Neu', vorname: 'Nora', geburtsdatum: '1990-01-01' };
    const treffer: (Treffer | undefined)[] = [
      vertragsTreffer({ vsnr: 'A', vsnrNorm: 'A', person }),
      // The same person again, written otherwise: one customer, one key.
      vertragsTreffer({ vsnr: 'B', vsnrNorm: 'B', person: { ...person, name: 'NEU' } }),
      vertragsTreffer({ vsnr: 'C', vsnrNorm: 'C', person: { name: 'Zweite' } }),
      // A customer the evaluation found is never created.
      vertragsTreffer({ vsnr: 'D', vsnrNorm: 'D', person: { name: 'Alt', vorname: 'Anna' }, kundennr: 1 }),
      vertragsTreffer({ vsnr: 'E', vsnrNorm: 'E' }),
      undefined,
    ];
    const zeilen = treffer.map((t, i) => ({ dateiId: 5, zeile: i + 1, status: 1, treffer: t }));
    const { operationen } = planeBuchungen(zeilen, IMPORT, buchungsStand(s));
    const angelegt = operationen.flatMap((o) => (o.art === 'kundeAnlegen' ? [o.schluessel] : []));
    expect(angelegt).toHaveLength(2);
    expect(neueKundenSchluessel(treffer)).toEqual(angelegt);
    // Once booked, the lines' matches alone lead to the customers booking created — without
    // their contracts, which a delete of the bookings killed half-way may have deleted already.
    wendeAn(s, operationen);
    const gefunden = neueKundenSchluessel(treffer).map((k) => s.kundenSchluessel.get(k));
    expect(gefunden).toEqual([100_001, 100_002]);
  });

  it('eine Zeile, deren Vertrag oder Provision diese Datei schon gebucht hat (Lauf fortgesetzt): gebucht, nichts doppelt', () => {
    const s = leererSpeicher([KUNDE], [VERTRAG]);
    const neu = zeile(1, vertragsTreffer({ vsnr: 'A', vsnrNorm: 'A', person: { name: 'Neu' } }));
    const provision = zeile(2, {
      art: 'provision',
      gesellschaftId: 1,
      maklernr: '10001',
      vsnr: '1000',
      vsnrNorm: '1000',
      vertragId: 100,
      provision: { betrag: 12.5, datum: '2024-03-18' },
    });
    wendeAn(s, planeBuchungen([neu], IMPORT, buchungsStand(s)).operationen);
    wendeAn(s, planeBuchungen([provision], ABRECHNUNG, buchungsStand(s)).operationen);
    // Executed, but the lines not written (the run stopped): planned again, each is booked with
    // nothing more to do — as the line's journal says.
    const wieder = [
      planeBuchung(neu, IMPORT, buchungsStand(s)),
      planeBuchung(provision, ABRECHNUNG, buchungsStand(s)),
    ];
    expect(wieder.map((p) => [p.status, p.grund, p.operationen])).toEqual([
      [2, 'Gebucht.', []],
      [3, 'Gebucht.', []],
    ]);
    // Another file's line on that contract finds it booked by someone else: nothing to book.
    expect(planeBuchung({ ...neu, dateiId: 6 }, IMPORT, buchungsStand(s)).grund).toBe('Nichts zu buchen.');
  });

  it('Zeilen mit Status 2 oder 3 sind schon gebucht, fehlerhafte und gelesene werden nicht gebucht', () => {
    const s = buchungsStand(leererSpeicher());
    const t = vertragsTreffer({ vsnr: 'X', vsnrNorm: 'X', person: { name: 'Neu' } });
    expect(planeBuchung(zeile(1, t, 2), IMPORT, s)).toEqual({
      status: 2,
      grund: 'Die Zeile ist bereits gebucht (Status 2).',
      operationen: [],
    });
    expect(planeBuchung(zeile(1, t, 3), ABRECHNUNG, s).operationen).toEqual([]);
    expect(planeBuchung(zeile(1, t, -8), IMPORT, s)).toEqual({
      status: -8,
      grund: 'Die Zeile hat den Status -8 und wird nicht gebucht.',
      operationen: [],
    });
    expect(planeBuchung(zeile(1, t, 0), IMPORT, s).status).toBe(0);
    // A status 1 line without what booking needs (edited by hand): not booked.
    expect(planeBuchung(zeile(1, vertragsTreffer({ vsnr: 'Y', vsnrNorm: 'Y' })), IMPORT, s).status).toBe(1);
  });

  it('Abrechnung (Modus 2): Provisionszeilen werden Buchungen, Status 3; Bestandszeilen schreiben dort nichts', () => {
    const s = leererSpeicher([KUNDE], [VERTRAG]);
    const provision: Treffer = {
      art: 'provision',
      gesellschaftId: 1,
      maklernr: '10001',
      vsnr: '1000',
      vsnrNorm: '1000',
      vertragId: 100,
      provision: { betrag: -54.85, provisionssatz: 8.5, datum: '2024-03-18', text: 'Storno' },
    };
    const plan = planeBuchung(zeile(4, provision), ABRECHNUNG, buchungsStand(s));
    expect(plan).toEqual({
      status: 3,
      grund: 'Gebucht.',
      operationen: [
        {
          art: 'provisionBuchen',
          vertrag: { vertragId: 100 },
          buchung: {
            dateiId: 5,
            zeile: 4,
            maklernr: '10001',
            gesellschaftId: 1,
            vsnr: '1000',
            betrag: -54.85,
            provisionssatz: 8.5,
            datum: '2024-03-18',
            text: 'Storno',
          },
        },
      ],
    });
    wendeAn(s, plan.operationen);
    wendeAn(s, plan.operationen);
    expect(s.buchungen.size).toBe(1);
    expect(planeBuchung(zeile(4, provision), ABRECHNUNG, buchungsStand(s)).operationen).toEqual([]);
    // In import mode a commission line moves to 2 without a booking; in settlement a contract line to 3.
    expect(planeBuchung(zeile(4, provision), IMPORT, buchungsStand(s))).toMatchObject({
      status: 2,
      operationen: [],
    });
    expect(
      planeBuchung(zeile(1, vertragsTreffer({ werte: { beitrag: 1 } })), ABRECHNUNG, buchungsStand(s)),
    ).toMatchObject({
      status: 3,
      operationen: [],
    });
  });

  it('eine Provision zu einem Vertrag, den dieselbe Lieferung erst anlegt, verweist auf seinen Schlüssel', () => {
    const s = leererSpeicher();
    const provision: Treffer = {
      art: 'provision',
      gesellschaftId: 1,
      maklernr: '10001',
      vsnr: '5555',
      vsnrNorm: '5555',
      provision: { betrag: 12.5, datum: '2024-03-13' },
    };
    expect(planeBuchung(zeile(9, provision), ABRECHNUNG, buchungsStand(s)).operationen[0]).toMatchObject({
      vertrag: { schluessel: '1#5555' },
    });
  });
});
