/**
 * The BiPRO client (functions/src/bipro) against the simulated insurer (infra/local/versicherer.ts)
 * over HTTP on 127.0.0.1, in both version profiles: list, get (inline and MTOM: the same bytes),
 * acknowledge (gone from the list, listed again with BestaetigeLieferungen), several transfers
 * with their Zuordnungsdaten and ArtID, a ZIP unpacked, declared MIME types; large generated
 * files streamed with back-pressure and cut mid-file; the messages 04001–04006; the strict
 * insurers (a category filter refused as a schema error, a ConsumerID required); a token that
 * expired (one new login, the call repeated), 429/503 waited out, a NOK in a 200, SOAP faults
 * with and without BiproException, a call never answered or answered late, an MTOM part
 * missing, wrong credentials named; over HTTPS with a TLS client certificate (the test CA's,
 * functions/test/bipro/zertifikate), and refused without one or with a foreign one.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BiproProfil } from '@lieferdesk/shared';
import { tokenAnfrage, transferAnfrage } from '@lieferdesk/functions/bipro/anfragen';
import { biproClient, type Senden } from '@lieferdesk/functions/bipro/client';
import { antwortLesen } from '@lieferdesk/functions/bipro/lesen/antwort';
import { STANDARD_PROFIL } from '@lieferdesk/functions/bipro/profil';
import { tokenAusAntwort } from '@lieferdesk/functions/bipro/sts';
import { soapSenden, TransportFehler, type ClientZertifikat } from '@lieferdesk/functions/bipro/transport';
import { gdvFixture, MUSTERDATEI } from '@lieferdesk/test/fixtures';
import { TEST_ZERTIFIKATE as Z } from '../../functions/test/bipro/zertifikate';
import {
  starteVersicherer,
  zipDatei,
  type SimLieferung,
  type SimStrom,
  type Versicherer,
  type VersichererOptionen,
} from '../local/versicherer';

const PDF = Buffer.from('%PDF-1.4\r\n%\xe2\xe3\xcf\xd3\r\n1 0 obj << >> endobj\r\n%%EOF\r\n', 'latin1');
const PDF_B = Buffer.from('%PDF-1.4\n%zweites Dokument\n%%EOF\n', 'latin1');
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

/** Three transfers: full Zuordnungsdaten with their own ArtID, a partner number and a ZIP, nothing. */
const MEHRERE_TRANSFERS = (mtom: boolean): SimLieferung => ({
  id: mtom ? 'M-MTOM' : 'M-INLINE',
  kategorie: '140012000',
  einstellzeitpunkt: '2026-11-25T06:00:00Z',
  verfuegbarBis: '2099-12-31',
  mtom,
  transfers: [
    {
      artId: '140012020',
      versicherungsscheinnummer: 'K-884-220391',
      partnernummer: 'P-100232',
      vermittlernummer: '10473',
      schadennummer: 'S-2026-0815',
      dateien: [{ dateiname: 'mahnung.pdf', inhalt: PDF, mimeType: 'application/pdf' }],
    },
    {
      partnernummer: 'P-100231',
      dateien: [
        zipDatei('unterlagen.zip', [
          { name: 'antrag.pdf', inhalt: PDF },
          { name: 'avb.pdf', inhalt: PDF_B },
        ]),
      ],
    },
    { dateien: [{ dateiname: 'hinweis.txt', inhalt: Buffer.from('Hinweis\n'), mimeType: 'text/plain' }] },
  ],
});

/** A large file generated in 64 KiB slices, counting what was generated and whether it ended. */
function grosseDatei(bytes: number) {
  const stand = { aufrufe: 0, erzeugt: 0, beendet: 0 };
  const scheibe = (i: number, n: number) => Buffer.alloc(n, (i * 7) % 251);
  const strom: SimStrom = {
    bytes,
    async *erzeugen() {
      stand.aufrufe++;
      try {
        for (let i = 0, rest = bytes; rest > 0; i++) {
          const n = Math.min(64 * 1024, rest);
          stand.erzeugt += n;
          rest -= n;
          yield scheibe(i, n);
        }
      } finally {
        stand.beendet++;
      }
    },
  };
  const pruefsumme = () => {
    const hash = createHash('sha256');
    for (let i = 0, rest = bytes; rest > 0; i++) {
      const n = Math.min(64 * 1024, rest);
      hash.update(scheibe(i, n));
      rest -= n;
    }
    return hash.digest('hex');
  };
  return { strom, stand, pruefsumme };
}

let laufend: Versicherer | undefined;
afterEach(async () => {
  await laufend?.beenden();
  laufend = undefined;
});

/** A transport without pauses between attempts (and a short time limit where asked). */
const ohnePause =
  (mehr: { zeitlimitMs?: number; versuche?: number } = {}): Senden =>
  (url, xml, o) =>
    soapSenden(url, xml, { ...o, ...mehr, warten: () => Promise.resolve() });

async function mitVersicherer(version: '2.6.1.1.0' | '2.1.4.1.1', mehr: Partial<VersichererOptionen> = {}) {
  laufend = await starteVersicherer({
    benutzer: 'makler',
    passwort: 'geheim',
    lieferungen: LIEFERUNGEN,
    version,
    ...mehr,
  });
  const profil: BiproProfil = { ...STANDARD_PROFIL, version };
  return {
    v: laufend,
    profil,
    client: (passwort = 'geheim', mehrProfil: Partial<BiproProfil> = {}, senden?: Senden) =>
      biproClient(
        {
          stsUrl: laufend!.stsUrl,
          transferUrl: laufend!.transferUrl,
          benutzer: 'makler',
          passwort,
          profil: { ...profil, ...mehrProfil },
        },
        { senden },
      ),
  };
}

/** A raw getShipment over fetch, with a token of its own: the answer's bytes as they come. */
async function getAnfrage(v: Versicherer, profil: BiproProfil, id: string) {
  const sts = await fetch(v.stsUrl, { method: 'POST', body: tokenAnfrage(profil, 'makler', 'geheim') });
  const token = tokenAusAntwort(Buffer.from(await sts.arrayBuffer()), new Date()).id;
  return transferAnfrage('getShipment', profil, token, id);
}

async function rohAbrufen(v: Versicherer, profil: BiproProfil, id: string) {
  return fetch(v.transferUrl, { method: 'POST', body: await getAnfrage(v, profil, id) });
}

/**
 * The one file of an inline answer, decoded from its `Daten`. The tree reader (antwortLesen)
 * refuses text this long by design — a large inline file is the streaming reader's — so the
 * test decodes it itself.
 */
function inlineDatei(koerper: Buffer): { bytes: number; sha256: string } {
  const text = koerper.toString('latin1');
  const anfang = text.indexOf('>', text.indexOf('<allg:Daten')) + 1;
  const inhalt = Buffer.from(text.slice(anfang, text.indexOf('</allg:Daten>', anfang)), 'base64');
  return { bytes: inhalt.length, sha256: sha256(inhalt) };
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

    it('mehrere Transfers mit Zuordnungsdaten und ArtID, ein ZIP, inline und per MTOM', async () => {
      const { client } = await mitVersicherer(version, {
        lieferungen: [MEHRERE_TRANSFERS(false), MEHRERE_TRANSFERS(true)],
      });
      const c = client();
      for (const id of ['M-INLINE', 'M-MTOM']) {
        const a = await c.abrufen(id);
        expect(a.ok).toBe(true);
        const l = a.lieferungen[0]!;
        expect(l.kategorie).toBe('140012000');
        expect(l.transfers).toEqual([
          {
            artId: '140012020',
            versicherungsscheinnummer: 'K-884-220391',
            partnernummer: 'P-100232',
            vermittlernummer: '10473',
            schadennummer: 'S-2026-0815',
          },
          { artId: '140012000', partnernummer: 'P-100231' },
          { artId: '140012000' },
        ]);
        expect(l.dateien.map((d) => [d.transfer, d.dateiname, d.sha256])).toEqual([
          [0, 'mahnung.pdf', sha256(PDF)],
          [1, 'antrag.pdf', sha256(PDF)],
          [1, 'avb.pdf', sha256(PDF_B)],
          [2, 'hinweis.txt', sha256(Buffer.from('Hinweis\n'))],
        ]);
      }
    });

    it('04001–04006: keine Lieferungen, doppelt quittiert, unbekannt, Quittung unmöglich, Granularität, VerfuegbarBis', async () => {
      let uhr = new Date('2026-11-26T12:00:00Z');
      const { v, client } = await mitVersicherer(version, {
        nurNeunstelligeKategorien: true,
        jetzt: () => uhr,
        lieferungen: [
          { ...LIEFERUNGEN[0]!, verfuegbarBis: '2026-11-30' },
          { ...LIEFERUNGEN[1]!, verfuegbarBis: '2026-12-31T23:00:00Z' },
        ],
      });
      const c = client();
      const ids = (a: { meldungen: { id: string }[] }) => a.meldungen.map((m) => m.id);

      // 04001: none for a category filter matching none (an OK answer, no shipments).
      const keine = await client('geheim', { kategorie: '160010000' }).liste();
      expect(keine).toMatchObject({ ok: true, lieferungen: [] });
      expect(ids(keine)).toEqual(['04001']);
      const gefiltert = await client('geheim', { kategorie: '999010010' }).liste();
      expect(gefiltert.lieferungen.map((l) => l.id)).toEqual(['L-2']);
      // 04005: a 3-digit filter where only 9 digits are understood.
      const grob = await client('geheim', { kategorie: '999' }).liste();
      expect(grob).toMatchObject({ ok: false, soapFault: false });
      expect(ids(grob)).toEqual(['04005']);

      // 04004 on demand: the disturbance waits for an acknowledgement; the list passes.
      v.stoeren({ art: 'quittierenUnmoeglich' });
      expect((await c.liste()).ok).toBe(true);
      const unmoeglich = await c.quittieren('L-1');
      expect(ids(unmoeglich)).toEqual(['04004']);
      expect(v.quittiert.has('L-1')).toBe(false);
      // 04002: acknowledged twice.
      expect((await c.quittieren('L-1')).ok).toBe(true);
      const doppelt = await c.quittieren('L-1');
      expect(doppelt).toMatchObject({ ok: false, soapFault: false });
      expect(ids(doppelt)).toEqual(['04002']);
      // 04003 for acknowledging an unknown id.
      expect(ids(await c.quittieren('L-9'))).toEqual(['04003']);

      // 04006: past VerfuegbarBis (a date lasts through its day): no longer listed, not served.
      uhr = new Date('2026-12-01T00:00:00Z');
      expect(
        (await client('geheim', { bestaetigeLieferungen: true }).liste()).lieferungen.map((l) => l.id),
      ).toEqual(['L-2']);
      expect(ids(await c.abrufen('L-1'))).toEqual(['04006']);
      expect((await c.abrufen('L-2')).ok).toBe(true);
      uhr = new Date('2027-01-01T00:00:00Z');
      expect(ids(await c.quittieren('L-2'))).toEqual(['04006']);
      const leer = await c.liste();
      expect(leer).toMatchObject({ ok: true, lieferungen: [] });
      expect(ids(leer)).toEqual(['04001']);
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
      // The token of the next transfer call treated as expired; a 429 before it.
      v.stoeren({ status: 429, retryAfter: '0' }, { art: 'tokenAbgelaufen' });
      expect((await c.liste()).ok).toBe(true);
      expect(v.aufrufe.slice(4)).toEqual(['RequestSecurityToken', 'listShipments']);
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

    it('eine Quittung abgebrochen: vor der Verarbeitung wiederholt und quittiert, danach 04002', async () => {
      const { v, client } = await mitVersicherer(version);
      const c = client('geheim', {}, ohnePause());
      // Meant for the acknowledgement: login, list and get pass it by.
      v.stoeren({ art: 'verbindungAbbrechen', aufruf: 'acknowledgeShipment' });
      expect((await c.liste()).ok).toBe(true);
      expect((await c.abrufen('L-1')).ok).toBe(true);
      expect((await c.quittieren('L-1')).ok).toBe(true);
      expect(v.aufrufe.filter((a) => a === 'acknowledgeShipment')).toHaveLength(1);
      // Cut after it was made: the repeated acknowledgement is told it is acknowledged already.
      v.stoeren({ art: 'verbindungAbbrechen', aufruf: 'acknowledgeShipment', nachBytes: 10 });
      const wiederholt = await c.quittieren('L-2');
      expect(wiederholt.meldungen.map((m) => m.id)).toEqual(['04002']);
      expect([...v.quittiert]).toEqual(['L-1', 'L-2']);
    });

    it('SOAP-Fault mit und ohne BiproException: einmal neu angemeldet, beim zweiten die Meldungen', async () => {
      const { v, client } = await mitVersicherer(version);
      const c = client();
      expect((await c.liste()).ok).toBe(true);
      // Once: taken for a refused token, a new login, the call repeated.
      v.stoeren({ art: 'soapFault' });
      expect((await c.liste()).ok).toBe(true);
      expect(v.aufrufe).toEqual([
        'RequestSecurityToken',
        'listShipments',
        'listShipments',
        'RequestSecurityToken',
        'listShipments',
      ]);
      // Twice: handed back with what the fault says.
      v.stoeren(
        { art: 'soapFault', meldungId: '00009', text: 'Funktion nicht implementiert' },
        { art: 'soapFault', meldungId: '00009', text: 'Funktion nicht implementiert' },
      );
      const mit = await c.abrufen('L-1');
      expect(mit).toMatchObject({ ok: false, soapFault: true });
      expect(mit.meldungen.map((m) => [m.id, m.text])).toEqual([
        ['soapenv:Server', 'Funktion nicht implementiert'],
        ['00009', 'Funktion nicht implementiert'],
      ]);
      v.stoeren({ art: 'soapFault', biproException: false }, { art: 'soapFault', biproException: false });
      const ohne = await c.abrufen('L-1');
      expect(ohne).toMatchObject({ ok: false, soapFault: true });
      expect(ohne.meldungen.map((m) => m.id)).toEqual(['soapenv:Server']);
    });

    it('falsche Zugangsdaten: der Grund des Anmeldedienstes', async () => {
      const { client } = await mitVersicherer(version);
      await expect(client('falsch').liste()).rejects.toThrow(
        'Der Anmeldedienst hat kein Token ausgestellt: Benutzername oder Passwort ungültig.',
      );
    });
  });

describe('strenge Versicherer', () => {
  it('Degenia-artig: ein Kategoriefilter ist ein Schemafehler (00007); ohne Filter gelistet', async () => {
    const { client } = await mitVersicherer('2.6.1.1.0', { kategorieAblehnen: true });
    const gefiltert = await client('geheim', { kategorie: '100007000' }).liste();
    expect(gefiltert).toMatchObject({ ok: false, soapFault: true });
    expect(gefiltert.meldungen.map((m) => m.id)).toContain('00007');
    expect((await client().liste()).lieferungen).toHaveLength(2);
  });

  it('ConsumerID verlangt: ohne oder falsch ein Fault (00001), mit der richtigen bedient', async () => {
    const { client } = await mitVersicherer('2.6.1.1.0', { consumerId: '123_45678' });
    const ohne = await client().liste();
    expect(ohne).toMatchObject({ ok: false, soapFault: true });
    expect(ohne.meldungen.map((m) => [m.id, m.text])).toContainEqual(['00001', 'Die ConsumerID fehlt.']);
    const falsch = await client('geheim', { consumerId: '999_99999' }).liste();
    expect(falsch.meldungen.map((m) => m.id)).toContain('00001');
    const mit = client('geheim', { consumerId: '123_45678' });
    expect((await mit.liste()).ok).toBe(true);
    expect((await mit.abrufen('L-1')).ok).toBe(true);
  });

  it('quittierte gesperrt: Abrufen einer quittierten Lieferung 04002', async () => {
    const { client } = await mitVersicherer('2.1.4.1.1', { quittierteGesperrt: true });
    const c = client();
    expect((await c.quittieren('L-1')).ok).toBe(true);
    expect((await c.abrufen('L-1')).meldungen.map((m) => m.id)).toEqual(['04002']);
  });
});

describe('Zeitüberschreitung', () => {
  it('eine Anfrage nie beantwortet: das Zeitlimit des Clients, der nächste Versuch bedient', async () => {
    const { v, client } = await mitVersicherer('2.6.1.1.0');
    const c = client('geheim', {}, ohnePause({ zeitlimitMs: 300 }));
    expect((await c.liste()).ok).toBe(true);
    v.stoeren({ art: 'keineAntwort' });
    expect((await c.liste()).ok).toBe(true);
    // The unanswered call was received and processed.
    expect(v.aufrufe).toEqual(['RequestSecurityToken', 'listShipments', 'listShipments', 'listShipments']);

    v.stoeren({ art: 'keineAntwort' });
    const einmal = client('geheim', {}, ohnePause({ zeitlimitMs: 300, versuche: 1 }));
    await expect(einmal.liste()).rejects.toThrow(/keine Antwort in der Zeit/);
  });

  it('eine Antwort verzögert: abgewartet, oder nach dem Zeitlimit wiederholt', async () => {
    const { v, client } = await mitVersicherer('2.6.1.1.0');
    const c = client();
    expect((await c.liste()).ok).toBe(true);
    v.stoeren({ art: 'verzoegern', ms: 50 });
    expect((await c.abrufen('L-2')).ok).toBe(true);

    const ungeduldig = client('geheim', {}, ohnePause({ zeitlimitMs: 200 }));
    expect((await ungeduldig.liste()).ok).toBe(true);
    v.stoeren({ art: 'verzoegern', ms: 5_000 });
    expect((await ungeduldig.abrufen('L-1')).ok).toBe(true);
    expect(v.aufrufe.slice(-2)).toEqual(['getShipment', 'getShipment']);
  });
});

describe('große Dateien', () => {
  const GROESSE = 12 * 1024 * 1024 + 5;

  for (const mtom of [false, true])
    it(`erzeugt und gestreamt (${mtom ? 'MTOM' : 'inline'}), auch mitten in der Datei abgebrochen`, async () => {
      const gross = grosseDatei(GROESSE);
      const erwartet = gross.pruefsumme();
      const { v, client, profil } = await mitVersicherer('2.6.1.1.0', {
        lieferungen: [
          {
            id: 'GROSS',
            kategorie: '999010010',
            einstellzeitpunkt: '2026-11-25T03:00:00Z',
            mtom,
            transfers: [
              {
                vermittlernummer: '10473',
                dateien: [{ dateiname: 'bestand.gdv', inhalt: gross.strom, dateityp: 'Nettodaten' }],
              },
            ],
          },
        ],
      });
      // MTOM through the client; inline through the client's transport (it retries a cut answer).
      const c = client('geheim', {}, ohnePause());
      const anfrage = await getAnfrage(v, profil, 'GROSS');
      const holen = async () => {
        if (!mtom)
          return inlineDatei(
            (await soapSenden(v.transferUrl, anfrage, { soapAction: '', warten: () => Promise.resolve() }))
              .koerper,
          );
        const a = await c.abrufen('GROSS');
        expect(a.ok).toBe(true);
        expect(a.lieferungen[0]!.dateien.map((d) => d.dateiname)).toEqual(['bestand.gdv']);
        return { bytes: a.lieferungen[0]!.dateien[0]!.bytes, sha256: a.lieferungen[0]!.dateien[0]!.sha256 };
      };
      expect(await holen()).toEqual({ bytes: GROESSE, sha256: erwartet });

      // Cut after 3 MB of the answer, in the middle of the file: asked again, served whole.
      v.stoeren({ art: 'verbindungAbbrechen', nachBytes: 3 * 1024 * 1024 });
      expect(await holen()).toEqual({ bytes: GROESSE, sha256: erwartet });
      expect(gross.stand.aufrufe).toBe(3);
      await vi.waitFor(() => expect(gross.stand.beendet).toBe(3));
    });

  it('mit Gegendruck: ein Client, der nicht liest, hält die Erzeugung an; nach seinem Abbruch endet sie', async () => {
    const GANZ = 512 * 1024 * 1024;
    const gross = grosseDatei(GANZ);
    const { v, profil } = await mitVersicherer('2.6.1.1.0', {
      lieferungen: [
        {
          id: 'RIESIG',
          kategorie: '999010010',
          einstellzeitpunkt: '2026-11-25T03:00:00Z',
          transfers: [
            { dateien: [{ dateiname: 'riesig.gdv', inhalt: gross.strom, dateityp: 'Nettodaten' }] },
          ],
        },
      ],
    });
    const antwort = await rohAbrufen(v, profil, 'RIESIG');
    const leser = antwort.body!.getReader();
    const erstes = await leser.read();
    expect(new TextDecoder().decode(erstes.value)).toContain('Envelope');
    // Socket buffers hold a few MB at most: without back-pressure all 512 MB would be generated.
    await new Promise((r) => setTimeout(r, 300));
    expect(gross.stand.erzeugt).toBeLessThan(64 * 1024 * 1024);
    await leser.cancel();
    await vi.waitFor(() => expect(gross.stand.beendet).toBe(1));
    expect(gross.stand.erzeugt).toBeLessThan(GANZ);
  });
});

describe('erklärte Typen', () => {
  it('inline als xmime:contentType, per MTOM als Content-Type des Teils; Transfer mit xsi:type', async () => {
    const { v, profil } = await mitVersicherer('2.6.1.1.0', {
      lieferungen: [MEHRERE_TRANSFERS(false), MEHRERE_TRANSFERS(true)],
    });
    const inline = await (await rohAbrufen(v, profil, 'M-INLINE')).text();
    expect(inline).toContain('<allg:Daten xmime:contentType="application/pdf">');
    expect(inline).toContain('<allg:Komprimierungstyp>ZIP</allg:Komprimierungstyp>');
    expect(inline).toContain('<tran:Transfer xsi:type="gevotr:CT_GeVoTransfer">');
    expect(inline).toContain('<tran:VerfuegbarBis>2099-12-31</tran:VerfuegbarBis>');
    const mtom = await rohAbrufen(v, profil, 'M-MTOM');
    const koerper = Buffer.from(await mtom.arrayBuffer());
    expect(koerper.toString('latin1')).toMatch(/Content-Type: application\/pdf\r\n/);
    expect(koerper.toString('latin1')).toMatch(/Content-Type: application\/zip\r\n/);
    expect(antwortLesen(koerper, mtom.headers.get('content-type') ?? undefined).ok).toBe(true);
  });
});

describe('Anmeldung mit TLS-Client-Zertifikat (HTTPS)', () => {
  const TLS = { cert: Z.server.cert, key: Z.server.key, ca: Z.ca };
  /** The test CA's client certificate, the simulated insurer's CA trusted. */
  const MIT: ClientZertifikat = { ...Z.client, ca: Z.ca };

  async function mitTls(zertifikat?: ClientZertifikat, senden?: Senden, passwort = 'geheim') {
    laufend = await starteVersicherer({
      benutzer: 'makler',
      passwort: 'geheim',
      lieferungen: LIEFERUNGEN,
      tls: TLS,
    });
    const z = {
      stsUrl: laufend.stsUrl,
      transferUrl: laufend.transferUrl,
      benutzer: 'makler',
      passwort,
      profil: STANDARD_PROFIL,
    };
    return { v: laufend, client: biproClient(zertifikat ? { ...z, zertifikat } : z, { senden }) };
  }

  it('mit dem Zertifikat: listet, ruft ab (inline und per MTOM), quittiert; auch mit verschlüsseltem Schlüssel', async () => {
    const { v, client } = await mitTls(MIT);
    expect(v.stsUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/410$/);
    const liste = await client.liste();
    expect(liste.ok).toBe(true);
    expect(liste.lieferungen.map((l) => l.id)).toEqual(['L-1', 'L-2']);
    const inline = await client.abrufen('L-1');
    expect(inline.lieferungen[0]!.dateien.map((d) => d.sha256)).toEqual([sha256(PDF)]);
    const mtom = await client.abrufen('L-2');
    expect(mtom.lieferungen[0]!.dateien.map((d) => d.sha256)).toEqual([
      sha256(GDV),
      sha256(readFileSync(gdvFixture('unfall.gdv'))),
    ]);
    expect((await client.quittieren('L-1')).ok).toBe(true);
    expect([...v.quittiert]).toEqual(['L-1']);
    expect(v.aufrufe).toEqual([
      'RequestSecurityToken',
      'listShipments',
      'getShipment',
      'getShipment',
      'acknowledgeShipment',
    ]);

    const verschluesselt = biproClient({
      stsUrl: v.stsUrl,
      transferUrl: v.transferUrl,
      benutzer: 'makler',
      passwort: 'geheim',
      profil: STANDARD_PROFIL,
      zertifikat: { ...Z.clientVerschluesselt, ca: Z.ca },
    });
    expect((await verschluesselt.liste()).lieferungen.map((l) => l.id)).toEqual(['L-2']);
  });

  it('mit dem Zertifikat, aber falschem Passwort: der Grund des Anmeldedienstes', async () => {
    const { client } = await mitTls(MIT, undefined, 'falsch');
    await expect(client.liste()).rejects.toThrow(
      'Der Anmeldedienst hat kein Token ausgestellt: Benutzername oder Passwort ungültig.',
    );
  });

  it('ohne Zertifikat oder mit einem fremden: ein TransportFehler mit deutschem Grund, nichts erreicht den Dienst', async () => {
    // Without a certificate the test CA is trusted by an Agent of the test's own.
    const nurCa = new Agent({ connect: { ca: Z.ca } });
    const fetch = ((url: string, init: RequestInit) =>
      globalThis.fetch(url, { ...init, dispatcher: nurCa } as RequestInit)) as typeof globalThis.fetch;
    const ohne = await mitTls(undefined, (url, xml, o) =>
      soapSenden(url, xml, { ...o, fetch, warten: () => Promise.resolve() }),
    );
    const fehler = await ohne.client.liste().catch((e: unknown) => e);
    expect(fehler).toBeInstanceOf(TransportFehler);
    expect((fehler as Error).message).toMatch(
      /^Der Dienst des Versicherers antwortet nicht: Verbindung fehlgeschlagen \(fetch failed: .+\), 5 Versuche\. Der Versicherer schloss die Verbindung ohne Antwort: verlangt er ein Client-Zertifikat\?$/,
    );
    expect(ohne.v.aufrufe).toEqual([]);
    await nurCa.close();
    await ohne.v.beenden();

    const fremd = await mitTls({ ...Z.fremd, ca: Z.ca }, ohnePause());
    await expect(fremd.client.liste()).rejects.toThrow(
      /^Der Dienst des Versicherers antwortet nicht: .*, 5 Versuche\. Der Versicherer schloss die Verbindung ohne Antwort: nimmt er das Client-Zertifikat des Zugangs nicht an\?$/,
    );
    expect(fremd.v.aufrufe).toEqual([]);
  });

  it('ohne die CA des Versicherers: sein Serverzertifikat nicht vertrauenswürdig, nicht wiederholt', async () => {
    const { v, client } = await mitTls(Z.client, ohnePause());
    await expect(client.liste()).rejects.toThrow(
      /^Das Serverzertifikat des Versicherers ist nicht vertrauenswürdig \(SELF_SIGNED_CERT_IN_CHAIN: /,
    );
    expect(v.aufrufe).toEqual([]);
  });
});
