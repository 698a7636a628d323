/**
 * A simulated insurer for development and tests: a BiPRO STS (norm 410) and transfer service
 * (norm 430) on 127.0.0.1, answering as functions/src/bipro/README.md describes insurers —
 * a token with an expiry, shipments listed until acknowledged (`BestaetigeLieferungen` lists the
 * acknowledged too), files inline or as MTOM parts, 04003 for an unknown id, a SOAP fault for an
 * unknown or expired token, and disturbances on demand (429/503 with Retry-After). Version
 * profile 2.6.x or 2.1.x (the operations' casing and BiPROVersion's namespace). A development
 * tool: nothing of it is deployed.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WS_SC, WS_TRUST, WSSE, WSU, xmlText } from '@lieferdesk/functions/bipro/anfragen';
import { NS } from '@lieferdesk/functions/bipro/lesen/namensraeume';
import { kind, leseXml, nachfahren, type XmlElement } from '@lieferdesk/functions/bipro/lesen/xmlBaum';

export interface SimDatei {
  dateiname: string;
  inhalt: Buffer;
  dateityp?: 'Dokument' | 'Nettodaten';
}

export interface SimLieferung {
  id: string;
  kategorie: string;
  einstellzeitpunkt: string;
  /** One transfer each, with its policy number for the assignment. */
  transfers: { versicherungsscheinnummer?: string; dateien: SimDatei[] }[];
  /** Files as MTOM parts instead of inline base64. */
  mtom?: boolean;
}

export interface VersichererOptionen {
  benutzer: string;
  passwort: string;
  lieferungen: SimLieferung[];
  version?: '2.6.1.1.0' | '2.1.4.1.1';
  tokenLebensdauerMs?: number;
  port?: number;
}

/**
 * A disturbance of the next call: overloaded (429/503, perhaps with Retry-After), a NOK with
 * HTTP 200, the connection cut after part of the answer, or (for a get answered with MTOM) an
 * attachment missing from the answer.
 */
export type Stoerung =
  | { status: 429 | 503; retryAfter?: string }
  | { art: 'nokIn200' }
  | { art: 'verbindungAbbrechen' }
  | { art: 'anhangFehlt' };

export interface Versicherer {
  stsUrl: string;
  transferUrl: string;
  /** Ids of the shipments acknowledged so far. */
  quittiert: ReadonlySet<string>;
  /** The next calls (STS or transfer) meet these, one each, before they are answered normally. */
  stoeren(...stoerungen: Stoerung[]): void;
  /** Every token issued so far expires now. */
  tokensAblaufenLassen(): void;
  /** Calls received, by operation (RequestSecurityToken, listShipments …). */
  aufrufe: string[];
  beenden(): Promise<void>;
}

const HOECHSTE_ANFRAGE_BYTES = 1024 * 1024;

function umschlag(inhalt: string, namensraeume: Record<string, string>): string {
  const ns = Object.entries({ soapenv: NS.soap11, ...namensraeume })
    .map(([p, uri]) => ` xmlns:${p}="${uri}"`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope${ns}><soapenv:Body>${inhalt}</soapenv:Body></soapenv:Envelope>`;
}

function fehler(text: string): string {
  return umschlag(
    `<soapenv:Fault><faultcode>soapenv:Server</faultcode><faultstring>${xmlText(text)}</faultstring><detail><nac:BiproException><nac:Status><nac:StatusID>NOK</nac:StatusID><nac:Schwebe>false</nac:Schwebe><nac:Meldung><nac:ArtID>Fehler</nac:ArtID><nac:MeldungID>00008</nac:MeldungID><nac:Text>${xmlText(text)}</nac:Text></nac:Meldung></nac:Status></nac:BiproException></detail></soapenv:Fault>`,
    { nac: NS.nachrichten },
  );
}

export async function starteVersicherer(o: VersichererOptionen): Promise<Versicherer> {
  const version = o.version ?? '2.6.1.1.0';
  const v21 = version.startsWith('2.1.');
  const lebensdauer = o.tokenLebensdauerMs ?? 10 * 60_000;
  const tokens = new Map<string, number>();
  const quittiert = new Set<string>();
  const stoerungen: Stoerung[] = [];
  const aufrufe: string[] = [];
  /** The current answer drops its last MTOM part. */
  let anhangWeglassen = false;

  const versionXml = v21
    ? `<allg:BiPROVersion>${version}</allg:BiPROVersion>`
    : `<nac:BiPROVersion>${version}</nac:BiPROVersion>`;
  const status = (ok: boolean, id: string, text: string) =>
    `<nac:Status><nac:ProzessID>${randomUUID()}</nac:ProzessID><nac:Zeitstempel>${new Date().toISOString()}</nac:Zeitstempel><nac:StatusID>${ok ? 'OK' : 'NOK'}</nac:StatusID><nac:Schwebe>false</nac:Schwebe><nac:Meldung><nac:ArtID>${ok ? 'Hinweis' : 'Fehler'}</nac:ArtID><nac:MeldungID>${id}</nac:MeldungID><nac:Text>${xmlText(text)}</nac:Text></nac:Meldung></nac:Status>`;
  const transferNs = { tran: NS.transfer, nac: NS.nachrichten, allg: NS.allgemein, gevo: NS.gevo };
  const antwortXml = (op: string, inhalt: string) => {
    const name = v21 ? `${op[0]!.toUpperCase()}${op.slice(1)}Response` : `${op}Response`;
    return umschlag(
      `<tran:${name}><tran:Response>${versionXml}${inhalt}</tran:Response></tran:${name}>`,
      transferNs,
    );
  };
  const kopfDerLieferung = (l: SimLieferung) =>
    `<tran:ID>${xmlText(l.id)}</tran:ID><tran:Einstellzeitpunkt>${l.einstellzeitpunkt}</tran:Einstellzeitpunkt><tran:Kategorie>${l.kategorie}</tran:Kategorie>`;

  function lieferungMitDateien(l: SimLieferung): { xml: string; teile: { cid: string; inhalt: Buffer }[] } {
    const teile: { cid: string; inhalt: Buffer }[] = [];
    const transfers = l.transfers
      .map((t) => {
        const zuordnung = t.versicherungsscheinnummer
          ? `<tran:Zuordnungsdaten><tran:Versicherungsscheinnummer>${xmlText(t.versicherungsscheinnummer)}</tran:Versicherungsscheinnummer></tran:Zuordnungsdaten>`
          : '';
        const dateien = t.dateien
          .map((d) => {
            let daten = d.inhalt.toString('base64');
            if (l.mtom) {
              const cid = `${randomUUID()}@versicherer.example`;
              teile.push({ cid, inhalt: d.inhalt });
              daten = `<xop:Include xmlns:xop="${NS.xop}" href="cid:${encodeURIComponent(cid)}"/>`;
            }
            return `<gevo:Datei><allg:Dateiname>${xmlText(d.dateiname)}</allg:Dateiname><allg:Dateityp>${d.dateityp ?? 'Dokument'}</allg:Dateityp><allg:Daten>${daten}</allg:Daten><allg:Komprimierungstyp>KEINE</allg:Komprimierungstyp></gevo:Datei>`;
          })
          .join('');
        return `<tran:Transfer><gevo:ArtID>${l.kategorie}</gevo:ArtID>${zuordnung}${dateien}</tran:Transfer>`;
      })
      .join('');
    return {
      xml: `<tran:Lieferung>${kopfDerLieferung(l)}${transfers}<tran:AnzahlTransfers>${l.transfers.length}</tran:AnzahlTransfers></tran:Lieferung>`,
      teile,
    };
  }

  function senden(
    antwort: ServerResponse,
    status: number,
    xml: string,
    teile: { cid: string; inhalt: Buffer }[] = [],
  ) {
    if (teile.length === 0) {
      antwort.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
      antwort.end(xml);
      return;
    }
    const grenze = `uuid:${randomUUID()}`;
    const wurzel = `<wurzel-${randomUUID()}@versicherer.example>`;
    const stuecke: Buffer[] = [
      Buffer.from(
        `--${grenze}\r\nContent-Type: application/xop+xml; charset=UTF-8; type="text/xml"\r\nContent-Transfer-Encoding: binary\r\nContent-ID: ${wurzel}\r\n\r\n${xml}\r\n`,
      ),
    ];
    for (const t of teile)
      stuecke.push(
        Buffer.from(
          `--${grenze}\r\nContent-Type: application/octet-stream\r\nContent-Transfer-Encoding: binary\r\nContent-ID: <${t.cid}>\r\n\r\n`,
        ),
        t.inhalt,
        Buffer.from('\r\n'),
      );
    stuecke.push(Buffer.from(`--${grenze}--\r\n`));
    antwort.writeHead(status, {
      'content-type': `multipart/related; type="application/xop+xml"; start="${wurzel}"; start-info="text/xml"; boundary="${grenze}"`,
    });
    antwort.end(Buffer.concat(stuecke));
  }

  function sts(anfrage: XmlElement, antwort: ServerResponse) {
    const token = nachfahren(anfrage, 'UsernameToken', (u) => u === WSSE)[0];
    const benutzer = token && kind(token, 'Username', (u) => u === WSSE)?.text;
    const passwort = token && kind(token, 'Password', (u) => u === WSSE)?.text;
    if (benutzer !== o.benutzer || passwort !== o.passwort) {
      senden(antwort, 500, fehler('Benutzername oder Passwort ungültig.'));
      return;
    }
    const id = `bipro:${randomUUID()}`;
    const ablauf = Date.now() + lebensdauer;
    tokens.set(id, ablauf);
    senden(
      antwort,
      200,
      umschlag(
        `<wst:RequestSecurityTokenResponse><wst:TokenType>${WS_SC}/sct</wst:TokenType><wst:RequestedSecurityToken><wsc:SecurityContextToken><wsc:Identifier>${id}</wsc:Identifier></wsc:SecurityContextToken></wst:RequestedSecurityToken><wst:Lifetime><wsu:Created>${new Date().toISOString()}</wsu:Created><wsu:Expires>${new Date(ablauf).toISOString()}</wsu:Expires></wst:Lifetime></wst:RequestSecurityTokenResponse>`,
        { wst: WS_TRUST, wsc: WS_SC, wsu: WSU },
      ),
    );
  }

  function transfer(envelope: XmlElement, body: XmlElement, antwort: ServerResponse) {
    const kopf = kind(envelope, 'Header', (u) => u === NS.soap11);
    const token = kopf && nachfahren(kopf, 'Identifier', (u) => u === WS_SC)[0]?.text.trim();
    const ablauf = token ? tokens.get(token) : undefined;
    if (ablauf === undefined || ablauf <= Date.now()) {
      senden(antwort, 500, fehler('Das Sicherheitstoken ist unbekannt oder abgelaufen.'));
      return;
    }
    const operation = body.kinder[0];
    const op = operation ? operation.name[0]!.toLowerCase() + operation.name.slice(1) : '';
    aufrufe.push(op);
    const anfrage = operation && (kind(operation, 'Request', (u) => u === NS.transfer) ?? operation);
    const id = anfrage && kind(anfrage, 'ID', (u) => u === NS.transfer)?.text.trim();
    const lieferung = o.lieferungen.find((l) => l.id === id);
    if (op === 'listShipments') {
      const auchQuittierte =
        anfrage && kind(anfrage, 'BestaetigeLieferungen', (u) => u === NS.transfer)?.text.trim() === 'true';
      const liste = o.lieferungen.filter((l) => auchQuittierte || !quittiert.has(l.id));
      const meldung = liste.length
        ? status(true, '04000', 'Aufruf erfolgreich')
        : status(true, '04001', 'Keine Lieferungen vorhanden');
      const xml = liste
        .map(
          (l) =>
            `<tran:Lieferung>${kopfDerLieferung(l)}<tran:AnzahlTransfers>${l.transfers.length}</tran:AnzahlTransfers></tran:Lieferung>`,
        )
        .join('');
      senden(antwort, 200, antwortXml(op, meldung + xml));
    } else if ((op === 'getShipment' || op === 'acknowledgeShipment') && !lieferung) {
      senden(antwort, 200, antwortXml(op, status(false, '04003', 'Keine Lieferung zu dieser ID vorhanden')));
    } else if (op === 'getShipment') {
      const { xml, teile } = lieferungMitDateien(lieferung!);
      const gesendet = anhangWeglassen ? teile.slice(0, -1) : teile;
      senden(antwort, 200, antwortXml(op, status(true, '04000', 'Aufruf erfolgreich') + xml), gesendet);
    } else if (op === 'acknowledgeShipment') {
      quittiert.add(lieferung!.id);
      senden(antwort, 200, antwortXml(op, status(true, '04000', 'Aufruf erfolgreich')));
    } else senden(antwort, 500, fehler(`Unbekannte Operation ${operation?.name ?? ''}`));
  }

  const server = createServer((anfrage: IncomingMessage, antwort: ServerResponse) => {
    const teile: Buffer[] = [];
    let groesse = 0;
    anfrage.on('data', (t: Buffer) => {
      groesse += t.length;
      if (groesse > HOECHSTE_ANFRAGE_BYTES) anfrage.destroy();
      else teile.push(t);
    });
    anfrage.on('end', () => {
      const stoerung = stoerungen.shift();
      if (stoerung && 'status' in stoerung) {
        antwort.writeHead(stoerung.status, stoerung.retryAfter ? { 'retry-after': stoerung.retryAfter } : {});
        antwort.end();
        return;
      }
      if (stoerung?.art === 'nokIn200') {
        senden(
          antwort,
          200,
          antwortXml('listShipments', status(false, '00001', 'Unvollständige oder fehlerhafte Daten')),
        );
        return;
      }
      if (stoerung?.art === 'verbindungAbbrechen') {
        antwort.writeHead(200, { 'content-type': 'text/xml', 'content-length': '100000' });
        antwort.write('<?xml version="1.0"?><soapenv:Envelope');
        antwort.socket?.destroy();
        return;
      }
      anhangWeglassen = stoerung?.art === 'anhangFehlt';
      try {
        const envelope = leseXml(Buffer.concat(teile).toString('utf8'));
        const body = kind(envelope, 'Body', (u) => u === NS.soap11);
        if (!body) throw new Error('kein SOAP-Body');
        if (anfrage.url === '/410') {
          aufrufe.push('RequestSecurityToken');
          sts(envelope, antwort);
        } else if (anfrage.url === '/430') transfer(envelope, body, antwort);
        else senden(antwort, 404, fehler('Unbekannter Dienst'));
      } catch (e) {
        senden(antwort, 500, fehler(`Ungültige Anfrage: ${e instanceof Error ? e.message : String(e)}`));
      }
    });
  });
  await new Promise<void>((r) => server.listen(o.port ?? 0, '127.0.0.1', r));
  const basis = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    stsUrl: `${basis}/410`,
    transferUrl: `${basis}/430`,
    quittiert,
    aufrufe,
    stoeren: (...s) => void stoerungen.push(...s),
    tokensAblaufenLassen: () => {
      for (const id of tokens.keys()) tokens.set(id, 0);
    },
    beenden: () => new Promise<void>((r) => server.close(() => r())),
  };
}
