/**
 * Writing a person's assignment of an import line (assign page, POST assign_gdv_kunde) — one
 * DynamoDB transaction over everything it changes, so it happens entirely or not at all:
 *
 * - the file must exist and be free: a condition check on its lock (`existiertUndFrei`,
 *   ../dateiSperre.ts), so no evaluation, booking or read run can own the file while a line of it
 *   changes;
 * - the line: the assignment and a journal entry — only while it is not booked (< 2). Its status
 *   is the evaluation's, which follows at once (`auswertungSchreiben`);
 * - 'transfer insurance number': the contract under the delivered policy number. The unique key
 *   "one active contract per company and policy number" moves with it: the old key deleted
 *   (where this contract holds it), the new one created on the condition that nobody holds it;
 * - the insurer's customer number added to the customer, under the customer's optimistic lock.
 *
 * The caller checks all of this before (and says precisely what is wrong); the conditions make
 * a change in between fail instead of overwriting it, and `abgelehnt` names what failed.
 *
 * Then the lines the assignment changes, evaluated (pipeline/verarbeitung/nachZuordnung.ts), in
 * transactions of 99 lines with the same condition check on the file: none is written while a
 * run holds the file. Each line only as it was read: not booked, and its journal as long as it
 * was — every change of a line adds a journal entry, so a line changed in between (assigned,
 * edited, booked) refuses the write instead of being overwritten with an outdated evaluation.
 */
import { Entity, Service } from 'electrodb';
import { GEBUCHT_AB } from '@lieferdesk/shared';
import type { GesellschaftsKundennummer } from '../../domain/bestand';
import { vertragsSchluessel } from '../../domain/auswertung/kontext';
import { aendertFehlerzahl, fehlerzahlAenderung } from '../../domain/fehlerzahl';
import type { Zuordnung } from '../../domain/zuordnung/zuordnung';
import { datenbank, type Datenbank } from '../datenbank';
import { dateiEntitaet, existiertUndFrei } from '../dateiSperre';
import { eindeutigSchema } from '../entities/eindeutig';
import { importZeileSchema } from '../entities/importZeile';
import { kundeSchema } from '../entities/kunde';
import { vertragSchema } from '../entities/vertrag';
import { abschnittVon, type ImportZeileDaten } from './importZeilen';
import type { JournalEintrag } from './importDateien';
import { EINDEUTIG_VERTRAG } from './vertraege';

export interface ZuordnungSchreiben {
  dateiId: number;
  zeile: number;
  zuordnung: Zuordnung;
  journal: JournalEintrag[];
  /** 'Transfer insurance number': the contract gets the delivered policy number. */
  vsnr?: {
    vertragId: number;
    gesellschaftId: number;
    /** The contract's normalised number now, and whether its unique key points at it. */
    altNorm: string;
    haeltAltenSchluessel: boolean;
    neu: string;
    neuNorm: string;
  };
  /** The insurer's customer number to add to the customer (read with `version`). */
  kundennummer?: {
    kundennr: number;
    version: number;
    bisher: GesellschaftsKundennummer[];
    neu: GesellschaftsKundennummer;
  };
}

/** What refused the transaction. */
export type Abgelehnt = 'datei' | 'zeile' | 'vertrag' | 'schluessel' | 'kunde';

/** A line after evaluation, and the length of its journal when it was read. */
export interface NeuAusgewertet {
  zeile: ImportZeileDaten;
  journalVorher: number;
  /**
   * The status the line was read with: the file's counts of faulty and faultless lines (domain
   * fehlerzahl.ts) move from it to the new one; without, the line counts as before.
   */
  statusVorher?: number;
}

/** Lines per transaction: with the file's condition check, DynamoDB's 100 items. */
const ZEILEN_JE_TRANSAKTION = 99;

export function zuordnungenRepository(db: Datenbank = datenbank()) {
  const optionen = { table: db.tabelle, client: db.client };
  const datei = dateiEntitaet(db);
  const zeile = new Entity(importZeileSchema, optionen);
  const vertrag = new Entity(vertragSchema, optionen);
  const eindeutig = new Entity(eindeutigSchema, optionen);
  const kunde = new Entity(kundeSchema, optionen);
  const service = new Service({ datei, zeile, vertrag, eindeutig, kunde }, optionen);

  return {
    /** A customer's insurer numbers with the version they were read at (one read: no lost update). */
    async kundenStand(
      kundennr: number,
    ): Promise<{ version: number; nummern: GesellschaftsKundennummer[] } | undefined> {
      const { data } = await kunde
        .get({ kundennr })
        .go({ attributes: ['version', 'gesellschaftKundennummern'] });
      return data ? { version: data.version, nummern: data.gesellschaftKundennummern ?? [] } : undefined;
    },

    /** Writes the assignment; undefined when done, else what refused it (nothing was written). */
    async schreiben(a: ZuordnungSchreiben): Promise<Abgelehnt | undefined> {
      // The contract item as stored (every attribute), for the put that changes its policy number:
      // vsnrNorm is part of an index key and read-only for updates.
      const gespeichert = a.vsnr ? (await vertrag.get({ vertragId: a.vsnr.vertragId }).go()).data : undefined;
      if (a.vsnr && !gespeichert) return 'vertrag';

      const teile: Abgelehnt[] = [];
      const ergebnis = await service.transaction
        .write(({ datei: d, zeile: z, vertrag: v, eindeutig: e, kunde: k }) => {
          const ops = [];
          teile.length = 0;
          teile.push('datei');
          ops.push(d.check({ id: a.dateiId }).where(existiertUndFrei).commit());
          teile.push('zeile');
          ops.push(
            z
              .patch({ dateiId: a.dateiId, abschnitt: abschnittVon(a.zeile), zeile: a.zeile })
              .set({ zuordnung: a.zuordnung })
              .append({ journal: a.journal })
              .where(({ status }, { lt }) => lt(status, GEBUCHT_AB))
              .commit(),
          );
          if (a.vsnr && gespeichert) {
            const { vertragId, gesellschaftId, altNorm, neu, neuNorm } = a.vsnr;
            teile.push('vertrag');
            ops.push(
              v
                .put({ ...gespeichert, vsnr: neu, vsnrNorm: neuNorm })
                .where(
                  ({ vsnrNorm, geloescht }, { eq }) => `${eq(vsnrNorm, altNorm)} AND ${eq(geloescht, false)}`,
                )
                .commit(),
            );
            if (neuNorm !== altNorm) {
              if (a.vsnr.haeltAltenSchluessel) {
                teile.push('schluessel');
                ops.push(
                  e
                    .delete({
                      art: EINDEUTIG_VERTRAG,
                      schluessel: vertragsSchluessel(gesellschaftId, altNorm),
                    })
                    .where(({ ziel }, { eq }) => eq(ziel, vertragId))
                    .commit(),
                );
              }
              teile.push('schluessel');
              ops.push(
                e
                  .create({
                    art: EINDEUTIG_VERTRAG,
                    schluessel: vertragsSchluessel(gesellschaftId, neuNorm),
                    ziel: vertragId,
                  })
                  .commit(),
              );
            }
          }
          if (a.kundennummer) {
            const { kundennr, version, bisher, neu } = a.kundennummer;
            teile.push('kunde');
            ops.push(
              k
                .patch({ kundennr })
                .set({ gesellschaftKundennummern: [...bisher, neu], version: version + 1 })
                .where((attr, { eq }) => eq(attr.version, version))
                .commit(),
            );
          }
          return ops;
        })
        .go();
      if (!ergebnis.canceled) return undefined;
      const i = (ergebnis.data as readonly { rejected: boolean }[]).findIndex((d) => d.rejected);
      return teile[i] ?? 'zeile';
    },

    /**
     * Writes evaluated lines of file `dateiId` back whole, the file's counts of faulty and
     * faultless lines moved by them in the same transaction (exact: each line only as it was
     * read); undefined when all are written, else what refused a transaction (the file locked or
     * gone; a line changed). The transactions before a refused one stay written — each of their
     * lines is right as it was read.
     */
    async auswertungSchreiben(
      dateiId: number,
      zeilen: readonly NeuAusgewertet[],
    ): Promise<'datei' | 'zeile' | undefined> {
      for (let i = 0; i < zeilen.length; i += ZEILEN_JE_TRANSAKTION) {
        const teil = zeilen.slice(i, i + ZEILEN_JE_TRANSAKTION);
        // use4Booking stays: the journal condition holds the line as it was read.
        const fehlerAenderung = fehlerzahlAenderung(
          teil.map(({ zeile, statusVorher = zeile.status }) => ({
            vorher: { status: statusVorher, use4Booking: zeile.use4Booking },
            nachher: zeile,
          })),
        );
        const ergebnis = await service.transaction
          .write(({ datei: d, zeile: z }) => [
            aendertFehlerzahl(fehlerAenderung)
              ? d.patch({ id: dateiId }).add(fehlerAenderung).where(existiertUndFrei).commit()
              : d.check({ id: dateiId }).where(existiertUndFrei).commit(),
            ...teil.map(({ zeile, journalVorher }) =>
              z
                .put({ ...zeile, abschnitt: abschnittVon(zeile.zeile) } as never)
                .where(
                  ({ status, journal }, { lt, size, value }) =>
                    `${lt(status, GEBUCHT_AB)} AND ${size(journal)} = ${value(journal, journalVorher as never)}`,
                )
                .commit(),
            ),
          ])
          .go();
        if (ergebnis.canceled) {
          const abgelehnt = (ergebnis.data as readonly { rejected: boolean }[]).findIndex((d) => d.rejected);
          return abgelehnt === 0 ? 'datei' : 'zeile';
        }
      }
      return undefined;
    },
  };
}
export type ZuordnungenRepository = ReturnType<typeof zuordnungenRepository>;
