/**
 * How an import line's open-shaped values (`felder`, `treffer`) are stored: as JSON in one
 * attribute — deflated where that pays — not as a DynamoDB map. The lines are the bulk of all
 * writes (every line is written once per read, evaluation and booking), and DynamoDB charges
 * writes by the kilobyte: a GDV line's ~40 fields are ~640 bytes of JSON (a map is about as
 * large, every name stored), ~330 deflated, which brings a read line under one write unit and
 * saves a tenth to a fifth of the units of an evaluated one (README, "Import pipeline").
 * Deflating costs ~22 µs per value and inflating ~8 µs — mostly the setup of zlib, whatever
 * the size — so a short value (a match, a short line) stays JSON text: below `PACKEN_AB` bytes
 * the saving is a few bytes, the CPU the same. As one attribute the value also costs DynamoDB
 * (and DynamoDB Local, whose CPU bounds the local pipeline) less than a map of dozens. Nothing
 * filters or updates inside these values, so nothing needs them as a map.
 *
 * The entity's get/set hooks apply the encoding, so every caller (repositories, transactions
 * that patch a line) keeps writing and reading plain objects. Items written as a map read
 * unchanged.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** JSON from this length on is deflated. */
export const PACKEN_AB = 320;

/** Small window and hash: a value is at most a few KB; zlib's setup for 32 KB costs more than the work. */
const ZLIB = { windowBits: 11, memLevel: 6 } as const;

/**
 * A value as DynamoDB can hold it and the SDK can read back: numbers beyond a double's exact
 * integers (a GDV field of 36 digits read as Fliesskomma) are kept as their text — the SDK
 * refuses to write or read them as numbers, and a line reads back the same whether stored as
 * text or as a map —, NaN and infinities as null.
 */
export function speicherbarerWert(wert: unknown): unknown {
  if (typeof wert === 'number') {
    if (!Number.isFinite(wert)) return null;
    return Math.abs(wert) > Number.MAX_SAFE_INTEGER ? String(wert) : wert;
  }
  if (Array.isArray(wert)) return wert.map(speicherbarerWert);
  if (wert !== null && typeof wert === 'object') {
    return Object.fromEntries(Object.entries(wert).map(([k, v]) => [k, speicherbarerWert(v)]));
  }
  return wert;
}

/** Whether a number in the value is beyond a double's exact integers (rare: copy only then). */
function hatGrosseZahl(wert: unknown): boolean {
  if (typeof wert === 'number') return Math.abs(wert) > Number.MAX_SAFE_INTEGER && Number.isFinite(wert);
  if (wert === null || typeof wert !== 'object') return false;
  for (const v of Array.isArray(wert) ? wert : Object.values(wert)) if (hatGrosseZahl(v)) return true;
  return false;
}

/** The stored form: JSON, deflated from PACKEN_AB bytes on (undefined stays absent; NaN and ∞ as null). */
export function gepackt(wert: unknown): string | Uint8Array | undefined {
  if (wert === undefined) return undefined;
  const text = JSON.stringify(hatGrosseZahl(wert) ? speicherbarerWert(wert) : wert);
  return text.length < PACKEN_AB ? text : deflateRawSync(text, { ...ZLIB, level: 1 });
}

/** The value again: deflated JSON or JSON text parsed; a map as it is. */
export function entpackt(gespeichert: unknown): unknown {
  if (gespeichert instanceof Uint8Array)
    return JSON.parse(inflateRawSync(gespeichert, ZLIB).toString('utf8'));
  return typeof gespeichert === 'string' ? JSON.parse(gespeichert) : gespeichert;
}
