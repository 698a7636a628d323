import { z } from 'zod';
import { teilDatum } from './bestand';
import { LAENGEN, nameFeld } from './text';

/** A text with the flag "matches the delivered data" (highlighted green). */
const markiert = <T extends z.ZodType>(text: T) => z.object({ text, green: z.boolean() });

/**
 * Insurance suggestion on the assign page (reference §3). Beyond the reference: `policeNr`, the contract's
 * policy number with its flag — the strongest sign that a contract is the delivered one, and
 * what a person compares first.
 */
export const versicherungsVorschlag = z.object({
  id: z.number().int(),
  gesellschaft: z.string(),
  /** The internal number of the contract. */
  insuranceId: z.number().int(),
  policeNr: markiert(z.string()),
  description: z.string().optional(),
  sparte: z.string().optional(),
  begin: teilDatum.optional(),
  beitrag: z.number().optional(),
  status: z.string().optional(),
  name: markiert(z.string()),
  vorname: markiert(z.string()),
  kundennr: markiert(z.string()),
  street: markiert(z.string()),
  plz: markiert(z.string()),
  ort: markiert(z.string()),
  birthdate: markiert(teilDatum.optional()),
  maklernr: z.string().optional(),
  makler: z.string().optional(),
  weitere: z.string().optional(),
  gesellnr: z.string().optional(),
  /** The contract the line/document is currently assigned to. */
  current: z.boolean(),
});

/** The fields of a customer suggestion that can match the delivered data. */
export const KUNDEN_VERGLEICHSFELDER = [
  'name',
  'vorname',
  'kundennr',
  'street',
  'plz',
  'ort',
  'birthdate',
] as const;

/**
 * Customer suggestion on the assign page (reference §3). Beyond the reference: `green`, the fields that
 * match the delivered data (reference §2.11: "matching cells are highlighted green" in both tables).
 */
export const kundenVorschlag = z.object({
  name: z.string(),
  vorname: z.string().optional(),
  kundennr: z.string(),
  street: z.string().optional(),
  plz: z.string().optional(),
  ort: z.string().optional(),
  birthdate: teilDatum.optional(),
  maklernr: z.string().optional(),
  makler: z.string().optional(),
  gesellnr: z.string().optional(),
  green: z.array(z.enum(KUNDEN_VERGLEICHSFELDER)),
});

/** What the assign page assigns: an import line (reference §2.5) or a BiPRO document (§2.11). */
export const ZUORDNUNGS_QUELLEN = ['zeile', 'dokument'] as const;

/**
 * Everything the assign page shows (reference §3 "Assignment data"). Beyond the reference's field list:
 * `quelle`, what the id names (the page's hints differ); `policeNr`, the delivered policy number
 * the contract card shows (reference §2.11); `vermittlernummer`, the delivered intermediary number.
 */
export const zuordnungsDaten = z.object({
  quelle: z.enum(ZUORDNUNGS_QUELLEN),
  title: z.string(),
  assignMahnungAllowed: z.boolean(),
  fileName: z.string(),
  foreignName: z.string().optional(),
  foreignVorname: z.string().optional(),
  foreignBirthName: z.string().optional(),
  /** Comma-separated postcode, city, street. */
  foreignAddress: z.string().optional(),
  foreignBirthDate: teilDatum.optional(),
  /** The customer the delivery names in the portfolio, if known. */
  kundennr: z.string().optional(),
  cause: z.string().optional(),
  damageNumber: z.string().optional(),
  customerGesellId: z.string().optional(),
  foreignPersonId: z.string().optional(),
  sparteNr: z.string().optional(),
  vtgSparte: z.string().optional(),
  policeNr: z.string().optional(),
  vermittlernummer: z.string().optional(),
  /** The internal number, if known. */
  insuranceId: z.number().int().optional(),
  insurances: z.array(versicherungsVorschlag),
  customers: z.array(kundenVorschlag),
});
export type ZuordnungsDaten = z.infer<typeof zuordnungsDaten>;

export const zuordnungsAbfrage = z.object({
  id: z.coerce.number().int(),
  /** The customer-name search of the assign page. */
  name: nameFeld().optional(),
});

/** POST assign_gdv_kunde (reference §7). */
export const kundeZuordnen = z.object({
  /** The line (or document) being assigned. */
  docId: z.number().int(),
  /** The internal number of the contract it is assigned to. */
  mscInternalId: z.number().int(),
  /** The internal number the page showed as current: the assignment is refused if it changed meanwhile. */
  insuranceId: z.number().int().optional(),
  /** Toggle 'transfer insurance number': the delivered policy number goes into the contract. */
  setPoliceNr: z.boolean(),
  /** The insurer's customer number to keep with the contract's customer (default: the delivered one). */
  kundennr: nameFeld(LAENGEN.kennung).trim().optional(),
});
