/**
 * Command line for reading a file through any interface, offline (developers, support, tests):
 *
 *   npm run schnittstelle -- lesen <datei> [--id <n>] [--definition <datei.json>]
 *
 * The interface is chosen as for an upload without a choice — the one whose nameCheck fits the
 * file name, else the GDV standard for a file that starts with a Vorsatz — or the one of `--id`.
 * Candidates are the built-in interfaces and, with `--definition`, the interfaces of that JSON
 * file (one definition or a list, as the interface screens store them; they may be the
 * sub-interfaces of a multiple one). No database is asked. The file is read with the
 * pipeline's limits and prints one JSON object:
 *
 *   {"schnittstelle": {"id": 1, "name": "OMDS 2.x Verträge"}, "zeilen": 6, "fehlerhaft": 0, "sekunden": 0.04}
 *
 * A refused file or no fitting interface: the reason on stderr, exit code 1.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { LESE_TEXTE, type Schnittstelle } from '@lieferdesk/shared';
import { GDV_SCHNITTSTELLE_ID } from '../gdv/schnittstellen';
import { istGdvVorsatz } from '../gdv/vorsatz';
import { basisname, findeSchnittstelle } from './dateiname';
import { eingebauteSchnittstellen } from './eingebaut';
import { DateiFehler } from './fehler';
import { leseDatei } from './lesen';

const HILFE = 'Aufruf: npm run schnittstelle -- lesen <datei> [--id <n>] [--definition <datei.json>]';

class Aufruffehler extends Error {}

function argumente(liste: string[]): { datei: string; id?: number; definition?: string } {
  const [befehl, datei, ...rest] = liste;
  if (befehl !== 'lesen' || !datei || datei.startsWith('--')) throw new Aufruffehler(HILFE);
  const optionen: { datei: string; id?: number; definition?: string } = { datei };
  for (let i = 0; i < rest.length; i += 2) {
    const [name, wert] = [rest[i], rest[i + 1]];
    if (name === '--id' && wert && /^\d+$/.test(wert)) optionen.id = Number(wert);
    else if (name === '--definition' && wert) optionen.definition = wert;
    else throw new Aufruffehler(HILFE);
  }
  return optionen;
}

/** The built-ins and the definitions of the file; a definition with a built-in's id replaces it. */
function schnittstellen(definition: string | undefined): Schnittstelle[] {
  const eigene = definition
    ? ([
        JSON.parse(readFileSync(definition, 'utf8')) as Schnittstelle | Schnittstelle[],
      ].flat() as Schnittstelle[])
    : [];
  const ids = new Set(eigene.map((s) => s.id));
  return [...eingebauteSchnittstellen().filter((s) => !ids.has(s.id)), ...eigene];
}

async function anfang(datei: string): Promise<Buffer> {
  const handle = await open(datei);
  try {
    const puffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(puffer, 0, puffer.length, 0);
    return puffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** As registration chooses (pipeline/lesen/registrieren.ts), over the interfaces at hand. */
async function waehle(liste: Schnittstelle[], datei: string, id: number | undefined): Promise<Schnittstelle> {
  const dateiname = basisname(datei);
  if (id !== undefined) {
    const s = liste.find((x) => x.id === id);
    if (!s) throw new Aufruffehler(LESE_TEXTE.interfaceIdUnbekannt(id));
    return s;
  }
  const gefunden = findeSchnittstelle(dateiname, liste);
  if (gefunden) return gefunden;
  const gdv = liste.find((s) => s.id === GDV_SCHNITTSTELLE_ID);
  if (gdv?.active && !gdv.invisible && istGdvVorsatz(await anfang(datei))) return gdv;
  throw new Aufruffehler(LESE_TEXTE.keinInterface(dateiname));
}

export async function cli(liste: string[]): Promise<number> {
  try {
    const { datei, id, definition } = argumente(liste);
    const alle = schnittstellen(definition);
    const s = await waehle(alle, datei, id);
    const start = process.hrtime.bigint();
    let zeilen = 0;
    let fehlerhaft = 0;
    for await (const e of leseDatei(s, {
      alle: (n) => alle.find((x) => x.id === n),
      dateiname: basisname(datei),
      eingabe: createReadStream(datei),
    })) {
      zeilen++;
      if (e.status < 0) fehlerhaft++;
    }
    const sekunden = Math.round(Number(process.hrtime.bigint() - start) / 1e6) / 1000;
    const ergebnis = { schnittstelle: { id: s.id, name: s.interfaceName }, zeilen, fehlerhaft, sekunden };
    process.stdout.write(`${JSON.stringify(ergebnis)}\n`);
    return 0;
  } catch (fehler) {
    if (!(fehler instanceof Aufruffehler || fehler instanceof DateiFehler)) throw fehler;
    console.error(fehler.message);
    return fehler.message === HILFE ? 2 : 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  cli(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (fehler: unknown) => {
      console.error(fehler instanceof Error ? fehler.message : fehler);
      process.exitCode = 1;
    },
  );
}
