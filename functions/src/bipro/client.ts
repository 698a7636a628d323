/**
 * The client of one access (bipro/README.md): the STS token, the transfer requests as the
 * access's profile wants them, the call over HTTP and what the answer says. A call refused for
 * its token — HTTP 401 or 403, or a SOAP fault (the norms define no code for an expired token) —
 * is made once more with a fresh token; a NOK with a transfer message (04003 …) is an answer, not
 * a refusal, and is returned as it is.
 *
 * `abrufenStrom` gets a shipment with its files streamed into the caller's Ablage while the
 * answer arrives (lesen/strom.ts), by the same rule. A refused call stores nothing: a SOAP fault
 * carries no shipment, and the body of a 401/403 is read without storing (a file it carried
 * would be listed with its reason). Once the reader returns, every sink it opened is complete
 * or aborted, so a call made again leaves nothing half-written behind.
 *
 * The STS's, the list's and the acknowledgement's answers are collected in memory and read by the
 * streaming reader's rules (no DOCTYPE, bounded text, tags and elements): they are refused past
 * `KLEINE_ANTWORT_HOECHSTE_BYTES` while they arrive, before any of them is parsed.
 *
 * Every call may be given a `frist` (`Frist`): the call, the STS token it may have to fetch first
 * included, ends by then (transport.ts) — the download job's Lambda hands its remaining time down
 * so (abholung/frist.ts).
 *
 * An access with a TLS client certificate presents it on every call, to the STS and to the
 * transfer service alike (transport.ts holds it in one Agent per certificate); it signs in with
 * user name and password at the STS all the same.
 */
import type { BiproProfil } from '@lieferdesk/shared';
import { soapAction, tokenAnfrage, transferAnfrage, type Operation } from './anfragen';
import type { Ablage, StromAntwort } from './lesen/ablage';
import { antwortLesen, type Antwort } from './lesen/antwort';
import { antwortStreamen } from './lesen/strom';
import { tokenAusAntwort, TokenSpeicher, StsFehler } from './sts';
import {
  soapSenden,
  soapSendenStrom,
  type ClientZertifikat,
  type HttpAntwort,
  type HttpStrom,
  type SendeOptionen,
} from './transport';

export interface BiproZugangsdaten {
  stsUrl: string;
  transferUrl: string;
  benutzer: string;
  passwort: string;
  profil: BiproProfil;
  /** A TLS client certificate the insurer wants to see (and, if it has one, its private CA). */
  zertifikat?: ClientZertifikat;
}

export type Senden = (url: string, xml: string, o: SendeOptionen) => Promise<HttpAntwort>;
export type SendenStrom = (url: string, xml: string, o: SendeOptionen) => Promise<HttpStrom>;

/** When a call, its token included, must have ended (ms since the epoch); none: transport.ts's own limits. */
export interface Frist {
  frist?: number;
}

export interface BiproClient {
  liste(o?: Frist): Promise<Antwort>;
  abrufen(id: string, o?: Frist): Promise<Antwort>;
  quittieren(id: string, o?: Frist): Promise<Antwort>;
  /**
   * getShipment, each file streamed into a sink of `ablage` while the answer arrives; past the
   * `frist` the answer is cut and its sinks are aborted.
   */
  abrufenStrom(id: string, ablage: Ablage, o?: Frist): Promise<StromAntwort>;
}

/**
 * The STS's, the list's and the acknowledgement's answers are collected and read in memory: more
 * than this is refused before it is read (a list of thousands of shipments is some hundred KB).
 */
export const KLEINE_ANTWORT_HOECHSTE_BYTES = 4 * 1024 ** 2;

const abgewiesen = (status: number) => status === 401 || status === 403;

/** Refused, perhaps for its token: 401/403, or a SOAP fault that names no transfer message (04xxx). */
const vielleichtToken = (status: number, antwort: Pick<Antwort, 'soapFault' | 'meldungen'>) =>
  abgewiesen(status) || (antwort.soapFault && !antwort.meldungen.some((m) => /^04\d{3}$/.test(m.id)));

/** Where a refused call's files would go: nowhere (each is listed with this reason instead). */
const nichtAblegen =
  (status: number): Ablage =>
  () =>
    Promise.reject(new Error(`der Aufruf wurde abgewiesen (HTTP ${status})`));

/** A collected answer as a stream of one piece: an injected `senden` serves streamed calls too. */
const alsStrom =
  (senden: Senden): SendenStrom =>
  async (url, xml, o) => {
    const http = await senden(url, xml, o);
    return {
      status: http.status,
      contentType: http.contentType,
      koerper: (async function* () {
        yield http.koerper;
      })(),
    };
  };

export function biproClient(
  z: BiproZugangsdaten,
  o: { senden?: Senden; sendenStrom?: SendenStrom; jetzt?: () => Date } = {},
): BiproClient {
  const senden = o.senden ?? soapSenden;
  const sendenStrom = o.sendenStrom ?? (o.senden ? alsStrom(o.senden) : soapSendenStrom);
  const jetzt = o.jetzt ?? (() => new Date());
  const tokens = new TokenSpeicher(async (frist) => {
    const http = await senden(z.stsUrl, tokenAnfrage(z.profil, z.benutzer, z.passwort), {
      soapAction: soapAction('RequestSecurityToken', z.profil),
      zertifikat: z.zertifikat,
      hoechsteBytes: KLEINE_ANTWORT_HOECHSTE_BYTES,
      ...frist,
    });
    if (http.status === 401 || http.status === 403)
      throw new StsFehler(`Der Anmeldedienst hat die Zugangsdaten abgelehnt (HTTP ${http.status}).`);
    return tokenAusAntwort(http.koerper, jetzt());
  }, jetzt);

  async function aufruf(op: Operation, frist: Frist, id?: string): Promise<Antwort> {
    for (let versuch = 1; ; versuch++) {
      const token = await tokens.token(frist);
      const http = await senden(z.transferUrl, transferAnfrage(op, z.profil, token, id), {
        soapAction: soapAction(op, z.profil),
        zertifikat: z.zertifikat,
        // A shipment got whole (`abrufen`: the CLI, tests) may be as large as transport.ts allows.
        ...(op !== 'getShipment' ? { hoechsteBytes: KLEINE_ANTWORT_HOECHSTE_BYTES } : {}),
        ...frist,
      });
      const antwort = antwortLesen(http.koerper, http.contentType);
      if (versuch === 1 && !antwort.ok && vielleichtToken(http.status, antwort)) {
        tokens.verwerfen(token);
        continue;
      }
      return antwort;
    }
  }

  async function abrufenStrom(id: string, ablage: Ablage, frist: Frist = {}): Promise<StromAntwort> {
    for (let versuch = 1; ; versuch++) {
      const token = await tokens.token(frist);
      const http = await sendenStrom(z.transferUrl, transferAnfrage('getShipment', z.profil, token, id), {
        soapAction: soapAction('getShipment', z.profil),
        zertifikat: z.zertifikat,
        ...frist,
      });
      const ziel = abgewiesen(http.status) ? nichtAblegen(http.status) : ablage;
      const antwort = await antwortStreamen(http.koerper, http.contentType, ziel);
      if (versuch === 1 && !antwort.ok && vielleichtToken(http.status, antwort)) {
        tokens.verwerfen(token);
        continue;
      }
      return antwort;
    }
  }

  return {
    liste: (o = {}) => aufruf('listShipments', o),
    abrufen: (id, o = {}) => aufruf('getShipment', o, id),
    quittieren: (id, o = {}) => aufruf('acknowledgeShipment', o, id),
    abrufenStrom,
  };
}
