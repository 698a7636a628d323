/**
 * The import monitor's API against the local stack (reference §2.14, §7 "Import monitor", §8, §9):
 * the filter's default (today) and criteria, the broker scope (a broker sees only his files,
 * internal users all), unlock, confirming read errors with the reference's texts, and confirming a
 * planned interface that has no missed run (the missed runs themselves: interfacelaeufe.test.ts). The file records are written through the file
 * repository, as the registration writes them.
 */
import { describe, expect, inject, it } from 'vitest';
import { MONITOR_TEXTE, ROUTEN } from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import {
  importDateienRepository,
  type ImportDatei,
} from '@lieferdesk/functions/data/repositories/importDateien';
import { DATEI_STATUS, type DateiStatus } from '@lieferdesk/functions/domain/dateiStatus';
import { deutschesDatum } from '@lieferdesk/functions/zeitangabe';
import { rufe } from '../helpers/api';
import { eindeutigeMarke } from '../helpers/eindeutig';

const stack = inject('stack');
const dateien = importDateienRepository(datenbankFuer(stack.tabelle, stack.dynamoEndpoint));
/** Makes this file's names its own in the shared stack. */
const MARKE = eindeutigeMarke();
const TAG_MS = 86_400_000;

interface Zeile {
  fileId: number;
  fileName: string;
  status?: string;
  statusErrors?: string;
  iconMetadata: { icon: string };
  numRows: number;
  numRowsError: number;
  hasUnlockAction: boolean;
  hasConfirmErrorsAction: boolean;
  hasConfirmAction: boolean;
  hasImportResult: boolean;
}

async function datei(
  name: string,
  mehr: Partial<Omit<ImportDatei, 'status'>> & { status?: DateiStatus } = {},
): Promise<ImportDatei> {
  const id = await dateien.neueId();
  return dateien.anlegen({
    id,
    fileName: `monitor-${MARKE}-${name}`,
    bucket: stack.buckets.inbox,
    key: `test-monitor/${MARKE}/${name}`,
    sha256: eindeutigeMarke(64),
    modus: 1,
    status: DATEI_STATUS.gelesen,
    dateFrom: new Date().toISOString(),
    dateTo: new Date().toISOString(),
    numRows: 10,
    numRowsError: 0,
    numRowsWithoutError: 10,
    gesellschaft: 'Muster Versicherung AG',
    interfaceId: 100,
    interfaceName: 'GDV Test',
    journal: [],
    ...mehr,
  });
}

async function liste(als: string, body: object = {}): Promise<Zeile[]> {
  const antwort = await rufe(ROUTEN.monitorFilter, { als, body });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  return antwort.body.rows;
}
const ids = (zeilen: Zeile[]) => zeilen.map((z) => z.fileId);

describe('Import-Monitor über die API (DynamoDB Local)', () => {
  it('zeigt ohne Zeitraum die Dateien von heute, neueste zuerst, und den Modus getrennt', async () => {
    const frueher = new Date(Date.now() - 3 * TAG_MS).toISOString();
    const alt = await datei('alt.txt', { dateFrom: frueher, dateTo: frueher });
    const heute = await datei('heute.txt');
    const neuer = await datei('neuer.txt');
    const abrechnung = await datei('courtage.csv', { modus: 2 });

    const standard = ids(await liste('admin'));
    expect(standard).toEqual(expect.arrayContaining([heute.id, neuer.id]));
    expect(standard).not.toContain(alt.id);
    expect(standard).not.toContain(abrechnung.id);
    expect(standard.indexOf(neuer.id)).toBeLessThan(standard.indexOf(heute.id));
    expect(ids(await liste('admin', { modus: 2 }))).toContain(abrechnung.id);

    const tag = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    // A day wider than needed on the upper side: the monitor's days are German, tag() gives UTC.
    const zeitraum = ids(
      await liste('admin', { dateFrom: tag(Date.now() - 5 * TAG_MS), dateTo: tag(Date.now() + TAG_MS) }),
    );
    expect(zeitraum).toEqual(expect.arrayContaining([alt.id, heute.id]));
    // A file number finds its file whatever the date.
    expect(ids(await liste('admin', { fileNumber: alt.id }))).toEqual([alt.id]);
  });

  it('filtert nach Dateiname mit Platzhaltern, Gesellschaft (Id oder Name), Interface und Bearbeitung', async () => {
    const a = await datei('Bestand_A.gdv', { gesellschaft: 'Muster Versicherung AG' });
    const b = await datei('bestand_b.txt', {
      gesellschaft: 'Nordstern Lebensversicherung AG',
      interfaceName: 'Anderes',
    });
    const laeuft = await datei('laeuft.txt', { status: DATEI_STATUS.liest, sperre: 'lauf-x', numRows: 0 });

    expect(ids(await liste('admin', { fileName: `monitor-${MARKE}-bestand_*` }))).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    expect(ids(await liste('admin', { fileName: `monitor-${MARKE}-bestand_?.gdv` }))).toEqual([a.id]);
    expect(ids(await liste('admin', { fileName: `${MARKE}-bestand_b` }))).toEqual([b.id]);
    const mitGesellschaft = ids(
      await liste('admin', { fileName: MARKE, gesellschaft: 'Nordstern Lebensversicherung AG' }),
    );
    expect(mitGesellschaft).toContain(b.id);
    expect(mitGesellschaft).not.toContain(a.id);
    // The shared company select sends the id (demo company 1 is Muster Versicherung AG).
    const perId = ids(await liste('admin', { fileName: MARKE, gesellschaft: '1' }));
    expect(perId).toContain(a.id);
    expect(perId).not.toContain(b.id);
    expect(ids(await liste('admin', { fileName: MARKE, interfaceName: 'anderes' }))).toEqual([b.id]);
    expect(ids(await liste('admin', { fileName: MARKE, onlyCurrentlyProcessing: true }))).toEqual([
      laeuft.id,
    ]);
  });

  it('zeigt einem Makler nur seine Dateien, internen Benutzern alle', async () => {
    const eigene = await datei('eigene.txt', { maklernr: '10001' });
    const fremde = await datei('fremde.txt', { maklernr: '10002' });
    const selbst = await datei('selbst.txt', { userId: 'importsicht' });
    const einwurf = await datei('einwurf.txt');

    const makler = ids(await liste('importsicht', { fileName: MARKE }));
    expect(makler).toEqual(expect.arrayContaining([eigene.id, selbst.id]));
    expect(makler).not.toContain(fremde.id);
    expect(makler).not.toContain(einwurf.id);
    for (const intern of ['admin', 'viewintern']) {
      expect(ids(await liste(intern, { fileName: MARKE }))).toEqual(
        expect.arrayContaining([eigene.id, fremde.id, selbst.id, einwurf.id]),
      );
    }
    // The scope holds for the actions too: another broker's file does not exist for him.
    const entsperren = await rufe(ROUTEN.monitorDateiEntsperren, {
      als: 'importsicht',
      body: { fileId: fremde.id },
    });
    expect(entsperren.status).toBe(404);
    // Without the import-read right no monitor at all.
    expect((await rufe(ROUTEN.monitorFilter, { als: 'makler', body: {} })).status).toBe(403);
  });

  it('entsperrt eine gesperrte Datei ohne Meldung; die Zeile zeigt danach den Abbruch', async () => {
    const gesperrt = await datei('gesperrt.txt', {
      status: DATEI_STATUS.liest,
      sperre: 'lauf-tot',
      gesperrtAm: new Date().toISOString(),
      lauf: 'lauf-tot',
      numRows: 0,
      numRowsWithoutError: 0,
    });
    const vorher = (await liste('admin', { fileNumber: gesperrt.id }))[0]!;
    expect(vorher).toMatchObject({ hasUnlockAction: true, iconMetadata: { icon: 'arrow' } });

    const antwort = await rufe(ROUTEN.monitorDateiEntsperren, {
      als: 'admin',
      body: { fileId: gesperrt.id },
    });
    expect(antwort.status).toBe(200);
    expect(antwort.body).toEqual({});
    const gespeichert = await dateien.laden(gesperrt.id);
    expect(gespeichert?.sperre).toBeUndefined();
    expect(gespeichert?.gesperrtAm).toBeUndefined();

    const nachher = (await liste('admin', { fileNumber: gesperrt.id }))[0]!;
    expect(nachher).toMatchObject({
      hasUnlockAction: false,
      iconMetadata: { icon: 'cross' },
      statusErrors: MONITOR_TEXTE.status.abgebrochen(MONITOR_TEXTE.status.liest),
    });
    const unbekannt = await rufe(ROUTEN.monitorDateiEntsperren, {
      als: 'admin',
      body: { fileId: 987_654_321 },
    });
    expect(unbekannt.status).toBe(404);
  });

  it('bestätigt Einlesefehler mit den Texten der Spezifikation, einmal', async () => {
    const fehlerhaft = await datei('fehlerhaft.txt', {
      numRows: 10,
      numRowsError: 3,
      numRowsWithoutError: 7,
    });
    const vorher = (await liste('admin', { fileNumber: fehlerhaft.id }))[0]!;
    expect(vorher).toMatchObject({
      hasConfirmErrorsAction: true,
      iconMetadata: { icon: 'cross' },
      statusErrors: MONITOR_TEXTE.status.mitFehlern(MONITOR_TEXTE.status.gelesen, 3),
    });

    const body = { fileName: fehlerhaft.fileName, dateFrom: fehlerhaft.dateFrom, fileId: fehlerhaft.id };
    const bestaetigt = await rufe(ROUTEN.monitorLesefehlerBestaetigen, { als: 'admin', body });
    expect(bestaetigt.status).toBe(200);
    expect(bestaetigt.body.message).toBe(
      `Einlesefehler für die Datei ${fehlerhaft.fileName} vom ${deutschesDatum(fehlerhaft.dateFrom)} wurden bestätigt.`,
    );
    const nachher = (await liste('admin', { fileNumber: fehlerhaft.id }))[0]!;
    expect(nachher).toMatchObject({ hasConfirmErrorsAction: false, iconMetadata: { icon: 'check' } });

    const nochmal = await rufe(ROUTEN.monitorLesefehlerBestaetigen, { als: 'admin', body });
    expect(nochmal.status).toBe(409);
    expect(nochmal.body.message).toBe(
      `Fehler: Einlesefehler für die Datei ${fehlerhaft.fileName} wurden nicht bestätigt.`,
    );

    const ohneFehler = await datei('ohne-fehler.txt');
    const nichts = await rufe(ROUTEN.monitorLesefehlerBestaetigen, {
      als: 'admin',
      body: { fileName: ohneFehler.fileName, dateFrom: ohneFehler.dateFrom, fileId: ohneFehler.id },
    });
    expect(nichts.status).toBe(409);
    expect(nichts.body.message).toBe(MONITOR_TEXTE.lesefehlerNichtBestaetigt(ohneFehler.fileName));
  });

  it('bestätigt kein geplantes Interface, für das es keinen nicht gelaufenen Lauf gibt', async () => {
    const antwort = await rufe(ROUTEN.monitorInterfaceBestaetigen, {
      als: 'admin',
      body: { interfaceId: 100, dateFrom: new Date().toISOString() },
    });
    expect(antwort.status).toBe(404);
    expect(antwort.body.message).toContain(MONITOR_TEXTE.interfaceNichtBestaetigt('Interface 100'));
    expect(antwort.body.message).toContain(MONITOR_TEXTE.keinGeplanterLauf(100));
  });
});
