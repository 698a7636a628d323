/**
 * The processing pipeline "Verarbeitungsstrecke" (reference §4, "Evaluate", "Book / settle", the
 * deletes of "Line actions"): one Step Functions state machine for every kind of work a person
 * starts on a read file (`art` in its input, events/src/verarbeitung.ts). It checks the run
 * still owns the file and plans the chunks (the partitions of the file's lines), works the
 * chunks in a Map with bounded concurrency and retries, and finishes — file status, journal,
 * lock, progress, for a settlement the protocol. Any failure is recorded by "Verarbeitung
 * fehlgeschlagen" before the run fails.
 *
 * The same building blocks as the read pipeline (strecke.ts); the machine's input, the chunk
 * payloads and the results are the schemas of events/src/verarbeitung.ts.
 */
import { Duration } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import {
  PROTOKOLL_PRAEFIX,
  VERARBEITUNGS_NICHT_WIEDERHOLEN,
  VERARBEITUNGS_ZUSTAENDE,
  verarbeitungsStart,
} from '@lieferdesk/events';
import type { LieferdeskFunktion } from './funktion';
import { objekteGewaehren, tabelleGewaehren } from './zugriff';
import { STANDARD_PARALLELITAET } from './durchsatz';
import { aufgabenFunktionen, abschnittsStrecke, aufgabenZustand, type AufgabenKonfig } from './strecke';
import { VERARBEITUNGS_AUFGABEN_MODULE } from './verarbeitungsstrecke-module';

/**
 * Chunks worked at the same time without the throughput setting (durchsatz.ts). Each chunk writes its 2,000 lines in batches (8 requests in
 * flight) and, when booking, creates contracts in transactions: 8 chunks keep a file's work
 * spread over 8 line partitions and within what an on-demand table takes without throttling
 * (README "Import pipeline: design figures for AWS").
 */
export const VERARBEITUNGS_PARALLELITAET = STANDARD_PARALLELITAET.verarbeiten;

/** Attempts after the first for a chunk (every chunk's work is idempotent). */
export const VERARBEITUNGS_WIEDERHOLUNGEN = 3;

export interface VerarbeitungsstreckeProps {
  tabelle: TableV2;
  dokumenteBucket: Bucket;
  umgebung: Record<string, string>;
  /** Chunks worked at once (durchsatz.ts); default VERARBEITUNGS_PARALLELITAET. */
  parallelitaet?: number;
}

type Aufgabe = keyof typeof VERARBEITUNGS_AUFGABEN_MODULE;

/**
 * Lambda timeout per task. A chunk of 2,000 lines evaluates in seconds; booking one creates up
 * to a few hundred contracts (three writes each). Finishing a settlement reads the file's lines
 * once and writes the protocol.
 */
const AUFGABEN: Record<Aufgabe, AufgabenKonfig> = {
  planen: {
    name: 'VerarbeitungPlanen',
    modul: VERARBEITUNGS_AUFGABEN_MODULE.planen,
    timeout: Duration.minutes(1),
    speicherMb: 512,
  },
  abschnittVerarbeiten: {
    name: 'AbschnittVerarbeiten',
    modul: VERARBEITUNGS_AUFGABEN_MODULE.abschnittVerarbeiten,
    timeout: Duration.minutes(5),
    speicherMb: 1024,
  },
  abschliessen: {
    name: 'VerarbeitungAbschliessen',
    modul: VERARBEITUNGS_AUFGABEN_MODULE.abschliessen,
    timeout: Duration.minutes(10),
    speicherMb: 1024,
  },
  fehlgeschlagen: {
    name: 'VerarbeitungFehlgeschlagen',
    modul: VERARBEITUNGS_AUFGABEN_MODULE.fehlgeschlagen,
    timeout: Duration.minutes(1),
    speicherMb: 512,
  },
};

export class Verarbeitungsstrecke extends Construct {
  readonly zustandsmaschine: StateMachine;
  /** The task states' functions (state name of VERARBEITUNGS_ZUSTAENDE → function). */
  readonly aufgaben: Record<Aufgabe, LieferdeskFunktion>;

  constructor(scope: Construct, id: string, props: VerarbeitungsstreckeProps) {
    super(scope, id);
    const { tabelle, dokumenteBucket, umgebung } = props;

    this.aufgaben = aufgabenFunktionen(
      this,
      'Verarbeitungsstrecke',
      VERARBEITUNGS_ZUSTAENDE,
      AUFGABEN,
      umgebung,
      (f) => tabelleGewaehren(f, tabelle, 'schreiben'),
    );
    // The settlement protocol is written by the finishing step, under its prefix only.
    objekteGewaehren(this.aufgaben.abschliessen, dokumenteBucket, 'schreiben', PROTOKOLL_PRAEFIX);

    // VerarbeitungsAuftrag = the run's VerarbeitungsStart fields + the chunk.
    const zustand = {
      planen: 'planen',
      abschnitt: 'abschnittVerarbeiten',
      abschliessen: 'abschliessen',
      fehlgeschlagen: 'fehlgeschlagen',
    } as const;
    this.zustandsmaschine = abschnittsStrecke(this, {
      aufgabe: (rolle, resultPath) =>
        aufgabenZustand(
          this,
          VERARBEITUNGS_ZUSTAENDE[zustand[rolle]],
          this.aufgaben[zustand[rolle]],
          resultPath,
        ),
      wiederholungen: { versuche: VERARBEITUNGS_WIEDERHOLUNGEN, nicht: [...VERARBEITUNGS_NICHT_WIEDERHOLEN] },
      map: {
        zustand: VERARBEITUNGS_ZUSTAENDE.verarbeiten,
        start: verarbeitungsStart,
        maxConcurrency: props.parallelitaet ?? VERARBEITUNGS_PARALLELITAET,
      },
      failName: 'Verarbeitung abgebrochen',
      kommentar:
        'Verarbeitungsstrecke: auswerten, buchen, abrechnen, löschen — abschnittsweise, parallel, mit Abschluss',
    });
  }
}
