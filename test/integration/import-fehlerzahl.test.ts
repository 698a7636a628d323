/**
 * One count of faulty lines (reference §3 "Import monitor line", §4) on the local stack: the GDV
 * sample uploaded and read by the stack's read pipeline, evaluated through its route; then the
 * monitor's "Fehlerhafte Datensätze" (numRowsError) is the workbench's "Nur Fehler" count of the
 * file (and "Fehlerfreie Datensätze" its other active lines), and stays it after an edit (refused
 * or accepted), a defer, a reactivate and a delete — and confirming the faulty lines confirms
 * that count.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTEN, type Route } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { zeilenId } from '@lieferdesk/functions/data/repositories/importZeilen';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { rufe } from '../helpers/api';
import { alleSeiten } from '../helpers/seiten';
import { musterInhalt, stackUmgebung } from '../helpers/einlesen';
import { warteBis } from '../helpers/warten';
import { MUSTERDATEI } from '../fixtures';

let db: Datenbank;
beforeAll(() => {
  db = stackUmgebung();
});

/** Uploads the GDV sample as the modal does and waits until the stack has read it. */
async function hochladen(): Promise<{ id: number; fileName: string; dateFrom: string }> {
  const inhalt = musterInhalt();
  const fileName = 'musterdatei_fehlerzahl.txt';
  const ziel = await rufe(ROUTEN.uploadZiel, { als: 'admin', body: { fileName, groesse: inhalt.length } });
  expect(ziel.status, JSON.stringify(ziel.body)).toBe(200);
  expect((await fetch(ziel.body.url, { method: 'PUT', body: new Uint8Array(inhalt) })).status).toBe(200);
  const start = await rufe(ROUTEN.uploadStarten, { als: 'admin', body: { tempId: ziel.body.tempId } });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const id: number = start.body.id;
  await warteBis(
    () => rufe(ROUTEN.uploadStatus, { als: 'admin', query: { id } }),
    (stand) => stand.body.removeTimer,
    {
      zeit: 60_000,
      intervall: 250,
      text: (stand) => `Datei ${id} nicht eingelesen: ${JSON.stringify(stand.body)}`,
    },
  );
  const datei = (await importDateienRepository(db).laden(id))!;
  expect(datei.status, datei.fehler).toBe(DATEI_STATUS.gelesen);
  return { id, fileName, dateFrom: datei.dateFrom };
}

/** Polls a run as the web's progress dialog does, until act >= max. */
function verfolgen(route: Route, id: string) {
  return warteBis(
    () => rufe(route, { als: 'admin', query: { id } }),
    (antwort) => antwort.status !== 200 || antwort.body.act >= antwort.body.max,
    {
      zeit: 90_000,
      intervall: 200,
      text: (antwort) => `Lauf ${id} nicht fertig: ${JSON.stringify(antwort.body)}`,
    },
  );
}

async function monitorZeile(id: number) {
  const antwort = await rufe(ROUTEN.monitorFilter, { als: 'admin', body: { fileNumber: id } });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  expect(antwort.body.rows).toHaveLength(1);
  return antwort.body.rows[0] as {
    numRows: number;
    numRowsError: number;
    numRowsWithoutError: number;
    hasConfirmErrorsAction: boolean;
  };
}

/**
 * The workbench's search of the file with its default use4Booking (active lines): "Nur Fehler",
 * or the other statuses (0 and up); the numbers of the lines it lists.
 */
async function werkbank(id: number, fehler = true): Promise<number[]> {
  const antwort = await alleSeiten('admin', {
    modus: 1,
    fileId: id,
    ...(fehler ? { onlyErrors: true } : { statusFrom: 0, statusTo: 500 }),
  });
  expect(antwort.mess).toBeUndefined();
  return antwort.rows.map((z) => z.index);
}

/** The monitor's counts agree with the workbench's lines: answers the faulty count. */
async function einigMitWerkbank(id: number, zeilen: number): Promise<number> {
  const [zeile, fehlerhaft, fehlerfrei] = await Promise.all([
    monitorZeile(id),
    werkbank(id),
    werkbank(id, false),
  ]);
  expect(zeile).toMatchObject({
    numRows: zeilen,
    numRowsError: fehlerhaft.length,
    numRowsWithoutError: fehlerfrei.length,
  });
  return fehlerhaft.length;
}

/** A line action on the whole file through its route, polled with checkProgress. */
async function aktion(route: Route, datei: { id: number; fileName: string }) {
  const start = await rufe(route, {
    als: 'admin',
    body: { modus: 1, fileId: datei.id, fileName: datei.fileName },
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  expect((await verfolgen(ROUTEN.importFortschritt, start.body.workerId)).status).toBe(200);
}

describe('Eine Zahl fehlerhafter Zeilen: Monitor und Werkbank (lokaler Stack)', () => {
  it('nach der Auswertung zeigt der Monitor die fehlerhaften Zeilen der Werkbank; Bearbeiten, Zurückstellen, Reaktivieren und Löschen halten die Zahl', async () => {
    const datei = await hochladen();
    let zeilen: number = MUSTERDATEI.zeilen;
    expect(await einigMitWerkbank(datei.id, zeilen)).toBe(0);

    const start = await rufe(ROUTEN.importAuswertungStarten, { als: 'admin', query: { id: datei.id } });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect((await verfolgen(ROUTEN.importAuswertungFortschritt, start.body.threadId)).status).toBe(200);
    expect(await einigMitWerkbank(datei.id, zeilen)).toBe(MUSTERDATEI.fehlerhaftGegenDemoBestand);
    let fehlerhaft: number = MUSTERDATEI.fehlerhaftGegenDemoBestand;

    // Confirming confirms that count: the line asks no more.
    const bestaetigen = { fileName: datei.fileName, dateFrom: datei.dateFrom, fileId: datei.id };
    expect(
      (await rufe(ROUTEN.monitorLesefehlerBestaetigen, { als: 'admin', body: bestaetigen })).status,
    ).toBe(200);
    expect((await monitorZeile(datei.id)).hasConfirmErrorsAction).toBe(false);

    // Edit: a faulty contract record (0200) — a text the layout does not read is refused and the
    // count stays; a valid text is read again (0): one faulty line fewer.
    const laden = async (nr: number): Promise<string> =>
      (await rufe(ROUTEN.importZeileLaden, { als: 'admin', query: { id: zeilenId(datei.id, nr) } })).body
        .line;
    let vertrag: number | undefined;
    for (const nr of await werkbank(datei.id)) if ((await laden(nr)).startsWith('0200')) vertrag = nr;
    expect(vertrag, 'ein fehlerhafter Vertragssatz').toBeDefined();
    const korrigiert = zeilenId(datei.id, vertrag!);
    const text = await laden(vertrag!);
    const speichern = (line: string) =>
      rufe(ROUTEN.importZeileSpeichern, {
        als: 'admin',
        query: { id: korrigiert },
        body: { use4Booking: 1, line },
      });
    expect((await speichern(`XXXX${text.slice(4)}`)).status).toBe(400);
    expect(await einigMitWerkbank(datei.id, zeilen)).toBe(fehlerhaft);
    // Mehrzweckfeld (bytes 128–157): free text.
    const bearbeitet = await speichern(`${text.slice(0, 127)}X${text.slice(128)}`);
    expect(bearbeitet.status, JSON.stringify(bearbeitet.body)).toBe(200);
    expect(await einigMitWerkbank(datei.id, zeilen)).toBe(--fehlerhaft);

    // Deferred faulty lines are set aside: off the count, and back with reactivating.
    await aktion(ROUTEN.importFehlerhafteZurueckstellen, datei);
    expect(await einigMitWerkbank(datei.id, zeilen)).toBe(0);
    expect((await monitorZeile(datei.id)).numRowsWithoutError).toBe(zeilen - fehlerhaft);
    await aktion(ROUTEN.importReaktivieren, datei);
    expect(await einigMitWerkbank(datei.id, zeilen)).toBe(fehlerhaft);

    // Delete: a faulty line and a faultless one (the corrected contract record).
    const [erste] = await werkbank(datei.id);
    const geloescht = await rufe(ROUTEN.importZeilenLoeschen, {
      als: 'admin',
      body: [zeilenId(datei.id, erste!), korrigiert],
    });
    expect(geloescht.status, JSON.stringify(geloescht.body)).toBe(200);
    zeilen -= 2;
    expect(await einigMitWerkbank(datei.id, zeilen)).toBe(--fehlerhaft);

    // Evaluated again (the deleted line took part of a contract with it: another mix), the run's
    // end counts the lines as they are.
    const nochmal = await rufe(ROUTEN.importAuswertungStarten, { als: 'admin', query: { id: datei.id } });
    expect(nochmal.status).toBe(200);
    expect((await verfolgen(ROUTEN.importAuswertungFortschritt, nochmal.body.threadId)).status).toBe(200);
    expect(await einigMitWerkbank(datei.id, zeilen)).not.toBe(fehlerhaft);
  });
});
