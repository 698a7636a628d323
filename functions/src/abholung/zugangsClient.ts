/**
 * The BiPRO client of an access for one run: its password from the secrets store (never from
 * the table, never logged), one client per run and container, so the run's shipments share one
 * security token where a container serves several of them.
 */
import { biproClient, type BiproClient } from '../bipro/client';
import type { ZugangEintrag } from '../data/repositories/zugaenge';
import { geheimnisLesen } from '../geheimnisse';

/** The secret holding an access's password. */
export const passwortGeheimnis = (zugangId: number) => `zugang-${zugangId}`;

/** Clients of the runs this container served lately (a handful: the map is trimmed). */
const clients = new Map<string, BiproClient>();
const HOECHSTE_CLIENTS = 20;

export class OhnePasswort extends Error {
  override name = 'OhnePasswort';
}

export async function clientFuer(zugang: ZugangEintrag, laufId: string): Promise<BiproClient> {
  const schluessel = `${zugang.zugangId}:${laufId}`;
  const vorhanden = clients.get(schluessel);
  if (vorhanden) return vorhanden;
  const passwort = await geheimnisLesen(passwortGeheimnis(zugang.zugangId));
  if (!passwort) throw new OhnePasswort('Für den Zugang ist kein Passwort gespeichert.');
  const client = biproClient({
    stsUrl: zugang.stsUrl,
    transferUrl: zugang.transferUrl,
    benutzer: zugang.benutzername,
    passwort,
    profil: zugang.profil,
  });
  if (clients.size >= HOECHSTE_CLIENTS) clients.delete(clients.keys().next().value!);
  clients.set(schluessel, client);
  return client;
}
