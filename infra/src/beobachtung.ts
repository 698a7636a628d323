/**
 * What operations watch: a CloudWatch dashboard of the download job and the import (shipments,
 * files, bytes, failures, lines read and evaluated) and two alarms — a download run failed in the
 * last hour, an access is overdue. The metrics are the functions' own (functions/src/metriken.ts,
 * embedded metric format), read here by the same names; dashboard and alarms use the
 * service-wide aggregate, per access the metrics carry the `Zugang` dimension as well.
 *
 * The alarms have no action: who is told, and how (e-mail, chat, paging), is the operator's to
 * attach (an SNS topic as the alarm's action).
 */
import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { METRIK, METRIK_DIENST, METRIK_NAMENSRAUM, type MetrikName } from '@lieferdesk/functions/metriken';

/** The window of the failed-run alarm and of the dashboard's bars. */
export const BEOBACHTUNG_ZEITRAUM = Duration.hours(1);

export interface BeobachtungProps {
  /** "Abholstrecke": its failed executions count as failed runs too (a run whose end could not record itself). */
  abholstrecke: StateMachine;
}

export class Beobachtung extends Construct {
  readonly dashboard: Dashboard;
  readonly fehlgeschlageneAbholungen: Alarm;
  readonly ueberfaelligeZugaenge: Alarm;

  constructor(scope: Construct, id: string, props: BeobachtungProps) {
    super(scope, id);
    const metrik = (name: MetrikName, statistic = 'Sum') =>
      new Metric({
        namespace: METRIK_NAMENSRAUM,
        metricName: name,
        dimensionsMap: { service: METRIK_DIENST },
        statistic,
        period: BEOBACHTUNG_ZEITRAUM,
      });
    const ausfuehrungenFehlgeschlagen = props.abholstrecke.metricFailed({
      statistic: 'Sum',
      period: BEOBACHTUNG_ZEITRAUM,
    });
    const fehlgeschlagen = new MathExpression({
      expression: 'FILL(laeufe, 0) + FILL(ausfuehrungen, 0)',
      usingMetrics: {
        laeufe: metrik(METRIK.laeufeFehlgeschlagen),
        ausfuehrungen: ausfuehrungenFehlgeschlagen,
      },
      label: 'Fehlgeschlagene Abholungen',
      period: BEOBACHTUNG_ZEITRAUM,
    });

    this.fehlgeschlageneAbholungen = new Alarm(this, 'AbholungenFehlgeschlagen', {
      alarmDescription:
        'Mindestens eine Abholung ist in der letzten Stunde fehlgeschlagen oder hat Lieferungen nicht abgeholt (Abholstrecke).',
      metric: fehlgeschlagen,
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.ueberfaelligeZugaenge = new Alarm(this, 'ZugaengeUeberfaellig', {
      alarmDescription:
        'Ein Zugang ist überfällig: seine letzte erfolgreiche Abholung liegt mehr als 72 Stunden zurück.',
      metric: metrik(METRIK.ueberfaelligeZugaenge, 'Maximum'),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      defaultInterval: Duration.days(7),
      widgets: [
        [
          new TextWidget({
            markdown:
              '# Lieferdesk: Abholung und Import\nJe Stunde summiert; je Zugang in den Metriken mit der Dimension `Zugang`.',
            width: 24,
            height: 2,
          }),
        ],
        [
          new GraphWidget({
            title: 'Lieferungen und Dateien',
            left: [metrik(METRIK.lieferungen), metrik(METRIK.dateien)],
            width: 8,
          }),
          new GraphWidget({ title: 'Bytes', left: [metrik(METRIK.bytes)], width: 8 }),
          new GraphWidget({
            title: 'Fehlschläge',
            left: [
              metrik(METRIK.lieferungenFehlgeschlagen),
              metrik(METRIK.laeufeFehlgeschlagen),
              ausfuehrungenFehlgeschlagen.with({ label: 'Abholstrecke: fehlgeschlagene Ausführungen' }),
            ],
            width: 8,
          }),
        ],
        [
          new GraphWidget({
            title: 'Zeilen gelesen und ausgewertet',
            left: [
              metrik(METRIK.zeilenGelesen),
              metrik(METRIK.zeilenLesefehler),
              metrik(METRIK.zeilenAusgewertet),
              metrik(METRIK.zeilenAuswertungFehlerhaft),
            ],
            width: 12,
          }),
          new GraphWidget({
            title: 'Abholungen',
            left: [metrik(METRIK.laeufe), metrik(METRIK.laeufeFehlgeschlagen)],
            width: 6,
          }),
          new SingleValueWidget({
            title: 'Abholungen überfälliger Zugänge',
            metrics: [metrik(METRIK.ueberfaelligeZugaenge)],
            width: 6,
          }),
        ],
      ],
    });
  }
}
