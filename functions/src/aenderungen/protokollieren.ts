/**
 * Writes the change log's entry of a successful call of a route that names a change area. The
 * API wrapper calls it after the handler and before it answers: a change whose entry could not
 * be written answers an error, so no change the user was told of goes unlogged.
 */
import type { Benutzer, Route } from '@lieferdesk/shared';
import { aenderungenRepository } from '../data/repositories/aenderungen';
import { aenderungEintrag } from '../domain/aenderung';

export async function aenderungProtokollieren(
  route: Route,
  aufruf: { benutzer: Benutzer; query: unknown; body: unknown },
  antwort: unknown,
): Promise<void> {
  if (!route.aenderungsbereich) return;
  await aenderungenRepository().schreiben(
    aenderungEintrag({
      bereich: route.aenderungsbereich,
      methode: route.methode,
      route: route.id,
      benutzer: aufruf.benutzer.name,
      zeitpunkt: new Date().toISOString(),
      query: aufruf.query,
      body: aufruf.body,
      antwort,
    }),
  );
}
