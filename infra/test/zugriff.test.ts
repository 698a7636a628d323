// @vitest-environment node
/**
 * The local stack's stand-in for IAM: which requests a route's declared access covers. The
 * same declaration builds the IAM grants in AWS (stack.test.ts checks those).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTEN, type UmgesetzteRoute, type Zugriff } from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { starteVerarbeitungsstrecke } from '@lieferdesk/functions/pipeline/starter';
import { s3Client } from '@lieferdesk/functions/speicher/s3';
import { ausserhalbDerRoute, imRoutenKontext, verweigerung, zugriffPruefen } from '../local/zugriff';

const buckets = { inbox: 'inbox', dokumente: 'dokumente' };
const erlaubt = (z: Zugriff, v: Parameters<typeof verweigerung>[1]) =>
  verweigerung(z, v, buckets) === undefined;

describe('lokale Zugriffsprüfung', () => {
  it('Tabelle: keine, lesen, schreiben', () => {
    expect(erlaubt({ tabelle: 'keine' }, { dienst: 'dynamodb', befehl: 'Query' })).toBe(false);
    expect(erlaubt({ tabelle: 'lesen' }, { dienst: 'dynamodb', befehl: 'Query' })).toBe(true);
    expect(erlaubt({ tabelle: 'lesen' }, { dienst: 'dynamodb', befehl: 'BatchGet' })).toBe(true);
    for (const befehl of [
      'Put',
      'UpdateItem',
      'Delete',
      'BatchWrite',
      'TransactWriteItems',
      'ExecuteStatement',
    ]) {
      expect(erlaubt({ tabelle: 'lesen' }, { dienst: 'dynamodb', befehl }), befehl).toBe(false);
      expect(erlaubt({ tabelle: 'schreiben' }, { dienst: 'dynamodb', befehl }), befehl).toBe(true);
    }
  });

  it('Strecken nur die deklarierten', () => {
    const z: Zugriff = { tabelle: 'schreiben', strecken: ['verarbeiten'] };
    expect(erlaubt(z, { dienst: 'strecke', strecke: 'verarbeiten' })).toBe(true);
    expect(erlaubt(z, { dienst: 'strecke', strecke: 'lesen' })).toBe(false);
    expect(erlaubt({ tabelle: 'schreiben' }, { dienst: 'strecke', strecke: 'verarbeiten' })).toBe(false);
  });

  it('S3: lesen je Bucket, schreiben nur unter den deklarierten Präfixen des Eingangs', () => {
    const z: Zugriff = { tabelle: 'schreiben', inbox: { lesen: true, schreiben: ['ablage/'] } };
    const s3 = (befehl: string, bucket: string, key?: string, quelle?: string) =>
      erlaubt(z, { dienst: 's3', befehl, bucket, key, quelle });
    expect(s3('GetObject', 'inbox', 'upload/x')).toBe(true);
    expect(s3('ListObjectsV2', 'inbox')).toBe(true);
    expect(s3('GetObject', 'dokumente', 'a')).toBe(false);
    expect(s3('CopyObject', 'inbox', 'ablage/t/x.gdv', 'inbox/upload/t/x.gdv')).toBe(true);
    expect(s3('PutObject', 'inbox', 'upload/t/x.gdv')).toBe(false);
    expect(s3('PutObject', 'inbox', 'eingang/x.gdv')).toBe(false);
    expect(s3('PutObject', 'dokumente', 'ablage/x')).toBe(false);
    expect(s3('DeleteObject', 'inbox', 'ablage/x')).toBe(false);
    const loescht: Zugriff = { tabelle: 'schreiben', inbox: { loeschen: ['upload/'] } };
    expect(
      erlaubt(loescht, { dienst: 's3', befehl: 'DeleteObject', bucket: 'inbox', key: 'upload/t/x' }),
    ).toBe(true);
    expect(
      erlaubt(loescht, { dienst: 's3', befehl: 'DeleteObject', bucket: 'inbox', key: 'eingang/x' }),
    ).toBe(false);
    expect(
      erlaubt({ tabelle: 'keine' }, { dienst: 's3', befehl: 'GetObject', bucket: 'inbox', key: 'a' }),
    ).toBe(false);
    expect(
      erlaubt(
        { tabelle: 'keine', inbox: { schreiben: ['ablage/'] } },
        { dienst: 's3', befehl: 'CopyObject', bucket: 'inbox', key: 'ablage/x', quelle: 'inbox/upload/x' },
      ),
    ).toBe(false);
  });

  it('S3: lesen nur unter den deklarierten Präfixen des Eingangs, wo die Route Präfixe nennt', () => {
    const z: Zugriff = { tabelle: 'lesen', inbox: { lesen: ['bipro/'] } };
    const s3 = (befehl: string, bucket: string, key?: string) =>
      erlaubt(z, { dienst: 's3', befehl, bucket, key });
    expect(s3('GetObject', 'inbox', 'bipro/7/T1/0-a.pdf')).toBe(true);
    expect(s3('GetObject', 'inbox', 'upload/t/x.gdv')).toBe(false);
    expect(s3('GetObject', 'inbox', 'eingang/x.gdv')).toBe(false);
    expect(s3('GetObject', 'inbox', 'ablage/1/x.gdv')).toBe(false);
    expect(s3('ListObjectsV2', 'inbox')).toBe(false);
    expect(s3('GetObject', 'dokumente', 'bipro/x')).toBe(false);
    const kopiert: Zugriff = { tabelle: 'schreiben', inbox: { lesen: ['bipro/'], schreiben: ['ablage/'] } };
    const kopie = (quelle: string) =>
      erlaubt(kopiert, { dienst: 's3', befehl: 'CopyObject', bucket: 'inbox', key: 'ablage/x', quelle });
    expect(kopie('inbox/bipro/7/T1/0-a.gdv')).toBe(true);
    expect(kopie('/inbox/upload/x')).toBe(false);
  });
});

describe('lokale Zugriffsprüfung: Listenexport', () => {
  it('liest im Dokumenten-Bucket nur unter export/, nur mit dokumente.export, und schreibt dort nie', () => {
    const z: Zugriff = { tabelle: 'lesen', dokumente: { export: true } };
    const s3 = (zugriff: Zugriff, befehl: string, bucket: string, key?: string) =>
      erlaubt(zugriff, { dienst: 's3', befehl, bucket, key });
    expect(s3(z, 'GetObject', 'dokumente', 'export/u1/a.xlsx')).toBe(true);
    expect(s3(z, 'GetObject', 'dokumente', 'abrechnungsprotokolle/a.xlsx')).toBe(false);
    expect(s3(z, 'GetObject', 'inbox', 'export/u1/a.xlsx')).toBe(false);
    expect(s3({ tabelle: 'lesen' }, 'GetObject', 'dokumente', 'export/u1/a.xlsx')).toBe(false);
    // The export run writes the file; no route does.
    for (const befehl of [
      'PutObject',
      'CreateMultipartUpload',
      'UploadPart',
      'CompleteMultipartUpload',
      'AbortMultipartUpload',
    ]) {
      expect(s3(z, befehl, 'dokumente', 'export/u1/a.xlsx'), befehl).toBe(false);
      expect(
        s3({ tabelle: 'lesen', dokumente: { lesen: true } }, befehl, 'dokumente', 'export/a'),
        befehl,
      ).toBe(false);
    }
  });
});

describe('lokale Zugriffsprüfung in den Clients der Funktionen', () => {
  // Nothing listens there: a request the check lets through fails on the network instead.
  const db = datenbankFuer('lieferdesk', 'http://127.0.0.1:9');
  const alsRoute = (zugriff: Zugriff) => ({ ...ROUTEN.kategorienListe, zugriff }) as UmgesetzteRoute;
  let entfernen: () => void;
  const umgebung = { ...process.env };
  beforeAll(() => {
    entfernen = zugriffPruefen(buckets);
    Object.assign(process.env, { S3_ENDPOINT: 'http://127.0.0.1:9', AWS_REGION: 'eu-central-1' });
  });
  afterAll(() => {
    entfernen();
    process.env = umgebung;
  });
  const verweigert = /nicht deklarierter Zugriff/;

  it('weist ein Schreiben in die Tabelle ab, wenn die Route nur liest; außerhalb einer Route nicht', async () => {
    const put = () => db.client.send(new PutCommand({ TableName: 'lieferdesk', Item: { pk: 'a', sk: 'b' } }));
    await expect(imRoutenKontext(alsRoute({ tabelle: 'lesen' }), put)).rejects.toThrow(verweigert);
    await expect(put()).rejects.not.toThrow(verweigert);
    const query = () =>
      db.client.send(
        new QueryCommand({
          TableName: 'lieferdesk',
          KeyConditionExpression: 'pk = :p',
          ExpressionAttributeValues: { ':p': 'a' },
        }),
      );
    await expect(imRoutenKontext(alsRoute({ tabelle: 'lesen' }), query)).rejects.not.toThrow(verweigert);
    await expect(imRoutenKontext(alsRoute({ tabelle: 'keine' }), query)).rejects.toThrow(verweigert);
  });

  /** A presigned PUT as the URL signer makes it (no request is sent). */
  const uploadUrl = (bucket: string, key: string) =>
    getSignedUrl(s3Client(), new PutObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 60 });

  it('signiert einen Upload nur unter dem deklarierten Präfix', async () => {
    const route = alsRoute({ tabelle: 'keine', inbox: { schreiben: ['upload/'] } });
    await expect(imRoutenKontext(route, () => uploadUrl('inbox', 'upload/t/x.gdv'))).resolves.toContain(
      'upload/t/x.gdv',
    );
    await expect(imRoutenKontext(route, () => uploadUrl('inbox', 'eingang/x.gdv'))).rejects.toThrow(
      verweigert,
    );
  });

  it('startet eine Strecke nur, wenn die Route sie deklariert; ein gestarteter Lauf gehört nicht zur Route', async () => {
    const start = () =>
      starteVerarbeitungsstrecke({ art: 'auswerten', dateiId: 1, laufId: 'l', benutzer: 'b', struktur: [] });
    await expect(imRoutenKontext(alsRoute({ tabelle: 'schreiben' }), start)).rejects.toThrow(verweigert);
    const put = () => db.client.send(new PutCommand({ TableName: 'lieferdesk', Item: { pk: 'a', sk: 'b' } }));
    await expect(
      imRoutenKontext(alsRoute({ tabelle: 'lesen' }), () => ausserhalbDerRoute(put)),
    ).rejects.not.toThrow(verweigert);
  });
});
