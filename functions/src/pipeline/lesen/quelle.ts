/**
 * A registered file as the formats engine reads it: the object streamed from S3 through the
 * interface's reader. A file the reader refuses as a whole (DateiFehler) stops the run with
 * DateiAbgelehnt — the same file would be refused on every retry.
 */
import type { Schnittstelle } from '@lieferdesk/shared';
import type { ZeilenErgebnis } from '../../formate/ergebnis';
import { DateiFehler, leseDatei } from '../../formate/schnittstellen';
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

/** The line results of the file; `durch` may look at the bytes on their way to the reader. */
export async function* zeilenErgebnisse(
  q: Lesequelle,
  durch: (strom: AsyncIterable<Buffer>) => AsyncIterable<Buffer> = (strom) => strom,
): AsyncGenerator<ZeilenErgebnis> {
  const eingabe = durch(await objektStrom(q.bucket, q.key));
  try {
    yield* leseDatei(q.schnittstelle, { alle: q.alle, dateiname: q.dateiname, eingabe });
  } catch (fehler) {
    if (fehler instanceof DateiFehler) throw new DateiAbgelehnt(fehler.message);
    throw fehler;
  }
}
