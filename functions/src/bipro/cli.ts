/**
 * Command line for looking into what an insurer sent, offline (staff, support, tests):
 *
 *   npm run bipro -- lesen <datei> [--content-type <Wert des Content-Type-Kopfs>]
 *
 * Reads one saved answer — listShipments, getShipment, acknowledgeShipment, or a fault; an MTOM
 * answer with its Content-Type (without one, a body starting with `--` is taken as multipart) —
 * with the reader the download job streams with (lesen/strom.ts), the file read in pieces and
 * its files only counted and hashed, so an answer of any size can be looked into; prints one
 * JSON object:
 *
 *   {"ok": true, "meldungen": [{"art": "Hinweis", "id": "04000", "text": "…"}],
 *    "lieferungen": [{"id": "…", "kategorie": "100007000", "einstellzeitpunkt": "…",
 *                     "dateien": [{"dateiname": "police.pdf", "bytes": 48211, "sha256": "…"}]}]}
 *
 * A file that could not be decoded carries its `fehler`; one unpacked from a delivered ZIP (or a
 * ZIP that could not be unpacked) names the archive as its `zip`. Exit code 0 for an OK answer,
 * 1 for any other (a fault, NOK, an undecodable file, no SOAP), 2 for a wrong call.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { StromAntwort } from './lesen/ablage';
import type { Antwort } from './lesen/antwort';
import { antwortSynchronLesen } from './lesen/strom';

const HILFE = 'Aufruf: npm run bipro -- lesen <datei> [--content-type <Wert des Content-Type-Kopfs>]';
const BLOCK_BYTES = 1024 * 1024;

/** A file's bytes, a block at a time. */
function* bloecke(datei: string): Generator<Uint8Array> {
  const fd = openSync(datei, 'r');
  try {
    for (;;) {
      const block = Buffer.allocUnsafe(BLOCK_BYTES);
      const n = readSync(fd, block, 0, BLOCK_BYTES, null);
      if (n === 0) return;
      yield block.subarray(0, n);
    }
  } finally {
    closeSync(fd);
  }
}

/** The answer as the command prints it: the files without their content. */
export function ausgabe(antwort: Antwort | StromAntwort) {
  return {
    ok: antwort.ok,
    meldungen: antwort.meldungen,
    lieferungen: antwort.lieferungen.map((l) => ({
      id: l.id,
      kategorie: l.kategorie,
      ...(l.einstellzeitpunkt ? { einstellzeitpunkt: l.einstellzeitpunkt } : {}),
      dateien: l.dateien.map((d) => ({
        dateiname: d.dateiname,
        bytes: d.bytes,
        sha256: d.sha256,
        ...(d.fehler ? { fehler: d.fehler } : {}),
        ...(d.zip !== undefined ? { zip: d.zip } : {}),
      })),
    })),
  };
}

export function cli(
  liste: string[],
  schreiben: (text: string) => void = (t) => process.stdout.write(t),
): number {
  const [befehl, datei, ...rest] = liste;
  const mitTyp = rest.length === 2 && rest[0] === '--content-type' && rest[1] !== '';
  if (befehl !== 'lesen' || !datei || datei.startsWith('--') || (rest.length > 0 && !mitTyp)) {
    console.error(HILFE);
    return 2;
  }
  const contentType = mitTyp ? rest[1] : undefined;
  const { antwort } = antwortSynchronLesen(bloecke(datei), contentType);
  schreiben(`${JSON.stringify(ausgabe(antwort), null, 2)}\n`);
  return antwort.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = cli(process.argv.slice(2));
  } catch (fehler) {
    console.error(fehler instanceof Error ? fehler.message : fehler);
    process.exitCode = 1;
  }
}
