/**
 * A Lambda bundle's source map cut down to the project's own code (`npm run bench:bipro`
 * measured why): with `--enable-source-maps` Node parses a bundle's whole map the first time an
 * error's stack is formatted — and something always formats one: a keep-alive socket to an
 * insurer that idles out is destroyed with an error whose stack Node's streams read — and keeps
 * it for the container's life. For "Lieferung abholen" that is 327,000 mappings, three quarters
 * of them the libraries' (zod, undici, ElectroDB …): 33 MB of heap, 37 MB of RSS. Cut down, a
 * stack frame in our code still maps to file and line; one in a library shows its place in the
 * bundle, which names the function all the same.
 *
 * A mapping of library code is not dropped but made an unmapped one (a segment of one field), so
 * that a library's code after ours does not map into ours; a run of them is one.
 *
 * Run after esbuild as `node infra/src/quellkarte.ts <map>` (NodejsFunction's afterBundling hook,
 * funktion.ts: Node strips the types; no imports but Node's own, so it runs wherever the bundle
 * is built) and by the bench (bench/lambda.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

export interface Quellkarte {
  sources: string[];
  sourceRoot?: string;
  mappings: string;
  [feld: string]: unknown;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const WERT = new Map([...ALPHABET].map((z, i) => [z, i] as const));

/** A segment's fields (Base64 VLQ, each relative to the field's value before). */
function felderLesen(segment: string): number[] {
  const felder: number[] = [];
  let wert = 0;
  let stelle = 0;
  for (const zeichen of segment) {
    const ziffer = WERT.get(zeichen);
    if (ziffer === undefined) throw new Error(`Quellkarte: Zeichen „${zeichen}“ ist kein Base64-VLQ`);
    wert += (ziffer & 31) * 2 ** stelle;
    stelle += 5;
    if (ziffer & 32) continue;
    felder.push(wert % 2 === 1 ? -(wert - 1) / 2 : wert / 2);
    wert = 0;
    stelle = 0;
  }
  return felder;
}

function feldSchreiben(zahl: number): string {
  let wert = zahl < 0 ? -zahl * 2 + 1 : zahl * 2;
  let text = '';
  do {
    let ziffer = wert % 32;
    wert = Math.floor(wert / 32);
    if (wert > 0) ziffer |= 32;
    text += ALPHABET[ziffer];
  } while (wert > 0);
  return text;
}

/** The map with only the mappings into sources `behalten` keeps. */
export function quellkarteKuerzen(karte: Quellkarte, behalten: (quelle: string) => boolean): Quellkarte {
  const bleibt = karte.sources.map(behalten);
  // Absolute values read so far (source, line, column, name run on across lines), and written.
  const gelesen = [0, 0, 0, 0];
  const geschrieben = [0, 0, 0, 0];
  const zeilen = karte.mappings.split(';').map((zeile) => {
    let spalte = 0;
    let spalteGeschrieben = 0;
    let unmarkiert = false;
    const aus: string[] = [];
    for (const segment of zeile.split(',')) {
      if (segment === '') continue;
      const felder = felderLesen(segment);
      spalte += felder[0]!;
      for (let i = 1; i < felder.length; i++) gelesen[i - 1]! += felder[i]!;
      const gemappt = felder.length >= 4 && bleibt[gelesen[0]!] === true;
      if (!gemappt && unmarkiert) continue;
      let text = feldSchreiben(spalte - spalteGeschrieben);
      spalteGeschrieben = spalte;
      if (gemappt)
        for (let i = 1; i < felder.length; i++) {
          text += feldSchreiben(gelesen[i - 1]! - geschrieben[i - 1]!);
          geschrieben[i - 1] = gelesen[i - 1]!;
        }
      unmarkiert = !gemappt;
      aus.push(text);
    }
    return aus.join(',');
  });
  return { ...karte, mappings: zeilen.join(';') };
}

/** Whether a source of the map at `kartenPfad` is the project's own (not under node_modules). */
export const eigeneQuelle =
  (kartenPfad: string, karte: Pick<Quellkarte, 'sourceRoot'>) =>
  (quelle: string): boolean =>
    !resolve(dirname(kartenPfad), karte.sourceRoot ?? '', quelle)
      .split(sep)
      .includes('node_modules');

/** Cuts the map file down in place. */
export function quellkarteDateiKuerzen(pfad: string): void {
  const karte = JSON.parse(readFileSync(pfad, 'utf8')) as Quellkarte;
  writeFileSync(pfad, JSON.stringify(quellkarteKuerzen(karte, eigeneQuelle(pfad, karte))));
}

if (import.meta.main) for (const pfad of process.argv.slice(2)) quellkarteDateiKuerzen(pfad);
