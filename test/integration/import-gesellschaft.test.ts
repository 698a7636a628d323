/**
 * The company comes from the file (reference §4 "Arrival", "Company of a file") on the local stack:
 * files uploaded with 'Automatisch (nach Dateiname)' — no company chosen — and read by the
 * stack's read pipeline get the company of the VU number their GDV Vorsatz or OMDS PAKET names
 * (the demo companies' vuNrBafin); an unknown number shows as '{number} (unbekannt)'; an
 * interface of a company gives its own. The monitor's and the workbench's company filters find
 * each file by the values the shared company select offers (GET /bipro_import/gesellschaften).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTEN } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { GDV_SCHNITTSTELLE_ID, gdvSchnittstellen } from '@lieferdesk/functions/formate/gdv/schnittstellen';
import { rufe } from '../helpers/api';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { dateiEinlesen, eigenerInhalt, musterInhalt, stackUmgebung } from '../helpers/einlesen';
import { warteBis } from '../helpers/warten';
import { eingebautesBeispiel, MUSTERDATEI } from '../fixtures';

let db: Datenbank;
beforeAll(() => {
  db = stackUmgebung();
});

/** A VU number the demo companies do not have. */
const UNBEKANNTE_VU = '8817';

/** Uploads as the modal does — company and interface as given, none by default — until read. */
async function hochladen(
  fileName: string,
  inhalt: Buffer,
  auswahl: { gesellschaftId?: number; interfaceName?: string } = {},
): Promise<number> {
  const ziel = await rufe(ROUTEN.uploadZiel, { als: 'admin', body: { fileName, groesse: inhalt.length } });
  expect(ziel.status, JSON.stringify(ziel.body)).toBe(200);
  expect((await fetch(ziel.body.url, { method: 'PUT', body: new Uint8Array(inhalt) })).status).toBe(200);
  const start = await rufe(ROUTEN.uploadStarten, {
    als: 'admin',
    body: { tempId: ziel.body.tempId, ...auswahl },
  });
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
  return id;
}

/** The company select's options, as the workbench and the monitor load them. */
async function gesellschaftsOptionen(): Promise<{ label: string; value: string }[]> {
  const antwort = await rufe(ROUTEN.importGesellschaften, { als: 'admin' });
  expect(antwort.status).toBe(200);
  return antwort.body.gesellschaften;
}

/** The file numbers the monitor lists for a file name and a company value of the select. */
async function imMonitor(fileName: string, gesellschaft: string, modus: 1 | 2 = 1): Promise<number[]> {
  const antwort = await rufe(ROUTEN.monitorFilter, { als: 'admin', body: { fileName, gesellschaft, modus } });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  return antwort.body.rows.map((z: { fileId: number }) => z.fileId);
}

/** The file numbers of the lines the workbench finds for a file name and a company value. */
async function inDerWerkbank(filename: string, gesellschaft: string, modus: 1 | 2 = 1): Promise<number[]> {
  const antwort = await rufe(ROUTEN.importFilter, { als: 'admin', body: { filename, gesellschaft, modus } });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  return [...new Set<number>(antwort.body.rows.map((z: { fileId: number }) => z.fileId))];
}

const gesellschaftDer = async (id: number) => (await importDateienRepository(db).laden(id))!.gesellschaft;

describe('Gesellschaft aus der Datei', () => {
  it('bekannte VU-Nummer im Vorsatz, keine Gesellschaft gewählt: die Gesellschaft der Nummer, in Monitor und Werkbank filterbar', async () => {
    const name = `gesellschaft-bekannt-${eindeutigeMarke()}.txt`;
    const id = await hochladen(name, musterInhalt());
    expect(await gesellschaftDer(id)).toBe('Muster Versicherung AG');

    const muster = (await gesellschaftsOptionen()).find((o) => o.label === 'Muster Versicherung AG')!;
    expect(await imMonitor(name, muster.value)).toEqual([id]);
    expect(await inDerWerkbank(name, muster.value)).toEqual([id]);
    const andere = (await gesellschaftsOptionen()).find(
      (o) => o.label === 'Nordstern Lebensversicherung AG',
    )!;
    expect(await imMonitor(name, andere.value)).toEqual([]);
    expect(await inDerWerkbank(name, andere.value)).toEqual([]);
  });

  it('mit gewähltem allgemeinem Interface (GDV) und ohne Gesellschaft: ebenso aus dem Vorsatz', async () => {
    const gdv = gdvSchnittstellen().find((s) => s.id === GDV_SCHNITTSTELLE_ID)!;
    const name = `gesellschaft-gdv-gewaehlt-${eindeutigeMarke()}.txt`;
    const id = await hochladen(name, musterInhalt(), { interfaceName: gdv.interfaceName });
    expect(await importDateienRepository(db).laden(id)).toMatchObject({
      interfaceId: GDV_SCHNITTSTELLE_ID,
      gesellschaft: 'Muster Versicherung AG',
    });
  });

  it(`unbekannte VU-Nummer: '${UNBEKANNTE_VU} (unbekannt)', in der Auswahl und in Monitor und Werkbank filterbar`, async () => {
    const text = musterInhalt().toString('latin1');
    // Both Vorsatz part records name the VU number (bytes 5–9); the records keep theirs.
    const inhalt = Buffer.from(
      text.replace(new RegExp(`^0001${MUSTERDATEI.vuNummer}`, 'gm'), `0001${UNBEKANNTE_VU}`),
      'latin1',
    );
    expect(inhalt.equals(musterInhalt())).toBe(false);
    const name = `gesellschaft-unbekannt-${eindeutigeMarke()}.txt`;
    const id = await hochladen(name, inhalt);
    const unbekannt = `${UNBEKANNTE_VU} (unbekannt)`;
    expect(await gesellschaftDer(id)).toBe(unbekannt);

    expect(await gesellschaftsOptionen()).toContainEqual({ label: unbekannt, value: unbekannt });
    expect(await imMonitor(name, unbekannt)).toEqual([id]);
    expect(await inDerWerkbank(name, unbekannt)).toEqual([id]);
    // The monitor's line and the workbench's lines show it.
    const zeile = await rufe(ROUTEN.monitorFilter, { als: 'admin', body: { fileNumber: id } });
    expect(zeile.body.rows[0].gesellschaft).toBe(unbekannt);
  });

  it('OMDS: die VUNr jedes PAKET, hier keiner Gesellschaft bekannt; die Datei ist unter jeder zu finden (ohne Benutzer registriert wie eine Ablage)', async () => {
    const inhalt = eigenerInhalt(readFileSync(eingebautesBeispiel('omds-bestand-2024-03.xml')));
    const name = `gesellschaft-omds-${eindeutigeMarke()}.xml`;
    const id = await dateiEinlesen(db, name, inhalt);
    // The sample's two packages: VUNr 042 and 017.
    expect(await gesellschaftDer(id)).toBe('042 (unbekannt) / 017 (unbekannt)');
    const optionen = await gesellschaftsOptionen();
    for (const unbekannt of ['042 (unbekannt)', '017 (unbekannt)']) {
      expect(optionen).toContainEqual({ label: unbekannt, value: unbekannt });
      expect(await imMonitor(name, unbekannt)).toEqual([id]);
      expect(await inDerWerkbank(name, unbekannt)).toEqual([id]);
    }
  });

  describe('Interface mit eigener Gesellschaft', () => {
    let schnittstelleId: number | undefined;
    afterAll(async () => {
      if (schnittstelleId !== undefined)
        await rufe(ROUTEN.schnittstelleLoeschen, { als: 'admin', query: { id: schnittstelleId } });
    });

    it('gewählt, ohne Gesellschaft: die des Interfaces', async () => {
      // A copy of the built-in commission interface, of one company and without a nameCheck (so
      // no other test's file finds it by name).
      const eingebaut = await rufe(ROUTEN.schnittstellenFilter, {
        als: 'admin',
        body: { interfaceName: 'Courtage-Abrechnung CSV' },
      });
      const vorlage = eingebaut.body.rows.find(
        (z: { interfaceName: string; eingebaut: boolean }) =>
          z.eingebaut && z.interfaceName === 'Courtage-Abrechnung CSV',
      );
      const kopie = await rufe(ROUTEN.schnittstelleKopieren, { als: 'admin', query: { id: vorlage.id } });
      expect(kopie.status, JSON.stringify(kopie.body)).toBe(200);
      schnittstelleId = kopie.body.id as number;
      const geladen = (
        await rufe(ROUTEN.schnittstelleLaden, { als: 'admin', query: { id: schnittstelleId } })
      ).body;
      const interfaceName = `Courtage Nordstern ${eindeutigeMarke()}`;
      const kopf = {
        interfaceName,
        gesellschaft: 'Nordstern Lebensversicherung AG',
        description: geladen.description,
        checkStatement: geladen.checkStatement,
        tableName: geladen.tableName,
        type: geladen.type,
        xml: geladen.xml,
        keepErrors: geladen.keepErrors,
        hideErrors: geladen.hideErrors,
        multiple: geladen.multiple,
        active: true,
        invisible: false,
        unicode: geladen.unicode,
      };
      const gespeichert = await rufe(ROUTEN.schnittstelleSpeichern, {
        als: 'admin',
        query: { id: schnittstelleId },
        body: JSON.parse(JSON.stringify(kopf)),
      });
      expect(gespeichert.status, JSON.stringify(gespeichert.body)).toBe(200);

      const name = `gesellschaft-interface-${eindeutigeMarke()}.csv`;
      const inhalt = eigenerInhalt(readFileSync(eingebautesBeispiel('courtage-2024-03.csv')));
      const id = await hochladen(name, inhalt, { interfaceName });
      expect(await importDateienRepository(db).laden(id)).toMatchObject({
        interfaceId: schnittstelleId,
        gesellschaft: 'Nordstern Lebensversicherung AG',
        modus: 2,
      });
      const nordstern = (await gesellschaftsOptionen()).find(
        (o) => o.label === 'Nordstern Lebensversicherung AG',
      )!;
      expect(await imMonitor(name, nordstern.value, 2)).toEqual([id]);
      expect(await inDerWerkbank(name, nordstern.value, 2)).toEqual([id]);
    });
  });
});
