import type { z } from 'zod';
import type { Berechtigung } from '../permissions';

/** Every API path sits under this base (reference §7). */
export const API_BASIS = '/MSC3/restful';

export type HttpMethode = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a route's handler touches beyond its answer: from this declaration the CDK stack builds
 * the IAM grants of the route's function (nothing else gets any), and the local stack refuses
 * every request of the handler it does not cover, so the API tests prove the declaration.
 */
export interface Zugriff {
  /** The table: no access, read only, or read and write. */
  tabelle: 'keine' | 'lesen' | 'schreiben';
  /** The state machines the handler starts (events/src/strecken.ts). */
  strecken?: readonly ('lesen' | 'verarbeiten' | 'abholen' | 'interfacelauf' | 'export')[];
  /**
   * The inbox bucket: read its objects (`true`: all of them; else only those under these prefixes
   * — a route that presigns links to stored BiPRO files reads `bipro/` alone); put objects only
   * under these prefixes (the presigned upload target, the copy of a registered upload). Drops
   * under `eingang/` come from outside: no function puts or deletes there.
   */
  inbox?: {
    lesen?: true | readonly 'bipro/'[];
    schreiben?: readonly ('upload/' | 'ablage/')[];
    /** Delete objects only under these prefixes. */
    loeschen?: readonly ('upload/' | 'ablage/')[];
  };
  /**
   * The documents bucket: read (settlement protocols); `export`: read list exports under
   * `export/` only (the presigned GET the export status route hands out — the export run, no
   * route, writes them).
   */
  dokumente?: { lesen?: true; export?: true };
  /**
   * EventBridge Scheduler: create, replace and delete the product's schedules (download jobs,
   * planned interface runs; functions/src/zeitplaene). The schedules start their machines with a
   * role of their own: declaring this grants no start of a machine.
   */
  zeitplaene?: true;
  /**
   * Secrets Manager (functions/src/geheimnisse): `schreiben` sets and deletes secrets (the
   * passwords of BiPRO accesses) and cannot read them back, so an API that takes a password never
   * answers it; `lesen` reads them (the work that signs in at the insurer).
   */
  geheimnisse?: 'schreiben' | 'lesen';
}

/**
 * `schwer`: the route does bulk work (a run over a whole file, a file read or tested, an upload,
 * a list read over the months of a range, a pipeline run started): the API stage throttles it
 * tighter, and a deployment may cap its function's concurrency, so one user's calls cannot take
 * the account's Lambda concurrency from the rest of the API and the pipelines.
 */
export type Last = 'schwer';

/** The change log's areas (entities/aenderung.ts), kept here by name so routes stay free of entities. */
export type Aenderungsbereich =
  | 'zugang'
  | 'gesellschaftZugang'
  | 'schnittstelle'
  | 'kategorie'
  | 'kategorieAusnahme'
  | 'blacklist'
  | 'interfacelauf';

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
  /** Required once the route is implemented (`route()` refuses an implemented one without). */
  zugriff?: Zugriff;
  last?: Last;
  /**
   * A setting staff change: each successful call writes an entry of the change log in this area
   * (who, when, what the request set; http/api-handler.ts).
   */
  aenderungsbereich?: Aenderungsbereich;
}

/** An implemented route: its access is declared. */
export type UmgesetzteRoute = Route & { umgesetzt: true; zugriff: Zugriff };

/** An entry of the route table: implemented with its access declared, or not implemented yet. */
export type RoutenEintrag<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = Route<Q, B, R> &
  ({ umgesetzt: true; zugriff: Zugriff } | { umgesetzt?: undefined });

/** Keeps the literal types of a route so the typed client can infer query, body and answer. */
export function route<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  r: RoutenEintrag<Q, B, R>,
): Route<Q, B, R> {
  return r;
}

export type QueryVon<T> = T extends Route<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyVon<T> = T extends Route<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type AntwortVon<T> = T extends Route<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
