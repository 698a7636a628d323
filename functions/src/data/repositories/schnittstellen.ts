/**
 * Interfaces (reference §3 "Interface") in storage: the built-in definitions (the catalogue,
 * schnittstellen/katalog.ts, ids 1-999, read-only for everyone) together with the ones users
 * create or copy (stored, ids from 1000). Handlers see one list; every write refuses a built-in
 * id with a clear 409, and every change of an interface is one conditional write of its one item,
 * so nothing is ever half-written. What a change does to an interface's lists is decided by the
 * pure rules in schnittstellen/regeln.ts.
 */
import { Entity } from 'electrodb';
import {
  ERSTE_EIGENE_SCHNITTSTELLEN_ID,
  GESELLSCHAFT_ALLGEMEIN,
  MELDUNGEN,
  type MultiInterface,
  type MultiInterfaceEingabe,
  type Schnittstelle,
  type SchnittstellenEingabe,
  type SchnittstellenFeld,
  type SchnittstellenFilter,
  type SchnittstellenZeile,
} from '@lieferdesk/shared';
import { konflikt, nichtGefunden } from '../../domain/fehler';
import { standardQuelle, type EingebauteQuelle } from '../../schnittstellen/katalog';
import {
  alsZeile,
  feldEntfernt,
  feldGespeichert,
  gesetzt,
  kopfVon,
  multiEntfernt,
  multiGespeichert,
  OPTIONALE_KOPFFELDER,
  passtZumFilter,
  pruefeSubInterface,
} from '../../schnittstellen/regeln';
import { datenbank, istBedingungVerletzt, type Datenbank } from '../datenbank';
import { schnittstelleSchema } from '../entities/schnittstelle';
import { zaehlerRepository } from './zaehler';

type Gespeichert = Schnittstelle & { version: number };

/** How often a list edit reads again after someone else changed the interface in between. */
const VERSUCHE = 5;
const ZAEHLER = 'schnittstelle';

function alsSchnittstelle(item: Record<string, unknown>): Gespeichert {
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

export function schnittstellenRepository(
  db: Datenbank = datenbank(),
  eingebaut: EingebauteQuelle = standardQuelle,
) {
  const entitaet = new Entity(schnittstelleSchema, { table: db.tabelle, client: db.client });
  const zaehler = zaehlerRepository(db);

  const eingebautesInterface = (id: number) => {
    const s = eingebaut().get(id);
    // A copy: callers may change what they get without touching the shared definition.
    return s && structuredClone(s);
  };

  async function gespeichertLaden(id: number): Promise<Gespeichert | undefined> {
    const { data } = await entitaet.get({ id }).go();
    return data ? alsSchnittstelle(data as Record<string, unknown>) : undefined;
  }

  async function alleGespeicherten(): Promise<Gespeichert[]> {
    const { data } = await entitaet.query.primary({}).go({ pages: 'all' });
    return data.map((item) => alsSchnittstelle(item as Record<string, unknown>));
  }

  /** The stored interface to change: a built-in is refused (409), an unknown id is 404. */
  async function aenderbar(id: number): Promise<Gespeichert> {
    if (eingebaut().has(id)) throw konflikt(MELDUNGEN.schnittstelleEingebaut(id));
    const s = await gespeichertLaden(id);
    if (!s) throw nichtGefunden(MELDUNGEN.schnittstelleNichtGefunden(id));
    return s;
  }

  /**
   * Changes the lists of one interface: read, change, write back only if the version is still
   * the one read (else read again). Duplicate checks therefore always see the current lists.
   */
  async function listenAendern(
    id: number,
    aenderung: (s: Gespeichert) => Partial<Pick<Schnittstelle, 'felder' | 'multiInterfaces'>>,
  ): Promise<void> {
    for (let versuch = 0; versuch < VERSUCHE; versuch++) {
      const alt = await aenderbar(id);
      const neu = aenderung(alt);
      try {
        await entitaet
          .patch({ id })
          .set({ ...neu, version: alt.version + 1 } as never)
          .where(({ version }, { eq }) => eq(version, alt.version))
          .go();
        return;
      } catch (fehler) {
        if (istZuGross(fehler)) throw konflikt(MELDUNGEN.schnittstelleZuGross);
        if (!istBedingungVerletzt(fehler)) throw fehler;
        // changed or deleted in between: the next round reads it again
      }
    }
    throw konflikt(MELDUNGEN.schnittstelleGeaendertVonAnderen);
  }

  /** Creates a stored interface under a fresh id; the create is conditional on the id being free. */
  async function neuAnlegen(inhalt: Omit<Schnittstelle, 'id' | 'eingebaut'>): Promise<number> {
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
  }

  async function existiert(id: number): Promise<boolean> {
    return eingebaut().has(id) || (await gespeichertLaden(id)) !== undefined;
  }

  /** Built-ins and stored interfaces, by id. */
  async function liste(filter: SchnittstellenFilter = {}): Promise<SchnittstellenZeile[]> {
    const alle = [...eingebaut().values(), ...(await alleGespeicherten())].map(alsZeile);
    return alle.filter((z) => passtZumFilter(z, filter)).sort((a, b) => a.id - b.id);
  }

  async function laden(id: number): Promise<Schnittstelle> {
    const s: (Schnittstelle & { version?: number }) | undefined =
      eingebautesInterface(id) ?? (await gespeichertLaden(id));
    if (!s) throw nichtGefunden(MELDUNGEN.schnittstelleNichtGefunden(id));
    const { version: _v, ...schnittstelle } = s;
    return schnittstelle;
  }

  /**
   * An interface ready for the reader: the definition and, for `leseDatei`'s `alle`, the
   * interfaces its multiInterfaces name (built-in or stored), loaded up front because the reader
   * looks them up synchronously. One it cannot find is left out: the reader then names it in a
   * definition error.
   */
  async function zumLesen(
    id: number,
  ): Promise<{ schnittstelle: Schnittstelle; alle: (id: number) => Schnittstelle | undefined }> {
    const schnittstelle = await laden(id);
    const unter = new Map<number, Schnittstelle>();
    const ids = [...new Set(schnittstelle.multiInterfaces.map((m) => m.newItabSid))];
    await Promise.all(
      ids.map(async (unterId) => {
        const s = eingebautesInterface(unterId) ?? (await gespeichertLaden(unterId));
        if (!s) return;
        const { version: _v, ...ohneVersion } = s as Schnittstelle & { version?: number };
        unter.set(unterId, ohneVersion);
      }),
    );
    return { schnittstelle, alle: (unterId) => unter.get(unterId) };
  }

  return {
    liste,
    laden,
    zumLesen,

    /** A new interface with this head and no fields yet; answers its id (from 1000 on). */
    anlegen(kopf: SchnittstellenEingabe): Promise<number> {
      return neuAnlegen({ ...kopf, felder: [], multiInterfaces: [] });
    },

    /** Changes the head only; fields and sub-interfaces stay as they are. */
    async kopfSpeichern(id: number, kopf: SchnittstellenEingabe): Promise<number> {
      if (eingebaut().has(id)) throw konflikt(MELDUNGEN.schnittstelleEingebaut(id));
      const setzen = kopfVon(kopf);
      const entfernen = OPTIONALE_KOPFFELDER.filter((f) => !(f in setzen));
      try {
        let operation = entitaet.patch({ id }).set(setzen as never);
        if (entfernen.length) operation = operation.remove(entfernen);
        await operation.go();
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) throw nichtGefunden(MELDUNGEN.schnittstelleNichtGefunden(id));
        throw fehler;
      }
      return id;
    },

    /**
     * Refuses to delete an interface another one still uses as its sub-interface: the import
     * would otherwise fail later on a dangling newItabSid.
     */
    async loeschen(id: number): Promise<void> {
      await aenderbar(id);
      const nutzer = (await alleGespeicherten()).filter(
        (s) => s.id !== id && s.multiInterfaces.some((m) => m.newItabSid === id),
      );
      if (nutzer.length) {
        const von = nutzer.map((s) => `${s.id} ${s.interfaceName}`).join(', ');
        throw konflikt(MELDUNGEN.schnittstelleVerwendet(id, von));
      }
      try {
        await entitaet.remove({ id }).go();
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) throw nichtGefunden(MELDUNGEN.schnittstelleNichtGefunden(id));
        throw fehler;
      }
    },

    /** Copies a built-in or stored interface into a new stored, editable one; answers its id. */
    async kopieren(id: number): Promise<number> {
      const { id: _id, eingebaut: _e, ...quelle } = await laden(id);
      return neuAnlegen({
        ...quelle,
        interfaceName: `${quelle.interfaceName}${MELDUNGEN.kopieSuffix}`,
        gesellschaft: quelle.gesellschaft || GESELLSCHAFT_ALLGEMEIN,
      });
    },

    /** Interfaces to choose from (sub-interfaces, runs): value is the id. */
    async auswahl(): Promise<{ label: string; value: string }[]> {
      return (await liste()).map((s) => ({ label: `${s.id} – ${s.interfaceName}`, value: String(s.id) }));
    },

    /** Adds a field (no `alterName`) or replaces the field called `alterName` (regeln.ts). */
    feldSpeichern(id: number, alterName: string | undefined, feld: SchnittstellenFeld): Promise<void> {
      return listenAendern(id, ({ felder }) => ({ felder: feldGespeichert(felder, alterName, feld) }));
    },

    feldLoeschen(id: number, name: string): Promise<void> {
      return listenAendern(id, ({ felder }) => ({ felder: feldEntfernt(felder, name) }));
    },

    /**
     * Adds a sub-interface (no `alteLfdno`) or replaces the one with `alteLfdno` (regeln.ts). The
     * sub-interface must exist and must not be the interface itself.
     */
    async multiSpeichern(
      id: number,
      alteLfdno: number | undefined,
      eingabe: MultiInterfaceEingabe,
    ): Promise<void> {
      await aenderbar(id);
      const sub = eingabe.newItabSid;
      pruefeSubInterface(id, sub, sub === id || (await existiert(sub)));
      return listenAendern(id, ({ multiInterfaces }) => ({
        multiInterfaces: multiGespeichert(multiInterfaces, alteLfdno, eingabe),
      }));
    },

    multiLoeschen(id: number, lfdno: number): Promise<void> {
      return listenAendern(id, ({ multiInterfaces }) => ({
        multiInterfaces: multiEntfernt(multiInterfaces, lfdno),
      }));
    },
  };
}
export type SchnittstellenRepository = ReturnType<typeof schnittstellenRepository>;
