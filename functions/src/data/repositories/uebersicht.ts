/**
 * The start page's aggregates (entities/uebersichtTag.ts, uebersichtWoche.ts, uebersichtOffen.ts): raised with atomic
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
import { uebersichtWocheSchema } from '../entities/uebersichtWoche';
import { jeDatenbank } from '../jeDatenbank';
import { parallel } from '../parallel';
import { fehlerProtokollieren } from '../../log';
import {
  wochenAusTagen,
  type OffenAenderung,
  type TagesWerte,
  type TagesZaehlung,
  type WochenZaehlung,
} from '../../domain/uebersicht/zaehlung';

export interface TagesStand extends TagesWerte {
  tag: string;
  gesellschaftId: number;
}

export const uebersichtRepository = jeDatenbank((db: Datenbank) => {
  const tag = new Entity(uebersichtTagSchema, { table: db.tabelle, client: db.client });
  const offen = new Entity(uebersichtOffenSchema, { table: db.tabelle, client: db.client });
  const woche = new Entity(uebersichtWocheSchema, { table: db.tabelle, client: db.client });
  const repository = {
    /**
     * Adds new files' day counts: one ADD per share, day and insurer — and their documents' week
     * counts, one ADD per share, ISO week and insurer.
     */
    async tageAddieren(zaehlungen: readonly TagesZaehlung[]): Promise<void> {
      const wochen = wochenAusTagen(zaehlungen);
      await Promise.all([
        parallel(zaehlungen, ({ anteil, monat, tag: t, gesellschaftId, werte }) =>
          tag.update({ anteil, monat, tag: t, gesellschaftId }).add(werte).go({ response: 'none' }),
        ),
        parallel(wochen, ({ anteil, jahr, woche: w, gesellschaftId, dokumente, automatisch }) =>
          woche
            .update({ anteil, jahr, woche: w, gesellschaftId })
            .add({ dokumente, automatisch })
            .go({ response: 'none' }),
        ),
      ]);
    },

    /** Moves the open documents: one ADD per scope, month of delivery and insurer. */
    async offenAddieren(aenderungen: readonly OffenAenderung[]): Promise<void> {
      await parallel(aenderungen, ({ anteil, monat, gesellschaftId, um }) =>
        offen.update({ anteil, monat, gesellschaftId }).add({ offen: um }).go({ response: 'none' }),
      );
    },

    /**
     * The ADDs of one stored or changed write. A failure is logged, not thrown: the record is
     * stored and the user's action done — only the start page misses its count, as after a
     * crash between the two writes.
     */
    async nachziehen(tage: readonly TagesZaehlung[], offen: readonly OffenAenderung[]): Promise<void> {
      try {
        await Promise.all([repository.tageAddieren(tage), repository.offenAddieren(offen)]);
      } catch (fehler) {
        fehlerProtokollieren('Übersicht: Zähler nicht nachgezogen', fehler, {
          tage: tage.length,
          offen: offen.length,
        });
      }
    },

    /**
     * A share's day counts from `von` to `bis` (days of one month): one Query of its partition
     * from `von` on; the days after `bis` (none while `bis` is today) are left out here.
     */
    async tage(anteil: string, monat: string, von: string, bis: string): Promise<TagesStand[]> {
      const { data } = await tag.query.primary({ anteil, monat }).gte({ tag: von }).go({ pages: 'all' });
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

    /** A share's week counts from `von` to `bis` (weeks of one ISO week-year): one Query. */
    async wochen(anteil: string, jahr: string, von: string, bis: string): Promise<WochenZaehlung[]> {
      const { data } = await woche.query.primary({ anteil, jahr }).gte({ woche: von }).go({ pages: 'all' });
      return data
        .filter((d) => d.woche <= bis)
        .map((d) => ({
          anteil,
          jahr,
          woche: d.woche,
          gesellschaftId: d.gesellschaftId,
          dokumente: d.dokumente ?? 0,
          automatisch: d.automatisch ?? 0,
        }));
    },

    /**
     * A share's open documents per month of delivery and insurer, from month `ab` (YYYY-MM) on:
     * one Query of its partition (months × insurers items).
     */
    async offen(anteil: string, ab: string): Promise<{ gesellschaftId: number; anzahl: number }[]> {
      const { data } = await offen.query.primary({ anteil }).gte({ monat: ab }).go({ pages: 'all' });
      return data.map((d) => ({ gesellschaftId: d.gesellschaftId, anzahl: d.offen ?? 0 }));
    },
  };
  return repository;
});
