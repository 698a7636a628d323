/**
 * The broker's customers (entity `kunde`, unique keys in `eindeutig`). Reads for evaluation are
 * batched: customers by number in BatchGets of 100, a broker's customers by surname in parallel
 * Queries, a broker's whole customer list in pages. Creating a customer from a booking is
 * idempotent by its key (person.ts kundenSchluessel): the customer and its key are one
 * transaction, so two bookings of the same new person create one customer.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { GesellschaftsKundennummer, Kunde, NeuerKunde } from '../../domain/bestand';
import { normalisiereName } from '../../domain/namen';
import { kundenSchluessel } from '../../domain/person';
import { datenbank, istBedingungVerletzt, type Datenbank } from '../datenbank';
import { eindeutigSchema } from '../entities/eindeutig';
import { kundeSchema } from '../entities/kunde';
import { parallel, PARALLEL, type Seite } from '../parallel';
import type { Gleich, Pruefe } from '../typen';
import type { Ziehen } from '../nummernblock';
import { zaehlerRepository } from './zaehler';

/** Customer numbers drawn from the counter start above this (demo and migrated data stay below). */
export const KUNDENNR_START = 100_000;
const ZAEHLER = 'kunde';
export const EINDEUTIG_KUNDE = 'kunde';
const VERSUCHE = 5;

const kundeEntitaet = (db: Datenbank) => new Entity(kundeSchema, { table: db.tabelle, client: db.client });
type KundenItem = EntityItem<ReturnType<typeof kundeEntitaet>>;

/** The domain's customer is the stored one without its name key and optimistic lock. */
type _KundeGespeichert = Pruefe<Gleich<Kunde, Omit<KundenItem, 'nameNorm' | 'version'>>>;

function alsKunde(item: KundenItem): Kunde {
  const { nameNorm: _n, version: _v, ...kunde } = item;
  // As ever: a customer item without the list reads with an empty one.
  return { ...kunde, gesellschaftKundennummern: kunde.gesellschaftKundennummern ?? [] };
}

export function kundenRepository(db: Datenbank = datenbank()) {
  const optionen = { table: db.tabelle, client: db.client };
  const kunde = kundeEntitaet(db);
  const eindeutig = new Entity(eindeutigSchema, optionen);
  const service = new Service({ kunde, eindeutig }, optionen);
  const zaehler = zaehlerRepository(db);

  const item = (k: Kunde, version = 0) => ({ ...k, nameNorm: normalisiereName(k.name), version });

  return {
    async laden(kundennr: number): Promise<Kunde | undefined> {
      const { data } = await kunde.get({ kundennr }).go();
      return data ? alsKunde(data) : undefined;
    },

    /** Many customers by number (BatchGet, 100 per request, unprocessed keys retried by ElectroDB). */
    async ladenMehrere(kundennrn: Iterable<number>): Promise<Kunde[]> {
      const schluessel = [...new Set(kundennrn)].map((kundennr) => ({ kundennr }));
      if (schluessel.length === 0) return [];
      const { data, unprocessed } = await kunde.get(schluessel).go({ concurrency: PARALLEL });
      if (unprocessed.length) throw new Error(`${unprocessed.length} Kunden nicht gelesen`);
      return data.map(alsKunde);
    },

    /** The broker's customers with this surname (as key: normalisiereName). */
    async nachName(maklernr: string, name: string): Promise<Kunde[]> {
      const nameNorm = normalisiereName(name);
      if (nameNorm === '') return [];
      const { data } = await kunde.query.makler({ maklernr, nameNorm }).go({ pages: 'all' });
      return data.filter((k) => k.nameNorm === nameNorm).map(alsKunde);
    },

    /** nachName for many surnames at once (parallel Queries). */
    async nachNamen(maklernr: string, namen: Iterable<string>): Promise<Kunde[]> {
      const eindeutigeNamen = [...new Set([...namen].map(normalisiereName).filter((n) => n !== ''))];
      const listen = await parallel(eindeutigeNamen, (n) => this.nachName(maklernr, n));
      return listen.flat();
    },

    /**
     * The broker's customers whose surname key begins with `anfang` (normalised as a name),
     * alphabetically, at most `limit`: the customer-name search of the assign page.
     */
    async nachNamensanfang(maklernr: string, anfang: string, limit = 50): Promise<Kunde[]> {
      const nameNorm = normalisiereName(anfang);
      if (nameNorm === '') return [];
      const { data } = await kunde.query.makler({ maklernr }).begins({ nameNorm }).go({ limit });
      return data.filter((k) => k.nameNorm.startsWith(nameNorm)).map(alsKunde);
    },

    /** One page of the broker's customers (by surname key). */
    async seiteDesMaklers(maklernr: string, weiter?: string, limit = 1000): Promise<Seite<Kunde>> {
      const { data, cursor } = await kunde.query.makler({ maklernr }).go({ cursor: weiter ?? null, limit });
      return { daten: data.map(alsKunde), weiter: cursor ?? undefined };
    },

    async alleDesMaklers(maklernr: string): Promise<Kunde[]> {
      const { data } = await kunde.query.makler({ maklernr }).go({ pages: 'all' });
      return data.map(alsKunde);
    },

    /**
     * Stores a customer as given (demo data, migrations). Its key is set to it unless another
     * customer holds it already, so a booking of the same person finds it.
     */
    async speichern(k: Kunde, schluessel?: string): Promise<void> {
      await kunde.put(item(k)).go();
      if (schluessel === undefined) return;
      try {
        await eindeutig.create({ art: EINDEUTIG_KUNDE, schluessel, ziel: k.kundennr }).go();
      } catch (fehler) {
        if (!istBedingungVerletzt(fehler)) throw fehler;
      }
    },

    /** The customers created under these keys: key → customer number. */
    async nachSchluesseln(schluessel: Iterable<string>): Promise<Map<string, number>> {
      const keys = [...new Set(schluessel)].map((s) => ({ art: EINDEUTIG_KUNDE, schluessel: s }));
      if (keys.length === 0) return new Map();
      const { data, unprocessed } = await eindeutig.get(keys).go({ concurrency: PARALLEL });
      if (unprocessed.length) throw new Error(`${unprocessed.length} Schlüssel nicht gelesen`);
      return new Map(data.map((d) => [d.schluessel, d.ziel]));
    },

    /** Draws `anzahl` customer numbers at once; answers the last (data/nummernblock.ts). */
    nummernZiehen: ((anzahl) => zaehler.erhoehenUm(ZAEHLER, anzahl)) satisfies Ziehen,

    /**
     * Creates the customer under its key, or answers the one created under it before (`neu`
     * false). The number is drawn first — `nummer` hands out the counter's next value (a block
     * of nummernZiehen's), by default each customer raises the counter itself; a lost race
     * leaves a gap in the numbers, never a second customer.
     */
    async anlegen(
      schluessel: string,
      neu: NeuerKunde,
      nummer: () => Promise<number> = () => zaehler.erhoehen(ZAEHLER),
    ): Promise<{ kundennr: number; neu: boolean }> {
      const vorhanden = (await this.nachSchluesseln([schluessel])).get(schluessel);
      if (vorhanden !== undefined) return { kundennr: vorhanden, neu: false };
      const kundennr = KUNDENNR_START + (await nummer());
      const ergebnis = await service.transaction
        .write(({ kunde: k, eindeutig: e }) => [
          e.create({ art: EINDEUTIG_KUNDE, schluessel, ziel: kundennr }).commit(),
          k.create(item({ ...neu, kundennr })).commit(),
        ])
        .go();
      if (!ergebnis.canceled) return { kundennr, neu: true };
      const gewinner = (await this.nachSchluesseln([schluessel])).get(schluessel);
      if (gewinner === undefined) throw new Error(`Kunde ${schluessel} konnte nicht angelegt werden`);
      return { kundennr: gewinner, neu: false };
    },

    /**
     * Removes a customer and the unique key it was created under (if the key still points at
     * it), in one transaction: "delete bookings" (delZahl 1) takes back the customers a file's
     * booking created. The caller checks first that no active contract is left. False when the
     * customer was gone already.
     */
    async loeschen(kundennr: number): Promise<boolean> {
      const { data } = await kunde.get({ kundennr }).go();
      if (!data) return false;
      const schluessel = {
        art: EINDEUTIG_KUNDE,
        schluessel: kundenSchluessel(data.maklernr, {
          name: data.name,
          vorname: data.vorname,
          geburtsdatum: data.geburtsdatum,
        }),
      };
      const haelt = (await eindeutig.get(schluessel).go()).data?.ziel === kundennr;
      const ergebnis = await service.transaction
        .write(({ kunde: k, eindeutig: e }) => [
          k.delete({ kundennr }).commit(),
          ...(haelt
            ? [
                e
                  .delete(schluessel)
                  .where(({ ziel }, { eq }) => eq(ziel, kundennr))
                  .commit(),
              ]
            : []),
        ])
        .go();
      if (ergebnis.canceled) throw new Error(`Kunde ${kundennr} wurde gleichzeitig geändert`);
      return true;
    },

    /** Adds an insurer's customer number unless the customer has it (optimistic lock on `version`). */
    async kundennummerErgaenzen(kundennr: number, nummer: GesellschaftsKundennummer): Promise<boolean> {
      for (let versuch = 0; versuch < VERSUCHE; versuch++) {
        const { data } = await kunde.get({ kundennr }).go();
        if (!data) throw new Error(`Kunde ${kundennr} nicht gefunden`);
        const liste = data.gesellschaftKundennummern ?? [];
        if (liste.some((n) => n.gesellschaftId === nummer.gesellschaftId && n.nummer === nummer.nummer))
          return false;
        try {
          await kunde
            .patch({ kundennr })
            .set({ gesellschaftKundennummern: [...liste, nummer], version: data.version + 1 })
            .where(({ version }, { eq }) => eq(version, data.version))
            .go();
          return true;
        } catch (fehler) {
          if (!istBedingungVerletzt(fehler)) throw fehler;
        }
      }
      throw new Error(`Kunde ${kundennr} wird gerade von anderen geändert`);
    },
  };
}
export type KundenRepository = ReturnType<typeof kundenRepository>;
