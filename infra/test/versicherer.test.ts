/**
 * The BiPRO client (functions/src/bipro) against the simulated insurer (infra/local/versicherer.ts)
 * over HTTP on 127.0.0.1, in both version profiles: list, get (inline and MTOM: the same bytes),
 * acknowledge (gone from the list, listed again with BestaetigeLieferungen), an unknown id
 * (04003), a token that expired (one new login, the call repeated), a 503 with Retry-After
 * waited out, a NOK in a 200, a connection cut mid-answer, an MTOM part missing, wrong
 * credentials named.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { BiproProfil } from '@lieferdesk/shared';
import { biproClient } from '@lieferdesk/functions/bipro/client';
import { STANDARD_PROFIL } from '@lieferdesk/functions/bipro/profil';
import { gdvFixture, MUSTERDATEI } from '@lieferdesk/test/fixtures';
import { starteVersicherer, type SimLieferung, type Versicherer } from '../local/versicherer';

const PDF = Buffer.from('%PDF-1.4\r\n%\xe2\xe3\xcf\xd3\r\n1 0 obj << >> endobj\r\n%%EOF\r\n', 'latin1');
const GDV = readFileSync(MUSTERDATEI.pfad);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const LIEFERUNGEN: SimLieferung[] = [
  {
    id: 'L-1',
    kategorie: '100007000',
    einstellzeitpunkt: '2026-11-25T22:10:00+01:00',
    transfers: [
      { versicherungsscheinnummer: 'HH-2023-0045871', dateien: [{ dateiname: 'police.pdf', inhalt: PDF }] },
    ],
  },
  {
    id: 'L-2',
    kategorie: '999010010',
    einstellzeitpunkt: '2026-11-25T22:11:00+01:00',
    mtom: true,
    transfers: [
      { dateien: [{ dateiname: MUSTERDATEI.name, inhalt: GDV, dateityp: 'Nettodaten' }] },
      {
        dateien: [
          { dateiname: 'unfall.gdv', inhalt: readFileSync(gdvFixture('unfall.gdv')), dateityp: 'Nettodaten' },
        ],
      },
    ],
  },
];

let laufend: Versicherer | undefined;
afterEach(async () => {
  await laufend?.beenden();
  laufend = undefined;
});

async function mitVersicherer(version: '2.6.1.1.0' | '2.1.4.1.1') {
  laufend = await starteVersicherer({
    benutzer: 'makler',
    passwort: 'geheim',
    lieferungen: LIEFERUNGEN,
    version,
  });
  const profil: BiproProfil = { ...STANDARD_PROFIL, version };
  return {
    v: laufend,
    client: (passwort = 'geheim', mehr: Partial<BiproProfil> = {}) =>
      biproClient({
        stsUrl: laufend!.stsUrl,
        transferUrl: laufend!.transferUrl,
        benutzer: 'makler',
        passwort,
        profil: { ...profil, ...mehr },
      }),
  };
}

for (const version of ['2.6.1.1.0', '2.1.4.1.1'] as const)
  describe(`BiPRO-Client gegen den simulierten Versicherer (${version})`, () => {
    it('listet, ruft inline und per MTOM ab, quittiert; quittierte nur mit BestaetigeLieferungen', async () => {
      const { v, client } = await mitVersicherer(version);
      const c = client();
      const liste = await c.liste();
      expect(liste.ok).toBe(true);
      expect(liste.lieferungen.map((l) => [l.id, l.kategorie])).toEqual([
        ['L-1', '100007000'],
        ['L-2', '999010010'],
      ]);

      const inline = await c.abrufen('L-1');
      expect(inline.ok).toBe(true);
      expect(inline.lieferungen[0]!.dateien.map((d) => [d.dateiname, d.sha256])).toEqual([
        ['police.pdf', sha256(PDF)],
      ]);
      const mtom = await c.abrufen('L-2');
      expect(mtom.ok).toBe(true);
      expect(mtom.lieferungen[0]!.dateien.map((d) => [d.dateiname, d.bytes, d.sha256])).toEqual([
        [MUSTERDATEI.name, GDV.length, sha256(GDV)],
        [
          'unfall.gdv',
          readFileSync(gdvFixture('unfall.gdv')).length,
          sha256(readFileSync(gdvFixture('unfall.gdv'))),
        ],
      ]);

      expect((await c.quittieren('L-1')).ok).toBe(true);
      expect([...v.quittiert]).toEqual(['L-1']);
      expect((await c.liste()).lieferungen.map((l) => l.id)).toEqual(['L-2']);
      const alle = await client('geheim', { bestaetigeLieferungen: true }).liste();
      expect(alle.lieferungen.map((l) => l.id)).toEqual(['L-1', 'L-2']);

      const unbekannt = await c.abrufen('L-9');
      expect(unbekannt).toMatchObject({ ok: false, soapFault: false });
      expect(unbekannt.meldungen.map((m) => m.id)).toEqual(['04003']);
      // One login for the client's calls.
      expect(v.aufrufe.filter((a) => a === 'RequestSecurityToken')).toHaveLength(2);
    });

    it('ein abgelaufenes Token: einmal neu angemeldet, der Aufruf wiederholt; 503 mit Retry-After abgewartet', async () => {
      const { v, client } = await mitVersicherer(version);
      const c = client();
      expect((await c.liste()).ok).toBe(true);
      v.tokensAblaufenLassen();
      v.stoeren({ status: 503, retryAfter: '0' });
      expect((await c.abrufen('L-1')).ok).toBe(true);
      expect(v.aufrufe).toEqual([
        'RequestSecurityToken',
        'listShipments',
        'RequestSecurityToken',
        'getShipment',
      ]);
    });

    it('NOK in HTTP 200, abgebrochene Verbindung, fehlender MTOM-Anhang', async () => {
      const { v, client } = await mitVersicherer(version);
      const c = client();
      expect((await c.liste()).ok).toBe(true);
      // NOK with a 200: an answer, handed back without a new login.
      v.stoeren({ art: 'nokIn200' });
      const nok = await c.liste();
      expect(nok).toMatchObject({ ok: false, soapFault: false });
      expect(nok.meldungen.map((m) => m.id)).toEqual(['00001']);
      // Cut mid-answer: the transport asks again (after its first pause) and gets the answer.
      v.stoeren({ art: 'verbindungAbbrechen' });
      expect((await c.abrufen('L-1')).ok).toBe(true);
      // A part missing from the MTOM answer: the file with its reason, the answer not OK.
      v.stoeren({ art: 'anhangFehlt' });
      const ohneAnhang = await c.abrufen('L-2');
      expect(ohneAnhang.ok).toBe(false);
      expect(ohneAnhang.lieferungen[0]!.dateien.map((d) => [d.dateiname, d.fehler !== undefined])).toEqual([
        [MUSTERDATEI.name, false],
        ['unfall.gdv', true],
      ]);
      expect(v.aufrufe.filter((a) => a === 'RequestSecurityToken')).toHaveLength(1);
    });

    it('falsche Zugangsdaten: der Grund des Anmeldedienstes', async () => {
      const { client } = await mitVersicherer(version);
      await expect(client('falsch').liste()).rejects.toThrow(
        'Der Anmeldedienst hat kein Token ausgestellt: Benutzername oder Passwort ungültig.',
      );
    });
  });
