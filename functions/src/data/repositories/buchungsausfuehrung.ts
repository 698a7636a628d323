/**
 * Executes booking operations (domain buchung/operationen.ts) against the table, in three
 * phases so that what an operation refers to exists before it: customers; then contracts and
 * customer numbers; then contract changes and commission bookings. Within a phase the writes go
 * out in parallel. Every operation is idempotent (see the repositories), so a batch that failed
 * half-way is simply executed again.
 *
 * The numbers of the customers and contracts a batch creates are drawn a block at a time, one
 * counter write for as many as the batch may create (data/nummernblock.ts): a chunk's creates do
 * not queue on the counters' single items. A batch executed again draws a block of its own; the
 * numbers the first left unused are gaps.
 */
import { vertragsSchluessel } from '../../domain/auswertung/kontext';
import type { KundenRef, Operation, VertragsRef } from '../../domain/buchung/operationen';
import { datenbank, type Datenbank } from '../datenbank';
import { nummernVorrat } from '../nummernblock';
import { parallel } from '../parallel';
import { kundenRepository } from './kunden';
import { provisionsbuchungenRepository } from './provisionsbuchungen';
import { vertraegeRepository } from './vertraege';

export interface Ausfuehrungsergebnis {
  kundenAngelegt: number;
  vertraegeAngelegt: number;
  vertraegeGeaendert: number;
  kundennummernErgaenzt: number;
  provisionenGebucht: number;
  /** Customer/contract keys of this batch → their numbers (new or found). */
  kunden: Map<string, number>;
  vertraege: Map<string, number>;
}

type Von<A extends Operation['art']> = Extract<Operation, { art: A }>;
const nach = <A extends Operation['art']>(ops: readonly Operation[], art: A) =>
  ops.filter((o): o is Von<A> => o.art === art);

export function buchungsausfuehrung(db: Datenbank = datenbank()) {
  const kunden = kundenRepository(db);
  const vertraege = vertraegeRepository(db);
  const buchungen = provisionsbuchungenRepository(db);

  return {
    async fuehreAus(operationen: readonly Operation[], jetzt = new Date()): Promise<Ausfuehrungsergebnis> {
      const e: Ausfuehrungsergebnis = {
        kundenAngelegt: 0,
        vertraegeAngelegt: 0,
        vertraegeGeaendert: 0,
        kundennummernErgaenzt: 0,
        provisionenGebucht: 0,
        kunden: new Map(),
        vertraege: new Map(),
      };

      const kundenAnlegen = nach(operationen, 'kundeAnlegen');
      const vertraegeAnlegen = nach(operationen, 'vertragAnlegen');
      const kundennummer = nummernVorrat(kunden.nummernZiehen, Math.max(1, kundenAnlegen.length));
      const vertragsnummer = nummernVorrat(vertraege.nummernZiehen, Math.max(1, vertraegeAnlegen.length));

      await parallel(kundenAnlegen, async (op) => {
        const r = await kunden.anlegen(op.schluessel, op.kunde, kundennummer);
        e.kunden.set(op.schluessel, r.kundennr);
        if (r.neu) e.kundenAngelegt++;
      });
      const offen = [
        ...vertraegeAnlegen.map((o) => o.kunde),
        ...nach(operationen, 'kundennummerErgaenzen').map((o) => o.kunde),
      ]
        .filter((r): r is { schluessel: string } => 'schluessel' in r && !e.kunden.has(r.schluessel))
        .map((r) => r.schluessel);
      for (const [s, nr] of await kunden.nachSchluesseln(offen)) e.kunden.set(s, nr);
      const kundennr = (ref: KundenRef): number => {
        const nr = 'kundennr' in ref ? ref.kundennr : e.kunden.get(ref.schluessel);
        if (nr === undefined) throw new Error(`Kunde ${JSON.stringify(ref)} ist nicht angelegt`);
        return nr;
      };

      await Promise.all([
        parallel(vertraegeAnlegen, async (op) => {
          const r = await vertraege.anlegen(op.vertrag, kundennr(op.kunde), op.monat, jetzt, vertragsnummer);
          e.vertraege.set(op.schluessel, r.vertragId);
          if (r.neu) e.vertraegeAngelegt++;
        }),
        parallel(nach(operationen, 'kundennummerErgaenzen'), async (op) => {
          const ergaenzt = await kunden.kundennummerErgaenzen(kundennr(op.kunde), {
            gesellschaftId: op.gesellschaftId,
            nummer: op.nummer,
          });
          if (ergaenzt) e.kundennummernErgaenzt++;
        }),
      ]);

      const vertragsRefs = nach(operationen, 'provisionBuchen')
        .map((o) => o.vertrag)
        .filter((r): r is { schluessel: string } => 'schluessel' in r && !e.vertraege.has(r.schluessel));
      const jeGesellschaft = new Map<number, string[]>();
      for (const ref of vertragsRefs) {
        const [gesellschaftId, vsnrNorm] = ref.schluessel.split('#') as [string, string];
        jeGesellschaft.set(Number(gesellschaftId), [
          ...(jeGesellschaft.get(Number(gesellschaftId)) ?? []),
          vsnrNorm,
        ]);
      }
      for (const [gesellschaftId, vsnrNorms] of jeGesellschaft)
        for (const v of await vertraege.nachVsnr(gesellschaftId, vsnrNorms))
          e.vertraege.set(vertragsSchluessel(v.gesellschaftId, v.vsnrNorm), v.vertragId);
      const vertragId = (ref: VertragsRef): number => {
        const id = 'vertragId' in ref ? ref.vertragId : e.vertraege.get(ref.schluessel);
        if (id === undefined) throw new Error(`Vertrag ${JSON.stringify(ref)} ist nicht angelegt`);
        return id;
      };

      await Promise.all([
        parallel(nach(operationen, 'vertragAendern'), async (op) => {
          await vertraege.aendern(op.vertragId, op.aenderung);
          e.vertraegeGeaendert++;
        }),
        parallel(nach(operationen, 'provisionBuchen'), async (op) => {
          if (await buchungen.buchen({ ...op.buchung, vertragId: vertragId(op.vertrag) }, jetzt))
            e.provisionenGebucht++;
        }),
      ]);
      return e;
    },
  };
}
