/**
 * A portfolio in memory that executes booking operations with exactly the semantics the
 * repositories give them in DynamoDB (operationen.ts): creates guarded by their keys, the fee
 * counted with the contract, bookings once per (file, line). Tests use it to show that booking
 * is idempotent; the benchmark can book without a database.
 */
import type { Kunde, Provisionsbuchung, Vertrag } from '../bestand';
import { vertragsSchluessel } from '../auswertung/kontext';
import type { BuchungsStand } from './planen';
import { buchungsSchluessel, type KundenRef, type Operation, type VertragsRef } from './operationen';

export interface Speicher {
  kunden: Map<number, Kunde>;
  vertraege: Map<number, Vertrag>;
  /** kundenSchluessel → kundennr of customers created by booking. */
  kundenSchluessel: Map<string, number>;
  /** vertragsSchluessel → vertragId of the active contract. */
  vertragsSchluessel: Map<string, number>;
  buchungen: Map<string, Provisionsbuchung>;
  /** `${maklernr}#${monat}` → contracts created. */
  gebuehren: Map<string, number>;
  naechsteKundennr: number;
  naechsteVertragId: number;
}

export function leererSpeicher(
  kunden: readonly Kunde[] = [],
  vertraege: readonly Vertrag[] = [],
  start = { kundennr: 100_001, vertragId: 1_000_001 },
): Speicher {
  const s: Speicher = {
    kunden: new Map(kunden.map((k) => [k.kundennr, structuredClone(k)])),
    vertraege: new Map(vertraege.map((v) => [v.vertragId, structuredClone(v)])),
    kundenSchluessel: new Map(),
    vertragsSchluessel: new Map(),
    buchungen: new Map(),
    gebuehren: new Map(),
    naechsteKundennr: start.kundennr,
    naechsteVertragId: start.vertragId,
  };
  for (const v of s.vertraege.values())
    if (!v.geloescht) s.vertragsSchluessel.set(vertragsSchluessel(v.gesellschaftId, v.vsnrNorm), v.vertragId);
  return s;
}

function kundennr(s: Speicher, ref: KundenRef): number {
  const nr = 'kundennr' in ref ? ref.kundennr : s.kundenSchluessel.get(ref.schluessel);
  if (nr === undefined) throw new Error(`Kunde ${JSON.stringify(ref)} ist nicht angelegt`);
  return nr;
}

function vertragId(s: Speicher, ref: VertragsRef): number {
  const id = 'vertragId' in ref ? ref.vertragId : s.vertragsSchluessel.get(ref.schluessel);
  if (id === undefined) throw new Error(`Vertrag ${JSON.stringify(ref)} ist nicht angelegt`);
  return id;
}

/** Executes the operations in order (a later one may refer to a customer or contract an earlier one created). */
export function wendeAn(s: Speicher, operationen: readonly Operation[]): void {
  for (const op of operationen) {
    switch (op.art) {
      case 'kundeAnlegen': {
        if (s.kundenSchluessel.has(op.schluessel)) break;
        const nr = s.naechsteKundennr++;
        s.kundenSchluessel.set(op.schluessel, nr);
        s.kunden.set(nr, { ...structuredClone(op.kunde), kundennr: nr });
        break;
      }
      case 'kundennummerErgaenzen': {
        const kunde = s.kunden.get(kundennr(s, op.kunde));
        if (!kunde) throw new Error('Kunde fehlt');
        if (
          !kunde.gesellschaftKundennummern.some(
            (n) => n.gesellschaftId === op.gesellschaftId && n.nummer === op.nummer,
          )
        )
          kunde.gesellschaftKundennummern.push({ gesellschaftId: op.gesellschaftId, nummer: op.nummer });
        break;
      }
      case 'vertragAnlegen': {
        if (s.vertragsSchluessel.has(op.schluessel)) break;
        const id = s.naechsteVertragId++;
        s.vertragsSchluessel.set(op.schluessel, id);
        s.vertraege.set(id, {
          ...structuredClone(op.vertrag),
          vertragId: id,
          kundennr: kundennr(s, op.kunde),
          geloescht: false,
        });
        const zaehler = `${op.vertrag.maklernr}#${op.monat}`;
        s.gebuehren.set(zaehler, (s.gebuehren.get(zaehler) ?? 0) + 1);
        break;
      }
      case 'vertragAendern': {
        const v = s.vertraege.get(op.vertragId);
        if (!v) throw new Error(`Vertrag ${op.vertragId} fehlt`);
        Object.assign(v, op.aenderung);
        break;
      }
      case 'provisionBuchen': {
        const key = buchungsSchluessel(op.buchung.dateiId, op.buchung.zeile);
        if (s.buchungen.has(key)) break;
        s.buchungen.set(key, { ...op.buchung, vertragId: vertragId(s, op.vertrag) });
        break;
      }
    }
  }
}

/** The booking state the planner reads, as the pipeline would load it. */
export function buchungsStand(s: Speicher): BuchungsStand {
  const vertraege = new Map<string, Vertrag>();
  for (const [schluessel, id] of s.vertragsSchluessel) vertraege.set(schluessel, s.vertraege.get(id)!);
  return {
    vertraege,
    kunden: s.kunden,
    kundenSchluessel: s.kundenSchluessel,
    buchungen: new Set(s.buchungen.keys()),
  };
}
