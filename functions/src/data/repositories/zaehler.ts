import { Entity } from 'electrodb';
import { datenbank, type Datenbank } from '../datenbank';
import { zaehlerSchema } from '../entities/zaehler';

export function zaehlerRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(zaehlerSchema, { table: db.tabelle, client: db.client });
  return {
    /**
     * Raises the counter by one and answers the new value (1 on first use). One atomic ADD: two
     * concurrent calls never answer the same value. A value is never handed out twice, even if
     * the caller's write then fails — ids may have gaps, never duplicates.
     */
    async erhoehen(name: string): Promise<number> {
      const { data } = await entitaet.update({ name }).add({ wert: 1 }).go({ response: 'all_new' });
      if (typeof data.wert !== 'number') throw new Error(`Zähler ${name} ohne Wert`);
      return data.wert;
    },
  };
}
