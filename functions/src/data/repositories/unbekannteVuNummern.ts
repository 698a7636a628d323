import { Entity } from 'electrodb';
import { datenbank, type Datenbank } from '../datenbank';
import { parallel } from '../parallel';
import { unbekannteVuNummerSchema } from '../entities/unbekannteVuNummer';

export function unbekannteVuNummernRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(unbekannteVuNummerSchema, { table: db.tabelle, client: db.client });
  return {
    /** Every VU number no company had, as delivered. */
    async liste(): Promise<string[]> {
      const { data } = await entitaet.query.primary({}).go({ pages: 'all' });
      return data.map((e) => e.vuNummer);
    },
    /** Remembers numbers a file named (a number named again only moves its time). */
    async merken(vuNummern: readonly string[], jetzt: string): Promise<void> {
      await parallel([...new Set(vuNummern)], (vuNummer) =>
        entitaet.put({ vuNummer, gesehenAm: jetzt }).go(),
      );
    },
  };
}
