import { Entity } from 'electrodb';
import type { Datenbank } from '../datenbank';
import { zaehlerSchema } from '../entities/zaehler';
import { jeDatenbank } from '../jeDatenbank';

export const zaehlerRepository = jeDatenbank((db: Datenbank) => {
  const entitaet = new Entity(zaehlerSchema, { table: db.tabelle, client: db.client });
  return {
    /**
     * Raises the counter by one and answers the new value (1 on first use). One atomic ADD: two
     * concurrent calls never answer the same value. A value is never handed out twice, even if
     * the caller's write then fails — ids may have gaps, never duplicates.
     */
    erhoehen: (name: string): Promise<number> => erhoehenUm(name, 1),

    /** Raises the counter by `anzahl` at once; answers the last of the values handed out. */
    erhoehenUm,
  };

  async function erhoehenUm(name: string, anzahl: number): Promise<number> {
    const { data } = await entitaet.update({ name }).add({ wert: anzahl }).go({ response: 'all_new' });
    if (typeof data.wert !== 'number') throw new Error(`Zähler ${name} ohne Wert`);
    return data.wert;
  }
});
