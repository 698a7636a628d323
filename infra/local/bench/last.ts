/**
 * Load (`npm run bench:load`), not a test: prints figures.
 *
 * Starts a local stack in a temp folder (DynamoDB Local in memory, as the tests run it), writes a
 * year of BiPRO traffic into it (listen-daten.ts, scaled down: 20,000 documents), reads one GDV
 * file through the upload, and then lets 50 signed-in users of mixed roles work on the API at
 * once for two minutes, driven by autocannon (one connection per user, each user its own token):
 * the workbench filter and a line opened and saved again, the BiPRO lists (documents, GDV files,
 * commission, deliveries, archive), a document opened (its presigned link), a comment written,
 * an upload target asked for. Each user does only what his role offers him on screen.
 *
 * Printed: requests per second; per call kind the count, p50/p95/p99 of the answer time and the
 * errors (a 5xx, a refused connection, or a 4xx where the role may call it); and the answers
 * outside a user's scope — a document list that hands a broker or structure user a document of
 * another broker.
 *
 *   npm run bench:load [-- <seconds, 120>] [<users, 50>] [<documents, 20000>]
 *
 * The byte transfers of uploads and downloads go to S3 by presigned URL, past the API: what is
 * measured is the API's part of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  benutzerAusClaims,
  deutscherTag,
  hatBerechtigung,
  hatVollenFilter,
  istIntern,
  monateZurueck,
  ROUTEN,
  type Benutzer,
  type Route,
} from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { starteLokalenStack } from '../stack';
import { anmelden, api, warte } from '../api-client';
import { vervielfachteMusterdatei } from './gdv-datei';
import { benchDatenSchreiben, UMFANG } from './listen-daten';

const argumente = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const SEKUNDEN = Number(argumente[0] ?? 120);
const NUTZER = Number(argumente[1] ?? 50);
const DOKUMENTE = Number(argumente[2] ?? 20_000);

/** The mix of users: most are brokers and clerks, a few internal staff. Shares of NUTZER. */
const MISCHUNG: { name: string; anteil: number }[] = [
  { name: 'makler', anteil: 0.24 },
  { name: 'fa', anteil: 0.16 },
  { name: 'fk', anteil: 0.1 },
  { name: 'struktur', anteil: 0.1 },
  { name: 'datenimport', anteil: 0.1 },
  { name: 'admin', anteil: 0.1 },
  { name: 'intern', anteil: 0.1 },
  { name: 'maklerimport', anteil: 0.1 },
];

interface Aufrufart {
  art: string;
  route: Route;
  /** The path with its query, and the JSON body. */
  pfad: string;
  body?: unknown;
  /** Checks an answer against the user's scope: false is a leak. */
  imBereich?: (antwort: unknown) => boolean;
}

interface Messung {
  zeiten: number[];
  fehler: number;
  beispiele: string[];
}

const API = '/MSC3/restful';
const abfrage = (q: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString()}`;

function claimsVon(token: string): Benutzer {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  return benutzerAusClaims(claims)!;
}

/**
 * The brokers whose documents a user may see (reference §6): every broker's for internal users,
 * the full filter and the internal view; else his own and at most his structure's.
 */
const sichtbareMakler = (b: Benutzer): Set<string> | undefined =>
  hatVollenFilter(b) || b.rollen.includes('VIEW_INTERN')
    ? undefined
    : new Set([...(b.maklernr ? [b.maklernr] : []), ...b.struktur]);

function perzentil(sortiert: number[], p: number): number {
  if (sortiert.length === 0) return NaN;
  return sortiert[Math.min(sortiert.length - 1, Math.floor((p / 100) * sortiert.length))]!;
}

async function main() {
  const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-bench-last-'));
  console.log(`Lokaler Stack in ${verzeichnis} …`);
  const stack = await starteLokalenStack({ datenVerzeichnis: verzeichnis, dauerhaft: false });
  try {
    await stack.vorbereitet;
    const db = datenbankFuer(stack.tabelle, stack.dynamoEndpoint);
    const umfang = {
      ...UMFANG,
      dokumente: DOKUMENTE,
      gdvDateien: Math.round(DOKUMENTE / 10),
      lieferungen: Math.round(DOKUMENTE / 10),
      gesellschaften: 10,
    };
    console.log(
      `Schreibe ${umfang.dokumente} Dokumente, ${umfang.gdvDateien} GDV-Dateien, ${umfang.lieferungen} Lieferungen …`,
    );
    await benchDatenSchreiben(db, { umfang });

    // One GDV file read through the upload: the workbench's lines.
    const admin = api(stack, await anmelden(stack, 'admin'));
    const { inhalt } = vervielfachteMusterdatei(165, 'LA');
    const ziel = await admin(ROUTEN.uploadZiel, { body: { fileName: 'last.txt', groesse: inhalt.length } });
    if (!(await fetch(ziel.url as string, { method: 'PUT', body: new Uint8Array(inhalt) })).ok)
      throw new Error('PUT');
    const dateiId = (await admin(ROUTEN.uploadStarten, { body: { tempId: ziel.tempId } })).id as number;
    while (!(await admin(ROUTEN.uploadStatus, { query: { id: dateiId } })).removeTimer) await warte(100);

    const heute = deutscherTag(new Date());
    const monat = { fromDate: monateZurueck(heute, 1), toDate: heute };
    const werkbank = { modus: 1, fileId: dateiId, statusFrom: 500, statusTo: 500 };
    const zeilen = (await admin(ROUTEN.importFilter, { body: werkbank })) as { rows: { id: number }[] };
    /** A line of the file for each internal user to open and save: clerks do not edit one line at once. */
    let naechsteZeile = 2;
    async function zeileZumBearbeiten(): Promise<{ id: number; gespeichert: Record<string, unknown> }> {
      const id = zeilen.rows[naechsteZeile++ % zeilen.rows.length]!.id;
      const { disabled: _d, ...gespeichert } = (await admin(ROUTEN.importZeileLaden, {
        query: { id },
      })) as Record<string, unknown>;
      return { id, gespeichert };
    }

    const messungen = new Map<string, Messung>();
    const messung = (art: string) => {
      let m = messungen.get(art);
      if (!m) messungen.set(art, (m = { zeiten: [], fehler: 0, beispiele: [] }));
      return m;
    };
    let lecks = 0;
    const leckBeispiele: string[] = [];

    const instanzen: Promise<autocannon.Result>[] = [];
    const verteilung = MISCHUNG.map((m) => ({ ...m, anzahl: Math.max(1, Math.round(m.anteil * NUTZER)) }));
    const tokenVon = new Map<string, string>();
    for (const { name } of verteilung) tokenVon.set(name, await anmelden(stack, name));

    for (const { name, anzahl } of verteilung) {
      const token = tokenVon.get(name)!;
      const benutzer = claimsVon(token);
      const sicht = sichtbareMakler(benutzer);
      const rufe = api(stack, token);
      // A document of his own to open and comment on (the first of his list).
      const eigene = (await rufe(ROUTEN.dokumenteFilter, { body: { ...monat, filterMode: 2 } })) as {
        rows: { id: number; internalId?: number }[];
      };
      const dokument = eigene.rows[0];
      const arten: Aufrufart[] = [
        {
          art: 'Dokumente suchen',
          route: ROUTEN.dokumenteFilter,
          pfad: ROUTEN.dokumenteFilter.pfad,
          body: { ...monat, filterMode: 0 },
          imBereich: (a: unknown) =>
            sicht === undefined ||
            (a as { rows: { brokerId?: string }[] }).rows.every(
              (r) => r.brokerId === undefined || sicht.has(r.brokerId),
            ),
        },
        {
          art: 'GDV-Dateien suchen',
          route: ROUTEN.gdvDateienFilter,
          pfad: ROUTEN.gdvDateienFilter.pfad,
          body: monat,
        },
        {
          art: 'Abrechnungen suchen',
          route: ROUTEN.courtageFilter,
          pfad: ROUTEN.courtageFilter.pfad,
          body: { isCourtage: true, dateFrom: monat.fromDate, dateTo: monat.toDate },
        },
        {
          art: 'Lieferungen suchen',
          route: ROUTEN.lieferungenFilter,
          pfad: ROUTEN.lieferungenFilter.pfad,
          body: { dateFrom: monat.fromDate, dateTo: monat.toDate },
        },
        { art: 'Archiv suchen', route: ROUTEN.archivFilter, pfad: ROUTEN.archivFilter.pfad, body: monat },
        {
          art: 'Werkbank suchen',
          route: ROUTEN.importFilter,
          pfad: ROUTEN.importFilter.pfad,
          body: { ...werkbank, filename: 'last' },
        },
        {
          art: 'Upload-Ziel',
          route: ROUTEN.uploadZiel,
          pfad: ROUTEN.uploadZiel.pfad,
          body: { fileName: 'last.txt', groesse: inhalt.length },
        },
        ...(dokument
          ? [
              {
                art: 'Dokument öffnen',
                route: ROUTEN.dokumentZugeordnetHerunterladen,
                pfad: `${ROUTEN.dokumentZugeordnetHerunterladen.pfad}${abfrage({ id: dokument.id })}`,
              },
              {
                art: 'Kommentar schreiben',
                route: ROUTEN.dokumentKommentarAendern,
                pfad: ROUTEN.dokumentKommentarAendern.pfad,
                body: { id: dokument.id, comment: `Last ${name}` },
              },
            ]
          : []),
      ].filter((a) => hatBerechtigung(benutzer, a.route.berechtigung));

      for (let i = 0; i < anzahl; i++) {
        // Internal users also open and save a line of the uploaded file, each his own.
        const zeile = istIntern(benutzer) ? await zeileZumBearbeiten() : undefined;
        const seine: Aufrufart[] = zeile
          ? [
              ...arten,
              {
                art: 'Zeile öffnen',
                route: ROUTEN.importZeileLaden,
                pfad: `${ROUTEN.importZeileLaden.pfad}${abfrage({ id: zeile.id })}`,
              },
              {
                art: 'Zeile speichern',
                route: ROUTEN.importZeileSpeichern,
                pfad: `${ROUTEN.importZeileSpeichern.pfad}${abfrage({ id: zeile.id })}`,
                body: zeile.gespeichert,
              },
            ]
          : arten;
        // Each user starts at another call, so the kinds mix from the first second.
        const reihe = [...seine.slice(i % seine.length), ...seine.slice(0, i % seine.length)];
        instanzen.push(
          autocannon({
            url: stack.url,
            connections: 1,
            duration: SEKUNDEN,
            timeout: 30,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            requests: reihe.map((a) => ({
              method: a.route.methode,
              path: `${API}${a.pfad}`,
              ...(a.body === undefined ? {} : { body: JSON.stringify(a.body) }),
              setupRequest: (anfrage: autocannon.Request, kontext: object) => {
                (kontext as { beginn?: number }).beginn = performance.now();
                return anfrage;
              },
              onResponse: (status: number, text: string, kontext: object) => {
                const m = messung(a.art);
                m.zeiten.push(performance.now() - (kontext as { beginn: number }).beginn);
                if (status >= 400) {
                  m.fehler += 1;
                  if (m.beispiele.length < 3) m.beispiele.push(`${name}: ${status} ${text.slice(0, 160)}`);
                } else if (a.imBereich && !a.imBereich(JSON.parse(text))) {
                  lecks += 1;
                  if (leckBeispiele.length < 3) leckBeispiele.push(`${name}: ${a.art}`);
                }
              },
            })),
          }),
        );
      }
    }
    const nutzer = instanzen.length;
    console.log(
      `${nutzer} Benutzer (${verteilung.map((v) => `${v.name} ${v.anzahl}`).join(', ')}), ${SEKUNDEN} s …`,
    );
    const ergebnisse = await Promise.all(instanzen);
    // Answers autocannon no longer waited for: let them end before the stack does.
    await warte(2000);

    const anfragen = ergebnisse.reduce((s, e) => s + e.requests.total, 0);
    const verbindungsfehler = ergebnisse.reduce((s, e) => s + e.errors + e.timeouts, 0);
    console.log(`\n${anfragen} Anfragen in ${SEKUNDEN} s: ${(anfragen / SEKUNDEN).toFixed(1)} Anfragen/s`);
    console.log(
      `${'Aufruf'.padEnd(22)} ${'Anzahl'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'Fehler'.padStart(7)}`,
    );
    for (const [art, m] of [...messungen].sort(([a], [b]) => a.localeCompare(b))) {
      const z = [...m.zeiten].sort((a, b) => a - b);
      console.log(
        `${art.padEnd(22)} ${String(z.length).padStart(7)} ${perzentil(z, 50).toFixed(0).padStart(8)} ${perzentil(z, 95).toFixed(0).padStart(8)} ${perzentil(z, 99).toFixed(0).padStart(8)} ${String(m.fehler).padStart(7)}`,
      );
      for (const b of m.beispiele) console.log(`    ${b}`);
    }
    const alle = [...messungen.values()].flatMap((m) => m.zeiten).sort((a, b) => a - b);
    const fehler = [...messungen.values()].reduce((s, m) => s + m.fehler, 0);
    console.log(
      `${'alle'.padEnd(22)} ${String(alle.length).padStart(7)} ${perzentil(alle, 50).toFixed(0).padStart(8)} ${perzentil(alle, 95).toFixed(0).padStart(8)} ${perzentil(alle, 99).toFixed(0).padStart(8)} ${String(fehler).padStart(7)}`,
    );
    console.log(`Verbindungsfehler und Zeitüberschreitungen: ${verbindungsfehler}`);
    console.log(
      `Antworten außerhalb der Sicht des Benutzers: ${lecks}${leckBeispiele.length ? ` (${leckBeispiele.join('; ')})` : ''}`,
    );
  } finally {
    await stack.beenden();
    rmSync(verzeichnis, { recursive: true, force: true });
  }
}

await main();
