/**
 * AWS's write limits in front of DynamoDB Local, which has none (`npm run bench:durchsatz`).
 *
 * A proxy on the DynamoDB endpoint counts every write as AWS bills it — an item's write units
 * (1 per KB begun, twice in a transaction), once for the table and once for each global index
 * whose keys the item carries (with what the index projects) — and holds each partition key to
 * PARTITION_WCU write units a second, the table and each global index (it has partitions and a
 * throughput of its own, and a write it cannot take is throttled on the table too) to what each
 * is set to. Beyond them it answers as AWS does: a BatchWriteItem hands back the items over the limit as
 * UnprocessedItems (all of them over: ProvisionedThroughputExceededException), any other write is
 * refused with ProvisionedThroughputExceededException. Reads pass untouched: the import is bound
 * by its writes (README "Import pipeline: design figures for AWS").
 *
 * Time runs `zeitfaktor` times slower than in AWS: every limit is divided by it, so that a run on
 * this machine — whose own speed is far below a warmed table's — is bound by the limits and not
 * by the machine; lines per second measured times the factor is the figure for AWS. What is not
 * scaled makes the figure conservative: the SDK's pauses before a retry, the tasks' start.
 *
 * Not counted: an update's or delete's index writes (their item is not in the request: 1 unit on
 * the table each) and the index entry an overwrite removes — lower bounds, as the import writes
 * its lines with BatchWriteItem puts.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TabellenDefinition } from '@lieferdesk/functions/data/table';
import { PARTITION_WCU } from '../src/durchsatz';

/** An attribute value as DynamoDB's JSON protocol carries it. */
type Wert = Record<string, unknown>;
type Item = Record<string, Wert>;

/** Bytes of an attribute value as DynamoDB counts them (functions/src/data/itemGroesse.ts). */
export function wertGroesse(w: Wert): number {
  const [typ, v] = Object.entries(w)[0] ?? ['NULL', true];
  switch (typ) {
    case 'S':
      return Buffer.byteLength(v as string);
    case 'N':
      return Math.ceil(String(v).replace(/\D|^0+/g, '').length / 2) + 1;
    case 'B':
      return Buffer.from(v as string, 'base64').length;
    case 'SS':
    case 'NS':
    case 'BS':
      return (v as string[]).reduce((s, e) => s + wertGroesse({ [typ.slice(0, 1)]: e }), 0);
    case 'L':
      return 3 + (v as Wert[]).reduce((s, e) => s + 1 + wertGroesse(e), 0);
    case 'M':
      return (
        3 + Object.entries(v as Item).reduce((s, [n, e]) => s + Buffer.byteLength(n) + 1 + wertGroesse(e), 0)
      );
    default:
      return 1;
  }
}

const itemGroesse = (item: Item) =>
  Object.entries(item).reduce((s, [n, w]) => s + Buffer.byteLength(n) + wertGroesse(w), 0);
const einheiten = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));
const schluesselText = (w: Wert | undefined) => JSON.stringify(w ?? null);

/** One partition's share of a write: where (table or index, and its partition key) and how much. */
export interface Schreibanteil {
  /** 'tabelle' or the index's name. */
  ebene: string;
  partition: string;
  wcu: number;
}

/**
 * What writing `item` (a put) costs on the table and on each index whose keys it carries;
 * `transaktion` doubles it. A delete or update (only its key known) costs 1 on the table.
 */
export function schreibanteile(
  definition: TabellenDefinition,
  schreiben: { item: Item } | { key: Item },
  transaktion = false,
): Schreibanteil[] {
  const faktor = transaktion ? 2 : 1;
  if (!('item' in schreiben))
    return [
      {
        ebene: 'tabelle',
        partition: `tabelle ${schluesselText(schreiben.key[definition.partitionKey])}`,
        wcu: faktor,
      },
    ];
  const { item } = schreiben;
  const anteile: Schreibanteil[] = [
    {
      ebene: 'tabelle',
      partition: `tabelle ${schluesselText(item[definition.partitionKey])}`,
      wcu: faktor * einheiten(itemGroesse(item)),
    },
  ];
  const tabellenSchluessel = [definition.partitionKey, ...(definition.sortKey ? [definition.sortKey] : [])];
  for (const index of definition.globaleIndizes) {
    const pk = item[index.partitionKey];
    if (pk === undefined || (index.sortKey !== undefined && item[index.sortKey] === undefined)) continue;
    const projiziert = index.projektion
      ? Object.fromEntries(
          Object.entries(item).filter(
            ([n]) =>
              tabellenSchluessel.includes(n) ||
              n === index.partitionKey ||
              n === index.sortKey ||
              index.projektion!.includes(n),
          ),
        )
      : item;
    anteile.push({
      ebene: index.name,
      partition: `${index.name} ${schluesselText(pk)}`,
      wcu: faktor * einheiten(itemGroesse(projiziert)),
    });
  }
  return anteile;
}

export interface Grenzen {
  /** Write units per second of the table, as in AWS. */
  tabelleWcu: number;
  /** Write units per second of a global index, as in AWS; default the table's. */
  indexWcu?: (index: string) => number;
  /** Write units per second of one partition key, as in AWS (PARTITION_WCU). */
  partitionWcu?: number;
  /** How many times slower time runs here than in AWS (≥ 1). */
  zeitfaktor: number;
}

/**
 * The limits as token buckets, one for the table, one for each index and one per partition key:
 * each fills at its limit (divided by the time factor) and holds one second of it. A write takes
 * from every bucket it touches, or from none when any lacks.
 */
export class Kontingent {
  private readonly ebenen = new Map<string, Eimer>();
  private readonly partitionen = new Map<string, Eimer>();
  private readonly partitionRate: number;
  /** Write units granted, and writes refused (each refused attempt counted once). */
  readonly zaehler = { wcu: 0, abgelehnt: 0 };
  /** Refused writes by the limit that lacked (table, index or partition key): where a run is bound. */
  readonly engpaesse = new Map<string, number>();

  constructor(private readonly g: Grenzen) {
    this.partitionRate = (g.partitionWcu ?? PARTITION_WCU) / g.zeitfaktor;
  }

  private eimer(karte: Map<string, Eimer>, name: string, rate: number, jetztMs: number): Eimer {
    let e = karte.get(name);
    if (!e) karte.set(name, (e = { name, rate, stand: rate, zeit: jetztMs }));
    e.stand = Math.min(e.rate, e.stand + ((jetztMs - e.zeit) / 1000) * e.rate);
    e.zeit = jetztMs;
    return e;
  }

  private ebenenRate(ebene: string): number {
    const wcu = ebene === 'tabelle' ? this.g.tabelleWcu : (this.g.indexWcu?.(ebene) ?? this.g.tabelleWcu);
    return wcu / this.g.zeitfaktor;
  }

  /** Takes the write's units if every bucket it touches has them; answers whether it did. */
  nehmen(anteile: readonly Schreibanteil[], jetztMs: number): boolean {
    const noetig = new Map<Eimer, number>();
    for (const a of anteile) {
      const ebene = this.eimer(this.ebenen, a.ebene, this.ebenenRate(a.ebene), jetztMs);
      const partition = this.eimer(this.partitionen, a.partition, this.partitionRate, jetztMs);
      for (const e of [ebene, partition]) noetig.set(e, (noetig.get(e) ?? 0) + a.wcu);
    }
    // An item larger than a second's units (scaled) would never pass: it passes on a full bucket.
    const fehlend = [...noetig].filter(([e, n]) => e.stand < Math.min(n, e.rate));
    if (fehlend.length > 0) {
      this.zaehler.abgelehnt += 1;
      for (const [e] of fehlend) this.engpaesse.set(e.name, (this.engpaesse.get(e.name) ?? 0) + 1);
      return false;
    }
    for (const [e, n] of noetig) e.stand -= n;
    this.zaehler.wcu += anteile.reduce((s, a) => s + a.wcu, 0);
    return true;
  }
}

interface Eimer {
  name: string;
  rate: number;
  stand: number;
  zeit: number;
}

const ZIEL = 'DynamoDB_20120810.';
const UEBERSCHRITTEN = {
  __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
  message: 'The level of configured provisioned throughput for the table was exceeded.',
};

export interface Grenzproxy {
  url: string;
  kontingent: Kontingent;
  /** Items a BatchWriteItem handed back as unprocessed, and writes refused whole. */
  gedrosselt: { unverarbeitet: number; abgelehnt: number };
  /** Requests that reached the proxy, by action (PutItem, TransactWriteItems …). */
  anfragen: Map<string, number>;
  beenden: () => Promise<void>;
}

/** The proxy to DynamoDB Local at `ziel`, holding table `tabelle` (`definition`) to `grenzen`. */
export async function starteGrenzproxy(
  ziel: string,
  tabelle: string,
  definition: TabellenDefinition,
  grenzen: Grenzen,
): Promise<Grenzproxy> {
  const kontingent = new Kontingent(grenzen);
  const gedrosselt = { unverarbeitet: 0, abgelehnt: 0 };
  const anfragen = new Map<string, number>();
  const nach = new URL(ziel);
  const jetzt = () => performance.now();

  const weiterreichen = (
    req: IncomingMessage,
    body: Buffer,
    res: ServerResponse,
    antwortAendern?: (antwort: Record<string, unknown>) => Record<string, unknown>,
  ) => {
    const kopf = { ...req.headers, 'content-length': String(body.length) };
    const weiter = request(
      { host: nach.hostname, port: nach.port, path: req.url, method: req.method, headers: kopf },
      (antwort) => {
        if (!antwortAendern || antwort.statusCode !== 200) {
          res.writeHead(antwort.statusCode ?? 502, antwort.headers);
          return void antwort.pipe(res);
        }
        const teile: Buffer[] = [];
        antwort.on('data', (t: Buffer) => teile.push(t));
        antwort.on('end', () => {
          const neu = Buffer.from(
            JSON.stringify(antwortAendern(JSON.parse(Buffer.concat(teile).toString()))),
          );
          res.writeHead(200, { ...antwort.headers, 'content-length': String(neu.length) });
          res.end(neu);
        });
      },
    );
    weiter.on('error', () => res.destroy());
    weiter.end(body);
  };
  const ablehnen = (res: ServerResponse) => {
    gedrosselt.abgelehnt += 1;
    const text = JSON.stringify(UEBERSCHRITTEN);
    res.writeHead(400, {
      'content-type': 'application/x-amz-json-1.0',
      'content-length': String(Buffer.byteLength(text)),
    });
    res.end(text);
  };

  const server: Server = createServer((req, res) => {
    const teile: Buffer[] = [];
    req.on('data', (t: Buffer) => teile.push(t));
    req.on('end', () => {
      const body = Buffer.concat(teile);
      const aktion = String(req.headers['x-amz-target'] ?? '').replace(ZIEL, '');
      anfragen.set(aktion, (anfragen.get(aktion) ?? 0) + 1);
      if (!['PutItem', 'DeleteItem', 'UpdateItem', 'BatchWriteItem', 'TransactWriteItems'].includes(aktion))
        return weiterreichen(req, body, res);
      const anfrage = JSON.parse(body.toString()) as Record<string, unknown>;
      if (aktion === 'BatchWriteItem') {
        const alle = anfrage.RequestItems as Record<string, Record<string, { Item?: Item; Key?: Item }>[]>;
        const angenommen: typeof alle = {};
        const zurueck: typeof alle = {};
        for (const [name, eintraege] of Object.entries(alle)) {
          for (const e of eintraege) {
            const s = e.PutRequest?.Item ? { item: e.PutRequest.Item } : { key: e.DeleteRequest!.Key! };
            const passt = name !== tabelle || kontingent.nehmen(schreibanteile(definition, s), jetzt());
            (passt ? (angenommen[name] ??= []) : (zurueck[name] ??= [])).push(e);
          }
        }
        const anzahlZurueck = Object.values(zurueck).reduce((s, l) => s + l.length, 0);
        if (Object.keys(angenommen).length === 0) return ablehnen(res);
        gedrosselt.unverarbeitet += anzahlZurueck;
        return weiterreichen(
          req,
          Buffer.from(JSON.stringify({ ...anfrage, RequestItems: angenommen })),
          res,
          (a) => {
            const offen = { ...((a.UnprocessedItems as typeof alle | undefined) ?? {}) };
            for (const [name, liste] of Object.entries(zurueck))
              offen[name] = [...(offen[name] ?? []), ...liste];
            return { ...a, UnprocessedItems: offen };
          },
        );
      }
      const schreiben =
        aktion === 'TransactWriteItems'
          ? (
              anfrage.TransactItems as Record<string, { TableName: string; Item?: Item; Key?: Item }>[]
            ).flatMap((t) =>
              Object.values(t)
                .filter((x) => x.TableName === tabelle && (x.Item || x.Key))
                .flatMap((x) =>
                  schreibanteile(definition, x.Item ? { item: x.Item } : { key: x.Key! }, true),
                ),
            )
          : anfrage.TableName === tabelle
            ? schreibanteile(
                definition,
                anfrage.Item ? { item: anfrage.Item as Item } : { key: anfrage.Key as Item },
              )
            : [];
      if (schreiben.length > 0 && !kontingent.nehmen(schreiben, jetzt())) return ablehnen(res);
      weiterreichen(req, body, res);
    });
  });
  // Idle client connections stay open well past the longest pause before a retry (drosselung.ts:
  // 5 s, Node's own keep-alive timeout): a retry sent on a connection the proxy closes at that
  // very moment hangs up — a failure of the loopback plumbing, not one AWS answers.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((fertig) => server.listen(0, '127.0.0.1', fertig));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    kontingent,
    gedrosselt,
    anfragen,
    beenden: () =>
      new Promise((fertig) => {
        server.closeAllConnections();
        server.close(() => fertig());
      }),
  };
}
