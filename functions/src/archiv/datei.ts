/**
 * An archived file for the viewer (reference §2.9 'Anzeigen'): its presigned link, or none when
 * the file has no content, for the web's no-data modal (biproDateien/link.ts). Found by id only if
 * it is an archived, not deleted file the user may see; anything else is the same 404.
 */
import type { Benutzer, DateiLink } from '@lieferdesk/shared';
import { dateiLinkVon } from '../biproDateien/link';
import { sichtbareDatei } from '../biproDateien/zugriff';
import { datenbank, type Datenbank } from '../data/datenbank';

export async function archivDateiLink(
  b: Benutzer,
  q: { id: number; anzeigen?: boolean },
  o: { db?: Datenbank } = {},
): Promise<DateiLink> {
  const d = await sichtbareDatei(b, q.id, { ziele: ['archiv'] }, o.db ?? datenbank());
  return dateiLinkVon(d, q.anzeigen ?? false);
}
