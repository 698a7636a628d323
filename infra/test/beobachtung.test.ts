// @vitest-environment node
/**
 * Dashboard and alarms as CDK builds them, on a small stack of their own: the alarms on failed
 * download runs (the functions' metric and the machine's failed executions) and on overdue
 * accesses, and the dashboard showing every metric the functions record — by the names
 * functions/src/metriken.ts writes them under.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { DefinitionBody, Pass, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { describe, expect, it } from 'vitest';
import { METRIK, METRIK_DIENST, METRIK_NAMENSRAUM } from '@lieferdesk/functions/metriken';
import { Beobachtung } from '../src/beobachtung';

const stack = new Stack(new App(), 'Lieferdesk');
const abholstrecke = new StateMachine(stack, 'Abholstrecke', {
  definitionBody: DefinitionBody.fromChainable(new Pass(stack, 'P')),
});
new Beobachtung(stack, 'Beobachtung', { abholstrecke });
const template = Template.fromStack(stack);
const maschine = stack.getLogicalId(abholstrecke.node.defaultChild as never);

const dienstMetrik = (name: string, stat: string) => ({
  MetricStat: {
    Metric: {
      Namespace: METRIK_NAMENSRAUM,
      MetricName: name,
      Dimensions: [{ Name: 'service', Value: METRIK_DIENST }],
    },
    Period: 3600,
    Stat: stat,
  },
});

describe('Beobachtung (CloudWatch)', () => {
  it('Alarm: eine fehlgeschlagene Abholung in der letzten Stunde — Metrik der Funktionen oder Ausführung der Abholstrecke', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'FILL(laeufe, 0) + FILL(ausfuehrungen, 0)' }),
        Match.objectLike({
          Id: 'laeufe',
          ...dienstMetrik(METRIK.laeufeFehlgeschlagen, 'Sum'),
          ReturnData: false,
        }),
        Match.objectLike({
          Id: 'ausfuehrungen',
          MetricStat: Match.objectLike({
            Metric: {
              Namespace: 'AWS/States',
              MetricName: 'ExecutionsFailed',
              Dimensions: [{ Name: 'StateMachineArn', Value: { Ref: maschine } }],
            },
            Stat: 'Sum',
          }),
        }),
      ]),
    });
  });

  it('Alarm: ein überfälliger Zugang', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: METRIK_NAMENSRAUM,
      MetricName: METRIK.ueberfaelligeZugaenge,
      Dimensions: [{ Name: 'service', Value: METRIK_DIENST }],
      Statistic: 'Maximum',
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
      TreatMissingData: 'notBreaching',
    });
    template.resourceCountIs('AWS::CloudWatch::Alarm', 2);
  });

  it('Dashboard zeigt jede Metrik der Funktionen und die fehlgeschlagenen Ausführungen', () => {
    const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const koerper = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const name of Object.values(METRIK))
      expect(koerper).toContain(
        `[\\"${METRIK_NAMENSRAUM}\\",\\"${name}\\",\\"service\\",\\"${METRIK_DIENST}\\"`,
      );
    expect(koerper).toContain('\\"AWS/States\\",\\"ExecutionsFailed\\"');
  });
});
