/**
 * GET /bipro_documents/vv_customer_id?id=<internal number> (reference §7, §8): the customer of
 * the contract a document row names, to open it. No customer when the contract is deleted or
 * unknown (the page warns 'Vertrag wurde anscheinend gelöscht!'); a contract outside the user's
 * portfolio scope (domain/datensicht.ts `siehtBestandVon`) is 404.
 */
import { POSTEINGANG_TEXTE as T, type Benutzer } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { vertraegeRepository } from '../data/repositories/vertraege';
import { siehtBestandVon } from '../domain/datensicht';
import { nichtGefunden } from '../domain/fehler';

export async function vertragKunde(
  b: Benutzer,
  vertragId: number,
  db: Datenbank = datenbank(),
): Promise<{ customerId?: number }> {
  const vertrag = await vertraegeRepository(db).laden(vertragId);
  if (vertrag === undefined) return {};
  if (!siehtBestandVon(b, vertrag.maklernr)) throw nichtGefunden(T.vertragNichtGefunden(vertragId));
  return vertrag.geloescht ? {} : { customerId: vertrag.kundennr };
}
