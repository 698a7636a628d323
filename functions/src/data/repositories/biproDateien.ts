/**
 * The files BiPRO downloads stored (entities/biproDatei.ts). Each is stored once per access +
 * shipment + content hash: the claim (`eindeutig`, art "biproDatei") is created in the same
 * transaction as the record, so a shipment fetched again after a run died, or by two runs at
 * once, never makes a second record. A content's first arrival at an access is claimed too
 * (art "biproInhalt"), so the same content in a later shipment is recognised as delivered before.
 * A shipment's records, their claims and the shipment's statistics go in one transaction
 * (`ablegen`), in as few as DynamoDB's limits allow when there are more.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { Datenbank } from '../datenbank';
import type { BiproZiel, Kandidat, Zuordnungsstand } from '../../domain/bipro/biproDatei';
import type { Zuordnungsfelder } from '../../domain/bipro/zuordnungsfelder';
import { biproDateiSchema } from '../entities/biproDatei';
import { biproLieferungSchema } from '../entities/biproLieferung';
import { eindeutigSchema } from '../entities/eindeutig';
import { istBedingungVerletzt } from '../datenbank';
import { itemGroesse } from '../itemGroesse';
import type { Lieferstatistik } from './biproLieferungen';
import { abfragenJeMonat } from '../monatsweise';
import type { Gleich, Pruefe } from '../typen';
import { zaehlerRepository } from './zaehler';
import { jeDatenbank } from '../jeDatenbank';

const entitaetVon = (db: Datenbank) => new Entity(biproDateiSchema, { table: db.tabelle, client: db.client });
export type BiproDateiEintrag = Omit<EntityItem<ReturnType<typeof entitaetVon>>, 'fach'>;

/** The domain's types of a stored file are the entity's (domain/bipro/biproDatei.ts, zuordnungsfelder.ts). */
type _ZielGespeichert = Pruefe<Gleich<BiproZiel, BiproDateiEintrag['ziel']>>;
type _KandidatenGespeichert = Pruefe<Gleich<Kandidat[], NonNullable<BiproDateiEintrag['kandidaten']>>>;
type _ZuordnungGespeichert = Pruefe<
  Gleich<Zuordnungsfelder, Pick<BiproDateiEintrag, keyof Zuordnungsfelder>>
>;

const ZAEHLER = 'biproDatei';
const GESPEICHERT = 'biproDatei';
const INHALT = 'biproInhalt';

/** The list a file shows in: its destination, a document with its assignment state. */
export const fachVon = (ziel: BiproZiel, zuordnung?: Zuordnungsstand) =>
  ziel === 'dokument' ? `dokument-${zuordnung ?? 0}` : ziel;

/**
 * The search key of a surname: lower case, umlauts and accents folded, so 'Müller' is found as
 * 'muller', 'Mueller' or 'müller' (the inbox's customer-name search matches a beginning).
 */
export const namensSchluessel = (name: string | undefined): string | undefined => {
  const s = name
    ?.normalize('NFKD')
    .toLowerCase()
    .replace(/ä|ae/g, 'a')
    .replace(/ö|oe/g, 'o')
    .replace(/ü|ue/g, 'u')
    .replace(/ß/g, 'ss')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return s ? s : undefined;
};

/** The surname key of a row without a customer: never the beginning of a search (namensSchluessel). */
export const OHNE_NAMEN = '-';

/** A record as the code sees it: without its list key, its surname key only when it has one. */
function ohneSchluessel<T extends { fach?: string; nachname?: string }>({ fach: _f, nachname, ...rest }: T) {
  return {
    ...rest,
    ...(nachname && nachname !== OHNE_NAMEN ? { nachname } : {}),
  } as unknown as BiproDateiEintrag;
}

/**
 * Items one list Query reads per request. AWS caps a page at 1 MB (≈ 850 rows) anyway; DynamoDB
 * Local without a Limit walks the whole rest of the key range for every page, seconds for a
 * month of documents (`npm run bench:lists`).
 */
export const LISTEN_SEITE = 1000;

/** What a list screen asks for: one list, a range of months and time, and at most one narrowing. */
export interface ListenKriterien {
  fach: string;
  /** The months (`monat`, German calendar) the range touches. */
  monate: readonly string[];
  /** ISO times, [von, bis): a coarse bound the caller refines by German calendar day. */
  von: string;
  bis: string;
  gesellschaftId?: number;
  /** A surname's beginning (namensSchluessel). */
  nachname?: string;
  /** Only these brokers' rows (a user who does not see everything). */
  makler?: readonly string[];
  /** At most this many rows; `mehr` says whether there were more. */
  grenze: number;
}

/** Index keys ElectroDB rebuilds on a patch: every composite of every index the change touches. */
const schluesselVon = (d: BiproDateiEintrag) => ({
  fach: fachVon(d.ziel, d.zuordnung as Zuordnungsstand | undefined),
  monat: d.monat,
  creationDate: d.creationDate,
  gesellschaftId: d.gesellschaftId,
  maklernr: d.maklernr,
  nachname: d.nachname ?? OHNE_NAMEN,
});

/** Items of one TransactWriteItems (AWS's limit). */
export const TRANSAKTION_HOECHSTE_ITEMS = 100;
/** Bytes of one transaction's items: AWS's limit is 4 MB, the rest is room for keys and names. */
export const TRANSAKTION_HOECHSTE_BYTES = 3 * 1024 * 1024;

/** A file to store: its record, and whether its content arrives at the access for the first time. */
export interface NeueDatei {
  eintrag: BiproDateiEintrag;
  ersteAnkunft: boolean;
}

/** The shipment whose files are stored, and what its record takes with them (its statistics). */
export interface LieferungsStand {
  zugangId: number;
  transferId: string;
  felder: Partial<Lieferstatistik> & { dateFinished?: string };
}

const gespeichertSchluessel = (zugangId: number, transferId: string, sha256: string) =>
  `${zugangId}#${transferId}#${sha256}`;
const inhaltSchluessel = (zugangId: number, sha256: string) => `${zugangId}#${sha256}`;

export const biproDateienRepository = jeDatenbank((db: Datenbank) => {
  const entitaet = entitaetVon(db);
  const eindeutig = new Entity(eindeutigSchema, { table: db.tabelle, client: db.client });
  const lieferung = new Entity(biproLieferungSchema, { table: db.tabelle, client: db.client });
  const dienst = new Service(
    { datei: entitaet, eindeutig, lieferung },
    { table: db.tabelle, client: db.client },
  );
  const zaehler = zaehlerRepository(db);

  const repository = {
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
     * Stores a shipment's new files, each record with its claims (`ersteAnkunft`: the content is
     * claimed for the access too), and sets `stand` on the shipment's record — all in one
     * transaction where it fits (TRANSAKTION_HOECHSTE_ITEMS, _BYTES), else in transactions of
     * whole files one after the other, the shipment's fields in the last. A transaction is
     * refused whole when a claim is taken meanwhile (another run stored the file, another
     * shipment claimed the content first): then no later one is sent, and `gespeichert` names
     * the ids the earlier ones stored.
     */
    async ablegen(
      neu: readonly NeueDatei[],
      stand?: LieferungsStand,
    ): Promise<{ gespeichert: number[]; abgelehnt: boolean }> {
      type Teil = { dateien: NeueDatei[]; items: number; bytes: number };
      const teile: Teil[] = [];
      const hinzu = (datei: NeueDatei | undefined, items: number, bytes: number) => {
        let teil = teile.at(-1);
        if (
          !teil ||
          teil.items + items > TRANSAKTION_HOECHSTE_ITEMS ||
          teil.bytes + bytes > TRANSAKTION_HOECHSTE_BYTES
        )
          teile.push((teil = { dateien: [], items: 0, bytes: 0 }));
        if (datei) teil.dateien.push(datei);
        teil.items += items;
        teil.bytes += bytes;
      };
      for (const d of neu) hinzu(d, d.ersteAnkunft ? 3 : 2, itemGroesse(d.eintrag) + 1024);
      if (stand) hinzu(undefined, 1, itemGroesse(stand.felder) + 1024);

      const gespeichert: number[] = [];
      for (const [i, teil] of teile.entries()) {
        const ergebnis = await dienst.transaction
          .write(({ datei: d, eindeutig: e, lieferung: l }) => [
            ...teil.dateien.flatMap(({ eintrag, ersteAnkunft }) => [
              e
                .create({
                  art: GESPEICHERT,
                  schluessel: gespeichertSchluessel(eintrag.zugangId, eintrag.transferId, eintrag.sha256),
                  ziel: eintrag.id,
                })
                .commit(),
              ...(ersteAnkunft
                ? [
                    e
                      .create({
                        art: INHALT,
                        schluessel: inhaltSchluessel(eintrag.zugangId, eintrag.sha256),
                        ziel: eintrag.id,
                      })
                      .commit(),
                  ]
                : []),
              d
                .create({
                  ...eintrag,
                  fach: fachVon(eintrag.ziel, eintrag.zuordnung as Zuordnungsstand | undefined),
                  nachname: namensSchluessel(eintrag.customerSurname) ?? OHNE_NAMEN,
                })
                .commit(),
            ]),
            ...(stand && i === teile.length - 1
              ? [
                  l
                    .patch({ zugangId: stand.zugangId, transferId: stand.transferId })
                    .set(stand.felder)
                    .commit(),
                ]
              : []),
          ])
          .go();
        if (ergebnis.canceled) return { gespeichert, abgelehnt: true };
        gespeichert.push(...teil.dateien.map((d) => d.eintrag.id));
      }
      return { gespeichert, abgelehnt: false };
    },

    /** One record with its claims (`ablegen` of one file); false when a claim was taken first. */
    async anlegen(datei: BiproDateiEintrag, ersteAnkunft: boolean): Promise<boolean> {
      return !(await repository.ablegen([{ eintrag: datei, ersteAnkunft }])).abgelehnt;
    },

    async laden(id: number): Promise<BiproDateiEintrag | undefined> {
      const { data } = await entitaet.get({ id }).go();
      return data ? ohneSchluessel(data) : undefined;
    },

    /** A GDV file handed to the import pipeline: the import file's number. */
    async importiert(id: number, importDateiId: number): Promise<void> {
      await entitaet.patch({ id }).set({ importDateiId }).go();
    },

    /** Several records by id (BatchGet), in no particular order; unknown ids are left out. */
    async ladenMehrere(ids: readonly number[]): Promise<BiproDateiEintrag[]> {
      const eindeutige = [...new Set(ids)];
      if (eindeutige.length === 0) return [];
      const { data, unprocessed } = await entitaet
        .get(eindeutige.map((id) => ({ id })))
        .go({ concurrency: 4 });
      if (unprocessed.length) throw new Error(`${unprocessed.length} BiPRO-Dateien nicht gelesen`);
      return data.map(ohneSchluessel);
    },

    /**
     * One list screen's rows, newest first: the months of the range newest first (monatsweise.ts),
     * each one Query on the index the narrowing names — a broker's rows (gsi2, one Query per broker
     * and month), a surname's beginning (gsi5), a company (gsi4), else the whole month by time
     * (gsi1). The other criteria are the caller's to apply. Reads stop at `grenze` + 1 rows per
     * Query, and no further month is read once `grenze` + 1 rows are in.
     */
    async liste(k: ListenKriterien): Promise<{ zeilen: BiproDateiEintrag[]; mehr: boolean }> {
      const zeitraum = { von: k.von, bis: k.bis };
      const seite = { count: k.grenze + 1, limit: LISTEN_SEITE };
      const abfragenDesMonats = (monat: string) => {
        const basis = { fach: k.fach, monat };
        if (k.makler)
          return k.makler.map(
            (maklernr) => () =>
              entitaet.query
                .desMaklers({ ...basis, maklernr })
                .between({ creationDate: zeitraum.von }, { creationDate: zeitraum.bis })
                .go({ ...seite, order: 'desc' }),
          );
        if (k.nachname !== undefined)
          return [() => entitaet.query.jeNachname(basis).begins({ nachname: k.nachname! }).go(seite)];
        if (k.gesellschaftId !== undefined)
          return [
            () =>
              entitaet.query
                .jeGesellschaft({ ...basis, gesellschaftId: k.gesellschaftId! })
                .between({ creationDate: zeitraum.von }, { creationDate: zeitraum.bis })
                .go({ ...seite, order: 'desc' }),
          ];
        return [
          () =>
            entitaet.query
              .fach(basis)
              .between({ creationDate: zeitraum.von }, { creationDate: zeitraum.bis })
              .go({ ...seite, order: 'desc' }),
        ];
      };
      const gelesen = await abfragenJeMonat(
        k.monate,
        abfragenDesMonats,
        (d) =>
          d.creationDate >= zeitraum.von &&
          d.creationDate < zeitraum.bis &&
          (k.gesellschaftId === undefined || d.gesellschaftId === k.gesellschaftId) &&
          (k.nachname === undefined || (d.nachname ?? '').startsWith(k.nachname)),
        k.grenze,
      );
      const zeilen = gelesen
        .map(ohneSchluessel)
        .sort((a, b) => b.creationDate.localeCompare(a.creationDate) || b.id - a.id);
      return { zeilen: zeilen.slice(0, k.grenze), mehr: zeilen.length > k.grenze };
    },

    /**
     * Changes a record as it stands (`bisher`, as loaded): its list (`fach`) and search keys
     * follow the change. Refused (false) when the record changed its list meanwhile — an
     * assignment or deletion by somebody else wins, nothing is overwritten.
     */
    async aendern(
      bisher: BiproDateiEintrag,
      aenderung: Partial<Omit<BiproDateiEintrag, 'id' | 'zugangId' | 'transferId' | 'nr' | 'sha256'>>,
    ): Promise<boolean> {
      const neu = { ...bisher, ...aenderung };
      if ('customerSurname' in aenderung) neu.nachname = namensSchluessel(neu.customerSurname);
      const { nachname: _n, ...ohneNamen } = aenderung;
      const fachBisher = fachVon(bisher.ziel, bisher.zuordnung as Zuordnungsstand | undefined);
      const zuEntfernen = Object.entries(ohneNamen)
        .filter(([, wert]) => wert === undefined)
        .map(([name]) => name);
      const gesetzt = Object.fromEntries(Object.entries(ohneNamen).filter(([, wert]) => wert !== undefined));
      let patch = entitaet.patch({ id: bisher.id }).set({ ...gesetzt, ...schluesselVon(neu) } as never);
      if (zuEntfernen.length) patch = patch.remove(zuEntfernen as never) as never;
      try {
        await patch.where(({ fach }, { eq }) => eq(fach, fachBisher)).go();
        return true;
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) return false;
        throw fehler;
      }
    },

    /** The files of one list (`fach`) that arrived in a month, newest first. */
    async imMonat(fach: string, monat: string): Promise<BiproDateiEintrag[]> {
      const { data } = await entitaet.query.fach({ fach, monat }).go({ pages: 'all', order: 'desc' });
      return data.map(ohneSchluessel);
    },
  };
  return repository;
});
export type BiproDateienRepository = ReturnType<typeof biproDateienRepository>;
