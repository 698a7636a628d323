/**
 * Reading delivered files (reference §4, "Arrival" and "Read") against the shared local stack's
 * DynamoDB Local and S3: registration with the duplicate rule and the lock, then the read
 * pipeline's tasks called one after the other as the state machine calls them (plan → every
 * chunk → finish), without Step Functions — so a chunk can be run twice, or a run "killed"
 * half-way, on purpose. Last, the upload routes through the API.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ABLAGE_PRAEFIX, ABSCHNITT_ZEILEN, UPLOAD_PRAEFIX, type LeseStart } from '@lieferdesk/events';
import {
  HOECHSTE_UPLOAD_BYTES,
  LESE_TEXTE,
  ROUTEN,
  ZEILE_HOECHSTBYTES,
  type Benutzer,
} from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { fortschrittRepository } from '@lieferdesk/functions/data/repositories/fortschritt';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import {
  ausZeilenId,
  importZeilenRepository,
  zeilenId,
  type ImportZeileDaten,
} from '@lieferdesk/functions/data/repositories/importZeilen';
import { handler as dateiAngekommen } from '@lieferdesk/functions/ereignisse/datei-angekommen';
import { COURTAGE_KOPFZEILE } from '@lieferdesk/functions/formate/schnittstellen/eingebaut/courtage';
import { leseAbschliessen } from '@lieferdesk/functions/pipeline/lesen/abschliessen';
import { leseAbschnitt } from '@lieferdesk/functions/pipeline/lesen/abschnitt';
import { leseFehlgeschlagen } from '@lieferdesk/functions/pipeline/lesen/fehlgeschlagen';
import { planeAbschnitte } from '@lieferdesk/functions/pipeline/lesen/planen';
import {
  ablageSchluessel,
  leseErneut,
  registriereDatei,
} from '@lieferdesk/functions/pipeline/lesen/registrieren';
import { leseFortschrittId } from '@lieferdesk/functions/pipeline/lesen/sperre';
import { setzeStreckenStarter } from '@lieferdesk/functions/pipeline/starter';
import { deutschesDatum, deutscheZeit } from '@lieferdesk/functions/zeitangabe';
import { rufe } from '../helpers/api';
import { eindeutigeMarke, eindeutigeUuid } from '../helpers/eindeutig';
import { demoBenutzer, EIGENE_LEERZEILEN, eigenerInhalt } from '../helpers/einlesen';
import { warteBis } from '../helpers/warten';
import { eingebautesBeispiel, gdvFixture, MUSTERDATEI } from '../fixtures';

const stack = inject('stack');
const db = datenbankFuer(stack.tabelle, stack.dynamoEndpoint);
const dateien = importDateienRepository(db);
const zeilenRepo = importZeilenRepository(db);
const bucket = stack.buckets.inbox;

const COURTAGE_BEISPIEL = eingebautesBeispiel('courtage-2024-03.csv');
const GDV_INTERFACE = 100;

const s3 = new S3Client({
  endpoint: stack.s3Endpoint,
  region: 'eu-central-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

beforeAll(() => {
  // The functions read table, endpoints and bucket from the environment, as in Lambda.
  Object.assign(process.env, {
    TABLE_NAME: stack.tabelle,
    DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
    S3_ENDPOINT: stack.s3Endpoint,
    INBOX_BUCKET: bucket,
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'lokal',
    AWS_SECRET_ACCESS_KEY: 'lokal',
  });
});

/** Objects of these tests live under their own prefix: neither a drop (eingang/) nor an upload. */
async function ablegen(dateiname: string, inhalt: Buffer | string, praefix = 'test-lesen/'): Promise<string> {
  const key = `${praefix}${eindeutigeMarke()}/${dateiname}`;
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: inhalt }));
  return key;
}

/** The pipeline start is captured instead of run: the tests run the tasks themselves. */
const gestartet: LeseStart[] = [];
const merken = async (start: LeseStart) => {
  gestartet.push(start);
};

async function registrieren(
  dateiname: string,
  inhalt: Buffer | string,
  mehr: { schnittstelleId?: number; benutzer?: Benutzer } = {},
) {
  const key = await ablegen(dateiname, inhalt);
  const ergebnis = await registriereDatei({ bucket, key, dateiname, ...mehr }, { db, starten: merken });
  return { key, ergebnis };
}

async function registriertUndGestartet(
  dateiname: string,
  inhalt: Buffer | string,
  mehr: { schnittstelleId?: number; benutzer?: Benutzer } = {},
): Promise<LeseStart> {
  const { ergebnis } = await registrieren(dateiname, inhalt, mehr);
  if (ergebnis.art !== 'registriert') throw new Error(`nicht registriert: ${JSON.stringify(ergebnis)}`);
  const start = gestartet.find((s) => s.laufId === ergebnis.laufId);
  if (!start) throw new Error('Lesestrecke nicht gestartet');
  return start;
}

const sha256 = (inhalt: Buffer | string) => createHash('sha256').update(inhalt).digest('hex');

/** The state machine's path: plan, every chunk, finish. */
async function lesen(start: LeseStart) {
  const plan = await planeAbschnitte(start, db);
  const ergebnisse = [];
  for (const abschnitt of plan.abschnitte) ergebnisse.push(await leseAbschnitt({ ...start, abschnitt }, db));
  const abschluss = await leseAbschliessen({ ...start, plan, ergebnisse }, db);
  return { plan, ergebnisse, abschluss };
}

async function alleZeilen(dateiId: number): Promise<ImportZeileDaten[]> {
  const datei = await dateien.laden(dateiId);
  const zeilen: ImportZeileDaten[] = [];
  for await (const teil of zeilenRepo.alle(dateiId, datei?.zeilenGesamt ?? 0)) zeilen.push(...teil);
  return zeilen;
}

/** The commission sample's booking lines repeated to `anzahl` lines under its title line. */
function courtageDatei(anzahl: number): string {
  const buchungen = readFileSync(COURTAGE_BEISPIEL, 'latin1')
    .split(/\r?\n/)
    .slice(1)
    .filter((z) => z.trim() !== '');
  const marke = eindeutigeMarke();
  const zeilen = [COURTAGE_KOPFZEILE];
  for (let i = 0; i < anzahl; i++) {
    const spalten = buchungen[i % buchungen.length]!.split(';');
    spalten[1] = `${spalten[1]}-${marke}-${i}`;
    zeilen.push(spalten.join(';'));
  }
  return `${zeilen.join('\r\n')}\r\n`;
}

const makler = demoBenutzer('importsicht');

describe('Einlesen: Registrierung und Lesestrecke (DynamoDB Local, lokales S3)', () => {
  it('liest die GDV-Musterdatei: 165 Zeilen mit Status 0, Zählung, Journal, Fortschritt', async () => {
    // Trailing blank lines make the content this test's own (the duplicate rule spans the whole
    // test run, and other tests read the sample too) without changing a single line result.
    const leer = EIGENE_LEERZEILEN;
    const inhalt = eigenerInhalt(readFileSync(MUSTERDATEI.pfad));
    // No interface named and no nameCheck for this name: recognised by its GDV Vorsatz.
    const start = await registriertUndGestartet('musterdatei_041222.txt', inhalt);
    const registriert = await dateien.laden(start.dateiId);
    expect(registriert).toMatchObject({
      status: DATEI_STATUS.registriert,
      sperre: start.laufId,
      interfaceId: GDV_INTERFACE,
      modus: 1,
    });

    const { plan, abschluss } = await lesen(start);
    const gesamt = MUSTERDATEI.zeilen + leer;
    // One chunk: the whole object, read from its first byte.
    expect(plan).toEqual({
      zeilen: gesamt,
      abschnitte: [{ nr: 0, zeileVon: 1, zeileBis: gesamt, ab: { von: 0, bis: inhalt.length, stand: {} } }],
    });
    expect(abschluss).toEqual({ dateiId: start.dateiId, zeilen: MUSTERDATEI.zeilen, fehlerhaft: 0 });

    const datei = await dateien.laden(start.dateiId);
    expect(datei).toMatchObject({
      status: DATEI_STATUS.gelesen,
      numRows: MUSTERDATEI.zeilen,
      numRowsError: 0,
      numRowsWithoutError: MUSTERDATEI.zeilen,
      zeilenGesamt: gesamt,
    });
    expect(datei?.sperre).toBeUndefined();
    expect(datei?.dateTo).toBeDefined();
    expect(datei?.journal.map((j) => j.text)).toEqual([
      LESE_TEXTE.journal.registriert('musterdatei_041222.txt', datei!.interfaceName!),
      LESE_TEXTE.journal.lesenGestartet,
      LESE_TEXTE.journal.gelesen(MUSTERDATEI.zeilen, 0),
    ]);

    const zeilen = await alleZeilen(start.dateiId);
    expect(zeilen).toHaveLength(MUSTERDATEI.zeilen);
    expect(zeilen.every((z) => z.status === 0 && z.use4Booking === 1)).toBe(true);
    expect(zeilen.map((z) => z.zeile)).toEqual(Array.from({ length: MUSTERDATEI.zeilen }, (_, i) => i + 1));
    const vertrag = zeilen.find((z) => z.zeile === 5)!;
    expect(vertrag).toMatchObject({
      satz: '0200#1',
      felder: { VsNr: '59999999999', GesbeitragNettoInWE: 411.41 },
    });
    // Every line keeps its text (the GDV reader itself keeps it only for bad lines).
    expect(vertrag.roh).toHaveLength(256);
    expect(vertrag.roh!.startsWith('0200')).toBe(true);
    expect(vertrag.journal).toEqual([
      { zeit: registriert!.gesperrtAm, text: LESE_TEXTE.journal.zeileEingelesen },
    ]);

    // The line id of the API is derived from file and line, both ways.
    const id = zeilenId(start.dateiId, 5);
    expect(ausZeilenId(id)).toEqual({ dateiId: start.dateiId, zeile: 5 });
    expect(await zeilenRepo.laden(start.dateiId, 5)).toEqual(vertrag);

    expect(await fortschrittRepository(db).laden(leseFortschrittId(start.dateiId))).toMatchObject({
      act: gesamt,
      max: gesamt,
      sLabel: LESE_TEXTE.fortschritt.fertig(MUSTERDATEI.zeilen),
    });
  });

  it('teilt 5.000 CSV-Zeilen (Courtage, Interface nach Dateiname) in 3 Abschnitte; ein doppelter Abschnitt dupliziert nichts', async () => {
    const text = courtageDatei(5000);
    const start = await registriertUndGestartet(`courtage-${eindeutigeMarke()}.csv`, text);
    const datei = await dateien.laden(start.dateiId);
    expect(datei).toMatchObject({ interfaceId: 2, interfaceName: 'Courtage-Abrechnung CSV', modus: 2 });

    // Each chunk is read from its own bytes: the offset of its first line (after n line ends).
    const bytes = Buffer.from(text);
    const anfang = (zeile: number) => {
      let i = 0;
      for (let n = 1; n < zeile; n++) i = bytes.indexOf(0x0a, i) + 1;
      return i;
    };
    const ab = (von: number, bis: number) => ({ von: anfang(von), bis: anfang(bis + 1), stand: {} });
    const plan = await planeAbschnitte(start, db);
    expect(plan).toEqual({
      zeilen: 5001,
      abschnitte: [
        { nr: 0, zeileVon: 1, zeileBis: ABSCHNITT_ZEILEN, ab: ab(1, ABSCHNITT_ZEILEN) },
        {
          nr: 1,
          zeileVon: ABSCHNITT_ZEILEN + 1,
          zeileBis: 2 * ABSCHNITT_ZEILEN,
          ab: ab(ABSCHNITT_ZEILEN + 1, 2 * ABSCHNITT_ZEILEN),
        },
        { nr: 2, zeileVon: 2 * ABSCHNITT_ZEILEN + 1, zeileBis: 5001, ab: ab(2 * ABSCHNITT_ZEILEN + 1, 5001) },
      ],
    });
    expect(plan.abschnitte[2]!.ab?.bis).toBe(bytes.length);
    const ergebnisse = [];
    for (const abschnitt of plan.abschnitte)
      ergebnisse.push(await leseAbschnitt({ ...start, abschnitt }, db));
    expect(ergebnisse).toEqual([
      { nr: 0, zeilen: 2000, fehlerhaft: 0 },
      { nr: 1, zeilen: 2000, fehlerhaft: 0 },
      { nr: 2, zeilen: 1001, fehlerhaft: 0 },
    ]);

    // The middle chunk once more (a Step Functions retry): same items, same count, same progress.
    const vorher = await zeilenRepo.abschnitt(start.dateiId, 1);
    const fortschrittVorher = await fortschrittRepository(db).laden(leseFortschrittId(start.dateiId));
    expect(await leseAbschnitt({ ...start, abschnitt: plan.abschnitte[1]! }, db)).toEqual(ergebnisse[1]);
    expect(await zeilenRepo.abschnitt(start.dateiId, 1)).toEqual(vorher);
    expect(await fortschrittRepository(db).laden(leseFortschrittId(start.dateiId))).toEqual(
      fortschrittVorher,
    );
    expect(fortschrittVorher).toMatchObject({ act: 5001, max: 5001 });

    const abschluss = await leseAbschliessen({ ...start, plan, ergebnisse }, db);
    expect(abschluss).toEqual({ dateiId: start.dateiId, zeilen: 5001, fehlerhaft: 0 });
    // Finishing twice changes nothing either.
    expect(await leseAbschliessen({ ...start, plan, ergebnisse }, db)).toEqual(abschluss);
    const gelesen = await dateien.laden(start.dateiId);
    expect(gelesen).toMatchObject({ status: DATEI_STATUS.gelesen, numRows: 5001, numRowsError: 0 });
    expect(gelesen?.journal.filter((j) => j.text === LESE_TEXTE.journal.gelesen(5001, 0))).toHaveLength(1);

    const zeilen = await alleZeilen(start.dateiId);
    expect(zeilen).toHaveLength(5001);
    expect(new Set(zeilen.map((z) => z.zeile)).size).toBe(5001);
    expect(zeilen[0]).toMatchObject({ zeile: 1, status: 0, roh: COURTAGE_KOPFZEILE });
    expect(zeilen[1]).toMatchObject({ zeile: 2, status: 0, satz: 'Courtage-Buchung' });
    expect(zeilen[1]!.felder).toMatchObject({ Vermittlernummer: '10473', Provisionsbetrag: 46.86 });
    expect(zeilen[1]!.roh).not.toContain('\r');
  });

  it('ein nach Abschnitt 1 abgebrochener und neu gestarteter Lauf hinterlässt jede Zeile genau einmal', async () => {
    const start = await registriertUndGestartet(`courtage-${eindeutigeMarke()}.csv`, courtageDatei(5000));
    const plan = await planeAbschnitte(start, db);
    await leseAbschnitt({ ...start, abschnitt: plan.abschnitte[0]! }, db);
    // The run dies here. Staff unlock the file in the monitor and read it again.
    expect(await dateien.entsperren(start.dateiId, new Date().toISOString())).toBe(true);
    const laufId = await leseErneut(start.dateiId, { db, starten: merken });
    const neu = gestartet.find((s) => s.laufId === laufId)!;
    expect(neu).toMatchObject({ dateiId: start.dateiId, schnittstelleId: 2 });

    // The old run's remaining tasks are refused and its failure handler leaves the new run alone.
    await expect(leseAbschnitt({ ...start, abschnitt: plan.abschnitte[1]! }, db)).rejects.toThrow(
      LESE_TEXTE.sperreVerloren(start.dateiId),
    );
    expect(await leseFehlgeschlagen({ ...start, fehler: { Error: 'SperreVerloren' } }, db)).toMatchObject({
      vermerkt: false,
    });

    const { abschluss } = await lesen(neu);
    expect(abschluss).toEqual({ dateiId: start.dateiId, zeilen: 5001, fehlerhaft: 0 });
    const zeilen = await alleZeilen(start.dateiId);
    expect(zeilen.map((z) => z.zeile)).toEqual(Array.from({ length: 5001 }, (_, i) => i + 1));
    const datei = await dateien.laden(start.dateiId);
    expect(datei).toMatchObject({ status: DATEI_STATUS.gelesen, numRows: 5001, lauf: laufId });
    expect(datei?.sperre).toBeUndefined();
  });

  it('weist denselben Inhalt beim zweiten Mal ab, mit Datum und Datei-Nr.: der Plan, am Hash der gelesenen Bytes', async () => {
    const inhalt = courtageDatei(3);
    const erste = await registrieren('courtage-erste.csv', inhalt, { benutzer: makler });
    expect(erste.ergebnis.art).toBe('registriert');
    const ersteId = (erste.ergebnis as { dateiId: number }).dateiId;
    // Registered without reading the file: the hash is the read's.
    expect(await dateien.laden(ersteId)).toMatchObject({ userId: 'importsicht', maklernr: '10001' });
    expect((await dateien.laden(ersteId))?.sha256).toBeUndefined();
    const ersterStart = gestartet.find((s) => s.dateiId === ersteId)!;
    await lesen(ersterStart);
    expect(await dateien.laden(ersteId)).toMatchObject({
      status: DATEI_STATUS.gelesen,
      sha256: sha256(inhalt),
    });

    const datum = deutschesDatum((await dateien.laden(ersteId))!.dateFrom);
    expect(datum).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    const grund = LESE_TEXTE.dateiDoppelt('courtage-zweite.csv', datum, ersteId, 'courtage-erste.csv');
    expect(grund).toContain('wurde bereits am');

    // An upload and a drop alike: registered, then refused by the plan — status refused with the
    // reason (the upload job answers it), no lines, the lock released, the run ends normally.
    for (const benutzer of [makler, undefined]) {
      const start = await registriertUndGestartet('courtage-zweite.csv', inhalt, { benutzer });
      const { plan, abschluss } = await lesen(start);
      expect(plan).toEqual({ zeilen: 0, abschnitte: [] });
      expect(abschluss).toEqual({ dateiId: start.dateiId, zeilen: 0, fehlerhaft: 0 });
      const abgelehnt = await dateien.laden(start.dateiId);
      expect(abgelehnt).toMatchObject({
        status: DATEI_STATUS.abgelehnt,
        fehler: grund,
        numRows: 0,
        sha256: sha256(inhalt),
        lauf: start.laufId,
      });
      expect(abgelehnt?.sperre).toBeUndefined();
      expect(abgelehnt?.journal.map((j) => j.text)).toEqual([
        LESE_TEXTE.journal.registriert('courtage-zweite.csv', abgelehnt!.interfaceName!),
        LESE_TEXTE.journal.abgelehnt(grund),
      ]);
      // A refusal is final: a failure reported after it (a task retried) does not overwrite it.
      expect(await leseFehlgeschlagen({ ...start, fehler: { Error: 'SperreVerloren' } }, db)).toMatchObject({
        vermerkt: false,
      });
      expect(await dateien.laden(start.dateiId)).toMatchObject({ status: DATEI_STATUS.abgelehnt });
    }

    // The same object announced again (S3 delivers events at least once) is no new delivery.
    const nochmal = await registriereDatei(
      { bucket, key: erste.key, dateiname: 'courtage-erste.csv' },
      { db, starten: merken },
    );
    expect(nochmal).toEqual({ art: 'bekannt', dateiId: ersteId });

    // A failed file no longer holds its content: delivered again, it is read again.
    await leseFehlgeschlagen({ ...ersterStart, fehler: { Error: 'Test', Cause: 'absichtlich' } }, db);
    const dritte = await registriertUndGestartet('courtage-dritte.csv', inhalt, { benutzer: makler });
    expect((await lesen(dritte)).abschluss).toMatchObject({ zeilen: 4, fehlerhaft: 0 });
    expect(await dateien.laden(dritte.dateiId)).toMatchObject({ status: DATEI_STATUS.gelesen });
    // And its object, announced again now that its first file failed, is a new delivery too.
    const wieder = await registriereDatei(
      { bucket, key: erste.key, dateiname: 'courtage-erste.csv' },
      { db, starten: merken },
    );
    expect(wieder.art).toBe('registriert');
  });

  it('derselbe Inhalt in zwei Dateien, gleichzeitig geplant: eine wird gelesen, die andere abgelehnt', async () => {
    const inhalt = courtageDatei(4);
    const starts = await Promise.all(
      ['courtage-links.csv', 'courtage-rechts.csv'].map((n) => registriertUndGestartet(n, inhalt)),
    );
    const plaene = await Promise.all(starts.map((s) => planeAbschnitte(s, db)));
    expect(plaene.map((p) => p.zeilen).sort()).toEqual([0, 5]);
    const status = await Promise.all(starts.map(async (s) => (await dateien.laden(s.dateiId))!.status));
    expect(status.sort()).toEqual([DATEI_STATUS.liest, DATEI_STATUS.abgelehnt].sort());
  });

  it('dasselbe Objekt zweimal gleichzeitig gemeldet: einmal registriert, einmal bekannt, keine Ablehnung', async () => {
    const dateiname = `courtage-doppelt-${eindeutigeMarke()}.csv`;
    const inhalt = courtageDatei(2);
    const key = await ablegen(dateiname, inhalt);
    const melden = () => registriereDatei({ bucket, key, dateiname }, { db, starten: merken });
    // Both find no claim, both try to claim; the loser's winner has not written its record yet.
    const ergebnisse = await Promise.all([melden(), melden(), melden()]);
    const arten = ergebnisse.map((e) => e.art).sort();
    expect(arten).toEqual(['bekannt', 'bekannt', 'registriert']);
    const ids = new Set(ergebnisse.map((e) => (e as { dateiId: number }).dateiId));
    expect(ids.size).toBe(1);
    const id = [...ids][0]!;
    // Kept once, under the file's own key; read from there (the start), the drop left in place.
    const ablage = ablageSchluessel(id, dateiname);
    expect(await dateien.laden(id)).toMatchObject({ key: ablage, status: DATEI_STATUS.registriert });
    expect(gestartet.filter((s) => s.dateiId === id)).toEqual([expect.objectContaining({ key: ablage })]);
    const [kopie, drop] = await Promise.all(
      [ablage, key].map(async (k) =>
        (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: k }))).Body!.transformToString(),
      ),
    );
    expect(kopie).toBe(inhalt);
    expect(drop).toBe(inhalt);
  });

  it('eine Datei ohne passendes Interface wird als Abgelehnt vermerkt', async () => {
    const dateiname = `unbekannt-${eindeutigeMarke()}.dat`;
    const { ergebnis } = await registrieren(dateiname, 'irgendwas\n');
    const grund = LESE_TEXTE.keinInterface(dateiname);
    expect(ergebnis).toMatchObject({ art: 'abgelehnt', grund });
    const datei = await dateien.laden((ergebnis as { dateiId: number }).dateiId);
    expect(datei).toMatchObject({ status: DATEI_STATUS.abgelehnt, fehler: grund, fileName: dateiname });
  });

  it('die Sperre: ein zweiter Lauf auf einer gesperrten Datei wird mit Meldung abgewiesen', async () => {
    const start = await registriertUndGestartet(`courtage-${eindeutigeMarke()}.csv`, courtageDatei(10));
    const gesperrt = await dateien.laden(start.dateiId);
    await expect(leseErneut(start.dateiId, { db, starten: merken })).rejects.toMatchObject({
      art: 'konflikt',
      message: LESE_TEXTE.dateiGesperrt(start.dateiId, deutscheZeit(gesperrt!.gesperrtAm!)),
    });
    // Another run's id is refused by every task, and only the owner releases the lock.
    await expect(planeAbschnitte({ ...start, laufId: 'fremder-lauf' }, db)).rejects.toThrow(
      LESE_TEXTE.sperreVerloren(start.dateiId),
    );
    expect(await dateien.entsperren(start.dateiId, new Date().toISOString(), 'fremder-lauf')).toBe(false);
    await lesen(start);
    // Read and free: a new run may take it.
    const laufId = await leseErneut(start.dateiId, { db, starten: merken });
    expect((await dateien.laden(start.dateiId))?.sperre).toBe(laufId);
  });

  it('garbage.gdv ergibt fehlerhafte Zeilen, keinen Absturz', async () => {
    const inhalt = Buffer.concat([
      readFileSync(gdvFixture('garbage.gdv')),
      Buffer.from(`\n${'\n'.repeat(3)}`),
    ]);
    const start = await registriertUndGestartet('garbage.gdv', inhalt, { schnittstelleId: GDV_INTERFACE });
    const { abschluss } = await lesen(start);
    expect(abschluss).toEqual({ dateiId: start.dateiId, zeilen: 1, fehlerhaft: 1 });
    const [zeile] = await alleZeilen(start.dateiId);
    expect(zeile).toMatchObject({ zeile: 1, status: -7, roh: 'Völliger Unsinn, das ist keine GDV Datei' });
    expect(zeile?.grund).toMatch(/Satzart/);
    expect(await dateien.laden(start.dateiId)).toMatchObject({
      status: DATEI_STATUS.gelesen,
      numRows: 1,
      numRowsError: 1,
      numRowsWithoutError: 0,
    });
  });

  it('eine Zeile über dem Platz eines Eintrags (500 KB) wird ein Formatfehler mit gekürztem Text; die übrigen Zeilen werden eingelesen', async () => {
    const zeilen = courtageDatei(10).split('\r\n');
    const spalten = zeilen[5]!.split(';');
    // 500,000 characters that deflate hardly at all: text and values each far above the budget.
    spalten[8] = randomBytes(375_000).toString('base64');
    const grosse = spalten.join(';');
    zeilen[5] = grosse;
    const inhalt = Buffer.from(zeilen.join('\r\n'), 'latin1'); // as Excel writes it: ISO-8859-1
    const start = await registriertUndGestartet(`courtage-${eindeutigeMarke()}.csv`, inhalt);
    const { abschluss } = await lesen(start);
    expect(abschluss).toEqual({ dateiId: start.dateiId, zeilen: 11, fehlerhaft: 1 });

    const gelesen = await alleZeilen(start.dateiId);
    expect(gelesen.map((z) => z.zeile)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(gelesen.filter((z) => z.status !== 0).map((z) => z.zeile)).toEqual([6]);
    expect(gelesen[6]).toMatchObject({ status: 0, roh: zeilen[6] });
    const zeile = gelesen[5]!;
    expect(zeile).toMatchObject({ status: -7, satz: 'Courtage-Buchung' });
    expect(zeile.felder).toBeUndefined();
    expect(Buffer.byteLength(zeile.roh!)).toBe(ZEILE_HOECHSTBYTES / 2);
    expect(grosse.startsWith(zeile.roh!)).toBe(true);
    // The reason says why, how long the text was and that it was cut.
    expect(zeile.grund).toMatch(/^Die Zeile ist zu groß zum Speichern/);
    expect(zeile.grund).toContain(`Ihr Text (${Math.ceil(Buffer.byteLength(grosse) / 1024)} KB)`);
    expect(zeile.grund).toContain('auf die ersten 175 KB gekürzt');
    expect(await dateien.laden(start.dateiId)).toMatchObject({
      status: DATEI_STATUS.gelesen,
      numRows: 11,
      numRowsError: 1,
      numRowsWithoutError: 10,
    });
  });

  it('eine Datei, die die Vorprüfung des Interfaces nicht besteht, endet als fehlgeschlagen mit dem Grund', async () => {
    // The commission interface refuses a file whose first line is not its title line.
    const start = await registriertUndGestartet('courtage-ohne-kopf.csv', '1;2;3\n', { schnittstelleId: 2 });
    const fehler = await planeAbschnitte(start, db).catch((e: Error) => e);
    expect(fehler).toBeInstanceOf(Error);
    expect((fehler as Error).name).toBe('DateiAbgelehnt');
    const cause = JSON.stringify({ errorType: 'DateiAbgelehnt', errorMessage: (fehler as Error).message });
    await leseFehlgeschlagen({ ...start, fehler: { Error: 'DateiAbgelehnt', Cause: cause } }, db);
    const datei = await dateien.laden(start.dateiId);
    expect(datei).toMatchObject({ status: DATEI_STATUS.fehlgeschlagen, fehler: (fehler as Error).message });
    expect(datei?.fehler).toMatch(/Vorprüfung/);
    expect(datei?.sperre).toBeUndefined();
  });

  it('der S3-Auslöser registriert Dateien unter eingang/ und übergeht andere', async () => {
    // The local stack's starter lives in its own process; this process gets a recording one.
    const entfernen = setzeStreckenStarter(async () => undefined);
    try {
      const gutName = `courtage ${eindeutigeMarke()}.csv`;
      const gut = await ablegen(gutName, courtageDatei(2), 'eingang/');
      const ohne = await ablegen(`ohne-${eindeutigeMarke()}.dat`, 'x\n', 'eingang/');
      const anderes = await ablegen('courtage-upload.csv', courtageDatei(1), 'upload/');
      const ereignis = (key: string) => ({
        eventName: 'ObjectCreated:Put',
        s3: {
          bucket: { name: bucket },
          object: { key: encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+') },
        },
      });
      const fehlt = `eingang/${eindeutigeMarke()}/weg.csv`;
      const { dateien: ankuenfte } = await dateiAngekommen({
        Records: [ereignis(gut), ereignis(ohne), ereignis(anderes), ereignis(fehlt)],
      });
      expect(ankuenfte.map((a) => [a.key, a.art])).toEqual([
        [gut, expect.stringMatching(/^(registriert|bekannt)$/)],
        [ohne, 'abgelehnt'],
        [fehlt, 'fehlt'],
      ]);
      const registriert = ankuenfte[0] as { dateiId: number };
      expect(await dateien.laden(registriert.dateiId)).toMatchObject({
        key: ablageSchluessel(registriert.dateiId, gutName),
        modus: 2,
      });
    } finally {
      entfernen();
    }
  });
});

describe('Upload über die API', () => {
  const DATEINAME = 'Courtage März.csv';
  const starten = (tempId: string) =>
    rufe(ROUTEN.uploadStarten, {
      als: 'admin',
      body: { tempId, gesellschaftId: 1, interfaceName: 'Courtage-Abrechnung CSV' },
    });
  const ablegenPerPut = async (url: string, inhalt: string) =>
    expect((await fetch(url, { method: 'PUT', body: inhalt })).status).toBe(200);
  /** A presigned URL for `inhalt`, the PUT, and POST upload. */
  const hochladen = async (inhalt: string) => {
    const ziel = await rufe(ROUTEN.uploadZiel, {
      als: 'admin',
      body: { fileName: DATEINAME, groesse: Buffer.byteLength(inhalt) },
    });
    expect(ziel.status).toBe(200);
    // S3 holds the PUT to what the URL signs: its size, and no checksum (s3rver checks neither).
    const parameter = new URL(ziel.body.url).searchParams;
    expect([...parameter.keys()].filter((n) => /^x-amz-(sdk-)?checksum/i.test(n))).toEqual([]);
    expect(parameter.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-length');
    await ablegenPerPut(ziel.body.url, inhalt);
    const tempId: string = ziel.body.tempId;
    return Object.assign(await starten(tempId), { tempId, url: ziel.body.url as string });
  };
  const objekte = async (praefix: string) =>
    ((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: praefix }))).Contents ?? []).map(
      (o) => o.Key,
    );
  const objektText = async (key: string) =>
    (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToString();
  /** The job polled as the modal does (here every 500 ms) until removeTimer. */
  const jobEnde = (id: number) =>
    warteBis(
      async () => (await rufe(ROUTEN.uploadStatus, { als: 'admin', query: { id } })).body,
      (s) => s.removeTimer,
      { zeit: 90_000, intervall: 500, text: (s) => `Upload ${id} nicht beendet: ${JSON.stringify(s)}` },
    );

  it('presigned PUT, Registrierung, Status bis removeTimer; derselbe Inhalt ein zweites Mal: vom Lesen abgelehnt, mit Meldung', async () => {
    const inhalt = courtageDatei(20);
    const erster = await hochladen(inhalt);
    expect(erster.status).toBe(200);
    const id: number = erster.body.id;
    // Kept as a copy under a key of this file alone; the upload object is deleted.
    const ablage = `${ABLAGE_PRAEFIX}${id}/${DATEINAME}`;
    expect(await dateien.laden(id)).toMatchObject({
      fileName: DATEINAME,
      gesellschaft: 'Muster Versicherung AG',
      interfaceId: 2,
      modus: 2,
      userId: 'admin',
      key: ablage,
    });
    expect(await objektText(ablage)).toBe(inhalt);
    expect((await objekte(UPLOAD_PRAEFIX)).filter((k) => k!.includes(erster.tempId))).toEqual([]);

    // The local stack runs the pipeline in its own process (its first run synthesizes the state
    // machine); the hash is the one of the kept bytes.
    expect(await jobEnde(id)).toEqual({
      id,
      status: LESE_TEXTE.uploadStatus.gelesen(21, 0),
      progress: 100,
      removeTimer: true,
      ergebnis: { zeilen: 21, fehlerhaft: 0 },
    });
    const datei = await dateien.laden(id);
    expect(datei).toMatchObject({
      status: DATEI_STATUS.gelesen,
      numRows: 21,
      numRowsError: 0,
      sha256: sha256(inhalt),
    });

    // The monitor's month index and the workbench's file-name index find it.
    const von = new Date(Date.now() - 3_600_000).toISOString();
    const bis = new Date(Date.now() + 60_000).toISOString();
    expect((await dateien.imZeitraum(2, von, bis)).map((d) => d.id)).toContain(id);
    expect((await dateien.imZeitraum(1, von, bis)).map((d) => d.id)).not.toContain(id);
    expect((await dateien.imZeitraum(2, bis, bis)).map((d) => d.id)).not.toContain(id);
    expect((await dateien.mitDateiname('COURTAGE MÄRZ.csv')).map((d) => d.id)).toContain(id);

    // The same content uploaded again is registered and refused by its read: the job ends with
    // the reason, in the words the modal showed when the registration refused it.
    const doppelt = await hochladen(inhalt);
    expect(doppelt.status).toBe(200);
    const doppeltId: number = doppelt.body.id;
    expect(doppeltId).not.toBe(id);
    const grund = LESE_TEXTE.dateiDoppelt(DATEINAME, deutschesDatum(datei!.dateFrom), id);
    expect(grund).toMatch(new RegExp(`wurde bereits am .* als Datei-Nr\\. ${id} eingelesen`));
    expect(await jobEnde(doppeltId)).toEqual({
      id: doppeltId,
      status: grund,
      progress: 100,
      removeTimer: true,
    });
    expect(await dateien.laden(doppeltId)).toMatchObject({ status: DATEI_STATUS.abgelehnt, fehler: grund });

    // Only the uploader (or a full-filter user) sees the job; an unknown upload is 404.
    expect((await rufe(ROUTEN.uploadStatus, { als: 'importsicht', query: { id } })).status).toBe(404);
    const fehlt = await rufe(ROUTEN.uploadStarten, { als: 'admin', body: { tempId: eindeutigeUuid() } });
    expect(fehlt.status).toBe(404);
    expect(fehlt.body.message).toBe(LESE_TEXTE.uploadNichtGefunden);
  }, 240_000);

  it('ein Upload wird einmal registriert: erneut gemeldet oder neu hochgeladen unter derselben URL 409, die Ablage bleibt', async () => {
    const inhalt = courtageDatei(5);
    const erster = await hochladen(inhalt);
    expect(erster.status).toBe(200);
    const id: number = erster.body.id;
    const ablage = `${ABLAGE_PRAEFIX}${id}/${DATEINAME}`;
    const schonGemeldet = LESE_TEXTE.uploadSchonGemeldet(id);

    // Announced again: its upload object is gone, the tempId is still known.
    const nochmal = await starten(erster.tempId);
    expect(nochmal.status).toBe(409);
    expect(nochmal.body.message).toBe(schonGemeldet);
    // Another user's tempId names nothing of his: 404, not the number of the file it became.
    const fremd = await rufe(ROUTEN.uploadStarten, { als: 'maklerimport', body: { tempId: erster.tempId } });
    expect(fremd.status).toBe(404);
    expect(fremd.body.message).toBe(LESE_TEXTE.uploadNichtGefunden);

    // The URL is valid for a while: other bytes put there and announced are refused, and the
    // file keeps what it was registered with (s3rver ignores the signed size; S3 would hold the
    // PUT to it, here both have the same size anyway).
    const anderer = courtageDatei(5);
    expect(anderer).not.toBe(inhalt);
    await ablegenPerPut(erster.url, anderer);
    const getauscht = await starten(erster.tempId);
    expect(getauscht.status).toBe(409);
    expect(getauscht.body.message).toBe(schonGemeldet);
    expect(await objektText(ablage)).toBe(inhalt);
    expect(await dateien.laden(id)).toMatchObject({ key: ablage });
    expect(await objekte(`${ABLAGE_PRAEFIX}${id}/`)).toEqual([ablage]);

    // Two announcements of one upload at the same moment: one file.
    const inhalt2 = courtageDatei(5);
    const ziel = await rufe(ROUTEN.uploadZiel, {
      als: 'admin',
      body: { fileName: DATEINAME, groesse: Buffer.byteLength(inhalt2) },
    });
    await ablegenPerPut(ziel.body.url, inhalt2);
    // Nor can another user register an upload that is not yet announced.
    const vorher = await rufe(ROUTEN.uploadStarten, {
      als: 'maklerimport',
      body: { tempId: ziel.body.tempId },
    });
    expect(vorher.status).toBe(404);
    const antworten = await Promise.all([starten(ziel.body.tempId), starten(ziel.body.tempId)]);
    expect(antworten.map((a) => a.status).sort()).toEqual([200, 409]);
    const gewonnen = antworten.find((a) => a.status === 200)!.body.id as number;
    expect(antworten.find((a) => a.status === 409)!.body.message).toBe(
      LESE_TEXTE.uploadSchonGemeldet(gewonnen),
    );
    expect(await objektText(`${ABLAGE_PRAEFIX}${gewonnen}/${DATEINAME}`)).toBe(inhalt2);
    await jobEnde(id);
    await jobEnde(gewonnen);
  }, 240_000);

  it('eine Upload-URL nur bis zur Höchstgröße: darüber 400 mit Grund', async () => {
    const groesse = HOECHSTE_UPLOAD_BYTES + 1;
    const antwort = await rufe(ROUTEN.uploadZiel, { als: 'admin', body: { fileName: 'gross.gdv', groesse } });
    expect(antwort.status).toBe(400);
    expect(antwort.body.message).toBe(LESE_TEXTE.uploadZuGross(groesse, HOECHSTE_UPLOAD_BYTES));
    // A size is required: without it there is no size to sign.
    const ohne = await rufe(ROUTEN.uploadZiel, { als: 'admin', body: { fileName: 'klein.gdv' } as never });
    expect(ohne.status).toBe(400);
  });

  it('Auswahllisten: Gesellschaften mit Id, Interfaces je Modus ohne Sub-Interfaces', async () => {
    const abrechnung = await rufe(ROUTEN.uploadComboboxen, { als: 'admin', query: { modus: 2 } });
    expect(abrechnung.status).toBe(200);
    expect(abrechnung.body.gesellschaften).toContainEqual({ label: 'Muster Versicherung AG', value: '1' });
    expect(abrechnung.body.interfaces).toEqual([
      { label: 'Courtage-Abrechnung CSV', value: 'Courtage-Abrechnung CSV' },
    ]);
    const bestand = await rufe(ROUTEN.uploadComboboxen, {
      als: 'importsicht',
      query: { modus: 1, gesellschaft: '1', withInactiveInterfaces: 'true' },
    });
    const namen: string[] = bestand.body.interfaces.map((i: { value: string }) => i.value);
    expect(namen).toEqual(expect.arrayContaining(['OMDS 2.x Verträge', 'Mahnliste CSV']));
    expect(namen.some((n) => n.startsWith('GDV VU-Vermittler'))).toBe(true);
    expect(namen.some((n) => / Teil \d/.test(n) || n === 'Courtage-Buchung')).toBe(false);
  });
});
