import { readFileSync } from 'node:fs';
import { gdvFixture } from '@lieferdesk/test/fixtures';
import { GdvLeser, gdvZeilen, type GdvZeilenErgebnis } from '../../../src/formate/gdv/zeilen';

/** A public sample file's bytes (provenance: test/fixtures/README.md). */
export const fixture = (name: string): Buffer => readFileSync(gdvFixture(name));

/** The bytes in chunks of `groesse`: small chunks cut lines, CRLFs and UTF-8 characters apart. */
export async function* stuecke(bytes: Buffer, groesse = 64 * 1024): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += groesse) yield bytes.subarray(i, i + groesse);
}

/** Every result and the reader's protocol. */
export async function lies(bytes: Buffer | string, groesse?: number) {
  const leser = new GdvLeser();
  const eingabe = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
  const zeilen: GdvZeilenErgebnis[] = [];
  for await (const e of gdvZeilen(stuecke(eingabe, groesse), leser)) zeilen.push(e);
  return { zeilen, protokoll: leser.protokoll };
}

/** A 256-character GDV line from pieces placed at 1-based positions (the rest blank). */
export function zeile(teile: Record<number, string>, laenge = 256): string {
  const z = Array<string>(laenge).fill(' ');
  for (const [position, text] of Object.entries(teile))
    [...text].forEach((c, i) => (z[Number(position) - 1 + i] = c));
  return z.join('');
}
