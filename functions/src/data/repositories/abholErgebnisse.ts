/**
 * The shipments' results of download runs (entities/abholErgebnis.ts): one item per run and
 * shipment, written by the Map's iterations, read once by the run's end.
 */
import { Entity } from 'electrodb';
import type { Datenbank } from '../datenbank';
import { abholErgebnisSchema } from '../entities/abholErgebnis';
import type { ZugangZaehler } from '../../domain/bipro/zaehler';
import { jeDatenbank } from '../jeDatenbank';

export interface AbholErgebnis {
  lieferungId: string;
  zaehler?: ZugangZaehler;
  grund?: string;
  schonQuittiert?: true;
}

/** Long after the run's end read the items. */
const LEBENSDAUER_SEKUNDEN = 7 * 24 * 3600;

export const abholErgebnisseRepository = jeDatenbank((db: Datenbank) => {
  const entitaet = new Entity(abholErgebnisSchema, { table: db.tabelle, client: db.client });
  return {
    async festhalten(laufId: string, e: AbholErgebnis): Promise<void> {
      await entitaet.put({ laufId, ...e, ttl: Math.floor(Date.now() / 1000) + LEBENSDAUER_SEKUNDEN }).go();
    },

    /** Every shipment's result of the run (at most a plan's shipments). */
    async desLaufs(laufId: string): Promise<AbholErgebnis[]> {
      const { data } = await entitaet.query.primary({ laufId }).go({ pages: 'all' });
      return data.map(({ lieferungId, zaehler, grund, schonQuittiert }) => ({
        lieferungId,
        ...(zaehler ? { zaehler } : {}),
        ...(grund ? { grund } : {}),
        ...(schonQuittiert ? { schonQuittiert: true as const } : {}),
      }));
    },
  };
});
