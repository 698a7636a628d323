/**
 * The download job's S3 sink, the `Ablage` it hands the reader (bipro/lesen/ablage.ts): every
 * file of a shipment streams into the inbox bucket under
 * bipro/<access>/<shipment>/<position>-<name> while the answer arrives — a file up to a part's
 * size in one PutObject, a larger one as a multipart upload fed as the reader decodes, so a file
 * of hundreds of MB passes through in parts of a few MB and the job's memory stays flat. The key
 * is the file's position in the shipment: a shipment fetched again writes the same keys, never
 * new ones; the name is the normalised one (domain/bipro/dateiname.ts), never a path the insurer
 * wrote.
 *
 * The parts are buffers of the container's `teilPuffer` pool, filled in place and used again once
 * their upload is done: no buffer per file or part for the collector to find (with the SDK's
 * managed upload each file and part was one, and the 300 MB inventory's container carried
 * ≈ 100 MB of them awaiting collection), and no stream between reader and upload.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { BIPRO_PRAEFIX } from '@lieferdesk/events';
import type { Ablage, DateiKopf, DateiSenke } from '../bipro/lesen/ablage';
import { dateinameNormalisieren } from '../domain/bipro/dateiname';
import { s3Client } from '../speicher/s3';
import { teilPuffer } from './teilPuffer';

/** Part size of a multipart upload (S3's minimum is 5 MiB); one part uploads while the next fills. */
export const TEIL_BYTES = 5 * 1024 * 1024;
/** The first bytes kept of each file: what tells a PDF or ZIP by its content (`dateitypErlaubt`). */
const ANFANG_BYTES = 1024;

/** Shipment ids are the insurer's text: only letters, digits, '-', '_' and '.' reach a key. */
const schluesselTeil = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || '_';

export const biproSchluessel = (zugangId: number, k: Pick<DateiKopf, 'lieferungId' | 'nr' | 'dateiname'>) =>
  `${BIPRO_PRAEFIX}${zugangId}/${schluesselTeil(k.lieferungId)}/${k.nr}-${schluesselTeil(dateinameNormalisieren(k.dateiname))}`;

export interface AbgelegtesObjekt {
  bucket: string;
  key: string;
  /** The file's first bytes (at most ANFANG_BYTES). */
  anfang: Uint8Array;
}

/** An Ablage for one access; `abgelegt` lists the objects completed, by file position. */
export function s3Senke(bucket: string, zugangId: number) {
  const abgelegt = new Map<number, AbgelegtesObjekt>();
  const ablage: Ablage = async (kopf) => {
    const key = biproSchluessel(zugangId, kopf);
    const ContentType = kopf.mimeType ?? 'application/octet-stream';
    const client = s3Client();
    const pool = teilPuffer(TEIL_BYTES);
    let puffer: Buffer | undefined;
    let gefuellt = 0;
    let anfang = new Uint8Array(0);
    let uploadId: string | undefined;
    const teile: CompletedPart[] = [];
    /** The part uploading, if one is: the next waits for it (one part in flight). */
    let unterwegs: Promise<void> | undefined;

    const teilHochladen = async (teil: Buffer, bytes: number) => {
      uploadId ??= (
        await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType }))
      ).UploadId;
      const PartNumber = teile.length + 1;
      teile.push({ PartNumber });
      try {
        const antwort = await client.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber,
            Body: teil.subarray(0, bytes),
            ContentLength: bytes,
          }),
        );
        teile[PartNumber - 1]!.ETag = antwort.ETag;
      } finally {
        pool.zurueck(teil);
      }
    };
    /** The full buffer goes off; a failure of the part before surfaces here. */
    const absenden = async () => {
      const teil = puffer!;
      const bytes = gefuellt;
      puffer = undefined;
      gefuellt = 0;
      const vorher = unterwegs;
      unterwegs = undefined;
      await vorher;
      unterwegs = teilHochladen(teil, bytes);
      // Its failure surfaces at the next part or at abschliessen; until then it is not unhandled.
      unterwegs.catch(() => undefined);
    };

    const senke: DateiSenke = {
      async schreiben(daten) {
        if (anfang.length < ANFANG_BYTES)
          anfang = Buffer.concat([anfang, daten.subarray(0, ANFANG_BYTES - anfang.length)]);
        for (let gelesen = 0; gelesen < daten.length;) {
          puffer ??= pool.holen();
          const n = Math.min(daten.length - gelesen, TEIL_BYTES - gefuellt);
          puffer.set(daten.subarray(gelesen, gelesen + n), gefuellt);
          gefuellt += n;
          gelesen += n;
          if (gefuellt === TEIL_BYTES) await absenden();
        }
      },
      async abschliessen() {
        if (uploadId === undefined && unterwegs === undefined) {
          // One part at most: one PutObject (an empty file too).
          const teil = puffer;
          puffer = undefined;
          try {
            await client.send(
              new PutObjectCommand({
                Bucket: bucket,
                Key: key,
                Body: teil ? teil.subarray(0, gefuellt) : new Uint8Array(0),
                ContentLength: gefuellt,
                ContentType,
              }),
            );
          } finally {
            if (teil) pool.zurueck(teil);
          }
        } else {
          if (puffer) await absenden();
          await unterwegs;
          unterwegs = undefined;
          await client.send(
            new CompleteMultipartUploadCommand({
              Bucket: bucket,
              Key: key,
              UploadId: uploadId,
              MultipartUpload: { Parts: teile },
            }),
          );
        }
        abgelegt.set(kopf.nr, { bucket, key, anfang });
      },
      async abbrechen() {
        if (puffer) pool.zurueck(puffer);
        puffer = undefined;
        await unterwegs?.catch(() => undefined);
        unterwegs = undefined;
        // An upload left open keeps its parts in the bucket (and bills them).
        if (uploadId !== undefined)
          await client
            .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
            .catch(() => undefined);
      },
    };
    return senke;
  };
  return { ablage, abgelegt };
}
