import { z } from 'zod';

/**
 * The download pipeline (Step Functions state machine "Abholstrecke"): one run of an access's
 * download job (reference §4 "Download job"). Lock the access and list its shipments → each shipment
 * alone (Map): get it, store its files and metadata, classify and assign them, and only then
 * acknowledge it → the run's statistics on the access, unlock. A shipment that fails after its
 * retries is caught inside its iteration: it stays unacknowledged (the insurer lists it again)
 * and the run goes on with the others. State names are part of the contract: the local
 * interpreter maps task states to their functions by name.
 */
export const ABHOL_ZUSTAENDE = {
  planen: 'Abholung vorbereiten',
  abholen: 'Lieferungen abholen',
  lieferungAbholen: 'Lieferung abholen',
  abschliessen: 'Abholung abschliessen',
  fehlgeschlagen: 'Abholung fehlgeschlagen',
} as const;

/**
 * Shipments one run takes on. An insurer lists what is waiting; the plan travels in the state
 * (256 KB): the rest waits for the next run, which the run's end starts at once when it left
 * some (`weitere`).
 */
export const HOECHSTE_LIEFERUNGEN_JE_LAUF = 1000;

/** What started a run: its schedule, a person (restart_job / restart_all_jobs), or the demo. */
export const abholAnlass = z.enum(['zeitplan', 'neustart', 'demo', 'fortsetzung']);

/** Input of the pipeline. */
export const abholStart = z.object({
  zugangId: z.number().int().positive(),
  /** The run; it holds the access's lock. */
  laufId: z.string().min(1),
  anlass: abholAnlass,
});
export type AbholStart = z.infer<typeof abholStart>;

/** A shipment as listed: what a Map iteration needs to get it. */
export const abholLieferung = z.object({
  id: z.string().min(1).max(100),
  kategorie: z.string().max(20),
  einstellzeitpunkt: z.string().max(40).optional(),
});
export type AbholLieferung = z.infer<typeof abholLieferung>;

export const abholPlan = z.object({
  abschnitte: z.array(abholLieferung),
  /** More shipments were listed than one run takes. */
  weitere: z.boolean(),
});
export type AbholPlan = z.infer<typeof abholPlan>;

/** Payload of "Lieferung abholen" (the Map's ItemSelector: the run's fields + the shipment). */
export const lieferungAuftrag = abholStart.extend({ abschnitt: abholLieferung });
export type LieferungAuftrag = z.infer<typeof lieferungAuftrag>;

/** What one shipment brought, by destination (the download overview's counts). */
export const abholZaehler = z.object({
  zugeordnet: z.number().int().min(0),
  nichtZugeordnet: z.number().int().min(0),
  gdv: z.number().int().min(0),
  abrechnungen: z.number().int().min(0),
  mahnungen: z.number().int().min(0),
  archiv: z.number().int().min(0),
});
export type AbholZaehler = z.infer<typeof abholZaehler>;

/** A Step Functions error as a Catch hands it over. */
const ausfall = z.object({ Error: z.string().optional(), Cause: z.string().optional() });

/**
 * A shipment's result: what it stored; `fehler` when it was stored but left unacknowledged;
 * `ausfall` when its task failed after its retries (the iteration's Catch).
 */
export const lieferungErgebnis = z.object({
  id: z.string(),
  zaehler: abholZaehler.optional(),
  fehler: z.string().optional(),
  ausfall: ausfall.optional(),
});
export type LieferungErgebnis = z.infer<typeof lieferungErgebnis>;

/** Input of "Abholung abschliessen". */
export const abholAbschluss = abholStart.extend({
  plan: abholPlan,
  ergebnisse: z.array(lieferungErgebnis),
});
export type AbholAbschluss = z.infer<typeof abholAbschluss>;

/** Input of "Abholung fehlgeschlagen": the Catch puts the error at $.fehler. */
export const abholFehler = abholStart.extend({ fehler: ausfall });
export type AbholFehler = z.infer<typeof abholFehler>;
