/**
 * Insurer-to-access mappings in storage (reference §2.2): the insurers of one access name, the
 * first access name that has any, writing one pair and removing it. Removing is idempotent: a
 * pair that is not there is already what the caller wants.
 */
import { Entity } from 'electrodb';
import { datenbank, type Datenbank } from '../datenbank';
import { gesellschaftZugangSchema } from '../entities/gesellschaftZugang';

export interface GesellschaftZugangEintrag {
  extZugangBezeichnung: string;
  gesellschaftId: number;
  /** The company's name when it was mapped. */
  gesellschaftName: string;
  vuNrBafin?: string;
  ort?: string;
}

function alsEintrag(item: Record<string, unknown>): GesellschaftZugangEintrag {
  return {
    extZugangBezeichnung: item.extZugangBezeichnung as string,
    gesellschaftId: item.gesellschaftId as number,
    gesellschaftName: item.gesellschaftName as string,
    vuNrBafin: item.vuNrBafin as string | undefined,
    ort: item.ort as string | undefined,
  };
}

export function gesellschaftZugaengeRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(gesellschaftZugangSchema, { table: db.tabelle, client: db.client });

  return {
    /** Every insurer mapped to the access name (one Query). */
    async liste(extZugangBezeichnung: string): Promise<GesellschaftZugangEintrag[]> {
      const { data } = await entitaet.query.primary({ extZugangBezeichnung }).go({ pages: 'all' });
      return data.map(alsEintrag);
    },

    /** The first access name (in key order) that has a mapping; undefined when there is none. */
    async ersteBezeichnung(): Promise<string | undefined> {
      const { data } = await entitaet.query.primary({}).go({ limit: 1 });
      return data[0]?.extZugangBezeichnung;
    },

    /** Writes the pair; a pair already there is overwritten with the new values. */
    async speichern(eintrag: GesellschaftZugangEintrag): Promise<void> {
      await entitaet.put(eintrag).go();
    },

    async loeschen(extZugangBezeichnung: string, gesellschaftId: number): Promise<void> {
      await entitaet.delete({ extZugangBezeichnung, gesellschaftId }).go();
    },
  };
}
export type GesellschaftZugaengeRepository = ReturnType<typeof gesellschaftZugaengeRepository>;
