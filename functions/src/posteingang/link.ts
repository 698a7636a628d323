/**
 * The two downloads of a document (reference §7: /bipro_dokument_zugeordnet and
 * /bipro_dokument_nicht_zugeordnet, query id): its presigned link (biproDateien/link.ts). Each
 * serves its own list — an assigned document (state 1 or 2) by the first, an unassigned one
 * (state 0) by the second; the other state is 404, as an unknown id. `anzeigen` asks for inline
 * (a viewer) instead of a download.
 */
import { BIPRO_DATEI_TEXTE as T, type Benutzer, type DateiLink } from '@lieferdesk/shared';
import { dateiLinkVon } from '../biproDateien/link';
import { datenbank, type Datenbank } from '../data/datenbank';
import { nichtGefunden } from '../domain/fehler';
import { sichtbaresDokument } from './dokumente';

export async function dokumentLink(
  b: Benutzer,
  abfrage: { id: number; anzeigen?: boolean },
  zugeordnet: boolean,
  db: Datenbank = datenbank(),
): Promise<DateiLink> {
  const d = await sichtbaresDokument(b, abfrage.id, db);
  if (((d.zuordnung ?? 0) !== 0) !== zugeordnet) throw nichtGefunden(T.nichtGefunden([d.id]));
  return dateiLinkVon(d, abfrage.anzeigen ?? false);
}
