// @vitest-environment node
/**
 * The list export's run as CDK builds it, on a small stack of its own: the export task calling
 * its own function, every failure of it caught into the failure task (no retry), in JSONPath;
 * the task's function allowed the table to read, only export jobs' progress records to update
 * (their partition keys) and the documents bucket only under export/ to write; a timeout that
 * holds the bound's 100,000 rows.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { EXPORT_LAUF_HOECHSTENS_MS, EXPORT_ZUSTAENDE, STRECKEN } from '@lieferdesk/events';
import { exportPlatzSchluessel } from '@lieferdesk/functions/data/repositories/exportPlaetze';
import { fortschrittSchluessel } from '@lieferdesk/functions/data/repositories/fortschritt';
import { EXPORT_AUFGABEN_MODULE, EXPORT_TIMEOUT, Exportstrecke } from '../src/exportstrecke';

const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
const stack = new Stack(app, 'Lieferdesk');
const tabelle = new TableV2(stack, 'Tabelle', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
const dokumente = new Bucket(stack, 'Dokumente');
const strecke = new Exportstrecke(stack, 'Exportstrecke', {
  tabelle,
  dokumenteBucket: dokumente,
  umgebung: { TABLE_NAME: tabelle.tableName },
});
const template = Template.fromStack(stack);
const id = (c: { node: { defaultChild?: unknown } }) => stack.getLogicalId(c.node.defaultChild as never);

interface Anweisung {
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}
const anweisungen = (rolle: string): Anweisung[] =>
  Object.values(template.findResources('AWS::IAM::Policy'))
    .map((p) => p.Properties as { Roles: unknown[]; PolicyDocument: { Statement: Anweisung[] } })
    .filter((p) => JSON.stringify(p.Roles).includes(JSON.stringify({ Ref: rolle })))
    .flatMap((p) => p.PolicyDocument.Statement);
const aktionen = (a: Anweisung) => (Array.isArray(a.Action) ? a.Action : [a.Action]);
const schreibend = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

describe('Exportstrecke (Step Functions)', () => {
  it('exportiert in einem Task, fängt jeden Fehler in den Fehler-Task, ohne Wiederholung', () => {
    const [maschine, ...mehr] = Object.values(template.findResources('AWS::StepFunctions::StateMachine'));
    expect(mehr).toHaveLength(0);
    const text = JSON.stringify(maschine!.Properties.DefinitionString);
    expect(text).not.toMatch(/jsonata/i);
    expect(text).toContain(`\\"StartAt\\":\\"${EXPORT_ZUSTAENDE.exportieren}\\"`);
    expect(text).toContain(`\\"Next\\":\\"${EXPORT_ZUSTAENDE.fehlgeschlagen}\\"`);
    expect(text).toContain('States.ALL');
    // Only CDK's retry of the Lambda service's own refusals (the function did not run): a failed
    // export is not written again from its first row.
    const definition = JSON.parse(
      (maschine!.Properties.DefinitionString as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1]
        .map((t) => (typeof t === 'string' ? t : 'arn'))
        .join(''),
    ) as { States: Record<string, { Retry?: { ErrorEquals: string[] }[] }> };
    const wiederholt = definition.States[EXPORT_ZUSTAENDE.exportieren]!.Retry!.flatMap((r) => r.ErrorEquals);
    expect(wiederholt.every((f) => f.startsWith('Lambda.'))).toBe(true);
    expect(wiederholt).not.toContain('Lambda.Unknown');
    expect(text).toContain(id(strecke.aufgaben.exportieren));
    expect(text).toContain(id(strecke.aufgaben.fehlgeschlagen));
    expect(strecke.aufgaben.exportieren.einstieg).toBe(EXPORT_AUFGABEN_MODULE.exportieren);
    expect(EXPORT_AUFGABEN_MODULE.exportieren).toMatch(/functions\/src\/aufgaben\/liste-exportieren\.ts$/);
    expect(EXPORT_AUFGABEN_MODULE.fehlgeschlagen).toMatch(
      /functions\/src\/aufgaben\/export-fehlgeschlagen\.ts$/,
    );
    expect(STRECKEN.export.name).toBe('Exportstrecke');
  });

  it('gibt dem Export-Task eine Laufzeit für 100.000 Zeilen', () => {
    const f = template.findResources('AWS::Lambda::Function')[id(strecke.aufgaben.exportieren)]!;
    expect(f.Properties.Timeout).toBe(EXPORT_TIMEOUT.toSeconds());
    expect(EXPORT_TIMEOUT.toSeconds()).toBe(900);
    // A user's export place is free once the run cannot still be going: both tasks' Lambda
    // timeouts and their states' (each 30 s longer), with room for the service retries.
    const fehlgeschlagen =
      template.findResources('AWS::Lambda::Function')[id(strecke.aufgaben.fehlgeschlagen)]!;
    const laengsterLauf = (f.Properties.Timeout + 30 + fehlgeschlagen.Properties.Timeout + 30) * 1000;
    expect(laengsterLauf).toBeLessThan(EXPORT_LAUF_HOECHSTENS_MS - 2 * 60_000);
  });

  it('die Funktionen lesen die Tabelle und ändern nur Fortschritte von Exportaufträgen und Export-Plätze', () => {
    for (const f of Object.values(strecke.aufgaben)) {
      const rechte = anweisungen(id(f.role as never));
      const tabellenSchreiben = rechte.filter((a) => aktionen(a).some((x) => schreibend.includes(x)));
      expect(tabellenSchreiben.flatMap(aktionen), f.node.path).toEqual(['dynamodb:UpdateItem']);
      expect(tabellenSchreiben[0]!.Condition).toEqual({
        'ForAllValues:StringLike': {
          'dynamodb:LeadingKeys': [`${fortschrittSchluessel('export-')}*`, `${exportPlatzSchluessel('')}*`],
        },
      });
      expect(rechte.flatMap(aktionen)).toEqual(
        expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem']),
      );
    }
    // The keys the condition names are the ones ElectroDB writes for a job and a user's place.
    expect(fortschrittSchluessel('export-0b1c')).toBe('$lieferdesk#id_export-0b1c');
    expect(exportPlatzSchluessel('u-1')).toBe('$lieferdesk#exportplatz#userid_u-1');
  });

  it('nur der Export-Task schreibt, und nur unter export/ der Dokumente', () => {
    const s3 = (f: Exportstrecke['aufgaben']['exportieren']) =>
      anweisungen(id(f.role as never)).filter((a) => aktionen(a).some((x) => x.startsWith('s3:')));
    const exportRechte = s3(strecke.aufgaben.exportieren);
    expect(exportRechte.flatMap(aktionen)).toEqual(['s3:PutObject', 's3:AbortMultipartUpload']);
    expect(JSON.stringify(exportRechte.map((a) => a.Resource))).toContain('/export/*');
    expect(s3(strecke.aufgaben.fehlgeschlagen)).toEqual([]);
  });
});
