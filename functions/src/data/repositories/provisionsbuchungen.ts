/**
 * Commission bookings (entity `provisionsbuchung`). One booking per settlement line: booking a
 * line again writes nothing (conditional create on file and line).
 */
import { Entity, type EntityItem } from 'electrodb';
import type { Provisionsbuchung } from '../../domain/bestand';
import { datenbank, istBedingungVerletzt, type Datenbank } from '../datenbank';
import { provisionsbuchungSchema } from '../entities/provisionsbuchung';
import type { Gleich, Pruefe } from '../typen';

const buchungEntitaet = (db: Datenbank) =>
  new Entity(provisionsbuchungSchema, { table: db.tabelle, client: db.client });
type BuchungsItem = EntityItem<ReturnType<typeof buchungEntitaet>>;

/** The domain's booking is the stored one without the time it was booked. */
type _BuchungGespeichert = Pruefe<Gleich<Provisionsbuchung, Omit<BuchungsItem, 'gebuchtAm'>>>;

function alsBuchung(item: BuchungsItem): Provisionsbuchung {
  const { gebuchtAm: _g, ...buchung } = item;
  return buchung;
}

export function provisionsbuchungenRepository(db: Datenbank = datenbank()) {
  const buchung = buchungEntitaet(db);
  return {
    /** Writes the booking; false if the line was booked before (nothing written). */
    async buchen(b: Provisionsbuchung, jetzt = new Date()): Promise<boolean> {
      try {
        await buchung.create({ ...b, gebuchtAm: jetzt.toISOString() }).go();
        return true;
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) return false;
        throw fehler;
      }
    },

    async derDatei(dateiId: number): Promise<Provisionsbuchung[]> {
      const { data } = await buchung.query.primary({ dateiId }).go({ pages: 'all' });
      return data.map(alsBuchung);
    },

    /** Which of these lines of the file are booked (for planning). */
    async gebuchteZeilen(dateiId: number): Promise<Set<number>> {
      const { data } = await buchung.query.primary({ dateiId }).go({ pages: 'all', attributes: ['zeile'] });
      return new Set(data.map((d) => d.zeile));
    },

    async desVertrags(vertragId: number): Promise<Provisionsbuchung[]> {
      const { data } = await buchung.query.vertrag({ vertragId }).go({ pages: 'all' });
      return data.map(alsBuchung);
    },

    /**
     * Deletes the bookings of these lines of the file (a chunk of "delete bookings"); answers
     * how many existed. A line without a booking is no error: deleting again deletes nothing.
     */
    async loeschenZeilen(dateiId: number, zeilen: readonly number[]): Promise<number> {
      if (zeilen.length === 0) return 0;
      const schluessel = zeilen.map((zeile) => ({ dateiId, zeile }));
      const { data, unprocessed } = await buchung.get(schluessel).go({ attributes: ['dateiId', 'zeile'] });
      if (unprocessed.length) throw new Error(`${unprocessed.length} Buchungen nicht gelesen`);
      if (data.length === 0) return 0;
      const geloescht = await buchung.delete(data.map((d) => ({ dateiId: d.dateiId, zeile: d.zeile }))).go();
      if (geloescht.unprocessed.length)
        throw new Error(`${geloescht.unprocessed.length} Buchungen nicht gelöscht`);
      return data.length;
    },

    /** Deletes every booking of a file (reference §4 "delete bookings", delZahl 1); answers how many. */
    async loeschenDerDatei(dateiId: number): Promise<number> {
      const { data } = await buchung.query
        .primary({ dateiId })
        .go({ pages: 'all', attributes: ['dateiId', 'zeile'] });
      if (data.length === 0) return 0;
      const { unprocessed } = await buchung
        .delete(data.map((d) => ({ dateiId: d.dateiId, zeile: d.zeile })))
        .go();
      if (unprocessed.length) throw new Error(`${unprocessed.length} Buchungen nicht gelöscht`);
      return data.length;
    },
  };
}
export type ProvisionsbuchungenRepository = ReturnType<typeof provisionsbuchungenRepository>;
