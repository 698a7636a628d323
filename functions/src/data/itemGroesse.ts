/**
 * The size of an item as DynamoDB counts it against its 400 KB limit and its write units:
 * attribute names and values in UTF-8 bytes, binary values by their length, numbers about one
 * byte per two significant digits plus one, null and booleans one byte, lists and maps three
 * bytes plus one per element (and a map its names).
 */

/** Size of one stored value (as the document client sends it: Uint8Array for binary). */
export function wertGroesse(wert: unknown): number {
  if (wert === null || wert === undefined || typeof wert === 'boolean') return 1;
  if (typeof wert === 'string') return Buffer.byteLength(wert);
  if (typeof wert === 'number')
    return Math.ceil(String(Math.abs(wert)).replace(/\D|^0+/g, '').length / 2) + 1;
  if (wert instanceof Uint8Array) return wert.length;
  const eintraege = Array.isArray(wert) ? wert.map((w) => ['', w] as const) : Object.entries(wert);
  return 3 + eintraege.reduce((s, [k, w]) => s + Buffer.byteLength(k) + 1 + wertGroesse(w), 0);
}

/** Size of an item: each attribute's name and value (absent attributes are not stored). */
export function itemGroesse(item: Record<string, unknown>): number {
  let groesse = 0;
  for (const [name, wert] of Object.entries(item))
    if (wert !== undefined) groesse += Buffer.byteLength(name) + wertGroesse(wert);
  return groesse;
}
