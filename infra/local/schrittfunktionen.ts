/**
 * Step Functions without AWS: every state machine of the stack (events/src/strecken.ts — the
 * read pipeline and the processing pipeline) exactly as the CDK stack synthesizes it, run by
 * aws-local-stepfunctions in this process. Each Task state runs the `handler` of the module its
 * Lambda is built from (state → Resource → the stack's function → its entry module), so state
 * names and modules are written down once, in infra/src. One runner for all machines.
 *
 * The CDK app is synthesized in this process (bundling off, in a worker thread), not before the
 * stack answers: it loads aws-cdk-lib and takes a few seconds. The local stack has it done in the
 * background right after its start (`vorbereiten`), so the first run after `npm start` need not
 * wait for it; without that, the first run of a process does.
 */
import { randomUUID } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import type { RunOptions, StateMachine } from 'aws-local-stepfunctions';
import { STRECKEN, type InterfacelaufStart, type Strecke, type StreckenStart } from '@lieferdesk/events';
import { ausfuehrungsName } from '@lieferdesk/functions/pipeline/starter';

/** Placeholders the template's intrinsic functions resolve to (never a real account). */
const REGION = 'eu-central-1';
const KONTO = '000000000000';
const lambdaArn = (logischeId: string) => `arn:aws:lambda:${REGION}:${KONTO}:function:${logischeId}`;
const LAMBDA_ARN = /^arn:aws:lambda:[^:]+:\d{12}:function:([^:]+)$/;

/** Step Functions' limit for a state's input or output. */
const NUTZLAST_GRENZE = 256 * 1024;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface Zustand {
  Type: string;
  Resource?: string;
  Parameters?: { FunctionName?: string };
  Retry?: unknown[];
  ItemProcessor?: Definition;
  Iterator?: Definition;
  Branches?: Definition[];
}
interface Definition {
  StartAt: string;
  States: Record<string, Zustand>;
}
interface Ressource {
  Type: string;
  Properties?: Record<string, unknown>;
}

/** A task's function: the state's input in, the state's result out (payloadResponseOnly). */
export type Aufgabe = (eingabe: Json, kontext: Context) => Promise<unknown>;

/** One machine from the template: its definition and its task states' functions. */
export interface MaschinenSynthese {
  definition: Definition;
  /**
   * Task state name → module of its Lambda, the Lambda's timeout, and whether the state calls
   * it through `lambda:invoke` (input `{FunctionName, Payload}`, result `{Payload}`) instead of
   * directly (payloadResponseOnly: the state's input in, the result out).
   */
  aufgaben: Map<string, { einstieg: string; timeoutSekunden: number; invoke: boolean }>;
}

/** Every machine of the stack, by its name in STRECKEN. */
export type StreckenSynthese = Record<Strecke, MaschinenSynthese>;

// ------------------------------------------------------------------ template → definition

/** Fn::Join, Fn::GetAtt, Ref, Fn::Sub, Fn::Select → plain values with placeholder ARNs. */
export function intrinsischAufloesen(wert: unknown, ressourcen: Record<string, Ressource>): unknown {
  const attribut = (id: string, attr: string) => {
    const typ = ressourcen[id]?.Type;
    if (typ === 'AWS::Lambda::Function' && attr === 'Arn') return lambdaArn(id);
    return `arn:aws:lokal:${REGION}:${KONTO}:${id}/${attr}`;
  };
  const ref = (name: string) =>
    ({
      'AWS::Region': REGION,
      'AWS::AccountId': KONTO,
      'AWS::Partition': 'aws',
      'AWS::URLSuffix': 'amazonaws.com',
      'AWS::StackName': 'Lieferdesk',
    })[name] ?? name;
  const aufloesen = (w: unknown): unknown => {
    if (Array.isArray(w)) return w.map(aufloesen);
    if (w === null || typeof w !== 'object') return w;
    const eintraege = Object.entries(w);
    if (eintraege.length === 1) {
      const [schluessel, arg] = eintraege[0]! as [string, unknown];
      if (schluessel === 'Fn::Join') {
        const [trenner, teile] = arg as [string, unknown[]];
        return teile.map((t) => String(aufloesen(t))).join(trenner);
      }
      if (schluessel === 'Fn::GetAtt') {
        const [id, attr] = (typeof arg === 'string' ? arg.split('.') : arg) as [string, string];
        return attribut(id, attr);
      }
      if (schluessel === 'Ref') return ref(arg as string);
      if (schluessel === 'Fn::Select') {
        const [index, liste] = arg as [number, unknown];
        return (aufloesen(liste) as unknown[])[Number(index)];
      }
      if (schluessel === 'Fn::Sub') {
        const [text, variablen = {}] = (typeof arg === 'string' ? [arg] : arg) as [
          string,
          Record<string, unknown>?,
        ];
        return text.replace(/\$\{([^}!][^}]*)\}/g, (_, name: string) => {
          if (name in variablen) return String(aufloesen(variablen[name]));
          const [id, attr] = name.split('.') as [string, string?];
          return attr ? attribut(id, attr) : ref(id);
        });
      }
    }
    return Object.fromEntries(eintraege.map(([k, v]) => [k, aufloesen(v)]));
  };
  return aufloesen(wert);
}

/** Every state of a definition, nested ones (Map, Parallel) included. */
function alleZustaende(definition: Definition): [string, Zustand][] {
  return Object.entries(definition.States).flatMap(([name, zustand]) => [
    [name, zustand] as [string, Zustand],
    ...[zustand.ItemProcessor, zustand.Iterator, ...(zustand.Branches ?? [])]
      .filter((d): d is Definition => d !== undefined)
      .flatMap(alleZustaende),
  ]);
}

let synthese: { kontext: string; ergebnis: Promise<StreckenSynthese> } | undefined;

/** URL of tsx's ESM API (`tsx/esm/api`, import condition) from the package's exports map. */
function tsxEsmApi(): string {
  const paket = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(paket, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return new URL(exports['./esm/api'].import.default, pathToFileURL(paket)).href;
}

/** The worker thread's code (CommonJS, run with `eval: true`). */
const SYNTHESE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then(({ tsImport }) => tsImport(workerData.modul, workerData.modul))
  .then((modul) => modul.synthetisieren(workerData.kontext))
  .then(
    (synthese) => parentPort.postMessage({ synthese }),
    (fehler) => parentPort.postMessage({ fehler: String((fehler && fehler.stack) || fehler) }),
  );
`;

/**
 * The machines' definitions from the synthesized CDK app; once per process. Synthesis is
 * seconds of synchronous work, so it runs in a worker thread: the API adapter in this thread
 * keeps answering meanwhile (a blocked loop lets keep-alive connections time out under a
 * request).
 */
export function streckenSynthese(kontext: CdkKontext = {}): Promise<StreckenSynthese> {
  const schluessel = JSON.stringify(kontext);
  // One synthesis per process: the machines a process runs are those of one deploy setting.
  if (synthese && synthese.kontext !== schluessel)
    return Promise.reject(new Error(`Zustandsmaschinen schon mit ${synthese.kontext} synthetisiert`));
  if (synthese) return synthese.ergebnis;
  const ergebnis = new Promise<StreckenSynthese>((resolve, reject) => {
    // The worker loads this module (and through it the CDK stack) with tsx, as `npm start` does,
    // and calls synthetisieren() there.
    const worker = new Worker(SYNTHESE_WORKER, {
      eval: true,
      workerData: { tsx: tsxEsmApi(), modul: import.meta.url, kontext },
    });
    // Nothing to wait for at shutdown: a process may end during a synthesis.
    worker.unref();
    worker.once('message', (antwort: { synthese?: StreckenSynthese; fehler?: string }) => {
      void worker.terminate();
      if (antwort.synthese) resolve(antwort.synthese);
      else reject(new Error(`Zustandsmaschinen nicht synthetisiert: ${antwort.fehler}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Synthese-Worker beendet (${code})`)));
  });
  synthese = { kontext: schluessel, ergebnis };
  // A failed synthesis is tried again by the next run.
  ergebnis.catch(() => (synthese = undefined));
  return ergebnis;
}

/** CDK context beyond cdk.json's, as `cdk deploy -c name=wert` gives it (durchsatz.ts `schreibeinheiten`). */
export type CdkKontext = Record<string, string>;

/** Synthesizes the CDK app (bundling off) and takes every machine out of the template. */
export async function synthetisieren(kontext: CdkKontext = {}): Promise<StreckenSynthese> {
  const [{ App }, { LieferdeskStack }, { LieferdeskFunktion }] = await Promise.all([
    import('aws-cdk-lib'),
    import('../src/stack'),
    import('../src/funktion'),
  ]);
  const cdkJson = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../cdk.json', import.meta.url)), 'utf8'),
  ) as { context: Record<string, unknown> };
  const outdir = mkdtempSync(join(tmpdir(), 'lieferdesk-lokal-cdk-'));
  try {
    // Feature flags of cdk.json: the definition is the one `cdk synth` produces.
    const app = new App({
      outdir,
      context: { ...cdkJson.context, ...kontext, 'aws:cdk:bundling-stacks': [] },
    });
    const stack = new LieferdeskStack(app, 'Lieferdesk');
    const template = app.synth().getStackByName(stack.stackName).template as {
      Resources: Record<string, Ressource>;
    };
    const ressourcen = template.Resources;
    const funktionen = new Map(
      stack.node
        .findAll()
        .filter((c) => c instanceof LieferdeskFunktion)
        .map((f) => [
          (stack.resolve(f.functionArn) as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0],
          { einstieg: f.einstieg, timeoutSekunden: f.timeout?.toSeconds() ?? 3 },
        ]),
    );
    const maschine = (strecke: Strecke): MaschinenSynthese => {
      const name = STRECKEN[strecke].name;
      const maschinenId = stack.resolve(stack.strecken[strecke].stateMachineArn) as { Ref: string };
      const definitionString = ressourcen[maschinenId.Ref]?.Properties?.DefinitionString;
      if (!definitionString) throw new Error(`${name}: keine Definition im Template`);
      const definition = JSON.parse(String(intrinsischAufloesen(definitionString, ressourcen))) as Definition;
      const aufgaben: MaschinenSynthese['aufgaben'] = new Map();
      for (const [zustand, z] of alleZustaende(definition)) {
        if (z.Type !== 'Task') continue;
        const arn = z.Resource?.endsWith(':lambda:invoke') ? z.Parameters?.FunctionName : z.Resource;
        const logischeId = LAMBDA_ARN.exec(arn ?? '')?.[1];
        const funktion = logischeId ? funktionen.get(logischeId) : undefined;
        if (!funktion)
          throw new Error(`${name}: Zustand "${zustand}" ruft keine Funktion des Stacks (${arn})`);
        aufgaben.set(zustand, { ...funktion, invoke: arn !== z.Resource });
      }
      return { definition, aufgaben };
    };
    return Object.fromEntries(
      (Object.keys(STRECKEN) as Strecke[]).map((strecke) => [strecke, maschine(strecke)]),
    ) as StreckenSynthese;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ running

/** The Lambda context a locally invoked function gets (its deadline from the Lambda's timeout). */
export function lambdaKontext(name: string, timeoutSekunden: number): Context {
  const ende = Date.now() + timeoutSekunden * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: lambdaArn(name.replace(/\W/g, '')),
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'lokal',
    getRemainingTimeInMillis: () => ende - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** A Lambda's error as Step Functions reports it: Error = errorType, Cause = the error JSON. */
class LambdaFehler extends Error {
  constructor(fehler: unknown) {
    const f = fehler instanceof Error ? fehler : new Error(String(fehler));
    super(
      JSON.stringify({
        errorType: f.name,
        errorMessage: f.message,
        trace: (f.stack ?? '').split('\n'),
      }),
    );
    this.name = f.name;
  }
}

/**
 * Wraps a task as Lambda would run it: JSON in and out (no shared objects, no `undefined`,
 * no Dates), the payload limit enforced, errors reported like Lambda's.
 */
function alsLambda(name: string, timeoutSekunden: number, aufgabe: Aufgabe) {
  return async (eingabe: Json): Promise<Json> => {
    let ergebnis: unknown;
    try {
      ergebnis = await aufgabe(
        JSON.parse(JSON.stringify(eingabe)) as Json,
        lambdaKontext(name, timeoutSekunden),
      );
    } catch (fehler) {
      throw new LambdaFehler(fehler);
    }
    const text = JSON.stringify(ergebnis ?? null);
    if (text.length > NUTZLAST_GRENZE) {
      const f = new Error(`${name}: Ergebnis ${text.length} Bytes, erlaubt ${NUTZLAST_GRENZE}`);
      f.name = 'States.DataLimitExceeded';
      throw f;
    }
    return JSON.parse(text) as Json;
  };
}

const modulAufgabe =
  (einstieg: string): Aufgabe =>
  async (eingabe, kontext) => {
    const modul = (await import(pathToFileURL(einstieg).href)) as { handler: Aufgabe };
    return modul.handler(eingabe, kontext);
  };

export interface Lauf {
  strecke: Strecke;
  laufId: string;
  /** The execution's name: the run id, or a continuation's own (starter.ts). */
  ausfuehrung: string;
  eingabe: StreckenStart;
  status: 'laeuft' | 'erfolgreich' | 'fehlgeschlagen' | 'abgebrochen';
  /** Entered states in order (Map iterations with their index). */
  zustaende: string[];
  ergebnis?: unknown;
  fehler?: { Error: string; Cause: string };
  beginn: Date;
  ende?: Date;
}

export interface LokaleStrecken {
  /**
   * Like StartExecution on the machine `strecke` (the read pipeline unless named) with the
   * execution name `ausfuehrung` (the run id unless given): returns once the run is accepted; a
   * known execution name starts nothing.
   */
  starte: (eingabe: StreckenStart, strecke?: Strecke, ausfuehrung?: string) => Promise<void>;
  /**
   * Synthesizes and builds every machine and loads its task modules now, instead of on each
   * machine's first run (seconds of CDK, then each module's compilation).
   */
  vorbereiten: () => Promise<void>;
  /** Resolves when no run is left running (runs started meanwhile included). */
  warteAufAlle: () => Promise<void>;
  /** Runs still running. */
  offen: () => number;
  /** Aborts running runs (stack shutdown). */
  beenden: () => Promise<void>;
  laeufe: Lauf[];
}

/** A run the local stack was running, as its run book keeps it. */
export interface OffenerLauf {
  strecke: Strecke;
  laufId: string;
  /** The file of an import run. */
  dateiId?: number;
  /** The access of a download run. */
  zugangId?: number;
  /** The input of a planned run's check: started again as it was (pruefung.ts is idempotent). */
  pruefung?: InterfacelaufStart;
  ausfuehrung: string;
}

/** The run book's file name in a data folder (the local stack's, on kept data). */
export const LAUFBUCH_DATEI = 'laufende-laeufe.json';

/**
 * The runs a run book (StreckenOptionen.laufbuch) names: those running when the process that
 * kept it stopped — killed, or ended while they ran. None when there is no book.
 */
export function offeneLaeufe(laufbuch: string): OffenerLauf[] {
  if (!existsSync(laufbuch)) return [];
  return JSON.parse(readFileSync(laufbuch, 'utf8')) as OffenerLauf[];
}

export interface StreckenOptionen {
  /** Task state name → function, instead of the modules of the stack (tests of the wiring). */
  aufgaben?: Record<string, Aufgabe>;
  /**
   * A file that names the runs running now (written as each starts and ends), so that the next
   * start on the same data finds those a killed or stopped process left (offeneLaeufe).
   */
  laufbuch?: string;
  /** Where failed runs are reported (default console.error). */
  melden?: (text: string) => void;
  /**
   * A folder that keeps each execution's history as AWS does (GetExecutionHistory): every event
   * with the states' input and output, one JSON line each, in `<machine>-<execution>.jsonl` — what
   * anyone with read access to Step Functions sees, so what must not hold a secret.
   */
  historie?: string;
  /** The deploy settings the machines are synthesized with (their Map concurrency). */
  kontext?: CdkKontext;
}

interface LaufbereiteMaschine {
  maschine: StateMachine;
  optionen: RunOptions;
}

/**
 * The state machines for this process. Runs execute in the background: a failure is logged and
 * kept in `laeufe`, it never rejects into the caller or crashes the process.
 */
export function lokaleStrecken(optionen: StreckenOptionen = {}): LokaleStrecken {
  const melden = optionen.melden ?? ((text: string) => console.error(text));
  if (optionen.historie) mkdirSync(optionen.historie, { recursive: true });
  const laeufe: Lauf[] = [];
  const laufend = new Set<Promise<void>>();
  const abbrechen = new Set<() => void>();
  const maschinen = new Map<Strecke, Promise<LaufbereiteMaschine>>();
  let abgebrochen = false;
  // Synchronous, so the book is right whenever the process dies: it is written before a run's
  // first task and after its last.
  const buchen = () => {
    if (!optionen.laufbuch) return;
    const offen: OffenerLauf[] = laeufe
      .filter((l) => l.status === 'laeuft' || l.status === 'abgebrochen')
      .map((l) => ({
        strecke: l.strecke,
        laufId: l.laufId,
        ...('dateiId' in l.eingabe
          ? { dateiId: l.eingabe.dateiId }
          : 'zugangId' in l.eingabe
            ? { zugangId: l.eingabe.zugangId }
            : 'interfacelaufId' in l.eingabe
              ? { pruefung: l.eingabe }
              : {}),
        ausfuehrung: l.ausfuehrung,
      }));
    const vorlaeufig = `${optionen.laufbuch}.neu`;
    writeFileSync(vorlaeufig, JSON.stringify(offen));
    renameSync(vorlaeufig, optionen.laufbuch);
  };

  const bauen = async (strecke: Strecke): Promise<LaufbereiteMaschine> => {
    const [{ StateMachine }, synthese] = await Promise.all([
      import('aws-local-stepfunctions'),
      streckenSynthese(optionen.kontext),
    ]);
    const { definition, aufgaben } = synthese[strecke];
    const handler: Record<string, (eingabe: Json) => Promise<Json>> = {};
    for (const [name, { einstieg, timeoutSekunden, invoke }] of aufgaben) {
      const lambda = alsLambda(name, timeoutSekunden, optionen.aufgaben?.[name] ?? modulAufgabe(einstieg));
      handler[name] = invoke
        ? async (eingabe) => ({
            StatusCode: 200,
            Payload: await lambda((eingabe as { Payload: Json }).Payload),
          })
        : lambda;
    }
    // No sleeping locally: retries and waits go on at once.
    const retryIntervalOverrides: Record<string, number> = {};
    const waitTimeOverrides: Record<string, number> = {};
    for (const [name, zustand] of alleZustaende(definition)) {
      if (zustand.Retry) retryIntervalOverrides[name] = 0;
      if (zustand.Type === 'Wait') waitTimeOverrides[name] = 0;
    }
    return {
      maschine: new StateMachine(definition as never),
      optionen: {
        overrides: { taskResourceLocalHandlers: handler, retryIntervalOverrides, waitTimeOverrides },
        noThrowOnAbort: true,
      } satisfies RunOptions,
    };
  };
  const maschineVon = (strecke: Strecke) => {
    let m = maschinen.get(strecke);
    if (!m) {
      m = bauen(strecke);
      // A machine that could not be built is built again by the next run.
      m.catch(() => maschinen.delete(strecke));
      maschinen.set(strecke, m);
    }
    return m;
  };

  async function ausfuehren(lauf: Lauf) {
    const { maschine: m, optionen: o } = await maschineVon(lauf.strecke);
    const name = ausfuehrungsName(lauf.ausfuehrung);
    const maschinenName = STRECKEN[lauf.strecke].name;
    const ausfuehrung = m.run(lauf.eingabe as unknown as Json, {
      ...o,
      context: {
        Execution: {
          Id: `arn:aws:states:${REGION}:${KONTO}:execution:${maschinenName}:${name}`,
          Name: name,
          Input: lauf.eingabe as unknown as Json,
          StartTime: lauf.beginn.toISOString(),
        },
        StateMachine: {
          Id: `arn:aws:states:${REGION}:${KONTO}:stateMachine:${maschinenName}`,
          Name: maschinenName,
        },
      } as never,
    });
    abbrechen.add(ausfuehrung.abort);
    const historie = optionen.historie && join(optionen.historie, `${maschinenName}-${name}.jsonl`);
    const protokoll = (async () => {
      for await (const e of ausfuehrung.eventLogs) {
        if (historie) appendFileSync(historie, `${JSON.stringify(e)}\n`);
        if (e.type === 'StateEntered') {
          lauf.zustaende.push(e.index === undefined ? e.state.name : `${e.state.name}[${e.index}]`);
        }
      }
    })();
    try {
      const ergebnis = await ausfuehrung.result;
      lauf.ergebnis = ergebnis;
      lauf.status = ergebnis === null && abgebrochen ? 'abgebrochen' : 'erfolgreich';
    } finally {
      abbrechen.delete(ausfuehrung.abort);
      await protokoll.catch(() => undefined);
    }
  }

  return {
    laeufe,
    async starte(eingabe, strecke = 'lesen', ausfuehrung = eingabe.laufId) {
      const { name: maschinenName, start: schema } = STRECKEN[strecke];
      const start = schema.parse(eingabe) as StreckenStart;
      if (abgebrochen) throw new Error(`${maschinenName}: lokaler Stack wird beendet`);
      if (laeufe.some((l) => l.ausfuehrung === ausfuehrung)) return;
      const lauf: Lauf = {
        strecke,
        laufId: start.laufId,
        ausfuehrung,
        eingabe: start,
        status: 'laeuft',
        zustaende: [],
        beginn: new Date(),
      };
      laeufe.push(lauf);
      buchen();
      const arbeit: Promise<void> = ausfuehren(lauf)
        .catch((fehler: unknown) => {
          const ursache = fehler instanceof Error && fehler.cause instanceof Error ? fehler.cause : fehler;
          lauf.status = 'fehlgeschlagen';
          lauf.fehler =
            ursache instanceof Error
              ? { Error: ursache.name, Cause: ursache.message }
              : { Error: 'Error', Cause: String(ursache) };
          melden(
            `${maschinenName} ${lauf.laufId} fehlgeschlagen: ${lauf.fehler.Error}: ${lauf.fehler.Cause}`,
          );
        })
        .finally(() => {
          lauf.ende = new Date();
          laufend.delete(arbeit);
          // A run aborted by the stack's end stays in the book: it did not finish.
          buchen();
        });
      laufend.add(arbeit);
    },
    async vorbereiten() {
      for (const strecke of Object.keys(STRECKEN) as Strecke[]) {
        await maschineVon(strecke);
        for (const { einstieg } of (await streckenSynthese(optionen.kontext))[strecke].aufgaben.values())
          await import(pathToFileURL(einstieg).href);
      }
    },
    async warteAufAlle() {
      while (laufend.size > 0) await Promise.allSettled([...laufend]);
    },
    offen: () => laufend.size,
    async beenden() {
      abgebrochen = true;
      for (const abbruch of abbrechen) abbruch();
      while (laufend.size > 0) await Promise.allSettled([...laufend]);
    },
  };
}
