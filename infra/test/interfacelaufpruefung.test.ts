// @vitest-environment node
/**
 * The check of planned interface runs as CDK builds it, on a small stack of its own: one task
 * state in JSONPath calling its own function (the task module the local stack runs too), retried,
 * the function allowed the table; and EventBridge Scheduler's role allowed to start it — the
 * target every planned run's schedule names (functions/src/interfacelaeufe/zeitplan.ts).
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { DefinitionBody, Pass, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { describe, expect, it } from 'vitest';
import { INTERFACELAUF_ZUSTAENDE, STRECKEN } from '@lieferdesk/events';
import { LieferdeskFunktion } from '../src/funktion';
import {
  INTERFACELAUF_AUFGABEN_MODULE,
  Interfacelaufpruefung,
  PRUEFUNG_WIEDERHOLUNGEN,
} from '../src/interfacelaufpruefung';
import { Zeitplaene } from '../src/zeitplaene';

const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
const stack = new Stack(app, 'Lieferdesk');
const tabelle = new TableV2(stack, 'Tabelle', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
const pruefung = new Interfacelaufpruefung(stack, 'Interfacelaufpruefung', {
  tabelle,
  umgebung: { TABLE_NAME: tabelle.tableName },
});
const abholen = new StateMachine(stack, 'Abholen', {
  definitionBody: DefinitionBody.fromChainable(new Pass(stack, 'P')),
});
const zeitplaene = new Zeitplaene(stack, 'Zeitplaene', {
  ziele: { abholen, interfacelauf: pruefung.zustandsmaschine },
});
const template = Template.fromStack(stack);
const id = (c: { node: { defaultChild?: unknown } }) => stack.getLogicalId(c.node.defaultChild as never);

interface Anweisung {
  Action: string | string[];
  Resource: unknown;
}
/** Every statement of the policies attached to the role with this logical id. */
const anweisungen = (rolle: string): Anweisung[] =>
  Object.values(template.findResources('AWS::IAM::Policy'))
    .map((p) => p.Properties as { Roles: unknown[]; PolicyDocument: { Statement: Anweisung[] } })
    .filter((p) => JSON.stringify(p.Roles).includes(JSON.stringify({ Ref: rolle })))
    .flatMap((p) => p.PolicyDocument.Statement);
const aktionen = (a: Anweisung) => (Array.isArray(a.Action) ? a.Action : [a.Action]);

describe('Interfacelaufpruefung (Step Functions)', () => {
  it('prüft in einem Task mit eigener Funktion, wiederholt, in JSONPath', () => {
    const maschinen = Object.values(template.findResources('AWS::StepFunctions::StateMachine')).filter((m) =>
      JSON.stringify(m.Properties.DefinitionString).includes(INTERFACELAUF_ZUSTAENDE.pruefen),
    );
    expect(maschinen).toHaveLength(1);
    const text = JSON.stringify(maschinen[0]!.Properties.DefinitionString);
    expect(text).not.toMatch(/jsonata/i);
    const zustand = INTERFACELAUF_ZUSTAENDE.pruefen;
    expect(text).toContain(`\\"StartAt\\":\\"${zustand}\\"`);
    expect(text).toContain(`\\"${zustand}\\":{\\"End\\":true`);
    expect(text).toContain(`\\"MaxAttempts\\":${PRUEFUNG_WIEDERHOLUNGEN}`);
    // The task calls the check's own function directly (payloadResponseOnly).
    expect(text).toContain(id(pruefung.aufgaben.pruefen));
    expect(pruefung.aufgaben.pruefen).toBeInstanceOf(LieferdeskFunktion);
    expect(pruefung.aufgaben.pruefen.einstieg).toBe(INTERFACELAUF_AUFGABEN_MODULE.pruefen);
    expect(INTERFACELAUF_AUFGABEN_MODULE.pruefen).toMatch(
      /functions\/src\/aufgaben\/interfacelauf-pruefen\.ts$/,
    );
  });

  it('gibt der Funktion die Tabelle (Dateien und Lauf lesen, nicht gelaufene Läufe schreiben), sonst nichts', () => {
    const rolle = id(pruefung.aufgaben.pruefen.role as never);
    const erlaubt = anweisungen(rolle).flatMap(aktionen);
    expect(erlaubt).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:GetItem']),
    );
    expect(erlaubt.every((a) => a.startsWith('dynamodb:'))).toBe(true);
  });

  it('ist ein Ziel der Zeitpläne: ihre eigene Rolle von Scheduler darf sie starten, unter ihrem Namen', () => {
    const rechte = anweisungen(id(zeitplaene.rollen.interfacelauf));
    expect(rechte.flatMap(aktionen)).toEqual(['states:StartExecution']);
    expect(JSON.stringify(rechte.map((a) => a.Resource))).toContain(id(pruefung.zustandsmaschine));
    expect(JSON.stringify(rechte.map((a) => a.Resource))).not.toContain(id(abholen));
    expect(STRECKEN.interfacelauf.name).toBe('Interfacelaufpruefung');
  });
});
