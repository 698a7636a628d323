/**
 * Buffers of one size, used again instead of allocated anew (s3Senke.ts: the parts of the files
 * a container uploads). Each comes back once its bytes are sent; at most `HOECHSTENS_FREI` wait
 * for the next file, any beyond are left to the collector — a container holds what one shipment
 * at a time needs: the reader hands its files on one after the other (bipro/lesen/strom.ts), so
 * one file is open, with a part filling and one uploading. Each buffer kept is a part's size
 * (5 MiB) outside V8's heap, in the container's RSS.
 */
const HOECHSTENS_FREI = 2;

export interface TeilPuffer {
  holen(): Buffer;
  /** The buffer's bytes are no longer needed by anyone. */
  zurueck(puffer: Buffer): void;
}

const pools = new Map<number, TeilPuffer>();

export function teilPuffer(bytes: number): TeilPuffer {
  let pool = pools.get(bytes);
  if (!pool) {
    const frei: Buffer[] = [];
    pool = {
      // Not from Node's shared pool: a part is far larger than its slabs.
      holen: () => frei.pop() ?? Buffer.allocUnsafeSlow(bytes),
      zurueck(puffer) {
        if (puffer.length === bytes && frei.length < HOECHSTENS_FREI && !frei.includes(puffer))
          frei.push(puffer);
      },
    };
    pools.set(bytes, pool);
  }
  return pool;
}
