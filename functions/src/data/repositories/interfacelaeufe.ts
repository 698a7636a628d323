/**
 * Planned interface runs (reference §2.16): the few of them read whole, one by id, written whole
 * (a save replaces the run), deleted. Ids come from a counter, as interface ids do.
 */
import { Entity, type EntityItem } from 'electrodb';
import { datenbank, type Datenbank } from '../datenbank';
import { interfacelaufSchema } from '../entities/interfacelauf';
import { zaehlerRepository } from './zaehler';

const ZAEHLER = 'interfacelauf';

const entitaetVon = (db: Datenbank) =>
  new Entity(interfacelaufSchema, { table: db.tabelle, client: db.client });

/** A planned run as stored. */
export type Interfacelauf = EntityItem<ReturnType<typeof entitaetVon>>;

export function interfacelaeufeRepository(db: Datenbank = datenbank()) {
  const entitaet = entitaetVon(db);
  return {
    /** A new run's id (1, 2, …). */
    neueId: () => zaehlerRepository(db).erhoehen(ZAEHLER),

    /** Every planned run, by id. */
    async alle(): Promise<Interfacelauf[]> {
      const { data } = await entitaet.query.primary({}).go({ pages: 'all' });
      return data;
    },

    async laden(id: number): Promise<Interfacelauf | undefined> {
      const { data } = await entitaet.get({ id }).go();
      return data ?? undefined;
    },

    /** Creates or replaces the run. */
    async speichern(lauf: Interfacelauf): Promise<void> {
      await entitaet.put(lauf).go();
    },

    async loeschen(id: number): Promise<void> {
      await entitaet.delete({ id }).go();
    },
  };
}
