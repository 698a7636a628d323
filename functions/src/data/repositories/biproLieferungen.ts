/**
 * BiPRO shipments with their statistics (entities/biproLieferung.ts). A shipment is recorded when
 * its first fetch begins and completed when it is stored; fetched again (its run died before
 * acknowledging), the record is the same one, its start kept.
 */
import { createConversions, Entity, type EntityItem } from 'electrodb';
import { istBedingungVerletzt, type Datenbank } from '../datenbank';
import { biproLieferungSchema } from '../entities/biproLieferung';
import { abfragenJeMonat } from '../monatsweise';
import { LISTEN_SEITE } from './biproDateien';
import { jeDatenbank } from '../jeDatenbank';
import { abfrageStrom, seitenweiseLesen, type GelesenSeite, type SeitenAbfrage } from '../seitenweise';

const entitaetVon = (db: Datenbank) =>
  new Entity(biproLieferungSchema, { table: db.tabelle, client: db.client });
export type BiproLieferungEintrag = EntityItem<ReturnType<typeof entitaetVon>>;

type Basis = Pick<
  BiproLieferungEintrag,
  'zugangId' | 'transferId' | 'extZugangBezeichnung' | 'gesellschaftId' | 'maklernr' | 'monat' | 'dateStarted'
> &
  Partial<Pick<BiproLieferungEintrag, 'einstellzeitpunkt' | 'gevoArt'>>;

export type Lieferstatistik = Omit<BiproLieferungEintrag, keyof Basis | 'dateFinished'>;

/** What the deliveries list asks for: months of arrival, a time range and whose deliveries. */
export interface LieferungsKriterien {
  /** The months (`monat`, German calendar) the range touches. */
  monate: readonly string[];
  /** ISO times, [von, bis), of the first fetch: a coarse bound the caller refines by German day. */
  von: string;
  bis: string;
  /** Only these brokers' deliveries (a user who does not see everything); undefined: all. */
  makler?: readonly string[];
  /** At most this many rows; `mehr` says whether there were more. */
  grenze: number;
}

/** Where a page of the deliveries list ended: its last row's month and key in the list index. */
export interface Lieferstelle {
  monat: string;
  dateStarted: string;
  zugangId: number;
  transferId: string;
}

/** What a page of the deliveries list asks for: the list's criteria, its direction, where to go on. */
export interface LieferungsSeitenKriterien extends Omit<LieferungsKriterien, 'grenze'> {
  /** Oldest first; else newest first. */
  aufsteigend?: boolean;
  /** The page goes on after this row. */
  nach?: Lieferstelle;
  /** Rows wanted that pass `passt`. */
  anzahl: number;
  /** The caller's criteria beyond the index's, applied to every row read. */
  passt(l: BiproLieferungEintrag): boolean;
  /** Rows examined at most (seitenweise.ts). */
  hoechstensGelesen: number;
}

const textVergleich = (x: string, y: string) => (x === y ? 0 : x < y ? -1 : 1);

/**
 * The order of the list indexes' sort keys (dateStarted, zugangId, transferId) as ElectroDB
 * writes them: lower case, the access's number unpadded (ordered as text). A page's place must be
 * the index's order, or a page would skip or repeat rows.
 */
export function lieferIndexVergleich(a: Lieferstelle, b: Lieferstelle): number {
  return (
    textVergleich(a.dateStarted.toLowerCase(), b.dateStarted.toLowerCase()) ||
    textVergleich(String(a.zugangId), String(b.zugangId)) ||
    textVergleich(a.transferId.toLowerCase(), b.transferId.toLowerCase()) ||
    textVergleich(a.transferId, b.transferId)
  );
}

export const biproLieferungenRepository = jeDatenbank((db: Datenbank) => {
  const entitaet = entitaetVon(db);
  // A page's place as the index's key (the ExclusiveStartKey of the page after it).
  const ap = createConversions(entitaet).byAccessPattern;
  return {
    /** Records the shipment's first fetch; a later fetch keeps the first one's start. */
    async beginnen(basis: Basis): Promise<void> {
      try {
        await entitaet.create(basis).go();
      } catch (fehler) {
        if (!istBedingungVerletzt(fehler)) throw fehler;
      }
    },

    /** Completes the shipment's record: what is left of its statistics (the files' go with them). */
    async abschliessen(
      zugangId: number,
      transferId: string,
      statistik: Partial<Lieferstatistik>,
      dateFinished: string,
    ): Promise<void> {
      await entitaet
        .patch({ zugangId, transferId })
        .set({ ...statistik, dateFinished })
        .go();
    },

    async laden(zugangId: number, transferId: string): Promise<BiproLieferungEintrag | undefined> {
      const { data } = await entitaet.get({ zugangId, transferId }).go();
      return data ?? undefined;
    },

    /** Which of the access's shipments `transferIds` it stored and acknowledged itself (BatchGet). */
    async quittierte(zugangId: number, transferIds: readonly string[]): Promise<Set<string>> {
      const eindeutige = [...new Set(transferIds)];
      if (eindeutige.length === 0) return new Set();
      const { data, unprocessed } = await entitaet
        .get(eindeutige.map((transferId) => ({ zugangId, transferId })))
        .go({ concurrency: 4 });
      if (unprocessed.length) throw new Error(`${unprocessed.length} BiPRO-Lieferungen nicht gelesen`);
      return new Set(data.filter((l) => l.quittiert === true).map((l) => l.transferId));
    },

    /**
     * The deliveries list's rows, newest first: the months newest first (monatsweise.ts), per
     * month one Query of the month (gsi1) or, for a broker scope, one per broker and month (gsi2).
     * Reads stop at `grenze` + 1 rows per Query, and no further month is read once `grenze` + 1
     * rows are in.
     */
    async liste(k: LieferungsKriterien): Promise<{ zeilen: BiproLieferungEintrag[]; mehr: boolean }> {
      const zeitraum = [{ dateStarted: k.von }, { dateStarted: k.bis }] as const;
      const seite = { count: k.grenze + 1, limit: LISTEN_SEITE, order: 'desc' } as const;
      const abfragenDesMonats = (monat: string) =>
        k.makler
          ? k.makler.map(
              (maklernr) => () =>
                entitaet.query
                  .desMaklers({ maklernr, monat })
                  .between(...zeitraum)
                  .go(seite),
            )
          : [
              () =>
                entitaet.query
                  .monat({ monat })
                  .between(...zeitraum)
                  .go(seite),
            ];
      const gelesen = await abfragenJeMonat(
        k.monate,
        abfragenDesMonats,
        (l) => l.dateStarted >= k.von && l.dateStarted < k.bis,
        k.grenze,
      );
      const zeilen = gelesen.sort(
        (a, b) =>
          b.dateStarted.localeCompare(a.dateStarted) ||
          b.zugangId - a.zugangId ||
          b.transferId.localeCompare(a.transferId),
      );
      return { zeilen: zeilen.slice(0, k.grenze), mehr: zeilen.length > k.grenze };
    },

    /**
     * One page of the deliveries list in the order of its indexes (keyset, seitenweise.ts): the
     * months of the range in the order asked, each the month's Query (gsi1) or one per broker
     * (gsi2), from the row after `nach` on, a Query at a time sized to the rows still wanted.
     */
    async seite(k: LieferungsSeitenKriterien): Promise<GelesenSeite<BiproLieferungEintrag>> {
      const order = k.aufsteigend ? 'asc' : 'desc';
      const richtung = k.aufsteigend ? 1 : -1;
      const monate = [...new Set(k.monate)].sort();
      if (!k.aufsteigend) monate.reverse();
      const nach = k.nach;
      const zwischen = [{ dateStarted: k.von }, { dateStarted: k.bis }] as const;
      const strom = (abfrage: () => SeitenAbfrage<BiproLieferungEintrag>, start: string | undefined) =>
        abfrageStrom(abfrage, start, { order, hoechstens: LISTEN_SEITE, als: (l) => l });
      const stroeme = (monat: string) => {
        const ab = nach?.monat === monat ? nach : undefined;
        if (k.makler)
          return k.makler.map((maklernr) =>
            strom(
              () => entitaet.query.desMaklers({ maklernr, monat }).between(...zwischen) as never,
              ab && ap.desMaklers.fromComposite.toCursor({ ...ab, maklernr }),
            ),
          );
        return [
          strom(
            () => entitaet.query.monat({ monat }).between(...zwischen) as never,
            ab && ap.monat.fromComposite.toCursor(ab),
          ),
        ];
      };
      // The months before the page's place are read already.
      const offen = nach ? monate.filter((m) => (k.aufsteigend ? m >= nach.monat : m <= nach.monat)) : monate;
      return seitenweiseLesen({
        monate: offen,
        stroeme,
        vergleiche: (a, b) => richtung * lieferIndexVergleich(a, b),
        passt: (l) => l.dateStarted >= k.von && l.dateStarted < k.bis && k.passt(l),
        anzahl: k.anzahl,
        hoechstensGelesen: k.hoechstensGelesen,
      });
    },
  };
});
export type BiproLieferungenRepository = ReturnType<typeof biproLieferungenRepository>;
