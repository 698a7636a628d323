/**
 * The workbench's reads and changes of import lines (reference §2.4, §4, §7 "Import workbench"):
 * searching a file's chunks, a line's edit, deleting lines with the file's counts, changing
 * use4Booking, and ending a line action on the file. The lines' and files' keys stay with their
 * entities (the same declarations importZeilen.ts and importDateien.ts use); this repository
 * adds the conditional writes the workbench needs:
 *
 * - A line changes only while no run holds its file's lock and only while its status is <= 1
 *   (reference §4): edit and delete are one transaction with a condition on the file record, so a run
 *   that starts meanwhile cannot be overtaken, and the file's counts of faulty lines (status < 0)
 *   move with the lines — conditional on the status each change was reckoned from (the lock's
 *   conditions: ../dateiSperre.ts).
 * - use4Booking changes are conditional updates (from → to, the status read, and the status
 *   condition of the action), each in one transaction with the file's counts, so repeating an
 *   action changes nothing twice and a line changed meanwhile is left as it is. The actions run
 *   under the file's lock (importDateien.sperren), which the transaction checks; `aktionBeenden`
 *   releases it with the action's journal entry in one write.
 */
import { Entity, Service, type Item, type WhereCallback } from 'electrodb';
import { GEBUCHT_AB } from '@lieferdesk/shared';
import { datenbank, istBedingungVerletzt, type Datenbank } from '../datenbank';
import { dateiEntitaet, existiertUndFrei, frei, gehaltenVon, SPERRE_FELDER } from '../dateiSperre';
import {
  aendertFehlerzahl,
  fehlerzahlAenderung,
  fehlerzahlSumme,
  type Fehlerzahl,
  type Gezaehlt,
} from '../../domain/fehlerzahl';
import { importZeileSchema } from '../entities/importZeile';
import { abschnittVon, type ImportZeileDaten } from './importZeilen';
import type { ImportDatei, JournalEintrag } from './importDateien';

/** The status bounds of a search or an action (inclusive; undefined: open). */
export interface Statusbereich {
  von?: number;
  bis?: number;
}

/** What a query of one chunk reads from each line: the list needs little, the details all. */
export type Zeilenfeld = 'status' | 'use4Booking' | 'satz' | 'felder' | 'roh' | 'grund' | 'journal';

export interface Bereichsabfrage {
  dateiId: number;
  abschnitt: number;
  /** Line numbers, inclusive, inside the chunk. */
  von: number;
  bis: number;
  status?: Statusbereich;
  use4Booking?: number;
  /** The attributes to read besides the line number (projection: less to transfer). */
  felder?: readonly Zeilenfeld[];
}

export type Bereichszeile = Pick<ImportZeileDaten, 'dateiId' | 'zeile'> & Partial<ImportZeileDaten>;

/** A line's new reading after an edit (the formats engine's result for the new text). */
export interface NeueLesung {
  status: number;
  use4Booking: number;
  satz?: string;
  felder?: Record<string, unknown>;
  roh: string;
  grund?: string;
}

/** The file's counts of read lines (the import monitor's record count, erroneous, error-free). */
export type Zaehlung = Pick<ImportDatei, 'numRows' | 'numRowsError' | 'numRowsWithoutError'>;

/** How an edit or a delete ended: done, or why not (the caller words the answer). */
export type Ausgang = 'ok' | 'gesperrt' | 'status' | 'fehlt';

/** DynamoDB allows 100 items in a transaction: the file record and 99 lines. */
export const LOESCHEN_JE_TRANSAKTION = 99;

const zeilenEntitaet = (db: Datenbank) =>
  new Entity(importZeileSchema, { table: db.tabelle, client: db.client });
type ZeilenEntitaet = ReturnType<typeof zeilenEntitaet>;
type Zeilenbedingung =
  ZeilenEntitaet extends Entity<infer A, infer F, infer C, infer S>
    ? WhereCallback<A, F, C, S, Item<A, F, C, S, S['attributes']>>
    : never;

/**
 * A line's condition for an edit or a delete: not booked, and still as it was read — the file's
 * counts move by what was reckoned from that.
 */
const wieGelesen =
  (vorher: Gezaehlt): Zeilenbedingung =>
  ({ status, use4Booking }, { eq, lt }) =>
    `${lt(status, GEBUCHT_AB)} AND ${eq(status, vorher.status)} AND ${eq(use4Booking, vorher.use4Booking)}`;

export function werkbankRepository(db: Datenbank = datenbank()) {
  const zeile = zeilenEntitaet(db);
  const datei = dateiEntitaet(db);
  const service = new Service(
    { importZeile: zeile, importDatei: datei },
    { table: db.tabelle, client: db.client },
  );

  /** Why a transaction on the file was refused: its lock, gone, or a line's status (or the line gone). */
  async function warumNichtDatei(dateiId: number): Promise<Exclude<Ausgang, 'ok'>> {
    const { data } = await datei.get({ id: dateiId }).go();
    if (!data) return 'fehlt';
    return data.sperre !== undefined ? 'gesperrt' : 'status';
  }

  /** Why a transaction on this line was refused: the file's lock, the line's status, or gone. */
  async function warumNicht(dateiId: number, nr: number): Promise<Exclude<Ausgang, 'ok'>> {
    const [grund, z] = await Promise.all([
      warumNichtDatei(dateiId),
      zeile.get({ dateiId, abschnitt: abschnittVon(nr), zeile: nr }).go(),
    ]);
    return z.data ? grund : 'fehlt';
  }

  return {
    /**
     * The lines of one chunk between two line numbers (one Query on the chunk's partition, the
     * range on the sort key); status and use4Booking as a filter DynamoDB applies before
     * sending, the other criteria are the caller's.
     */
    async bereich(a: Bereichsabfrage): Promise<Bereichszeile[]> {
      const { status, use4Booking } = a;
      const abfrage = zeile.query
        .primary({ dateiId: a.dateiId, abschnitt: a.abschnitt })
        .between({ zeile: a.von }, { zeile: a.bis });
      const bedingt =
        status?.von === undefined && status?.bis === undefined && use4Booking === undefined
          ? abfrage
          : abfrage.where((attr, op) =>
              [
                ...(status?.von === undefined ? [] : [op.gte(attr.status, status.von)]),
                ...(status?.bis === undefined ? [] : [op.lte(attr.status, status.bis)]),
                ...(use4Booking === undefined ? [] : [op.eq(attr.use4Booking, use4Booking)]),
              ].join(' AND '),
            );
      const { data } = await bedingt.go({
        pages: 'all',
        attributes: ['dateiId', 'zeile', ...(a.felder ?? [])],
      });
      return data as Bereichszeile[];
    },

    /**
     * Writes an edited line: its new reading (`neuGelesen`: the text changed and was read again),
     * use4Booking and the journal entry; the file's counts of faulty and faultless lines move by
     * `fehlerAenderung` (domain fehlerzahl.ts; the caller keeps them from going below zero). Only
     * while the file is not locked and the line still has the status (<= 1) and use4Booking of
     * `vorher`, which the change was reckoned from.
     */
    async zeileErsetzen(
      dateiId: number,
      nr: number,
      neu: NeueLesung,
      eintrag: JournalEintrag,
      fehlerAenderung: Fehlerzahl,
      neuGelesen: boolean,
      vorher: Gezaehlt,
    ): Promise<Ausgang> {
      const schluessel = { dateiId, abschnitt: abschnittVon(nr), zeile: nr };
      // A new text is a new reading: the last evaluation's result and match no longer describe
      // the line (a person's assignment, `zuordnung`, stays: evaluation checks it again).
      const entfernen = [
        ...(['satz', 'felder', 'grund'] as const).filter((f) => neu[f] === undefined),
        ...(neuGelesen ? (['leseStatus', 'leseGrund', 'auswertungsStatus', 'treffer'] as const) : []),
      ];
      const { canceled } = await service.transaction
        .write(({ importZeile: z, importDatei: d }) => {
          let aenderung = z.patch(schluessel).set({
            status: neu.status,
            use4Booking: neu.use4Booking,
            roh: neu.roh,
            ...(neu.satz === undefined ? {} : { satz: neu.satz }),
            ...(neu.grund === undefined ? {} : { grund: neu.grund }),
            ...(neu.felder === undefined ? {} : { felder: neu.felder }),
          });
          if (entfernen.length) aenderung = aenderung.remove(entfernen);
          const zeilenAenderung = aenderung
            .append({ journal: [eintrag] })
            .where(wieGelesen(vorher))
            .commit();
          const dateiBedingung = aendertFehlerzahl(fehlerAenderung)
            ? d.patch({ id: dateiId }).add(fehlerAenderung).where(frei).commit()
            : d.check({ id: dateiId }).where(existiertUndFrei).commit();
          return [zeilenAenderung, dateiBedingung];
        })
        .go();
      return canceled ? warumNicht(dateiId, nr) : 'ok';
    },

    /**
     * Deletes lines of one file, each only with status <= 1 and still the status and use4Booking
     * it was read with, and lowers the file's counts by them (domain fehlerzahl.ts), never below
     * zero — in
     * transactions of LOESCHEN_JE_TRANSAKTION lines with the file record, each also conditional
     * on the file not being locked, with the file's journal entry `eintrag` names. Stops at the
     * first refused transaction ('status': a line was booked, changed or deleted meanwhile);
     * answers how many were deleted.
     */
    async zeilenLoeschen(
      dateiId: number,
      zeilen: readonly ({ zeile: number } & Gezaehlt)[],
      stand: Zaehlung,
      eintrag: (zeilen: number[]) => JournalEintrag,
    ): Promise<{ geloescht: number; ausgang: Ausgang }> {
      let geloescht = 0;
      const rest = { ...stand };
      for (let i = 0; i < zeilen.length; i += LOESCHEN_JE_TRANSAKTION) {
        const teil = zeilen.slice(i, i + LOESCHEN_JE_TRANSAKTION);
        const summe = fehlerzahlSumme(teil);
        const weniger: Zaehlung = {
          numRows: Math.min(teil.length, rest.numRows),
          numRowsError: Math.min(summe.numRowsError, rest.numRowsError),
          numRowsWithoutError: Math.min(summe.numRowsWithoutError, rest.numRowsWithoutError),
        };
        const { canceled } = await service.transaction
          .write(({ importZeile: z, importDatei: d }) => [
            d
              .patch({ id: dateiId })
              .add({
                numRows: -weniger.numRows,
                numRowsError: -weniger.numRowsError,
                numRowsWithoutError: -weniger.numRowsWithoutError,
              })
              .append({ journal: [eintrag(teil.map((t) => t.zeile))] })
              .where(frei)
              .commit(),
            ...teil.map((t) =>
              z
                .delete({ dateiId, abschnitt: abschnittVon(t.zeile), zeile: t.zeile })
                .where(wieGelesen(t))
                .commit(),
            ),
          ])
          .go();
        if (canceled) return { geloescht, ausgang: await warumNichtDatei(dateiId) };
        geloescht += teil.length;
        rest.numRows -= weniger.numRows;
        rest.numRowsError -= weniger.numRowsError;
        rest.numRowsWithoutError -= weniger.numRowsWithoutError;
      }
      return { geloescht, ausgang: 'ok' };
    },

    /**
     * use4Booking of one line (read with status `gelesen`) from `von` to `nach`, with the journal
     * entry and the file's counts moved by it (domain fehlerzahl.ts) in one transaction — only if
     * the line still has `von` and that status, the status lies in `status`, and the action
     * `laufId` still holds the file's lock. False: nothing to change (any more).
     */
    async verwendungAendern(
      dateiId: number,
      nr: number,
      aenderung: { von: number; nach: number; status?: Statusbereich },
      eintrag: JournalEintrag,
      gelesen: number,
      laufId: string,
    ): Promise<boolean> {
      const { von, nach, status } = aenderung;
      const zaehlung = fehlerzahlAenderung([
        { vorher: { status: gelesen, use4Booking: von }, nachher: { status: gelesen, use4Booking: nach } },
      ]);
      const { canceled } = await service.transaction
        .write(({ importZeile: z, importDatei: d }) => [
          z
            .patch({ dateiId, abschnitt: abschnittVon(nr), zeile: nr })
            // The status as read, set again: the list index's key (use4Booking and the status's
            // class, entity importZeile `sicht`) is rebuilt from both.
            .set({ status: gelesen, use4Booking: nach })
            .append({ journal: [eintrag] })
            .where((attr, op) =>
              [
                op.eq(attr.use4Booking, von),
                op.eq(attr.status, gelesen),
                ...(status?.von === undefined ? [] : [op.gte(attr.status, status.von)]),
                ...(status?.bis === undefined ? [] : [op.lte(attr.status, status.bis)]),
              ].join(' AND '),
            )
            .commit(),
          aendertFehlerzahl(zaehlung)
            ? d.patch({ id: dateiId }).add(zaehlung).where(gehaltenVon(laufId)).commit()
            : d.check({ id: dateiId }).where(gehaltenVon(laufId)).commit(),
        ])
        .go();
      return !canceled;
    },

    /**
     * The end of a line action on the file: its journal entry and the lock released, in one
     * write — only while the action (`laufId`) still holds the lock. False otherwise (someone
     * unlocked the file in the monitor meanwhile).
     */
    async aktionBeenden(dateiId: number, laufId: string, eintrag: JournalEintrag): Promise<boolean> {
      try {
        await datei
          .patch({ id: dateiId })
          .remove([...SPERRE_FELDER])
          .append({ journal: [eintrag] })
          .where(gehaltenVon(laufId))
          .go({ response: 'none' });
        return true;
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) return false;
        throw fehler;
      }
    },
  };
}
export type WerkbankRepository = ReturnType<typeof werkbankRepository>;
