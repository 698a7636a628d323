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
  nichtAbgeholt: 'Lieferung nicht abgeholt',
  abschliessen: 'Abholung abschliessen',
  fehlgeschlagen: 'Abholung fehlgeschlagen',
} as const;

/**
 * Shipments one run takes on. The plan travels in the machine's state (256 KiB with everything
 * else); the rest waits for the next run, which the run's end starts at once when it left some
 * (`weitere`) and acknowledged at least one shipment. The environment may set fewer, never more
 * (`ABHOL_LIEFERUNGEN_JE_LAUF`, functions/src/abholung/planen.ts): the tests' follow-up runs.
 */
export const HOECHSTE_LIEFERUNGEN_JE_LAUF = 1000;

/**
 * Bytes of the plan's shipments as JSON (UTF-8) at most: ids and texts of any characters (a
 * '€' is 3 bytes, an escaped quote 2) must not push the state past Step Functions' 256 KiB. With
 * the run's fields and a failure's Cause (32,768 characters) beside it, a state stays below the
 * limit (events/test/abholZustand.test.ts).
 */
export const ABHOL_PLAN_HOECHSTBYTES = 128 * 1024;

/** Field lengths of a listed shipment (BiPRO's own ids are far shorter). */
export const LIEFERUNG_LAENGEN = { id: 100, kategorie: 20, einstellzeitpunkt: 40 } as const;

/**
 * Errors of "Lieferung abholen" a retry cannot cure, by name (the Step Functions error is the
 * thrown error's name): the run lost its access (SperreVerloren), the insurer no longer has the
 * shipment (LieferungNichtAbholbar), the access cannot sign in (OhnePasswort), its service
 * address is refused or the service redirects (AdresseAbgelehnt, functions/src/bipro/dienstAdresse.ts).
 * The Map does not retry them: the iteration fails at once instead of after its retries.
 */
export const ABHOL_NICHT_WIEDERHOLEN = [
  'SperreVerloren',
  'LieferungNichtAbholbar',
  'OhnePasswort',
  'AdresseAbgelehnt',
] as const;

/** What started a run: its schedule, a person (restart_job / restart_all_jobs), or the demo. */
export const abholAnlass = z.enum(['zeitplan', 'neustart', 'demo', 'fortsetzung']);

/** Input of the pipeline. */
export const abholStart = z.object({
  zugangId: z.number().int().positive(),
  /** The run; it holds the access's lock. Also the execution's name (at most 80 characters). */
  laufId: z.string().min(1).max(80),
  anlass: abholAnlass,
});
export type AbholStart = z.infer<typeof abholStart>;

/** A shipment as listed: what a Map iteration needs to get it. */
export const abholLieferung = z.object({
  id: z.string().min(1).max(LIEFERUNG_LAENGEN.id),
  kategorie: z.string().max(LIEFERUNG_LAENGEN.kategorie),
  einstellzeitpunkt: z.string().max(LIEFERUNG_LAENGEN.einstellzeitpunkt).optional(),
});
export type AbholLieferung = z.infer<typeof abholLieferung>;

export const abholPlan = z.object({
  abschnitte: z.array(abholLieferung),
  /** More shipments were listed than one run takes. */
  weitere: z.boolean(),
});
export type AbholPlan = z.infer<typeof abholPlan>;

/**
 * The plan of a run from what the insurer listed (oldest first): as many as fit `hoechstens`
 * shipments (HOECHSTE_LIEFERUNGEN_JE_LAUF unless a deployment or test sets fewer) and
 * ABHOL_PLAN_HOECHSTBYTES; `weitere` when some were left.
 */
export function planBegrenzen(
  gelistet: readonly AbholLieferung[],
  hoechstens: number = HOECHSTE_LIEFERUNGEN_JE_LAUF,
): AbholPlan {
  const utf8 = new TextEncoder();
  const abschnitte: AbholLieferung[] = [];
  let bytes = 2;
  for (const l of gelistet) {
    bytes += utf8.encode(JSON.stringify(l)).length + 1;
    if (abschnitte.length >= hoechstens || bytes > ABHOL_PLAN_HOECHSTBYTES) break;
    abschnitte.push(l);
  }
  return { abschnitte, weitere: abschnitte.length < gelistet.length };
}

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
 * `ausfall` when its task failed after its retries (the iteration's Catch); `schonQuittiert` when
 * the insurer had it acknowledged before (04002) — listed again all the same, as an access that
 * asks for acknowledged shipments too (BestaetigeLieferungen) gets them, so no progress a
 * follow-up run could build on. Kept in the table per run and shipment, never in the state: the
 * Map's output is discarded.
 */
export const lieferungErgebnis = z.object({
  id: z.string(),
  zaehler: abholZaehler.optional(),
  fehler: z.string().optional(),
  ausfall: ausfall.optional(),
  schonQuittiert: z.literal(true).optional(),
});
export type LieferungErgebnis = z.infer<typeof lieferungErgebnis>;

/** Payload of "Lieferung nicht abgeholt": the shipment's payload, its error at $.fehler. */
export const lieferungAusfall = lieferungAuftrag.extend({ fehler: ausfall });
export type LieferungAusfall = z.infer<typeof lieferungAusfall>;

/** Input of "Abholung abschliessen": the run and its plan; the shipments' results are in the table. */
export const abholAbschluss = abholStart.extend({ plan: abholPlan });
export type AbholAbschluss = z.infer<typeof abholAbschluss>;

/** Input of "Abholung fehlgeschlagen": the Catch puts the error at $.fehler. */
export const abholFehler = abholStart.extend({ fehler: ausfall });
export type AbholFehler = z.infer<typeof abholFehler>;
