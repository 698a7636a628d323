/**
 * A GDV file to the browser (reference §2.13 row action "download", §7 /gdv_file?id): its
 * presigned link (biproDateien/link.ts). Deleted files stay downloadable: they are shown with
 * "show deleted entries" and a soft delete keeps the file.
 */
import type { Benutzer, DateiLink } from '@lieferdesk/shared';
import { dateiLinkVon } from '../biproDateien/link';
import { sichtbareDatei } from '../biproDateien/zugriff';
import { datenbank, type Datenbank } from '../data/datenbank';

export async function gdvDateiLink(
  b: Benutzer,
  id: number,
  anzeigen: boolean | undefined,
  o: { db?: Datenbank } = {},
): Promise<DateiLink> {
  const d = await sichtbareDatei(b, id, { ziele: ['gdv'], geloeschte: true }, o.db ?? datenbank());
  return dateiLinkVon(d, anzeigen ?? false);
}
