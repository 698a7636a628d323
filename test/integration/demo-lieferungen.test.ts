/**
 * The demo deliveries of a fresh `npm start` (infra/local/demo/lieferungen.ts), on a stack of
 * their own: every file comes in through the API or the inbox as a real delivery does, and the
 * monitor then shows what a clerk's first visit should show — the GDV sample evaluated with its
 * 43 faulty lines, the commission statement evaluated in settlement mode, the OMDS file and the
 * dunning list read, the file without Nachsatz read with its file-level error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { DEMO_ABLAGE, DEMO_LIEFERUNGEN, demoLieferungenEinspielen } from '../../infra/local/demo/lieferungen';
import { starteLokalenStack, type LokalerStack } from '../../infra/local/stack';
import { MUSTERDATEI } from '../fixtures';
import { warteBis } from '../helpers/warten';

const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-demo-'));
let stack: LokalerStack | undefined;
afterAll(async () => {
  await stack?.beenden();
  rmSync(verzeichnis, { recursive: true, force: true });
});

describe('Demo-Lieferungen eines frischen npm start', () => {
  it('liest und wertet die Beispiele aus wie echte Lieferungen; die Ablage ohne Nachsatz trägt ihren Dateifehler', async () => {
    stack = await starteLokalenStack({ datenVerzeichnis: verzeichnis, dauerhaft: false });
    expect(stack.tabelleNeu).toBe(true);
    const ids = await demoLieferungenEinspielen(stack);
    expect(ids).toHaveLength(DEMO_LIEFERUNGEN.length);

    const dateien = importDateienRepository(datenbankFuer(stack.tabelle, stack.dynamoEndpoint));
    const [gdv, courtage, omds, mahnliste] = await Promise.all(
      ids.map(async (id) => (await dateien.laden(id))!),
    );
    expect(gdv).toMatchObject({
      fileName: MUSTERDATEI.name,
      status: DATEI_STATUS.ausgewertet,
      numRows: MUSTERDATEI.zeilen,
      numRowsError: MUSTERDATEI.fehlerhaftGegenDemoBestand,
      gesellschaft: 'Muster Versicherung AG',
    });
    expect(courtage).toMatchObject({
      status: DATEI_STATUS.ausgewertet,
      modus: 2,
      gesellschaft: 'Alpenland Versicherung AG',
    });
    expect(courtage!.numRowsError).toBeGreaterThan(0);
    expect(omds).toMatchObject({ status: DATEI_STATUS.gelesen, numRowsError: 0 });
    expect(omds!.numRows).toBeGreaterThan(0);
    expect(mahnliste).toMatchObject({
      status: DATEI_STATUS.gelesen,
      gesellschaft: 'Alpenland Versicherung AG',
    });
    expect(mahnliste!.numRowsError).toBeGreaterThan(0);

    // The drop is registered by the inbox's trigger (the next file number) and read by the pipeline.
    const abgelegt = await warteBis(
      () => dateien.laden(Math.max(...ids) + 1),
      (d) => d !== undefined && d.status === DATEI_STATUS.gelesen && d.sperre === undefined,
      { zeit: 60_000, intervall: 250, text: (d) => `Ablage: ${JSON.stringify(d)}` },
    );
    expect(abgelegt!.fileName).toBe(DEMO_ABLAGE.name);
    expect(abgelegt!.dateiFehler).toEqual(expect.stringMatching(/^Datei unvollständig: /));
  }, 240_000);
});
