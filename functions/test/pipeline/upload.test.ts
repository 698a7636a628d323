/**
 * The presigned upload URL as S3 checks it: no checksum signed in (the SDK's default signs the
 * CRC32 of an empty body, which S3 holds a real file against), the declared size signed, and the
 * limit on that size. Presigning is computed locally: no S3 is needed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOECHSTE_UPLOAD_BYTES, LESE_TEXTE, type Benutzer } from '@lieferdesk/shared';
import { hoechsteUploadBytes, uploadZielAnlegen } from '../../src/pipeline/lesen/upload';
import { s3Client, uploadUrl } from '../../src/speicher/s3';

const UMGEBUNG = ['S3_ENDPOINT', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'INBOX_BUCKET'];
let vorher: Record<string, string | undefined> = {};

beforeEach(() => {
  vorher = Object.fromEntries(UMGEBUNG.map((n) => [n, process.env[n]]));
  // As in AWS: no local endpoint, credentials from the environment.
  delete process.env.S3_ENDPOINT;
  Object.assign(process.env, {
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'AKIDTEST',
    AWS_SECRET_ACCESS_KEY: 'geheim',
    INBOX_BUCKET: 'lieferdesk-inbox',
  });
});
afterEach(() => {
  for (const [name, wert] of Object.entries(vorher)) {
    if (wert === undefined) delete process.env[name];
    else process.env[name] = wert;
  }
});

const BENUTZER: Benutzer = { id: 'b7c1-sub', name: 'huber', rollen: ['INTERN'], struktur: [] };
const parameter = (url: string) => new URL(url).searchParams;

describe('presigned Upload-URL', () => {
  it('trägt keine Prüfsumme (x-amz-checksum-*), aber die deklarierte Größe signiert', async () => {
    const url = await uploadUrl('lieferdesk-inbox', 'upload/abc/Courtage März.csv', 12_345);
    const namen = [...parameter(url).keys()].map((n) => n.toLowerCase());
    expect(namen.filter((n) => n.startsWith('x-amz-checksum-'))).toEqual([]);
    expect(namen).not.toContain('x-amz-sdk-checksum-algorithm');
    expect(parameter(url).get('X-Amz-SignedHeaders')?.split(';')).toContain('content-length');
  });

  it('jeder S3-Client rechnet und prüft Prüfsummen nur, wo S3 sie verlangt', async () => {
    const aws = s3Client();
    await expect(aws.config.requestChecksumCalculation()).resolves.toBe('WHEN_REQUIRED');
    await expect(aws.config.responseChecksumValidation()).resolves.toBe('WHEN_REQUIRED');
    // The local stack's client (s3rver) is created the same way.
    process.env.S3_ENDPOINT = 'http://127.0.0.1:1';
    const lokal = s3Client();
    expect(lokal).not.toBe(aws);
    await expect(lokal.config.requestChecksumCalculation()).resolves.toBe('WHEN_REQUIRED');
    await expect(lokal.config.responseChecksumValidation()).resolves.toBe('WHEN_REQUIRED');
  });

  it('gibt eine URL für eine Datei bis zur Höchstgröße aus; darüber ein Grund auf Deutsch', async () => {
    const ziel = await uploadZielAnlegen(BENUTZER, {
      fileName: 'bestand.gdv',
      groesse: HOECHSTE_UPLOAD_BYTES,
    });
    const url = new URL(ziel.url);
    expect(url.host).toBe('lieferdesk-inbox.s3.eu-central-1.amazonaws.com');
    expect(url.pathname).toBe(`/upload/${BENUTZER.id}/${ziel.tempId}/bestand.gdv`);

    const zuGross = HOECHSTE_UPLOAD_BYTES + 1;
    await expect(
      uploadZielAnlegen(BENUTZER, { fileName: 'bestand.gdv', groesse: zuGross }),
    ).rejects.toMatchObject({
      art: 'ungueltig',
      message: LESE_TEXTE.uploadZuGross(zuGross, HOECHSTE_UPLOAD_BYTES),
    });
    expect(LESE_TEXTE.uploadZuGross(1536 * 1024 ** 2, HOECHSTE_UPLOAD_BYTES)).toBe(
      'Die Datei ist 1.536 MB groß; hochgeladen werden Dateien bis 1.024 MB. Bitte teilen Sie die Datei.',
    );
  });

  it('nimmt die Höchstgröße aus UPLOAD_HOECHSTE_BYTES; ein unbrauchbarer Wert ist ein Fehler', () => {
    expect(hoechsteUploadBytes({})).toBe(HOECHSTE_UPLOAD_BYTES);
    expect(hoechsteUploadBytes({ UPLOAD_HOECHSTE_BYTES: '' })).toBe(HOECHSTE_UPLOAD_BYTES);
    expect(hoechsteUploadBytes({ UPLOAD_HOECHSTE_BYTES: '1048576' })).toBe(1_048_576);
    for (const falsch of ['0', '-1', '1,5', 'viel']) {
      expect(() => hoechsteUploadBytes({ UPLOAD_HOECHSTE_BYTES: falsch })).toThrow(/UPLOAD_HOECHSTE_BYTES/);
    }
  });
});
