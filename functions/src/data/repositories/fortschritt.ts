/**
 * Progress records of long work (reference §3 "Progress record"): created with act 0 and max, raised
 * atomically by the workers, polled by the UI until act >= max. Every record is created with the
 * file it works on and that file's owner, so the API shows it only to users who may see the file.
 */
import { Entity } from 'electrodb';
import { datenbank, istBedingungVerletzt, type Datenbank } from '../datenbank';
import { fortschrittSchema } from '../entities/fortschritt';

export interface Fortschritt {
  id: string;
  act: number;
  max: number;
  sLabel: string;
  sInfo?: string;
  /** Set when the work failed: the reason. */
  fehler?: string;
  /** The file the work is on and whose it is (the API's scope check). */
  dateiId?: number;
  maklernr?: string;
  userId?: string;
  /** A list export's file, once written (its key under export/, its name). */
  exportKey?: string;
  dateiname?: string;
}

/**
 * What a new record needs: its file and the file's owner, named even where unknown (a dropped
 * file of no known broker) — a record without an owner is for the users who see everything.
 */
export type NeuerFortschritt = Omit<Fortschritt, 'act' | 'fehler' | 'dateiId' | 'maklernr' | 'userId'> & {
  dateiId: number;
  maklernr: string | undefined;
  userId: string | undefined;
};

/** A list export's job id (listenExport/auftrag.ts): its record apart from the runs on files. */
export const EXPORT_JOB_PRAEFIX = 'export-';

/**
 * The partition key of a record, as ElectroDB writes it: the export run's IAM grant allows
 * updates of the records whose key starts as an export job's does (infra/src/exportstrecke.ts).
 */
export const fortschrittSchluessel = (id: string): string =>
  String(new Entity(fortschrittSchema, { table: 'schluessel' }).get({ id }).params().Key.pk);

/** A record expires a week after its last change: long after anybody polls it. */
const LEBENSDAUER_SEKUNDEN = 7 * 24 * 3600;
const ablauf = () => Math.floor(Date.now() / 1000) + LEBENSDAUER_SEKUNDEN;

export function fortschrittRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(fortschrittSchema, { table: db.tabelle, client: db.client });
  return {
    /** A new (or restarted) job: act 0, no step counted yet. */
    async anlegen(f: NeuerFortschritt): Promise<void> {
      await entitaet.put({ ...f, act: 0, ttl: ablauf() }).go();
    },

    /**
     * A new list export job: owned by the user who started it (`userId`), on no file; act 0 of
     * `max` (the bound and one: the total is known at the end only).
     */
    async exportAnlegen(f: { id: string; max: number; sLabel: string; userId: string }): Promise<void> {
      await entitaet.put({ ...f, act: 0, ttl: ablauf() }).go();
    },

    /** Sets act (rows written so far): a retried page sets the same figure again. */
    async stand(id: string, act: number): Promise<void> {
      await entitaet.patch({ id }).set({ act, ttl: ablauf() }).go();
    },

    /** A list export is done: act = max = its rows, its file and the file's name. */
    async exportAbschliessen(
      id: string,
      e: { zeilen: number; sLabel: string; exportKey: string; dateiname: string },
    ): Promise<void> {
      await entitaet
        .patch({ id })
        .set({
          act: e.zeilen,
          max: e.zeilen,
          sLabel: e.sLabel,
          exportKey: e.exportKey,
          dateiname: e.dateiname,
          ttl: ablauf(),
        })
        .go();
    },

    async laden(id: string): Promise<Fortschritt | undefined> {
      const { data } = await entitaet.get({ id }).go();
      if (!data) return undefined;
      const { schritte: _s, ttl: _t, ...fortschritt } = data;
      return fortschritt;
    },

    /** Adds `anzahl` to act (atomic ADD). */
    async erhoehen(id: string, anzahl: number): Promise<void> {
      await entitaet.patch({ id }).add({ act: anzahl }).set({ ttl: ablauf() }).go();
    },

    /**
     * Adds `anzahl` to act once per `schritt` (a chunk number): a step repeated after a retry
     * counts nothing. False when the step was counted before (or the record is gone).
     */
    async schrittZaehlen(id: string, schritt: string, anzahl: number): Promise<boolean> {
      try {
        await entitaet
          .patch({ id })
          .add({ act: anzahl, schritte: [schritt] })
          .set({ ttl: ablauf() })
          .where(({ schritte }, { notContains }) => notContains(schritte, schritt))
          .go();
        return true;
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) return false;
        throw fehler;
      }
    },

    /**
     * The job failed: act = max (whoever polls stops) and the reason — the success message is
     * never shown for it.
     */
    async fehlschlagen(id: string, fehler: string): Promise<void> {
      const { data } = await entitaet.get({ id }).go();
      const max = data?.max ?? 0;
      await entitaet
        .update({ id })
        .set({ act: max, max, sLabel: data?.sLabel ?? fehler, fehler, ttl: ablauf() })
        .go();
    },

    /** The job is done: act = max, the success message (written even if the record expired). */
    async abschliessen(id: string, max: number, sLabel: string, sInfo?: string): Promise<void> {
      await entitaet
        .update({ id })
        .set({ act: max, max, sLabel, ...(sInfo === undefined ? {} : { sInfo }), ttl: ablauf() })
        .go();
    },
  };
}
