/**
 * A domain error (Fachfehler) at the entries, on the local stack's DynamoDB and S3: thrown in a
 * Step Functions task it becomes the Lambda's error name and its German reason is what "Lesen
 * fehlgeschlagen" records on the file; raised while the S3 trigger registers a drop or while an
 * API request starts a run, its reason lands on the file or the progress — and the log line
 * carries the invocation's correlation id (the object key, the request id). (The API's mapping
 * to 404 / 403 / 409 / 400 is functions/test/api-handler.test.ts.)
 */
import type { Context } from 'aws-lambda';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { EINGANG_PRAEFIX, type LeseStart } from '@lieferdesk/events';
import { LESE_TEXTE, MELDUNGEN, VERARBEITUNG_TEXTE } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { fortschrittRepository } from '@lieferdesk/functions/data/repositories/fortschritt';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { schnittstellenVerwaltung } from '@lieferdesk/functions/schnittstellen/verwaltung';
import { konflikt } from '@lieferdesk/functions/domain/fehler';
import { handler as dateiAngekommen } from '@lieferdesk/functions/ereignisse/datei-angekommen';
import type { ApiEvent } from '@lieferdesk/functions/http/api-handler';
import { handler as auswertungStarten } from '@lieferdesk/functions/handlers/import-auswertung-starten';
import { registriereDatei } from '@lieferdesk/functions/pipeline/lesen/registrieren';
import { setzeStreckenStarter } from '@lieferdesk/functions/pipeline/starter';
import { COURTAGE_KOPFZEILE } from '@lieferdesk/functions/formate/schnittstellen/eingebaut/courtage';
import { logger } from '@lieferdesk/functions/log';
import { lokaleStrecken } from '../../infra/local/schrittfunktionen';
import { eindeutigeMarke, eindeutigeUuid } from '../helpers/eindeutig';
import { musterdateiEinlesen, stackUmgebung } from '../helpers/einlesen';

const stack = inject('stack');
const bucket = stack.buckets.inbox;
let db: Datenbank;

const s3 = new S3Client({
  endpoint: stack.s3Endpoint,
  region: 'eu-central-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

beforeAll(() => {
  db = stackUmgebung();
});

async function ablegen(key: string, inBucket = bucket): Promise<void> {
  // Content of its own: the duplicate rule spans the whole test run.
  const inhalt = `${COURTAGE_KOPFZEILE}\r\n${eindeutigeUuid()}\r\n`;
  await s3.send(new PutObjectCommand({ Bucket: inBucket, Key: key, Body: inhalt }));
}

/** The JSON log lines written while `arbeit` runs (tests log nothing otherwise). */
async function mitLog<T>(arbeit: () => Promise<T>): Promise<{ ergebnis: T; log: Record<string, unknown>[] }> {
  const ausgabe: string[] = [];
  const fangen = ((text: string | Uint8Array) => {
    ausgabe.push(String(text));
    return true;
  }) as typeof process.stdout.write;
  const aus = vi.spyOn(process.stdout, 'write').mockImplementation(fangen);
  const fehler = vi.spyOn(process.stderr, 'write').mockImplementation(fangen);
  const stufe = logger.getLevelName();
  logger.setLogLevel('INFO');
  try {
    const ergebnis = await arbeit();
    const log = ausgabe
      .join('')
      .split('\n')
      .filter((z) => z.startsWith('{'))
      .map((z) => JSON.parse(z) as Record<string, unknown>);
    return { ergebnis, log };
  } finally {
    logger.setLogLevel(stufe as 'SILENT');
    aus.mockRestore();
    fehler.mockRestore();
  }
}

describe('Fachfehler an den Einstiegen', () => {
  it('Step-Functions-Aufgabe: der Fehlername wird der Fehler des Laufs, sein deutscher Grund steht an der Datei', async () => {
    // An interface of its own (no nameCheck, so no other test's file finds it), gone before the run.
    const schnittstellen = schnittstellenVerwaltung(db);
    const schnittstelleId = await schnittstellen.anlegen({
      interfaceName: `Fachfehlertest ${eindeutigeMarke()}`,
      gesellschaft: 'Muster Versicherung AG',
      type: 'CSV',
      xml: false,
      keepErrors: false,
      hideErrors: false,
      multiple: false,
      active: true,
      invisible: false,
      unicode: false,
    });
    const key = `test-fachfehler/${eindeutigeMarke()}/courtage.csv`;
    await ablegen(key);
    const gestartet: LeseStart[] = [];
    const ergebnis = await registriereDatei(
      { bucket, key, dateiname: 'courtage.csv', schnittstelleId },
      { db, starten: async (s) => void gestartet.push(s) },
    );
    expect(ergebnis.art).toBe('registriert');
    await schnittstellen.loeschen(schnittstelleId);

    // The synthesized read pipeline with the real task modules, as the local stack runs it.
    const meldungen: string[] = [];
    const strecken = lokaleStrecken({ melden: (t) => meldungen.push(t) });
    await strecken.starte(gestartet[0]!);
    await strecken.warteAufAlle();

    const grund = MELDUNGEN.schnittstelleNichtGefunden(schnittstelleId);
    const [lauf] = strecken.laeufe;
    expect(lauf, JSON.stringify(lauf?.fehler)).toMatchObject({
      status: 'fehlgeschlagen',
      fehler: { Error: 'NichtGefunden' },
    });
    expect(meldungen).toEqual([expect.stringContaining('NichtGefunden')]);
    const datei = await importDateienRepository(db).laden(gestartet[0]!.dateiId);
    expect(datei).toMatchObject({ status: DATEI_STATUS.fehlgeschlagen, fehler: grund });
    expect(datei?.sperre).toBeUndefined();
  }, 120_000);

  it('S3-Auslöser: ein Fachfehler beim Start der Lesestrecke steht mit deutschem Grund an der Datei', async () => {
    const grund = 'Die Lesestrecke nimmt gerade keine Läufe an.';
    const entfernen = setzeStreckenStarter(async () => {
      throw konflikt(grund);
    });
    try {
      // A drop as the trigger sees it, in a bucket the stack's own trigger does not watch: that
      // one would register the file too, with the stack's starter.
      const ablage = stack.buckets.dokumente;
      const key = `${EINGANG_PRAEFIX}${eindeutigeMarke()}/courtage ${eindeutigeMarke()}.csv`;
      await ablegen(key, ablage);
      const {
        ergebnis: { dateien },
        log,
      } = await mitLog(() =>
        dateiAngekommen({
          Records: [
            {
              eventName: 'ObjectCreated:Put',
              s3: {
                bucket: { name: ablage },
                object: { key: encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+') },
              },
            },
          ],
        }),
      );
      expect(dateien).toEqual([expect.objectContaining({ art: 'registriert', key })]);
      const { dateiId } = dateien[0] as { dateiId: number };
      const datei = await importDateienRepository(db).laden(dateiId);
      expect(datei).toMatchObject({
        status: DATEI_STATUS.fehlgeschlagen,
        fehler: LESE_TEXTE.startFehlgeschlagen(grund),
      });
      expect(datei?.sperre).toBeUndefined();

      // Logged under the object's key: the pipeline that did not start, then the arrival.
      expect(log).toEqual([
        expect.objectContaining({
          level: 'WARN',
          message: 'Lesestrecke nicht gestartet',
          correlation_id: key,
          dateiId,
          art: 'konflikt',
          error: expect.objectContaining({ name: 'Konflikt', message: grund }),
        }),
        expect.objectContaining({ level: 'INFO', correlation_id: key, art: 'registriert', dateiId }),
      ]);
    } finally {
      entfernen();
    }
  });

  it('API: ein Fachfehler beim Start der Verarbeitung steht am Fortschritt und im Log unter der Request-Id', async () => {
    const dateiId = await musterdateiEinlesen(db);
    const grund = 'Die Verarbeitungsstrecke nimmt gerade keine Läufe an.';
    const entfernen = setzeStreckenStarter(async () => {
      throw konflikt(grund);
    });
    try {
      const event = {
        headers: {},
        isBase64Encoded: false,
        queryStringParameters: { id: String(dateiId) },
        requestContext: {
          requestId: 'anfrage-start-1',
          authorizer: {
            jwt: {
              claims: { sub: 's', 'cognito:username': 'admin', 'cognito:groups': ['INTERN', 'VIEW_INTERN'] },
            },
          },
        },
      } as unknown as ApiEvent;
      const { ergebnis: antwort, log } = await mitLog(() => auswertungStarten(event, {} as Context));
      expect(antwort.statusCode).toBe(200);
      const laufId = JSON.parse(antwort.body ?? '{}').threadId as string;
      expect(await fortschrittRepository(db).laden(laufId)).toMatchObject({
        fehler: VERARBEITUNG_TEXTE.startFehlgeschlagen(grund),
      });
      expect((await importDateienRepository(db).laden(dateiId))?.sperre).toBeUndefined();
      expect(log).toEqual([
        expect.objectContaining({
          level: 'WARN',
          message: 'Verarbeitungsstrecke nicht gestartet',
          correlation_id: 'anfrage-start-1',
          route: 'importAuswertungStarten',
          laufId,
          dateiId,
          error: expect.objectContaining({ name: 'Konflikt', message: grund }),
        }),
      ]);
    } finally {
      entfernen();
    }
  });
});
