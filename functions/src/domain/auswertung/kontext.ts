/**
 * Everything evaluation needs to know, as plain data in maps: the companies by VU number, the
 * brokers' intermediary numbers, the contracts by normalised policy number, the customers by
 * name key and by the insurers' customer numbers. The pipeline loads what a file (or a chunk)
 * needs in a few batched reads and builds this once; every line is then decided in memory.
 *
 * The one part that changes while a file is evaluated is `gruppe`: the contract whose lines are
 * being read (GDV delivers a contract as consecutive lines — persons 0100, contract 0200, parts
 * 0210/0220/… — and a part can only be judged with its head). Feed the lines of a contract in
 * order, starting at its first line: a chunk that starts inside a contract first evaluates the
 * contract's earlier lines again (see `gruppenSchluessel`).
 */
import type { Kunde, Vermittlernummer, Vertrag } from '../bestand';
import { normalisiereKennung } from '../kennung';
import { vermittlerSchluessel, type MaklerRahmen } from '../makler';
import { normalisiereName } from '../namen';
import type { Person } from '../person';
import { GDV_SPARTEN } from '../sparten';

export interface GesellschaftKurz {
  gesellschaftId: number;
  name: string;
  /** The VU number GDV and OMDS lines name the company by. */
  vuNrBafin?: string;
}

/**
 * A person's assignment of a line to a contract (assign page, domain zuordnung/zuordnung.ts):
 * a decision that outranks the rules that look for the contract and its customer.
 */
export interface Zugeordnet {
  vertragId: number;
  kundennr: number;
  maklernr: string;
}

/** What the pipeline loads for a file. */
export interface AuswertungsDaten {
  gesellschaften: readonly GesellschaftKurz[];
  vermittlernummern: readonly Vermittlernummer[];
  /** The customers of the brokers concerned (and of every contract below). */
  kunden: readonly Kunde[];
  /** The contracts the file's policy numbers name (any broker, deleted ones too), or a whole book. */
  vertraege: readonly Vertrag[];
  datei?: {
    /** The company chosen at upload (commission and dunning lists name none themselves). */
    gesellschaftId?: number;
    /** The uploading broker and his structure (makler.ts, maklerDesHochladenden). */
    dateiMakler?: string;
    struktur?: Iterable<string>;
  };
  /** Sparten known for all companies; default: the GDV's Spartenverzeichnis. */
  sparten?: ReadonlySet<string>;
  /** Where a company's Sparten are configured, only those are right for it. */
  spartenJeGesellschaft?: ReadonlyMap<number, ReadonlySet<string>>;
  /**
   * Assigned lines: a GDV contract by its group key (gruppenSchluessel — the assignment of one
   * of its lines stands for the whole contract), other lines by their number. The assigned
   * contracts must be among `vertraege`, their customers among `kunden`.
   */
  zuordnungen?: {
    jeGruppe?: ReadonlyMap<string, Zugeordnet>;
    jeZeile?: ReadonlyMap<number, Zugeordnet>;
  };
}

/** The contract being read (GDV): what its earlier lines decided. */
export interface Vertragsgruppe {
  /** VU number and normalised policy number; undefined before the first contract line. */
  schluessel?: string;
  /** The first line of the contract that failed: every later line is a follow-up error (-2). */
  fehler?: { zeile: number; status: number };
  /** The current address record (0100) is the policy holder's. */
  vnAktiv: boolean;
  /** A policy holder's address record has been evaluated. */
  vnGesehen: boolean;
  person?: Person;
  maklernr?: string;
  /** The customer found; undefined with `vnGesehen`: a new customer. */
  kundennr?: number;
  /** The insurer's customer number was checked (-17) once. */
  kundennummerGeprueft: boolean;
  gesellschaftKundennummer?: string;
  /** The existing contract. */
  vertrag?: Vertrag;
  /** The contract record (0200) was evaluated without error. */
  vertragGelesen: boolean;
  /** A person assigned the contract: its contract and customer, found in the context. */
  zuordnung?: { vertrag: Vertrag; kundennr: number; maklernr: string };
}

export const neueGruppe = (schluessel?: string): Vertragsgruppe => ({
  schluessel,
  vnAktiv: false,
  vnGesehen: false,
  kundennummerGeprueft: false,
  vertragGelesen: false,
});

export interface AuswertungsKontext {
  gesellschaftNachId: ReadonlyMap<number, GesellschaftKurz>;
  /** By normalised VU number (normalisiereKennung). */
  gesellschaftNachVu: ReadonlyMap<string, GesellschaftKurz>;
  dateiGesellschaft?: GesellschaftKurz;
  makler: MaklerRahmen;
  /** vertragsSchluessel → the active contracts (normally one). */
  vertraegeNachVsnr: ReadonlyMap<string, readonly Vertrag[]>;
  /** vertragsSchluessel → a deleted contract, for the reason of -13. */
  geloeschteNachVsnr: ReadonlyMap<string, Vertrag>;
  kunden: ReadonlyMap<number, Kunde>;
  /** namensSchluessel → the broker's customers of that surname. */
  kundenNachName: ReadonlyMap<string, readonly Kunde[]>;
  /** kundennummerSchluessel → the broker's customers holding that insurer customer number. */
  kundenNachGesellschaftsNr: ReadonlyMap<string, readonly Kunde[]>;
  sparten: ReadonlySet<string>;
  spartenJeGesellschaft: ReadonlyMap<number, ReadonlySet<string>>;
  /** Assignments (see AuswertungsDaten.zuordnungen), resolved to their active contract. */
  zugeordnetJeGruppe: ReadonlyMap<string, NonNullable<Vertragsgruppe['zuordnung']>>;
  zugeordnetJeZeile: ReadonlyMap<number, NonNullable<Vertragsgruppe['zuordnung']>>;
  gruppe: Vertragsgruppe;
}

export const vertragsSchluessel = (gesellschaftId: number, vsnrNorm: string): string =>
  `${gesellschaftId}#${vsnrNorm}`;
export const namensSchluessel = (maklernr: string, name: string): string =>
  `${maklernr}#${normalisiereName(name)}`;
export const kundennummerSchluessel = (maklernr: string, gesellschaftId: number, nummer: string): string =>
  `${maklernr}#${gesellschaftId}#${normalisiereKennung(nummer) ?? ''}`;

function anhaengen<K, V>(map: Map<K, V[]>, schluessel: K, wert: V): void {
  const liste = map.get(schluessel);
  if (liste) liste.push(wert);
  else map.set(schluessel, [wert]);
}

export function baueKontext(daten: AuswertungsDaten): AuswertungsKontext {
  const gesellschaftNachId = new Map(daten.gesellschaften.map((g) => [g.gesellschaftId, g]));
  const gesellschaftNachVu = new Map<string, GesellschaftKurz>();
  for (const g of daten.gesellschaften) {
    const vu = normalisiereKennung(g.vuNrBafin);
    if (vu !== undefined) gesellschaftNachVu.set(vu, g);
  }
  const vermittler = new Map<string, string>();
  for (const v of daten.vermittlernummern)
    vermittler.set(vermittlerSchluessel(v.gesellschaftId, v.nummer), v.maklernr);

  const vertraegeNachVsnr = new Map<string, Vertrag[]>();
  const geloeschteNachVsnr = new Map<string, Vertrag>();
  const gesehen = new Set<number>();
  for (const v of daten.vertraege) {
    if (gesehen.has(v.vertragId)) continue;
    gesehen.add(v.vertragId);
    const schluessel = vertragsSchluessel(v.gesellschaftId, v.vsnrNorm);
    if (v.geloescht) geloeschteNachVsnr.set(schluessel, v);
    else anhaengen(vertraegeNachVsnr, schluessel, v);
  }

  const kunden = new Map<number, Kunde>();
  const kundenNachName = new Map<string, Kunde[]>();
  const kundenNachGesellschaftsNr = new Map<string, Kunde[]>();
  for (const k of daten.kunden) {
    if (kunden.has(k.kundennr)) continue;
    kunden.set(k.kundennr, k);
    anhaengen(kundenNachName, namensSchluessel(k.maklernr, k.name), k);
    for (const n of k.gesellschaftKundennummern)
      anhaengen(kundenNachGesellschaftsNr, kundennummerSchluessel(k.maklernr, n.gesellschaftId, n.nummer), k);
  }

  // An assignment counts while its contract is active (a deleted one: the rules decide again).
  const nachId = new Map<number, Vertrag>();
  for (const v of daten.vertraege) if (!v.geloescht) nachId.set(v.vertragId, v);
  const aufgeloest = <K>(m: ReadonlyMap<K, Zugeordnet> | undefined) => {
    const ergebnis = new Map<K, NonNullable<Vertragsgruppe['zuordnung']>>();
    for (const [schluessel, a] of m ?? []) {
      const vertrag = nachId.get(a.vertragId);
      if (vertrag) ergebnis.set(schluessel, { vertrag, kundennr: a.kundennr, maklernr: a.maklernr });
    }
    return ergebnis;
  };

  const dateiGesellschaft =
    daten.datei?.gesellschaftId === undefined
      ? undefined
      : gesellschaftNachId.get(daten.datei.gesellschaftId);
  return {
    gesellschaftNachId,
    gesellschaftNachVu,
    dateiGesellschaft,
    makler: {
      dateiMakler: daten.datei?.dateiMakler,
      struktur: daten.datei?.struktur ? new Set(daten.datei.struktur) : undefined,
      vermittler,
    },
    vertraegeNachVsnr,
    geloeschteNachVsnr,
    kunden,
    kundenNachName,
    kundenNachGesellschaftsNr,
    sparten: daten.sparten ?? GDV_SPARTEN,
    spartenJeGesellschaft: daten.spartenJeGesellschaft ?? new Map(),
    zugeordnetJeGruppe: aufgeloest(daten.zuordnungen?.jeGruppe),
    zugeordnetJeZeile: aufgeloest(daten.zuordnungen?.jeZeile),
    gruppe: neueGruppe(),
  };
}
