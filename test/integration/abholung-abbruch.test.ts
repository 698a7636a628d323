/**
 * A download run killed mid-shipment (reference §4 "Download job"): a local stack in a process
 * group of its own (kept data, as `npm start`) is killed with SIGKILL — once while it waits for
 * an acknowledgement the insurer holds back (every file and record stored), once while the
 * insurer's answer stalls after two of its four files (those two in S3, no record yet). Nothing
 * was acknowledged; the next start on the same data releases the access with the reason, and the
 * next run stores nothing twice — the files of the first case are found by their claims, those
 * of the second written to the keys they had — and acknowledges the shipment once. Both runs
 * are killed by the same kill, so the two cases share two stack starts and one wait for the
 * cool-down's minute.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIPRO_PRAEFIX } from '@lieferdesk/events';
import { LESE_TEXTE, ROUTEN } from '@lieferdesk/shared';
import { biproLieferungenRepository } from '@lieferdesk/functions/data/repositories/biproLieferungen';
import { biproDateienRepository } from '@lieferdesk/functions/data/repositories/biproDateien';
import { zugaengeRepository } from '@lieferdesk/functions/data/repositories/zugaenge';
import { monatVon } from '@lieferdesk/functions/domain/buchung/gebuehr';
import { LOKALE_S3_ZUGANGSDATEN } from '../../infra/local/s3';
import { starteVersicherer, type SimTransfer, type Versicherer } from '../../infra/local/versicherer';
import { DEMO_GESELLSCHAFTEN } from '../../infra/local/demo/stammdaten';
import { abklingzeitVorbei } from '../helpers/abklingzeit';
import { stackKinder, type StackKind } from '../helpers/stack-kind';
import { warteBis } from '../helpers/warten';

const { starteKind, toeten, aufraeumen } = stackKinder('lieferdesk-abholung-abbruch-');
const MUSTER = DEMO_GESELLSCHAFTEN.find((g) => g.gesellschaftId === 1)!;
/** The second case's company: restart_job starts every access of a company, the first case's not. */
const NORDSTERN = DEMO_GESELLSCHAFTEN.find((g) => g.gesellschaftId === 2)!;
const PASSWORT = 'Abbruch-Passwort-1';
const versicherer: Versicherer[] = [];

afterAll(async () => {
  await Promise.all(versicherer.map((v) => v.beenden()));
  aufraeumen();
});

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');

async function dateienDes(kind: StackKind, zugangId: number) {
  const repo = biproDateienRepository(kind.db);
  const monat = monatVon(new Date());
  const faecher = ['dokument-0', 'dokument-1', 'dokument-2', 'archiv', 'abrechnung'];
  return (await Promise.all(faecher.map((f) => repo.imMonat(f, monat))))
    .flat()
    .filter((d) => d.zugangId === zugangId);
}

async function neustarten(kind: StackKind, gesellschaft = MUSTER.name) {
  const start = await kind.rufe(ROUTEN.downloadJobNeustarten, { query: { gesellschaft } });
  expect(start.status, start.text).toBe(200);
}

async function zugangAnlegen(
  kind: StackKind,
  v: Versicherer,
  a: { benutzername: string; gesellschaftId: number; bezeichnung: string },
): Promise<number> {
  const gespeichert = await kind.rufe(ROUTEN.zugangSpeichern, {
    body: {
      gesellschaftId: a.gesellschaftId,
      extZugangBezeichnung: a.bezeichnung,
      maklernr: '10001',
      stsUrl: v.stsUrl,
      transferUrl: v.transferUrl,
      profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
      benutzername: a.benutzername,
      passwort: PASSWORT,
      abholzeiten: [],
      aktiv: true,
      gdvEinlesen: false,
    },
  });
  expect(gespeichert.status, gespeichert.text).toBe(200);
  return gespeichert.body.id as number;
}

/** The keys the download job wrote to S3 for a shipment of the access. */
async function objekteDer(kind: StackKind, zugangId: number, lieferungId: string): Promise<string[]> {
  const s3 = new S3Client({
    endpoint: kind.info.s3Endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: LOKALE_S3_ZUGANGSDATEN,
  });
  const { Contents } = await s3.send(
    new ListObjectsV2Command({
      Bucket: kind.info.buckets.inbox,
      Prefix: `${BIPRO_PRAEFIX}${zugangId}/${lieferungId}/`,
    }),
  );
  s3.destroy();
  return (Contents ?? []).map((o) => o.Key!).sort();
}

/** A shipment's files as PDFs with a path in the delivered name (kept without: one journal line). */
const dateienVon = (praefix: string, anzahl: number) =>
  Array.from({ length: anzahl }, (_, i) => ({
    dateiname: `post/${praefix}-${i + 1}.pdf`,
    inhalt: pdf(`${praefix} ${i + 1}`),
    mimeType: 'application/pdf',
  }));

let kind: StackKind;
/** Waits for its acknowledgement when killed: both files and records stored. */
const quittung = { zugangId: 0, versicherer: undefined as unknown as Versicherer, vorher: [] as number[] };
/**
 * Three PDFs and a commission statement: its answer stalled after two of the four files when
 * killed — two objects in S3, no record.
 */
const stocken = { zugangId: 0, versicherer: undefined as unknown as Versicherer, vorher: [] as string[] };

beforeAll(async () => {
  const lieferung = (id: string, dateien: ReturnType<typeof dateienVon>, ...weitere: SimTransfer[]) => ({
    id,
    kategorie: '100007000',
    einstellzeitpunkt: '2026-11-20T08:00:00.000Z',
    transfers: [
      ...dateien.map((d, i) => ({ versicherungsscheinnummer: `5999999990${i}`, dateien: [d] })),
      ...weitere,
    ],
  });
  // A transfer of its own GeVo type: 210400000 'Bereitstellung Abrechnung' goes to the commission list.
  const courtage: SimTransfer = {
    artId: '210400000',
    dateien: [{ dateiname: 'post/courtage.csv', inhalt: Buffer.from('Courtage;Stocken;42,00\n') }],
  };
  [quittung.versicherer, stocken.versicherer] = await Promise.all([
    starteVersicherer({
      benutzer: 'abbruch',
      passwort: PASSWORT,
      lieferungen: [lieferung('ABBRUCH-1', dateienVon('abbruch', 2))],
    }),
    starteVersicherer({
      benutzer: 'stocken',
      passwort: PASSWORT,
      mtom: true,
      lieferungen: [lieferung('STOCKEN-1', dateienVon('stocken', 3), courtage)],
    }),
  ]);
  versicherer.push(quittung.versicherer, stocken.versicherer);
  // The one insurer holds the acknowledgement before making it: the run waits there. The other's
  // first answer stops after two files: their parts are complete, the third's bytes never come.
  quittung.versicherer.stoeren({
    art: 'verzoegern',
    ms: 10 * 60_000,
    vorher: true,
    aufruf: 'acknowledgeShipment',
  });
  stocken.versicherer.stoeren({ art: 'stocken', nachDateien: 2, aufruf: 'getShipment' });

  kind = await starteKind();
  quittung.zugangId = await zugangAnlegen(kind, quittung.versicherer, {
    benutzername: 'abbruch',
    gesellschaftId: MUSTER.gesellschaftId,
    bezeichnung: 'Abbruch',
  });
  stocken.zugangId = await zugangAnlegen(kind, stocken.versicherer, {
    benutzername: 'stocken',
    gesellschaftId: NORDSTERN.gesellschaftId,
    bezeichnung: 'Stocken',
  });
  await Promise.all([neustarten(kind, MUSTER.name), neustarten(kind, NORDSTERN.name)]);
  const [abgelegt, objekte] = await Promise.all([
    warteBis(
      () => dateienDes(kind, quittung.zugangId),
      (d) => d.length === 2,
      { zeit: 60_000, intervall: 100, text: 'die abgelegten Dateien des wartenden Laufs' },
    ),
    warteBis(
      () => objekteDer(kind, stocken.zugangId, 'STOCKEN-1'),
      (o) => o.length === 2,
      {
        zeit: 60_000,
        intervall: 100,
        text: (o) => `zwei Objekte des stockenden Laufs, da sind ${o.join(', ')}`,
      },
    ),
  ]);
  quittung.vorher = abgelegt.map((d) => d.id).sort();
  stocken.vorher = objekte;
  // The records stand before the acknowledgement is asked (the start page's counters are written
  // between): killed only once the run waits at the insurer's held acknowledgement — a kill
  // before it would leave the hold to the next run.
  await warteBis(
    () => quittung.versicherer.offeneStoerungen(),
    (offen) => offen === 0,
    { zeit: 60_000, intervall: 100, text: 'die gehaltene Quittung' },
  );
  // Records come once the whole answer is read: none yet. Both runs hold their access.
  expect(await dateienDes(kind, stocken.zugangId)).toEqual([]);
  for (const { zugangId } of [quittung, stocken])
    expect((await zugaengeRepository(kind.db).laden(zugangId))?.sperre).toBeDefined();

  await toeten(kind);
  expect(quittung.versicherer.quittiert.size).toBe(0);
  expect(stocken.versicherer.quittiert.size).toBe(0);
  kind = await starteKind();
}, 300_000);

/** After the restart: released with the reason, in the download overview's row too. */
async function freigegebenMitGrund(zugangId: number) {
  const zugang = await zugaengeRepository(kind.db).laden(zugangId);
  expect(zugang?.sperre).toBeUndefined();
  expect(zugang?.letzterFehler).toBe(LESE_TEXTE.abbruch.stackBeendet);
  const uebersicht = await kind.rufe(ROUTEN.downloadUebersichtZeilen, { query: {} });
  expect(uebersicht.status, uebersicht.text).toBe(200);
  const zeile = (uebersicht.body.rows as { id: number }[]).find((z) => z.id === zugangId);
  // Shown as stopped with the reason, not as running (a start waits for the cool-down only).
  expect(zeile).toMatchObject({ fehler: LESE_TEXTE.abbruch.stackBeendet });
  expect(zeile).not.toHaveProperty('jobRunning', true);
}

/** The next run after the cool-down, started from the download overview; answers once it ended well. */
async function naechsterLauf(zugangId: number, gesellschaft: string) {
  await abklingzeitVorbei(kind.db, zugangId);
  await neustarten(kind, gesellschaft);
  await warteBis(
    () => zugaengeRepository(kind.db).laden(zugangId),
    (z) => z?.sperre === undefined && z?.letzterErfolg !== undefined,
    { zeit: 60_000, intervall: 200, text: 'der nächste Lauf' },
  );
}

describe('Abholung, getötet mitten in einer Lieferung', () => {
  it('zwischen Ablegen und Quittieren: quittiert nichts vor dem Ablegen, gibt den Zugang beim nächsten Start frei und legt danach nichts doppelt ab', async () => {
    const { zugangId, versicherer: v } = quittung;
    await freigegebenMitGrund(zugangId);
    await naechsterLauf(zugangId, MUSTER.name);
    expect([...v.quittiert]).toEqual(['ABBRUCH-1']);
    const danach = await dateienDes(kind, zugangId);
    expect(danach.map((d) => d.id).sort()).toEqual(quittung.vorher);
    expect(await biproLieferungenRepository(kind.db).laden(zugangId, 'ABBRUCH-1')).toMatchObject({
      allInputFiles: 2,
      schonErledigteFiles: 2,
      persistedFiles: 0,
      quittiert: true,
    });
  });

  it('beim Empfang (zwei von vier Dateien abgelegt): legt beim nächsten Lauf jede Datei einmal ab und quittiert einmal', async () => {
    const { zugangId, versicherer: v } = stocken;
    await freigegebenMitGrund(zugangId);
    await naechsterLauf(zugangId, NORDSTERN.name);
    expect([...v.quittiert]).toEqual(['STOCKEN-1']);
    expect(v.aufrufe.filter((a) => a === 'acknowledgeShipment')).toHaveLength(1);
    // Every content once, in the keys the first run began with, each record with one journal line:
    // three documents and one commission statement.
    const danach = await dateienDes(kind, zugangId);
    expect(danach.map((d) => [d.fileName, d.ziel]).sort()).toEqual([
      ['courtage.csv', 'abrechnung'],
      ...[1, 2, 3].map((n) => [`stocken-${n}.pdf`, 'dokument']),
    ]);
    expect(new Set(danach.map((d) => d.sha256)).size).toBe(4);
    expect(danach.map((d) => d.journal?.length ?? 0)).toEqual([1, 1, 1, 1]);
    const objekte = await objekteDer(kind, zugangId, 'STOCKEN-1');
    expect(objekte).toHaveLength(4);
    expect(objekte).toEqual(expect.arrayContaining(stocken.vorher));
    expect(danach.map((d) => d.key).sort()).toEqual(objekte);
    const statistik = await biproLieferungenRepository(kind.db).laden(zugangId, 'STOCKEN-1');
    expect(statistik).toMatchObject({
      allInputFiles: 4,
      schonErledigteFiles: 0,
      dbAlreadyExistFiles: 0,
      quittiert: true,
    });
    expect((statistik?.persistedFiles ?? 0) + (statistik?.nichtzugeordnetePdfFiles ?? 0)).toBe(3);
    // The download overview's row counts what this run stored, once.
    const uebersicht = await kind.rufe(ROUTEN.downloadUebersichtZeilen, { query: {} });
    const zeile = (uebersicht.body.rows as { id: number }[]).find((z) => z.id === zugangId);
    expect(zeile).toMatchObject({ abrechnungen: 1, gdv: 0, mahnungen: 0 });
    expect(zeile).not.toHaveProperty('fehler');
    const { postdokumenteZugeordnet, postdokumenteNichtZugeordnet } = zeile as Record<string, number>;
    expect(postdokumenteZugeordnet! + postdokumenteNichtZugeordnet!).toBe(3);
  });
});
