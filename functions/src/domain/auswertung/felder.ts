/** Typed access to a line's `felder` (values as the formats engine gives them). */

export type Felder = Readonly<Record<string, unknown>>;

/** A text value: trimmed, numbers as digits, blank or missing → undefined. */
export function text(felder: Felder, name: string): string | undefined {
  const wert = felder[name];
  if (wert === null || wert === undefined) return undefined;
  const t = String(wert).trim();
  return t === '' ? undefined : t;
}

/** A number value; a numeric text ("12,5" stays undefined: the engine converts numbers). */
export function zahl(felder: Felder, name: string): number | undefined {
  const wert = felder[name];
  if (typeof wert === 'number' && Number.isFinite(wert)) return wert;
  if (typeof wert === 'string' && /^-?\d+(\.\d+)?$/.test(wert.trim())) return Number(wert);
  return undefined;
}

/** Only the properties that have a value: results are stored and compared as they are. */
export function ohneLeere<T extends object>(objekt: T): T {
  return Object.fromEntries(Object.entries(objekt).filter(([, w]) => w !== undefined)) as T;
}
