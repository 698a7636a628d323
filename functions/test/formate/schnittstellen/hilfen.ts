import { readFileSync } from 'node:fs';
import type { Schnittstelle, SchnittstellenFeld } from '@lieferdesk/shared';
import { eingebautesBeispiel } from '@lieferdesk/test/fixtures';
import type { ZeilenErgebnis } from '../../../src/formate/ergebnis';
import { leseDatei } from '../../../src/formate/schnittstellen';
import { eingebauteSchnittstellen } from '../../../src/formate/schnittstellen/eingebaut';

/** A definition with the usual flags; tests override what they need. */
export function schnittstelle(
  teil: Partial<Schnittstelle> & { felder?: SchnittstellenFeld[] },
): Schnittstelle {
  return {
    id: 1000,
    interfaceName: 'Test',
    gesellschaft: 'Allgemein',
    xml: false,
    keepErrors: false,
    hideErrors: false,
    multiple: false,
    active: true,
    invisible: false,
    unicode: true,
    felder: [],
    multiInterfaces: [],
    ...teil,
  };
}

/** The bytes in chunks of `groesse` — small chunks split lines, BOMs and CRLFs on purpose. */
export async function* stuecke(inhalt: Buffer | string, groesse = 7): AsyncGenerator<Buffer> {
  const bytes = typeof inhalt === 'string' ? Buffer.from(inhalt, 'utf8') : inhalt;
  for (let i = 0; i < bytes.length; i += groesse) yield bytes.subarray(i, i + groesse);
}

export async function alle<T>(quelle: AsyncIterable<T>): Promise<T[]> {
  const ergebnis: T[] = [];
  for await (const x of quelle) ergebnis.push(x);
  return ergebnis;
}

export function lies(
  s: Schnittstelle,
  inhalt: Buffer | string,
  weitere: Schnittstelle[] = [],
  dateiname = 'test.csv',
  groesse = 7,
): Promise<ZeilenErgebnis[]> {
  const verzeichnis = new Map([...weitere, s].map((x) => [x.id, x]));
  return alle(
    leseDatei(s, { alle: (id) => verzeichnis.get(id), dateiname, eingabe: stuecke(inhalt, groesse) }),
  );
}

export const beispiel = (name: string): Buffer => readFileSync(eingebautesBeispiel(name));

/** Reads a sample through the built-in interface of that id, sub-interfaces from the built-ins. */
export function liesEingebaut(id: number, datei: string): Promise<ZeilenErgebnis[]> {
  const eingebaut = eingebauteSchnittstellen();
  const s = eingebaut.find((x) => x.id === id);
  if (!s) throw new Error(`keine eingebaute Schnittstelle ${id}`);
  return lies(s, beispiel(datei), eingebaut, datei, 4096);
}
