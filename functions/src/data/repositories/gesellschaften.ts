import { Entity } from 'electrodb';
import { datenbank, type Datenbank } from '../datenbank';
import { gesellschaftSchema } from '../entities/gesellschaft';

export interface Gesellschaft {
  gesellschaftId: number;
  name: string;
  vuNrBafin?: string;
  ort?: string;
}

export function gesellschaftenRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(gesellschaftSchema, { table: db.tabelle, client: db.client });
  return {
    async liste(): Promise<Gesellschaft[]> {
      const { data } = await entitaet.query.primary({}).go({ pages: 'all' });
      return data;
    },
    async speichern(gesellschaft: Gesellschaft): Promise<void> {
      await entitaet.put(gesellschaft).go();
    },
  };
}
