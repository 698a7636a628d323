/**
 * The authorization matrix, generated from the route table: every implemented route × every
 * role (a demo user holding exactly that role) is either allowed or answered with 403; without
 * a token, or with a forged one, every route answers 401. Permission is checked before the input
 * is parsed, so allowed calls with empty input end in 200/400/404 — never 401/403 — and change
 * nothing.
 *
 * The matrix follows whatever permission a route declares; what holds the declarations themselves
 * is a table written by hand from reference §6 "Rules by area", one rule per route file.
 */
import { describe, expect, it } from 'vitest';
import {
  API_BASIS,
  hatBerechtigung,
  ROLLEN,
  ROUTEN_GRUPPEN,
  type Berechtigung,
  type Route,
  type RoutenGruppenName,
  type RoutenId,
} from '@lieferdesk/shared';
import { implementierteRouten } from '@lieferdesk/functions/routes';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../infra/local/cognito';
import { DEMO_BENUTZER, DEMO_PASSWORT } from '../../infra/local/demo/benutzer';
import { idToken, rufe } from '../helpers/api';
import { inject } from 'vitest';

const routen = implementierteRouten();
const einzelrollen = ROLLEN.map((rolle) => {
  const benutzer = DEMO_BENUTZER.find((b) => b.rollen.length === 1 && b.rollen[0] === rolle);
  if (!benutzer) throw new Error(`Kein Demo-Benutzer mit genau der Rolle ${rolle}`);
  return { rolle, benutzer };
});

function erwartet(route: Route, rolle: (typeof ROLLEN)[number]) {
  return hatBerechtigung({ id: 'x', name: 'x', rollen: [rolle], struktur: [] }, route.berechtigung);
}

/** A token whose payload was changed after signing: the signature no longer matches. */
function gefaelscht(token: string): string {
  const [kopf, inhalt, signatur] = token.split('.');
  const claims = JSON.parse(Buffer.from(inhalt!, 'base64url').toString());
  claims['cognito:groups'] = [...ROLLEN];
  return [kopf, Buffer.from(JSON.stringify(claims)).toString('base64url'), signatur].join('.');
}

/**
 * Reference §6 per route file: the permission of its routes, and the routes that differ. Written
 * from the reference, not from the route table: a route declared with another permission fails.
 */
const NACH_REFERENZ: Record<
  RoutenGruppenName,
  { standard: Berechtigung; abweichend?: Partial<Record<RoutenId, Berechtigung>> }
> = {
  benutzer: { standard: 'angemeldet' },
  // Categories: everyone signed in reads; adding, editing, deleting is kategorienSetzen.
  kategorien: {
    standard: 'kategorienSetzen',
    abweichend: { kategorienListe: 'angemeldet', kategorieLaden: 'angemeldet' },
  },
  // The insurer mapping (§2.2, §2.3) is intern.
  gesellschaftZugang: { standard: 'intern' },
  // Import read/evaluate: importLesen; the full filter's extra actions ('Datei löschen', the -4
  // error export): vollerFilter; the shared company loader and the assign page, which BiPRO
  // documents share (§2.11, §7): every signed-in user, the data scope in the handler.
  datenimport: {
    standard: 'importLesen',
    abweichend: {
      importDateiLoeschen: 'vollerFilter',
      fehlerExcelHerunterladen: 'vollerFilter',
      importGesellschaften: 'angemeldet',
      datensatzZuordnenLaden: 'angemeldet',
      kundeZuordnen: 'angemeldet',
    },
  },
  // The download overview: every signed-in user (restart only where the server allows it).
  downloadUebersicht: { standard: 'angemeldet' },
  // The access page (§2.6) is for internal users.
  zugaenge: { standard: 'intern' },
  // BiPRO lists: every signed-in user; reading a file into the import keeps importLesen;
  // restoring deleted files is for the full filter alone.
  courtage: {
    standard: 'angemeldet',
    abweichend: { courtageEinlesen: 'importLesen', courtageZeilenWiederherstellen: 'vollerFilter' },
  },
  // Interface administration: intern; everyone with importLesen views and tests.
  schnittstellen: {
    standard: 'intern',
    abweichend: {
      schnittstellenFilter: 'importLesen',
      schnittstelleLaden: 'importLesen',
      schnittstelleTesten: 'importLesen',
      schnittstellenOptionen: 'importLesen',
    },
  },
  archiv: { standard: 'angemeldet' },
  // The blacklist: everyone reads it, intern saves it.
  dokumente: {
    standard: 'angemeldet',
    abweichend: { maklerBlacklistSpeichern: 'intern', dokumenteWiederherstellen: 'vollerFilter' },
  },
  lieferungen: { standard: 'angemeldet' },
  gdvDateien: { standard: 'angemeldet', abweichend: { gdvDateienWiederherstellen: 'vollerFilter' } },
  // The monitor: importLesen; planned runs saved and deleted: intern.
  importMonitor: {
    standard: 'importLesen',
    abweichend: { interfacelaufSpeichern: 'intern', interfacelaufLoeschen: 'intern' },
  },
  // Category exceptions: intern.
  ausnahmen: { standard: 'intern' },
  // The portfolio pages: every signed-in user, the data scope in the handler (404 outside it).
  bestand: { standard: 'angemeldet' },
  // Not in the reference: the change log of the settings only internal users change.
  aenderungen: { standard: 'intern' },
  // Not in the reference: a list export's status — every signed-in user, his own jobs only.
  listenExport: { standard: 'angemeldet' },
  // Not in the reference: the start page (issue 24 §1) for internal and import users and brokers,
  // each broker's share narrowed by the handler.
  uebersicht: { standard: 'uebersichtSehen' },
};

describe('Berechtigungen der Routentabelle nach Referenz §6', () => {
  it.each(Object.entries(NACH_REFERENZ) as [RoutenGruppenName, (typeof NACH_REFERENZ)[RoutenGruppenName]][])(
    '%s',
    (gruppe, { standard, abweichend = {} }) => {
      const routen = ROUTEN_GRUPPEN[gruppe] as Record<string, Route>;
      const deklariert = Object.fromEntries(Object.entries(routen).map(([id, r]) => [id, r.berechtigung]));
      const erwartet = Object.fromEntries(
        Object.keys(routen).map((id) => [id, abweichend[id as RoutenId] ?? standard]),
      );
      expect(deklariert).toEqual(erwartet);
      // An exception names a route of this file (a renamed or moved route is noticed).
      for (const id of Object.keys(abweichend)) expect(Object.keys(routen), id).toContain(id);
    },
  );
});

describe('Autorisierungsmatrix aus der Routentabelle', () => {
  it('deckt alle implementierten Routen ab', () => {
    expect(routen.length).toBeGreaterThanOrEqual(6);
    expect(inject('stack').routen).toBe(routen.length);
  });

  describe.each(routen.map((r) => [`${r.methode} ${r.pfad}`, r] as const))('%s', (_name, route) => {
    it.each(einzelrollen.map((e) => [e.rolle, e] as const))(
      'Rolle %s',
      async (_rolle, { rolle, benutzer }) => {
        const antwort = await rufe(route, { als: benutzer.username });
        if (erwartet(route, rolle)) {
          expect([200, 400, 404], `${rolle} darf ${route.id}: ${JSON.stringify(antwort.body)}`).toContain(
            antwort.status,
          );
        } else {
          expect(antwort.status, `${rolle} darf ${route.id} nicht`).toBe(403);
        }
      },
    );

    it('ohne Token: 401', async () => {
      expect((await rufe(route)).status).toBe(401);
    });

    it('mit gefälschtem Token: 401', async () => {
      expect((await rufe(route, { token: gefaelscht(await idToken('makler')) })).status).toBe(401);
    });
  });

  it('mit Access-Token statt ID-Token: 401 auf jeder Route', async () => {
    const { cognito } = inject('stack');
    const anmeldung = await cognitoClient(cognito.endpoint).send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cognito.clientId,
        AuthParameters: { USERNAME: 'admin', PASSWORD: DEMO_PASSWORT },
      }),
    );
    const token = anmeldung.AuthenticationResult!.AccessToken!;
    for (const route of routen) expect((await rufe(route, { token })).status, route.id).toBe(401);
  });

  it('unbekannte Pfade und Methoden: 404', async () => {
    const token = await idToken('admin');
    const unbekannt = await fetch(`${inject('stack').url}${API_BASIS}/gibt_es_nicht`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unbekannt.status).toBe(404);
    const falscheMethode = await fetch(`${inject('stack').url}${API_BASIS}/benutzer/ich`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(falscheMethode.status).toBe(404);
  });
});
