/**
 * "Test this interface" (reference §2.8 context): a sample file read through one interface exactly as
 * an import would read it, but nothing stored — the results per line for the edit page. Every
 * line is read and counted; only the first `hoechstens` results are kept, with field values made
 * JSON-safe. A refused file or an unusable definition stays the reader's `DateiFehler`. The
 * reader works within TEST_GRENZEN, a smaller budget than an import's: the answer has to come
 * within the API's time limit.
 */
import {
  type Schnittstelle,
  type SchnittstellenTestErgebnis,
  type SchnittstellenTestZeile,
  TEST_HOECHSTZEILEN,
} from '@lieferdesk/shared';
import type { ZeilenErgebnis } from '../ergebnis';
import { TEST_GRENZEN } from './fehler';
import { leseDatei } from './lesen';

type JsonWert = string | number | boolean | null;

/**
 * A value the answer can carry as it is: texts (dates are ISO texts already), finite numbers,
 * booleans and null; undefined is "not given" (null); anything else becomes text.
 */
export function jsonWert(wert: unknown): JsonWert {
  if (wert === null || wert === undefined) return null;
  if (typeof wert === 'string' || typeof wert === 'boolean') return wert;
  if (typeof wert === 'number') return Number.isFinite(wert) ? wert : String(wert);
  if (wert instanceof Date) return Number.isNaN(wert.getTime()) ? String(wert) : wert.toISOString();
  if (typeof wert === 'object') {
    try {
      return JSON.stringify(wert) ?? String(wert);
    } catch {
      // a cycle or a bigint inside
      return String(wert);
    }
  }
  return String(wert);
}

/** One result as the answer shows it: the raw line is left out, the values made JSON-safe. */
export function testZeile(ergebnis: ZeilenErgebnis): SchnittstellenTestZeile {
  const zeile: SchnittstellenTestZeile = { zeile: ergebnis.zeile, status: ergebnis.status };
  if (ergebnis.satz !== undefined) zeile.satz = ergebnis.satz;
  if (ergebnis.grund !== undefined) zeile.grund = ergebnis.grund;
  if (ergebnis.felder !== undefined) {
    zeile.felder = Object.fromEntries(
      Object.entries(ergebnis.felder).map(([name, wert]) => [name, jsonWert(wert)]),
    );
  }
  return zeile;
}

export interface TestOptionen {
  /** The sub-interfaces of a multiple interface by id. */
  alle: (id: number) => Schnittstelle | undefined;
  dateiname: string;
  bytes: Buffer;
  /** Results kept (default TEST_HOECHSTZEILEN). */
  hoechstens?: number;
}

/** Reads the sample; throws the reader's DateiFehler for a refused file or a broken definition. */
export async function testeSchnittstelle(
  schnittstelle: Schnittstelle,
  { alle, dateiname, bytes, hoechstens = TEST_HOECHSTZEILEN }: TestOptionen,
): Promise<SchnittstellenTestErgebnis> {
  async function* eingabe(): AsyncGenerator<Buffer> {
    if (bytes.length > 0) yield bytes;
  }
  const zeilen: SchnittstellenTestZeile[] = [];
  let gesamt = 0;
  let fehlerhaft = 0;
  for await (const ergebnis of leseDatei(schnittstelle, {
    alle,
    dateiname,
    eingabe: eingabe(),
    grenzen: TEST_GRENZEN,
  })) {
    gesamt++;
    if (ergebnis.status < 0) fehlerhaft++;
    if (zeilen.length < hoechstens) zeilen.push(testZeile(ergebnis));
  }
  return { zeilen, gesamt, fehlerhaft, abgeschnitten: gesamt > zeilen.length };
}
