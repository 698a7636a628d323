/**
 * The download job's S3 sink, the `Ablage` it hands the reader (bipro/lesen/ablage.ts): every
 * file of a shipment streams into the inbox bucket under
 * bipro/<access>/<shipment>/<position>-<name> while the answer arrives — a multipart upload fed
 * as the reader decodes, so a file of hundreds of MB passes through in parts of a few MB and the
 * job's memory stays flat. The key is the file's position in the
 * shipment: a shipment fetched again writes the same keys, never new ones; the name is the
 * normalised one (domain/bipro/dateiname.ts), never a path the insurer wrote.
 */
import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { Upload } from '@aws-sdk/lib-storage';
import { BIPRO_PRAEFIX } from '@lieferdesk/events';
import type { Ablage, DateiKopf, DateiSenke } from '../bipro/lesen/ablage';
import { dateinameNormalisieren } from '../domain/bipro/dateiname';
import { s3Client } from '../speicher/s3';

/** Part size of the multipart upload (S3's minimum is 5 MiB); one part uploads while the next fills. */
const TEIL_BYTES = 5 * 1024 * 1024;
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
    const strom = new PassThrough({ highWaterMark: 1024 * 1024 });
    const upload = new Upload({
      client: s3Client(),
      params: {
        Bucket: bucket,
        Key: key,
        Body: strom,
        ContentType: kopf.mimeType ?? 'application/octet-stream',
      },
      partSize: TEIL_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    const fertig = upload.done();
    // The upload's failure surfaces at abschliessen; until then it must not go unhandled.
    fertig.catch(() => undefined);
    let anfang = new Uint8Array(0);
    const senke: DateiSenke = {
      async schreiben(teil) {
        if (anfang.length < ANFANG_BYTES)
          anfang = Buffer.concat([anfang, teil.subarray(0, ANFANG_BYTES - anfang.length)]);
        if (!strom.write(teil)) await Promise.race([once(strom, 'drain'), fertig]);
      },
      async abschliessen() {
        strom.end();
        await fertig;
        abgelegt.set(kopf.nr, { bucket, key, anfang });
      },
      async abbrechen() {
        strom.destroy();
        await upload.abort().catch(() => undefined);
      },
    };
    return senke;
  };
  return { ablage, abgelegt };
}
