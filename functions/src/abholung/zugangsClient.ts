/**
 * The BiPRO client of an access for one run: its password from the secrets store (never from
 * the table, never logged), and its TLS client certificate from there too where the access has
 * one; one client per run and container, so the run's shipments share one security token where
 * a container serves several of them (and the certificate's connections: bipro/transport.ts).
 */
import { begrenzterSpeicher } from '../begrenzterSpeicher';
import type { ZugangZertifikat } from '@lieferdesk/shared';
import { biproClient, type BiproClient } from '../bipro/client';
import type { ZugangEintrag } from '../data/repositories/zugaenge';
import { geheimnisLesen } from '../geheimnisse';

/** The secret holding an access's password. */
export const passwortGeheimnis = (zugangId: number) => `zugang-${zugangId}`;
/** The secret holding an access's client certificate, its key and passphrase (one JSON text). */
export const zertifikatGeheimnis = (zugangId: number) => `zugang-${zugangId}-zertifikat`;

/** Clients of the runs this container served lately (a handful: the map is trimmed). */
const clients = begrenzterSpeicher<Promise<BiproClient>>(20);

/**
 * The access cannot sign in: no password stored, or its certificate marked but not stored. The
 * name is the download pipeline's (abholung/fehler.ts): a retry cannot cure it.
 */
export class OhnePasswort extends Error {
  override name = 'OhnePasswort';
}

/** The certificate secret's text as written by `zugangSpeichern`; undefined for any other. */
export function zertifikatAusGeheimnis(text: string): ZugangZertifikat | undefined {
  let wert: unknown;
  try {
    wert = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof wert !== 'object' || wert === null) return undefined;
  const { pem, schluessel, passphrase } = wert as Record<string, unknown>;
  if (typeof pem !== 'string' || typeof schluessel !== 'string') return undefined;
  return { pem, schluessel, ...(typeof passphrase === 'string' ? { passphrase } : {}) };
}

export const clientFuer = (zugang: ZugangEintrag, laufId: string): Promise<BiproClient> =>
  clients.holen(`${zugang.zugangId}:${laufId}`, () => clientErzeugen(zugang));

async function clientErzeugen(zugang: ZugangEintrag): Promise<BiproClient> {
  const passwort = await geheimnisLesen(passwortGeheimnis(zugang.zugangId));
  if (!passwort) throw new OhnePasswort('Für den Zugang ist kein Passwort gespeichert.');
  let zertifikat: ZugangZertifikat | undefined;
  if (zugang.zertifikatGesetzt) {
    const text = await geheimnisLesen(zertifikatGeheimnis(zugang.zugangId));
    zertifikat = text === undefined ? undefined : zertifikatAusGeheimnis(text);
    if (!zertifikat)
      throw new OhnePasswort('Für den Zugang ist ein Zertifikat vermerkt, aber keines lesbar gespeichert.');
  }
  const client = biproClient({
    stsUrl: zugang.stsUrl,
    transferUrl: zugang.transferUrl,
    benutzer: zugang.benutzername,
    passwort,
    profil: zugang.profil,
    ...(zertifikat ? { zertifikat } : {}),
  });
  return client;
}
