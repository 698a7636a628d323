/**
 * The read pipeline "Lesestrecke" (issue 4, "Read"): a Step Functions state machine that plans a
 * registered file's chunks, reads the chunks in parallel and finishes the file's monitor record;
 * any failure is recorded by "Lesen fehlgeschlagen" before the run fails. Plus the inbox
 * bucket's trigger: a file dropped under EINGANG_PRAEFIX is registered and starts a run.
 *
 * JSONPath only (never JSONata): the local stack runs this very definition in
 * aws-local-stepfunctions, which ignores JSONata. Tasks call their Lambda directly
 * (payloadResponseOnly): each handler gets the state's input and returns the state's result,
 * the payloads of `events/src/lesen.ts`. Between states travel S3 pointers and chunk
 * descriptors only, never file contents (256 KB state limit).
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { EventType, type Bucket } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
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
} from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { EINGANG_PRAEFIX, LESE_ZUSTAENDE, leseStart } from '@lieferdesk/events';
import { LieferdeskFunktion } from './funktion';
import { DATEI_ANGEKOMMEN_MODUL, LESE_AUFGABEN_MODULE } from './lesestrecke-module';

/** Chunks read at the same time: bounds the write rate one file puts on the table. */
export const LESE_PARALLELITAET = 4;

/** Attempts after the first for a chunk (reading a chunk is idempotent: keys `file#line`). */
export const ABSCHNITT_WIEDERHOLUNGEN = 3;

export interface LesestreckeProps {
  tabelle: TableV2;
  inboxBucket: Bucket;
  /** Environment every function of the stack gets (table, buckets, source maps). */
  umgebung: Record<string, string>;
}

type Aufgabe = keyof typeof LESE_AUFGABEN_MODULE;

/** Lambda timeout per task; reading one chunk (parse + batch writes) may take up to 5 min. */
const AUFGABEN: Record<Aufgabe, { name: string; timeout: Duration; speicherMb: number }> = {
  planen: { name: 'AbschnittePlanen', timeout: Duration.minutes(2), speicherMb: 1024 },
  abschnittLesen: { name: 'AbschnittLesen', timeout: Duration.minutes(5), speicherMb: 1024 },
  abschliessen: { name: 'LesenAbschliessen', timeout: Duration.minutes(2), speicherMb: 512 },
  fehlgeschlagen: { name: 'LesenFehlgeschlagen', timeout: Duration.minutes(1), speicherMb: 512 },
};

/**
 * A task waits a little longer than its Lambda may run, so a hung invocation ends the state
 * (States.Timeout) instead of holding the file's lock for ever.
 */
const aufgabenTimeout = (lambda: Duration) => Timeout.duration(lambda.plus(Duration.seconds(30)));

export class Lesestrecke extends Construct {
  readonly zustandsmaschine: StateMachine;
  /** The task states' functions (state name of LESE_ZUSTAENDE → function). */
  readonly aufgaben: Record<Aufgabe, LieferdeskFunktion>;
  /** The inbox's ObjectCreated handler under EINGANG_PRAEFIX. */
  readonly dateiAngekommen: LieferdeskFunktion;

  constructor(scope: Construct, id: string, props: LesestreckeProps) {
    super(scope, id);
    const { tabelle, inboxBucket, umgebung } = props;

    const funktion = (aufgabe: Aufgabe) => {
      const a = AUFGABEN[aufgabe];
      const f = new LieferdeskFunktion(this, a.name, {
        beschreibung: `Lesestrecke: ${LESE_ZUSTAENDE[aufgabe]}`,
        einstieg: LESE_AUFGABEN_MODULE[aufgabe],
        timeout: a.timeout,
        speicherMb: a.speicherMb,
        umgebung,
      });
      tabelle.grantReadWriteData(f);
      inboxBucket.grantRead(f);
      return f;
    };
    this.aufgaben = {
      planen: funktion('planen'),
      abschnittLesen: funktion('abschnittLesen'),
      abschliessen: funktion('abschliessen'),
      fehlgeschlagen: funktion('fehlgeschlagen'),
    };

    const aufgabe = (a: Aufgabe, resultPath?: string) =>
      LambdaInvoke.jsonPath(this, LESE_ZUSTAENDE[a], {
        stateName: LESE_ZUSTAENDE[a],
        lambdaFunction: this.aufgaben[a],
        payloadResponseOnly: true,
        resultPath,
        taskTimeout: aufgabenTimeout(AUFGABEN[a].timeout),
      });

    // ------------------------------------------------------------ states
    const planen = aufgabe('planen', '$.plan');

    // No ResultPath: the chunk's result is the iteration's output. (An explicit "$" means the
    // same in AWS, but aws-local-stepfunctions 3.0.0 writes the result under a key "$".)
    const abschnittLesen = aufgabe('abschnittLesen').addRetry({
      errors: [Errors.ALL],
      maxAttempts: ABSCHNITT_WIEDERHOLUNGEN,
      interval: Duration.seconds(2),
      backoffRate: 2,
      maxDelay: Duration.seconds(30),
      jitterStrategy: JitterType.FULL,
    });

    // AbschnittAuftrag = the run's LeseStart fields + the chunk; the field list comes from the
    // schema, so a field added to LeseStart reaches every chunk without touching this file.
    const auftrag: Record<string, unknown> = { abschnitt: JsonPath.objectAt('$$.Map.Item.Value') };
    for (const feld of Object.keys(leseStart.shape)) auftrag[feld] = JsonPath.stringAt(`$.${feld}`);
    const lesen = MapZustand.jsonPath(this, LESE_ZUSTAENDE.lesen, {
      stateName: LESE_ZUSTAENDE.lesen,
      itemsPath: '$.plan.abschnitte',
      itemSelector: auftrag,
      maxConcurrency: LESE_PARALLELITAET,
      resultPath: '$.ergebnisse',
    }).itemProcessor(abschnittLesen);

    // The result of "Lesen abschliessen" is the execution's output; the input stays visible.
    const abschliessen = aufgabe('abschliessen', '$.abschluss');

    // The failure handler keeps the state ($.fehler included) so the Fail state can name the cause.
    const fehlgeschlagen = aufgabe('fehlgeschlagen', JsonPath.DISCARD).next(
      Fail.jsonPath(this, 'Abgebrochen', {
        stateName: 'Lesen abgebrochen',
        errorPath: '$.fehler.Error',
        causePath: '$.fehler.Cause',
      }),
    );
    for (const zustand of [planen, lesen, abschliessen]) {
      zustand.addCatch(fehlgeschlagen, { errors: [Errors.ALL], resultPath: '$.fehler' });
    }

    this.zustandsmaschine = new StateMachine(this, 'Zustandsmaschine', {
      stateMachineType: StateMachineType.STANDARD,
      comment: 'Lesestrecke: Datei in Abschnitte teilen, Abschnitte parallel lesen, Lauf abschliessen',
      definitionBody: DefinitionBody.fromChainable(planen.next(lesen).next(abschliessen)),
      logs: {
        destination: new LogGroup(this, 'ZustandsmaschineLogs', {
          retention: RetentionDays.THREE_MONTHS,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
        level: LogLevel.ERROR,
        includeExecutionData: false,
      },
      tracingEnabled: false,
    });

    // ------------------------------------------------------------ trigger
    this.dateiAngekommen = new LieferdeskFunktion(this, 'DateiAngekommen', {
      beschreibung: `S3 ObjectCreated ${EINGANG_PRAEFIX}*: Datei registrieren, Lesestrecke starten`,
      einstieg: DATEI_ANGEKOMMEN_MODUL,
      // Registering reads the file once (content hash for the duplicate rule).
      timeout: Duration.minutes(5),
      speicherMb: 1024,
      umgebung: { ...umgebung, LESESTRECKE_ARN: this.zustandsmaschine.stateMachineArn },
    });
    tabelle.grantReadWriteData(this.dateiAngekommen);
    inboxBucket.grantRead(this.dateiAngekommen);
    this.zustandsmaschine.grantStartExecution(this.dateiAngekommen);
    inboxBucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.dateiAngekommen), {
      prefix: EINGANG_PRAEFIX,
    });
  }
}
