/**
 * The client's requests and its token (functions/src/bipro/anfragen.ts, sts.ts): requests read
 * back by namespace as an insurer's parser would, for both version profiles and the STS forms;
 * the STS answer's token with and without Expires, a refused login, and the token kept,
 * shared and renewed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { biproProfil, type BiproProfil } from '@lieferdesk/shared';
import {
  soapAction,
  tokenAnfrage,
  transferAnfrage,
  WS_SC,
  WS_TRUST,
  WSA,
  WSSE,
} from '../../src/bipro/anfragen';
import { NS } from '../../src/bipro/lesen/namensraeume';
import { kind, leseXml, nachfahren, type XmlElement } from '../../src/bipro/lesen/xmlBaum';
import { STANDARD_PROFIL } from '../../src/bipro/profil';
import {
  ERNEUERN_VOR_MS,
  STANDARD_LEBENSDAUER_MS,
  StsFehler,
  tokenAusAntwort,
  TokenSpeicher,
} from '../../src/bipro/sts';

const PROFIL_21: BiproProfil = { ...STANDARD_PROFIL, version: '2.1.4.1.1', soapAction: 'leer' };
const alle = () => true;

/** The request's body content and header, as an insurer's parser reads them. */
function gelesen(xml: string): { kopf: XmlElement; inhalt: XmlElement } {
  const envelope = leseXml(xml);
  expect([envelope.uri, envelope.name]).toEqual([NS.soap11, 'Envelope']);
  return {
    kopf: kind(envelope, 'Header', (u) => u === NS.soap11)!,
    inhalt: kind(envelope, 'Body', (u) => u === NS.soap11)!.kinder[0]!,
  };
}
const text = (e: XmlElement | undefined) => e?.text;

describe('Transfer-Anfragen', () => {
  it('2.6.x listShipments: Version und ConsumerID in nachrichten, Filter und Bestätigung nur wenn das Profil sie will, Token im Kopf', () => {
    const profil = biproProfil.parse({
      ...STANDARD_PROFIL,
      consumerId: '123_45678',
      kategorie: '999010010',
      bestaetigeLieferungen: false,
    });
    const { kopf, inhalt } = gelesen(transferAnfrage('listShipments', profil, 'bipro:<4711&>'));
    expect([inhalt.uri, inhalt.name]).toEqual([NS.transfer, 'listShipments']);
    const anfrage = kind(inhalt, 'Request', (u) => u === NS.transfer)!;
    expect(anfrage.kinder.map((k) => [k.uri, k.name, k.text])).toEqual([
      [NS.nachrichten, 'BiPROVersion', '2.6.1.1.0'],
      [NS.nachrichten, 'ConsumerID', '123_45678'],
      [NS.transfer, 'KategorieDerLieferung', '999010010'],
      [NS.transfer, 'BestaetigeLieferungen', 'false'],
    ]);
    const sicherheit = kind(kopf, 'Security', (u) => u === WSSE)!;
    expect(text(nachfahren(sicherheit, 'Identifier', (u) => u === WS_SC)[0])).toBe('bipro:<4711&>');
    expect(soapAction('listShipments', profil)).toBe('urn:listShipments');
  });

  it('ohne Angaben im Profil: nur die Version', () => {
    const { inhalt } = gelesen(transferAnfrage('listShipments', STANDARD_PROFIL, 't'));
    expect(kind(inhalt, 'Request', alle)!.kinder.map((k) => k.name)).toEqual(['BiPROVersion']);
  });

  it('2.1.x: großgeschriebene Operationen, BiPROVersion in allgemein, leere SOAPAction', () => {
    const { inhalt } = gelesen(transferAnfrage('getShipment', PROFIL_21, 't', 'L-1'));
    expect([inhalt.uri, inhalt.name]).toEqual([NS.transfer, 'GetShipment']);
    expect(kind(inhalt, 'Request', alle)!.kinder.map((k) => [k.uri, k.name, k.text])).toEqual([
      [NS.allgemein, 'BiPROVersion', '2.1.4.1.1'],
      [NS.transfer, 'ID', 'L-1'],
    ]);
    expect(soapAction('getShipment', PROFIL_21)).toBe('');
  });

  it('Abrufen und Quittieren brauchen die ID der Lieferung', () => {
    expect(() => transferAnfrage('acknowledgeShipment', STANDARD_PROFIL, 't')).toThrow('braucht die ID');
    const { inhalt } = gelesen(transferAnfrage('acknowledgeShipment', STANDARD_PROFIL, 't', 'L-"9"'));
    expect(inhalt.name).toBe('acknowledgeShipment');
    expect(text(nachfahren(inhalt, 'ID', (u) => u === NS.transfer)[0])).toBe('L-"9"');
  });

  it('das Profil wird geprüft: Version fünfteilig, Kategorie 3, 6 oder 9 Ziffern, ConsumerID höchstens 50 Zeichen', () => {
    expect(biproProfil.safeParse({ ...STANDARD_PROFIL, version: '2.6' }).success).toBe(false);
    expect(biproProfil.safeParse({ ...STANDARD_PROFIL, kategorie: '9990100' }).success).toBe(false);
    expect(biproProfil.safeParse({ ...STANDARD_PROFIL, consumerId: 'x'.repeat(51) }).success).toBe(false);
  });
});

describe('Token-Anfrage (STS)', () => {
  it('Standard: UsernameToken mit Passwort als Text, RST mit BiPROVersion', () => {
    const { kopf, inhalt } = gelesen(tokenAnfrage(STANDARD_PROFIL, 'makler&1', 'geh<eim'));
    const token = nachfahren(kopf, 'UsernameToken', (u) => u === WSSE)[0]!;
    expect(text(kind(token, 'Username', alle))).toBe('makler&1');
    expect(text(kind(token, 'Password', alle))).toBe('geh<eim');
    expect([inhalt.uri, inhalt.name]).toEqual([WS_TRUST, 'RequestSecurityToken']);
    expect(inhalt.kinder.map((k) => k.name)).toEqual(['TokenType', 'RequestType', 'BiPROVersion']);
    expect(kind(kopf, 'Action', (u) => u === WSA)).toBeUndefined();
  });

  it('mit wsa:Action: der Kopf nennt RST/SCT, das RST keine BiPROVersion', () => {
    const { kopf, inhalt } = gelesen(tokenAnfrage({ ...STANDARD_PROFIL, stsMitWsaAction: true }, 'u', 'p'));
    expect(text(kind(kopf, 'Action', (u) => u === WSA))).toBe(`${WS_TRUST}/RST/SCT`);
    expect(inhalt.kinder.map((k) => k.name)).toEqual(['TokenType', 'RequestType']);
  });
});

const rstr = (expires?: string) =>
  Buffer.from(`<?xml version="1.0"?>
<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>
  <RequestSecurityTokenResponse xmlns="${WS_TRUST}" xmlns:wsu="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd">
    <TokenType>${WS_SC}/sct</TokenType>
    <RequestedSecurityToken><SecurityContextToken xmlns="${WS_SC}"><Identifier>bipro:8812739</Identifier></SecurityContextToken></RequestedSecurityToken>
    ${expires ? `<Lifetime><wsu:Created>2026-11-26T06:00:00Z</wsu:Created><wsu:Expires>${expires}</wsu:Expires></Lifetime>` : ''}
  </RequestSecurityTokenResponse>
</s:Body></s:Envelope>`);

describe('Token aus der STS-Antwort', () => {
  const jetzt = new Date('2026-11-26T06:00:00Z');

  it('Identifier und Expires', () => {
    expect(tokenAusAntwort(rstr('2026-11-26T06:10:00Z'), jetzt)).toEqual({
      id: 'bipro:8812739',
      ablauf: new Date('2026-11-26T06:10:00Z'),
    });
  });

  it('ohne Expires: die kurze Standardlaufzeit', () => {
    expect(tokenAusAntwort(rstr(), jetzt).ablauf).toEqual(
      new Date(jetzt.getTime() + STANDARD_LEBENSDAUER_MS),
    );
  });

  it('eine abgelehnte Anmeldung: StsFehler mit den Meldungen des Versicherers', () => {
    const fehler = readFileSync(join(import.meta.dirname, 'antworten/fehler-bipro.xml'));
    expect(() => tokenAusAntwort(fehler, jetzt)).toThrow(StsFehler);
    try {
      tokenAusAntwort(fehler, jetzt);
    } catch (e) {
      expect((e as StsFehler).message).toBe(
        'Der Anmeldedienst hat kein Token ausgestellt: Das Sicherheitstoken ist abgelaufen.',
      );
      expect((e as StsFehler).meldungen.map((m) => m.id)).toEqual(['soapenv:Server', '00008']);
    }
  });
});

describe('TokenSpeicher', () => {
  it('holt einmal, teilt das Token gleichzeitiger Aufrufe, erneuert eine Minute vor Ablauf und nach Verwerfen', async () => {
    let uhr = new Date('2026-11-26T06:00:00Z').getTime();
    let geholt = 0;
    const speicher = new TokenSpeicher(
      async () => {
        geholt++;
        await new Promise((r) => setTimeout(r, 5));
        return { id: `t${geholt}`, ablauf: new Date(uhr + 10 * 60_000) };
      },
      () => new Date(uhr),
    );
    expect(await Promise.all([speicher.token(), speicher.token(), speicher.token()])).toEqual([
      't1',
      't1',
      't1',
    ]);
    expect(geholt).toBe(1);
    uhr += 10 * 60_000 - ERNEUERN_VOR_MS - 1;
    expect(await speicher.token()).toBe('t1');
    uhr += 1;
    expect(await speicher.token()).toBe('t2');
    // Refused by the insurer: the next call fetches anew; an older token's refusal changes nothing.
    speicher.verwerfen('t1');
    expect(await speicher.token()).toBe('t2');
    speicher.verwerfen('t2');
    expect(await speicher.token()).toBe('t3');
    expect(geholt).toBe(3);
  });

  it('ein kurzlebiges Token (30 s) wird zur Hälfte seiner Zeit erneuert, nicht bei jedem Aufruf', async () => {
    let uhr = 0;
    let geholt = 0;
    const speicher = new TokenSpeicher(
      async () => ({ id: `k${++geholt}`, ablauf: new Date(uhr + 30_000) }),
      () => new Date(uhr),
    );
    expect(await speicher.token()).toBe('k1');
    uhr = 14_999;
    expect(await speicher.token()).toBe('k1');
    uhr = 15_000;
    expect(await speicher.token()).toBe('k2');
    expect(await speicher.token()).toBe('k2');
    expect(geholt).toBe(2);
  });

  it('ein gescheitertes Holen wird nicht behalten', async () => {
    let versuch = 0;
    const speicher = new TokenSpeicher(async () => {
      versuch++;
      if (versuch === 1) throw new StsFehler('nicht erreichbar');
      return { id: 'ok', ablauf: new Date(Date.now() + 600_000) };
    });
    await expect(speicher.token()).rejects.toThrow('nicht erreichbar');
    expect(await speicher.token()).toBe('ok');
  });
});
