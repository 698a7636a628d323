/**
 * The client's streamed get (functions/src/bipro/client.ts, abrufenStrom) against the simulated
 * insurer (infra/local/versicherer.ts) over HTTP on 127.0.0.1: an MTOM answer with a file
 * generated while it is sent (never held by either side) and a ZIP, and the same inline, each
 * file streamed into a sink that hashes it; a connection cut mid-file aborts that file's sink; an
 * answer that stalls after its first file has that one complete and no other.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { biproClient, KLEINE_ANTWORT_HOECHSTE_BYTES } from '../../src/bipro/client';
import type { Ablage, DateiKopf } from '../../src/bipro/lesen/ablage';
import { STANDARD_PROFIL } from '../../src/bipro/profil';
import {
  starteVersicherer,
  zipDatei,
  type SimLieferung,
  type SimStrom,
  type Versicherer,
} from '../../../infra/local/versicherer';

const GROSS_BYTES = 24 * 1024 * 1024 + 7;
/** GDV-like lines, numbered: the same bytes every time, made as they are sent. */
function gross(): SimStrom {
  return {
    bytes: GROSS_BYTES,
    *erzeugen() {
      const zeile = (i: number) => `0200${String(i).padStart(10, '0')}${' '.repeat(240)}\r\n`;
      let rest = GROSS_BYTES;
      for (let block = 0; rest > 0; block++) {
        const b = Buffer.from(
          Array.from({ length: 256 }, (_, i) => zeile(block * 256 + i)).join(''),
          'latin1',
        );
        const teil = b.subarray(0, Math.min(rest, b.length));
        rest -= teil.length;
        yield teil;
      }
    },
  };
}
async function hashVon(s: SimStrom): Promise<string> {
  const h = createHash('sha256');
  for await (const teil of s.erzeugen()) h.update(teil);
  return h.digest('hex');
}
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Sinks that only count and hash, as the benchmark's. */
function hashAblage() {
  const senken: { kopf: DateiKopf; bytes: number; sha256?: string; abgebrochen?: string }[] = [];
  const ablage: Ablage = async (kopf) => {
    const s: (typeof senken)[number] = { kopf, bytes: 0 };
    senken.push(s);
    const h = createHash('sha256');
    return {
      schreiben: async (teil) => {
        h.update(teil);
        s.bytes += teil.length;
      },
      abschliessen: async (info) => {
        s.sha256 = h.digest('hex');
        expect(info).toEqual({ bytes: s.bytes, sha256: s.sha256 });
      },
      abbrechen: async (grund) => {
        s.abgebrochen = grund;
      },
    };
  };
  return { ablage, senken };
}

const AVB = Buffer.from('Allgemeine Versicherungsbedingungen');
const POLICE = Buffer.from('%PDF-1.4\r\n%\xe2\xe3\xcf\xd3\r\n1 0 obj << >> endobj\r\n%%EOF\r\n', 'latin1');
const lieferung = (id: string, mtom: boolean): SimLieferung => ({
  id,
  kategorie: '999010010',
  einstellzeitpunkt: '2026-11-25T22:11:00+01:00',
  mtom,
  transfers: [
    { dateien: [{ dateiname: 'bestand.gdv', inhalt: gross(), dateityp: 'Nettodaten' }] },
    {
      versicherungsscheinnummer: 'HH-2023-0045871',
      dateien: [
        zipDatei('dokumente.zip', [
          { name: 'police.pdf', inhalt: POLICE },
          { name: 'avb.txt', inhalt: AVB },
        ]),
      ],
    },
  ],
});

let laufend: Versicherer | undefined;
afterEach(async () => {
  await laufend?.beenden();
  laufend = undefined;
});

async function client() {
  laufend = await starteVersicherer({
    benutzer: 'makler',
    passwort: 'geheim',
    lieferungen: [lieferung('L-MTOM', true), lieferung('L-INLINE', false)],
  });
  return biproClient({
    stsUrl: laufend.stsUrl,
    transferUrl: laufend.transferUrl,
    benutzer: 'makler',
    passwort: 'geheim',
    profil: STANDARD_PROFIL,
  });
}

describe('abrufenStrom gegen den simulierten Versicherer', () => {
  for (const id of ['L-MTOM', 'L-INLINE'])
    it(`${id}: jede Datei in ihre Senke, ZIP-Einträge einzeln, mit Bytes und Hash`, async () => {
      const c = await client();
      const { ablage, senken } = hashAblage();
      const antwort = await c.abrufenStrom(id, ablage);
      expect(antwort.ok).toBe(true);
      const erwartet = [
        ['bestand.gdv', 0, GROSS_BYTES, await hashVon(gross())],
        ['police.pdf', 1, POLICE.length, sha256(POLICE)],
        ['avb.txt', 1, AVB.length, sha256(AVB)],
      ];
      expect(
        antwort.lieferungen[0]!.dateien.map((d) => [d.dateiname, d.transfer, d.bytes, d.sha256]),
      ).toEqual(erwartet);
      expect(
        senken.filter((s) => s.sha256).map((s) => [s.kopf.dateiname, s.kopf.transfer, s.bytes, s.sha256]),
      ).toEqual(erwartet);
      expect(antwort.lieferungen[0]!.transfers[1]).toMatchObject({
        versicherungsscheinnummer: 'HH-2023-0045871',
      });
    });

  it('die Verbindung bricht mitten in der großen Datei ab: ihre Senke abgebrochen, die Antwort nicht OK', async () => {
    const c = await client();
    // Logged in first: the disturbance meets the get, not the token request.
    expect((await c.liste()).ok).toBe(true);
    laufend!.stoeren({ art: 'verbindungAbbrechen', nachBytes: 5 * 1024 * 1024 });
    const { ablage, senken } = hashAblage();
    const antwort = await c.abrufenStrom('L-MTOM', ablage);
    expect(antwort.ok).toBe(false);
    expect(antwort.meldungen[0]!.id).toBe('LD001');
    expect(
      senken.map((s) => [s.kopf.dateiname, s.sha256 === undefined, s.abgebrochen !== undefined]),
    ).toEqual([['bestand.gdv', true, true]]);
    expect(senken[0]!.bytes).toBeLessThan(GROSS_BYTES);
  });
});

/** Until the clock has passed `zeitpunkt` (ms since the epoch): a deadline the test gives the client. */
const warteBisNach = (zeitpunkt: number) =>
  new Promise<void>((fertig) => setTimeout(fertig, Math.max(0, zeitpunkt - Date.now()) + 1));

describe('die Zeit des Abrufs', () => {
  it('die Frist (die Restzeit der Funktion) ist um: die Senke der großen Datei abgebrochen, die Antwort nicht OK', async () => {
    const c = await client();
    const { ablage: sammeln, senken } = hashAblage();
    const frist = Date.now() + 2_000;
    // The first file's sink opens only once the deadline has passed: the answer has begun, and
    // cannot come in full, whatever the machine's speed.
    const ablage: Ablage = async (kopf) => {
      await warteBisNach(frist);
      return sammeln(kopf);
    };
    const antwort = await c.abrufenStrom('L-MTOM', ablage, { frist });
    expect(antwort.ok).toBe(false);
    expect(antwort.meldungen[0]!.text).toContain('vollständig an');
    expect(senken.every((s) => s.sha256 === undefined)).toBe(true);
    expect(senken.filter((s) => s.abgebrochen === undefined)).toEqual([]);
  });
});

describe('die Antwort stockt', () => {
  it('nach der ersten von drei Dateien: deren Senke abgeschlossen, keine weitere, die Antwort nicht OK', async () => {
    const pdf = (n: number) => ({
      dateiname: `teil-${n}.pdf`,
      inhalt: Buffer.from(`%PDF-1.4\n% ${n}\n%%EOF\n`),
    });
    laufend = await starteVersicherer({
      benutzer: 'makler',
      passwort: 'geheim',
      mtom: true,
      lieferungen: [
        {
          id: 'L-STOCKT',
          kategorie: '999010010',
          einstellzeitpunkt: '2026-11-25T22:11:00+01:00',
          transfers: [{ dateien: [1, 2, 3].map(pdf) }],
        },
      ],
    });
    const c = biproClient({
      stsUrl: laufend.stsUrl,
      transferUrl: laufend.transferUrl,
      benutzer: 'makler',
      passwort: 'geheim',
      profil: STANDARD_PROFIL,
    });
    laufend.stoeren({ art: 'stocken', nachDateien: 1 });
    const { ablage, senken } = hashAblage();
    // The stalled answer never ends: the deadline ends the call.
    const antwort = await c.abrufenStrom('L-STOCKT', ablage, { frist: Date.now() + 2_000 });
    expect(antwort.ok).toBe(false);
    expect(senken.filter((s) => s.sha256).map((s) => [s.kopf.dateiname, s.sha256])).toEqual([
      ['teil-1.pdf', sha256(pdf(1).inhalt)],
    ]);
    // The second part's headers came, its bytes never: its sink, if opened, is aborted.
    expect(senken.slice(1).every((s) => s.abgebrochen !== undefined)).toBe(true);
    expect(laufend.aufrufe).toContain('getShipment');
  });
});

describe('die Antworten, die gesammelt werden (STS, Liste, Quittung), haben eine Obergrenze', () => {
  const zuGross = `Die Antwort ist größer als ${KLEINE_ANTWORT_HOECHSTE_BYTES} Bytes.`;

  it('eine STS-Antwort von 5 MB: abgewiesen, während sie ankommt, nicht gelesen', async () => {
    const c = await client();
    laufend!.stoeren({ art: 'aufgeblaeht', bytes: 5 * 1024 ** 2, aufruf: 'RequestSecurityToken' });
    await expect(c.liste()).rejects.toThrow(zuGross);
  });

  it('eine Liste über der Grenze: abgewiesen; eine darunter gelesen, wie groß auch immer aufgebläht', async () => {
    const c = await client();
    laufend!.stoeren({ art: 'aufgeblaeht', bytes: 3 * 1024 ** 2, aufruf: 'listShipments' });
    expect((await c.liste()).lieferungen.map((l) => l.id)).toEqual(['L-MTOM', 'L-INLINE']);
    laufend!.stoeren({ art: 'aufgeblaeht', bytes: KLEINE_ANTWORT_HOECHSTE_BYTES, aufruf: 'listShipments' });
    await expect(c.liste()).rejects.toThrow(zuGross);
    laufend!.stoeren({
      art: 'aufgeblaeht',
      bytes: KLEINE_ANTWORT_HOECHSTE_BYTES,
      aufruf: 'acknowledgeShipment',
    });
    await expect(c.quittieren('L-MTOM')).rejects.toThrow(zuGross);
  });
});
