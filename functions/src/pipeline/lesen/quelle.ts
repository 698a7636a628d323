/**
 * A registered file as the formats engine reads it: the object streamed from S3 through the
 * interface's reader — whole, or one chunk's bytes read on from the state the plan found there
 * (formate/schnittstellen/fortsetzen.ts). A file the reader refuses as a whole (DateiFehler)
 * stops the run with DateiAbgelehnt — the same file would be refused on every retry.
 */
import type { Schnittstelle } from '@lieferdesk/shared';
import type { ZeilenErgebnis } from '../../formate/ergebnis';
import { DateiFehler, leseDatei } from '../../formate/schnittstellen';
import type { Fortsetzung, Lesestand } from '../../formate/schnittstellen/fortsetzen';
import { objektStrom } from '../../speicher/s3';
import { DateiAbgelehnt } from './fehler';

/** How the engine reads files of this interface (see formate/schnittstellen/lesen.ts). */
export function leseart(s: Pick<Schnittstelle, 'type' | 'xml'>): 'gdv' | 'xml' | 'text' {
  if (s.type?.trim().toUpperCase() === 'GDV') return 'gdv';
  return s.xml ? 'xml' : 'text';
}

export interface Lesequelle {
  schnittstelle: Schnittstelle;
  alle: (id: number) => Schnittstelle | undefined;
  bucket: string;
  key: string;
  dateiname: string;
}

/** A chunk of a text or GDV file: its bytes [von, bis), its first line and the state there. */
export interface Ausschnitt {
  von: number;
  bis: number;
  zeile: number;
  stand: Lesestand;
}

async function bytesVon(q: Lesequelle, von: number, laenge: number): Promise<Buffer> {
  if (laenge === 0) return Buffer.alloc(0);
  const teile: Buffer[] = [];
  for await (const teil of await objektStrom(q.bucket, q.key, { von, bis: von + laenge })) teile.push(teil);
  return Buffer.concat(teile);
}

/**
 * The line results of the file, or of the chunk `ausschnitt`; `durch` may look at the bytes on
 * their way to the reader. An XML document cut off is read up to the cut and `unvollstaendig`
 * told its open elements.
 */
export async function* zeilenErgebnisse(
  q: Lesequelle,
  durch: (strom: AsyncIterable<Buffer>) => AsyncIterable<Buffer> = (strom) => strom,
  ausschnitt?: Ausschnitt,
  unvollstaendig?: (offen: string[]) => void,
): AsyncGenerator<ZeilenErgebnis> {
  let ab: Fortsetzung | undefined;
  if (ausschnitt) {
    const { zeile, stand } = ausschnitt;
    // The open GDV package's Vorsatz: a few lines, read again for their versions.
    const v = stand.vorsatz;
    ab = { zeile, stand, vorsatz: v && (await bytesVon(q, v.byte, v.laenge)) };
  }
  const eingabe = durch(await objektStrom(q.bucket, q.key, ausschnitt));
  try {
    yield* leseDatei(q.schnittstelle, {
      alle: q.alle,
      dateiname: q.dateiname,
      eingabe,
      ab,
      unvollstaendig,
    });
  } catch (fehler) {
    if (fehler instanceof DateiFehler) throw new DateiAbgelehnt(fehler.message);
    throw fehler;
  }
}
