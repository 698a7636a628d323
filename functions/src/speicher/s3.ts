/**
 * S3 access of the functions: the inbox bucket's objects as streams, and presigned PUT URLs for
 * browser uploads. In AWS the client takes region and credentials from
 * the Lambda's environment; locally `S3_ENDPOINT` points at the local S3 (s3rver), which needs
 * path-style URLs and accepts only its own fixed credentials.
 */
import { PassThrough, type Readable } from 'node:stream';
import { Upload } from '@aws-sdk/lib-storage';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { konfiguration, STANDARD_REGION } from '../konfiguration';
import { pruefeZugriff } from '../zugriffsPruefung';

/** s3rver's fixed credentials (it checks the key id, not the signature). */
const LOKALE_ZUGANGSDATEN = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** How long a presigned upload URL is valid: long enough for a large file on a slow line. */
export const UPLOAD_GUELTIG_SEKUNDEN = 15 * 60;

let standard: { schluessel: string; client: S3Client } | undefined;

/**
 * Checksums only where S3 requires them. The SDK's default (client-s3 ≥ 3.729) computes a CRC32
 * of every request body — and a presigned PUT has none yet, so the CRC32 of an empty body was
 * signed into every upload URL (`x-amz-checksum-crc32=AAAAAA==`), and S3 holds the real file
 * against it. Responses are validated likewise only where S3 requires it.
 */
const PRUEFSUMMEN = {
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const;

/** One client per container; a process that moves to another local S3 (tests) gets a new one. */
export function s3Client(): S3Client {
  const endpoint = konfiguration.s3Endpoint();
  const region = konfiguration.region() ?? STANDARD_REGION;
  const schluessel = `${region}@${endpoint ?? ''}`;
  if (standard?.schluessel !== schluessel) {
    const ort = endpoint
      ? { region, endpoint, forcePathStyle: true, credentials: LOKALE_ZUGANGSDATEN }
      : { region };
    const client = new S3Client({ ...ort, ...PRUEFSUMMEN });
    // Also before presigning: a presigned PUT is the function's own write.
    client.middlewareStack.add(
      (next, kontext) => (args) => {
        const eingabe = args.input as { Bucket?: string; Key?: string; CopySource?: string };
        pruefeZugriff({
          dienst: 's3',
          befehl: String(kontext.commandName ?? 'unbekannt').replace(/Command$/, ''),
          bucket: eingabe.Bucket,
          key: eingabe.Key,
          quelle: eingabe.CopySource,
        });
        return next(args);
      },
      { step: 'initialize', name: 'lieferdeskZugriff' },
    );
    standard = { schluessel, client };
  }
  return standard.client;
}

/** The bucket delivered files arrive in (drops under eingang/, uploads under upload/). */
export const inboxBucket = (): string => konfiguration.inboxBucket();

/**
 * The object's bytes as a stream of chunks, never the whole file in memory. Stopping the
 * iteration early closes the connection. `bereich`: only bytes [von, bis) (a ranged GET — a
 * chunk of lines read from its own bytes).
 */
export async function objektStrom(
  bucket: string,
  key: string,
  bereich?: { von: number; bis: number },
): Promise<AsyncIterable<Buffer>> {
  const Range = bereich && `bytes=${bereich.von}-${bereich.bis - 1}`;
  const antwort = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key, Range }));
  if (!antwort.Body) throw new Error(`S3-Objekt ${bucket}/${key} ohne Inhalt`);
  return antwort.Body as Readable;
}

/** Whether the error says the object does not exist. */
export function istNichtGefunden(fehler: unknown): boolean {
  return (
    fehler instanceof NoSuchKey ||
    (fehler instanceof Error && (fehler.name === 'NoSuchKey' || fehler.name === 'NotFound'))
  );
}

/** Bytes of the object's start that objektAnfang hands back (enough for a first GDV line). */
export const ANFANG_BYTES = 2048;

/**
 * The object's first ANFANG_BYTES bytes (to recognise a format) and its ETag — the rest is not
 * read: the connection is closed once they are there. A plain GET rather than a ranged one,
 * which S3 refuses for an empty object.
 */
export async function objektAnfang(bucket: string, key: string): Promise<{ anfang: Buffer; etag?: string }> {
  const antwort = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const teile: Buffer[] = [];
  let bytes = 0;
  for await (const stueck of (antwort.Body ?? []) as AsyncIterable<Buffer>) {
    teile.push(stueck);
    bytes += stueck.length;
    if (bytes >= ANFANG_BYTES) break;
  }
  return { anfang: Buffer.concat(teile).subarray(0, ANFANG_BYTES), etag: antwort.ETag };
}

/** The first object key under the prefix, or undefined. */
export async function ersterSchluessel(bucket: string, praefix: string): Promise<string | undefined> {
  const antwort = await s3Client().send(
    new ListObjectsV2Command({ Bucket: bucket, Prefix: praefix, MaxKeys: 1 }),
  );
  return antwort.Contents?.[0]?.Key;
}

/**
 * A URL the browser PUTs the file to directly (no file bytes through the API, whose payload is
 * limited to 6 MB). The declared size is signed (Content-Length is a signed header): S3 refuses
 * a PUT of any other length, so the size checked when the URL was handed out is the size that
 * arrives. No content type is signed: the browser sends whatever type the file has.
 */
export function uploadUrl(bucket: string, key: string, bytes: number): Promise<string> {
  return getSignedUrl(s3Client(), new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: bytes }), {
    expiresIn: UPLOAD_GUELTIG_SEKUNDEN,
  });
}

/** How long a presigned download URL is valid: the browser fetches it at once. */
export const DOWNLOAD_GUELTIG_SEKUNDEN = 5 * 60;

/**
 * A URL the browser GETs a stored file from directly, for minutes (no bytes through the API).
 * S3 answers it with the file's name and type as given: `anzeigen` for a viewer in the page
 * (inline), else a download (attachment).
 */
export function downloadUrl(
  bucket: string,
  key: string,
  o: { dateiname: string; inhaltstyp?: string; anzeigen?: boolean },
): Promise<string> {
  const art = o.anzeigen ? 'inline' : 'attachment';
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: `${art}; filename*=UTF-8''${encodeURIComponent(o.dateiname)}`,
      ...(o.inhaltstyp ? { ResponseContentType: o.inhaltstyp } : {}),
    }),
    { expiresIn: DOWNLOAD_GUELTIG_SEKUNDEN },
  );
}

/** Copies an object inside its bucket on the server side (no bytes through the function). */
export async function objektKopieren(bucket: string, von: string, nach: string): Promise<void> {
  const quelle = `${bucket}/${von.split('/').map(encodeURIComponent).join('/')}`;
  await s3Client().send(new CopyObjectCommand({ Bucket: bucket, Key: nach, CopySource: quelle }));
}

/** Deletes an object (a registered upload once it is kept elsewhere). */
export async function objektLoeschen(bucket: string, key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** The bucket of stored documents (settlement protocols, exports, assigned PDFs). */
export const dokumenteBucket = (): string => konfiguration.dokumenteBucket();

/** Stores a document that was built in memory (a protocol of at most a few MB). */
export async function objektSchreiben(
  bucket: string,
  key: string,
  inhalt: Uint8Array,
  inhaltstyp: string,
): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: inhalt, ContentType: inhaltstyp }),
  );
}

/** An object's bytes (documents the API hands out whole). */
export async function objektLesen(bucket: string, key: string): Promise<Uint8Array> {
  const antwort = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!antwort.Body) throw new Error(`S3-Objekt ${bucket}/${key} ohne Inhalt`);
  return antwort.Body.transformToByteArray();
}

/** An object written while it is made: `strom` takes the bytes, `fertig` settles once S3 holds them. */
export interface StromUpload {
  strom: PassThrough;
  fertig: Promise<void>;
  /** Nothing is left behind: the stream stops and the upload (its parts) is aborted. */
  abbrechen(): Promise<void>;
}

/**
 * Streams an object into S3 (the SDK's managed upload: one PUT for a small object, 5 MiB parts
 * for a large one, one part in flight), so a large file made on the fly never lies whole in
 * memory.
 */
export function stromHochladen(bucket: string, key: string, inhaltstyp: string): StromUpload {
  const strom = new PassThrough({ highWaterMark: 1024 * 1024 });
  const upload = new Upload({
    client: s3Client(),
    params: { Bucket: bucket, Key: key, Body: strom, ContentType: inhaltstyp },
    partSize: 5 * 1024 * 1024,
    queueSize: 1,
    leavePartsOnError: false,
  });
  const fertig = upload.done().then(() => undefined);
  // A failure surfaces where `fertig` is awaited; until then it must not go unhandled.
  fertig.catch(() => undefined);
  return {
    strom,
    fertig,
    async abbrechen() {
      strom.destroy();
      await upload.abort().catch(() => undefined);
      await fertig.catch(() => undefined);
    },
  };
}
