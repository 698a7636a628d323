/**
 * One SOAP call over HTTP to an insurer (bipro/README.md): POST with the SOAPAction the profile
 * wants, a time limit per attempt, and patience where insurers ask for it — 429 and 503 are
 * retried after their `Retry-After` (seconds or a date; at most two minutes) or with a doubling
 * pause, as are a cut connection and a timed-out attempt. Every BiPRO call may be repeated:
 * list and get change nothing, and an acknowledgement acknowledges once. What an answer says
 * is read elsewhere (lesen/antwort.ts, lesen/strom.ts); here only whether one came. A caller
 * with little time left (the download job's Lambda) gives the call a `frist`: its attempts,
 * pauses and answer all end by then, whatever the limits above would allow.
 *
 * `soapSendenStrom` hands the answer's body on as it arrives (a shipment of hundreds of MB is
 * stored while it comes, lesen/strom.ts): whether to retry is decided on the status line, before
 * the body, since once the body is being read its files are being stored; while it streams a
 * silence longer than `ruheMs`, the whole call lasting longer than `gesamtMs`, more bytes than
 * `hoechsteBytes` or a cut connection end it with a TransportFehler from the body's iteration.
 * `soapSenden` collects the body in memory (small answers: lists, acknowledgements, the STS), and
 * repeats an attempt whose body broke off, which is harmless while nothing has been stored.
 *
 * An access may sign in with a TLS client certificate (`zertifikat`): both calls then go through
 * an undici `Agent` holding it, one per certificate (`zertifikatAgent`). A refusal in TLS — the
 * insurer's alert (certificate required, unknown CA …) or its server certificate not trusted — is
 * not retried: another attempt would meet the same refusal. A server that drops the connection
 * without an alert (as Node's own HTTPS server does with a certificate it does not accept) looks
 * like a cut connection and is retried; its last reason then asks about the certificate.
 *
 * Where a call may go (dienstAdresse.ts, bipro/README.md "Where the job connects"): the address
 * is checked before the first attempt, every call goes through an Agent whose DNS lookup refuses
 * addresses that are not public, and a redirect is not followed — fetch would send the same body,
 * the STS's password included, wherever the insurer's answer points, also over plain http. A
 * refused address and a redirect are an AdresseAbgelehnt, retried neither here nor by the
 * download pipeline.
 */
import { begrenzterSpeicher } from '../begrenzterSpeicher';
import { createHash } from 'node:crypto';
import { createSecureContext } from 'node:tls';
// Node's fetch is undici, but its classes are not exported by Node: the Agent comes from the npm
// package, pinned to the undici Node 24 bundles (7.16.0; Lambda runs nodejs24.x, development the
// root's node 24.9.0), so the Agent and the fetch driving it are one implementation. Without it,
// node:https would need the whole transport again (time limits, streamed bodies) on its own API.
import { Agent } from 'undici';
import {
  AdresseAbgelehnt,
  adressGrund,
  gepruefteSuche,
  lokaleDiensteErlaubt,
  type Suche,
} from './dienstAdresse';

export interface HttpAntwort {
  status: number;
  contentType?: string;
  koerper: Buffer;
}

export interface HttpStrom {
  status: number;
  contentType?: string;
  /**
   * The body as it arrives; iterate it once. Ending the iteration early (break, return) cancels
   * the rest of the answer. A cut connection, a timeout or too large an answer is thrown from
   * the iteration as a TransportFehler.
   */
  koerper: AsyncIterable<Uint8Array>;
}

/**
 * A TLS client certificate: the access presents it to the insurer's STS and transfer service.
 * PEM texts, as stored in the secrets store (functions/src/abholung/zugaenge.ts).
 */
export interface ClientZertifikat {
  /** The certificate, perhaps followed by its chain. */
  pem: string;
  /** Its private key. */
  schluessel: string;
  /** The key's passphrase, if it is encrypted. */
  passphrase?: string;
  /**
   * The CA certificates the insurer's server certificate is checked against instead of the
   * system's: for an insurer with a private CA (and the simulated insurer's test CA).
   */
  ca?: string;
}

export interface SendeOptionen {
  soapAction: string;
  /** Sign in with this certificate in TLS (see the module's comment). */
  zertifikat?: ClientZertifikat;
  /** Attempts in all (the first included). */
  versuche?: number;
  /** `soapSenden`: for an attempt and its whole answer; `soapSendenStrom`: until the status line. */
  zeitlimitMs?: number;
  /** An answer larger than this is refused. */
  hoechsteBytes?: number;
  /** `soapSendenStrom`: the longest silence while the body streams. */
  ruheMs?: number;
  /** `soapSendenStrom`: the longest an attempt may take, its body included. */
  gesamtMs?: number;
  /**
   * When the whole call — every attempt, pause and answer — must have ended (ms since the epoch,
   * Date.now's clock): the time the caller has left (a Lambda's remaining time, less what it needs
   * afterwards). No attempt waits, no pause lasts and no answer is read past it.
   */
  frist?: number;
  /**
   * Plain http and loopback for the local simulated insurer (dienstAdresse.ts); by default the
   * environment's `BIPRO_LOKALE_DIENSTE`.
   */
  lokal?: boolean;
  /** Injected in tests: the DNS lookup whose answers are checked. */
  suche?: Suche;
  /** Injected in tests. */
  fetch?: typeof fetch;
  warten?: (ms: number) => Promise<void>;
  jetzt?: () => number;
}

export const STANDARD_VERSUCHE = 5;
export const STANDARD_ZEITLIMIT_MS = 120_000;
export const STANDARD_HOECHSTE_BYTES = 512 * 1024 ** 2;
/** A streamed answer larger than this is refused: far beyond an insurer's daily full inventory. */
export const STANDARD_HOECHSTE_STROM_BYTES = 8 * 1024 ** 3;
export const STANDARD_RUHE_MS = 60_000;
export const STANDARD_GESAMT_MS = 60 * 60_000;
/** The first pause without Retry-After; it doubles with each further attempt. */
export const ERSTE_PAUSE_MS = 1_000;
/** No pause is longer, whatever Retry-After says. */
export const LAENGSTE_PAUSE_MS = 120_000;

export class TransportFehler extends Error {
  constructor(
    grund: string,
    readonly status?: number,
    /** The answer broke off while its body came (cut, silent, too slow): a new attempt may succeed. */
    readonly abgebrochen = false,
  ) {
    super(grund);
    this.name = 'TransportFehler';
  }
}

const istUeberlastet = (status: number) => status === 429 || status === 503;
const istWeiterleitung = (status: number) => status >= 300 && status < 400;

/** Agents by certificate: a handful per container (the map is trimmed; a dropped one's sockets time out). */
const agenten = begrenzterSpeicher<Agent>(20);

/** How an Agent connects: only to public addresses (loopback too when `lokal`), by `suche`. */
interface Verbindung {
  lokal: boolean;
  suche?: Suche;
}

/**
 * The Agent of a call: the certificate's, or one without (per `lokal`). An injected lookup (tests)
 * gets an Agent of its own, never kept.
 */
function agentFuer(zertifikat: ClientZertifikat | undefined, v: Verbindung): Agent {
  if (v.suche) return zertifikat ? agentErzeugen(zertifikat, v) : new Agent({ connect: verbinden(v) });
  if (zertifikat) return zertifikatAgent(zertifikat, v.lokal);
  return agenten.holen(`ohne:${v.lokal}`, () => new Agent({ connect: verbinden(v) }));
}

const verbinden = (v: Verbindung) => ({ lookup: gepruefteSuche(v.lokal, v.suche) });

/** OpenSSL's reason of an error (`bad decrypt`, `tlsv13 alert certificate required`), else its message. */
const grundVon = (e: unknown) =>
  e instanceof Error ? ((e as { reason?: unknown }).reason?.toString() ?? e.message).trim() : String(e);

/**
 * The Agent holding a certificate: one per certificate (its texts hashed), so an access's calls
 * share its connections and TLS sessions instead of a handshake per call. The certificate and key
 * are read once here, into the TLS context every connection of the Agent uses: a key that does not
 * fit, a wrong passphrase or broken PEM is a TransportFehler before anything is sent (left to the
 * Agent's connect, it is thrown where nobody can catch it and ends the process).
 */
export function zertifikatAgent(z: ClientZertifikat, lokal = lokaleDiensteErlaubt()): Agent {
  const schluessel = createHash('sha256')
    .update(JSON.stringify([z.pem, z.schluessel, z.passphrase ?? null, z.ca ?? null, lokal]))
    .digest('hex');
  return agenten.holen(schluessel, () => agentErzeugen(z, { lokal }));
}

function agentErzeugen(z: ClientZertifikat, v: Verbindung): Agent {
  let secureContext;
  try {
    secureContext = createSecureContext({
      cert: z.pem,
      key: z.schluessel,
      // Never undefined for a key: OpenSSL would otherwise ask for it on a terminal.
      passphrase: z.passphrase ?? '',
      ...(z.ca ? { ca: z.ca } : {}),
    });
  } catch (e) {
    throw new TransportFehler(
      `Das Client-Zertifikat des Zugangs lässt sich nicht verwenden (${grundVon(e)}).`,
    );
  }
  return new Agent({ connect: { ...verbinden(v), secureContext } });
}

/** An error and its causes, outermost first (a fetch's TypeError carries the socket's error). */
function ursachen(e: unknown): Error[] {
  const liste: Error[] = [];
  for (let x = e; x instanceof Error && liste.length < 5; x = x.cause) liste.push(x);
  return liste;
}
const codeVon = (e: Error) => (e as NodeJS.ErrnoException).code ?? '';

/** OpenSSL's verification codes for a server certificate (and Node's for a host it does not name). */
const SERVERZERTIFIKAT =
  /^(?:UNABLE_TO_\w+|CERT_\w+|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|ERROR_IN_CERT_\w+|INVALID_CA|INVALID_PURPOSE|PATH_LENGTH_EXCEEDED|HOSTNAME_MISMATCH|ERR_TLS_CERT_ALTNAME_INVALID)$/;

/** Why TLS refused the call, if it did: a reason no retry changes (see the module's comment). */
function tlsAbgelehnt(e: unknown, mitZertifikat: boolean): string | undefined {
  const kette = ursachen(e);
  // An alert refuses for good (certificate required, unknown CA, handshake failure …); an
  // internal error of the insurer's TLS end may pass and is retried like a cut connection.
  const alarm = kette.find((x) => /^ERR_SSL_.*ALERT(?!.*INTERNAL_ERROR)/.test(codeVon(x)));
  if (alarm) {
    const grund = grundVon(alarm);
    if (mitZertifikat)
      return `Der Versicherer hat die TLS-Verbindung abgelehnt: das Client-Zertifikat des Zugangs wurde nicht angenommen (${grund}).`;
    return codeVon(alarm).endsWith('CERTIFICATE_REQUIRED')
      ? `Der Versicherer verlangt ein Client-Zertifikat; für den Zugang ist keines gespeichert (${grund}).`
      : `Der Versicherer hat die TLS-Verbindung abgelehnt (${grund}); verlangt er ein Client-Zertifikat?`;
  }
  const server = kette.find((x) => SERVERZERTIFIKAT.test(codeVon(x)));
  if (server)
    return `Das Serverzertifikat des Versicherers ist nicht vertrauenswürdig (${codeVon(server)}: ${server.message}).`;
  return undefined;
}

/** The reason a connection was refused for its resolved address (dienstAdresse.ts), if it was. */
const adresseAbgelehnt = (e: unknown) => ursachen(e).find((x) => x instanceof AdresseAbgelehnt)?.message;

/** Where a redirect points, for its reason: only the server, never a path or query that may carry data. */
function ziel(antwort: Response, url: string): string {
  const location = antwort.headers.get('location');
  if (!location) return '';
  try {
    return ` nach ${new URL(location, url).origin}`;
  } catch {
    return '';
  }
}

/**
 * Whether an HTTPS connection was closed before any answer: perhaps TLS refused the client's
 * certificate (or its missing one) without an alert; the last reason then asks.
 */
const ohneAntwortGeschlossen = (e: unknown) =>
  ursachen(e).some((x) => ['UND_ERR_SOCKET', 'ECONNRESET'].includes(codeVon(x)));

/** The pause a Retry-After value asks for (seconds or an HTTP date), capped; undefined if unreadable. */
export function pauseAus(retryAfter: string | null, jetzt: number): number | undefined {
  if (!retryAfter) return undefined;
  const wert = retryAfter.trim();
  const ms = /^\d+$/.test(wert) ? Number(wert) * 1000 : Date.parse(wert) - jetzt;
  return Number.isFinite(ms) ? Math.min(LAENGSTE_PAUSE_MS, Math.max(0, ms)) : undefined;
}

const sekunden = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** The call's `frist` came before an answer (or before another attempt could be made). */
const fristVorbei = (letzterGrund: string) =>
  new TransportFehler(
    `Die Zeit für den Aufruf beim Versicherer ist abgelaufen${letzterGrund ? ` (zuletzt: ${letzterGrund})` : ''}.`,
  );

/** The end of an attempt's answer: its own limit from its beginning, never past the call's `frist`. */
function antwortFrist(beginn: number, ms: number, frist: number | undefined) {
  const ende = Math.min(beginn + ms, frist ?? Infinity);
  return { frist: ende, gesamtMs: ende - beginn };
}

/**
 * The body of an answer as it arrives, within its limits. Each read waits at most `ruheMs` and
 * never past `frist`; leaving the iteration early, or any failure, cancels the body.
 */
async function* koerperStrom(
  antwort: Response,
  steuerung: AbortController,
  g: { hoechsteBytes: number; ruheMs: number; frist: number; gesamtMs: number },
): AsyncGenerator<Uint8Array> {
  const laenge = Number(antwort.headers.get('content-length'));
  const leser = antwort.body?.getReader();
  let fertig = false;
  try {
    if (laenge > g.hoechsteBytes)
      throw new TransportFehler(`Die Antwort ist ${laenge} Bytes groß, erlaubt sind ${g.hoechsteBytes}.`);
    if (!leser) {
      fertig = true;
      return;
    }
    let summe = 0;
    for (;;) {
      const rest = g.frist - Date.now();
      const ruhe = Math.min(g.ruheMs, rest);
      const zuSpaet = () =>
        new TransportFehler(
          ruhe < g.ruheMs
            ? `Die Antwort kam nicht in ${sekunden(g.gesamtMs)} vollständig an.`
            : `Der Versicherer hat ${sekunden(g.ruheMs)} lang nichts mehr gesendet.`,
          undefined,
          true,
        );
      // Past the end already: not even what is buffered is read on.
      if (rest <= 0) throw zuSpaet();
      let uhr: NodeJS.Timeout | undefined;
      const zeitUm = new Promise<never>((_, abgelehnt) => {
        uhr = setTimeout(() => abgelehnt(zuSpaet()), Math.max(0, ruhe));
      });
      let teil: ReadableStreamReadResult<Uint8Array>;
      try {
        teil = await Promise.race([leser.read(), zeitUm]);
      } catch (e) {
        if (e instanceof TransportFehler) throw e;
        const ursache = e instanceof Error && e.cause instanceof Error ? `: ${e.cause.message}` : '';
        throw new TransportFehler(
          `Die Verbindung zum Versicherer brach während der Antwort ab (${e instanceof Error ? e.message : String(e)}${ursache}).`,
          undefined,
          true,
        );
      } finally {
        clearTimeout(uhr);
      }
      if (teil.done) {
        fertig = true;
        return;
      }
      summe += teil.value.byteLength;
      if (summe > g.hoechsteBytes)
        throw new TransportFehler(`Die Antwort ist größer als ${g.hoechsteBytes} Bytes.`);
      yield teil.value;
    }
  } finally {
    if (!fertig) {
      steuerung.abort();
      await leser?.cancel().catch(() => undefined);
    }
  }
}

async function sammeln(koerper: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const teile: Uint8Array[] = [];
  for await (const teil of koerper) teile.push(teil);
  return Buffer.concat(teile);
}

/**
 * The attempts of one call: each POSTs, waits for the status line at most `zeitlimitMs`, and
 * retries on 429/503 (after Retry-After or a doubling pause), a failed connection or a timeout —
 * all of it within `frist`: an attempt waits at most until then, and a pause that would end
 * after it ends the call instead.
 * `annehmen` takes an answer that is not overloaded; a TransportFehler it throws ends the call,
 * unless `abgebrochen` and `wiederholen` say to try again.
 */
async function versuchen<T>(
  url: string,
  xml: string,
  o: SendeOptionen,
  wiederholen: boolean,
  annehmen: (antwort: Response, steuerung: AbortController, beginn: number) => Promise<T>,
): Promise<T> {
  const frist = o.frist ?? Infinity;
  const holen = o.fetch ?? fetch;
  const lokal = o.lokal ?? lokaleDiensteErlaubt();
  const adresseFalsch = adressGrund(url, lokal);
  if (adresseFalsch) throw new AdresseAbgelehnt(`Die Adresse ${url} wird nicht aufgerufen: ${adresseFalsch}`);
  const dispatcher = agentFuer(o.zertifikat, { lokal, suche: o.suche });
  const https = url.toLowerCase().startsWith('https:');
  let hinweis = '';
  const warten = o.warten ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const jetzt = o.jetzt ?? Date.now;
  const versuche = o.versuche ?? STANDARD_VERSUCHE;
  const zeitlimit = o.zeitlimitMs ?? STANDARD_ZEITLIMIT_MS;
  let letzterGrund = '';
  for (let versuch = 1; ; versuch++) {
    let pause = Math.min(LAENGSTE_PAUSE_MS, ERSTE_PAUSE_MS * 2 ** (versuch - 1));
    const steuerung = new AbortController();
    const beginn = Date.now();
    if (beginn >= frist) throw fristVorbei(letzterGrund);
    const uhr = setTimeout(
      () => steuerung.abort(new DOMException('keine Antwort in der Zeit', 'TimeoutError')),
      Math.min(zeitlimit, frist - beginn),
    );
    try {
      const antwort = await holen(url, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          // SOAP 1.1: the header's value is a quoted string, "" for an empty action.
          soapaction: `"${o.soapAction}"`,
        },
        body: xml,
        signal: steuerung.signal,
        redirect: 'manual',
        // undici's own option (the DOM's RequestInit does not know it).
        ...{ dispatcher },
      });
      clearTimeout(uhr);
      if (istWeiterleitung(antwort.status)) {
        await antwort.body?.cancel();
        throw new AdresseAbgelehnt(
          `Der Dienst des Versicherers leitet weiter (HTTP ${antwort.status}${ziel(antwort, url)}); Weiterleitungen werden nicht verfolgt, damit die Zugangsdaten nur an die eingetragene Adresse gehen. Bitte prüfen Sie die Adresse des Zugangs.`,
        );
      }
      if (!istUeberlastet(antwort.status)) return await annehmen(antwort, steuerung, beginn);
      await antwort.body?.cancel();
      letzterGrund = `HTTP ${antwort.status}`;
      hinweis = '';
      pause = pauseAus(antwort.headers.get('retry-after'), jetzt()) ?? pause;
    } catch (e) {
      if (e instanceof TransportFehler && !(e.abgebrochen && wiederholen)) throw e;
      const adresse = adresseAbgelehnt(e);
      if (adresse) throw new AdresseAbgelehnt(adresse);
      const tls = e instanceof TransportFehler ? undefined : tlsAbgelehnt(e, o.zertifikat !== undefined);
      if (tls) throw new TransportFehler(tls);
      const ursache = e instanceof Error && e.cause instanceof Error ? `: ${e.cause.message}` : '';
      letzterGrund =
        e instanceof TransportFehler
          ? e.message
          : e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')
            ? 'keine Antwort in der Zeit'
            : `Verbindung fehlgeschlagen (${e instanceof Error ? e.message : String(e)}${ursache})`;
      hinweis =
        https && !(e instanceof TransportFehler) && ohneAntwortGeschlossen(e)
          ? o.zertifikat
            ? ' Der Versicherer schloss die Verbindung ohne Antwort: nimmt er das Client-Zertifikat des Zugangs nicht an?'
            : ' Der Versicherer schloss die Verbindung ohne Antwort: verlangt er ein Client-Zertifikat?'
          : '';
    } finally {
      clearTimeout(uhr);
    }
    if (versuch >= versuche)
      throw new TransportFehler(
        `Der Dienst des Versicherers antwortet nicht: ${letzterGrund}, ${versuche} Versuche.${hinweis}`,
      );
    if (Date.now() + pause >= frist) throw fristVorbei(letzterGrund);
    await warten(pause);
  }
}

/** One call, its answer collected in memory (at most `hoechsteBytes`, 512 MB by default). */
export async function soapSenden(url: string, xml: string, o: SendeOptionen): Promise<HttpAntwort> {
  const zeitlimit = o.zeitlimitMs ?? STANDARD_ZEITLIMIT_MS;
  return versuchen(url, xml, o, true, async (antwort, steuerung, beginn) => ({
    status: antwort.status,
    contentType: antwort.headers.get('content-type') ?? undefined,
    // The time limit covers the attempt with its whole answer.
    koerper: await sammeln(
      koerperStrom(antwort, steuerung, {
        hoechsteBytes: o.hoechsteBytes ?? STANDARD_HOECHSTE_BYTES,
        ruheMs: zeitlimit,
        ...antwortFrist(beginn, zeitlimit, o.frist),
      }),
    ),
  }));
}

/** One call, its answer's body handed on as it arrives (see the module's comment). */
export async function soapSendenStrom(url: string, xml: string, o: SendeOptionen): Promise<HttpStrom> {
  const gesamt = o.gesamtMs ?? STANDARD_GESAMT_MS;
  return versuchen(url, xml, o, false, async (antwort, steuerung, beginn) => ({
    status: antwort.status,
    contentType: antwort.headers.get('content-type') ?? undefined,
    koerper: koerperStrom(antwort, steuerung, {
      hoechsteBytes: o.hoechsteBytes ?? STANDARD_HOECHSTE_STROM_BYTES,
      ruheMs: o.ruheMs ?? STANDARD_RUHE_MS,
      ...antwortFrist(beginn, gesamt, o.frist),
    }),
  }));
}
