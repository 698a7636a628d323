/**
 * The download job's S3 sink (abholung/s3Senke.ts) against the local S3: a file of any size, in
 * pieces of any size, is stored with exactly its bytes — up to a part in one PutObject, beyond as
 * a multipart upload whose part buffers are used again — and its first bytes kept; an aborted
 * file leaves no object; a failed upload makes `abschliessen` fail.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freierPort } from '../../../infra/local/prozesse';
import { starteS3 } from '../../../infra/local/s3';
import { s3Senke, TEIL_BYTES } from '../../src/abholung/s3Senke';
import { istNichtGefunden, objektLesen } from '../../src/speicher/s3';

const BUCKET = 'senke-test';
const UMGEBUNG = ['S3_ENDPOINT', 'AWS_REGION'];
const vorher = Object.fromEntries(UMGEBUNG.map((n) => [n, process.env[n]]));
const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-s3senke-'));
let s3: Awaited<ReturnType<typeof starteS3>>;

beforeAll(async () => {
  s3 = await starteS3(await freierPort(), verzeichnis, [BUCKET]);
  Object.assign(process.env, { S3_ENDPOINT: s3.endpoint, AWS_REGION: 'eu-central-1' });
});
afterAll(async () => {
  await s3.beenden();
  for (const [name, wert] of Object.entries(vorher)) {
    if (wert === undefined) delete process.env[name];
    else process.env[name] = wert;
  }
  rmSync(verzeichnis, { recursive: true, force: true });
});

/** Bytes that differ from part to part (a part sent twice, out of order or from a reused buffer would show). */
const inhalt = (bytes: number) => randomBytes(bytes);

async function ablegen(bucket: string, nr: number, daten: Buffer, stueck: number) {
  const { ablage, abgelegt } = s3Senke(bucket, 7);
  const senke = await ablage({ lieferungId: 'L-1', transfer: 0, nr, dateiname: `datei-${nr}.pdf` });
  for (let i = 0; i < daten.length; i += stueck) await senke.schreiben(daten.subarray(i, i + stueck));
  return { senke, abgelegt };
}

describe('S3-Senke der Abholung', () => {
  it.each([
    [0, 1000],
    [100, 7],
    [TEIL_BYTES - 1, 65_536],
    [TEIL_BYTES, 16_384],
    [TEIL_BYTES + 1, 1_000_003],
    [2 * TEIL_BYTES + 12_345, 12_288],
  ])('legt %i Bytes in Stücken zu %i genau ab', { timeout: 60_000 }, async (bytes, stueck) => {
    const nr = bytes % 1000;
    const daten = inhalt(bytes);
    const { senke, abgelegt } = await ablegen(BUCKET, nr, daten, stueck);
    await senke.abschliessen({ bytes, sha256: '' });
    const objekt = abgelegt.get(nr)!;
    expect(objekt.key).toBe(`bipro/7/L-1/${nr}-datei-${nr}.pdf`);
    expect(Buffer.from(objekt.anfang).equals(daten.subarray(0, 1024))).toBe(true);
    const gelesen = Buffer.from(await objektLesen(BUCKET, objekt.key));
    expect(gelesen.length).toBe(bytes);
    expect(gelesen.equals(daten)).toBe(true);
  });

  it(
    'hinterlässt nach dem Abbruch kein Objekt, auch mitten im mehrteiligen Upload',
    { timeout: 60_000 },
    async () => {
      const { senke, abgelegt } = await ablegen(BUCKET, 900, inhalt(TEIL_BYTES + 5), 1 << 20);
      await senke.abbrechen('Test');
      expect(abgelegt.has(900)).toBe(false);
      const fehler = await objektLesen(BUCKET, 'bipro/7/L-1/900-datei-900.pdf').catch((e: unknown) => e);
      expect(istNichtGefunden(fehler)).toBe(true);
    },
  );

  it.each([100, 2 * TEIL_BYTES + 1])(
    'scheitert, wenn der Upload von %i Bytes scheitert, und legt nichts ab',
    { timeout: 60_000 },
    async (bytes) => {
      const abgelegt = new Map<number, unknown>();
      const versuch = async () => {
        const a = await ablegen('gibt-es-nicht', 1, inhalt(bytes), 1 << 20);
        a.abgelegt.forEach((o, nr) => abgelegt.set(nr, o));
        await a.senke.abschliessen({ bytes, sha256: '' });
        a.abgelegt.forEach((o, nr) => abgelegt.set(nr, o));
      };
      await expect(versuch()).rejects.toThrow();
      expect(abgelegt.size).toBe(0);
    },
  );
});
