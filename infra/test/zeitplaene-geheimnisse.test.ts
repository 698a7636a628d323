// @vitest-environment node
/**
 * The CDK side of the two ports, on a small stack of their own (the machines as Pass states, the
 * API's functions as bare roles): EventBridge Scheduler's group and the roles its schedules start
 * machines with (one per machine), and the grants and environment `zugriffGewaehren` derives from a route's
 * `zeitplaene` and `geheimnisse` declarations — for a declaring route made up here, and for
 * every route of the table as it declares today.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { TableV2, AttributeType } from 'aws-cdk-lib/aws-dynamodb';
import { Role, AccountRootPrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { DefinitionBody, Pass, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { describe, expect, it } from 'vitest';
import { STRECKEN, type Strecke } from '@lieferdesk/events';
import type { Zugriff } from '@lieferdesk/shared';
import { implementierteRouten } from '@lieferdesk/functions/routes';
import {
  GEHEIMNIS_AKTIONEN,
  geheimnisPraefix,
  ZEITPLAN_AKTIONEN,
  zugriffGewaehren,
  type Ressourcen,
} from '../src/zugriff';
import { Zeitplaene } from '../src/zeitplaene';
import { ZEITPLAN_ZIELE } from '@lieferdesk/functions/zeitplaene/zeitplan';

interface Anweisung {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/** A Fn::Join-built string with every intrinsic left as a readable marker (`<id>.Arn`, `<id>`). */
function alsText(wert: unknown): string {
  if (typeof wert === 'string') return wert;
  const w = wert as Record<string, unknown>;
  if ('Fn::Join' in w) {
    const [trenner, teile] = w['Fn::Join'] as [string, unknown[]];
    return teile.map(alsText).join(trenner);
  }
  if ('Fn::GetAtt' in w) return (w['Fn::GetAtt'] as string[]).join('.');
  if ('Ref' in w) return String(w.Ref);
  throw new Error(`unerwartet: ${JSON.stringify(wert)}`);
}

/** The small stack: table, buckets, one machine per Strecke, the schedules' resources. */
function aufbauen() {
  const app = new App();
  const stack = new Stack(app, 'Lieferdesk');
  const strecken = Object.fromEntries(
    (Object.keys(STRECKEN) as Strecke[]).map((s) => [
      s,
      new StateMachine(stack, `Strecke-${s}`, {
        definitionBody: DefinitionBody.fromChainable(new Pass(stack, `P-${s}`)),
      }),
    ]),
  ) as Record<Strecke, StateMachine>;
  const zeitplaene = new Zeitplaene(stack, 'Zeitplaene', {
    ziele: { abholen: strecken.abholen, interfacelauf: strecken.interfacelauf },
  });
  const ressourcen: Ressourcen = {
    tabelle: new TableV2(stack, 'Tabelle', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
    inboxBucket: new Bucket(stack, 'Inbox'),
    dokumenteBucket: new Bucket(stack, 'Dokumente'),
    strecken,
    zeitplaene,
    geheimnisPraefix: geheimnisPraefix(stack),
  };
  const funktionen = new Map<string, { rolle: IRole; umgebung: Record<string, string> }>();
  const gewaehren = (id: string, z: Zugriff) => {
    const rolle = new Role(stack, `Funktion-${id}`, { assumedBy: new AccountRootPrincipal() });
    funktionen.set(id, { rolle, umgebung: zugriffGewaehren(rolle, z, ressourcen) });
  };
  gewaehren('zeitplaene', { tabelle: 'schreiben', zeitplaene: true });
  gewaehren('schreiben', { tabelle: 'schreiben', geheimnisse: 'schreiben' });
  gewaehren('lesen', { tabelle: 'keine', geheimnisse: 'lesen' });
  gewaehren('ohne', { tabelle: 'schreiben', strecken: ['verarbeiten'] });
  for (const r of implementierteRouten()) gewaehren(`route-${r.id}`, r.zugriff);
  const template = Template.fromStack(stack);

  const id = (c: { node: { defaultChild?: unknown } } | IRole) =>
    stack.getLogicalId((c as { node: { defaultChild: never } }).node.defaultChild);
  /** Every statement of the role's policies. */
  const anweisungen = (rolle: IRole): Anweisung[] =>
    Object.values(template.findResources('AWS::IAM::Policy'))
      .map((p) => p.Properties as { Roles: unknown[]; PolicyDocument: { Statement: Anweisung[] } })
      .filter((p) => JSON.stringify(p.Roles).includes(JSON.stringify({ Ref: id(rolle) })))
      .flatMap((p) => p.PolicyDocument.Statement);
  return { stack, strecken, zeitplaene, ressourcen, funktionen, template, id, anweisungen };
}

const s = aufbauen();
const aktionen = (a: Anweisung) => (Array.isArray(a.Action) ? a.Action : [a.Action]);
const ziele = (a: Anweisung) => (Array.isArray(a.Resource) ? a.Resource : [a.Resource]).map(alsText);
const funktion = (id: string) => s.funktionen.get(id)!;
/** Actions of the role with the given prefix, each with its resources as text. */
const rechte = (rolle: IRole, praefix: string) =>
  s
    .anweisungen(rolle)
    .filter((a) => aktionen(a).some((x) => x.startsWith(praefix)))
    .map((a) => ({
      aktionen: aktionen(a)
        .filter((x) => x.startsWith(praefix))
        .sort(),
      ziele: ziele(a),
    }));

const gruppe = () => {
  const gruppen = Object.entries(s.template.findResources('AWS::Scheduler::ScheduleGroup'));
  expect(gruppen).toHaveLength(1);
  return gruppen[0]!;
};
const ZEITPLAN_ARNS = () =>
  `arn:AWS::Partition:scheduler:AWS::Region:AWS::AccountId:schedule/${String(gruppe()[1].Properties.Name)}/*`;
const GEHEIMNIS_ARNS =
  'arn:AWS::Partition:secretsmanager:AWS::Region:AWS::AccountId:secret:lieferdesk/bipro/*';

describe('EventBridge Scheduler: Gruppe und Rolle', () => {
  it('hat eine Zeitplangruppe, die mit den Daten bleibt', () => {
    const [logisch, g] = gruppe();
    expect(logisch).toBe(s.id(s.zeitplaene.gruppe));
    expect(g.DeletionPolicy).toBe('Retain');
    expect(g.Properties.Name).toBe(s.zeitplaene.gruppe.scheduleGroupName);
    expect(String(g.Properties.Name)).toMatch(/^[0-9A-Za-z_.-]{1,64}$/);
  });

  it('gibt jede Rolle nur Scheduler dieses Kontos', () => {
    for (const ziel of ZEITPLAN_ZIELE) {
      const rolle = s.template.findResources('AWS::IAM::Role')[s.id(s.zeitplaene.rollen[ziel])]!;
      expect(rolle.Properties.AssumeRolePolicyDocument.Statement).toEqual([
        {
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: 'scheduler.amazonaws.com' },
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        },
      ]);
    }
  });

  it('hat je Zielmaschine eine Rolle, die genau diese Maschine starten darf, sonst nichts', () => {
    expect(Object.keys(s.zeitplaene.rollen).sort()).toEqual(['abholen', 'interfacelauf']);
    expect(new Set(ZEITPLAN_ZIELE.map((z) => s.id(s.zeitplaene.rollen[z]))).size).toBe(ZEITPLAN_ZIELE.length);
    for (const ziel of ZEITPLAN_ZIELE) {
      const anweisungen = s.anweisungen(s.zeitplaene.rollen[ziel]);
      expect(anweisungen.flatMap(aktionen), ziel).toEqual(['states:StartExecution']);
      expect(anweisungen.flatMap(ziele), ziel).toEqual([s.id(s.strecken[ziel])]);
    }
  });
});

describe('Zugriff zeitplaene', () => {
  it('darf die Zeitpläne der Gruppe anlegen, ändern, lesen, löschen und die Rolle weitergeben', () => {
    const { rolle } = funktion('zeitplaene');
    expect(rechte(rolle, 'scheduler:')).toEqual([
      { aktionen: [...ZEITPLAN_AKTIONEN].sort(), ziele: [ZEITPLAN_ARNS()] },
    ]);
    expect(rechte(rolle, 'iam:')).toEqual([
      { aktionen: ['iam:PassRole'], ziele: ZEITPLAN_ZIELE.map((z) => `${s.id(s.zeitplaene.rollen[z])}.Arn`) },
    ]);
    // Passed to Scheduler alone: the function cannot hand the roles to a service that would run as them.
    const weitergeben = s.anweisungen(rolle).filter((a) => aktionen(a).includes('iam:PassRole'));
    expect(weitergeben.map((a) => a.Condition)).toEqual([
      { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    ]);
  });

  it('startet selbst keine Maschine, kennt aber jede mit ihrer Variablen, die Gruppe und die Rolle', () => {
    const { rolle, umgebung } = funktion('zeitplaene');
    expect(rechte(rolle, 'states:')).toEqual([]);
    expect(s.stack.resolve(umgebung)).toEqual({
      ZEITPLAN_GRUPPE: s.stack.resolve(s.zeitplaene.gruppe.scheduleGroupName),
      ZEITPLAN_ROLLE_ABHOLEN_ARN: { 'Fn::GetAtt': [s.id(s.zeitplaene.rollen.abholen), 'Arn'] },
      ZEITPLAN_ROLLE_INTERFACELAUF_ARN: { 'Fn::GetAtt': [s.id(s.zeitplaene.rollen.interfacelauf), 'Arn'] },
      ...Object.fromEntries(
        (Object.keys(STRECKEN) as Strecke[]).map((st) => [
          STRECKEN[st].arnVariable,
          { Ref: s.id(s.strecken[st]) },
        ]),
      ),
    });
  });

  it('gibt einer Route ohne die Deklaration nichts davon', () => {
    const { rolle, umgebung } = funktion('ohne');
    expect(rechte(rolle, 'scheduler:')).toEqual([]);
    expect(rechte(rolle, 'iam:')).toEqual([]);
    expect(Object.keys(umgebung)).toEqual([STRECKEN.verarbeiten.arnVariable]);
  });
});

describe('Zugriff geheimnisse', () => {
  it('schreiben: anlegen, neuer Wert, löschen, markieren unter dem Präfix — nie lesen', () => {
    const { rolle, umgebung } = funktion('schreiben');
    expect(rechte(rolle, 'secretsmanager:')).toEqual([
      { aktionen: [...GEHEIMNIS_AKTIONEN.schreiben].sort(), ziele: [GEHEIMNIS_ARNS] },
    ]);
    expect(umgebung).toEqual({ GEHEIMNIS_PRAEFIX: 'lieferdesk/bipro/' });
  });

  it('lesen: nur den Wert lesen', () => {
    const { rolle, umgebung } = funktion('lesen');
    expect(rechte(rolle, 'secretsmanager:')).toEqual([
      { aktionen: ['secretsmanager:GetSecretValue'], ziele: [GEHEIMNIS_ARNS] },
    ]);
    expect(umgebung).toEqual({ GEHEIMNIS_PRAEFIX: 'lieferdesk/bipro/' });
  });

  it('nennt das Präfix nach dem Stack, so teilen zwei Stacks eines Kontos keine Geheimnisse', () => {
    expect(geheimnisPraefix(new Stack(new App(), 'Lieferdesk-Test'))).toBe('lieferdesk-test/bipro/');
  });
});

describe('aus der Routentabelle', () => {
  it('gibt jeder Route Zeitpläne und Geheimnisse genau nach ihrer Deklaration', () => {
    for (const r of implementierteRouten()) {
      const { rolle, umgebung } = funktion(`route-${r.id}`);
      expect(rechte(rolle, 'scheduler:').length > 0, r.id).toBe(r.zugriff.zeitplaene === true);
      expect('ZEITPLAN_GRUPPE' in umgebung, r.id).toBe(r.zugriff.zeitplaene === true);
      const geheimnisse = rechte(rolle, 'secretsmanager:').flatMap((x) => x.aktionen);
      expect(geheimnisse.sort(), r.id).toEqual(
        r.zugriff.geheimnisse ? [...GEHEIMNIS_AKTIONEN[r.zugriff.geheimnisse]].sort() : [],
      );
    }
  });
});
