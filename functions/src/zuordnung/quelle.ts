/**
 * What the assign page assigns, seen the same way whatever it is (reference §2.5, §2.11): an
 * import line or a BiPRO document. Each has a small adapter that says what it delivered and how
 * its candidates are found (quelleZeile.ts, quelleDokument.ts); one core (vorschlaege.ts) finds
 * the contracts and customers, ranks them and builds the page's data for both.
 */
import type { ZuordnungsDaten } from '@lieferdesk/shared';
import type { Geliefert } from '../domain/zuordnung/geliefert';

export interface Zuordnungsquelle {
  quelle: ZuordnungsDaten['quelle'];
  /** The page's `title` (reference §2.11: '<title>, id: <id> > Datensatz zuordnen'). */
  titel: string;
  fileName: string;
  /** The line's reason, the document's hint. */
  cause?: string;
  /** What the record delivers about the policy holder and the contract. */
  geliefert: Omit<Geliefert, 'art'>;
  /**
   * The companies whose contracts it may be assigned to, and where suggestions are looked for:
   * a line's company; a document's access company and the companies mapped to its access name
   * (reference §2.2). Empty: not known (a line of a company the product does not know).
   */
  gesellschaftIds: readonly number[];
  /** The broker whose customers are searched, if known. */
  maklernr?: string;
  /**
   * The record is its broker's (`maklernr`): it is assigned to his contracts only, and only his
   * portfolio is suggested — a document of one broker on another's contract would show him that
   * customer and hide the document from its owner. A line keeps the user's portfolio scope: its
   * evaluation judges the broker itself (-4).
   */
  nurBestandDesMaklers: boolean;
  /** The current assignment. */
  zugeordnet: { vertragId?: number; kundennr?: number };
  /** Contracts and customers noted as candidates before (a document's `kandidaten`). */
  vorgemerkt: { vertragIds: readonly number[]; kundennrn: readonly number[] };
  /**
   * Search the broker's customers by the delivered insurer customer number too. A document's
   * partner number is its only key to a person (the download's automatic assignment finds
   * customers by it alike); a line names its person, and its number only confirms one.
   */
  kundennummerSuchen: boolean;
  /**
   * The customer card and the green marks follow the customer the record names in the portfolio
   * instead of a delivered person: BiPRO delivers no names.
   */
  personAusBestand: boolean;
  assignMahnungAllowed: boolean;
}
