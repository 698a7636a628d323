/**
 * The client of one access (bipro/README.md): the STS token, the transfer requests as the
 * access's profile wants them, the call over HTTP and what the answer says. A call refused for
 * its token — HTTP 401 or 403, or a SOAP fault (the norms define no code for an expired token) —
 * is made once more with a fresh token; a NOK with a transfer message (04003 …) is an answer, not
 * a refusal, and is returned as it is.
 */
import type { BiproProfil } from '@lieferdesk/shared';
import { soapAction, tokenAnfrage, transferAnfrage, type Operation } from './anfragen';
import { antwortLesen, type Antwort } from './lesen/antwort';
import { tokenAusAntwort, TokenSpeicher, StsFehler } from './sts';
import { soapSenden, type HttpAntwort, type SendeOptionen } from './transport';

export interface BiproZugangsdaten {
  stsUrl: string;
  transferUrl: string;
  benutzer: string;
  passwort: string;
  profil: BiproProfil;
}

export type Senden = (url: string, xml: string, o: SendeOptionen) => Promise<HttpAntwort>;

export interface BiproClient {
  liste(): Promise<Antwort>;
  abrufen(id: string): Promise<Antwort>;
  quittieren(id: string): Promise<Antwort>;
}

/** Refused, perhaps for its token: 401/403, or a SOAP fault that names no transfer message (04xxx). */
const vielleichtToken = (http: HttpAntwort, antwort: Antwort) =>
  http.status === 401 ||
  http.status === 403 ||
  (antwort.soapFault && !antwort.meldungen.some((m) => /^04\d{3}$/.test(m.id)));

export function biproClient(
  z: BiproZugangsdaten,
  o: { senden?: Senden; jetzt?: () => Date } = {},
): BiproClient {
  const senden = o.senden ?? soapSenden;
  const jetzt = o.jetzt ?? (() => new Date());
  const tokens = new TokenSpeicher(async () => {
    const http = await senden(z.stsUrl, tokenAnfrage(z.profil, z.benutzer, z.passwort), {
      soapAction: soapAction('RequestSecurityToken', z.profil),
    });
    if (http.status === 401 || http.status === 403)
      throw new StsFehler(`Der Anmeldedienst hat die Zugangsdaten abgelehnt (HTTP ${http.status}).`);
    return tokenAusAntwort(http.koerper, jetzt());
  }, jetzt);

  async function aufruf(op: Operation, id?: string): Promise<Antwort> {
    for (let versuch = 1; ; versuch++) {
      const token = await tokens.token();
      const http = await senden(z.transferUrl, transferAnfrage(op, z.profil, token, id), {
        soapAction: soapAction(op, z.profil),
      });
      const antwort = antwortLesen(http.koerper, http.contentType);
      if (versuch === 1 && !antwort.ok && vielleichtToken(http, antwort)) {
        tokens.verwerfen(token);
        continue;
      }
      return antwort;
    }
  }

  return {
    liste: () => aufruf('listShipments'),
    abrufen: (id) => aufruf('getShipment', id),
    quittieren: (id) => aufruf('acknowledgeShipment', id),
  };
}
