/**
 * The interfaces (reference §3 "Interface", §5): the built-in definitions (the catalogue,
 * katalog.ts, ids 1-999, read-only for everyone) together with the ones users create or copy
 * (stored, ids from 1000, data/repositories/schnittstellen.ts). Callers see one list; every change
 * refuses a built-in id with a clear 409, and a change of an interface's lists reads it, applies
 * the pure rules (regeln.ts) and writes back only if no one changed it meanwhile.
 */
import {
  GESELLSCHAFT_ALLGEMEIN,
  MELDUNGEN,
  type MultiInterfaceEingabe,
  type Schnittstelle,
  type SchnittstellenEingabe,
  type SchnittstellenFeld,
  type SchnittstellenFilter,
  type SchnittstellenZeile,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import {
  schnittstellenRepository,
  type GespeicherteSchnittstelle,
  type Listen,
} from '../data/repositories/schnittstellen';
import { konflikt, nichtGefunden } from '../domain/fehler';
import { kopfVon, OPTIONALE_KOPFFELDER } from '../formate/schnittstellen/kopf';
import { standardQuelle, type EingebauteQuelle } from './katalog';
import {
  alsZeile,
  feldEntfernt,
  feldGespeichert,
  multiEntfernt,
  multiGespeichert,
  passtZumFilter,
  pruefeSubInterface,
} from './regeln';

/** How often a list edit reads again after someone else changed the interface in between. */
const VERSUCHE = 5;

export function schnittstellenVerwaltung(
  db: Datenbank = datenbank(),
  eingebaut: EingebauteQuelle = standardQuelle,
) {
  const gespeichert = schnittstellenRepository(db);

  const eingebautesInterface = (id: number) => {
    const s = eingebaut().get(id);
    // A copy: callers may change what they get without touching the shared definition.
    return s && structuredClone(s);
  };

  /** The stored interface to change: a built-in is refused (409), an unknown id is 404. */
  async function aenderbar(id: number): Promise<GespeicherteSchnittstelle> {
    if (eingebaut().has(id)) throw konflikt(MELDUNGEN.schnittstelleEingebaut(id));
    const s = await gespeichert.laden(id);
    if (!s) throw nichtGefunden(MELDUNGEN.schnittstelleNichtGefunden(id));
    return s;
  }

  /**
   * Changes the lists of one interface: read, change, write back only if the version is still
   * the one read (else read again). Duplicate checks therefore always see the current lists.
   */
  async function listenAendern(
    id: number,
    aenderung: (s: GespeicherteSchnittstelle) => Listen,
  ): Promise<void> {
    for (let versuch = 0; versuch < VERSUCHE; versuch++) {
      const alt = await aenderbar(id);
      if (await gespeichert.listenSetzen(id, aenderung(alt), alt.version)) return;
      // changed or deleted in between: the next round reads it again
    }
    throw konflikt(MELDUNGEN.schnittstelleGeaendertVonAnderen);
  }

  async function existiert(id: number): Promise<boolean> {
    return eingebaut().has(id) || (await gespeichert.laden(id)) !== undefined;
  }

  /** Built-ins and stored interfaces, by id. */
  async function liste(filter: SchnittstellenFilter = {}): Promise<SchnittstellenZeile[]> {
    const alle = [...eingebaut().values(), ...(await gespeichert.alle())].map(alsZeile);
    return alle.filter((z) => passtZumFilter(z, filter)).sort((a, b) => a.id - b.id);
  }

  async function laden(id: number): Promise<Schnittstelle> {
    const s: (Schnittstelle & { version?: number }) | undefined =
      eingebautesInterface(id) ?? (await gespeichert.laden(id));
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
        const s = eingebautesInterface(unterId) ?? (await gespeichert.laden(unterId));
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
      return gespeichert.anlegen({ ...kopf, felder: [], multiInterfaces: [] });
    },

    /** Changes the head only; fields and sub-interfaces stay as they are. */
    async kopfSpeichern(id: number, kopf: SchnittstellenEingabe): Promise<number> {
      if (eingebaut().has(id)) throw konflikt(MELDUNGEN.schnittstelleEingebaut(id));
      const setzen = kopfVon(kopf);
      await gespeichert.kopfSetzen(
        id,
        setzen,
        OPTIONALE_KOPFFELDER.filter((f) => !(f in setzen)),
      );
      return id;
    },

    /**
     * Refuses to delete an interface another one still uses as its sub-interface: the import
     * would otherwise fail later on a dangling newItabSid.
     */
    async loeschen(id: number): Promise<void> {
      await aenderbar(id);
      const nutzer = (await gespeichert.alle()).filter(
        (s) => s.id !== id && s.multiInterfaces.some((m) => m.newItabSid === id),
      );
      if (nutzer.length) {
        const von = nutzer.map((s) => `${s.id} ${s.interfaceName}`).join(', ');
        throw konflikt(MELDUNGEN.schnittstelleVerwendet(id, von));
      }
      await gespeichert.entfernen(id);
    },

    /** Copies a built-in or stored interface into a new stored, editable one; answers its id. */
    async kopieren(id: number): Promise<number> {
      const { id: _id, eingebaut: _e, ...quelle } = await laden(id);
      return gespeichert.anlegen({
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
export type SchnittstellenVerwaltung = ReturnType<typeof schnittstellenVerwaltung>;
