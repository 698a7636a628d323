import { Entity } from 'electrodb';
import { datenbank, type Datenbank } from '../datenbank';
import { kategorieAusnahmeSchema } from '../entities/kategorieAusnahme';

/** Category exceptions per company (reference §2.15): the GeVo types its files are archived for. */
export function kategorieAusnahmenRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(kategorieAusnahmeSchema, { table: db.tabelle, client: db.client });
  return {
    async derGesellschaft(gesellschaftId: number): Promise<Set<number>> {
      const { data } = await entitaet.query.primary({ gesellschaftId }).go({ pages: 'all' });
      return new Set(data.map((a) => a.gevoArt));
    },
    async setzen(gesellschaftId: number, gevoArt: number, jetzt: string): Promise<void> {
      await entitaet.put({ gesellschaftId, gevoArt, dateCreated: jetzt }).go();
    },
    async entfernen(gesellschaftId: number, gevoArt: number): Promise<void> {
      await entitaet.delete({ gesellschaftId, gevoArt }).go();
    },
  };
}
