/**
 * The interfaces users create or copy (reference §3 "Interface") in storage: ids from 1000, one
 * item each with its version for an optimistic lock, so every change is one conditional write of
 * its one item and nothing is ever half-written. Which interfaces there are — the built-ins
 * beside these — and what a change does to an interface is the interfaces' use case
 * (schnittstellen/verwaltung.ts).
 */
import { Entity } from 'electrodb';
import {
  ERSTE_EIGENE_SCHNITTSTELLEN_ID,
  MELDUNGEN,
  type MultiInterface,
  type Schnittstelle,
  type SchnittstellenFeld,
} from '@lieferdesk/shared';
import { konflikt, nichtGefunden } from '../../domain/fehler';
import { gesetzt, kopfVon, type Kopf, type OPTIONALE_KOPFFELDER } from '../../formate/schnittstellen/kopf';
import { datenbank, istBedingungVerletzt, type Datenbank } from '../datenbank';
import { schnittstelleSchema } from '../entities/schnittstelle';
import { zaehlerRepository } from './zaehler';

/** A stored interface with the version its next change is conditional on. */
export type GespeicherteSchnittstelle = Schnittstelle & { version: number };

/** What a change of the lists writes. */
export type Listen = Partial<Pick<Schnittstelle, 'felder' | 'multiInterfaces'>>;

const ZAEHLER = 'schnittstelle';

function alsSchnittstelle(item: Record<string, unknown>): GespeicherteSchnittstelle {
  return {
    ...kopfVon(item),
    id: item.id as number,
    eingebaut: false,
    felder: ((item.felder as SchnittstellenFeld[] | undefined) ?? []).map(gesetzt),
    multiInterfaces: ((item.multiInterfaces as MultiInterface[] | undefined) ?? []).map(gesetzt),
    version: (item.version as number | undefined) ?? 0,
  };
}

function istZuGross(fehler: unknown): boolean {
  return fehler instanceof Error && /item size/i.test(fehler.message);
}

export function schnittstellenRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(schnittstelleSchema, { table: db.tabelle, client: db.client });
  const zaehler = zaehlerRepository(db);

  return {
    async laden(id: number): Promise<GespeicherteSchnittstelle | undefined> {
      const { data } = await entitaet.get({ id }).go();
      return data ? alsSchnittstelle(data as Record<string, unknown>) : undefined;
    },

    async alle(): Promise<GespeicherteSchnittstelle[]> {
      const { data } = await entitaet.query.primary({}).go({ pages: 'all' });
      return data.map((item) => alsSchnittstelle(item as Record<string, unknown>));
    },

    /** A new stored interface under a fresh id; the create is conditional on the id being free. */
    async anlegen(inhalt: Omit<Schnittstelle, 'id' | 'eingebaut'>): Promise<number> {
      const id = ERSTE_EIGENE_SCHNITTSTELLEN_ID - 1 + (await zaehler.erhoehen(ZAEHLER));
      try {
        await entitaet
          .create({
            ...kopfVon(inhalt),
            id,
            felder: inhalt.felder.map(gesetzt),
            multiInterfaces: inhalt.multiInterfaces.map(gesetzt),
            version: 0,
          } as never)
          .go();
      } catch (fehler) {
        if (istZuGross(fehler)) throw konflikt(MELDUNGEN.schnittstelleZuGross);
        throw fehler;
      }
      return id;
    },

    /** Sets the head's fields and removes `entfernen`; an interface that is not there is 404. */
    async kopfSetzen(
      id: number,
      setzen: Kopf,
      entfernen: (typeof OPTIONALE_KOPFFELDER)[number][],
    ): Promise<void> {
      try {
        let operation = entitaet.patch({ id }).set(setzen as never);
        if (entfernen.length) operation = operation.remove(entfernen);
        await operation.go();
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) throw nichtGefunden(MELDUNGEN.schnittstelleNichtGefunden(id));
        throw fehler;
      }
    },

    /**
     * Writes the lists if the interface is still at `version` (and raises it); false when someone
     * else changed or deleted it in between, so the caller reads it again.
     */
    async listenSetzen(id: number, listen: Listen, version: number): Promise<boolean> {
      try {
        await entitaet
          .patch({ id })
          .set({ ...listen, version: version + 1 } as never)
          .where(({ version: v }, { eq }) => eq(v, version))
          .go();
        return true;
      } catch (fehler) {
        if (istZuGross(fehler)) throw konflikt(MELDUNGEN.schnittstelleZuGross);
        if (!istBedingungVerletzt(fehler)) throw fehler;
        return false;
      }
    },

    /** Removes a stored interface; one that is not there is 404. */
    async entfernen(id: number): Promise<void> {
      try {
        await entitaet.remove({ id }).go();
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) throw nichtGefunden(MELDUNGEN.schnittstelleNichtGefunden(id));
        throw fehler;
      }
    },
  };
}
export type SchnittstellenRepository = ReturnType<typeof schnittstellenRepository>;
