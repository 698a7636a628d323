/**
 * Benchmark of small and middle uploads as a clerk meets them (`npm run bench:upload`), not a
 * test: prints figures.
 *
 * Starts a local stack in a temp folder as `npm start` does (DynamoDB Local on disk) — or, with
 * `--im-speicher`, as the tests do (in memory) — and drives GDV files built from the GDV's sample
 * (gdv-datei.ts) through the API as the upload dialog and the workbench do: presigned PUT, POST
 * upload, then read; then evaluate. Per file it prints
 *
 * - upload → read: from asking for the upload URL until the upload job says the file is read;
 * - when the dialog shows it: the upload dialog polls 1 s after POST upload, then every 5 s
 *   (UploadDialog), so it sees 'gelesen' at the first poll after the read ended;
 * - read → evaluated: from starting the evaluation until its progress record is complete.
 *
 * The stack warms up in the background after its start (state machines, task and route modules:
 * stack.ts `vorbereitet`) while a user signs in; the bench prints how long that took, then reads
 * the first file, as the first upload after `npm start`, and the others after it. The server is
 * polled every 50 ms here, so the figures are the pipeline's, not a poll interval's.
 *
 *   npm run bench:upload [-- --im-speicher] [--zeilen <lines of the large file, 10000>]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTEN } from '@lieferdesk/shared';
import { starteLokalenStack } from '../stack';
import { vervielfachteMusterdatei } from './gdv-datei';
import { anmelden, api, warte } from '../api-client';
import { cpuSekunden, dynamoPid } from './lokal';

/** The upload dialog's polls after POST upload (UploadDialog: first after 1 s, then every 5 s). */
const ERSTE_ABFRAGE_S = 1;
const ABFRAGE_S = 5;

/** When the dialog sees a read that took `sekunden` after POST upload: at its next poll. */
function dialogSiehtNach(sekunden: number): number {
  if (sekunden <= ERSTE_ABFRAGE_S) return ERSTE_ABFRAGE_S;
  return ERSTE_ABFRAGE_S + Math.ceil((sekunden - ERSTE_ABFRAGE_S) / ABFRAGE_S) * ABFRAGE_S;
}

const sekundenSeit = (beginn: bigint) => Number(process.hrtime.bigint() - beginn) / 1e9;

async function main() {
  const imSpeicher = process.argv.includes('--im-speicher');
  const zeilenArg = process.argv.indexOf('--zeilen');
  const grosseDatei = zeilenArg > 0 ? Number(process.argv[zeilenArg + 1]) : 10_000;
  if (!Number.isInteger(grosseDatei) || grosseDatei < 1) throw new Error('--zeilen: eine ganze Zahl ≥ 1');
  const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-bench-upload-'));
  console.log(
    `Lokaler Stack in ${verzeichnis} (DynamoDB Local ${imSpeicher ? 'im Speicher' : 'auf der Platte, wie npm start'}) …`,
  );
  const start = process.hrtime.bigint();
  const stack = await starteLokalenStack({ datenVerzeichnis: verzeichnis, dauerhaft: !imSpeicher });
  try {
    const bereit = sekundenSeit(start);
    await stack.vorbereitet;
    console.log(
      `Stack bereit nach ${bereit.toFixed(1)} s, im Hintergrund vorbereitet nach ${sekundenSeit(start).toFixed(1)} s`,
    );
    const rufe = api(stack, await anmelden(stack, 'admin'));
    const java = dynamoPid(new URL(stack.dynamoEndpoint).port);

    async function messen(bezeichnung: string, sollZeilen: number, marke: string) {
      const { inhalt, zeilen } = vervielfachteMusterdatei(sollZeilen, marke);
      const cpuVorher = cpuSekunden(process.pid) + cpuSekunden(java);
      const beginn = process.hrtime.bigint();
      const ziel = await rufe(ROUTEN.uploadZiel, {
        body: { fileName: `bench-${marke}.txt`, groesse: inhalt.length },
      });
      const put = await fetch(ziel.url as string, { method: 'PUT', body: new Uint8Array(inhalt) });
      if (!put.ok) throw new Error(`PUT ${put.status}`);
      const gemeldet = process.hrtime.bigint();
      const id = (await rufe(ROUTEN.uploadStarten, { body: { tempId: ziel.tempId } })).id as number;
      let job = await rufe(ROUTEN.uploadStatus, { query: { id } });
      while (!job.removeTimer) {
        await warte(50);
        job = await rufe(ROUTEN.uploadStatus, { query: { id } });
      }
      const gelesen = sekundenSeit(beginn);
      const nachMeldung = sekundenSeit(gemeldet);
      if (!String(job.status).startsWith('Die Datei wurde eingelesen'))
        throw new Error(`Datei ${id} nicht eingelesen: ${String(job.status)}`);

      const auswertung = process.hrtime.bigint();
      const { threadId } = await rufe(ROUTEN.importAuswertungStarten, { query: { id } });
      let stand = await rufe(ROUTEN.importAuswertungFortschritt, { query: { id: threadId as string } });
      while ((stand.act as number) < (stand.max as number)) {
        await warte(50);
        stand = await rufe(ROUTEN.importAuswertungFortschritt, { query: { id: threadId as string } });
      }
      const ausgewertet = sekundenSeit(auswertung);
      const cpu = cpuSekunden(process.pid) + cpuSekunden(java) - cpuVorher;
      console.log(
        `${bezeichnung.padEnd(26)} ${String(zeilen).padStart(6)} Zeilen  ` +
          `Hochladen → gelesen ${gelesen.toFixed(2).padStart(6)} s (Dialog zeigt es nach ${dialogSiehtNach(nachMeldung)} s)  ` +
          `gelesen → ausgewertet ${ausgewertet.toFixed(2).padStart(6)} s  CPU ${cpu.toFixed(1)} s`,
      );
      return { zeilen, gelesen, ausgewertet };
    }

    await messen('erste Datei nach dem Start', 165, 'ZU');
    await messen('zweite Datei', 165, 'ZV');
    await messen('große Datei', grosseDatei, 'ZW');
  } finally {
    await stack.beenden();
    rmSync(verzeichnis, { recursive: true, force: true });
  }
}

await main();
