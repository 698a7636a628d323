/**
 * The API described as OpenAPI 3.1, generated from the route table and its zod schemas (zod's own
 * JSON Schema output), so it cannot say what the handlers do not check: each implemented route's
 * method and path, query parameters, body and answer, the permission it needs with the roles that
 * grant it (rollenDerBerechtigung.ts), the authorizer, and the error answers every handler shares
 * (functions/src/http/api-handler.ts). `npm run openapi` writes it to docs/openapi.json; the local
 * stack serves it at /openapi.json, the deployment beside the site.
 */
import { z } from 'zod';
import { ROLLEN_BESCHREIBUNG } from '../roles';
import { rollenDerBerechtigung } from '../rollenDerBerechtigung';
import { ROUTEN_GRUPPEN } from './index';
import { API_BASIS, type Route } from './route';

type Schema = Record<string, unknown>;

const FEHLER_SCHEMA: Schema = {
  type: 'object',
  description:
    'Eine Fehlerantwort: der Grund auf Deutsch, bei ungültigen Anfragen jedes Feld mit seinem Grund.',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    fehler: {
      type: 'array',
      items: {
        type: 'object',
        required: ['feld', 'grund'],
        properties: { feld: { type: 'string', examples: ['body.fileName'] }, grund: { type: 'string' } },
      },
    },
  },
};

const fehlerAntwort = (text: string) => ({
  description: text,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Fehler' } } },
});

/** zod's JSON Schema of a request part (as sent) or an answer (as answered), without its dialect line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Schema {
  const { $schema: _dialekt, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Schema;
  return rest;
}

/** The query schema as parameters: each property one, required as the schema says. */
function parameter(query: z.ZodType): Schema[] {
  const schema = jsonSchema(query, 'input');
  const felder = (schema.properties ?? {}) as Record<string, Schema>;
  const pflicht = new Set((schema.required ?? []) as string[]);
  return Object.entries(felder).map(([name, s]) => ({
    name,
    in: 'query',
    required: pflicht.has(name),
    schema: s,
    ...(s.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

function berechtigungsText(r: Route): string {
  const saetze = rollenDerBerechtigung(r.berechtigung);
  const rollen = saetze.some((s) => s.length === 0)
    ? 'jeder angemeldete Benutzer (den Datenbereich — eigene Maklernummer, Struktur — prüft der Handler)'
    : saetze
        .map((s) => s.map((rolle) => `${rolle} (${ROLLEN_BESCHREIBUNG[rolle]})`).join(' und '))
        .join('; oder ');
  return `Berechtigung „${r.berechtigung}“: ${rollen}.`;
}

function operation(r: Route, bereich: string): Schema {
  const antwort = r.download
    ? {
        description: 'Die Datei; ihr Name steht in Content-Disposition.',
        content: {
          'application/octet-stream': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      }
    : { description: 'Erfolg', content: { 'application/json': { schema: jsonSchema(r.antwort, 'output') } } };
  return {
    operationId: r.id,
    tags: [bereich],
    description: [
      berechtigungsText(r),
      r.last === 'schwer'
        ? 'Schwere Route: enger gedrosselt, ihre Funktion in der Nebenläufigkeit begrenzt.'
        : '',
      r.aenderungsbereich
        ? `Jeder erfolgreiche Aufruf schreibt das Änderungsprotokoll (Bereich „${r.aenderungsbereich}“).`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    'x-berechtigung': r.berechtigung,
    'x-rollen': rollenDerBerechtigung(r.berechtigung),
    ...(r.query ? { parameters: parameter(r.query) } : {}),
    ...(r.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(r.body, 'input') } },
          },
        }
      : {}),
    responses: {
      '200': antwort,
      ...(r.query || r.body
        ? { '400': fehlerAntwort('Ungültige Anfrage: jedes Feld mit seinem Grund.') }
        : {}),
      '401': fehlerAntwort('Nicht angemeldet: kein oder ein abgelaufenes Token.'),
      '403': fehlerAntwort('Keine Berechtigung für diese Route oder diesen Datensatz.'),
      default: fehlerAntwort(
        'Weitere Fehler mit deutschem Grund: 404 (nicht gefunden oder außerhalb des eigenen Datenbereichs), ' +
          '409 (Konflikt, z. B. ein Lauf hält die Datei), 413 (zu groß), 429 (gedrosselt), 500.',
      ),
    },
  };
}

/** The document; `server` is where the API answers (the deployment names its endpoint). */
export function apiBeschreibung(o: { server?: string } = {}): Schema {
  const pfade: Record<string, Record<string, Schema>> = {};
  for (const [bereich, routen] of Object.entries(ROUTEN_GRUPPEN))
    for (const r of Object.values(routen) as Route[]) {
      if (!r.umgesetzt) continue;
      (pfade[r.pfad] ??= {})[r.methode.toLowerCase()] = operation(r, bereich);
    }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lieferdesk API',
      version: '1',
      description:
        'Die API der Web-App: jede Route mit ihrer Berechtigung. Angemeldet wird über Cognito; das ID-Token geht als Bearer-Token mit.',
    },
    servers: [{ url: o.server ?? API_BASIS }],
    security: [{ cognito: [] }],
    tags: Object.keys(ROUTEN_GRUPPEN).map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(pfade).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        cognito: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'Das ID-Token des Cognito-Benutzerpools; der JWT-Authorizer des API Gateway prüft es, die Rollen stehen in cognito:groups.',
        },
      },
      schemas: { Fehler: FEHLER_SCHEMA },
    },
  };
}
