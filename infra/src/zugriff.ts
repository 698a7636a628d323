/**
 * The IAM grants of a route's function, derived from the access its route declares
 * (`zugriff` in shared/src/routes): nothing more, so a new route gets exactly what it declares
 * and the local stack, which enforces the same declaration, shows in the API tests whether that
 * is enough. Objects are put only under the declared prefixes of the inbox — never under
 * EINGANG_PRAEFIX, whose files arrive from outside.
 */
import { ArnFormat, Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Bucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { IConstruct } from 'constructs';
import {
  ABLAGE_PRAEFIX,
  BIPRO_PRAEFIX,
  EXPORT_PRAEFIX,
  STRECKEN,
  UPLOAD_PRAEFIX,
  type Strecke,
} from '@lieferdesk/events';
import type { Zugriff } from '@lieferdesk/shared';
import { tabellenDefinition } from '@lieferdesk/functions/data/table';
import { GEHEIMNIS_PRAEFIX_VARIABLE } from '@lieferdesk/functions/geheimnisse/geheimnis';
import { ZEITPLAN_UMGEBUNG, ZEITPLAN_ZIELE } from '@lieferdesk/functions/zeitplaene/zeitplan';
import { SCHEDULER_DIENST, type Zeitplaene } from './zeitplaene';
import { referenzImBefund, textImBefund, wildcardAnerkennen } from './bestpraktiken';

/** The route table's prefixes are the events package's (a renamed prefix fails to compile here). */
type Praefix = NonNullable<NonNullable<Zugriff['inbox']>['schreiben']>[number];
export const SCHREIB_PRAEFIXE = [UPLOAD_PRAEFIX, ABLAGE_PRAEFIX] as const satisfies readonly Praefix[];
type AllePraefixe = Praefix extends (typeof SCHREIB_PRAEFIXE)[number] ? true : never;
const _allePraefixe: AllePraefixe = true;
void _allePraefixe;
type LesePraefix = Exclude<NonNullable<NonNullable<Zugriff['inbox']>['lesen']>, true>[number];
export const LESE_PRAEFIXE = [BIPRO_PRAEFIX] as const satisfies readonly LesePraefix[];
type AlleLesePraefixe = LesePraefix extends (typeof LESE_PRAEFIXE)[number] ? true : never;
const _alleLesePraefixe: AlleLesePraefixe = true;
void _alleLesePraefixe;

/** What the table is read and written with: ElectroDB's calls (the table has no stream). */
const TABELLE_LESEN = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
] as const;
export const TABELLEN_AKTIONEN = {
  lesen: TABELLE_LESEN,
  schreiben: [
    ...TABELLE_LESEN,
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
} as const;

/**
 * Grants reading or writing the table and each of its indexes by name — the indexes the entity
 * declarations derive (`tabellenDefinition()`) — rather than CDK's `index/*`.
 */
export function tabelleGewaehren(funktion: IGrantable, tabelle: TableV2, art: 'lesen' | 'schreiben'): void {
  const indizes = tabellenDefinition().globaleIndizes.map((i) => `${tabelle.tableArn}/index/${i.name}`);
  Grant.addToPrincipal({
    grantee: funktion,
    actions: [...TABELLEN_AKTIONEN[art]],
    resourceArns: [tabelle.tableArn, ...indizes],
  });
}

/**
 * The S3 actions a function gets, each named (CDK's `grantRead`/`grantPut` add `s3:GetObject*`,
 * `s3:List*`, `s3:GetBucket*`, `s3:Abort*` and the object lock and tagging calls, which nothing
 * here makes). Listing the bucket lets a read of a missing key answer 404 rather than 403, and
 * the upload's registration finds its object by listing its prefix.
 */
export const OBJEKT_AKTIONEN = {
  lesen: ['s3:GetObject'],
  /** Multipart uploads (the download job's stream) abort what they leave. */
  schreiben: ['s3:PutObject', 's3:AbortMultipartUpload'],
  loeschen: ['s3:DeleteObject'],
} as const;

/** Grants the objects under the prefix (every object without one) for reading, putting or deleting. */
export function objekteGewaehren(
  funktion: IGrantable & IConstruct,
  bucket: IBucket,
  art: keyof typeof OBJEKT_AKTIONEN,
  praefix = '',
): void {
  Grant.addToPrincipal({
    grantee: funktion,
    actions: [...OBJEKT_AKTIONEN[art]],
    resourceArns: [bucket.arnForObjects(`${praefix}*`)],
  });
  wildcardAnerkennen(
    funktion,
    `${referenzImBefund(funktion, bucket)}/${praefix}*`,
    praefix
      ? `Object keys are made per file at run time; only those under ${praefix}.`
      : 'Object keys are made per file at run time; this function works on any file of the bucket.',
  );
  if (art === 'lesen') {
    Grant.addToPrincipal({ grantee: funktion, actions: ['s3:ListBucket'], resourceArns: [bucket.bucketArn] });
  }
}

export interface Ressourcen {
  tabelle: TableV2;
  inboxBucket: Bucket;
  dokumenteBucket: Bucket;
  strecken: Record<Strecke, StateMachine>;
  /** The schedule group and the roles its schedules start machines with (infra/src/zeitplaene.ts). */
  zeitplaene: Pick<Zeitplaene, 'gruppe' | 'rollen' | 'zeitplanArns'>;
  /** The prefix of the product's secret names (`geheimnisPraefix`). */
  geheimnisPraefix: string;
}

/** What setting schedules takes: one Scheduler schedule per expression, found by its name. */
export const ZEITPLAN_AKTIONEN = [
  'scheduler:CreateSchedule',
  'scheduler:UpdateSchedule',
  'scheduler:DeleteSchedule',
  'scheduler:GetSchedule',
];

/** Writing secrets (tagged at creation) and reading them are apart: the API never reads one back. */
export const GEHEIMNIS_AKTIONEN = {
  schreiben: [
    'secretsmanager:CreateSecret',
    'secretsmanager:PutSecretValue',
    'secretsmanager:DeleteSecret',
    'secretsmanager:TagResource',
  ],
  lesen: ['secretsmanager:GetSecretValue'],
} as const;

/**
 * The prefix of the product's secret names: the stack's name first, so two stacks in one account
 * (a test and the production) never share or grant each other's secrets.
 */
export const geheimnisPraefix = (stack: Stack): string => `${stack.stackName.toLowerCase()}/bipro/`;

/**
 * Lets the function set and delete the group's schedules and hand Scheduler — and only Scheduler
 * (`iam:PassedToService`) — its roles; answers the environment the port reads (group, each
 * target's role, and every machine's ARN under the starter's variable — a schedule names its
 * machine, the function itself cannot start one).
 */
export function zeitplaeneGewaehren(
  funktion: IGrantable & IConstruct,
  zeitplaene: Ressourcen['zeitplaene'],
  strecken: Partial<Record<Strecke, StateMachine>>,
): Record<string, string> {
  Grant.addToPrincipal({
    grantee: funktion,
    actions: ZEITPLAN_AKTIONEN,
    resourceArns: [zeitplaene.zeitplanArns],
  });
  wildcardAnerkennen(
    funktion,
    textImBefund(funktion, zeitplaene.zeitplanArns),
    'Schedules are made per download job and planned run at run time; only in the product’s schedule group.',
  );
  Grant.addToPrincipal({
    grantee: funktion,
    actions: ['iam:PassRole'],
    resourceArns: ZEITPLAN_ZIELE.map((ziel) => zeitplaene.rollen[ziel].roleArn),
    conditions: { StringEquals: { 'iam:PassedToService': SCHEDULER_DIENST } },
  });
  const umgebung: Record<string, string> = {
    [ZEITPLAN_UMGEBUNG.gruppe]: zeitplaene.gruppe.scheduleGroupName,
  };
  for (const ziel of ZEITPLAN_ZIELE)
    umgebung[ZEITPLAN_UMGEBUNG.rolle(ziel)] = zeitplaene.rollen[ziel].roleArn;
  for (const [strecke, maschine] of Object.entries(strecken) as [Strecke, StateMachine | undefined][]) {
    if (maschine) umgebung[STRECKEN[strecke].arnVariable] = maschine.stateMachineArn;
  }
  return umgebung;
}

/**
 * Lets the function write (`schreiben`: create, new value, delete — no read) or read (`lesen`)
 * the secrets under the prefix; answers the environment with the prefix. Also for the pipeline
 * tasks that sign in at an insurer.
 */
export function geheimnisseGewaehren(
  funktion: IGrantable & IConstruct,
  art: 'schreiben' | 'lesen',
  praefix: string,
  stack: Stack,
): Record<string, string> {
  // Secrets Manager appends six random characters to every secret's ARN: hence the wildcard.
  const arns = stack.formatArn({
    service: 'secretsmanager',
    resource: 'secret',
    resourceName: `${praefix}*`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
  Grant.addToPrincipal({ grantee: funktion, actions: [...GEHEIMNIS_AKTIONEN[art]], resourceArns: [arns] });
  wildcardAnerkennen(
    funktion,
    textImBefund(funktion, arns),
    'Secrets are made per BiPRO access at run time, and Secrets Manager appends six random characters to each ARN; only under the product’s prefix.',
  );
  return { [GEHEIMNIS_PRAEFIX_VARIABLE]: praefix };
}

/**
 * Grants the function its declared access; answers the environment it needs for that (the ARN
 * of each machine it starts, under the variable the starter reads; the schedule group and role;
 * the secrets' prefix).
 */
export function zugriffGewaehren(
  funktion: IGrantable & IConstruct,
  z: Zugriff,
  r: Ressourcen,
): Record<string, string> {
  if (z.tabelle !== 'keine') tabelleGewaehren(funktion, r.tabelle, z.tabelle);
  if (z.inbox?.lesen === true) objekteGewaehren(funktion, r.inboxBucket, 'lesen');
  else
    for (const praefix of z.inbox?.lesen ?? []) objekteGewaehren(funktion, r.inboxBucket, 'lesen', praefix);
  for (const praefix of z.inbox?.schreiben ?? [])
    objekteGewaehren(funktion, r.inboxBucket, 'schreiben', praefix);
  for (const praefix of z.inbox?.loeschen ?? [])
    objekteGewaehren(funktion, r.inboxBucket, 'loeschen', praefix);
  if (z.dokumente?.lesen) objekteGewaehren(funktion, r.dokumenteBucket, 'lesen');
  // A list export's status: the file the export run wrote under export/, by the presigned GET it hands out.
  if (z.dokumente?.export) objekteGewaehren(funktion, r.dokumenteBucket, 'lesen', EXPORT_PRAEFIX);
  const umgebung: Record<string, string> = {};
  for (const strecke of z.strecken ?? []) {
    r.strecken[strecke].grantStartExecution(funktion);
    umgebung[STRECKEN[strecke].arnVariable] = r.strecken[strecke].stateMachineArn;
  }
  if (z.zeitplaene) Object.assign(umgebung, zeitplaeneGewaehren(funktion, r.zeitplaene, r.strecken));
  if (z.geheimnisse) {
    Object.assign(
      umgebung,
      geheimnisseGewaehren(funktion, z.geheimnisse, r.geheimnisPraefix, Stack.of(r.tabelle)),
    );
  }
  return umgebung;
}
