/**
 * Command line for looking into what an insurer sent, offline (staff, support, tests):
 *
 *   npm run bipro -- lesen <datei> [--content-type <Wert des Content-Type-Kopfs>]
 *
 * Reads one saved answer — listShipments, getShipment, acknowledgeShipment, or a fault; an MTOM
 * answer with its Content-Type (without one, a body starting with `--` is taken as multipart) —
 * with the code the download job uses (lesen/antwort.ts) and prints one JSON object:
 *
 *   {"ok": true, "meldungen": [{"art": "Hinweis", "id": "04000", "text": "…"}],
 *    "lieferungen": [{"id": "…", "kategorie": "100007000", "einstellzeitpunkt": "…",
 *                     "dateien": [{"dateiname": "police.pdf", "bytes": 48211, "sha256": "…"}]}]}
 *
 * A file that could not be decoded carries its `fehler`. Exit code 0 for an OK answer, 1 for
 * any other (a fault, NOK, an undecodable file, no SOAP), 2 for a wrong call.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { antwortLesen, type Antwort } from './lesen/antwort';

const HILFE = 'Aufruf: npm run bipro -- lesen <datei> [--content-type <Wert des Content-Type-Kopfs>]';

/** The answer as the command prints it: the files without their content. */
export function ausgabe(antwort: Antwort) {
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
  const antwort = antwortLesen(readFileSync(datei), contentType);
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
