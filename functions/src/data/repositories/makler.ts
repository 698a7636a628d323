import { Entity } from 'electrodb';
import { datenbank, type Datenbank } from '../datenbank';
import { maklerSchema } from '../entities/makler';

export interface Makler {
  maklernr: string;
  name: string;
  strukturLeiter?: string;
}

export function maklerRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(maklerSchema, { table: db.tabelle, client: db.client });
  return {
    async laden(maklernr: string): Promise<Makler | undefined> {
      const { data } = await entitaet.get({ maklernr }).go();
      return data ?? undefined;
    },
    /** The brokers whose structure leader is `leiter` (not the leader himself). */
    async struktur(leiter: string): Promise<Makler[]> {
      const { data } = await entitaet.query.struktur({ strukturLeiter: leiter }).go({ pages: 'all' });
      return data;
    },
    async speichern(makler: Makler): Promise<void> {
      await entitaet.put(makler).go();
    },
  };
}
