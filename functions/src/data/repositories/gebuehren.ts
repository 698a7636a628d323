/**
 * The fee counters (entity `gebuehrenzaehler`): contracts created per broker and month, in
 * shards. They are raised inside the contract-creating transaction (vertraege.ts anlegen); this
 * repository reads them for the fee (domain buchung/gebuehr.ts) — every shard and the unsharded
 * counter of before, summed — and raises them where a contract is created by other means.
 */
import { Entity } from 'electrodb';
import { monateSummiert, type MonatsZaehlung } from '../../domain/buchung/gebuehr';
import { datenbank, type Datenbank } from '../datenbank';
import {
  GEBUEHR_ANTEILE,
  gebuehrenzaehlerSchema,
  gebuehrenzaehlerUngeteiltSchema,
} from '../entities/gebuehrenzaehler';

export function gebuehrenRepository(db: Datenbank = datenbank()) {
  const optionen = { table: db.tabelle, client: db.client };
  const zaehler = new Entity(gebuehrenzaehlerSchema, optionen);
  const ungeteilt = new Entity(gebuehrenzaehlerUngeteiltSchema, optionen);
  return {
    /** The broker's months with created contracts, oldest first: one Query per shard, at once. */
    async zaehlungen(maklernr: string): Promise<MonatsZaehlung[]> {
      const teile = await Promise.all([
        ungeteilt.query.primary({ maklernr }).go({ pages: 'all' }),
        ...Array.from({ length: GEBUEHR_ANTEILE }, (_, anteil) =>
          zaehler.query.primary({ maklernr, anteil }).go({ pages: 'all' }),
        ),
      ]);
      return monateSummiert(
        teile.flatMap(({ data }) => data.map((d) => ({ monat: d.monat, angelegt: d.angelegt }))),
      );
    },

    /** Atomic: two concurrent calls never lose a count. Answers the shard's new value. */
    async erhoehen(maklernr: string, monat: string, anzahl = 1, anteil = 0): Promise<number> {
      const { data } = await zaehler
        .update({ maklernr, anteil, monat })
        .add({ angelegt: anzahl })
        .go({ response: 'all_new' });
      return data.angelegt ?? anzahl;
    },
  };
}
