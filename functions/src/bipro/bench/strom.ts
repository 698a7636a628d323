/**
 * Benchmark of streaming a BiPRO getShipment answer (`npm run bench:bipro-strom`), not a test:
 * prints figures.
 *
 * A local insurer (STS and transfer on 127.0.0.1, a process of its own) generates its answers
 * while it sends them, never holding them: an MTOM answer with one part of MTOM_MIB (300 MiB by
 * default) and an inline answer whose base64 (76-character lines) makes about INLINE_MIB
 * (100 MiB). Each is fetched through the client's streaming path — `biproClient(…).abrufenStrom`
 * over soapSendenStrom into a sink that only counts and hashes — in a process of its own (its own
 * peak RSS), and the file's hash checked against the insurer's. Printed: MB/s of the answer and of
 * the decoded file, and peak RSS (process.resourceUsage().maxRSS); the aim is under 256 MiB
 * whatever the size.
 *
 * This file is all three: run by tsx it bundles itself with esbuild, as the Lambda bundles the
 * functions, and runs the insurer and each measurement from the bundle under plain node (the
 * TypeScript loader alone would add some 50 MB to a process's RSS).
 *
 *   npm run bench:bipro-strom [-- <MTOM-MiB> <Inline-MiB>]
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { WS_SC, xmlText } from '../anfragen';
import { biproClient } from '../client';
import { LOKALE_DIENSTE_VARIABLE } from '../dienstAdresse';
import type { Ablage } from '../lesen/ablage';
import { NS } from '../lesen/namensraeume';
import { STANDARD_PROFIL } from '../profil';

const MIB = 2 ** 20;
const ZIEL_RSS = 256 * MIB;
/** A block of the generated file: 57 bytes make one 76-character base64 line, and blocks end on a line. */
const BLOCK_BYTES = 57 * 3 * 4096;
const GRENZE = 'uuid:bench-0f3a-mtom-grenze';

interface Szenario {
  id: 'L-MTOM' | 'L-INLINE';
  /** Bytes of the file the answer carries. */
  dateiBytes: number;
  /** Bytes of the answer's body. */
  antwortBytes: number;
  sha256: string;
}

interface Messung {
  ok: boolean;
  sekunden: number;
  dateiBytes: number;
  sha256: string;
  rssVorher: number;
  spitzeRss: number;
}

// --- the generated file: pseudo-random, the block's number in its first bytes (no two blocks alike) ---

function vorlagen(): Buffer[] {
  let x = 0x2545f491;
  return Array.from({ length: 4 }, () => {
    const b = Buffer.allocUnsafe(BLOCK_BYTES);
    for (let i = 0; i < b.length; i += 4) {
      // xorshift32: fast, and the same bytes every run.
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      b.writeInt32LE(x | 0, i);
    }
    return b;
  });
}

function* dateiBloecke(bytes: number, v: Buffer[]): Generator<Buffer> {
  for (let nr = 0, rest = bytes; rest > 0; nr++) {
    const b = Buffer.from(v[nr % v.length]!);
    b.writeUInt32LE(nr, 0);
    yield rest >= b.length ? b : b.subarray(0, rest);
    rest -= b.length;
  }
}

const alsZeilen = (b: Buffer) => Buffer.from(b.toString('base64').replace(/.{76}/g, '$&\r\n'), 'latin1');

/**
 * The file as base64 in 76-character lines. The templates are encoded once: blocks differ only
 * in their first line, so the insurer keeps pace with the reader it is measured against.
 */
function* base64Zeilen(bytes: number, v: Buffer[]): Generator<Buffer> {
  const kodiert = v.map(alsZeilen);
  let nr = 0;
  for (const b of dateiBloecke(bytes, v)) {
    const vorlage = kodiert[nr++ % v.length]!;
    if (b.length < BLOCK_BYTES) yield alsZeilen(b);
    else yield Buffer.concat([alsZeilen(b.subarray(0, 57)), vorlage.subarray(78)]);
  }
}

// --- the insurer ---

function wurzelXml(id: string, daten: string): [string, string] {
  const vorne =
    `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${NS.soap11}" xmlns:tran="${NS.transfer}" xmlns:nac="${NS.nachrichten}" xmlns:allg="${NS.allgemein}" xmlns:gevo="${NS.gevo}">` +
    `<soapenv:Body><tran:getShipmentResponse><tran:Response><nac:BiPROVersion>2.6.1.1.0</nac:BiPROVersion>` +
    `<nac:Status><nac:StatusID>OK</nac:StatusID><nac:Meldung><nac:ArtID>Hinweis</nac:ArtID><nac:MeldungID>04000</nac:MeldungID><nac:Text>Aufruf erfolgreich</nac:Text></nac:Meldung></nac:Status>` +
    `<tran:Lieferung><tran:ID>${xmlText(id)}</tran:ID><tran:Einstellzeitpunkt>2026-11-25T22:10:00+01:00</tran:Einstellzeitpunkt><tran:Kategorie>999010010</tran:Kategorie>` +
    `<tran:Transfer><gevo:ArtID>999010010</gevo:ArtID><gevo:Datei><allg:Dateiname>bestand.gdv</allg:Dateiname><allg:Dateityp>Nettodaten</allg:Dateityp><allg:Daten>${daten}`;
  const hinten =
    `</allg:Daten><allg:Komprimierungstyp>KEINE</allg:Komprimierungstyp></gevo:Datei></tran:Transfer></tran:Lieferung>` +
    `</tran:Response></tran:getShipmentResponse></soapenv:Body></soapenv:Envelope>`;
  return [vorne, hinten];
}

/** An answer's pieces: texts around the generated file (raw for MTOM, base64 lines inline). */
function antwortStuecke(
  id: Szenario['id'],
  dateiBytes: number,
  v: Buffer[],
): { typ: string; stuecke: () => Iterable<Buffer> } {
  if (id === 'L-INLINE') {
    const [vorne, hinten] = wurzelXml(id, '');
    return {
      typ: 'text/xml; charset=utf-8',
      *stuecke() {
        yield Buffer.from(vorne);
        yield* base64Zeilen(dateiBytes, v);
        yield Buffer.from(hinten);
      },
    };
  }
  const [vorne, hinten] = wurzelXml(
    id,
    `<xop:Include xmlns:xop="${NS.xop}" href="cid:bestand%40bench.example"/>`,
  );
  return {
    typ: `multipart/related; type="application/xop+xml"; start="<wurzel@bench.example>"; start-info="text/xml"; boundary="${GRENZE}"`,
    *stuecke() {
      yield Buffer.from(
        `--${GRENZE}\r\nContent-Type: application/xop+xml; charset=UTF-8; type="text/xml"\r\nContent-ID: <wurzel@bench.example>\r\n\r\n${vorne}${hinten}\r\n` +
          `--${GRENZE}\r\nContent-Type: application/octet-stream\r\nContent-Transfer-Encoding: binary\r\nContent-ID: <bestand@bench.example>\r\n\r\n`,
      );
      yield* dateiBloecke(dateiBytes, v);
      yield Buffer.from(`\r\n--${GRENZE}--\r\n`);
    },
  };
}

async function senden(antwort: ServerResponse, stuecke: Iterable<Buffer>): Promise<void> {
  for (const s of stuecke) if (!antwort.write(s)) await once(antwort, 'drain');
  antwort.end();
}

/** Runs the insurer; prints one JSON line: its port and the scenarios with their sizes and hashes. */
async function versicherer(mtomMib: number, inlineMib: number): Promise<void> {
  const v = vorlagen();
  // The inline file is sized so that its base64 with line breaks makes the answer's size.
  const groessen = { 'L-MTOM': mtomMib * MIB, 'L-INLINE': Math.floor((inlineMib * MIB * 57) / 78) };
  const szenarien: Szenario[] = (['L-MTOM', 'L-INLINE'] as const).map((id) => {
    const h = createHash('sha256');
    for (const b of dateiBloecke(groessen[id], v)) h.update(b);
    let antwortBytes = 0;
    for (const s of antwortStuecke(id, groessen[id], v).stuecke()) antwortBytes += s.length;
    return { id, dateiBytes: groessen[id], antwortBytes, sha256: h.digest('hex') };
  });
  const rstr = `<s:Envelope xmlns:s="${NS.soap11}"><s:Body><RequestSecurityTokenResponse xmlns="http://schemas.xmlsoap.org/ws/2005/02/trust"><RequestedSecurityToken><SecurityContextToken xmlns="${WS_SC}"><Identifier>bipro:bench</Identifier></SecurityContextToken></RequestedSecurityToken></RequestSecurityTokenResponse></s:Body></s:Envelope>`;
  const server = createServer((anfrage, antwort) => {
    const teile: Buffer[] = [];
    anfrage.on('data', (t: Buffer) => teile.push(t));
    anfrage.on('end', () => {
      if (anfrage.url === '/410') {
        antwort.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
        return antwort.end(rstr);
      }
      const id = /<tran:ID>([^<]*)</.exec(Buffer.concat(teile).toString())?.[1];
      const s = szenarien.find((x) => x.id === id);
      if (!s) {
        antwort.writeHead(404);
        return antwort.end();
      }
      const { typ, stuecke } = antwortStuecke(s.id, s.dateiBytes, v);
      antwort.writeHead(200, { 'content-type': typ, 'content-length': String(s.antwortBytes) });
      senden(antwort, stuecke()).catch(() => antwort.destroy());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port, szenarien }));
}

// --- one measurement ---

async function messen(port: number, id: string): Promise<void> {
  const rssVorher = process.memoryUsage().rss;
  const h = { bytes: 0, sha256: '' };
  const ablage: Ablage = async () => {
    const hash = createHash('sha256');
    return {
      schreiben: async (teil) => {
        hash.update(teil);
        h.bytes += teil.length;
      },
      abschliessen: async () => {
        h.sha256 = hash.digest('hex');
      },
      abbrechen: async () => undefined,
    };
  };
  // Its insurer is on 127.0.0.1 over http, as the local stack's (bipro/dienstAdresse.ts).
  process.env[LOKALE_DIENSTE_VARIABLE] = '1';
  const client = biproClient({
    stsUrl: `http://127.0.0.1:${port}/410`,
    transferUrl: `http://127.0.0.1:${port}/430`,
    benutzer: 'bench',
    passwort: 'bench',
    profil: STANDARD_PROFIL,
  });
  const start = process.hrtime.bigint();
  const antwort = await client.abrufenStrom(id, ablage);
  const sekunden = Number(process.hrtime.bigint() - start) / 1e9;
  const m: Messung = {
    ok: antwort.ok,
    sekunden,
    dateiBytes: h.bytes,
    sha256: h.sha256,
    rssVorher,
    // maxRSS is in kilobytes.
    spitzeRss: process.resourceUsage().maxRSS * 1024,
  };
  console.log(JSON.stringify(m));
}

// --- the run ---

async function ausfuehren(skript: string, args: string[]): Promise<string> {
  const kind = spawn(process.execPath, [skript, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ausgabe: string[] = [];
  kind.stdout.on('data', (t: Buffer) => ausgabe.push(t.toString()));
  const [code] = (await once(kind, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${args[0]} endete mit ${code}`);
  return ausgabe.join('').trim().split('\n').at(-1)!;
}

async function hauptprogramm(mtomMib: number, inlineMib: number): Promise<void> {
  const { build } = await import('esbuild');
  const ordner = mkdtempSync(join(tmpdir(), 'bipro-strom-bench-'));
  const skript = join(ordner, 'strom.mjs');
  try {
    await build({
      entryPoints: [fileURLToPath(import.meta.url)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      outfile: skript,
      external: ['esbuild'],
      banner: {
        // CommonJS dependencies (saxes) call require; the name must not clash with a bundled import.
        js: "import { createRequire as benchRequire } from 'node:module'; const require = benchRequire(import.meta.url);",
      },
      logLevel: 'error',
    });
    const versichererProzess = spawn(
      process.execPath,
      [skript, 'versicherer', String(mtomMib), String(inlineMib)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const [zeile] = (await once(createInterface({ input: versichererProzess.stdout }), 'line')) as [string];
      const { port, szenarien } = JSON.parse(zeile) as { port: number; szenarien: Szenario[] };
      console.log(`BiPRO getShipment gestreamt (Node ${process.version}), Ziel: Spitze RSS unter 256 MiB`);
      for (const s of szenarien) {
        const m = JSON.parse(await ausfuehren(skript, ['messen', String(port), s.id])) as Messung;
        const richtig = m.ok && m.sha256 === s.sha256 && m.dateiBytes === s.dateiBytes;
        const mb = (b: number) => (b / 1e6).toFixed(1);
        console.log(
          `${s.id === 'L-MTOM' ? 'MTOM  ' : 'inline'}  Antwort ${mb(s.antwortBytes).padStart(6)} MB  Datei ${mb(s.dateiBytes).padStart(6)} MB  ` +
            `${m.sekunden.toFixed(2).padStart(6)} s  ${mb(s.antwortBytes / m.sekunden).padStart(6)} MB/s Antwort  ` +
            `${mb(s.dateiBytes / m.sekunden).padStart(6)} MB/s Datei  RSS vorher ${(m.rssVorher / MIB).toFixed(0)} MiB, ` +
            `Spitze ${(m.spitzeRss / MIB).toFixed(0)} MiB${m.spitzeRss > ZIEL_RSS ? ' (über 256 MiB)' : ''}  ` +
            `${richtig ? 'Hash stimmt' : 'FALSCH (Hash, Größe oder nicht OK)'}`,
        );
        if (!richtig) process.exitCode = 1;
      }
    } finally {
      versichererProzess.kill();
    }
  } finally {
    rmSync(ordner, { recursive: true, force: true });
  }
}

const [rolle, ...rest] = process.argv.slice(2);
if (rolle === 'versicherer') await versicherer(Number(rest[0]), Number(rest[1]));
else if (rolle === 'messen') await messen(Number(rest[0]), rest[1]!);
else await hauptprogramm(Number(rolle ?? 300), Number(rest[0] ?? 100));
