/**
 * The typed API client. Every call goes through a route of the shared route table, so paths,
 * query, body and answer types come from one place — components never write a URL.
 */
import { fetchAuthSession } from 'aws-amplify/auth';
import {
  API_BASIS,
  MELDUNGEN,
  type AntwortVon,
  type BodyVon,
  type QueryVon,
  type Route,
} from '@lieferdesk/shared';
import { konfiguration } from '../config';

export interface FeldFehler {
  /** As the API names it, e.g. `body.hauptKategorie`. */
  feld: string;
  grund: string;
}

/** A non-2xx answer of the API (or no answer at all: status 0). */
export class ApiFehler extends Error {
  readonly status: number;
  readonly fehler: FeldFehler[];
  /** The `fehlertext` header some endpoints set (reference §8: shown on assign failure). */
  readonly fehlertext?: string;

  constructor(status: number, message: string, fehler: FeldFehler[] = [], fehlertext?: string) {
    super(message);
    this.name = 'ApiFehler';
    this.status = status;
    this.fehler = fehler;
    this.fehlertext = fehlertext;
  }

  /** The field errors by field name without the `body.` / `query.` prefix. */
  feldFehler(): Record<string, string> {
    const ergebnis: Record<string, string> = {};
    for (const f of this.fehler) {
      const feld = f.feld.replace(/^(body|query)\./, '');
      ergebnis[feld] ??= f.grund;
    }
    return ergebnis;
  }
}

type OhneWert<T> = unknown extends T ? true : false;

/** Query and body are required exactly when the route declares them. */
export type RufOptionen<T extends Route> = (OhneWert<QueryVon<T>> extends true
  ? { query?: undefined }
  : { query: QueryVon<T> }) &
  (OhneWert<BodyVon<T>> extends true ? { body?: undefined } : { body: BodyVon<T> }) & {
    signal?: AbortSignal;
  };

type OptionenArgument<T extends Route> =
  Record<string, never> extends RufOptionen<T> ? [optionen?: RufOptionen<T>] : [optionen: RufOptionen<T>];

/** `?a=1&b=x&id=1&id=2` from a query object; undefined and null are left out, arrays repeat. */
export function queryText(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const parameter = new URLSearchParams();
  for (const [name, wert] of Object.entries(query)) {
    for (const einzel of Array.isArray(wert) ? wert : [wert]) {
      if (einzel === undefined || einzel === null) continue;
      parameter.append(name, einzel instanceof Date ? einzel.toISOString() : String(einzel));
    }
  }
  const text = parameter.toString();
  return text ? `?${text}` : '';
}

export function routenUrl(route: Route, query?: unknown): string {
  return `${konfiguration().apiUrl}${API_BASIS}${route.pfad}${queryText(query)}`;
}

/** The Cognito ID token: it carries the groups and the custom claims the API reads. */
async function idToken(): Promise<string> {
  try {
    const sitzung = await fetchAuthSession();
    const token = sitzung.tokens?.idToken?.toString();
    if (token) return token;
  } catch {
    // falls through to "not signed in"
  }
  throw new ApiFehler(401, MELDUNGEN.nichtAngemeldet);
}

function istFeldFehlerListe(wert: unknown): wert is FeldFehler[] {
  return (
    Array.isArray(wert) &&
    wert.every(
      (f) => typeof f === 'object' && f !== null && typeof f.feld === 'string' && typeof f.grund === 'string',
    )
  );
}

/** HTTP headers carry only Latin-1, so the API sends the German text URI-encoded. */
function headerText(wert: string | null): string | undefined {
  if (!wert) return undefined;
  try {
    return decodeURIComponent(wert);
  } catch {
    return wert;
  }
}

async function fehlerAus(antwort: Response): Promise<ApiFehler> {
  const fehlertext = headerText(antwort.headers.get('fehlertext'));
  let message: string | undefined;
  let fehler: FeldFehler[] = [];
  const text = await antwort.text().catch(() => '');
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json === 'object' && json !== null) {
      const o = json as Record<string, unknown>;
      if (typeof o.message === 'string' && o.message !== '') message = o.message;
      if (istFeldFehlerListe(o.fehler)) fehler = o.fehler;
    }
  } catch {
    // not JSON: a gateway or proxy answered
  }
  if (message === undefined) {
    if (fehlertext) message = fehlertext;
    else if (antwort.status === 401) message = MELDUNGEN.nichtAngemeldet;
    else if (antwort.status === 403) message = MELDUNGEN.keineBerechtigung;
    else if (antwort.status === 404) message = MELDUNGEN.unbekannterPfad;
    else message = MELDUNGEN.internerFehler;
  }
  return new ApiFehler(antwort.status, message, fehler, fehlertext);
}

/** Calls one route of the table and returns its typed answer; throws ApiFehler on failure. */
export async function rufe<T extends Route>(
  route: T,
  ...[optionen]: OptionenArgument<T>
): Promise<AntwortVon<T>> {
  const { query, body, signal } = (optionen ?? {}) as {
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  const headers: Record<string, string> = {
    Authorization: `Bearer ${await idToken()}`,
    Accept: route.download ? '*/*' : 'application/json',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let antwort: Response;
  try {
    antwort = await fetch(routenUrl(route, query), {
      method: route.methode,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiFehler(0, MELDUNGEN.serverNichtErreichbar);
  }
  if (!antwort.ok) throw await fehlerAus(antwort);

  if (route.download) return (await antwort.blob()) as AntwortVon<T>;
  const text = await antwort.text();
  const daten: unknown = text === '' ? {} : JSON.parse(text);
  if (import.meta.env.DEV) {
    const pruefung = route.antwort.safeParse(daten);
    if (!pruefung.success) console.warn(`Antwort von ${route.id} passt nicht zum Schema`, pruefung.error);
  }
  return daten as AntwortVon<T>;
}
