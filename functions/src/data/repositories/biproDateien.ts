/**
 * The files BiPRO downloads stored (entities/biproDatei.ts). Each is stored once per access +
 * shipment + content hash: the claim (`eindeutig`, art "biproDatei") is created in the same
 * transaction as the record, so a shipment fetched again after a run died, or by two runs at
 * once, never makes a second record. A content's first arrival at an access is claimed too
 * (art "biproInhalt"), so the same content in a later shipment is recognised as delivered before.
 * A shipment's records, their claims and the shipment's statistics go in one transaction
 * (`ablegen`), in as few as DynamoDB's limits allow when there are more.
 */
import { createConversions, Entity, Service, type EntityItem } from 'electrodb';
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
import {
  abfrageStrom,
  seitenweiseLesen,
  type GelesenSeite,
  type SeitenAbfrage,
  type Strom,
} from '../seitenweise';
import type { Gleich, Pruefe } from '../typen';
import { deutscherTag } from '../../zeitangabe';
import { zaehlerRepository } from './zaehler';
import { uebersichtRepository } from './uebersicht';
import { offenAenderungen, tageszaehlungen } from '../../domain/uebersicht/zaehlung';
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

/**
 * Where a list's page ended: its last row's month and place in the list index it was read on —
 * time and id, and for the surname order (gsi5) the surname key before them.
 */
export interface Listenstelle {
  monat: string;
  creationDate: string;
  id: number;
  nachname?: string;
}

/** What a page of a list screen asks for: the list's criteria, its order, where to go on. */
export interface SeitenKriterien extends Omit<ListenKriterien, 'grenze'> {
  /**
   * 'zeit' (creationDate, id: gsi1, gsi2, gsi4) or 'name' (surname key, creationDate, id: gsi5 —
   * every month at once, merged; only without broker or company narrowing, which gsi5 does not
   * hold). A surname's beginning (`nachname`) only with 'name'.
   */
  ordnung: 'zeit' | 'name';
  /** Ascending; else descending (newest first, Z to A). */
  aufsteigend?: boolean;
  /** The page goes on after this row. */
  nach?: Listenstelle;
  /** Rows wanted that pass `passt`. */
  anzahl: number;
  /** The caller's criteria beyond the index's, applied to every row read. */
  passt(d: BiproDateiEintrag): boolean;
  /** Rows examined at most (seitenweise.ts). */
  hoechstensGelesen: number;
}

/**
 * Whether the range [von, bis) holds every row of the month (German calendar days): from its
 * first day on, up to its last day or up to today (no row arrives later than now).
 */
export function ganzerMonat(monat: string, von: string, bis: string, jetzt = new Date()): boolean {
  const [jahr, m] = monat.split('-').map(Number) as [number, number];
  const letzter = `${monat}-${String(new Date(Date.UTC(jahr, m, 0)).getUTCDate()).padStart(2, '0')}`;
  const bisTag = deutscherTag(new Date(Date.parse(bis) - 1));
  return deutscherTag(von) <= `${monat}-01` && (bisTag >= letzter || bisTag >= deutscherTag(jetzt));
}

const textVergleich = (x: string, y: string) => (x === y ? 0 : x < y ? -1 : 1);

/**
 * The order of the list indexes' sort keys (creationDate, id): ElectroDB writes the id unpadded
 * into the key, so ids of one instant order as text ('12' before '123' before '9'). A page's
 * place must be the index's order, or a page would skip or repeat rows.
 */
export function indexVergleich(a: Listenstelle, b: Listenstelle): number {
  return textVergleich(a.creationDate, b.creationDate) || textVergleich(String(a.id), String(b.id));
}

/**
 * The order of gsi5 (surname key, creationDate, id); a row without a customer has OHNE_NAMEN. The
 * key's '#' after the surname decides between 'van' and 'van der' (a blank sorts before it).
 */
export const namensVergleich = (a: Listenstelle, b: Listenstelle): number =>
  textVergleich(`${a.nachname ?? OHNE_NAMEN}#`, `${b.nachname ?? OHNE_NAMEN}#`) || indexVergleich(a, b);

export const stelleVon = (d: Listenstelle): Listenstelle => ({
  monat: d.monat,
  creationDate: d.creationDate,
  id: d.id,
  ...(d.nachname !== undefined ? { nachname: d.nachname } : {}),
});

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
  const uebersicht = uebersichtRepository(db);
  // A page's place as the index's key (the ExclusiveStartKey of the page after it).
  const ap = createConversions(entitaet).byAccessPattern;

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
        // The start page's aggregates, right after the records they count (repositories/uebersicht.ts).
        const eintraege = teil.dateien.map((d) => d.eintrag);
        await uebersicht.nachziehen(
          tageszaehlungen(eintraege),
          offenAenderungen(eintraege.map((nachher) => ({ nachher }))),
        );
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
     * One page of a list screen in the order of its indexes (keyset, seitenweise.ts): the months
     * of the range in the order asked, each read on the index the narrowing names — a broker's
     * rows (gsi2, one stream per broker), a company (gsi4), else the whole month by time (gsi1) —
     * from the row after `nach` on, a Query at a time sized to the rows still wanted.
     */
    async seite(k: SeitenKriterien): Promise<GelesenSeite<BiproDateiEintrag>> {
      const order = k.aufsteigend ? 'asc' : 'desc';
      const richtung = k.aufsteigend ? 1 : -1;
      const monate = [...new Set(k.monate)].sort();
      if (!k.aufsteigend) monate.reverse();
      const nach = k.nach;
      const zwischen = [{ creationDate: k.von }, { creationDate: k.bis }] as const;
      const strom = (abfrage: () => SeitenAbfrage<BiproDateiEintrag>, start: string | undefined) =>
        abfrageStrom(abfrage, start, { order, hoechstens: LISTEN_SEITE, als: ohneSchluessel });
      const stroeme = (monat: string): Strom<BiproDateiEintrag>[] => {
        const basis = { fach: k.fach, monat };
        const ab =
          nach?.monat === monat ? { ...basis, creationDate: nach.creationDate, id: nach.id } : undefined;
        if (k.makler)
          return k.makler.map((maklernr) =>
            strom(
              () => entitaet.query.desMaklers({ ...basis, maklernr }).between(...zwischen) as never,
              ab && ap.desMaklers.fromComposite.toCursor({ ...ab, maklernr }),
            ),
          );
        if (k.gesellschaftId !== undefined) {
          const gesellschaftId = k.gesellschaftId;
          return [
            strom(
              () => entitaet.query.jeGesellschaft({ ...basis, gesellschaftId }).between(...zwischen) as never,
              ab && ap.jeGesellschaft.fromComposite.toCursor({ ...ab, gesellschaftId }),
            ),
          ];
        }
        return [
          strom(
            () => entitaet.query.fach(basis).between(...zwischen) as never,
            ab && ap.fach.fromComposite.toCursor(ab),
          ),
        ];
      };
      const passt = (d: BiproDateiEintrag) =>
        d.creationDate >= k.von &&
        d.creationDate < k.bis &&
        (k.gesellschaftId === undefined || d.gesellschaftId === k.gesellschaftId) &&
        (k.nachname === undefined || (d.nachname ?? '').startsWith(k.nachname)) &&
        k.passt(d);
      if (k.ordnung === 'name') {
        // By surname every month holds rows of every place: one stream per month, merged at once.
        // A month the range covers only in part (the default range begins a month back, on a
        // day) would be walked in name order for the few rows of its part: its rows of the range
        // are read by time instead (gsi1, `between`) and put in name order here.
        const teilmonat = (monat: string): Strom<BiproDateiEintrag> => {
          let gegeben = false;
          return {
            async naechste() {
              if (gegeben) return { zeilen: [], zuEnde: true };
              gegeben = true;
              const { data } = await entitaet.query
                .fach({ fach: k.fach, monat })
                .between(...zwischen)
                .go({ pages: 'all', limit: LISTEN_SEITE });
              const zeilen = data
                .map(ohneSchluessel)
                .filter((d) => !nach || richtung * namensVergleich(d, nach) > 0)
                .sort((a, b) => richtung * namensVergleich(a, b));
              return { zeilen, zuEnde: true };
            },
          };
        };
        const stromDesMonats = (monat: string) => {
          const basis = { fach: k.fach, monat };
          const ab = nach && {
            ...basis,
            nachname: nach.nachname ?? OHNE_NAMEN,
            creationDate: nach.creationDate,
            id: nach.id,
          };
          return strom(
            () =>
              (k.nachname === undefined
                ? entitaet.query.jeNachname(basis)
                : entitaet.query.jeNachname(basis).begins({ nachname: k.nachname })) as never,
            ab && ap.jeNachname.fromComposite.toCursor(ab),
          );
        };
        return seitenweiseLesen({
          monate: ['alle'],
          stroeme: () => monate.map((m) => (ganzerMonat(m, k.von, k.bis) ? stromDesMonats(m) : teilmonat(m))),
          vergleiche: (a, b) => richtung * namensVergleich(a, b),
          passt,
          anzahl: k.anzahl,
          hoechstensGelesen: k.hoechstensGelesen,
        });
      }
      // The months before the page's place are read already.
      const offen = nach ? monate.filter((m) => (k.aufsteigend ? m >= nach.monat : m <= nach.monat)) : monate;
      return seitenweiseLesen({
        monate: offen,
        stroeme,
        vergleiche: (a, b) => richtung * indexVergleich(a, b),
        passt,
        anzahl: k.anzahl,
        hoechstensGelesen: k.hoechstensGelesen,
      });
    },

    /**
     * Changes a record as it stands (`bisher`, as loaded): its list (`fach`) and search keys
     * follow the change. Refused (false) when the record changed its list or its deletion mark
     * meanwhile — an assignment or deletion by somebody else wins, nothing is overwritten.
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
        // The deletion mark is part of the state the open-document count moves from: two deletions
        // of one record at once must not both lower it.
        await patch
          .where(
            ({ fach, invisible }, { eq }) => `${eq(fach, fachBisher)} AND ${eq(invisible, bisher.invisible)}`,
          )
          .go();
      } catch (fehler) {
        if (istBedingungVerletzt(fehler)) return false;
        throw fehler;
      }
      // An assignment or a deletion moves the start page's open documents (repositories/uebersicht.ts).
      await uebersicht.nachziehen([], offenAenderungen([{ vorher: bisher, nachher: neu }]));
      return true;
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
