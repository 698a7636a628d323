/**
 * The files BiPRO downloads stored (entities/biproDatei.ts). Each is stored once per access +
 * shipment + content hash: the claim (`eindeutig`, art "biproDatei") is created in the same
 * transaction as the record, so a shipment fetched again after a run died, or by two runs at
 * once, never makes a second record. A content's first arrival at an access is claimed too
 * (art "biproInhalt"), so the same content in a later shipment is recognised as delivered before.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import { datenbank, type Datenbank } from '../datenbank';
import { biproDateiSchema, type BiproZiel, type Zuordnungsstand } from '../entities/biproDatei';
import { eindeutigSchema } from '../entities/eindeutig';
import { zaehlerRepository } from './zaehler';

const entitaetVon = (db: Datenbank) => new Entity(biproDateiSchema, { table: db.tabelle, client: db.client });
export type BiproDateiEintrag = Omit<EntityItem<ReturnType<typeof entitaetVon>>, 'fach'>;

const ZAEHLER = 'biproDatei';
const GESPEICHERT = 'biproDatei';
const INHALT = 'biproInhalt';

/** The list a file shows in: its destination, a document with its assignment state. */
export const fachVon = (ziel: BiproZiel, zuordnung?: Zuordnungsstand) =>
  ziel === 'dokument' ? `dokument-${zuordnung ?? 0}` : ziel;

const gespeichertSchluessel = (zugangId: number, transferId: string, sha256: string) =>
  `${zugangId}#${transferId}#${sha256}`;
const inhaltSchluessel = (zugangId: number, sha256: string) => `${zugangId}#${sha256}`;

export function biproDateienRepository(db: Datenbank = datenbank()) {
  const entitaet = entitaetVon(db);
  const eindeutig = new Entity(eindeutigSchema, { table: db.tabelle, client: db.client });
  const dienst = new Service({ datei: entitaet, eindeutig }, { table: db.tabelle, client: db.client });
  const zaehler = zaehlerRepository(db);

  return {
    /** `anzahl` new ids at once (one counter write): the ids of a shipment's files. */
    async neueIds(anzahl: number): Promise<number[]> {
      if (anzahl === 0) return [];
      const letzte = await zaehler.erhoehenUm(ZAEHLER, anzahl);
      return Array.from({ length: anzahl }, (_, i) => letzte - anzahl + 1 + i);
    },

    /**
     * The claims of a shipment's files in one BatchGet: by content hash, the record this access
     * stored for this shipment (`gespeichert`) and the record holding the content's first arrival
     * at the access (`inhalt`).
     */
    async ansprueche(
      zugangId: number,
      transferId: string,
      sha256s: readonly string[],
    ): Promise<{ gespeichert: Map<string, number>; inhalt: Map<string, number> }> {
      const eindeutige = [...new Set(sha256s)];
      const gespeichert = new Map<string, number>();
      const inhalt = new Map<string, number>();
      if (eindeutige.length === 0) return { gespeichert, inhalt };
      const schluessel = eindeutige.flatMap((sha) => [
        { art: GESPEICHERT, schluessel: gespeichertSchluessel(zugangId, transferId, sha) },
        { art: INHALT, schluessel: inhaltSchluessel(zugangId, sha) },
      ]);
      const { data, unprocessed } = await eindeutig.get(schluessel).go({ concurrency: 4 });
      if (unprocessed.length) throw new Error(`${unprocessed.length} Ansprüche nicht gelesen`);
      for (const e of data) {
        const sha = e.schluessel.slice(e.schluessel.lastIndexOf('#') + 1);
        (e.art === GESPEICHERT ? gespeichert : inhalt).set(sha, e.ziel);
      }
      return { gespeichert, inhalt };
    },

    /**
     * Creates the record with its claims in one transaction; `ersteAnkunft`: the content is new
     * at this access and is claimed for it. False when another run claimed it first.
     */
    async anlegen(datei: BiproDateiEintrag, ersteAnkunft: boolean): Promise<boolean> {
      const eintrag = { ...datei, fach: fachVon(datei.ziel, datei.zuordnung as Zuordnungsstand | undefined) };
      const ergebnis = await dienst.transaction
        .write(({ datei: d, eindeutig: e }) => [
          e
            .create({
              art: GESPEICHERT,
              schluessel: gespeichertSchluessel(datei.zugangId, datei.transferId, datei.sha256),
              ziel: datei.id,
            })
            .commit(),
          ...(ersteAnkunft
            ? [
                e
                  .create({
                    art: INHALT,
                    schluessel: inhaltSchluessel(datei.zugangId, datei.sha256),
                    ziel: datei.id,
                  })
                  .commit(),
              ]
            : []),
          d.create(eintrag).commit(),
        ])
        .go();
      return !ergebnis.canceled;
    },

    async laden(id: number): Promise<BiproDateiEintrag | undefined> {
      const { data } = await entitaet.get({ id }).go();
      if (!data) return undefined;
      const { fach: _fach, ...rest } = data;
      return rest;
    },

    /** A GDV file handed to the import pipeline: the import file's number. */
    async importiert(id: number, importDateiId: number): Promise<void> {
      await entitaet.patch({ id }).set({ importDateiId }).go();
    },

    /** The files of one list (`fach`) that arrived in a month, newest first. */
    async imMonat(fach: string, monat: string): Promise<BiproDateiEintrag[]> {
      const { data } = await entitaet.query.fach({ fach, monat }).go({ pages: 'all', order: 'desc' });
      return data.map(({ fach: _fach, ...rest }) => rest);
    },
  };
}
export type BiproDateienRepository = ReturnType<typeof biproDateienRepository>;
