import { z } from 'zod';
import { abschnitt } from './lesen';

/**
 * The processing pipeline (Step Functions state machine "Verarbeitungsstrecke"): everything a
 * person starts on a file that has been read — evaluate, book, settle (full or error protocol)
 * and the three deletes (reference §4 "Bulk actions on an import file", delZahl 1–3). One machine
 * for all of them, parametrised by `art`: the steps are the same for every kind — plan the
 * chunks, work the chunks in parallel, finish — and one machine keeps one set of Retry and Catch
 * rules, one lock discipline and one progress record correct instead of seven.
 *
 * The chunks are the partitions of the file's lines (ABSCHNITT_ZEILEN lines each, the same the
 * read pipeline wrote), so a chunk is one Query of one partition. State names are part of the
 * contract: the local interpreter maps task states to their functions by name.
 */
export const VERARBEITUNGS_ZUSTAENDE = {
  planen: 'Verarbeitung planen',
  verarbeiten: 'Abschnitte verarbeiten',
  abschnittVerarbeiten: 'Abschnitt verarbeiten',
  abschliessen: 'Verarbeitung abschliessen',
  fehlgeschlagen: 'Verarbeitung fehlgeschlagen',
} as const;

/**
 * Errors of "Abschnitt verarbeiten" a retry cannot cure, by name (the Step Functions error is the
 * thrown error's name): the run lost the file — unlocked in the monitor or taken over
 * (SperreVerloren, functions/src/domain/sperreVerloren.ts), or deleted (DateiFehlt,
 * functions/src/pipeline/lesen/fehler.ts). The Map does not retry them: the run fails at once.
 */
export const VERARBEITUNGS_NICHT_WIEDERHOLEN = ['SperreVerloren', 'DateiFehlt'] as const;

/** The kinds of work (reference §4, §7): each one route of the route table. */
export const VERARBEITUNGS_ARTEN = [
  'auswerten',
  'buchen',
  'abrechnen',
  'abrechnenFehlerprotokoll',
  /** delZahl 1 */
  'buchungenLoeschen',
  /** delZahl 2 */
  'auswertungLoeschen',
  /** delZahl 3 */
  'dateiLoeschen',
] as const;
export const verarbeitungsArt = z.enum(VERARBEITUNGS_ARTEN);
export type VerarbeitungsArt = z.infer<typeof verarbeitungsArt>;

/** Input of the pipeline: a read file, locked by the run `laufId`. */
export const verarbeitungsStart = z.object({
  art: verarbeitungsArt,
  dateiId: z.number().int().positive(),
  /** The run that holds the file's lock; also the progress record's id and the API's threadId/workerId. */
  laufId: z.string().min(1),
  /** Who started the run (user name), for the journals. */
  benutzer: z.string().min(1),
  /**
   * The uploading broker's structure, when the broker himself starts the evaluation: the
   * brokers whose lines his file may carry (domain makler.ts); empty otherwise. Always present:
   * the Map's ItemSelector copies every field by path, and a missing path fails the state.
   */
  struktur: z.array(z.string().min(1)),
});
export type VerarbeitungsStart = z.infer<typeof verarbeitungsStart>;

export const verarbeitungsPlan = z.object({
  /** Physical lines of the file (the progress counts these). */
  zeilen: z.number().int().min(0),
  abschnitte: z.array(abschnitt),
});
export type VerarbeitungsPlan = z.infer<typeof verarbeitungsPlan>;

/** Payload of "Abschnitt verarbeiten" (built by the Map state's ItemSelector). */
export const verarbeitungsAuftrag = verarbeitungsStart.extend({ abschnitt });
export type VerarbeitungsAuftrag = z.infer<typeof verarbeitungsAuftrag>;

/**
 * What a chunk did, as named counters (lines evaluated, faulty, contracts created …); the
 * finishing step sums them over the chunks. Counters only: a chunk's result must stay small,
 * the Map's collected results share the state's 256 KB with everything else.
 */
export const verarbeitungsErgebnis = z.object({
  nr: z.number().int().min(0),
  zaehler: z.record(z.string(), z.number().int()),
});
export type VerarbeitungsErgebnis = z.infer<typeof verarbeitungsErgebnis>;

/** Input of "Verarbeitung abschliessen": the state after the Map. */
export const verarbeitungsAbschluss = verarbeitungsStart.extend({
  plan: verarbeitungsPlan,
  ergebnisse: z.array(verarbeitungsErgebnis),
});
export type VerarbeitungsAbschluss = z.infer<typeof verarbeitungsAbschluss>;

/** Input of "Verarbeitung fehlgeschlagen": the Catch puts the error at $.fehler. */
export const verarbeitungsFehler = verarbeitungsStart.extend({
  fehler: z.object({ Error: z.string().optional(), Cause: z.string().optional() }),
});
export type VerarbeitungsFehler = z.infer<typeof verarbeitungsFehler>;

/** The counters of several chunks added up (a counter missing in a chunk counts 0). */
export function zaehlerSumme(
  ergebnisse: readonly Pick<VerarbeitungsErgebnis, 'zaehler'>[],
): Record<string, number> {
  const summe: Record<string, number> = {};
  for (const e of ergebnisse)
    for (const [name, wert] of Object.entries(e.zaehler)) summe[name] = (summe[name] ?? 0) + wert;
  return summe;
}
