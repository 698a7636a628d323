/**
 * The API described (README "The API described"): the local stack serves the document at
 * /openapi.json without a sign-in, as the deployment does beside the site, and what it says of
 * a route holds — called at the document's server without a token, the route answers 401.
 */
import { describe, expect, inject, it } from 'vitest';
import { apiBeschreibung } from '@lieferdesk/shared';

describe('/openapi.json', () => {
  it('liefert die API-Beschreibung ohne Anmeldung, und ihre Routen verlangen eine', async () => {
    const basis = inject('stack').url;
    const antwort = await fetch(`${basis}/openapi.json`);
    expect(antwort.status).toBe(200);
    const dokument = (await antwort.json()) as {
      servers: { url: string }[];
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(dokument).toEqual(apiBeschreibung());

    const [pfad, operationen] = Object.entries(dokument.paths).find(([, o]) => 'get' in o)!;
    expect(operationen.get!.responses).toHaveProperty('401');
    const ohneToken = await fetch(`${basis}${dokument.servers[0]!.url}${pfad}`);
    expect(ohneToken.status).toBe(401);
  });
});
