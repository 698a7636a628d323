/**
 * What every pipeline (Step Functions state machine) of the stack is built from, so the read
 * pipeline and the processing pipeline follow one pattern: each task state calls its own
 * Lambda directly (payloadResponseOnly: the state's input in, the state's result out — the
 * payloads of `events/`), waits a little longer than its Lambda may run, chunks run in a Map
 * over the plan's chunks with a bounded concurrency and retries, every failure is caught into
 * the pipeline's failure task, and the machine is STANDARD, in JSONPath (never JSONata: the local
 * stack runs this very definition in aws-local-stepfunctions, which ignores JSONata), with error
 * logs.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  DefinitionBody,
  Errors,
  Fail,
  JitterType,
  JsonPath,
  LogLevel,
  Map as MapZustand,
  StateMachine,
  StateMachineType,
  Timeout,
  type IChainable,
  type TaskStateBase,
} from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import type { Construct } from 'constructs';
import type { z } from 'zod';
import { LieferdeskFunktion } from './funktion';
import { referenzImBefund, wildcardAnerkennen } from './bestpraktiken';

export interface AufgabenKonfig {
  /** Construct id prefix of the function (`<name>Funktion`, `<name>Logs`). */
  name: string;
  /** The module whose handler it runs. */
  modul: string;
  timeout: Duration;
  speicherMb: number;
  /** The function streams large files (knapperSpeicher.ts). */
  knapperSpeicher?: boolean;
}

/**
 * A task waits a little longer than its Lambda may run, so a hung invocation ends the state
 * (States.Timeout) instead of holding the file's lock for ever.
 */
export const aufgabenTimeout = (lambda: Duration) => Timeout.duration(lambda.plus(Duration.seconds(30)));

/** One function per task state, named after the state (`<Pipeline>: <state>`). */
export function aufgabenFunktionen<A extends string>(
  scope: Construct,
  pipeline: string,
  zustaende: Record<A, string>,
  konfig: Record<A, AufgabenKonfig>,
  umgebung: Record<string, string>,
  berechtigen: (f: LieferdeskFunktion) => void,
): Record<A, LieferdeskFunktion> {
  const funktionen = {} as Record<A, LieferdeskFunktion>;
  for (const aufgabe of Object.keys(konfig) as A[]) {
    const k = konfig[aufgabe];
    const f = new LieferdeskFunktion(scope, k.name, {
      beschreibung: `${pipeline}: ${zustaende[aufgabe]}`,
      einstieg: k.modul,
      timeout: k.timeout,
      speicherMb: k.speicherMb,
      umgebung,
      ...(k.knapperSpeicher ? { knapperSpeicher: true } : {}),
    });
    berechtigen(f);
    funktionen[aufgabe] = f;
  }
  return funktionen;
}

/** A task state calling its function with the state's input; its result at `resultPath`. */
export function aufgabenZustand(
  scope: Construct,
  zustand: string,
  funktion: LieferdeskFunktion,
  resultPath?: string,
): LambdaInvoke {
  wildcardAnerkennen(
    scope,
    `${referenzImBefund(scope, funktion)}:*`,
    'CDK’s LambdaInvoke grant: the machine invokes this one task function, its versions and aliases included.',
  );
  return LambdaInvoke.jsonPath(scope, zustand, {
    stateName: zustand,
    lambdaFunction: funktion,
    payloadResponseOnly: true,
    resultPath,
    taskTimeout: aufgabenTimeout(funktion.timeout ?? Duration.seconds(3)),
  });
}

/**
 * Retries of a chunk task: `nicht` (errors a retry cannot cure) are not retried; everything
 * else `versuche` times more, with growing, jittered pauses.
 */
export function abschnittWiederholen(task: TaskStateBase, versuche: number, nicht: string[] = []): void {
  if (nicht.length) task.addRetry({ errors: nicht, maxAttempts: 0 });
  task.addRetry({
    errors: [Errors.ALL],
    maxAttempts: versuche,
    interval: Duration.seconds(2),
    backoffRate: 2,
    maxDelay: Duration.seconds(30),
    jitterStrategy: JitterType.FULL,
  });
}

/**
 * The Map over the plan's chunks: each iteration gets the run's input fields plus its chunk
 * (`abschnitt`). The field list comes from the start schema, so a field added to it reaches every
 * chunk without touching the pipeline.
 */
export function abschnittsMap(
  scope: Construct,
  zustand: string,
  o: {
    start: z.ZodObject;
    itemsPath: string;
    maxConcurrency: number;
    resultPath: string;
    prozessor: IChainable;
  },
): MapZustand {
  const auftrag: Record<string, unknown> = { abschnitt: JsonPath.objectAt('$$.Map.Item.Value') };
  for (const feld of Object.keys(o.start.shape)) auftrag[feld] = JsonPath.stringAt(`$.${feld}`);
  return MapZustand.jsonPath(scope, zustand, {
    stateName: zustand,
    itemsPath: o.itemsPath,
    itemSelector: auftrag,
    maxConcurrency: o.maxConcurrency,
    resultPath: o.resultPath,
  }).itemProcessor(o.prozessor);
}

/**
 * The failure path: the failure task records the error (the state, $.fehler included, is kept
 * so the Fail state can name the cause), then the run fails. Every state in `faengt` catches
 * every error into it, States.DataLimitExceeded by name.
 */
export function fehlerPfad(
  scope: Construct,
  fehlgeschlagen: LambdaInvoke,
  failName: string,
  faengt: (TaskStateBase | MapZustand)[],
): void {
  const pfad = fehlgeschlagen.next(
    Fail.jsonPath(scope, 'Abgebrochen', {
      stateName: failName,
      errorPath: '$.fehler.Error',
      causePath: '$.fehler.Cause',
    }),
  );
  for (const zustand of faengt) {
    // States.ALL does not catch a state whose input or output passed 256 KiB: named, so the
    // failure task still releases the lock instead of the run dying with it.
    zustand.addCatch(pfad, { errors: ['States.DataLimitExceeded'], resultPath: '$.fehler' });
    zustand.addCatch(pfad, { errors: [Errors.ALL], resultPath: '$.fehler' });
  }
}

/**
 * The STANDARD machine with its own log group (three months) of every state's events — without
 * execution data: lines carry personal data — and X-Ray traces.
 */
export function zustandsmaschine(scope: Construct, kommentar: string, start: IChainable): StateMachine {
  const maschine = new StateMachine(scope, 'Zustandsmaschine', {
    stateMachineType: StateMachineType.STANDARD,
    comment: kommentar,
    definitionBody: DefinitionBody.fromChainable(start),
    logs: {
      destination: new LogGroup(scope, 'ZustandsmaschineLogs', {
        retention: RetentionDays.THREE_MONTHS,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      // Every state's events, still without their data (AwsSolutions-SF1).
      level: LogLevel.ALL,
      includeExecutionData: false,
    },
    tracingEnabled: true,
  });
  wildcardAnerkennen(
    maschine,
    '*',
    'Log delivery (logs:CreateLogDelivery and the rest) and X-Ray (xray:PutTraceSegments) take no resource ARN.',
  );
  return maschine;
}

/** The four task states every pipeline has; `abschnitt` runs once per chunk. */
export type StreckenRolle = 'planen' | 'abschnitt' | 'abschliessen' | 'fehlgeschlagen';

/**
 * The shape of every pipeline: plan → the chunks in a Map → finish, every failure caught into
 * the failure task. The plan lands in $.plan, the chunks' results in $.ergebnisse, the finishing
 * step's result in $.abschluss — the execution's output, the input still visible beside it.
 */
export function abschnittsStrecke(
  scope: Construct,
  o: {
    /** The task state of a role, its result at `resultPath`. */
    aufgabe: (rolle: StreckenRolle, resultPath?: string) => LambdaInvoke;
    wiederholungen: { versuche: number; nicht?: string[] };
    map: { zustand: string; start: z.ZodObject; maxConcurrency: number };
    failName: string;
    kommentar: string;
  },
): StateMachine {
  const planen = o.aufgabe('planen', '$.plan');
  // No ResultPath: the chunk's result is the iteration's output. (An explicit "$" means the
  // same in AWS, but aws-local-stepfunctions 3.0.0 writes the result under a key "$".)
  const abschnitt = o.aufgabe('abschnitt');
  abschnittWiederholen(abschnitt, o.wiederholungen.versuche, o.wiederholungen.nicht);
  const map = abschnittsMap(scope, o.map.zustand, {
    start: o.map.start,
    itemsPath: '$.plan.abschnitte',
    maxConcurrency: o.map.maxConcurrency,
    resultPath: '$.ergebnisse',
    prozessor: abschnitt,
  });
  const abschliessen = o.aufgabe('abschliessen', '$.abschluss');
  fehlerPfad(scope, o.aufgabe('fehlgeschlagen', JsonPath.DISCARD), o.failName, [planen, map, abschliessen]);
  return zustandsmaschine(scope, o.kommentar, planen.next(map).next(abschliessen));
}
