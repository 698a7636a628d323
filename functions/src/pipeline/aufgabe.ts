/**
 * The frame of every Step Functions task: its log lines carry the run id as correlation id (and
 * the file), the metrics it records are published at its end (metriken.ts), and a failure is
 * logged, then thrown on unchanged — its name becomes the Step
 * Functions error the Catch reads, its message the reason "…fehlgeschlagen" records.
 */
import type { Context } from 'aws-lambda';
import { fehlerProtokollieren, imAufruf } from '../log';
import { mitMetriken } from '../metriken';

/** Run and file of a task's input, read before it is parsed (a broken input is logged too). */
function laufVon(eingabe: unknown): { laufId?: string; dateiId?: number } {
  if (typeof eingabe !== 'object' || eingabe === null) return {};
  const { laufId, dateiId } = eingabe as { laufId?: unknown; dateiId?: unknown };
  return {
    ...(typeof laufId === 'string' ? { laufId } : {}),
    ...(typeof dateiId === 'number' ? { dateiId } : {}),
  };
}

/** `kontext` is the Lambda's, absent where a test calls the task: its remaining time bounds long work. */
export function aufgabe<T>(
  ausfuehren: (eingabe: unknown, kontext?: Context) => Promise<T>,
): (eingabe: unknown, kontext?: Context) => Promise<T> {
  return (eingabe, kontext) => {
    const { laufId, dateiId } = laufVon(eingabe);
    return imAufruf(
      laufId,
      kontext,
      () =>
        mitMetriken(async () => {
          try {
            return await ausfuehren(eingabe, kontext);
          } catch (fehler) {
            fehlerProtokollieren('Aufgabe fehlgeschlagen', fehler);
            throw fehler;
          }
        }),
      dateiId === undefined ? {} : { dateiId },
    );
  };
}
