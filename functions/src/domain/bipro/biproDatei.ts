/**
 * A stored BiPRO file as the rules see it (reference §3 "BiPRO document", §4 "Sorting what
 * arrived"): where it went and how far its assignment got. The domain owns these types; the
 * entity (data/entities/biproDatei.ts) stores them and its repository checks that at compile time.
 */

/** Where a delivered file went (reference §4 "Sorting what arrived"). */
export type BiproZiel = 'dokument' | 'gdv' | 'abrechnung' | 'mahnung' | 'archiv';

/** A document's assignment state (reference §4 "Documents"): 0 open, 1 assigned later, 2 automatically. */
export type Zuordnungsstand = 0 | 1 | 2;

/** Why a candidate was or was not taken (kept for the assign page). */
export interface Kandidat {
  vertragId?: number;
  kundennr?: number;
  maklernr?: string;
  grund: string;
}
