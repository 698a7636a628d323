/**
 * A list's Excel export as a run of its own, "Exportstrecke" (events/src/listenExport.ts; issue
 * 24 §2): the export routes start it and answer the job at once, so an export runs beyond the
 * API's 29 s. One task, "Liste exportieren", reads the list page after page in the caller's
 * scope and streams the file into the documents bucket under export/, raising the job's
 * progress record; a failure it does not handle itself (its Lambda timed out or died) is caught
 * into "Export fehlgeschlagen", which records the German error on the job. Not retried: a file
 * is written from the first row again, and the user may simply export again.
 *
 * Built from the blocks of strecke.ts (JSONPath, direct Lambda tasks, STANDARD with error logs),
 * so the local stack runs this very definition.
 */
import { Duration } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { JsonPath, type StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { EXPORT_PRAEFIX, EXPORT_ZUSTAENDE } from '@lieferdesk/events';
import {
  EXPORT_JOB_PRAEFIX,
  fortschrittSchluessel,
} from '@lieferdesk/functions/data/repositories/fortschritt';
import { exportPlatzSchluessel } from '@lieferdesk/functions/data/repositories/exportPlaetze';
import type { LieferdeskFunktion } from './funktion';
import { objekteGewaehren, tabelleGewaehren } from './zugriff';
import { funktionsModul } from './lesestrecke-module';
import {
  aufgabenFunktionen,
  aufgabenZustand,
  fehlerPfad,
  zustandsmaschine,
  type AufgabenKonfig,
} from './strecke';

/** The tasks' modules, named once for the CDK stack and the local stack. */
export const EXPORT_AUFGABEN_MODULE = {
  exportieren: funktionsModul('aufgaben/liste-exportieren'),
  fehlgeschlagen: funktionsModul('aufgaben/export-fehlgeschlagen'),
} satisfies Record<keyof typeof EXPORT_ZUSTAENDE, string>;

/**
 * The export task's time: 100,000 rows (the bound) at the rate measured locally (README, "Every
 * list to Excel") with room for a slower table — Lambda's longest.
 */
export const EXPORT_TIMEOUT = Duration.minutes(15);

const AUFGABEN: Record<keyof typeof EXPORT_ZUSTAENDE, AufgabenKonfig> = {
  exportieren: {
    name: 'ListeExportieren',
    modul: EXPORT_AUFGABEN_MODULE.exportieren,
    timeout: EXPORT_TIMEOUT,
    // exceljs's streaming writer and a page of rows at a time: memory stays flat.
    speicherMb: 1024,
  },
  fehlgeschlagen: {
    name: 'ExportFehlgeschlagen',
    modul: EXPORT_AUFGABEN_MODULE.fehlgeschlagen,
    timeout: Duration.seconds(30),
    speicherMb: 256,
  },
};

/** The only write on the table: an export job's progress record (its act, its end). */
export const EXPORT_TABELLE_SCHREIBEN = ['dynamodb:UpdateItem'];

export interface ExportstreckeProps {
  tabelle: TableV2;
  dokumenteBucket: IBucket;
  umgebung: Record<string, string>;
}

export class Exportstrecke extends Construct {
  readonly zustandsmaschine: StateMachine;
  readonly aufgaben: Record<keyof typeof EXPORT_ZUSTAENDE, LieferdeskFunktion>;

  constructor(scope: Construct, id: string, props: ExportstreckeProps) {
    super(scope, id);
    this.aufgaben = aufgabenFunktionen(
      this,
      'Exportstrecke',
      EXPORT_ZUSTAENDE,
      AUFGABEN,
      props.umgebung,
      (f) => {
        // Reads any list; writes only export jobs' progress records and the users' export places
        // (their partition keys).
        tabelleGewaehren(f, props.tabelle, 'lesen');
        Grant.addToPrincipal({
          grantee: f,
          actions: EXPORT_TABELLE_SCHREIBEN,
          resourceArns: [props.tabelle.tableArn],
          conditions: {
            'ForAllValues:StringLike': {
              'dynamodb:LeadingKeys': [
                `${fortschrittSchluessel(EXPORT_JOB_PRAEFIX)}*`,
                `${exportPlatzSchluessel('')}*`,
              ],
            },
          },
        });
      },
    );
    // Only the export task writes the file.
    objekteGewaehren(this.aufgaben.exportieren, props.dokumenteBucket, 'schreiben', EXPORT_PRAEFIX);
    const exportieren = aufgabenZustand(
      this,
      EXPORT_ZUSTAENDE.exportieren,
      this.aufgaben.exportieren,
      '$.ergebnis',
    );
    fehlerPfad(
      this,
      aufgabenZustand(this, EXPORT_ZUSTAENDE.fehlgeschlagen, this.aufgaben.fehlgeschlagen, JsonPath.DISCARD),
      'Export abgebrochen',
      [exportieren],
    );
    this.zustandsmaschine = zustandsmaschine(
      this,
      'Exportstrecke: eine Liste in der Sicht des Benutzers als Excel-Datei nach export/ schreiben',
      exportieren,
    );
  }
}
