/**
 * The brokers' intermediary numbers per company (entity `vermittlernummer`): which broker a
 * file's lines belong to when no broker uploaded it (domain makler.ts).
 */
import { Entity } from 'electrodb';
import type { Vermittlernummer } from '../../domain/bestand';
import { normalisiereKennung } from '../../domain/kennung';
import { datenbank, type Datenbank } from '../datenbank';
import { vermittlernummerSchema } from '../entities/vermittlernummer';

const alsNummer = (d: { gesellschaftId: number; nummer: string; maklernr: string }): Vermittlernummer => ({
  gesellschaftId: d.gesellschaftId,
  nummer: d.nummer,
  maklernr: d.maklernr,
});

export function vermittlernummernRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(vermittlernummerSchema, { table: db.tabelle, client: db.client });
  return {
    /** Assigns the number to the broker (a later assignment replaces an earlier one). */
    async zuordnen(v: Vermittlernummer): Promise<void> {
      const nummerNorm = normalisiereKennung(v.nummer);
      if (nummerNorm === undefined) throw new Error('Leere Vermittlernummer');
      await entitaet.put({ ...v, nummerNorm }).go();
    },

    async makler(gesellschaftId: number, nummer: string): Promise<string | undefined> {
      const nummerNorm = normalisiereKennung(nummer);
      if (nummerNorm === undefined) return undefined;
      const { data } = await entitaet.get({ gesellschaftId, nummerNorm }).go();
      return data?.maklernr;
    },

    /** A company's numbers (evaluation loads them once per file). */
    async derGesellschaft(gesellschaftId: number): Promise<Vermittlernummer[]> {
      const { data } = await entitaet.query.primary({ gesellschaftId }).go({ pages: 'all' });
      return data.map(alsNummer);
    },

    async desMaklers(maklernr: string): Promise<Vermittlernummer[]> {
      const { data } = await entitaet.query.makler({ maklernr }).go({ pages: 'all' });
      return data.map(alsNummer);
    },
  };
}
