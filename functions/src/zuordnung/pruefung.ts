/**
 * The checks both variants of POST assign_gdv_kunde make before they write (reference §2.11, §8):
 * the page's current contract is still current, and the chosen contract may take the record.
 */
import { ZUORDNUNG_TEXTE as T, type Benutzer } from '@lieferdesk/shared';
import type { Vertrag } from '../domain/bestand';
import { siehtBestandVon } from '../domain/datensicht';
import { konflikt, nichtGefunden } from '../domain/fehler';
import type { Datenbank } from '../data/datenbank';
import type { Gesellschaft } from '../data/repositories/gesellschaften';
import { vertraegeRepository } from '../data/repositories/vertraege';
import type { Zuordnungsquelle } from './quelle';

/**
 * `gezeigt`: the contract the page showed as current (`insuranceId`); `jetzt`: the record's now.
 * Assigned to another meanwhile: somebody else was quicker (409).
 */
export function pruefeAktuell(gezeigt: number | undefined, jetzt: number | undefined): void {
  if (gezeigt !== undefined && jetzt !== undefined && jetzt !== gezeigt)
    throw konflikt(T.inzwischenZugeordnet(jetzt));
}

/**
 * The contract `vertragId` if the record may be assigned to it: unknown or outside the user's
 * scope 404, deleted 409 ('Vertrag wurde anscheinend gelöscht!'), of another broker than a
 * record bound to its broker's portfolio 409, of another company than the record's 409.
 */
export async function geprueferVertrag(
  benutzer: Benutzer,
  vertragId: number,
  q: Pick<Zuordnungsquelle, 'gesellschaftIds' | 'maklernr' | 'nurBestandDesMaklers'>,
  gesellschaften: readonly Gesellschaft[],
  db: Datenbank,
): Promise<Vertrag> {
  const vertrag = await vertraegeRepository(db).laden(vertragId);
  if (!vertrag || !siehtBestandVon(benutzer, vertrag.maklernr))
    throw nichtGefunden(T.vertragNichtGefunden(vertragId));
  if (vertrag.geloescht) throw konflikt(T.vertragGeloescht);
  if (q.nurBestandDesMaklers && vertrag.maklernr !== q.maklernr) throw konflikt(T.vertragAndererMakler);
  const name = (id: number) => gesellschaften.find((x) => x.gesellschaftId === id)?.name ?? `${id}`;
  const [eigene] = q.gesellschaftIds;
  if (eigene !== undefined && !q.gesellschaftIds.includes(vertrag.gesellschaftId))
    throw konflikt(
      T.vertragAndereGesellschaft(vertrag.vertragId, name(vertrag.gesellschaftId), name(eigene)),
    );
  return vertrag;
}
