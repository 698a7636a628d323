/**
 * The content hash the read's plan takes on its way through a reader: always of every byte of
 * the object, however much of it the reader consumed.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Pruefsumme } from '../../src/pipeline/lesen/inhalt';

const TEILE = ['<a>', '<b>1</b>', '</a>', '\n<!-- danach -->\n'].map((t) => Buffer.from(t));
const SUMME = createHash('sha256').update(Buffer.concat(TEILE)).digest('hex');

/** A stream of the parts that records whether it was closed before its end. */
function strom() {
  const stand = { gelesen: 0, geschlossen: false };
  const teile: AsyncIterable<Buffer> = {
    [Symbol.asyncIterator]: () => ({
      next: async () =>
        stand.gelesen < TEILE.length
          ? { done: false, value: TEILE[stand.gelesen++]! }
          : { done: true, value: undefined },
      return: async () => {
        stand.geschlossen = true;
        return { done: true, value: undefined };
      },
    }),
  };
  return { teile, stand };
}

describe('Prüfsumme des Inhalts', () => {
  it('ist der SHA-256 aller Bytes, die der Leser ganz gelesen hat', async () => {
    const p = new Pruefsumme();
    const { teile } = strom();
    const gelesen: Buffer[] = [];
    for await (const teil of p.durch(teile)) gelesen.push(teil);
    expect(Buffer.concat(gelesen)).toEqual(Buffer.concat(TEILE));
    expect(await p.summe()).toBe(SUMME);
  });

  it('hört der Leser vor dem Ende auf, liest summe den Rest nach: wieder die Summe aller Bytes', async () => {
    const p = new Pruefsumme();
    const { teile, stand } = strom();
    for await (const teil of p.durch(teile)) if (teil.toString() === '</a>') break;
    expect(stand.gelesen).toBe(3);
    expect(await p.summe()).toBe(SUMME);
    expect(stand.gelesen).toBe(TEILE.length);
  });

  it('schliessen schließt einen Strom, den ein gescheiterter Leser offen ließ', async () => {
    const p = new Pruefsumme();
    const { teile, stand } = strom();
    await expect(
      (async () => {
        for await (const _teil of p.durch(teile)) throw new Error('Leser gescheitert');
      })(),
    ).rejects.toThrow('Leser gescheitert');
    expect(stand.geschlossen).toBe(false);
    await p.schliessen();
    expect(stand.geschlossen).toBe(true);
  });
});
