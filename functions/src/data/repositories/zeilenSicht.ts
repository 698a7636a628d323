/**
 * The workbench's list index of import lines (entity importZeile, index `sicht`; reference §2.4):
 * per chunk, use4Booking and status class, the lines in line order. Each Query reads one class
 * of one chunk between two line numbers, so a search reads only lines of the classes its
 * status range covers; what the class does not decide (an exact status bound inside a class)
 * is a filter DynamoDB applies before answering, the rest (record type, journal) the caller's.
 */
import { Entity } from 'electrodb';
import { QueryCommand, ScanCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { datenbank, istBedingungVerletzt, type Datenbank } from '../datenbank';
import { parallel } from '../parallel';
import {
  importZeileSchema,
  KLASSEN_BEREICH,
  STATUS_KLASSEN,
  type StatusKlasse,
} from '../entities/importZeile';
import { abschnittVon } from './importZeilen';
import type { Bereichszeile, Statusbereich, Zeilenfeld } from './werkbank';

/** The index's name in the table (importZeile `sicht`). */
export const ZEILEN_SICHT = 'gsi3';

export interface Sichtabfrage {
  dateiId: number;
  abschnitt: number;
  use4Booking: number;
  klasse: StatusKlasse;
  /** Line numbers, inclusive, inside the chunk. */
  von: number;
  bis: number;
  absteigend: boolean;
  /** The search's status bounds: only those the class does not already keep become a filter. */
  status: Statusbereich;
}

/** The status classes a status range touches (each read is one class of one chunk). */
export function klassenDesBereichs(status: Statusbereich): StatusKlasse[] {
  return STATUS_KLASSEN.filter((k) => {
    const b = KLASSEN_BEREICH[k];
    return (
      (status.von === undefined || b.bis === undefined || status.von <= b.bis) &&
      (status.bis === undefined || b.von === undefined || status.bis >= b.von)
    );
  });
}

/** The status bounds a class does not already meet (none: the class lies inside the range). */
export function restbedingung(klasse: StatusKlasse, status: Statusbereich): Statusbereich {
  const k = KLASSEN_BEREICH[klasse];
  return {
    von: status.von !== undefined && (k.von === undefined || status.von > k.von) ? status.von : undefined,
    bis: status.bis !== undefined && (k.bis === undefined || status.bis < k.bis) ? status.bis : undefined,
  };
}

/** Lines read per request when the caller drops some (record type, journal): fewer round trips. */
const SEITE_MIT_NACHFILTER = 500;

export function zeilenSichtRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(importZeileSchema, { table: db.tabelle, client: db.client });

  function abfrage(a: Sichtabfrage) {
    const q = entitaet.query
      .sicht({
        dateiId: a.dateiId,
        abschnitt: a.abschnitt,
        use4Booking: a.use4Booking,
        statusKlasse: a.klasse,
      })
      .between({ zeile: a.von }, { zeile: a.bis });
    const rest = restbedingung(a.klasse, a.status);
    if (rest.von === undefined && rest.bis === undefined) return q;
    return q.where((attr, op) =>
      [
        ...(rest.von === undefined ? [] : [op.gte(attr.status, rest.von)]),
        ...(rest.bis === undefined ? [] : [op.lte(attr.status, rest.bis)]),
      ].join(' AND '),
    );
  }

  return {
    /**
     * Puts the lines written before the index existed into it (a table kept from an older
     * version): each line's status and use4Booking set again as they are, which writes its
     * class and index key — only while they are unchanged, so a line changed meanwhile keeps
     * its newer state (and key). Returns how many lines were put in.
     */
    async nachtragen(): Promise<number> {
      let anzahl = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const seite = await db.client.send(
          new ScanCommand({
            TableName: db.tabelle,
            FilterExpression: '#e = :e AND attribute_not_exists(#k)',
            ProjectionExpression: 'dateiId, zeile, #s, use4Booking',
            ExpressionAttributeNames: { '#e': '__edb_e__', '#k': 'gsi3pk', '#s': 'status' },
            ExpressionAttributeValues: { ':e': importZeileSchema.model.entity },
            ExclusiveStartKey: start,
          }),
        );
        const zeilen = (seite.Items ?? []) as {
          dateiId: number;
          zeile: number;
          status: number;
          use4Booking: number;
        }[];
        await parallel(zeilen, async (z) => {
          try {
            await entitaet
              .patch({ dateiId: z.dateiId, abschnitt: abschnittVon(z.zeile), zeile: z.zeile })
              .set({ status: z.status, use4Booking: z.use4Booking })
              .where(
                (attr, op) => `${op.eq(attr.status, z.status)} AND ${op.eq(attr.use4Booking, z.use4Booking)}`,
              )
              .go({ response: 'none' });
            anzahl++;
          } catch (fehler) {
            if (!istBedingungVerletzt(fehler)) throw fehler;
          }
        });
        start = seite.LastEvaluatedKey;
      } while (start);
      return anzahl;
    },

    /**
     * The first `hoechstens` lines of the range (in its order) that `passt` keeps, with the
     * attributes named. `passt` undefined: every line DynamoDB answers counts.
     */
    async lesen(
      a: Sichtabfrage,
      hoechstens: number,
      felder: readonly Zeilenfeld[],
      passt?: (z: Bereichszeile) => boolean,
    ): Promise<Bereichszeile[]> {
      const gefunden: Bereichszeile[] = [];
      let cursor: string | null = null;
      do {
        const offen = hoechstens - gefunden.length;
        const antwort: { data: Bereichszeile[]; cursor: string | null } = await abfrage(a).go({
          order: a.absteigend ? 'desc' : 'asc',
          limit: passt ? Math.max(offen, SEITE_MIT_NACHFILTER) : offen,
          cursor,
          attributes: ['dateiId', 'zeile', ...felder],
        });
        for (const z of antwort.data) if (!passt || passt(z)) gefunden.push(z);
        cursor = antwort.cursor;
      } while (cursor && gefunden.length < hoechstens);
      return gefunden.slice(0, hoechstens);
    },

    /**
     * How many lines of the range match, counted up to `hoechstens` (more may): DynamoDB counts
     * (nothing is sent but the number); with `passt` the lines are read and checked.
     */
    async zaehlen(
      a: Sichtabfrage,
      hoechstens: number,
      felder: readonly Zeilenfeld[],
      passt?: (z: Bereichszeile) => boolean,
    ): Promise<number> {
      if (passt) return (await this.lesen(a, hoechstens, felder, passt)).length;
      const basis = abfrage(a).params() as QueryCommandInput;
      let anzahl = 0;
      let start: QueryCommandInput['ExclusiveStartKey'];
      do {
        const { Count = 0, LastEvaluatedKey } = await db.client.send(
          new QueryCommand({
            ...basis,
            Select: 'COUNT',
            Limit: hoechstens - anzahl,
            ExclusiveStartKey: start,
          }),
        );
        anzahl += Count;
        start = LastEvaluatedKey;
      } while (start && anzahl < hoechstens);
      return Math.min(anzahl, hoechstens);
    },
  };
}
export type ZeilenSichtRepository = ReturnType<typeof zeilenSichtRepository>;
