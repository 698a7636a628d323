/**
 * The wrapper's answers that come before any data access: the real handlers, called with API
 * Gateway v2 events as the JWT authorizer delivers them (claims already verified).
 */
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { keineBerechtigung, konflikt, nichtGefunden, ungueltig, type Fachfehler } from '../src/domain/fehler';
import { apiHandler } from '../src/http/api-handler';
import type { ApiEvent } from '../src/http/api-handler';
import { handler as ich } from '../src/handlers/benutzer-ich';
import { handler as anlegen } from '../src/handlers/kategorie-anlegen';
import { handler as importFilter } from '../src/handlers/import-filter';

function event(claims: Record<string, unknown> | undefined, body?: string): ApiEvent {
  return {
    version: '2.0',
    routeKey: 'X',
    rawPath: '/',
    rawQueryString: '',
    headers: {},
    body,
    isBase64Encoded: false,
    requestContext: { authorizer: claims ? { jwt: { claims, scopes: [] } } : undefined },
  } as unknown as ApiEvent;
}
const kontext = {} as Context;
const inhalt = (a: { body?: string }) => JSON.parse(a.body ?? '{}');

describe('API-Wrapper', () => {
  it('liefert den Benutzer mit seinen Rechten aus den Claims (API-Gateway-Form der Gruppen)', async () => {
    const antwort = await ich(
      event({ sub: 's', 'cognito:username': 'huber', 'cognito:groups': '[FA VIEW_BROKER_AS_INTERN]' }),
      kontext,
    );
    expect(antwort.statusCode).toBe(200);
    expect(inhalt(antwort)).toMatchObject({
      name: 'huber',
      rollen: ['FA', 'VIEW_BROKER_AS_INTERN'],
      rechte: { importLesen: true, intern: false },
    });
  });

  it('401 ohne Claims, 403 ohne Recht – mit deutscher Meldung auch im fehlertext-Header', async () => {
    const ohne = await ich(event(undefined), kontext);
    expect(ohne.statusCode).toBe(401);
    expect(inhalt(ohne).message).toBe(MELDUNGEN.nichtAngemeldet);
    const verboten = await anlegen(event({ sub: 's', 'cognito:groups': ['INTERN'] }, '{}'), kontext);
    expect(verboten.statusCode).toBe(403);
    expect(decodeURIComponent(String(verboten.headers?.fehlertext))).toBe(MELDUNGEN.keineBerechtigung);
  });

  it('400 für kaputtes JSON und für ungültige Felder, bevor etwas geschrieben wird', async () => {
    const claims = { sub: 's', 'cognito:groups': ['KATEGORIEN_SETZEN'] };
    const kaputt = await anlegen(event(claims, '{"gevoArt":'), kontext);
    expect(kaputt.statusCode).toBe(400);
    expect(inhalt(kaputt).message).toBe(MELDUNGEN.ungueltigesJson);
    const falsch = await anlegen(
      event(
        claims,
        JSON.stringify({ gevoArt: 'x', hauptKategorie: 'a', unterKategorie: 'b', kategorieFK: 1 }),
      ),
      kontext,
    );
    expect(falsch.statusCode).toBe(400);
    expect(inhalt(falsch).fehler).toEqual([{ feld: 'body.gevoArt', grund: MELDUNGEN.gevoArtErforderlich }]);
  });

  it('400 auch mit zods eigenen Meldungen auf Deutsch (eine Zeilennummer jenseits jeder Ganzzahl)', async () => {
    const antwort = await importFilter(
      event(
        { sub: 's', 'cognito:groups': ['VIEW_INTERN'] },
        JSON.stringify({ filename: 'x', lineFrom: 1e308, modus: 1 }),
      ),
      kontext,
    );
    expect(antwort.statusCode).toBe(400);
    expect(inhalt(antwort).fehler).toEqual([
      { feld: 'body.lineFrom', grund: 'Zu groß: erwartet, dass int <=9007199254740991 ist' },
    ]);
  });

  it('übersetzt die Fachfehler der Anwendungsfälle in 404, 403, 409 und 400 mit ihrem Grund', async () => {
    const faelle: [Fachfehler, number][] = [
      [nichtGefunden('Datei 7 nicht gefunden.'), 404],
      [keineBerechtigung(), 403],
      [konflikt('Datei 7 ist gesperrt.'), 409],
      [ungueltig('Feld fehlt.', [{ feld: 'body.x', grund: 'fehlt' }]), 400],
    ];
    for (const [fehler, status] of faelle) {
      const h = apiHandler(ROUTEN.ich, async () => {
        throw fehler;
      });
      const antwort = await h(event({ sub: 's', 'cognito:groups': ['INTERN'] }), kontext);
      expect(antwort.statusCode).toBe(status);
      expect(inhalt(antwort).message).toBe(fehler.message);
      expect(decodeURIComponent(String(antwort.headers?.fehlertext))).toBe(fehler.message);
    }
    const mitFeldern = await apiHandler(ROUTEN.ich, async () => {
      throw ungueltig('Feld fehlt.', [{ feld: 'body.x', grund: 'fehlt' }]);
    })(event({ sub: 's', 'cognito:groups': ['INTERN'] }), kontext);
    expect(inhalt(mitFeldern).fehler).toEqual([{ feld: 'body.x', grund: 'fehlt' }]);
  });
});
