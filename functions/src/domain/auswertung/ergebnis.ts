/**
 * What evaluating one line yields: its status, the reason, and what it matched — the contract,
 * the customer, the delivered values — as plain data the booking step reads back from the line.
 */
import type { Vertragswerte } from '../bestand';
import type { Person } from '../person';

/**
 * - `vertrag`: the line carries a contract (GDV 0200, an OMDS contract): booking creates or
 *   updates it, and the customer with it;
 * - `zugehoerig`: part of a contract carried by another line (GDV 0100, 0210, 0220 …): nothing
 *   of its own to book;
 * - `provision`: a commission line (commission CSV, GDV 0400): a commission booking when settled;
 * - `mahnung`: a dunning line: matched to its contract, nothing to book yet.
 */
export type TrefferArt = 'vertrag' | 'zugehoerig' | 'provision' | 'mahnung';

export interface Provisionswerte {
  /** EUR, negative for a cancellation. */
  betrag: number;
  provisionssatz?: number;
  datum: string;
  text?: string;
}

export interface Mahnwerte {
  stufe?: number;
  betrag?: number;
  faellig?: string;
}

export interface Treffer {
  art: TrefferArt;
  gesellschaftId: number;
  /** The broker the line belongs to (undefined only where nothing is booked). */
  maklernr?: string;
  /** The insurer's VU number as delivered (or the company's). */
  vuNummer?: string;
  vsnr?: string;
  vsnrNorm?: string;
  /** The existing contract; undefined: booking creates it. */
  vertragId?: number;
  /** The existing customer; undefined with `person`: booking creates the customer. */
  kundennr?: number;
  /** The delivered policy holder. */
  person?: Person;
  /** The insurer's number of the customer, to keep with the customer. */
  gesellschaftKundennummer?: string;
  /** Delivered contract values (art `vertrag`). */
  werte?: Vertragswerte;
  provision?: Provisionswerte;
  mahnung?: Mahnwerte;
}

export interface Auswertung {
  /** 1 evaluated, or an error status of reference §8 (status.ts). */
  status: number;
  grund?: string;
  treffer?: Treffer;
}
