/**
 * The fee counters (entity `gebuehrenzaehler`): contracts created per broker and month. They are
 * raised inside the contract-creating transaction (vertraege.ts anlegen); this repository reads
 * them for the fee (domain buchung/gebuehr.ts) and raises them where a contract is created by
 * other means.
 */
import { Entity } from 'electrodb';
import type { MonatsZaehlung } from '../../domain/buchung/gebuehr';
import { datenbank, type Datenbank } from '../datenbank';
import { gebuehrenzaehlerSchema } from '../entities/gebuehrenzaehler';

export function gebuehrenRepository(db: Datenbank = datenbank()) {
  const zaehler = new Entity(gebuehrenzaehlerSchema, { table: db.tabelle, client: db.client });
  return {
    /** The broker's months with created contracts, oldest first. */
    async zaehlungen(maklernr: string): Promise<MonatsZaehlung[]> {
      const { data } = await zaehler.query.primary({ maklernr }).go({ pages: 'all' });
      return data
        .map((d) => ({ monat: d.monat, angelegt: d.angelegt }))
        .sort((a, b) => a.monat.localeCompare(b.monat));
    },

    /** Atomic: two concurrent calls never lose a count. */
    async erhoehen(maklernr: string, monat: string, anzahl = 1): Promise<number> {
      const { data } = await zaehler
        .update({ maklernr, monat })
        .add({ angelegt: anzahl })
        .go({ response: 'all_new' });
      return data.angelegt ?? anzahl;
    },
  };
}
