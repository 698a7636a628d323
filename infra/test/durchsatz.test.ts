// @vitest-environment node
/**
 * The throughput deploy setting (infra/src/durchsatz.ts): without it a plain on-demand table and
 * the chunk counts a new one takes; with it the table warmed to it and one chunk per partition's
 * 1,000 WCU/s in both pipelines — as the synthesized templates say.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import {
  durchsatz,
  durchsatzDesStacks,
  HOECHSTE_PARALLELITAET,
  KONTEXT_SCHREIBEINHEITEN,
  STANDARD_PARALLELITAET,
} from '../src/durchsatz';
import { Lesestrecke } from '../src/lesestrecke';
import { Verarbeitungsstrecke } from '../src/verarbeitungsstrecke';

describe('Durchsatz als Einstellung', () => {
  it('ohne Einstellung: keine warme Tabelle, 4 Abschnitte lesend, 8 verarbeitend', () => {
    expect(durchsatz()).toEqual({ parallelitaet: STANDARD_PARALLELITAET });
  });

  it('mit Einstellung: die Tabelle so warm, ein Abschnitt je 1.000 WCU/s, nie weniger als ohne', () => {
    expect(durchsatz(24_000)).toEqual({
      warm: { writeUnitsPerSecond: 24_000 },
      parallelitaet: { lesen: 24, verarbeiten: 24 },
    });
    expect(durchsatz(6_500).parallelitaet).toEqual({ lesen: 6, verarbeiten: 8 });
    expect(durchsatz(40_000).parallelitaet.lesen).toBe(HOECHSTE_PARALLELITAET);
  });

  it('weist Werte ab, die keine Einstellung sind', () => {
    for (const falsch of [3_999, 40_001, 12_000.5, Number.NaN])
      expect(() => durchsatz(falsch)).toThrow(KONTEXT_SCHREIBEINHEITEN);
  });

  it('liest die Einstellung aus dem CDK-Kontext; Tabelle und beide Strecken folgen ihr', () => {
    const app = new App({
      context: { [KONTEXT_SCHREIBEINHEITEN]: '24000', 'aws:cdk:bundling-stacks': [] },
    });
    const stack = new Stack(app, 'Durchsatz');
    const { warm, parallelitaet } = durchsatzDesStacks(stack);
    const tabelle = new TableV2(stack, 'Tabelle', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      billing: Billing.onDemand(),
      ...(warm ? { warmThroughput: warm } : {}),
    });
    const bucket = new Bucket(stack, 'Bucket');
    new Lesestrecke(stack, 'Lesen', {
      tabelle,
      inboxBucket: bucket,
      umgebung: {},
      parallelitaet: parallelitaet.lesen,
    });
    new Verarbeitungsstrecke(stack, 'Verarbeiten', {
      tabelle,
      dokumenteBucket: bucket,
      umgebung: {},
      parallelitaet: parallelitaet.verarbeiten,
    });
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      WarmThroughput: { WriteUnitsPerSecond: 24_000 },
    });
    const maps = Object.values(template.findResources('AWS::StepFunctions::StateMachine')).map((r) =>
      JSON.stringify(r.Properties.DefinitionString),
    );
    expect(maps).toHaveLength(2);
    for (const definition of maps) expect(definition).toMatch(/\\"MaxConcurrency\\":24[,}]/);
  });
});
