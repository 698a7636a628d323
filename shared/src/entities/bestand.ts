import { z } from 'zod';
import { queryZahl } from './common';

/**
 * A calendar day as insurers deliver it (birth dates, contract dates): YYYY-MM-DD, reduced to YYYY-MM or YYYY where
 * they know no more (GDV dates with an unknown day or month). The web shows DD.MM.YYYY, MM.YYYY
 * or YYYY.
 */
export const teilDatum = z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/);

/** Contract status and payment frequency as the portfolio stores them (labels: ZUORDNUNG_TEXTE). */
export const vertragsstatusWert = z.enum(['aktiv', 'ruhend', 'beitragsfrei', 'storniert', 'sonstig']);
export const zahlweiseWert = z.enum([
  'jaehrlich',
  'halbjaehrlich',
  'vierteljaehrlich',
  'monatlich',
  'einmalig',
  'beitragsfrei',
  'sonstig',
]);

/** A customer as the contract and customer pages show him. */
export const kundeKurz = z.object({
  kundennr: z.number().int(),
  name: z.string(),
  vorname: z.string().optional(),
  geburtsdatum: teilDatum.optional(),
  strasse: z.string().optional(),
  plz: z.string().optional(),
  ort: z.string().optional(),
});

/** One commission booking of a contract (settlement lines booked on it). */
export const provisionsbuchungAnsicht = z.object({
  dateiId: z.number().int(),
  zeile: z.number().int(),
  datum: teilDatum,
  betrag: z.number(),
  provisionssatz: z.number().optional(),
  text: z.string().optional(),
});

/**
 * The read-only contract page (/home/versicherungen/insurance-group/details/{id}, reference §2.11:
 * "contracts open in a new customer tab"): the contract with its customer, premium, dates,
 * status, Sparte, company and commission bookings.
 */
export const vertragsAnsicht = z.object({
  vertragId: z.number().int(),
  vsnr: z.string(),
  gesellschaftId: z.number().int(),
  gesellschaft: z.string(),
  vuNummer: z.string(),
  sparte: z.string().optional(),
  beginn: teilDatum.optional(),
  ablauf: teilDatum.optional(),
  beitrag: z.number().optional(),
  zahlweise: zahlweiseWert.optional(),
  status: vertragsstatusWert.optional(),
  geloescht: z.boolean(),
  /** The import file that created it. */
  herkunft: z.number().int().optional(),
  maklernr: z.string(),
  makler: z.string().optional(),
  /** Absent only if the customer record is missing (data entered around the portfolio). */
  kunde: kundeKurz.optional(),
  buchungen: z.array(provisionsbuchungAnsicht),
});
export type VertragsAnsicht = z.infer<typeof vertragsAnsicht>;

/** A contract in the customer page's list. */
export const vertragKurz = vertragsAnsicht.pick({
  vertragId: true,
  vsnr: true,
  gesellschaft: true,
  sparte: true,
  beginn: true,
  beitrag: true,
  status: true,
  geloescht: true,
});

/**
 * The read-only customer page (/home/kunden/{kundennr}; reference §2.11 "open customer company
 * numbers"): the customer with his contracts and the insurers' customer numbers.
 */
export const kundenAnsicht = kundeKurz.extend({
  maklernr: z.string(),
  makler: z.string().optional(),
  gesellschaftKundennummern: z.array(
    z.object({ gesellschaftId: z.number().int(), gesellschaft: z.string(), nummer: z.string() }),
  ),
  vertraege: z.array(vertragKurz),
});
export type KundenAnsicht = z.infer<typeof kundenAnsicht>;

export const vertragAbfrage = z.object({ id: queryZahl });
export const kundeAbfrage = z.object({ kundennr: queryZahl });
