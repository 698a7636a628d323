/**
 * Contracts (entity `vertrag`, unique keys in `eindeutig` art "vertrag"). For evaluation, two
 * batched ways to find a file's contracts — whichever reads less:
 * - `nachVsnr(gesellschaftId, vsnrNorms)`: by the file's policy numbers, over all brokers
 *   (BatchGet of the keys, then BatchGet of the contracts: 2 requests per 100 numbers);
 * - `seiteDesMaklers` / `alleDesMaklers`: a broker's whole book at one company, in pages
 *   (1 request per MB of contracts).
 *
 * Creating a contract from a booking is one transaction of three writes: the unique key
 * (conditional), the contract, and the broker's fee counter of the month in the contract's shard
 * (atomic ADD). If the key exists the transaction does nothing — a retried or concurrent booking
 * neither creates a second contract nor counts the fee twice. The contract's number comes from
 * the caller's block of numbers (booking: data/nummernblock.ts), else from the counter alone.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { NeuerVertrag, Vertrag, Vertragswerte } from '../../domain/bestand';
import { vertragsSchluessel } from '../../domain/auswertung/kontext';
import { datenbank, istBedingungVerletzt, type Datenbank } from '../datenbank';
import { eindeutigSchema } from '../entities/eindeutig';
import { gebuehrenAnteil, gebuehrenzaehlerSchema } from '../entities/gebuehrenzaehler';
import { vertragSchema } from '../entities/vertrag';
import type { Ziehen } from '../nummernblock';
import { PARALLEL, type Seite } from '../parallel';
import type { Gleich, Pruefe } from '../typen';
import { zaehlerRepository } from './zaehler';

/** Internal numbers drawn from the counter start above this (demo and migrated data stay below). */
export const VERTRAG_ID_START = 1_000_000;
const ZAEHLER = 'vertrag';
export const EINDEUTIG_VERTRAG = 'vertrag';
/** Attempts of a contract's creating transaction that conflicts with concurrent ones. */
const ANLEGEN_VERSUCHE = 6;

type VertragsItem = EntityItem<ReturnType<typeof vertragEntitaet>>;
const vertragEntitaet = (db: Datenbank) =>
  new Entity(vertragSchema, { table: db.tabelle, client: db.client });

/** The domain's contract is the stored one without the time it was created. */
type _VertragGespeichert = Pruefe<Gleich<Vertrag, Omit<VertragsItem, 'angelegtAm'>>>;

function alsVertrag(item: VertragsItem): Vertrag {
  const { angelegtAm: _a, ...vertrag } = item;
  return vertrag;
}

/** Without undefined values: DynamoDB stores only what is set. */
const gesetzt = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, w]) => w !== undefined)) as T;

export function vertraegeRepository(db: Datenbank = datenbank()) {
  const optionen = { table: db.tabelle, client: db.client };
  const vertrag = vertragEntitaet(db);
  const eindeutig = new Entity(eindeutigSchema, optionen);
  const gebuehrenzaehler = new Entity(gebuehrenzaehlerSchema, optionen);
  const service = new Service({ vertrag, eindeutig, gebuehrenzaehler }, optionen);
  const zaehler = zaehlerRepository(db);

  async function ladenMehrere(ids: Iterable<number>): Promise<Vertrag[]> {
    const schluessel = [...new Set(ids)].map((vertragId) => ({ vertragId }));
    if (schluessel.length === 0) return [];
    const { data, unprocessed } = await vertrag.get(schluessel).go({ concurrency: PARALLEL });
    if (unprocessed.length) throw new Error(`${unprocessed.length} Verträge nicht gelesen`);
    return data.map(alsVertrag);
  }

  return {
    async laden(vertragId: number): Promise<Vertrag | undefined> {
      const { data } = await vertrag.get({ vertragId }).go();
      return data ? alsVertrag(data) : undefined;
    },

    ladenMehrere,

    /** The active contracts of a company with these normalised policy numbers, any broker. */
    async nachVsnr(gesellschaftId: number, vsnrNorms: Iterable<string>): Promise<Vertrag[]> {
      const keys = [...new Set(vsnrNorms)].map((n) => ({
        art: EINDEUTIG_VERTRAG,
        schluessel: vertragsSchluessel(gesellschaftId, n),
      }));
      if (keys.length === 0) return [];
      const { data, unprocessed } = await eindeutig.get(keys).go({ concurrency: PARALLEL });
      if (unprocessed.length) throw new Error(`${unprocessed.length} Schlüssel nicht gelesen`);
      return ladenMehrere(data.map((d) => d.ziel));
    },

    /** A broker's contracts at a company with this policy number (deleted ones too). */
    async desMaklersNachVsnr(maklernr: string, gesellschaftId: number, vsnrNorm: string): Promise<Vertrag[]> {
      const { data } = await vertrag.query
        .makler({ maklernr, gesellschaftId, vsnrNorm })
        .go({ pages: 'all' });
      return data.map(alsVertrag);
    },

    /** One page of a broker's book at a company. */
    async seiteDesMaklers(
      maklernr: string,
      gesellschaftId: number,
      weiter?: string,
      limit = 1000,
    ): Promise<Seite<Vertrag>> {
      const { data, cursor } = await vertrag.query
        .makler({ maklernr, gesellschaftId })
        .go({ cursor: weiter ?? null, limit });
      return { daten: data.map(alsVertrag), weiter: cursor ?? undefined };
    },

    async alleDesMaklers(maklernr: string, gesellschaftId: number): Promise<Vertrag[]> {
      const { data } = await vertrag.query.makler({ maklernr, gesellschaftId }).go({ pages: 'all' });
      return data.map(alsVertrag);
    },

    async desKunden(kundennr: number): Promise<Vertrag[]> {
      const { data } = await vertrag.query.kunde({ kundennr }).go({ pages: 'all' });
      return data.map(alsVertrag);
    },

    /**
     * Stores a contract as given (demo data, migrations). An active contract takes its unique
     * key unless another holds it (then it is stored without: evaluation shows the duplicate as -3).
     */
    async speichern(v: Vertrag): Promise<void> {
      await vertrag.put(gesetzt(v)).go();
      if (v.geloescht) return;
      try {
        await eindeutig
          .create({
            art: EINDEUTIG_VERTRAG,
            schluessel: vertragsSchluessel(v.gesellschaftId, v.vsnrNorm),
            ziel: v.vertragId,
          })
          .go();
      } catch (fehler) {
        if (!istBedingungVerletzt(fehler)) throw fehler;
      }
    },

    /** Draws `anzahl` contract numbers at once; answers the last (data/nummernblock.ts). */
    nummernZiehen: ((anzahl) => zaehler.erhoehenUm(ZAEHLER, anzahl)) satisfies Ziehen,

    /**
     * Creates the contract for customer `kundennr` and counts it for the broker's fee in `monat`,
     * or answers the active contract that holds the key already (`neu` false, nothing counted).
     * `nummer` hands out the contract counter's next value (a block of nummernZiehen's, data/
     * nummernblock.ts); by default each contract raises the counter itself.
     */
    async anlegen(
      neu: NeuerVertrag,
      kundennr: number,
      monat: string,
      jetzt = new Date(),
      nummer: () => Promise<number> = () => zaehler.erhoehen(ZAEHLER),
    ): Promise<{ vertragId: number; neu: boolean }> {
      const schluessel = vertragsSchluessel(neu.gesellschaftId, neu.vsnrNorm);
      for (let versuch = 1; ; versuch++) {
        const vorhanden = await eindeutig.get({ art: EINDEUTIG_VERTRAG, schluessel }).go();
        if (vorhanden.data) return { vertragId: vorhanden.data.ziel, neu: false };
        const vertragId = VERTRAG_ID_START + (await nummer());
        const ergebnis = await service.transaction
          .write(({ vertrag: v, eindeutig: e, gebuehrenzaehler: g }) => [
            e.create({ art: EINDEUTIG_VERTRAG, schluessel, ziel: vertragId }).commit(),
            v
              .create(
                gesetzt({ ...neu, vertragId, kundennr, geloescht: false, angelegtAm: jetzt.toISOString() }),
              )
              .commit(),
            g
              .update({ maklernr: neu.maklernr, anteil: gebuehrenAnteil(vertragId), monat })
              .add({ angelegt: 1 })
              .commit(),
          ])
          .go();
        if (!ergebnis.canceled) return { vertragId, neu: true };
        const gewinner = await eindeutig.get({ art: EINDEUTIG_VERTRAG, schluessel }).go();
        if (gewinner.data) return { vertragId: gewinner.data.ziel, neu: false };
        // Cancelled without a winner: a TransactionConflict on the broker's fee counter, whose
        // shard other contracts of his month share (several chunks book at once). Again after a
        // jittered pause with the next number (another shard); the number is lost (a gap, never a
        // duplicate).
        if (versuch === ANLEGEN_VERSUCHE)
          throw new Error(`Vertrag ${schluessel} konnte nicht angelegt werden`);
        await new Promise((r) => setTimeout(r, Math.random() * 50 * 2 ** versuch));
      }
    },

    /** Sets the given values of an existing contract. */
    async aendern(vertragId: number, aenderung: Vertragswerte): Promise<void> {
      const setzen = gesetzt(aenderung);
      if (Object.keys(setzen).length === 0) return;
      await vertrag.patch({ vertragId }).set(setzen).go();
    },

    /** Marks the contract deleted and frees its policy number for a new contract. */
    async loeschen(vertragId: number): Promise<void> {
      const { data } = await vertrag.get({ vertragId }).go();
      if (!data || data.geloescht) return;
      const schluessel = {
        art: EINDEUTIG_VERTRAG,
        schluessel: vertragsSchluessel(data.gesellschaftId, data.vsnrNorm),
      };
      const haelt = await eindeutig.get(schluessel).go();
      if (haelt.data?.ziel !== vertragId) {
        await vertrag.patch({ vertragId }).set({ geloescht: true }).go();
        return;
      }
      const ergebnis = await service.transaction
        .write(({ vertrag: v, eindeutig: e }) => [
          v.patch({ vertragId }).set({ geloescht: true }).commit(),
          e
            .delete(schluessel)
            .where(({ ziel }, { eq }) => eq(ziel, vertragId))
            .commit(),
        ])
        .go();
      if (ergebnis.canceled) throw new Error(`Vertrag ${vertragId} wurde gleichzeitig geändert`);
    },
  };
}
export type VertraegeRepository = ReturnType<typeof vertraegeRepository>;
