/**
 * The whole system on one machine, no AWS account: DynamoDB Local, a local S3, a local Cognito,
 * the API adapter serving the route table's handlers and the built web app, and the state
 * machines (read pipeline with the inbox's S3 trigger, processing pipeline). Used by
 * `npm start` (data kept in .local/) and by the tests (data in a temp folder, table in memory).
 */
import { join } from 'node:path';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { tabellenDefinition } from '@lieferdesk/functions/data/table';
import { fortschrittRepository } from '@lieferdesk/functions/data/repositories/fortschritt';
import { ZEILEN_SICHT, zeilenSichtRepository } from '@lieferdesk/functions/data/repositories/zeilenSicht';
import { laeufeAbbrechen } from '@lieferdesk/functions/pipeline/fortsetzen';
import { KONTEXT_SCHREIBEINHEITEN } from '../src/durchsatz';
import { setzeStreckenStarter } from '@lieferdesk/functions/pipeline/starter';
import { LESE_TEXTE, LISTEN_EXPORT_TEXTE } from '@lieferdesk/shared';
import { starteApiAdapter } from './api-adapter';
import { starteCognito } from './cognito';
import { demoBenutzerAnlegen, demoStammdatenEinspielen } from './demo/einspielen';
import { ergaenzeIndizes, legeTabelleAn, starteDynamoDb } from './dynamodb';
import { freierPort } from './prozesse';
import { LOKALE_S3_ZUGANGSDATEN, starteS3 } from './s3';
import { inboxAusloeser } from './s3-ausloeser';
import { LAUFBUCH_DATEI, lokaleStrecken, offeneLaeufe } from './schrittfunktionen';
import { installiereLokaleGeheimnisse } from './geheimnisse';
import { starteLokaleZeitplaene } from './zeitplaene';
import { abholungenAbbrechen } from '@lieferdesk/functions/abholung/abschliessen';
import { zeitplaeneWiederherstellen } from '@lieferdesk/functions/abholung/zugaenge';
import { LOKALE_DIENSTE_VARIABLE } from '@lieferdesk/functions/bipro/dienstAdresse';
import { interfacelaufZeitplaeneWiederherstellen } from '@lieferdesk/functions/interfacelaeufe/verwaltung';
import { ausserhalbDerRoute, zugriffPruefen } from './zugriff';
import { sicherheitsKopfzeilen } from '../src/kopfzeilen';

export const LOKALE_REGION = 'eu-central-1';
export const LOKALE_TABELLE = 'lieferdesk';
export const LOKALE_BUCKETS = { inbox: 'lieferdesk-inbox', dokumente: 'lieferdesk-dokumente' };

export interface StackOptionen {
  datenVerzeichnis: string;
  /** Keep DynamoDB data on disk (npm start) instead of in memory (tests). */
  dauerhaft: boolean;
  port?: number;
  webDist?: string;
  protokollieren?: boolean;
  /**
   * Load every route's handler in the background after the start (default): what a user would
   * wait for at his first call. A test stack serving a few routes loads only those, on first use.
   */
  vorladen?: boolean;
  /** Keep each execution's history in `<data folder>/ausfuehrungen/` (StreckenOptionen.historie). */
  historie?: boolean;
  /** The deploy setting of the table's warm write throughput (infra/src/durchsatz.ts). */
  schreibeinheiten?: number;
  /**
   * Something between the handlers and DynamoDB Local (the throughput bench's limits,
   * dynamodb-grenzen.ts): given DynamoDB Local's endpoint, answers the one the handlers call.
   */
  dynamoVorschalten?: (endpoint: string) => Promise<string>;
}

export interface LokalerStack {
  url: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  cognito: { endpoint: string; issuer: string; jwksUri: string; userPoolId: string; clientId: string };
  tabelle: string;
  buckets: typeof LOKALE_BUCKETS;
  routen: number;
  /**
   * Resolves once the background warm-up after the start has ended: every state machine
   * synthesized and built, every task and route handler module loaded. Never rejects (a failure
   * is logged; whatever it did not load loads on first use).
   */
  vorbereitet: Promise<void>;
  /** The table was created at this start (fresh data: demo master data seeded, no files yet). */
  tabelleNeu: boolean;
  /** Files whose runs the last process on this data left running, marked stopped at this start. */
  abgebrocheneDateien: number[];
  /**
   * Resolves once every S3 trigger and every pipeline run of this stack has ended (also those
   * started meanwhile). Only callable in the stack's own process: the tests' global setup
   * cannot hand functions to the test files, which poll the data instead.
   */
  warteAufStrecken: () => Promise<void>;
  beenden: () => Promise<void>;
}

export async function starteLokalenStack(o: StackOptionen): Promise<LokalerStack> {
  const [dynamoPort, s3Port, cognitoPort, apiPort] = await Promise.all([
    freierPort(),
    freierPort(),
    freierPort(),
    o.port ?? freierPort(),
  ]);
  const laufend: { beenden: () => Promise<void> }[] = [];
  const allesBeenden = async () => {
    await Promise.allSettled(laufend.reverse().map((d) => d.beenden()));
  };
  try {
    const [dynamo, s3, cognito] = await Promise.all([
      starteDynamoDb(dynamoPort, o.dauerhaft ? join(o.datenVerzeichnis, 'dynamodb') : undefined).then((d) => {
        laufend.push(d);
        return d;
      }),
      starteS3(s3Port, join(o.datenVerzeichnis, 's3'), Object.values(LOKALE_BUCKETS)).then((s) => {
        laufend.push(s);
        return s;
      }),
      starteCognito(cognitoPort, join(o.datenVerzeichnis, 'cognito')).then((c) => {
        laufend.push(c);
        return c;
      }),
    ]);

    // The handlers run in this process and read their settings from the environment, as in Lambda.
    Object.assign(process.env, {
      TABLE_NAME: LOKALE_TABELLE,
      DYNAMODB_ENDPOINT: o.dynamoVorschalten ? await o.dynamoVorschalten(dynamo.endpoint) : dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      INBOX_BUCKET: LOKALE_BUCKETS.inbox,
      DOKUMENTE_BUCKET: LOKALE_BUCKETS.dokumente,
      AWS_REGION: LOKALE_REGION,
      AWS_ACCESS_KEY_ID: 'lokal',
      AWS_SECRET_ACCESS_KEY: 'lokal',
      // The simulated insurers answer over http on 127.0.0.1 (bipro/dienstAdresse.ts); never set in AWS.
      [LOKALE_DIENSTE_VARIABLE]: '1',
      // No CloudWatch reads the metric lines here (functions/src/metriken.ts): asked for, they show.
      POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
    });
    // Step Functions and the inbox trigger: the synthesized state machines run in this process
    // (synthesized on the first run, not here), and every starter — the trigger and the upload
    // route (read pipeline), the workbench routes (processing pipeline) — goes through them.
    // The runs running now are written down, so the next start on kept data finds those this
    // process leaves when it is killed or stopped (in memory nothing is left to find).
    const laufbuch = o.dauerhaft ? join(o.datenVerzeichnis, LAUFBUCH_DATEI) : undefined;
    const liegengeblieben = laufbuch ? offeneLaeufe(laufbuch) : [];
    const strecken = lokaleStrecken({
      laufbuch,
      ...(o.schreibeinheiten ? { kontext: { [KONTEXT_SCHREIBEINHEITEN]: String(o.schreibeinheiten) } } : {}),
      ...(o.historie ? { historie: join(o.datenVerzeichnis, 'ausfuehrungen') } : {}),
    });
    // A run started by a route is not that route's work: it runs with its own functions' rights.
    const starterEntfernen = setzeStreckenStarter((eingabe, strecke, ausfuehrung) =>
      ausserhalbDerRoute(() => strecken.starte(eingabe, strecke, ausfuehrung)),
    );
    // EventBridge Scheduler's part: due schedules start their machines through the same
    // interpreter. Secrets Manager's part: the secrets in a file beside the data, kept as it is.
    // On kept data it writes down how far each schedule ran, so a restart starts what fell due
    // while the stack was down (zeitplaene.ts).
    const zeitplaene = starteLokaleZeitplaene({
      starte: (eingabe, strecke, ausfuehrung) => strecken.starte(eingabe, strecke, ausfuehrung),
      ...(o.dauerhaft ? { zustand: join(o.datenVerzeichnis, 'zeitplaene.json') } : {}),
    });
    const geheimnisseEntfernen = installiereLokaleGeheimnisse(join(o.datenVerzeichnis, 'geheimnisse.json'));
    // Each route's handler is held to the access its route declares (IAM's part in AWS).
    const zugriffsPruefungEntfernen = zugriffPruefen(LOKALE_BUCKETS);
    const ausloeser = inboxAusloeser({ bucket: LOKALE_BUCKETS.inbox, region: LOKALE_REGION });
    s3.beiEreignis(ausloeser.ereignis);
    const warteAufStrecken = async () => {
      do {
        await ausloeser.warteAufAlle();
        await strecken.warteAufAlle();
      } while (ausloeser.offen() > 0 || strecken.offen() > 0);
    };
    laufend.push({
      // Running runs are aborted: their data stays as a run killed half-way leaves it in AWS.
      beenden: async () => {
        zeitplaene.beenden();
        geheimnisseEntfernen();
        starterEntfernen();
        zugriffsPruefungEntfernen();
        await strecken.beenden();
      },
    });

    const tabelleNeu = await legeTabelleAn(dynamo.endpoint, LOKALE_TABELLE, tabellenDefinition());
    if (tabelleNeu) await demoStammdatenEinspielen(datenbankFuer(LOKALE_TABELLE, dynamo.endpoint));
    // Data kept from an older version: the indexes it lacks, and the lines put into the list index.
    else if (
      (await ergaenzeIndizes(dynamo.endpoint, LOKALE_TABELLE, tabellenDefinition())).includes(ZEILEN_SICHT)
    )
      await zeilenSichtRepository(datenbankFuer(LOKALE_TABELLE, dynamo.endpoint)).nachtragen();
    // Runs this data's last process was running when it stopped show as stopped, with the reason,
    // before anyone looks (reference §4 "A run that stopped"); the monitor continues them.
    const abgebrocheneDateien = await laeufeAbbrechen(
      liegengeblieben.flatMap((l) => (l.dateiId === undefined ? [] : [{ ...l, dateiId: l.dateiId }])),
      LESE_TEXTE.abbruch.stackBeendet,
      datenbankFuer(LOKALE_TABELLE, dynamo.endpoint),
    );
    await abholungenAbbrechen(
      liegengeblieben.flatMap((l) => (l.zugangId === undefined ? [] : [{ ...l, zugangId: l.zugangId }])),
      LESE_TEXTE.abbruch.stackBeendet,
      datenbankFuer(LOKALE_TABELLE, dynamo.endpoint),
    );
    // An export the last process left running failed, as its Lambda's end fails it in AWS: the
    // dialog stops polling, and the user exports again.
    for (const { strecke, laufId } of liegengeblieben) {
      if (strecke === 'export')
        await fortschrittRepository(datenbankFuer(LOKALE_TABELLE, dynamo.endpoint)).fehlschlagen(
          laufId,
          LISTEN_EXPORT_TEXTE.fehlgeschlagen,
        );
    }
    // A planned run's check the last process left running is run again, for the time it was due:
    // in AWS Step Functions would have retried its task, and the check records a miss once.
    for (const { pruefung, ausfuehrung } of liegengeblieben) {
      if (pruefung) await strecken.starte(pruefung, 'interfacelauf', ausfuehrung);
    }
    // The local scheduler keeps no timers across a restart: the accesses' download times and the
    // planned interface runs' checks again (and what fell due meanwhile, started late).
    await zeitplaeneWiederherstellen(datenbankFuer(LOKALE_TABELLE, dynamo.endpoint));
    await interfacelaufZeitplaeneWiederherstellen(datenbankFuer(LOKALE_TABELLE, dynamo.endpoint));
    if (cognito.pool.neu) await demoBenutzerAnlegen(cognito.client, cognito.pool.userPoolId);

    const cognitoInfo = {
      endpoint: cognito.endpoint,
      issuer: cognito.issuer,
      jwksUri: cognito.jwksUri,
      userPoolId: cognito.pool.userPoolId,
      clientId: cognito.pool.clientId,
    };
    const adapter = await starteApiAdapter({
      port: apiPort,
      webDist: o.webDist,
      cognito: cognitoInfo,
      region: LOKALE_REGION,
      // API and Cognito share the site's origin here; uploads go to the local S3.
      kopfzeilen: sicherheitsKopfzeilen({ api: "'self'", cognito: "'self'", inbox: s3.endpoint }),
      protokollieren: o.protokollieren,
    });
    laufend.push(adapter);
    // What the first upload would otherwise wait for — the machines' synthesis, then each task's
    // and each route's module compiled on first import, ≈ 5 s together — is done now, while the
    // user signs in (bench:upload, README "Import pipeline").
    const vorbereitet = (async () => {
      await strecken.vorbereiten();
      await ausloeser.vorbereiten();
      if (o.vorladen !== false) await adapter.handlerVorladen();
    })().catch((fehler: unknown) =>
      console.error(`Vorbereitung des lokalen Stacks fehlgeschlagen: ${String(fehler)}`),
    );
    return {
      url: adapter.url,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      cognito: cognitoInfo,
      tabelle: LOKALE_TABELLE,
      buckets: LOKALE_BUCKETS,
      routen: adapter.routen.length,
      vorbereitet,
      tabelleNeu,
      abgebrocheneDateien,
      warteAufStrecken,
      beenden: allesBeenden,
    };
  } catch (fehler) {
    await allesBeenden();
    throw fehler;
  }
}

export { LOKALE_S3_ZUGANGSDATEN };
