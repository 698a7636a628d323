// @vitest-environment node
/**
 * The throughput deploy setting (infra/src/durchsatz.ts): without it a plain on-demand table and
 * the chunk counts a new one takes; with it the table warmed to it and one chunk per partition's
 * 1,000 WCU/s in both pipelines — as the synthesized templates say.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import {
  durchsatz,
  durchsatzDesStacks,
  HOECHSTE_PARALLELITAET,
  KONTEXT_SCHREIBEINHEITEN,
  STANDARD_PARALLELITAET,
  WARMER_INDEX,
} from '../src/durchsatz';
import { tabelleAnlegen } from '../src/tabelle';
import { Lesestrecke } from '../src/lesestrecke';
import { Verarbeitungsstrecke } from '../src/verarbeitungsstrecke';

describe('Durchsatz als Einstellung', () => {
  it('ohne Einstellung: keine warme Tabelle, 4 Abschnitte lesend, 8 verarbeitend', () => {
    expect(durchsatz()).toEqual({ parallelitaet: STANDARD_PARALLELITAET });
    const stack = new Stack(new App(), 'Kalt');
    tabelleAnlegen(stack, durchsatz());
    const tabelle = Template.fromStack(stack).findResources('AWS::DynamoDB::GlobalTable');
    expect(JSON.stringify(tabelle)).not.toContain('WarmThroughput');
  });

  it('mit Einstellung: die Tabelle so warm, ein Abschnitt je 1.000 WCU/s, nie weniger als ohne', () => {
    expect(durchsatz(24_000)).toEqual({
      warm: { writeUnitsPerSecond: 24_000 },
      parallelitaet: { lesen: 24, verarbeiten: 24 },
    });
    expect(durchsatz(6_500).parallelitaet).toEqual({ lesen: 6, verarbeiten: 8 });
    expect(durchsatz(40_000).parallelitaet.lesen).toBe(HOECHSTE_PARALLELITAET);
  });

  it('unter den 4.000 einer neuen Tabelle: die Tabelle darauf begrenzt, so wenige Abschnitte zugleich', () => {
    expect(durchsatz(2_000)).toEqual({ hoechstens: 2_000, parallelitaet: { lesen: 2, verarbeiten: 2 } });
    const stack = new Stack(new App(), 'Begrenzt');
    tabelleAnlegen(stack, durchsatz(2_000));
    Template.fromStack(stack).hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      WriteOnDemandThroughputSettings: { MaxWriteRequestUnits: 2_000 },
    });
  });

  it('weist Werte ab, die keine Einstellung sind', () => {
    for (const falsch of [999, 40_001, 12_000.5, Number.NaN])
      expect(() => durchsatz(falsch)).toThrow(KONTEXT_SCHREIBEINHEITEN);
  });

  it('liest die Einstellung aus dem CDK-Kontext; Tabelle und beide Strecken folgen ihr', () => {
    const app = new App({
      context: { [KONTEXT_SCHREIBEINHEITEN]: '24000', 'aws:cdk:bundling-stacks': [] },
    });
    const stack = new Stack(app, 'Durchsatz');
    const durchsatz = durchsatzDesStacks(stack);
    const { parallelitaet } = durchsatz;
    const tabelle = tabelleAnlegen(stack, durchsatz);
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
    // The table and the lines' list index warmed, no other index.
    const [definition] = Object.values(template.findResources('AWS::DynamoDB::GlobalTable'));
    expect(definition!.Properties.WarmThroughput).toEqual({ WriteUnitsPerSecond: 24_000 });
    const warmeIndizes = (
      definition!.Properties.GlobalSecondaryIndexes as { IndexName: string; WarmThroughput?: unknown }[]
    ).filter((i) => i.WarmThroughput);
    expect(warmeIndizes).toEqual([
      expect.objectContaining({ IndexName: WARMER_INDEX, WarmThroughput: { WriteUnitsPerSecond: 24_000 } }),
    ]);
    const maps = Object.values(template.findResources('AWS::StepFunctions::StateMachine')).map((r) =>
      JSON.stringify(r.Properties.DefinitionString),
    );
    expect(maps).toHaveLength(2);
    for (const definition of maps) expect(definition).toMatch(/\\"MaxConcurrency\\":24[,}]/);
  });
});
