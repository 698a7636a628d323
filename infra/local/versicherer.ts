/**
 * A simulated insurer for development and tests: a BiPRO STS (norm 410) and transfer service
 * (norm 430) on 127.0.0.1, answering as functions/src/bipro/README.md describes insurers — a
 * token with an expiry; shipments with several transfers, each with its `Zuordnungsdaten` and
 * `gevo:ArtID`, listed until acknowledged (`BestaetigeLieferungen` lists the acknowledged too) or
 * until their `VerfuegbarBis`; files inline or as MTOM parts, plain or ZIP, small or generated
 * on the fly and streamed; the transfer messages 04000–04006; strictness where insurers are
 * strict (a category filter refused as a schema error, a ConsumerID required); and disturbances
 * on demand. Version profile 2.6.x or 2.1.x (the operations' casing and BiPROVersion's
 * namespace). Plain HTTP, or HTTPS that wants a TLS client certificate signed by a given CA
 * (`tls`), as insurers that sign brokers in by certificate do. A development tool: nothing of it
 * is deployed.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { zipSync } from 'fflate';
import { WS_SC, WS_TRUST, WSSE, WSU, xmlText } from '@lieferdesk/functions/bipro/anfragen';
import { istBipro, NS } from '@lieferdesk/functions/bipro/lesen/namensraeume';
import { kind, leseXml, nachfahren, type XmlElement } from '@lieferdesk/functions/bipro/lesen/xmlBaum';

/**
 * A file too large to hold: its bytes are generated while the answer is written, and
 * `erzeugen` is called anew for every answer that carries the file (a repeated get, a retry).
 */
export interface SimStrom {
  /** How many bytes `erzeugen` yields in all; an answer whose file yields another count is cut off. */
  bytes: number;
  erzeugen: () => AsyncIterable<Buffer> | Iterable<Buffer>;
}

export interface SimDatei {
  dateiname: string;
  inhalt: Buffer | SimStrom;
  dateityp?: 'Dokument' | 'Nettodaten';
  /** Declared as `xmime:contentType` of `Daten` and as the MTOM part's type (else octet-stream). */
  mimeType?: string;
  /** ZIP: `inhalt` is the archive (see `zipDatei`); the reader unpacks it. */
  komprimierungstyp?: 'ZIP' | 'KEINE';
}

/** Whom a transfer's files concern (`Zuordnungsdaten`); every field optional, as at insurers. */
export interface SimZuordnung {
  versicherungsscheinnummer?: string;
  partnernummer?: string;
  vermittlernummer?: string;
  /** Sent as `SchadennummerVU`. */
  schadennummer?: string;
}

export interface SimTransfer extends SimZuordnung {
  /** The transfer's own GeVo type (`gevo:ArtID`); the shipment's category when absent. */
  artId?: string;
  dateien: SimDatei[];
}

export interface SimLieferung {
  /** At most 25 characters (ST_LieferungID). */
  id: string;
  kategorie: string;
  einstellzeitpunkt: string;
  /**
   * Until when it can be fetched (a date: through that day, UTC; or a timestamp). After it the
   * shipment is no longer listed and getting or acknowledging it answers 04006.
   */
  verfuegbarBis?: string;
  transfers: SimTransfer[];
  /** Files as MTOM parts instead of inline base64 (the insurer's `mtom` when absent). */
  mtom?: boolean;
}

export interface VersichererOptionen {
  benutzer: string;
  passwort: string;
  lieferungen: SimLieferung[];
  version?: '2.6.1.1.0' | '2.1.4.1.1';
  tokenLebensdauerMs?: number;
  port?: number;
  /** Every getShipment answers MTOM unless a shipment says otherwise. */
  mtom?: boolean;
  /** Degenia-like: a `KategorieDerLieferung` in listShipments is refused as a schema error (00007). */
  kategorieAblehnen?: boolean;
  /** Only 9-digit category filters are understood; a 3- or 6-digit one answers 04005. */
  nurNeunstelligeKategorien?: boolean;
  /** VEMA-like: every transfer call must carry this `ConsumerID`, else a fault (00001). */
  consumerId?: string;
  /** Getting an acknowledged shipment answers 04002 (the schema's wording); else it is served again. */
  quittierteGesperrt?: boolean;
  /** The clock `VerfuegbarBis` is compared with (tokens always run on real time). */
  jetzt?: () => Date;
  /**
   * Shipments acknowledged before (id → when), and who hears of each new acknowledgement: the
   * demo insurer of `npm start` keeps them in its data folder, so a restart does not offer again
   * what the demo accesses fetched already, as a real insurer would not.
   */
  quittiert?: Readonly<Record<string, string>>;
  beiQuittung?: (id: string, zeitpunkt: string) => void;
  /**
   * HTTPS instead of HTTP, with this server certificate and key (PEM; for 127.0.0.1), and a
   * client certificate required on every call, STS and transfer alike: one signed by `ca`, else
   * the connection is refused in TLS (Node's server drops it; TLS 1.2 answers a missing one with
   * an alert). The user name and password are asked for all the same.
   */
  tls?: { cert: string; key: string; ca: string };
}

/** A call by its operation; the STS's is RequestSecurityToken. */
export type Aufruf = 'RequestSecurityToken' | 'listShipments' | 'getShipment' | 'acknowledgeShipment';

/**
 * A disturbance of a coming call. The queue is met in order, one disturbance per call; one that
 * concerns only some calls — transfer calls, gets, acknowledgements, or those its `aufruf` names —
 * waits at the head of the queue until such a call comes.
 *
 * Any call: overloaded (429/503, perhaps with Retry-After); the connection cut — without
 * `nachBytes` before the call is processed (a few bytes of an answer, then the cut), with it
 * after the call is processed, its answer cut after that many body bytes and never completed
 * (a large file is cut mid-file; an acknowledgement cut so has been made, and its retry meets
 * 04002); the call processed but never answered; the answer sent after `ms`; the answer swollen
 * by `bytes` of whitespace after its envelope (well-formed XML all the same, as large as told).
 * Transfer calls: a NOK with HTTP 200; a SOAP fault (HTTP 500) with or without a BiproException;
 * the caller's token treated as expired (a fault, the token stays invalid).
 * getShipment (MTOM): the last attachment missing; the answer stalled once `nachDateien` attachments
 * are out — the next part's headers sent, its bytes never (the connection held open until the
 * client gives up or the insurer ends), so a test knows those files are complete at the caller and
 * the rest never came. acknowledgeShipment: refused with 04004.
 */
export type Stoerung = (
  | { status: 429 | 503; retryAfter?: string }
  | { art: 'verbindungAbbrechen'; nachBytes?: number }
  | { art: 'keineAntwort' }
  | { art: 'aufgeblaeht'; bytes: number }
  /** Answers `ms` late; `vorher`: waits before it processes the call (a call that dies waiting changed nothing). */
  | { art: 'verzoegern'; ms: number; vorher?: boolean }
  | { art: 'nokIn200' }
  | { art: 'soapFault'; biproException?: boolean; meldungId?: string; text?: string }
  | { art: 'tokenAbgelaufen' }
  | { art: 'anhangFehlt' }
  | { art: 'stocken'; nachDateien: number }
  | { art: 'quittierenUnmoeglich' }
) & { aufruf?: Aufruf };

export interface Versicherer {
  stsUrl: string;
  transferUrl: string;
  /** Ids of the shipments acknowledged so far. */
  quittiert: ReadonlySet<string>;
  /** The coming calls meet these, in order (see `Stoerung`), before they are answered normally. */
  stoeren(...stoerungen: Stoerung[]): void;
  /** How many of them no call has met yet: a delay a call met is under way once this fell. */
  offeneStoerungen(): number;
  /** Every token issued so far expires now. */
  tokensAblaufenLassen(): void;
  /** Calls received, by operation (RequestSecurityToken, listShipments …). */
  aufrufe: string[];
  beenden(): Promise<void>;
}

/**
 * A file whose `inhalt` is a ZIP of the given entries. ZIP stores local wall-clock times, which
 * fflate takes from the machine's time zone; the entries get `mtime`'s UTC wall-clock time
 * instead, so the same entries give the same bytes everywhere.
 */
export function zipDatei(
  dateiname: string,
  eintraege: { name: string; inhalt: Buffer }[],
  o: { mtime?: Date; dateityp?: SimDatei['dateityp'] } = {},
): SimDatei {
  const zeit = o.mtime ?? new Date('2026-01-01T00:00:00Z');
  const mtime = new Date(zeit.getTime() + zeit.getTimezoneOffset() * 60_000);
  const zip = zipSync(
    Object.fromEntries(eintraege.map((e) => [e.name, [new Uint8Array(e.inhalt), { mtime }]])),
  );
  return {
    dateiname,
    inhalt: Buffer.from(zip),
    dateityp: o.dateityp ?? 'Dokument',
    mimeType: 'application/zip',
    komprimierungstyp: 'ZIP',
  };
}

const HOECHSTE_ANFRAGE_BYTES = 1024 * 1024;
/** A Buffer's slices for the base64 encoder: a multiple of 3, so no slice leaves a remainder. */
const SCHEIBE_BYTES = 3 * 16 * 1024;
const XMIME = 'http://www.w3.org/2005/05/xmlmime';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const TRANSFER_GEVO = `${NS.transfer}/gevo`;

/** Where an answer stalls (`Stoerung` 'stocken'). */
const STOCKEN = Symbol('stocken');

/**
 * A piece of an answer: text, bytes, a file's data (base64 for inline, raw for an MTOM part), or
 * the point where the answer stalls (`Stoerung` 'stocken').
 */
type Stueck = string | Buffer | { daten: Buffer | SimStrom; base64: boolean } | typeof STOCKEN;

interface Plan {
  status: number;
  kopf: Record<string, string>;
  stuecke: Stueck[];
}

/** The disturbances the service itself answers with (not a load balancer's status). */
type DienstStoerung = Extract<Stoerung, { art: string }>;

class Abgebrochen extends Error {}

/** What comes before and after a SOAP body's content. */
function umschlagRand(namensraeume: Record<string, string>): [string, string] {
  const ns = Object.entries({ soapenv: NS.soap11, ...namensraeume })
    .map(([p, uri]) => ` xmlns:${p}="${uri}"`)
    .join('');
  return [
    `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope${ns}><soapenv:Body>`,
    '</soapenv:Body></soapenv:Envelope>',
  ];
}

function umschlag(inhalt: string, namensraeume: Record<string, string>): string {
  const [vorne, hinten] = umschlagRand(namensraeume);
  return vorne + inhalt + hinten;
}

const xmlPlan = (status: number, stuecke: Stueck[]): Plan => ({
  status,
  kopf: { 'content-type': 'text/xml; charset=utf-8' },
  stuecke,
});

/** A file's bytes in slices; a generated file's count checked against what it declared. */
async function* scheiben(daten: Buffer | SimStrom): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(daten)) {
    for (let i = 0; i < daten.length; i += SCHEIBE_BYTES) yield daten.subarray(i, i + SCHEIBE_BYTES);
    return;
  }
  let summe = 0;
  for await (const teil of daten.erzeugen()) {
    summe += teil.length;
    yield teil;
  }
  if (summe !== daten.bytes) throw new Error(`erzeugt ${summe} statt ${daten.bytes} Bytes`);
}

/**
 * Writes an answer piece by piece, waiting for 'drain' whenever the socket's buffer is full: a
 * generated file flows at the pace the client reads it and is never held whole. With
 * `abbrechenNach` the connection is cut once that many body bytes are out (and never completed).
 */
async function ausgeben(antwort: ServerResponse, plan: Plan, abbrechenNach?: number): Promise<void> {
  // A delayed answer may find its client gone already.
  let geschlossen = antwort.destroyed || !antwort.socket || antwort.socket.destroyed;
  antwort.on('close', () => (geschlossen = true));
  let geschrieben = 0;
  const abbrechen = () => {
    antwort.socket?.destroy();
    throw new Abgebrochen();
  };
  const raus = async (b: Buffer) => {
    if (geschlossen) throw new Abgebrochen();
    if (abbrechenNach !== undefined && geschrieben + b.length >= abbrechenNach) {
      const rest = b.subarray(0, abbrechenNach - geschrieben);
      // Flushed before the cut, so the client really gets this far.
      if (rest.length > 0) await new Promise<void>((r) => antwort.write(rest, () => r()));
      abbrechen();
    }
    geschrieben += b.length;
    if (!antwort.write(b))
      await new Promise<void>((r) => {
        const weiter = () => {
          antwort.off('drain', weiter);
          antwort.off('close', weiter);
          r();
        };
        antwort.on('drain', weiter);
        antwort.on('close', weiter);
      });
  };
  try {
    antwort.writeHead(plan.status, plan.kopf);
    for (const s of plan.stuecke) {
      if (s === STOCKEN) {
        // Held open, no byte more: what arrived so far is all the client ever gets.
        await new Promise<void>((r) => (geschlossen ? r() : antwort.once('close', r)));
        throw new Abgebrochen();
      }
      if (typeof s === 'string') await raus(Buffer.from(s));
      else if (Buffer.isBuffer(s)) await raus(s);
      else if (!s.base64) for await (const teil of scheiben(s.daten)) await raus(teil);
      else {
        // Base64 turns 3 bytes into 4 characters: the bytes short of a multiple of 3 wait for the next slice.
        let rest = Buffer.alloc(0);
        for await (const teil of scheiben(s.daten)) {
          const b = rest.length > 0 ? Buffer.concat([rest, teil]) : teil;
          const ganz = b.length - (b.length % 3);
          if (ganz > 0) await raus(Buffer.from(b.subarray(0, ganz).toString('base64')));
          rest = Buffer.from(b.subarray(ganz));
        }
        if (rest.length > 0) await raus(Buffer.from(rest.toString('base64')));
      }
    }
    if (abbrechenNach !== undefined) abbrechen();
    antwort.end();
  } catch (e) {
    if (!(e instanceof Abgebrochen)) antwort.socket?.destroy();
  }
}

/** Whether a disturbance concerns this call (see `Stoerung`). */
function betrifft(s: Stoerung, dienst: 'sts' | 'transfer' | undefined, op: string): boolean {
  if (s.aufruf !== undefined && s.aufruf !== (dienst === 'sts' ? 'RequestSecurityToken' : op)) return false;
  if ('status' in s) return true;
  switch (s.art) {
    case 'verbindungAbbrechen':
    case 'keineAntwort':
    case 'verzoegern':
    case 'aufgeblaeht':
      return true;
    case 'nokIn200':
    case 'soapFault':
    case 'tokenAbgelaufen':
      return dienst === 'transfer';
    case 'anhangFehlt':
    case 'stocken':
      return op === 'getShipment';
    case 'quittierenUnmoeglich':
      return op === 'acknowledgeShipment';
  }
}

/** The end of a `VerfuegbarBis`: a date lasts through its day. */
function verfuegbarEnde(wert: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(wert) ? Date.parse(`${wert}T00:00:00Z`) + 86_400_000 : Date.parse(wert);
}

export async function starteVersicherer(o: VersichererOptionen): Promise<Versicherer> {
  const version = o.version ?? '2.6.1.1.0';
  const v21 = version.startsWith('2.1.');
  const lebensdauer = o.tokenLebensdauerMs ?? 10 * 60_000;
  const jetzt = o.jetzt ?? (() => new Date());
  const tokens = new Map<string, number>();
  const quittiert = new Set<string>(Object.keys(o.quittiert ?? {}));
  const quittiertUm = new Map<string, string>(Object.entries(o.quittiert ?? {}));
  const stoerungen: Stoerung[] = [];
  const aufrufe: string[] = [];
  const wartend = new Set<NodeJS.Timeout>();

  const versionXml = v21
    ? `<allg:BiPROVersion>${version}</allg:BiPROVersion>`
    : `<nac:BiPROVersion>${version}</nac:BiPROVersion>`;
  const status = (ok: boolean, id: string, text: string) =>
    `<nac:Status><nac:ProzessID>${randomUUID()}</nac:ProzessID><nac:Zeitstempel>${new Date().toISOString()}</nac:Zeitstempel><nac:StatusID>${ok ? 'OK' : 'NOK'}</nac:StatusID><nac:Schwebe>false</nac:Schwebe><nac:Meldung><nac:ArtID>${ok ? 'Hinweis' : 'Fehler'}</nac:ArtID><nac:MeldungID>${id}</nac:MeldungID><nac:Text>${xmlText(text)}</nac:Text></nac:Meldung></nac:Status>`;

  /** A SOAP 1.1 fault (HTTP 500), with a BiproException (BiPROVersion and a NOK status) unless told otherwise. */
  const fault = (text: string, meldungId = '00008', mitAusnahme = true): Plan => {
    const detail = mitAusnahme
      ? `<detail><nac:BiproException>${versionXml}${status(false, meldungId, text)}</nac:BiproException></detail>`
      : '';
    return xmlPlan(500, [
      umschlag(
        `<soapenv:Fault><faultcode>soapenv:Server</faultcode><faultstring>${xmlText(text)}</faultstring>${detail}</soapenv:Fault>`,
        { nac: NS.nachrichten, ...(v21 ? { allg: NS.allgemein } : {}) },
      ),
    ]);
  };

  const transferNs = {
    tran: NS.transfer,
    nac: NS.nachrichten,
    allg: NS.allgemein,
    gevo: NS.gevo,
    gevotr: TRANSFER_GEVO,
    xsi: XSI,
    xmime: XMIME,
  };
  /** The operation's answer envelope around `inhalt` (pieces, so a file can stream in between). */
  const antwortStuecke = (op: string, inhalt: Stueck[]): Stueck[] => {
    const name = v21 ? `${op[0]!.toUpperCase()}${op.slice(1)}Response` : `${op}Response`;
    const [vorne, hinten] = umschlagRand(transferNs);
    return [
      `${vorne}<tran:${name}><tran:Response>${versionXml}`,
      ...inhalt,
      `</tran:Response></tran:${name}>${hinten}`,
    ];
  };
  const antwortXml = (op: string, inhalt: string) => antwortStuecke(op, [inhalt]).join('');

  const abgelaufen = (l: SimLieferung) =>
    l.verfuegbarBis !== undefined && verfuegbarEnde(l.verfuegbarBis) <= jetzt().getTime();
  const kopfDerLieferung = (l: SimLieferung) => {
    const bestaetigt = quittiertUm.get(l.id);
    return `<tran:ID>${xmlText(l.id)}</tran:ID><tran:Einstellzeitpunkt>${xmlText(l.einstellzeitpunkt)}</tran:Einstellzeitpunkt>${bestaetigt ? `<tran:Bestaetigungszeitpunkt>${bestaetigt}</tran:Bestaetigungszeitpunkt>` : ''}<tran:Kategorie>${xmlText(l.kategorie)}</tran:Kategorie>${l.verfuegbarBis ? `<tran:VerfuegbarBis>${xmlText(l.verfuegbarBis)}</tran:VerfuegbarBis>` : ''}`;
  };
  const zuordnungXml = (t: SimTransfer) => {
    const felder: [string, string | undefined][] = [
      ['Versicherungsscheinnummer', t.versicherungsscheinnummer],
      ['Partnernummer', t.partnernummer],
      ['Vermittlernummer', t.vermittlernummer],
      ['SchadennummerVU', t.schadennummer],
    ];
    const inhalt = felder
      .filter(([, w]) => w !== undefined)
      .map(([name, w]) => `<tran:${name}>${xmlText(w!)}</tran:${name}>`)
      .join('');
    return inhalt ? `<tran:Zuordnungsdaten>${inhalt}</tran:Zuordnungsdaten>` : '';
  };

  interface Teil {
    cid: string;
    datei: SimDatei;
  }

  /**
   * A shipment with its transfers and files, in schema order (the GeVo fields ArtID and Datei
   * of the base type, then the transfer's Zuordnungsdaten); MTOM files become parts.
   */
  function lieferungMitDateien(l: SimLieferung): { stuecke: Stueck[]; teile: Teil[] } {
    const mtom = l.mtom ?? o.mtom ?? false;
    const teile: Teil[] = [];
    const stuecke: Stueck[] = [`<tran:Lieferung>${kopfDerLieferung(l)}`];
    for (const t of l.transfers) {
      stuecke.push(
        `<tran:Transfer xsi:type="gevotr:CT_GeVoTransfer"><gevo:ArtID>${xmlText(t.artId ?? l.kategorie)}</gevo:ArtID>`,
      );
      for (const d of t.dateien) {
        const typ = d.mimeType ? ` xmime:contentType="${xmlText(d.mimeType)}"` : '';
        stuecke.push(
          `<gevo:Datei><allg:Dateiname>${xmlText(d.dateiname)}</allg:Dateiname><allg:Dateityp>${d.dateityp ?? 'Dokument'}</allg:Dateityp><allg:Daten${typ}>`,
        );
        if (mtom) {
          const cid = `${randomUUID()}@versicherer.example`;
          teile.push({ cid, datei: d });
          stuecke.push(`<xop:Include xmlns:xop="${NS.xop}" href="cid:${encodeURIComponent(cid)}"/>`);
        } else stuecke.push({ daten: d.inhalt, base64: true });
        stuecke.push(
          `</allg:Daten><allg:Komprimierungstyp>${d.komprimierungstyp ?? 'KEINE'}</allg:Komprimierungstyp></gevo:Datei>`,
        );
      }
      stuecke.push(`${zuordnungXml(t)}</tran:Transfer>`);
    }
    stuecke.push(`<tran:AnzahlTransfers>${l.transfers.length}</tran:AnzahlTransfers></tran:Lieferung>`);
    return { stuecke, teile };
  }

  /** An answer with its files as MTOM parts (multipart/related), or plain XML when it has none. */
  function mtomPlan(xml: Stueck[], teile: Teil[], stockenNach?: number): Plan {
    if (teile.length === 0) return xmlPlan(200, xml);
    const grenze = `uuid:${randomUUID()}`;
    const wurzel = `<wurzel-${randomUUID()}@versicherer.example>`;
    const stuecke: Stueck[] = [
      `--${grenze}\r\nContent-Type: application/xop+xml; charset=UTF-8; type="text/xml"\r\nContent-Transfer-Encoding: binary\r\nContent-ID: ${wurzel}\r\n\r\n`,
      ...xml,
      '\r\n',
    ];
    for (const [i, t] of teile.entries()) {
      const kopf = `--${grenze}\r\nContent-Type: ${t.datei.mimeType ?? 'application/octet-stream'}\r\nContent-Transfer-Encoding: binary\r\nContent-ID: <${t.cid}>\r\n\r\n`;
      // The part's headers go out first: they end the part before, which the reader then completes.
      if (i === stockenNach) stuecke.push(kopf, STOCKEN);
      else stuecke.push(kopf, { daten: t.datei.inhalt, base64: false }, '\r\n');
    }
    stuecke.push(`--${grenze}--\r\n`);
    return {
      status: 200,
      kopf: {
        'content-type': `multipart/related; type="application/xop+xml"; start="${wurzel}"; start-info="text/xml"; boundary="${grenze}"`,
      },
      stuecke,
    };
  }

  function sts(anfrage: XmlElement): Plan {
    const token = nachfahren(anfrage, 'UsernameToken', (u) => u === WSSE)[0];
    const benutzer = token && kind(token, 'Username', (u) => u === WSSE)?.text;
    const passwort = token && kind(token, 'Password', (u) => u === WSSE)?.text;
    if (benutzer !== o.benutzer || passwort !== o.passwort)
      return fault('Benutzername oder Passwort ungültig.');
    const id = `bipro:${randomUUID()}`;
    const ablauf = Date.now() + lebensdauer;
    tokens.set(id, ablauf);
    return xmlPlan(200, [
      umschlag(
        `<wst:RequestSecurityTokenResponse><wst:TokenType>${WS_SC}/sct</wst:TokenType><wst:RequestedSecurityToken><wsc:SecurityContextToken><wsc:Identifier>${id}</wsc:Identifier></wsc:SecurityContextToken></wst:RequestedSecurityToken><wst:Lifetime><wsu:Created>${new Date().toISOString()}</wsu:Created><wsu:Expires>${new Date(ablauf).toISOString()}</wsu:Expires></wst:Lifetime></wst:RequestSecurityTokenResponse>`,
        { wst: WS_TRUST, wsc: WS_SC, wsu: WSU },
      ),
    ]);
  }

  function transfer(
    envelope: XmlElement,
    operation: XmlElement | undefined,
    stoerung?: DienstStoerung,
  ): Plan {
    const kopf = kind(envelope, 'Header', (u) => u === NS.soap11);
    const token = kopf && nachfahren(kopf, 'Identifier', (u) => u === WS_SC)[0]?.text.trim();
    if (token && stoerung?.art === 'tokenAbgelaufen' && tokens.has(token)) tokens.set(token, 0);
    const ablauf = token ? tokens.get(token) : undefined;
    if (ablauf === undefined || ablauf <= Date.now())
      return fault('Das Sicherheitstoken ist unbekannt oder abgelaufen.');
    const op = operation ? operation.name[0]!.toLowerCase() + operation.name.slice(1) : '';
    aufrufe.push(op);
    const anfrage = operation && (kind(operation, 'Request', (u) => u === NS.transfer) ?? operation);
    const feld = (name: string) => {
      const t = anfrage && kind(anfrage, name, istBipro)?.text.trim();
      return t === '' ? undefined : t;
    };
    if (o.consumerId !== undefined && feld('ConsumerID') !== o.consumerId)
      return fault(
        feld('ConsumerID') === undefined
          ? 'Die ConsumerID fehlt.'
          : `Die ConsumerID ${feld('ConsumerID')} ist unbekannt.`,
        '00001',
      );
    if (stoerung?.art === 'soapFault')
      return fault(
        stoerung.text ?? 'Interner Fehler des Dienstes.',
        stoerung.meldungId ?? '99999',
        stoerung.biproException ?? true,
      );
    if (stoerung?.art === 'nokIn200')
      return xmlPlan(200, [antwortXml(op, status(false, '00001', 'Unvollständige oder fehlerhafte Daten'))]);
    const nok = (id: string, text: string) => xmlPlan(200, [antwortXml(op, status(false, id, text))]);
    const id = feld('ID');
    const lieferung = o.lieferungen.find((l) => l.id === id);

    if (op === 'listShipments') {
      const filter = feld('KategorieDerLieferung');
      if (filter !== undefined && (o.kategorieAblehnen || !/^(\d{3}){1,3}$/.test(filter)))
        return fault(
          'Die Anfrage verletzt das XML-Schema: das Element KategorieDerLieferung ist hier nicht erlaubt.',
          '00007',
        );
      if (filter !== undefined && o.nurNeunstelligeKategorien && filter.length !== 9)
        return nok('04005', 'Die Granularität der Kategorie wird nicht unterstützt');
      const auchQuittierte = feld('BestaetigeLieferungen') === 'true';
      const liste = o.lieferungen.filter(
        (l) =>
          (auchQuittierte || !quittiert.has(l.id)) &&
          !abgelaufen(l) &&
          (filter === undefined || l.kategorie.startsWith(filter)),
      );
      const meldung = liste.length
        ? status(true, '04000', 'Aufruf erfolgreich')
        : status(true, '04001', 'Keine Lieferungen vorhanden');
      const xml = liste
        .map(
          (l) =>
            `<tran:Lieferung>${kopfDerLieferung(l)}<tran:AnzahlTransfers>${l.transfers.length}</tran:AnzahlTransfers></tran:Lieferung>`,
        )
        .join('');
      return xmlPlan(200, [antwortXml(op, meldung + xml)]);
    }
    if (op !== 'getShipment' && op !== 'acknowledgeShipment')
      return fault(`Unbekannte Operation ${operation?.name ?? ''}`, '00009');
    if (!lieferung) return nok('04003', 'Keine Lieferung zu dieser ID vorhanden');
    if (abgelaufen(lieferung)) return nok('04006', 'Das Datum VerfuegbarBis der Lieferung ist überschritten');
    if (op === 'getShipment') {
      if (o.quittierteGesperrt && quittiert.has(lieferung.id))
        return nok('04002', 'Bereits quittierte Lieferungen können nicht abgerufen werden');
      const { stuecke, teile } = lieferungMitDateien(lieferung);
      const xml = antwortStuecke(op, [status(true, '04000', 'Aufruf erfolgreich'), ...stuecke]);
      return mtomPlan(
        xml,
        stoerung?.art === 'anhangFehlt' ? teile.slice(0, -1) : teile,
        stoerung?.art === 'stocken' ? stoerung.nachDateien : undefined,
      );
    }
    if (quittiert.has(lieferung.id)) return nok('04002', 'Die Lieferung ist bereits quittiert');
    if (stoerung?.art === 'quittierenUnmoeglich') return nok('04004', 'Die Quittierung ist nicht möglich');
    const zeitpunkt = new Date().toISOString();
    quittiert.add(lieferung.id);
    quittiertUm.set(lieferung.id, zeitpunkt);
    o.beiQuittung?.(lieferung.id, zeitpunkt);
    return xmlPlan(200, [antwortXml(op, status(true, '04000', 'Aufruf erfolgreich'))]);
  }

  async function bearbeiten(anfrage: IncomingMessage, antwort: ServerResponse, koerper: Buffer) {
    const dienst = anfrage.url === '/410' ? 'sts' : anfrage.url === '/430' ? 'transfer' : undefined;
    let envelope: XmlElement | undefined;
    let body: XmlElement | undefined;
    let ungueltig: string | undefined;
    try {
      envelope = leseXml(koerper.toString('utf8'));
      body = kind(envelope, 'Body', (u) => u === NS.soap11);
      if (!body) throw new Error('kein SOAP-Body');
    } catch (e) {
      ungueltig = e instanceof Error ? e.message : String(e);
    }
    const operation = dienst === 'transfer' ? body?.kinder[0] : undefined;
    const op = operation ? operation.name[0]!.toLowerCase() + operation.name.slice(1) : '';
    const naechste = stoerungen[0] && betrifft(stoerungen[0], dienst, op) ? stoerungen.shift() : undefined;
    if (naechste && 'status' in naechste) {
      antwort.writeHead(naechste.status, naechste.retryAfter ? { 'retry-after': naechste.retryAfter } : {});
      antwort.end();
      return;
    }
    const stoerung: DienstStoerung | undefined = naechste;
    if (stoerung?.art === 'verbindungAbbrechen' && stoerung.nachBytes === undefined) {
      antwort.writeHead(200, { 'content-type': 'text/xml', 'content-length': '100000' });
      antwort.write('<?xml version="1.0"?><soapenv:Envelope', () => antwort.socket?.destroy());
      return;
    }
    const warten = (ms: number) =>
      new Promise<void>((r) => {
        const t = setTimeout(() => {
          wartend.delete(t);
          r();
        }, ms);
        wartend.add(t);
      });
    if (stoerung?.art === 'verzoegern' && stoerung.vorher) await warten(stoerung.ms);
    let plan: Plan;
    if (ungueltig !== undefined) plan = fault(`Ungültige Anfrage: ${ungueltig}`, '00007');
    else if (dienst === 'sts') {
      aufrufe.push('RequestSecurityToken');
      plan = sts(envelope!);
    } else if (dienst === 'transfer') plan = transfer(envelope!, operation, stoerung);
    else plan = { ...fault('Unbekannter Dienst'), status: 404 };
    // Processed, but never answered: the client's time limit has to end the call.
    if (stoerung?.art === 'keineAntwort') return;
    if (stoerung?.art === 'verzoegern' && !stoerung.vorher) await warten(stoerung.ms);
    if (stoerung?.art === 'aufgeblaeht') plan.stuecke.push(Buffer.alloc(stoerung.bytes, ' '));
    await ausgeben(antwort, plan, stoerung?.art === 'verbindungAbbrechen' ? stoerung.nachBytes : undefined);
  }

  const annehmen = (anfrage: IncomingMessage, antwort: ServerResponse) => {
    const teile: Buffer[] = [];
    let groesse = 0;
    anfrage.on('data', (t: Buffer) => {
      groesse += t.length;
      if (groesse > HOECHSTE_ANFRAGE_BYTES) anfrage.destroy();
      else teile.push(t);
    });
    anfrage.on('end', () => void bearbeiten(anfrage, antwort, Buffer.concat(teile)));
  };
  const server = o.tls
    ? createHttpsServer(
        { cert: o.tls.cert, key: o.tls.key, ca: o.tls.ca, requestCert: true, rejectUnauthorized: true },
        annehmen,
      )
    : createServer(annehmen);
  await new Promise<void>((r) => server.listen(o.port ?? 0, '127.0.0.1', r));
  const basis = `${o.tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    stsUrl: `${basis}/410`,
    transferUrl: `${basis}/430`,
    quittiert,
    aufrufe,
    stoeren: (...s) => void stoerungen.push(...s),
    offeneStoerungen: () => stoerungen.length,
    tokensAblaufenLassen: () => {
      for (const id of tokens.keys()) tokens.set(id, 0);
    },
    beenden: () =>
      new Promise<void>((r) => {
        for (const t of wartend) clearTimeout(t);
        server.close(() => r());
        // Calls held open (never answered, delayed, or a client that stopped reading) end here.
        server.closeAllConnections();
      }),
  };
}
