/**
 * Demo deliveries for a fresh `npm start`: the first visit of the workbench and the monitor
 * shows files as a clerk meets them, not an empty table. They come in as deliveries do — uploaded
 * through the API as `admin` (presigned PUT, registration, the read pipeline) or dropped into the
 * inbox's `eingang/` as an insurer's transfer does — and are evaluated through the API:
 *
 * - the GDV's official sample delivery, evaluated against the demo portfolio: 122 lines matched,
 *   43 faulty (contracts of other customers, unknown contracts);
 * - a commission statement (settlement mode), evaluated: one line's contract is not in the book;
 * - an OMDS portfolio file, read;
 * - a dunning list with broken lines, read with its faulty lines marked;
 * - a GDV file that ends without its Nachsatz, dropped into the inbox: read, with the file-level
 *   error 'Datei unvollständig'.
 *
 * The samples are the public GDV files of test/fixtures and the project's own interface samples
 * (functions/src/formate/schnittstellen/eingebaut/beispiele/).
 */
import { readFileSync } from 'node:fs';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { EINGANG_PRAEFIX } from '@lieferdesk/events';
import { ROUTEN } from '@lieferdesk/shared';
import { eingebautesBeispiel, gdvFixture, MUSTERDATEI } from '@lieferdesk/test/fixtures';
import { anmelden, api, warte } from '../api-client';
import { LOKALE_S3_ZUGANGSDATEN } from '../s3';
import type { LokalerStack } from '../stack';

type Stack = Pick<LokalerStack, 'url' | 'cognito' | 's3Endpoint' | 'buckets'>;

/**
 * An upload through the API: the company chosen in the dialog where the file names none (a
 * general delimited interface), and whether it is evaluated once read.
 */
interface Hochladen {
  pfad: string;
  name: string;
  gesellschaftId?: number;
  auswerten: boolean;
}

/** Alpenland Versicherung AG (demo/stammdaten.ts): the commission and dunning samples' insurer. */
const ALPENLAND = 4;

export const DEMO_LIEFERUNGEN: Hochladen[] = [
  { pfad: MUSTERDATEI.pfad, name: MUSTERDATEI.name, auswerten: true },
  {
    pfad: eingebautesBeispiel('courtage-2024-03.csv'),
    name: 'courtage-2024-03.csv',
    gesellschaftId: ALPENLAND,
    auswerten: true,
  },
  {
    pfad: eingebautesBeispiel('omds-bestand-2024-03.xml'),
    name: 'omds-bestand-2024-03.xml',
    auswerten: false,
  },
  {
    pfad: eingebautesBeispiel('mahnliste-2024-03-fehlerhaft.csv'),
    name: 'mahnliste-2024-03-fehlerhaft.csv',
    gesellschaftId: ALPENLAND,
    auswerten: false,
  },
];

/** The drop into the inbox: a GDV file cut off before its Nachsatz. */
export const DEMO_ABLAGE = { pfad: gdvFixture('missing_nachsatz.gdv'), name: 'missing_nachsatz.gdv' };

/** Longest wait for one read or evaluation of these small files. */
const HOECHSTENS_MS = 120_000;

async function bisFertig<T>(
  abfrage: () => Promise<T>,
  fertig: (stand: T) => boolean,
  was: string,
): Promise<T> {
  const ende = Date.now() + HOECHSTENS_MS;
  for (;;) {
    const stand = await abfrage();
    if (fertig(stand)) return stand;
    if (Date.now() > ende) throw new Error(`${was}: nicht fertig nach ${HOECHSTENS_MS / 1000} s`);
    await warte(250);
  }
}

/** Uploads, reads and evaluates the demo deliveries; answers the numbers of the uploaded files. */
export async function demoLieferungenEinspielen(stack: Stack): Promise<number[]> {
  const rufe = api(stack, await anmelden(stack, 'admin'));
  const ids: number[] = [];
  for (const lieferung of DEMO_LIEFERUNGEN) {
    const inhalt = readFileSync(lieferung.pfad);
    const ziel = await rufe(ROUTEN.uploadZiel, {
      body: { fileName: lieferung.name, groesse: inhalt.length },
    });
    const put = await fetch(ziel.url as string, { method: 'PUT', body: new Uint8Array(inhalt) });
    if (!put.ok) throw new Error(`${lieferung.name}: PUT ${put.status}`);
    const id = (
      await rufe(ROUTEN.uploadStarten, {
        body: { tempId: ziel.tempId, gesellschaftId: lieferung.gesellschaftId },
      })
    ).id as number;
    const job = await bisFertig(
      () => rufe(ROUTEN.uploadStatus, { query: { id } }),
      (j) => j.removeTimer === true,
      lieferung.name,
    );
    if (!job.ergebnis) throw new Error(`${lieferung.name}: ${String(job.status)}`);
    if (lieferung.auswerten) {
      const { threadId } = await rufe(ROUTEN.importAuswertungStarten, { query: { id } });
      await bisFertig(
        () => rufe(ROUTEN.importAuswertungFortschritt, { query: { id: threadId as string } }),
        (f) => (f.act as number) >= (f.max as number),
        `${lieferung.name} auswerten`,
      );
    }
    ids.push(id);
  }
  const s3 = new S3Client({
    endpoint: stack.s3Endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: LOKALE_S3_ZUGANGSDATEN,
  });
  await s3.send(
    new PutObjectCommand({
      Bucket: stack.buckets.inbox,
      Key: `${EINGANG_PRAEFIX}demo/${DEMO_ABLAGE.name}`,
      Body: readFileSync(DEMO_ABLAGE.pfad),
    }),
  );
  return ids;
}
