/**
 * What a download run of an access stored, by destination, and when each destination last had a
 * file (reference §2.6, §3 "Download overview row"). The domain owns these types; the access's
 * entity (data/entities/zugang.ts) stores them and its repository checks that at compile time.
 */

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
