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

/**
 * The most lines a file may have: its plan — every chunk with its byte range and reader state —
 * and the chunks' results travel in the state machine's state, which Step Functions limits to
 * 256 KB (a test in events/test checks that a plan of this size fits). A larger file is refused
 * with a message instead of failing in the Map state.
 */
export const HOECHSTE_DATEIZEILEN = 2_000_000;

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

/**
 * What a reader knows at the chunk's first line (the formats engine's `Lesestand`,
 * functions/src/formate/schnittstellen/fortsetzen.ts): whether the file began with a UTF-8 byte
 * order mark; for GDV the encoding once decided, the packages before the open one, and where the
 * open package's Vorsatz lines lie (read again for their versions; `weiter`: the Vorsatz goes
 * on at this line). Defaults are left out: the plan of a file travels in the state (256 KB).
 */
export const leseStand = z.object({
  bom: z.literal(true).optional(),
  kodierung: z.enum(['ISO-8859-1', 'CP850', 'UTF-8']).optional(),
  pakete: z.number().int().positive().optional(),
  vorsatz: z
    .object({
      byte: z.number().int().min(0),
      laenge: z.number().int().min(0),
      zeile: z.number().int().positive(),
      weiter: z.literal(true).optional(),
    })
    .optional(),
});
export type LeseStand = z.infer<typeof leseStand>;

/**
 * A chunk to read. Text and GDV files: `ab` — the chunk's bytes [von, bis) of the object and the
 * reader's state at its first line, so the chunk is read with a ranged GET from its own bytes.
 * XML (one chunk, the whole document): without `ab`.
 */
export const leseAbschnitt = abschnitt.extend({
  ab: z
    .object({ von: z.number().int().min(0), bis: z.number().int().min(0), stand: leseStand })
    .refine((a) => a.bis > a.von, { message: 'Ein Abschnitt hat mindestens ein Byte' })
    .optional(),
});
export type LeseAbschnitt = z.infer<typeof leseAbschnitt>;

export const lesePlan = z.object({ zeilen: z.number().int().min(0), abschnitte: z.array(leseAbschnitt) });
export type LesePlan = z.infer<typeof lesePlan>;

/** Payload of "Abschnitt lesen" (built by the Map state's ItemSelector). */
export const abschnittAuftrag = leseStart.extend({ abschnitt: leseAbschnitt });
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
