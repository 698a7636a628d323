/**
 * The client of one access (functions/src/bipro/client.ts) with the network injected: it logs in
 * once and sends the token with every call; a call refused by a SOAP fault is made once more
 * with a fresh token; a NOK with a transfer message is handed back as it is; refused credentials
 * name the reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { biproClient, type Senden } from '../../src/bipro/client';
import { WS_SC } from '../../src/bipro/anfragen';
import { NS } from '../../src/bipro/lesen/namensraeume';
import { leseXml, nachfahren } from '../../src/bipro/lesen/xmlBaum';
import { STANDARD_PROFIL } from '../../src/bipro/profil';
import type { Ablage } from '../../src/bipro/lesen/ablage';
import type { HttpAntwort } from '../../src/bipro/transport';

const antwort = (name: string) => readFileSync(join(import.meta.dirname, 'antworten', name));
const rstr = (id: string) =>
  Buffer.from(
    `<s:Envelope xmlns:s="${NS.soap11}"><s:Body><RequestSecurityTokenResponse xmlns="http://schemas.xmlsoap.org/ws/2005/02/trust"><RequestedSecurityToken><SecurityContextToken xmlns="${WS_SC}"><Identifier>${id}</Identifier></SecurityContextToken></RequestedSecurityToken></RequestSecurityTokenResponse></s:Body></s:Envelope>`,
  );
const ZUGANG = {
  stsUrl: 'https://sts.versicherer.invalid/410',
  transferUrl: 'https://transfer.versicherer.invalid/430',
  benutzer: 'makler',
  passwort: 'geheim',
  profil: STANDARD_PROFIL,
};

/** An insurer answering from lists per URL; records the calls with the token each carried. */
function versicherer(sts: HttpAntwort[], transfer: HttpAntwort[]) {
  const aufrufe: { url: string; token?: string; soapAction: string }[] = [];
  const senden: Senden = async (url, xml, o) => {
    const token = nachfahren(leseXml(xml), 'Identifier', (u) => u === WS_SC)[0]?.text;
    aufrufe.push({ url, token, soapAction: o.soapAction });
    const naechste = (url === ZUGANG.stsUrl ? sts : transfer).shift();
    if (!naechste) throw new Error(`kein Antwort mehr für ${url}`);
    return naechste;
  };
  return { senden, aufrufe };
}
const http = (koerper: Buffer, status = 200): HttpAntwort => ({ status, contentType: 'text/xml', koerper });

describe('BiPRO-Client eines Zugangs', () => {
  it('meldet sich einmal an und schickt das Token mit jedem Aufruf', async () => {
    const v = versicherer(
      [http(rstr('bipro:1'))],
      [http(antwort('liste-2.6.xml')), http(antwort('quittung.xml'))],
    );
    const client = biproClient(ZUGANG, { senden: v.senden });
    const liste = await client.liste();
    expect(liste.ok).toBe(true);
    expect(liste.lieferungen.map((l) => l.id)).toEqual(['L-2026-000101', 'L-2026-000102']);
    expect((await client.quittieren('L-2026-000101')).ok).toBe(true);
    expect(v.aufrufe).toEqual([
      { url: ZUGANG.stsUrl, token: undefined, soapAction: 'urn:RequestSecurityToken' },
      { url: ZUGANG.transferUrl, token: 'bipro:1', soapAction: 'urn:listShipments' },
      { url: ZUGANG.transferUrl, token: 'bipro:1', soapAction: 'urn:acknowledgeShipment' },
    ]);
  });

  it('ein SOAP-Fault (abgelaufenes Token): einmal neu anmelden und wiederholen', async () => {
    const v = versicherer(
      [http(rstr('bipro:alt')), http(rstr('bipro:neu'))],
      [http(antwort('fehler-bipro.xml'), 500), http(antwort('abruf-inline.xml'))],
    );
    const abruf = await biproClient(ZUGANG, { senden: v.senden }).abrufen('L-2026-000101');
    expect(abruf.ok).toBe(true);
    expect(abruf.lieferungen[0]!.dateien).toHaveLength(2);
    expect(v.aufrufe.map((a) => a.token ?? 'STS')).toEqual(['STS', 'bipro:alt', 'STS', 'bipro:neu']);
  });

  it('zweimal abgewiesen: die Antwort des Versicherers, keine Schleife', async () => {
    const v = versicherer(
      [http(rstr('a')), http(rstr('b'))],
      [http(antwort('fehler-bipro.xml'), 500), http(antwort('fehler-bipro.xml'), 500)],
    );
    const liste = await biproClient(ZUGANG, { senden: v.senden }).liste();
    expect(liste).toMatchObject({ ok: false, soapFault: true });
    expect(v.aufrufe).toHaveLength(4);
  });

  it('NOK mit Transfermeldung (04003): die Antwort, ohne neue Anmeldung', async () => {
    const v = versicherer([http(rstr('t'))], [http(antwort('nok-04003.xml'))]);
    const abruf = await biproClient(ZUGANG, { senden: v.senden }).abrufen('L-0');
    expect(abruf.meldungen.map((m) => m.id)).toEqual(['04003']);
    expect(v.aufrufe).toHaveLength(2);
  });

  it('abgelehnte Zugangsdaten: der Grund aus der Antwort des Anmeldedienstes', async () => {
    const v = versicherer([http(antwort('fehler-bipro.xml'), 500)], []);
    await expect(biproClient(ZUGANG, { senden: v.senden }).liste()).rejects.toThrow(
      'Der Anmeldedienst hat kein Token ausgestellt: Das Sicherheitstoken ist abgelaufen.',
    );
    const v2 = versicherer([http(Buffer.from(''), 401)], []);
    await expect(biproClient(ZUGANG, { senden: v2.senden }).liste()).rejects.toThrow('HTTP 401');
  });
});

/** Sinks that keep nothing: only the calls matter here. */
const sammelnd = (): Ablage => async () => ({
  schreiben: async () => undefined,
  abschliessen: async () => undefined,
  abbrechen: async () => undefined,
});

describe('die Frist der Aufrufe', () => {
  it('STS, Liste, Abruf und Quittung enden alle zur Frist, die der Aufruf mitbekommt', async () => {
    const fristen: { soapAction: string; frist?: number }[] = [];
    const v = versicherer(
      [http(rstr('bipro:1'))],
      [http(antwort('liste-2.6.xml')), http(antwort('abruf-inline.xml')), http(antwort('quittung.xml'))],
    );
    const senden: Senden = (url, xml, o) => {
      fristen.push({ soapAction: o.soapAction, frist: o.frist });
      return v.senden(url, xml, o);
    };
    const client = biproClient(ZUGANG, { senden });
    await client.liste({ frist: 1_000 });
    await client.abrufenStrom('L-2026-000101', sammelnd(), { frist: 2_000 });
    await client.quittieren('L-2026-000101', { frist: 3_000 });
    expect(fristen).toEqual([
      { soapAction: 'urn:RequestSecurityToken', frist: 1_000 },
      { soapAction: 'urn:listShipments', frist: 1_000 },
      { soapAction: 'urn:getShipment', frist: 2_000 },
      { soapAction: 'urn:acknowledgeShipment', frist: 3_000 },
    ]);
    // Without one, transport.ts's own limits hold.
    await biproClient(ZUGANG, { senden })
      .liste()
      .catch(() => undefined);
    expect(fristen.at(-1)).toEqual({ soapAction: 'urn:RequestSecurityToken', frist: undefined });
  });
});
