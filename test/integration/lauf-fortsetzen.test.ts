/**
 * A run that stopped can be finished (reference §4 "A run that stopped"): a local stack in a
 * process group of its own (test/helpers/stack-prozess.ts, kept data as `npm start`) is killed
 * with SIGKILL — as a crash would end it — while it reads a GDV file of many chunks, and again
 * while it evaluates that file. Each next start on the same data marks the run it left in flight
 * as stopped; the monitor shows it so and continues it. The file then holds exactly what a file
 * of the same lines read and evaluated without a kill holds: the same lines with the same
 * statuses and counts, one 'Eingelesen' and one 'Ausgewertet' journal entry per line. Deleted,
 * its content may be uploaded again at once.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { LESE_TEXTE, MONITOR_TEXTE, ROUTEN, VERARBEITUNG_TEXTE } from '@lieferdesk/shared';
import { dateiHashesRepository } from '@lieferdesk/functions/data/repositories/dateiHashes';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import type { ImportZeileDaten } from '@lieferdesk/functions/data/repositories/importZeilen';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { leseFortschrittId } from '@lieferdesk/functions/pipeline/lesen/sperre';
import { vervielfachteMusterdatei } from '../../infra/local/bench/gdv-datei';
import { MUSTERDATEI } from '../fixtures';
import { eigenerInhalt } from '../helpers/einlesen';
import {
  dateiLaden,
  eintraege,
  hochladen,
  monitorZeile,
  warteAufStatus,
  warteBisMitten,
  zeilenDer,
} from '../helpers/lauf-abbruch';
import { stackKinder } from '../helpers/stack-kind';
import { warteBis } from '../helpers/warten';

const { starteKind, toeten, aufraeumen } = stackKinder('lieferdesk-fortsetzen-');
afterAll(aufraeumen);

describe('Ein abgebrochener Lauf lässt sich fortsetzen', () => {
  it('nach einem Absturz beim Einlesen und beim Auswerten: dieselben Zeilen, Status und Journaleinträge wie ein Lauf ohne Absturz', async () => {
    // 11 chunks: reading (4 at once) and evaluating (8 at once) take more than one round, so
    // each is mid-way between its first chunk counted and its last.
    const { inhalt, zeilen: anzahl } = vervielfachteMusterdatei(20_000, 'FZ');
    expect(anzahl).toBeGreaterThan(20_000);

    // Killed while reading.
    let kind = await starteKind();
    const id = await hochladen(kind, 'fortsetzen-abbruch.gdv', inhalt);
    await warteBisMitten(kind, leseFortschrittId(id));
    await toeten(kind);

    kind = await starteKind();
    expect(kind.info.abgebrocheneDateien).toContain(id);
    let d = await dateiLaden(kind, id);
    expect(d.status).toBe(DATEI_STATUS.liest);
    expect(d.sperre).toBeUndefined();
    expect(d.fehler).toBe(LESE_TEXTE.abbruch.stackBeendet);
    expect(await monitorZeile(kind, d)).toMatchObject({
      statusErrors: MONITOR_TEXTE.status.abgebrochen(
        MONITOR_TEXTE.status.liest,
        LESE_TEXTE.abbruch.stackBeendet,
      ),
      hasContinueAction: true,
    });
    // The upload job stops waiting.
    const job = await kind.rufe(ROUTEN.uploadStatus, { query: { id } });
    expect(job.body).toMatchObject({ removeTimer: true });
    // Continued: read to the end.
    const weiter = await kind.rufe(ROUTEN.monitorLaufFortsetzen, { body: { fileId: id } });
    expect(weiter.status, JSON.stringify(weiter.body)).toBe(200);
    expect(weiter.body.message).toBe(MONITOR_TEXTE.fortgesetzt('fortsetzen-abbruch.gdv'));
    d = await warteAufStatus(kind, id, DATEI_STATUS.gelesen);
    // A second continuation finds nothing to continue.
    expect((await kind.rufe(ROUTEN.monitorLaufFortsetzen, { body: { fileId: id } })).status).toBe(409);

    // Killed while evaluating.
    const start = await kind.rufe(ROUTEN.importAuswertungStarten, { query: { id } });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const laufId = start.body.threadId as string;
    await warteBisMitten(kind, laufId);
    await toeten(kind);

    kind = await starteKind();
    expect(kind.info.abgebrocheneDateien).toContain(id);
    d = await dateiLaden(kind, id);
    expect(d.status).toBe(DATEI_STATUS.wertetAus);
    expect(await monitorZeile(kind, d)).toMatchObject({
      statusErrors: MONITOR_TEXTE.status.abgebrochen(
        MONITOR_TEXTE.status.wertetAus,
        LESE_TEXTE.abbruch.stackBeendet,
      ),
      hasContinueAction: true,
    });
    // Some lines carry the run's entry already: it was mid-way.
    const vorher = await zeilenDer(kind, d);
    const schonAusgewertet = vorher.filter((z) => eintraege(z, 'Ausgewertet') > 0).length;
    expect(schonAusgewertet).toBeGreaterThan(0);
    expect(schonAusgewertet).toBeLessThan(vorher.length);
    expect((await kind.rufe(ROUTEN.monitorLaufFortsetzen, { body: { fileId: id } })).status).toBe(200);
    d = await warteAufStatus(kind, id, DATEI_STATUS.ausgewertet);
    expect(d.lauf).toBe(laufId);
    // The web's progress of the run ends as a finished run's.
    const fortschritt = await kind.rufe(ROUTEN.importAuswertungFortschritt, { query: { id: laufId } });
    expect(fortschritt.body.act).toBe(fortschritt.body.max);

    // The same lines read and evaluated without a kill.
    const vergleichId = await hochladen(kind, 'fortsetzen-vergleich.gdv', eigenerInhalt(inhalt));
    await warteAufStatus(kind, vergleichId, DATEI_STATUS.gelesen);
    expect((await kind.rufe(ROUTEN.importAuswertungStarten, { query: { id: vergleichId } })).status).toBe(
      200,
    );
    const vergleich = await warteAufStatus(kind, vergleichId, DATEI_STATUS.ausgewertet);

    expect([d.numRows, d.numRowsError, d.numRowsWithoutError]).toEqual([
      vergleich.numRows,
      vergleich.numRowsError,
      vergleich.numRowsWithoutError,
    ]);
    const fortgesetzt = await zeilenDer(kind, d);
    const ohneAbbruch = await zeilenDer(kind, vergleich);
    expect(fortgesetzt).toHaveLength(ohneAbbruch.length);
    expect(fortgesetzt.length).toBe(d.numRows);
    const kern = (z: ImportZeileDaten) => [z.zeile, z.status, z.grund, z.leseStatus, z.satz];
    expect(fortgesetzt.map(kern)).toEqual(ohneAbbruch.map(kern));
    // One read and one evaluation entry per line, as without the kills.
    const doppelt = fortgesetzt.filter(
      (z) => eintraege(z, 'Eingelesen') !== 1 || eintraege(z, 'Ausgewertet') !== 1,
    );
    expect(doppelt.map((z) => [z.zeile, z.journal])).toEqual([]);
    expect(ohneAbbruch.every((z) => eintraege(z, 'Ausgewertet') === 1)).toBe(true);
    // The file's journal tells the story.
    const texte = d.journal.map((j) => j.text);
    expect(
      texte.filter((t) => t === LESE_TEXTE.journal.abgebrochen(LESE_TEXTE.abbruch.stackBeendet)),
    ).toHaveLength(2);
    expect(texte.filter((t) => t === LESE_TEXTE.journal.fortgesetzt('admin'))).toHaveLength(2);
    expect(texte.at(-1)).toBe(
      VERARBEITUNG_TEXTE.ergebnis('auswerten', { zeilen: d.numRows, fehlerhaft: d.numRowsError }),
    );

    // A deleted file's content may be delivered again at once (a small file of its own here).
    const klein = eigenerInhalt(readFileSync(MUSTERDATEI.pfad));
    const ersteId = await hochladen(kind, 'fortsetzen-klein.gdv', klein);
    const erste = await warteAufStatus(kind, ersteId, DATEI_STATUS.gelesen);
    const loeschen = await kind.rufe(ROUTEN.importDateiLoeschen, {
      body: { modus: 1, fileId: ersteId, fileName: erste.fileName },
    });
    expect(loeschen.status, JSON.stringify(loeschen.body)).toBe(200);
    await warteBis(
      () => importDateienRepository(kind.db).laden(ersteId),
      (rest) => rest === undefined,
      { zeit: 120_000, intervall: 250, text: `Datei ${ersteId} nicht gelöscht` },
    );
    // Its claim on the content went with it (released just after the record: polled).
    await expect.poll(() => dateiHashesRepository(kind.db).laden(erste.sha256!)).toBeUndefined();
    const nochmal = await hochladen(kind, 'fortsetzen-klein-nochmal.gdv', klein);
    const wieder = await warteBis(
      () => dateiLaden(kind, nochmal),
      (n) => n.sperre === undefined && n.status !== DATEI_STATUS.registriert,
      { zeit: 120_000, intervall: 250, text: `Datei ${nochmal} nicht eingelesen` },
    );
    expect([wieder.status, wieder.fehler]).toEqual([DATEI_STATUS.gelesen, undefined]);

    kind.prozess.kill('SIGTERM');
  }, 900_000);
});
