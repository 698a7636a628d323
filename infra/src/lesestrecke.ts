/**
 * The read pipeline "Lesestrecke" (reference §4, "Read"): a Step Functions state machine that plans a
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
import { Duration } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventType, type Bucket } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { ABLAGE_PRAEFIX, EINGANG_PRAEFIX, LESE_ZUSTAENDE, leseStart } from '@lieferdesk/events';
import { LieferdeskFunktion } from './funktion';
import { objekteGewaehren, tabelleGewaehren } from './zugriff';
import {
  DATEI_ANGEKOMMEN_MODUL,
  DATEI_ANGEKOMMEN_TIMEOUT_SEKUNDEN,
  LESE_AUFGABEN_MODULE,
} from './lesestrecke-module';
import { STANDARD_PARALLELITAET } from './durchsatz';
import { aufgabenFunktionen, abschnittsStrecke, aufgabenZustand, type AufgabenKonfig } from './strecke';

/**
 * Chunks read at the same time without the throughput setting (durchsatz.ts): bounds the write
 * rate one file puts on the table. Each chunk writes its own partition (≤ 1,000 WCU/s), so 4
 * chunks match a fresh on-demand table's 4,000 WCU/s; more would only be throttled there
 * (README, "Import pipeline"). Locally the machine's cores are the bound, whatever the number.
 */
export const LESE_PARALLELITAET = STANDARD_PARALLELITAET.lesen;

/** Attempts after the first for a chunk (reading a chunk is idempotent: keys `file#line`). */
export const ABSCHNITT_WIEDERHOLUNGEN = 3;

export interface LesestreckeProps {
  tabelle: TableV2;
  inboxBucket: Bucket;
  /** Environment every function of the stack gets (table, buckets, source maps). */
  umgebung: Record<string, string>;
  /** Chunks read at once (durchsatz.ts); default LESE_PARALLELITAET. */
  parallelitaet?: number;
}

type Aufgabe = keyof typeof LESE_AUFGABEN_MODULE;

/** Lambda timeout per task; reading one chunk (parse + batch writes) may take up to 5 min. */
const AUFGABEN: Record<Aufgabe, AufgabenKonfig> = {
  planen: {
    name: 'AbschnittePlanen',
    modul: LESE_AUFGABEN_MODULE.planen,
    timeout: Duration.minutes(2),
    speicherMb: 1024,
  },
  abschnittLesen: {
    name: 'AbschnittLesen',
    modul: LESE_AUFGABEN_MODULE.abschnittLesen,
    timeout: Duration.minutes(5),
    speicherMb: 1024,
  },
  abschliessen: {
    name: 'LesenAbschliessen',
    modul: LESE_AUFGABEN_MODULE.abschliessen,
    timeout: Duration.minutes(2),
    speicherMb: 512,
  },
  fehlgeschlagen: {
    name: 'LesenFehlgeschlagen',
    modul: LESE_AUFGABEN_MODULE.fehlgeschlagen,
    timeout: Duration.minutes(1),
    speicherMb: 512,
  },
};

export class Lesestrecke extends Construct {
  readonly zustandsmaschine: StateMachine;
  /** The task states' functions (state name of LESE_ZUSTAENDE → function). */
  readonly aufgaben: Record<Aufgabe, LieferdeskFunktion>;
  /** The inbox's ObjectCreated handler under EINGANG_PRAEFIX. */
  readonly dateiAngekommen: LieferdeskFunktion;

  constructor(scope: Construct, id: string, props: LesestreckeProps) {
    super(scope, id);
    const { tabelle, inboxBucket, umgebung } = props;

    this.aufgaben = aufgabenFunktionen(this, 'Lesestrecke', LESE_ZUSTAENDE, AUFGABEN, umgebung, (f) =>
      tabelleGewaehren(f, tabelle, 'schreiben'),
    );
    // Planning and reading a chunk read the file; finishing and recording a failure do not.
    objekteGewaehren(this.aufgaben.planen, inboxBucket, 'lesen');
    objekteGewaehren(this.aufgaben.abschnittLesen, inboxBucket, 'lesen');
    // AbschnittAuftrag = the run's LeseStart fields + the chunk.
    const zustand = {
      planen: 'planen',
      abschnitt: 'abschnittLesen',
      abschliessen: 'abschliessen',
      fehlgeschlagen: 'fehlgeschlagen',
    } as const;
    this.zustandsmaschine = abschnittsStrecke(this, {
      aufgabe: (rolle, resultPath) =>
        aufgabenZustand(this, LESE_ZUSTAENDE[zustand[rolle]], this.aufgaben[zustand[rolle]], resultPath),
      wiederholungen: { versuche: ABSCHNITT_WIEDERHOLUNGEN },
      map: {
        zustand: LESE_ZUSTAENDE.lesen,
        start: leseStart,
        maxConcurrency: props.parallelitaet ?? LESE_PARALLELITAET,
      },
      failName: 'Lesen abgebrochen',
      kommentar: 'Lesestrecke: Datei in Abschnitte teilen, Abschnitte parallel lesen, Lauf abschliessen',
    });

    // ------------------------------------------------------------ trigger
    this.dateiAngekommen = new LieferdeskFunktion(this, 'DateiAngekommen', {
      beschreibung: `S3 ObjectCreated ${EINGANG_PRAEFIX}*: Datei registrieren, Lesestrecke starten`,
      einstieg: DATEI_ANGEKOMMEN_MODUL,
      // Registering reads 2 KB and has S3 copy the file (see DATEI_ANGEKOMMEN_TIMEOUT_SEKUNDEN):
      // waiting on S3 and the table, no bytes held, so the smallest memory that starts quickly.
      timeout: Duration.seconds(DATEI_ANGEKOMMEN_TIMEOUT_SEKUNDEN),
      speicherMb: 256,
      umgebung: { ...umgebung, LESESTRECKE_ARN: this.zustandsmaschine.stateMachineArn },
    });
    tabelleGewaehren(this.dateiAngekommen, tabelle, 'schreiben');
    objekteGewaehren(this.dateiAngekommen, inboxBucket, 'lesen');
    // The kept copy (registrieren.ts); never under EINGANG_PRAEFIX, whose files arrive from outside.
    objekteGewaehren(this.dateiAngekommen, inboxBucket, 'schreiben', ABLAGE_PRAEFIX);
    this.zustandsmaschine.grantStartExecution(this.dateiAngekommen);
    inboxBucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.dateiAngekommen), {
      prefix: EINGANG_PRAEFIX,
    });
  }
}
