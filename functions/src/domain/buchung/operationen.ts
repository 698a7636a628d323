/**
 * What booking does to the portfolio, as data: the booking plan (planen.ts) yields these, the
 * pipeline's booking task executes them through the repositories, and the in-memory portfolio
 * (speicher.ts) applies them the same way in tests. Every operation is idempotent when executed
 * as described, so a retried booking never creates anything twice.
 */
import type { NeuerKunde, NeuerVertrag, Provisionsbuchung, Vertragswerte } from '../bestand';

/** A customer that exists (number) or is created in the same booking (its key, person.ts kundenSchluessel). */
export type KundenRef = { kundennr: number } | { schluessel: string };
/** A contract that exists (internal number) or is created in the same booking (auswertung/kontext vertragsSchluessel). */
export type VertragsRef = { vertragId: number } | { schluessel: string };

export type Operation =
  /** Creates the customer unless one was created under the same key before (then: nothing). */
  | { art: 'kundeAnlegen'; schluessel: string; kunde: NeuerKunde }
  /** Adds the insurer's customer number to the customer unless it has it. */
  | { art: 'kundennummerErgaenzen'; kunde: KundenRef; gesellschaftId: number; nummer: string }
  /**
   * Creates the contract unless an active contract has the key (company + normalised policy
   * number); counts it for the fee of `monat` (YYYY-MM) in the same atomic write.
   */
  | { art: 'vertragAnlegen'; schluessel: string; kunde: KundenRef; vertrag: NeuerVertrag; monat: string }
  /** Sets the changed values (only those). */
  | { art: 'vertragAendern'; vertragId: number; aenderung: Vertragswerte }
  /** Writes the commission booking unless (dateiId, zeile) is booked. */
  | { art: 'provisionBuchen'; vertrag: VertragsRef; buchung: Omit<Provisionsbuchung, 'vertragId'> };

export const buchungsSchluessel = (dateiId: number, zeile: number): string => `${dateiId}#${zeile}`;
