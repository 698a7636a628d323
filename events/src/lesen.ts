import { z } from 'zod';

/**
 * The read pipeline (Step Functions state machine "Lesestrecke"): its input, the payloads
 * between its states and the names of its states. The local interpreter maps task states to
 * their functions by these names, so they are part of the contract.
 */
export const LESE_ZUSTAENDE = {
  planen: 'Abschnitte planen',
  lesen: 'Abschnitte lesen',
  abschnittLesen: 'Abschnitt lesen',
  abschliessen: 'Lesen abschliessen',
  fehlgeschlagen: 'Lesen fehlgeschlagen',
} as const;

/** Lines per chunk: a chunk is one partition of the line items and one Map iteration. */
export const ABSCHNITT_ZEILEN = 2000;

/** Input of the read pipeline: a registered, locked file. */
export const leseStart = z.object({
  dateiId: z.number().int().positive(),
  bucket: z.string().min(1),
  key: z.string().min(1),
  schnittstelleId: z.number().int().positive(),
  /** The run that holds the file's lock; every task checks it still does. */
  laufId: z.string().min(1),
});
export type LeseStart = z.infer<typeof leseStart>;

/** One chunk: 1-based physical lines zeileVon..zeileBis of the file. */
export const abschnitt = z.object({
  nr: z.number().int().min(0),
  zeileVon: z.number().int().positive(),
  zeileBis: z.number().int().positive(),
});
export type Abschnitt = z.infer<typeof abschnitt>;

export const lesePlan = z.object({ zeilen: z.number().int().min(0), abschnitte: z.array(abschnitt) });
export type LesePlan = z.infer<typeof lesePlan>;

/** Payload of "Abschnitt lesen" (built by the Map state's ItemSelector). */
export const abschnittAuftrag = leseStart.extend({ abschnitt });
export type AbschnittAuftrag = z.infer<typeof abschnittAuftrag>;

export const abschnittErgebnis = z.object({
  nr: z.number().int().min(0),
  zeilen: z.number().int().min(0),
  fehlerhaft: z.number().int().min(0),
});
export type AbschnittErgebnis = z.infer<typeof abschnittErgebnis>;

/** Input of "Lesen abschliessen": the state after the Map (plan and per-chunk results). */
export const leseAbschluss = leseStart.extend({
  plan: lesePlan,
  ergebnisse: z.array(abschnittErgebnis),
});
export type LeseAbschluss = z.infer<typeof leseAbschluss>;

/** Input of "Lesen fehlgeschlagen": the Catch puts the error at $.fehler. */
export const leseFehler = leseStart.extend({
  fehler: z.object({ Error: z.string().optional(), Cause: z.string().optional() }),
});
export type LeseFehler = z.infer<typeof leseFehler>;
