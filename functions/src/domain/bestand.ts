/**
 * The broker's portfolio as the domain sees it: customers, contracts, commission bookings. Plain
 * data, the same shape the repositories read and write, so evaluation and booking stay pure.
 */

/** The customer's number at an insurer (reference §2.11 "customer company number"). */
export interface GesellschaftsKundennummer {
  gesellschaftId: number;
  nummer: string;
}

export interface Kunde {
  /** Numeric and unique over all brokers (see README: drawn from the counter "kunde"). */
  kundennr: number;
  maklernr: string;
  /** Surname, or the company name of a legal person. */
  name: string;
  vorname?: string;
  /** ISO date; reduced ("1979-11", "1979") where the insurer knows no more. */
  geburtsdatum?: string;
  strasse?: string;
  plz?: string;
  ort?: string;
  gesellschaftKundennummern: GesellschaftsKundennummer[];
  /** The import file whose booking created the customer (deleting that file's bookings may remove it). */
  herkunft?: number;
}

/** A new customer: everything but the number. */
export type NeuerKunde = Omit<Kunde, 'kundennr'>;

/** Contract status, derived from the delivered codes (vertragswerte.ts). */
export type Vertragsstatus = 'aktiv' | 'ruhend' | 'beitragsfrei' | 'storniert' | 'sonstig';
export type Zahlweise =
  'jaehrlich' | 'halbjaehrlich' | 'vierteljaehrlich' | 'monatlich' | 'einmalig' | 'beitragsfrei' | 'sonstig';

/** The values a delivery sets on a contract (booking compares them with the stored ones). */
export interface Vertragswerte {
  /** GDV Sparte as three digits ("030"), OMDS SpartenCd as delivered ("KFZ"). */
  sparte?: string;
  beginn?: string;
  ablauf?: string;
  /** Net premium per year in the contract currency (GDV GesbeitragNettoInWE, OMDS PraemieNtoVtg). */
  beitrag?: number;
  zahlweise?: Zahlweise;
  status?: Vertragsstatus;
}

export interface Vertrag extends Vertragswerte {
  /** The internal number (reference §2.11), numeric, drawn from the counter "vertrag". */
  vertragId: number;
  gesellschaftId: number;
  /** The insurer's VU number as delivered (or the company's, where the line has none). */
  vuNummer: string;
  /** Policy number as delivered and normalised (vsnr.ts). */
  vsnr: string;
  vsnrNorm: string;
  kundennr: number;
  maklernr: string;
  /** Deleted contracts stay for the record but are never matched. */
  geloescht: boolean;
  /** The import file that created the contract. */
  herkunft?: number;
}

export type NeuerVertrag = Omit<Vertrag, 'vertragId' | 'kundennr' | 'geloescht'>;

/** A commission booking from one settlement line; (dateiId, zeile) is its identity. */
export interface Provisionsbuchung {
  dateiId: number;
  zeile: number;
  vertragId: number;
  maklernr: string;
  gesellschaftId: number;
  vsnr: string;
  /** Commission in EUR; a cancellation (Storno) is negative. */
  betrag: number;
  /** Commission rate in percent, where delivered. */
  provisionssatz?: number;
  /** Booking date (ISO). */
  datum: string;
  text?: string;
}

/** Which insurer intermediary number belongs to which broker (README: "Which broker a file belongs to"). */
export interface Vermittlernummer {
  gesellschaftId: number;
  /** As delivered; keys use normalisiereKennung. */
  nummer: string;
  maklernr: string;
}
