/**
 * The download pipeline "Abholstrecke" (reference §4 "Download job"; events/src/abholen.ts): one
 * run of a BiPRO access's download job. "Abholung vorbereiten" takes the access and lists its
 * shipments; "Lieferungen abholen" gets each shipment alone (Map, bounded concurrency) — its files
 * streamed to the inbox bucket under bipro/, stored, sorted, assigned, and only then
 * acknowledged; "Abholung abschliessen" records the run on the access and releases it. A
 * shipment that still fails after its retries is caught inside its iteration ("Lieferung nicht
 * abgeholt"): it stays unacknowledged and the run goes on; any other failure is recorded by
 * "Abholung fehlgeschlagen" before the run fails. Each iteration keeps its result in the table
 * and answers nothing; the Map's output is discarded, so the state is the run's fields and its
 * bounded plan (events/src/abholen.ts ABHOL_PLAN_HOECHSTBYTES), whatever the shipments bring.
 *
 * Built from the blocks of strecke.ts (JSONPath, direct Lambda tasks, STANDARD with error logs),
 * so the local stack runs this very definition.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Errors, JsonPath, type StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import {
  ABHOL_NICHT_WIEDERHOLEN,
  ABHOL_ZUSTAENDE,
  ABLAGE_PRAEFIX,
  BIPRO_PRAEFIX,
  abholStart,
} from '@lieferdesk/events';
import { ABHOL_AUFGABEN_MODULE } from './abholstrecke-module';
import type { LieferdeskFunktion } from './funktion';
import { geheimnisseGewaehren, objekteGewaehren, tabelleGewaehren } from './zugriff';
import {
  abschnittsMap,
  abschnittWiederholen,
  aufgabenFunktionen,
  aufgabenZustand,
  fehlerPfad,
  zustandsmaschine,
  type AufgabenKonfig,
} from './strecke';

/**
 * Shipments fetched at the same time for one access. Insurers throttle (429/503) well before
 * our side would: a few parallel gets keep a run short without provoking them.
 */
export const ABHOL_PARALLELITAET = 3;

/** Attempts after the first for a shipment (every step of it is idempotent). */
export const LIEFERUNG_WIEDERHOLUNGEN = 2;

export interface AbholstreckeProps {
  tabelle: TableV2;
  /** The prefix of the secrets holding the accesses' passwords (zugriff.ts geheimnisPraefix). */
  geheimnisPraefix: string;
  inboxBucket: Bucket;
  /** The read pipeline: a GDV file handed to the import starts it. */
  lesestrecke: StateMachine;
  umgebung: Record<string, string>;
}

type Aufgabe = keyof typeof ABHOL_AUFGABEN_MODULE;

/**
 * Lambda timeout and memory per task (`npm run bench:bipro` runs the bundles with them too). A
 * shipment's files stream through (a 300 MB inventory at tens of MB/s takes well under the 15
 * minutes); memory stays at a few multipart parts.
 */
export const ABHOL_AUFGABEN: Record<Aufgabe, AufgabenKonfig> = {
  planen: {
    name: 'AbholungPlanen',
    modul: ABHOL_AUFGABEN_MODULE.planen,
    timeout: Duration.minutes(2),
    speicherMb: 512,
  },
  lieferungAbholen: {
    name: 'LieferungAbholen',
    modul: ABHOL_AUFGABEN_MODULE.lieferungAbholen,
    timeout: Duration.minutes(15),
    speicherMb: 512,
    // Peak RSS of a container under 200 MB at a 300 MB shipment (README "BiPRO downloads").
    knapperSpeicher: true,
  },
  nichtAbgeholt: {
    name: 'LieferungNichtAbgeholt',
    modul: ABHOL_AUFGABEN_MODULE.nichtAbgeholt,
    timeout: Duration.minutes(1),
    speicherMb: 256,
  },
  abschliessen: {
    name: 'AbholungAbschliessen',
    modul: ABHOL_AUFGABEN_MODULE.abschliessen,
    timeout: Duration.minutes(1),
    speicherMb: 256,
  },
  fehlgeschlagen: {
    name: 'AbholungFehlgeschlagen',
    modul: ABHOL_AUFGABEN_MODULE.fehlgeschlagen,
    timeout: Duration.minutes(1),
    speicherMb: 256,
  },
};

export class Abholstrecke extends Construct {
  readonly zustandsmaschine: StateMachine;
  readonly aufgaben: Record<Aufgabe, LieferdeskFunktion>;

  constructor(scope: Construct, id: string, props: AbholstreckeProps) {
    super(scope, id);
    const { tabelle, inboxBucket, lesestrecke, umgebung, geheimnisPraefix } = props;
    this.aufgaben = aufgabenFunktionen(this, 'Abholstrecke', ABHOL_ZUSTAENDE, ABHOL_AUFGABEN, umgebung, (f) =>
      tabelleGewaehren(f, tabelle, 'schreiben'),
    );
    const abholen = this.aufgaben.lieferungAbholen;
    // Listing and getting sign in at the insurer: they read the access's password, nothing writes it.
    for (const f of [this.aufgaben.planen, abholen]) {
      const env = geheimnisseGewaehren(f, 'lesen', geheimnisPraefix, Stack.of(this));
      for (const [variable, wert] of Object.entries(env)) f.addEnvironment(variable, wert);
    }
    // Files stream under bipro/ (multipart); a GDV file's registration reads it and copies it
    // to ablage/, then starts the read pipeline.
    objekteGewaehren(abholen, inboxBucket, 'schreiben', BIPRO_PRAEFIX);
    objekteGewaehren(abholen, inboxBucket, 'lesen', BIPRO_PRAEFIX);
    objekteGewaehren(abholen, inboxBucket, 'schreiben', ABLAGE_PRAEFIX);
    lesestrecke.grantStartExecution(abholen);
    abholen.addEnvironment('LESESTRECKE_ARN', lesestrecke.stateMachineArn);

    const planen = aufgabenZustand(this, ABHOL_ZUSTAENDE.planen, this.aufgaben.planen, '$.plan');
    const lieferung = aufgabenZustand(this, ABHOL_ZUSTAENDE.lieferungAbholen, abholen);
    abschnittWiederholen(lieferung, LIEFERUNG_WIEDERHOLUNGEN, [...ABHOL_NICHT_WIEDERHOLEN]);
    const nichtAbgeholt = aufgabenZustand(this, ABHOL_ZUSTAENDE.nichtAbgeholt, this.aufgaben.nichtAbgeholt);
    abschnittWiederholen(nichtAbgeholt, LIEFERUNG_WIEDERHOLUNGEN);
    lieferung.addCatch(nichtAbgeholt, { errors: [Errors.ALL], resultPath: '$.fehler' });
    const map = abschnittsMap(this, ABHOL_ZUSTAENDE.abholen, {
      start: abholStart,
      itemsPath: '$.plan.abschnitte',
      maxConcurrency: ABHOL_PARALLELITAET,
      resultPath: JsonPath.DISCARD,
      prozessor: lieferung,
    });
    const abschliessen = aufgabenZustand(
      this,
      ABHOL_ZUSTAENDE.abschliessen,
      this.aufgaben.abschliessen,
      '$.abschluss',
    );
    fehlerPfad(
      this,
      aufgabenZustand(this, ABHOL_ZUSTAENDE.fehlgeschlagen, this.aufgaben.fehlgeschlagen, JsonPath.DISCARD),
      'Abholung abgebrochen',
      [planen, map, abschliessen],
    );
    this.zustandsmaschine = zustandsmaschine(
      this,
      'Abholstrecke: Zugang sperren, Lieferungen listen, einzeln abholen, ablegen, einordnen, quittieren, abschliessen',
      planen.next(map).next(abschliessen),
    );
  }
}
