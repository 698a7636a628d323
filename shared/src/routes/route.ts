import type { z } from 'zod';
import type { Berechtigung } from '../permissions';

/** Every API path sits under this base (spec §7). */
export const API_BASIS = '/MSC3/restful';

export type HttpMethode = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint: the contract between web, handler, infrastructure and tests.
 * `handler` is the name of the module in functions/src/handlers/ that serves it.
 */
export interface Route<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  methode: HttpMethode;
  /** Path below API_BASIS, e.g. `/bipro_kategorien`. */
  pfad: string;
  query?: Q;
  body?: B;
  antwort: R;
  /** Answers with a file instead of JSON. */
  download?: boolean;
  berechtigung: Berechtigung;
  handler: string;
  /**
   * Set on a route whose handler module exists: only these are deployed, mounted locally and
   * tested in the authorization matrix. Pinned here rather than found on disk, so a mistyped
   * handler name fails a test instead of silently dropping the endpoint.
   */
  umgesetzt?: true;
}

/** Keeps the literal types of a route so the typed client can infer query, body and answer. */
export function route<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  r: Route<Q, B, R>,
): Route<Q, B, R> {
  return r;
}

export type QueryVon<T> = T extends Route<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyVon<T> = T extends Route<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type AntwortVon<T> = T extends Route<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
