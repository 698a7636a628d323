/**
 * The check of planned interface runs "Interfacelaufpruefung" (events/src/interfacelauf.ts): the
 * target of every planned run's schedule (EventBridge Scheduler starts it with the role of
 * infra/src/zeitplaene.ts, as it starts "Abholstrecke" for a BiPRO access). One task, "Interfacelauf
 * pruefen": look for the run's file since the previous expected time, record the missed run if
 * none came. The task is idempotent (the missed run's key is run and day), so it is retried like
 * a chunk; a check that still fails fails its execution, which the machine's error log keeps.
 *
 * Built from the blocks of strecke.ts (JSONPath, direct Lambda task, STANDARD with error logs),
 * so the local stack runs this very definition.
 */
import { Duration } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { INTERFACELAUF_ZUSTAENDE } from '@lieferdesk/events';
import type { LieferdeskFunktion } from './funktion';
import { tabelleGewaehren } from './zugriff';
import { funktionsModul } from './lesestrecke-module';
import {
  abschnittWiederholen,
  aufgabenFunktionen,
  aufgabenZustand,
  zustandsmaschine,
  type AufgabenKonfig,
} from './strecke';

/** The task's module, named once for the CDK stack and the local stack. */
export const INTERFACELAUF_AUFGABEN_MODULE = {
  pruefen: funktionsModul('aufgaben/interfacelauf-pruefen'),
} satisfies Record<keyof typeof INTERFACELAUF_ZUSTAENDE, string>;

/** Attempts after the first: a few table queries, retried over a throttled or failed call. */
export const PRUEFUNG_WIEDERHOLUNGEN = 3;

const AUFGABEN: Record<keyof typeof INTERFACELAUF_ZUSTAENDE, AufgabenKonfig> = {
  pruefen: {
    name: 'InterfacelaufPruefen',
    modul: INTERFACELAUF_AUFGABEN_MODULE.pruefen,
    timeout: Duration.minutes(1),
    speicherMb: 256,
  },
};

export interface InterfacelaufpruefungProps {
  tabelle: TableV2;
  umgebung: Record<string, string>;
}

export class Interfacelaufpruefung extends Construct {
  readonly zustandsmaschine: StateMachine;
  readonly aufgaben: Record<keyof typeof INTERFACELAUF_ZUSTAENDE, LieferdeskFunktion>;

  constructor(scope: Construct, id: string, props: InterfacelaufpruefungProps) {
    super(scope, id);
    // Reads the planned run and the import files of its window, writes the missed-run line.
    this.aufgaben = aufgabenFunktionen(
      this,
      'Interfacelaufpruefung',
      INTERFACELAUF_ZUSTAENDE,
      AUFGABEN,
      props.umgebung,
      (f) => tabelleGewaehren(f, props.tabelle, 'schreiben'),
    );
    const pruefen = aufgabenZustand(
      this,
      INTERFACELAUF_ZUSTAENDE.pruefen,
      this.aufgaben.pruefen,
      '$.ergebnis',
    );
    abschnittWiederholen(pruefen, PRUEFUNG_WIEDERHOLUNGEN);
    this.zustandsmaschine = zustandsmaschine(
      this,
      'Interfacelaufpruefung: kam die Datei eines geplanten Interfacelaufs? Sonst nicht gelaufen vermerken',
      pruefen,
    );
  }
}
