/**
 * The local stack's Secrets Manager: the secrets port's implementation for this process
 * (installed with `setzeGeheimnisDienst`). The values live in one JSON file in the stack's data
 * folder (`.local/geheimnisse.json` for `npm start`), so an access's password survives a
 * restart as its DynamoDB item does. Only the owner may read the file (0600), and it is
 * replaced whole — written to a file of its own, flushed, renamed — so a process killed while
 * writing leaves the old values, never half of them.
 *
 * Nothing here logs or throws a value: a file that cannot be read is reported by its path.
 */
import {
  closeSync,
  existsSync,
  fchmodSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { setzeGeheimnisDienst, type GeheimnisDienst } from '@lieferdesk/functions/geheimnisse/index';

/** Only the owner reads and writes the file. */
export const DATEI_MODUS = 0o600;

function einlesen(datei: string): Map<string, string> {
  if (!existsSync(datei)) return new Map();
  let inhalt: unknown;
  try {
    inhalt = JSON.parse(readFileSync(datei, 'utf8'));
  } catch {
    // JSON.parse's message quotes the text around the fault: a value must not reach a log.
    throw new Error(`Geheimnisse in ${datei} sind kein gültiges JSON`);
  }
  if (typeof inhalt !== 'object' || inhalt === null || Array.isArray(inhalt)) {
    throw new Error(`Geheimnisse in ${datei} sind kein Objekt`);
  }
  const werte = new Map<string, string>();
  for (const [name, wert] of Object.entries(inhalt)) {
    if (typeof wert !== 'string') throw new Error(`Geheimnis ${name} in ${datei} ist kein Text`);
    werte.set(name, wert);
  }
  return werte;
}

function schreiben(datei: string, werte: Map<string, string>): void {
  mkdirSync(dirname(datei), { recursive: true, mode: 0o700 });
  const vorlaeufig = `${datei}.neu`;
  const fd = openSync(vorlaeufig, 'w', DATEI_MODUS);
  try {
    // A file left by a killed write keeps the mode it had: set it again before any value is in it.
    fchmodSync(fd, DATEI_MODUS);
    writeSync(fd, JSON.stringify(Object.fromEntries(werte), null, 2));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(vorlaeufig, datei);
}

/**
 * The secrets kept in `datei`, read now. Synchronous writes: calls in this process never
 * interleave, and each one is on disk when it resolves.
 */
export function lokaleGeheimnisse(datei: string): GeheimnisDienst {
  let werte = einlesen(datei);
  // The values change only once the file holds them: a failed write changes nothing.
  const aendern = (aenderung: (neu: Map<string, string>) => void) => {
    const neu = new Map(werte);
    aenderung(neu);
    schreiben(datei, neu);
    werte = neu;
  };
  return {
    async setzen(name, wert) {
      aendern((neu) => neu.set(name, wert));
    },
    async lesen(name) {
      return werte.get(name);
    },
    async loeschen(name) {
      if (werte.has(name)) aendern((neu) => neu.delete(name));
    },
  };
}

/** Installs the secrets kept in `datei` as the port's implementation; returns the removal. */
export const installiereLokaleGeheimnisse = (datei: string): (() => void) =>
  setzeGeheimnisDienst(lokaleGeheimnisse(datei));
