/**
 * BiPRO accesses and their download job's state. Taking the access for a run and every record of
 * the run's end are conditional writes on `sperre`, like an import file's lock
 * (data/dateiSperre.ts): one run per access at a time, and a run that was overtaken (its lock
 * expired and a new run took the access) changes nothing any more.
 */
import { Entity, type EntityItem } from 'electrodb';
import { bedingt, type Datenbank } from '../datenbank';
import type { LetzteAnkunft, ZugangZaehler } from '../../domain/bipro/zaehler';
import { zugangSchema } from '../entities/zugang';
import type { Gleich, Pruefe } from '../typen';
import { zaehlerRepository } from './zaehler';
import { jeDatenbank } from '../jeDatenbank';

const entitaetVon = (db: Datenbank) => new Entity(zugangSchema, { table: db.tabelle, client: db.client });
type EntityItemVon = EntityItem<ReturnType<typeof entitaetVon>>;
export type ZugangEintrag = EntityItemVon;

/** The domain's counters of a run are the entity's (domain/bipro/zaehler.ts). */
type _ZaehlerGespeichert = Pruefe<Gleich<ZugangZaehler, NonNullable<ZugangEintrag['zaehler']>>>;
type _AnkunftGespeichert = Pruefe<Gleich<LetzteAnkunft, NonNullable<ZugangEintrag['letzteAnkunft']>>>;

/** What an access's configuration is (without the run state the job keeps on it). */
export type ZugangKonfiguration = Pick<
  EntityItemVon,
  | 'gesellschaftId'
  | 'extZugangBezeichnung'
  | 'maklernr'
  | 'stsUrl'
  | 'transferUrl'
  | 'profil'
  | 'benutzername'
  | 'abholzeiten'
  | 'aktiv'
  | 'gdvEinlesen'
  | 'passwortGesetzt'
  | 'zertifikatGesetzt'
>;

/**
 * A run holding an access longer than this is taken to have died (a Lambda killed, a machine
 * stopped): the next run may take the access. Longer than any run may last (the machine's
 * tasks time out well before).
 */
export const SPERRE_HOECHSTDAUER_MS = 6 * 60 * 60 * 1000;

const ZAEHLER = 'zugang';

export const zugaengeRepository = jeDatenbank((db: Datenbank) => {
  const entitaet = entitaetVon(db);
  const zaehler = zaehlerRepository(db);

  return {
    async laden(zugangId: number): Promise<ZugangEintrag | undefined> {
      const { data } = await entitaet.get({ zugangId }).go();
      return data ?? undefined;
    },

    /** Every access (a bounded configuration list), in id order. */
    async alle(): Promise<ZugangEintrag[]> {
      const { data } = await entitaet.query.alle({}).go({ pages: 'all' });
      return data;
    },

    async desMaklers(maklernr: string): Promise<ZugangEintrag[]> {
      const { data } = await entitaet.query.desMaklers({ maklernr }).go({ pages: 'all' });
      return data;
    },

    async anlegen(k: ZugangKonfiguration, jetzt: string): Promise<number> {
      const zugangId = await zaehler.erhoehen(ZAEHLER);
      await entitaet.create({ ...k, zugangId, angelegtAm: jetzt }).go();
      return zugangId;
    },

    /** Changes the configuration; false if the access does not exist. */
    async aendern(zugangId: number, k: ZugangKonfiguration): Promise<boolean> {
      return bedingt(() =>
        entitaet
          .patch({ zugangId })
          .set({ ...k })
          .go(),
      );
    },

    async loeschen(zugangId: number): Promise<void> {
      await entitaet.delete({ zugangId }).go();
    },

    /**
     * A person's start of a run, noted as `letzterStart`: only for an active access with a
     * password that no live run holds and whose last start lies `abklingzeitMs` back. False when
     * it may not start (another start got there first).
     */
    async startVormerken(zugangId: number, jetzt: Date, abklingzeitMs: number): Promise<boolean> {
      const abgelaufen = new Date(jetzt.getTime() - SPERRE_HOECHSTDAUER_MS).toISOString();
      const abgeklungen = new Date(jetzt.getTime() - abklingzeitMs).toISOString();
      return bedingt(() =>
        entitaet
          .patch({ zugangId })
          .set({ letzterStart: jetzt.toISOString() })
          .where(
            ({ sperre, sperreSeit, aktiv, passwortGesetzt, letzterStart }, { notExists, lt, lte, eq }) =>
              `${eq(aktiv, true)} AND ${eq(passwortGesetzt, true)}` +
              ` AND (${notExists(sperre)} OR ${lt(sperreSeit, abgelaufen)})` +
              ` AND (${notExists(letzterStart)} OR ${lte(letzterStart, abgeklungen)})`,
          )
          .go(),
      );
    },

    /**
     * Takes the access for the run `laufId`: only an active access that no run holds (or whose
     * run has held it longer than SPERRE_HOECHSTDAUER_MS). False when it cannot be taken. Every
     * run's start begins the cool-down of a person's next one (scheduled runs too).
     */
    async sperren(zugangId: number, laufId: string, jetzt: Date): Promise<boolean> {
      const abgelaufen = new Date(jetzt.getTime() - SPERRE_HOECHSTDAUER_MS).toISOString();
      const beginn = jetzt.toISOString();
      return bedingt(() =>
        entitaet
          .patch({ zugangId })
          .set({ sperre: laufId, sperreSeit: beginn, letzterLaufBeginn: beginn, letzterStart: beginn })
          .where(
            ({ sperre, sperreSeit, aktiv }, { notExists, lt, eq }) =>
              `${eq(aktiv, true)} AND (${notExists(sperre)} OR ${eq(sperre, laufId)} OR ${lt(sperreSeit, abgelaufen)})`,
          )
          .go(),
      );
    },

    /** Whether the run still holds the access. */
    async haelt(zugangId: number, laufId: string): Promise<boolean> {
      const z = await this.laden(zugangId);
      return z?.sperre === laufId;
    },

    /**
     * The end of a run that succeeded: its counts, when each destination last got a file, and
     * the access released — only while the run still holds it.
     */
    async erfolgreichBeenden(
      zugangId: number,
      laufId: string,
      zaehler: ZugangZaehler,
      letzteAnkunft: LetzteAnkunft,
      jetzt: string,
    ): Promise<boolean> {
      return bedingt(() =>
        entitaet
          .patch({ zugangId })
          .set({ zaehler, letzteAnkunft, letzterErfolg: jetzt, letzterLaufEnde: jetzt })
          .remove(['sperre', 'sperreSeit', 'letzterFehler'])
          .where(({ sperre }, { eq }) => eq(sperre, laufId))
          .go(),
      );
    },

    /** The end of a run that failed, with its reason; the access released. */
    async fehlgeschlagenBeenden(
      zugangId: number,
      laufId: string,
      grund: string,
      jetzt: string,
    ): Promise<boolean> {
      return bedingt(() =>
        entitaet
          .patch({ zugangId })
          .set({ letzterFehler: grund, letzterLaufEnde: jetzt })
          .remove(['sperre', 'sperreSeit'])
          .where(({ sperre }, { eq }) => eq(sperre, laufId))
          .go(),
      );
    },
  };
});
export type ZugaengeRepository = ReturnType<typeof zugaengeRepository>;
