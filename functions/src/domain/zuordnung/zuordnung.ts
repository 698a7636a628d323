/**
 * A person's assignment of an import line to a contract (reference §2.5, §2.11: "Datensatz
 * zuordnen"), stored with the line. It is a decision, not a finding: where it exists it
 * outranks what evaluation matched — the line stands for this contract of this customer of this
 * broker, under this policy number (the contract's, after 'transfer insurance number' the
 * delivered one). Booking and a later evaluation read it before the evaluation's own result.
 */
export interface Zuordnung {
  vertragId: number;
  kundennr: number;
  maklernr: string;
  gesellschaftId: number;
  /** The contract's policy number after the assignment, as stored and normalised. */
  vsnr: string;
  vsnrNorm: string;
  /** The delivered policy number was copied into the contract. */
  vsnrUebertragen: boolean;
  /** The insurer's customer number kept with the customer, if any. */
  gesellschaftKundennummer?: string;
  /** When and by whom (ISO time, user name). */
  zeit: string;
  benutzer: string;
}
