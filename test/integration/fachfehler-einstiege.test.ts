/**
 * A domain error (Fachfehler) at the entries without a person in front of them, on the local
 * stack's DynamoDB and S3: thrown in a Step Functions task it becomes the Lambda's error name and
 * its German reason is what "Lesen fehlgeschlagen" records on the file; raised while the S3
 * trigger registers a drop, its reason lands on the file too. (The API's mapping to 404 / 403 /
 * 409 / 400 is functions/test/api-handler.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EINGANG_PRAEFIX, type LeseStart } from '@lieferdesk/events';
import { LESE_TEXTE, MELDUNGEN } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { DATEI_STATUS, importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { schnittstellenRepository } from '@lieferdesk/functions/data/repositories/schnittstellen';
import { konflikt } from '@lieferdesk/functions/domain/fehler';
import { handler as dateiAngekommen } from '@lieferdesk/functions/ereignisse/datei-angekommen';
import { registriereDatei } from '@lieferdesk/functions/pipeline/lesen/registrieren';
import { setzeStreckenStarter } from '@lieferdesk/functions/pipeline/starter';
import { COURTAGE_KOPFZEILE } from '@lieferdesk/functions/formate/schnittstellen/eingebaut/courtage';
import { lokaleStrecken } from '../../infra/local/schrittfunktionen';
import { stackUmgebung } from '../helpers/einlesen';

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
  const inhalt = `${COURTAGE_KOPFZEILE}\r\n${randomUUID()}\r\n`;
  await s3.send(new PutObjectCommand({ Bucket: inBucket, Key: key, Body: inhalt }));
}

describe('Fachfehler an den Einstiegen ohne Benutzer', () => {
  it('Step-Functions-Aufgabe: der Fehlername wird der Fehler des Laufs, sein deutscher Grund steht an der Datei', async () => {
    // An interface of its own (no nameCheck, so no other test's file finds it), gone before the run.
    const schnittstellen = schnittstellenRepository(db);
    const schnittstelleId = await schnittstellen.anlegen({
      interfaceName: `Fachfehlertest ${randomUUID()}`,
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
    const key = `test-fachfehler/${randomUUID()}/courtage.csv`;
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
      const key = `${EINGANG_PRAEFIX}${randomUUID()}/courtage ${randomUUID()}.csv`;
      await ablegen(key, ablage);
      const { dateien } = await dateiAngekommen({
        Records: [
          {
            eventName: 'ObjectCreated:Put',
            s3: {
              bucket: { name: ablage },
              object: { key: encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+') },
            },
          },
        ],
      });
      expect(dateien).toEqual([expect.objectContaining({ art: 'registriert', key })]);
      const { dateiId } = dateien[0] as { dateiId: number };
      const datei = await importDateienRepository(db).laden(dateiId);
      expect(datei).toMatchObject({
        status: DATEI_STATUS.fehlgeschlagen,
        fehler: LESE_TEXTE.startFehlgeschlagen(grund),
      });
      expect(datei?.sperre).toBeUndefined();
    } finally {
      entfernen();
    }
  });
});
