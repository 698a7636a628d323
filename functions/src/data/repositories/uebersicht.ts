/**
 * The start page's aggregates (entities/uebersichtTag.ts, uebersichtOffen.ts): raised with atomic
 * ADDs — never read, changed and written back, so concurrent shipments and assignments never
 * lose a count — and read per scope partition for the page (uebersicht/kennzahlen.ts).
 *
 * The ADDs are single-item updates sent right after the write they count (biproDateien.ts), not
 * items of its transaction: a download stores its shipments in parallel and each one's
 * transaction would touch the same day item, so DynamoDB would cancel all but one of them
 * (TransactionConflict). The price: a function that dies between the two writes loses that
 * write's counts (architecture "Übersicht: aggregates").
 */
import { Entity } from 'electrodb';
import type { Datenbank } from '../datenbank';
import { uebersichtOffenSchema } from '../entities/uebersichtOffen';
import { uebersichtTagSchema } from '../entities/uebersichtTag';
import { jeDatenbank } from '../jeDatenbank';
import { parallel } from '../parallel';
import type { OffenAenderung, TagesWerte, TagesZaehlung } from '../../domain/uebersicht/zaehlung';

export interface TagesStand extends TagesWerte {
  tag: string;
  gesellschaftId: number;
}

export const uebersichtRepository = jeDatenbank((db: Datenbank) => {
  const tag = new Entity(uebersichtTagSchema, { table: db.tabelle, client: db.client });
  const offen = new Entity(uebersichtOffenSchema, { table: db.tabelle, client: db.client });
  return {
    /** Adds new files' day counts: one ADD per scope, day and insurer. */
    async tageAddieren(zaehlungen: readonly TagesZaehlung[]): Promise<void> {
      await parallel(zaehlungen, ({ sicht, monat, tag: t, gesellschaftId, werte }) =>
        tag.update({ sicht, monat, tag: t, gesellschaftId }).add(werte).go({ response: 'none' }),
      );
    },

    /** Moves the open documents: one ADD per scope and insurer. */
    async offenAddieren(aenderungen: readonly OffenAenderung[]): Promise<void> {
      await parallel(aenderungen, ({ sicht, gesellschaftId, um }) =>
        offen.update({ sicht, gesellschaftId }).add({ offen: um }).go({ response: 'none' }),
      );
    },

    /**
     * A scope's day counts from `von` to `bis` (days of one month): one Query of its partition
     * from `von` on; the days after `bis` (none while `bis` is today) are left out here.
     */
    async tage(sicht: string, monat: string, von: string, bis: string): Promise<TagesStand[]> {
      const { data } = await tag.query.primary({ sicht, monat }).gte({ tag: von }).go({ pages: 'all' });
      return data
        .filter((d) => d.tag <= bis)
        .map((d) => ({
          tag: d.tag,
          gesellschaftId: d.gesellschaftId,
          dokumente: d.dokumente ?? 0,
          automatisch: d.automatisch ?? 0,
          gdv: d.gdv ?? 0,
          abrechnungen: d.abrechnungen ?? 0,
          mahnungen: d.mahnungen ?? 0,
          archiv: d.archiv ?? 0,
        }));
    },

    /** A scope's open documents per insurer: one Query of its partition. */
    async offen(sicht: string): Promise<{ gesellschaftId: number; anzahl: number }[]> {
      const { data } = await offen.query.primary({ sicht }).go({ pages: 'all' });
      return data.map((d) => ({ gesellschaftId: d.gesellschaftId, anzahl: d.offen ?? 0 }));
    },
  };
});
