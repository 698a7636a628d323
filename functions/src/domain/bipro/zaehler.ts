/**
 * What a download run of an access stored, by destination, and when each destination last had a
 * file (reference §2.6, §3 "Download overview row"). The domain owns these types; the access's
 * entity (data/entities/zugang.ts) stores them and its repository checks that at compile time.
 */
import type { BiproZiel } from './biproDatei';

/** What the last successful run stored, by destination (the download overview's counts). */
export interface ZugangZaehler {
  zugeordnet: number;
  nichtZugeordnet: number;
  gdv: number;
  abrechnungen: number;
  mahnungen: number;
  archiv: number;
}

/** When a file of each destination last arrived (ISO), for the overview's warnings. */
export type LetzteAnkunft = Partial<Record<keyof ZugangZaehler, string>>;

export const leererZaehler = (): ZugangZaehler => ({
  zugeordnet: 0,
  nichtZugeordnet: 0,
  gdv: 0,
  abrechnungen: 0,
  mahnungen: 0,
  archiv: 0,
});

const ZAEHLER_VON_ZIEL = {
  gdv: 'gdv',
  abrechnung: 'abrechnungen',
  mahnung: 'mahnungen',
  archiv: 'archiv',
} as const;

/**
 * Counts a stored file under its destination; a document as assigned only when the intake
 * assigned it (state 2, domain/bipro/biproDatei.ts `Zuordnungsstand`).
 */
export function nachZielZaehlen(z: ZugangZaehler, d: { ziel: BiproZiel; zuordnung?: number }): void {
  if (d.ziel === 'dokument') z[d.zuordnung === 2 ? 'zugeordnet' : 'nichtZugeordnet']++;
  else z[ZAEHLER_VON_ZIEL[d.ziel]]++;
}
