/**
 * What a document keeps of its assignment (reference §3 "BiPRO document", §4 "Documents"): the
 * state — 2 automatically by the download job or its re-run, 1 later by a person — the contract
 * (internal number), the customer with his names (the customer columns and the name search),
 * the contract's company (the MSC company column) and when (the MSC date). One function for the
 * intake, the bulk re-assign and the assign page, so the inbox shows them alike.
 */
import type { Kunde, Vertrag } from '../bestand';

/** The stored file's fields of its assignment (its repository checks them against the entity). */
export interface Zuordnungsfelder {
  zuordnung?: number;
  internalId?: number;
  kundennr?: number;
  customerName?: string;
  customerSurname?: string;
  mscGesellschaft?: string;
  mscDate?: string;
}

export function zuordnungsFelder(
  stand: 1 | 2,
  z: { vertrag?: Vertrag; kunde?: Kunde; mscGesellschaft?: string; zeit: string },
): Zuordnungsfelder {
  return {
    zuordnung: stand,
    internalId: z.vertrag?.vertragId,
    kundennr: z.kunde?.kundennr ?? z.vertrag?.kundennr,
    customerName: z.kunde?.vorname,
    customerSurname: z.kunde?.name,
    mscGesellschaft: z.mscGesellschaft,
    mscDate: z.zeit,
  };
}
