/** The change log: an entry written per change, read a month at a time, newest first. */
import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import {
  deutscherTag,
  type Aenderung,
  type AenderungZeile,
  type Aenderungsbereich,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../datenbank';
import { aenderungSchema } from '../entities/aenderung';
import type { Gleich, Pruefe } from '../typen';

const entitaetVon = (db: Datenbank) => new Entity(aenderungSchema, { table: db.tabelle, client: db.client });
type Eintrag = EntityItem<ReturnType<typeof entitaetVon>>;
type _Pruefung = Pruefe<Gleich<Omit<Eintrag, 'monat' | 'eintragId'>, Aenderung>>;

export function aenderungenRepository(db: Datenbank = datenbank()) {
  const entitaet = entitaetVon(db);
  return {
    async schreiben(a: Aenderung): Promise<void> {
      await entitaet
        .create({ ...a, monat: deutscherTag(a.zeitpunkt).slice(0, 7), eintragId: randomUUID() })
        .go();
    },

    /**
     * The month's entries (YYYY-MM), of one area if given, newest first, at most `grenze`; `mehr`
     * when some were left.
     */
    async imMonat(
      monat: string,
      grenze: number,
      bereich?: Aenderungsbereich,
    ): Promise<{ eintraege: AenderungZeile[]; mehr: boolean }> {
      const abfrage = entitaet.query.primary({ monat });
      const { data } = await (bereich ? abfrage.where((a, { eq }) => eq(a.bereich, bereich)) : abfrage).go({
        order: 'desc',
        limit: grenze + 1,
        pages: 'all',
      });
      return {
        eintraege: data.slice(0, grenze).map(({ monat: _m, eintragId, ...a }) => ({ ...a, id: eintragId })),
        mehr: data.length > grenze,
      };
    },
  };
}
