// @vitest-environment node
/**
 * Assertions on the synthesized template. Bundling is switched off (context
 * `aws:cdk:bundling-stacks: []`), the feature flags are those of cdk.json so the template under
 * test is the one `cdk synth` produces. Expected counts come from the same sources the stack uses
 * (route table, entity declarations, roles), never hard-coded.
 *
 * The API's functions and routes sit in nested stacks, one per route file
 * (infra/src/routengruppe.ts): their assertions read each nested stack's own template, with its
 * parameters replaced by what the parent passes in (`vorlageVon`), so a reference to the table or
 * a machine reads `{ Ref: <parent's logical id> }` wherever the resource is used.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, NestedStack, Stack, type CfnElement, type CfnResource } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABHOL_NICHT_WIEDERHOLEN,
  ABHOL_ZUSTAENDE,
  ABLAGE_PRAEFIX,
  BIPRO_PRAEFIX,
  EINGANG_PRAEFIX,
  LESE_ZUSTAENDE,
  leseStart,
  EXPORT_PRAEFIX,
  PROTOKOLL_PRAEFIX,
  STRECKEN,
  VERARBEITUNGS_NICHT_WIEDERHOLEN,
  VERARBEITUNGS_ZUSTAENDE,
  UPLOAD_AUFBEWAHRUNG_TAGE,
  UPLOAD_PRAEFIX,
  verarbeitungsStart,
} from '@lieferdesk/events';
import {
  API_BASIS,
  CLAIM_MAKLERNR,
  CLAIM_STRUKTUR,
  ROLLEN,
  ROUTEN,
  ROUTEN_GRUPPEN,
  type RoutenGruppenName,
  type UmgesetzteRoute,
} from '@lieferdesk/shared';
import { AdresseAbgelehnt } from '@lieferdesk/functions/bipro/dienstAdresse';
import { tabellenDefinition } from '@lieferdesk/functions/data/table';
import { SPERRE_GUELTIG_MINUTEN } from '@lieferdesk/functions/domain/laufAbbruch';
import { implementierteRouten } from '@lieferdesk/functions/routes';
import { LIEFERUNG_WIEDERHOLUNGEN } from '../src/abholstrecke';
import { KNAPPER_SPEICHER_UMGEBUNG } from '../src/knapperSpeicher';
import { ABSCHNITT_WIEDERHOLUNGEN, LESE_PARALLELITAET } from '../src/lesestrecke';
import { DATEI_ANGEKOMMEN_TIMEOUT_SEKUNDEN } from '../src/lesestrecke-module';
import { VERARBEITUNGS_PARALLELITAET, VERARBEITUNGS_WIEDERHOLUNGEN } from '../src/verarbeitungsstrecke';
import { DROSSELUNG, KONTEXT_SCHWER_GLEICHZEITIG, routenSchluessel } from '../src/drosselung';
import { HSTS_SEKUNDEN, inhaltsrichtlinie, sicherheitsKopfzeilen } from '../src/kopfzeilen';
import { gruppenStackId, konstruktId, routenNachGruppen, type RoutenGruppeStack } from '../src/routengruppe';
import { LieferdeskStack, ZUGRIFFSPROTOKOLL_TAGE } from '../src/stack';

type Ressource = {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  DependsOn?: string | string[];
};

const cdkJson = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../cdk.json', import.meta.url)), 'utf8'),
) as {
  context: Record<string, unknown>;
};

const tmpDirs: string[] = [];
function neuesTmpDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tmpDirs.push(dir);
  return dir;
}

/** Logical id of an L2 construct's CloudFormation resource, in the construct's own stack. */
const logicalId = (construct: IConstruct) =>
  Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);

/** Logical id of a CloudFormation element (a nested stack's resource in its parent). */
const elementId = (element: CfnElement) => element.stack.getLogicalId(element);

/**
 * A nested stack's template with each of its parameters replaced by the value the parent passes
 * in (`{ Ref: 'Tabelle…' }`, `{ 'Fn::GetAtt': ['InboxBucket…', 'Arn'] }`).
 */
function eingesetzt(eltern: Template, gruppe: NestedStack): Template {
  const ressource = eltern.toJSON().Resources[elementId(gruppe.nestedStackResource!)] as Ressource;
  const parameter = (ressource.Properties.Parameters ?? {}) as Record<string, unknown>;
  const einsetzen = (wert: unknown): unknown => {
    if (Array.isArray(wert)) return wert.map(einsetzen);
    if (!wert || typeof wert !== 'object') return wert;
    const w = wert as Record<string, unknown>;
    if (Object.keys(w).length === 1 && typeof w.Ref === 'string' && w.Ref in parameter) {
      return parameter[w.Ref];
    }
    return Object.fromEntries(Object.entries(w).map(([k, v]) => [k, einsetzen(v)]));
  };
  const json = Template.fromStack(gruppe).toJSON();
  return Template.fromJSON({ ...json, Resources: einsetzen(json.Resources) } as Record<string, unknown>);
}

function synthetisieren(webDistPfad?: string, routen?: readonly UmgesetzteRoute[]) {
  const outdir = neuesTmpDir('lieferdesk-cdk-');
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] }, outdir });
  const stack = new LieferdeskStack(app, 'Lieferdesk', { webDistPfad, routen });
  const template = Template.fromStack(stack);
  /** Every stack's template by stack: the parent's, and each nested one's with its parameters set. */
  const vorlagen = new Map<Stack, Template>([
    [stack, template],
    ...stack.routenGruppen.map((g): [Stack, Template] => [g, eingesetzt(template, g)]),
  ]);
  return { app, stack, template, vorlagen, outdir };
}

const ressourcen = (template: Template, typ: string) =>
  Object.entries(template.findResources(typ) as Record<string, Ressource>);

const routen = implementierteRouten();
const istNode24Arm = (r: Ressource) =>
  r.Properties.Runtime === 'nodejs24.x' &&
  JSON.stringify(r.Properties.Architectures) === JSON.stringify(['arm64']);

let stack: LieferdeskStack;
/** The parent stack's template. */
let template: Template;
let vorlagen: Map<Stack, Template>;

/** The template of the construct's stack (a nested one's with its parameters set). */
const vorlageVon = (construct: IConstruct) => vorlagen.get(Stack.of(construct))!;
/** The synthesized resource of an L2 construct, from its own stack's template. */
const ressourceVon = (construct: IConstruct) =>
  vorlageVon(construct).toJSON().Resources[logicalId(construct)] as Ressource;
/** The resources of a type in every stack, each with its stack. */
const ueberall = (typ: string) =>
  [...vorlagen].flatMap(([s, t]) => ressourcen(t, typ).map(([id, r]) => ({ stack: s, id, r })));
/** The environment variables of a function. */
const umgebungVon = (f: IConstruct) =>
  (ressourceVon(f).Properties.Environment as { Variables: Record<string, unknown> }).Variables;

/** The pipelines' functions: the read pipeline's four tasks and the S3 trigger, the processing pipeline's four tasks. */
const pipelineFunktionen = () => [
  ...Object.values(stack.lesestrecke.aufgaben),
  stack.lesestrecke.dateiAngekommen,
  ...Object.values(stack.verarbeitungsstrecke.aufgaben),
];

/** Whether the statements allow states:StartExecution on the machine (alone or among others). */
function startet(statements: { Action: unknown; Resource: unknown }[], maschinenId: string): boolean {
  const ref = JSON.stringify({ Ref: maschinenId });
  return statements.some(
    (s) =>
      s.Action === 'states:StartExecution' &&
      (Array.isArray(s.Resource) ? s.Resource : [s.Resource]).some((r) => JSON.stringify(r) === ref),
  );
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
  throw new Error(`unerwartet in der Definition: ${JSON.stringify(wert)}`);
}

/** The SDK call a Custom::AWS resource makes on create (and the same on update). */
function sdkAufruf(dienst: string, aktion: string): { parameters: Record<string, unknown> } {
  const aufrufe = ressourcen(template, 'Custom::AWS')
    .map(([, r]) => {
      const erstellen = JSON.parse(alsText(r.Properties.Create)) as { service: string; action: string };
      expect(alsText(r.Properties.Update)).toBe(alsText(r.Properties.Create));
      return erstellen;
    })
    .filter((a) => a.service === dienst && a.action === aktion);
  expect(aufrufe).toHaveLength(1);
  return aufrufe[0] as unknown as { parameters: Record<string, unknown> };
}

interface AslZustand {
  Type: string;
  Resource?: string;
  Next?: string;
  End?: boolean;
  ResultPath?: string | null;
  ItemsPath?: string;
  ItemSelector?: Record<string, string>;
  MaxConcurrency?: number;
  ItemProcessor?: { StartAt: string; States: Record<string, AslZustand> };
  Retry?: { ErrorEquals: string[]; MaxAttempts?: number; BackoffRate?: number; IntervalSeconds?: number }[];
  Catch?: { ErrorEquals: string[]; ResultPath?: string; Next: string }[];
  TimeoutSeconds?: number;
}

/**
 * The catchers of a state on the failure path: States.DataLimitExceeded by name first, because
 * States.ALL does not catch it, then every other error — both into the failure task at $.fehler.
 */
const faengtAlles = (naechster: string) => [
  { ErrorEquals: ['States.DataLimitExceeded'], ResultPath: '$.fehler', Next: naechster },
  { ErrorEquals: ['States.ALL'], ResultPath: '$.fehler', Next: naechster },
];

beforeAll(() => {
  ({ stack, template, vorlagen } = synthetisieren(join(tmpdir(), 'gibt-es-nicht-lieferdesk-web-dist')));
}, 120_000);

afterAll(() => {
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
});

describe('DynamoDB table', () => {
  it('has exactly the keys and indexes of the entity declarations', () => {
    const definition = tabellenDefinition();
    const tabellen = ressourcen(template, 'AWS::DynamoDB::GlobalTable');
    expect(tabellen).toHaveLength(1);
    const [, tabelle] = tabellen[0]!;
    const p = tabelle.Properties;

    const schema = (pk: string, sk?: string) => [
      { AttributeName: pk, KeyType: 'HASH' },
      ...(sk ? [{ AttributeName: sk, KeyType: 'RANGE' }] : []),
    ];
    expect(p.KeySchema).toEqual(schema(definition.partitionKey, definition.sortKey));

    const gsis = (p.GlobalSecondaryIndexes ?? []) as {
      IndexName: string;
      KeySchema: unknown;
      Projection: unknown;
    }[];
    expect(
      gsis.map((g) => ({ IndexName: g.IndexName, KeySchema: g.KeySchema, Projection: g.Projection })),
    ).toEqual(
      definition.globaleIndizes.map((i) => ({
        IndexName: i.name,
        KeySchema: schema(i.partitionKey, i.sortKey),
        Projection: i.projektion
          ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...i.projektion] }
          : { ProjectionType: 'ALL' },
      })),
    );

    const attribute = new Set([
      definition.partitionKey,
      ...(definition.sortKey ? [definition.sortKey] : []),
      ...definition.globaleIndizes.flatMap((i) => [i.partitionKey, ...(i.sortKey ? [i.sortKey] : [])]),
    ]);
    expect(p.AttributeDefinitions).toEqual(
      expect.arrayContaining([...attribute].map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    );
    expect(p.AttributeDefinitions).toHaveLength(attribute.size);

    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: 'ttl', Enabled: true });
    expect(tabelle.DeletionPolicy).toBe('Retain');
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      Replicas: [
        Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
      ],
    });
  });
});

describe('S3 buckets', () => {
  it('are four (web, inbox, documents, logs), all private, encrypted and TLS-only', () => {
    const buckets = ressourcen(template, 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(4);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
    }

    const policen = ressourcen(template, 'AWS::S3::BucketPolicy');
    for (const [bucketId] of buckets) {
      const police = policen.find(
        ([, p]) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: bucketId }),
      );
      expect(police, `bucket policy of ${bucketId}`).toBeDefined();
      const statements = (police![1].Properties.PolicyDocument as { Statement: Record<string, unknown>[] })
        .Statement;
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });

  it('log the accesses of the other three and of the distribution into the log bucket, kept 90 days', () => {
    const buckets = Object.fromEntries(ressourcen(template, 'AWS::S3::Bucket'));
    const protokolle = logicalId(stack.protokollBucket);
    for (const [bucket, name] of [
      [stack.webBucket, 'web'],
      [stack.inboxBucket, 'inbox'],
      [stack.dokumenteBucket, 'dokumente'],
    ] as const) {
      expect(buckets[logicalId(bucket)]!.Properties.LoggingConfiguration).toEqual({
        DestinationBucketName: { Ref: protokolle },
        LogFilePrefix: `s3/${name}/`,
      });
    }
    const logBucket = buckets[protokolle]!;
    expect(logBucket.Properties.LoggingConfiguration).toBeUndefined();
    expect(logBucket.DeletionPolicy).toBe('Retain');
    expect(logBucket.Properties.LifecycleConfiguration).toEqual({
      Rules: [{ ExpirationInDays: ZUGRIFFSPROTOKOLL_TAGE, Status: 'Enabled' }],
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Logging: {
          Bucket: { 'Fn::GetAtt': [protokolle, 'RegionalDomainName'] },
          Prefix: 'cloudfront/',
        },
      }),
    });
  });

  it('keeps inbox and documents versioned and retained; inbox accepts presigned PUT from the web origin', () => {
    const buckets = Object.fromEntries(ressourcen(template, 'AWS::S3::Bucket'));
    for (const bucket of [stack.inboxBucket, stack.dokumenteBucket]) {
      const r = buckets[logicalId(bucket)]!;
      expect(r.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(r.DeletionPolicy).toBe('Retain');
    }
    // Set by an API call once the site exists (the CSP names the bucket: no cycle).
    expect(buckets[logicalId(stack.inboxBucket)]!.Properties.CorsConfiguration).toBeUndefined();
    const aufruf = sdkAufruf('S3', 'PutBucketCors');
    expect(aufruf.parameters.Bucket).toBe(logicalId(stack.inboxBucket));
    const regeln = (aufruf.parameters.CORSConfiguration as { CORSRules: Record<string, unknown>[] })
      .CORSRules;
    expect(regeln).toEqual([
      {
        AllowedMethods: ['PUT', 'GET'],
        AllowedOrigins: [`https://${logicalId(stack.distribution)}.DomainName`],
        AllowedHeaders: ['*'],
        ExposeHeaders: ['ETag'],
        MaxAgeSeconds: 3000,
      },
    ]);
  });

  it('lets uploads that were never registered expire in the inbox; nothing else', () => {
    const inbox = template.toJSON().Resources[logicalId(stack.inboxBucket)] as Ressource;
    const regeln = (inbox.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    const ablaufend = regeln.filter((r) => r.ExpirationInDays !== undefined);
    expect(ablaufend).toEqual([
      { Prefix: UPLOAD_PRAEFIX, ExpirationInDays: UPLOAD_AUFBEWAHRUNG_TAGE, Status: 'Enabled' },
    ]);
    expect(ABLAGE_PRAEFIX.startsWith(UPLOAD_PRAEFIX)).toBe(false);
  });
});

describe('CloudFront', () => {
  it('serves the web bucket through an origin access control as a single-page app over HTTPS', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const [[oacId]] = ressourcen(template, 'AWS::CloudFront::OriginAccessControl') as [[string, Ressource]];
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
        Origins: [
          Match.objectLike({
            DomainName: { 'Fn::GetAtt': [logicalId(stack.webBucket), 'RegionalDomainName'] },
            OriginAccessControlId: { 'Fn::GetAtt': [oacId, 'Id'] },
          }),
        ],
        CustomErrorResponses: Match.arrayWith([
          Match.objectLike({ ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html' }),
          Match.objectLike({ ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html' }),
        ]),
      }),
    });
  });
});

describe('the edge: security headers', () => {
  it('sends CSP, HSTS, nosniff, no framing and same-origin referrers from kopfzeilen.ts', () => {
    const policen = ressourcen(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    expect(policen).toHaveLength(1);
    const [id, police] = policen[0]!;
    const verhalten = (
      police.Properties.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      }
    ).SecurityHeadersConfig;
    const erwartet = sicherheitsKopfzeilen({
      api: `${logicalId(stack.api)}.ApiEndpoint`,
      cognito: 'https://cognito-idp.AWS::Region.AWS::URLSuffix',
      inbox: `https://${logicalId(stack.inboxBucket)}.RegionalDomainName`,
    });
    expect(alsText(verhalten.ContentSecurityPolicy!.ContentSecurityPolicy)).toBe(
      erwartet['content-security-policy'],
    );
    expect(verhalten.ContentSecurityPolicy!.Override).toBe(true);
    expect(verhalten.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: HSTS_SEKUNDEN,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(verhalten.ContentTypeOptions).toEqual({ Override: true });
    expect(verhalten.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(verhalten.ReferrerPolicy).toEqual({ ReferrerPolicy: 'same-origin', Override: true });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({ ResponseHeadersPolicyId: { Ref: id } }),
      }),
    });
  });

  it('lets the site connect only to itself, the API, Cognito and the inbox; scripts only its own', () => {
    const csp = inhaltsrichtlinie({ api: 'https://a', cognito: 'https://c', inbox: 'https://i' });
    expect(csp).toContain("connect-src 'self' https://a https://c https://i;");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/\*|unsafe-eval/);
  });

  it('has no dependency cycle (the CSP names API and inbox, their CORS rules name the site)', () => {
    // In the parent and in every nested stack (with the parent's values set in: a reference
    // through a parameter is an edge to the parent's resource).
    for (const vorlage of vorlagen.values()) {
      const alle = vorlage.toJSON().Resources as Record<string, { DependsOn?: string[] | string }>;
      const kanten = new Map<string, Set<string>>();
      for (const [id, r] of Object.entries(alle)) {
        const text = JSON.stringify({ ...r, DependsOn: undefined });
        const ziele = new Set<string>([r.DependsOn ?? []].flat());
        for (const anderes of Object.keys(alle)) {
          if (text.includes(`"Ref":"${anderes}"`) || text.includes(`"Fn::GetAtt":["${anderes}"`))
            ziele.add(anderes);
        }
        kanten.set(id, ziele);
      }
      const fertig = new Set<string>();
      const offen = new Set<string>();
      const besuchen = (id: string): void => {
        if (fertig.has(id)) return;
        expect(offen.has(id), `Zyklus über ${id}`).toBe(false);
        offen.add(id);
        for (const ziel of kanten.get(id) ?? []) besuchen(ziel);
        offen.delete(id);
        fertig.add(id);
      };
      for (const id of kanten.keys()) besuchen(id);
    }
  });
});

describe('Cognito', () => {
  it('has one group per role', () => {
    const gruppen = ressourcen(template, 'AWS::Cognito::UserPoolGroup');
    expect(ROLLEN.length).toBeGreaterThan(0);
    expect(gruppen.map(([, g]) => g.Properties.GroupName).sort()).toEqual([...ROLLEN].sort());
  });

  it('is closed for self sign-up and carries the broker scope as mutable custom attributes', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Schema: Match.arrayWith(
        [CLAIM_MAKLERNR, CLAIM_STRUKTUR].map((claim) =>
          Match.objectLike({
            Name: claim.replace(/^custom:/, ''),
            AttributeDataType: 'String',
            Mutable: true,
          }),
        ),
      ),
    });
  });

  it('has a public app client with SRP (and refresh) only that cannot write the broker scope', () => {
    const clients = ressourcen(template, 'AWS::Cognito::UserPoolClient');
    expect(clients).toHaveLength(1);
    const client = clients[0]![1].Properties;
    expect(client.GenerateSecret).toBe(false);
    expect([...(client.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    expect(client.WriteAttributes).toBeDefined();
    expect(client.WriteAttributes).not.toContain(CLAIM_MAKLERNR);
    expect(client.WriteAttributes).not.toContain(CLAIM_STRUKTUR);
  });

  it('requires a TOTP second factor (no SMS) and enforces threat protection', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });

  it('asks passwords of 12 characters with lower and upper case, digits and symbols', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('offers no OAuth flows: no implicit grant, no callback URL (the app signs in through the API, SRP)', () => {
    const client = ressourcen(template, 'AWS::Cognito::UserPoolClient')[0]![1].Properties;
    expect(client.AllowedOAuthFlows).toBeUndefined();
    expect(client.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(client.CallbackURLs).toBeUndefined();
    expect(JSON.stringify(client)).not.toContain('example.com');
  });
});

describe('API', () => {
  it('has routes to deploy (the route table has implemented handlers)', () => {
    expect(routen.length).toBeGreaterThan(0);
  });

  it('has exactly one Node 24 arm64 function per implemented route', () => {
    // The nested stacks hold the routes' functions and no other; the parent none of them.
    const gruppen = new Set<Stack>(stack.routenGruppen);
    const funktionen = ueberall('AWS::Lambda::Function').filter((f) => gruppen.has(f.stack));
    expect(funktionen).toHaveLength(routen.length);
    expect(new Set(routen.map((r) => stack.routenFunktionen.get(r.id))).size).toBe(routen.length);
    expect(funktionen.map((f) => `${f.stack.node.path} ${f.id}`).sort()).toEqual(
      stack.funktionen.map((f) => `${Stack.of(f).node.path} ${logicalId(f)}`).sort(),
    );
    for (const { r: f } of funktionen) {
      expect(istNode24Arm(f)).toBe(true);
      expect(f.Properties.Handler).toBe('index.handler');
      const env = (f.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining(['TABLE_NAME', 'INBOX_BUCKET', 'DOKUMENTE_BUCKET']),
      );
      // The parent's table and buckets, passed in as the nested stack's parameters.
      expect(env.TABLE_NAME).toEqual({ Ref: logicalId(stack.tabelle) });
      expect(env.INBOX_BUCKET).toEqual({ Ref: logicalId(stack.inboxBucket) });
      expect(env.DOKUMENTE_BUCKET).toEqual({ Ref: logicalId(stack.dokumenteBucket) });
    }
  });

  it('has one JWT-authorized route per implemented route, integrated with its own function', () => {
    const apiRouten = ueberall('AWS::ApiGatewayV2::Route');
    expect(apiRouten).toHaveLength(routen.length);
    expect(apiRouten.map(({ r }) => r.Properties.RouteKey).sort()).toEqual(
      routen.map(routenSchluessel).sort(),
    );
    const [[authorizerId]] = ressourcen(template, 'AWS::ApiGatewayV2::Authorizer') as [[string, Ressource]];
    const nachSchluessel = new Map(routen.map((r) => [routenSchluessel(r), r]));
    for (const { stack: s, r } of apiRouten) {
      expect(r.Properties.ApiId).toEqual({ Ref: logicalId(stack.api) });
      expect(r.Properties.AuthorizationType).toBe('JWT');
      expect(r.Properties.AuthorizerId).toEqual({ Ref: authorizerId });
      // Its integration, beside it in the same stack, calls the route's own function.
      const route = nachSchluessel.get(String(r.Properties.RouteKey))!;
      const f = stack.routenFunktionen.get(route.id)!;
      expect(Stack.of(f), route.id).toBe(s);
      const integrationId = alsText(r.Properties.Target).replace(/^integrations\//, '');
      const integration = vorlagen.get(s)!.toJSON().Resources[integrationId] as Ressource;
      expect(integration.Type).toBe('AWS::ApiGatewayV2::Integration');
      expect(integration.Properties.IntegrationUri, route.id).toEqual({
        'Fn::GetAtt': [logicalId(f), 'Arn'],
      });
    }
    expect(ueberall('AWS::ApiGatewayV2::Integration')).toHaveLength(routen.length);

    // API Gateway may invoke each route's function, for that route's path of this API only.
    for (const r of routen) {
      const f = stack.routenFunktionen.get(r.id)!;
      const erlaubnisse = ressourcen(vorlageVon(f), 'AWS::Lambda::Permission').filter(
        ([, p]) =>
          JSON.stringify(p.Properties.FunctionName) ===
          JSON.stringify({ 'Fn::GetAtt': [logicalId(f), 'Arn'] }),
      );
      expect(erlaubnisse, r.id).toHaveLength(1);
      const p = erlaubnisse[0]![1].Properties;
      expect(p.Principal).toBe('apigateway.amazonaws.com');
      expect(alsText(p.SourceArn)).toBe(
        `arn:AWS::Partition:execute-api:AWS::Region:AWS::AccountId:${logicalId(stack.api)}/*/*${API_BASIS}${r.pfad}`,
      );
    }
  });

  it('accepts tokens of the web client and CORS preflight from the CloudFront origin', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [{ Ref: logicalId(stack.userPoolClient) }] },
    });
    const aufruf = sdkAufruf('ApiGatewayV2', 'UpdateApi');
    expect(aufruf.parameters.ApiId).toBe(logicalId(stack.api));
    expect(aufruf.parameters.CorsConfiguration).toMatchObject({
      AllowHeaders: ['Authorization', 'Content-Type'],
      AllowOrigins: [`https://${logicalId(stack.distribution)}.DomainName`],
    });
  });
});

describe('nested stacks: the API by route file', () => {
  /** CloudFormation refuses a stack of more than 500; the rest is room for the routes to come. */
  const HOECHSTENS_RESSOURCEN = 400;
  const GRUPPEN = Object.keys(ROUTEN_GRUPPEN) as RoutenGruppenName[];
  const gruppeVon = (id: string) => GRUPPEN.filter((g) => id in ROUTEN_GRUPPEN[g]);

  it('groups exactly the route table: every route of ROUTEN in exactly one group, as it is there', () => {
    const ids = Object.values(ROUTEN_GRUPPEN).flatMap((eintraege) => Object.keys(eintraege));
    // Sorted lists, not sets: a route in two groups fails here.
    expect(ids.sort()).toEqual(Object.keys(ROUTEN).sort());
    for (const [gruppe, eintraege] of Object.entries(ROUTEN_GRUPPEN)) {
      for (const [id, route] of Object.entries(eintraege)) {
        expect(route, `${gruppe}.${id}`).toBe(ROUTEN[id as keyof typeof ROUTEN]);
      }
    }
  });

  it('builds one nested stack per group with implemented routes, named after the group; none for the others', () => {
    const mitRouten = GRUPPEN.filter((g) => routen.some((r) => gruppeVon(r.id)[0] === g));
    expect(stack.routenGruppen.map((g) => g.gruppe)).toEqual(mitRouten);
    for (const g of stack.routenGruppen) {
      expect(g.node.id).toBe(gruppenStackId(g.gruppe));
      expect(g.nestedStackParent).toBe(stack);
      expect(g.funktionen.size, g.gruppe).toBeGreaterThan(0);
    }
    expect(stack.node.findAll().filter((c) => c instanceof NestedStack)).toHaveLength(mitRouten.length);
    template.resourceCountIs('AWS::CloudFormation::Stack', mitRouten.length);
    // A group whose routes are none of the deployed ones gets no stack; a route of no group stops it.
    const [erste] = mitRouten;
    const ohneErste = routenNachGruppen(routen.filter((r) => gruppeVon(r.id)[0] !== erste));
    expect(ohneErste.map(([g]) => g)).toEqual(mitRouten.filter((g) => g !== erste));
    expect(() => routenNachGruppen([{ ...routen[0]!, id: 'gibtEsNicht' }])).toThrow('gibtEsNicht');
  });

  it("puts each implemented route's function and API route in exactly one nested stack: its group's", () => {
    const apiRouten = ueberall('AWS::ApiGatewayV2::Route');
    for (const r of routen) {
      const [gruppe] = gruppeVon(r.id);
      const f = stack.routenFunktionen.get(r.id)!;
      const s = Stack.of(f) as RoutenGruppeStack;
      expect(s.gruppe, r.id).toBe(gruppe);
      // Named after the route alone: no other route's id shifts it.
      expect(logicalId(f), r.id).toMatch(new RegExp(`^${konstruktId(r.id)}Funktion[0-9A-F]{8}$`));
      const treffer = apiRouten.filter(({ r: a }) => a.Properties.RouteKey === routenSchluessel(r));
      expect(treffer, r.id).toHaveLength(1);
      expect(treffer[0]!.stack, r.id).toBe(s);
    }
    // The parent keeps none of the API's routes, integrations or route functions.
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', 0);
    for (const f of stack.funktionen) expect(Stack.of(f)).not.toBe(stack);
  });

  it(`keeps the parent and every nested stack at most ${HOECHSTENS_RESSOURCEN} resources (CloudFormation: 500)`, () => {
    expect(vorlagen.size).toBe(stack.routenGruppen.length + 1);
    for (const [s, t] of vorlagen) {
      expect(Object.keys(t.toJSON().Resources).length, s.node.path).toBeLessThanOrEqual(
        HOECHSTENS_RESSOURCEN,
      );
    }
  });

  it("passes the parent's resources in as parameters and nothing back out (no outputs)", () => {
    const eltern = template.toJSON().Resources as Record<string, Ressource>;
    for (const g of stack.routenGruppen) {
      const json = Template.fromStack(g).toJSON() as { Parameters?: object; Outputs?: object };
      expect(json.Outputs ?? {}, g.gruppe).toEqual({});
      const gesetzt = eltern[elementId(g.nestedStackResource!)]!.Properties.Parameters as object;
      expect(Object.keys(gesetzt).sort(), g.gruppe).toEqual(Object.keys(json.Parameters ?? {}).sort());
      // Every parameter is one of the parent's resources, as such.
      for (const wert of Object.values(gesetzt)) {
        const w = wert as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
        expect(eltern[w.Ref ?? w['Fn::GetAtt']![0]], JSON.stringify(wert)).toBeDefined();
      }
    }
    // A nested stack's value in the parent would be `{ 'Fn::GetAtt': [<stack>, 'Outputs.…'] }`.
    expect(JSON.stringify(template.toJSON())).not.toContain('"Outputs.');
  });

  it('renames nothing in the other groups (nor in the parent) when a route is added to one', () => {
    // A light route of a group of several: the stack as it was before that route was added.
    const neu = routen.find(
      (r) =>
        r.last !== 'schwer' && routen.filter((x) => gruppeVon(x.id)[0] === gruppeVon(r.id)[0]).length > 1,
    )!;
    const [gruppe] = gruppeVon(neu.id);
    const vorher = synthetisieren(
      undefined,
      routen.filter((r) => r !== neu),
    );
    expect(vorher.stack.routenGruppen.map((g) => g.gruppe)).toEqual(stack.routenGruppen.map((g) => g.gruppe));
    for (const [i, g] of stack.routenGruppen.entries()) {
      if (g.gruppe === gruppe) continue;
      const alt = vorher.stack.routenGruppen[i]!;
      expect(Template.fromStack(alt).toJSON(), g.gruppe).toEqual(Template.fromStack(g).toJSON());
    }
    // In the parent only the group's own stack resource changes (its template, maybe a parameter).
    const jetzt = template.toJSON().Resources as Record<string, unknown>;
    const alt = vorher.template.toJSON().Resources as Record<string, unknown>;
    expect(Object.keys(alt).sort()).toEqual(Object.keys(jetzt).sort());
    const eigener = elementId(stack.routenGruppen.find((g) => g.gruppe === gruppe)!.nestedStackResource!);
    for (const id of Object.keys(jetzt)) if (id !== eigener) expect(alt[id], id).toEqual(jetzt[id]);
  }, 120_000);
});

/** A state machine's logical id and its definition as synthesized (there is one per pipeline). */
function maschineVon(zustandsmaschine: IConstruct) {
  const maschinen = ressourcen(template, 'AWS::StepFunctions::StateMachine');
  expect(maschinen).toHaveLength(Object.keys(STRECKEN).length);
  const id = logicalId(zustandsmaschine);
  const r = Object.fromEntries(maschinen)[id]!;
  return {
    id,
    definition: JSON.parse(alsText(r.Properties.DefinitionString)) as {
      StartAt: string;
      QueryLanguage?: string;
      States: Record<string, AslZustand>;
    },
  };
}
const funktionsArn = (f: IConstruct) => `${logicalId(f)}.Arn`;

describe('every state machine', () => {
  it('logs every state’s events without their data to a log group of its own, kept three months, and traces', () => {
    const maschinen = ressourcen(template, 'AWS::StepFunctions::StateMachine');
    expect(maschinen).toHaveLength(Object.keys(STRECKEN).length);
    const logGruppen = Object.fromEntries(ressourcen(template, 'AWS::Logs::LogGroup'));
    const ziele = new Set<string>();
    for (const [id, m] of maschinen) {
      const p = m.Properties as {
        LoggingConfiguration: {
          Level: string;
          IncludeExecutionData: boolean;
          Destinations: { CloudWatchLogsLogGroup: { LogGroupArn: { 'Fn::GetAtt': [string, string] } } }[];
        };
        TracingConfiguration?: { Enabled: boolean };
      };
      expect(p.LoggingConfiguration.Level, id).toBe('ALL');
      expect(p.LoggingConfiguration.IncludeExecutionData, id).toBe(false);
      expect(p.TracingConfiguration, id).toEqual({ Enabled: true });
      const [gruppe] =
        p.LoggingConfiguration.Destinations[0]!.CloudWatchLogsLogGroup.LogGroupArn['Fn::GetAtt'];
      expect(logGruppen[gruppe]!.Properties.RetentionInDays, id).toBe(90);
      ziele.add(gruppe);
    }
    expect(ziele.size).toBe(maschinen.length);
  });
});

describe('dashboard and alarms (infra/src/beobachtung.ts, its own test)', () => {
  it('one dashboard; the failed-run alarm watches the stack’s "Abholstrecke"', () => {
    expect(ressourcen(template, 'AWS::CloudWatch::Dashboard')).toHaveLength(1);
    const alarme = ressourcen(template, 'AWS::CloudWatch::Alarm').map(([, a]) =>
      JSON.stringify(a.Properties),
    );
    expect(alarme).toHaveLength(2);
    const maschine = logicalId(stack.abholstrecke.zustandsmaschine);
    expect(
      alarme.filter((a) => a.includes('ExecutionsFailed') && a.includes(`"Ref":"${maschine}"`)),
    ).toHaveLength(1);
  });
});

describe('read pipeline (Step Functions)', () => {
  const maschine = () => maschineVon(stack.lesestrecke.zustandsmaschine);

  it('plans, reads the chunks in a Map and finishes, in JSONPath, each task calling its own function', () => {
    const { definition } = maschine();
    expect(JSON.stringify(definition)).not.toMatch(/jsonata/i);
    expect(definition.QueryLanguage ?? 'JSONPath').toBe('JSONPath');
    expect(definition.StartAt).toBe(LESE_ZUSTAENDE.planen);
    const z = definition.States;
    const { aufgaben } = stack.lesestrecke;

    expect(z[LESE_ZUSTAENDE.planen]).toMatchObject({
      Type: 'Task',
      Resource: funktionsArn(aufgaben.planen),
      ResultPath: '$.plan',
      Next: LESE_ZUSTAENDE.lesen,
    });

    const lesen = z[LESE_ZUSTAENDE.lesen]!;
    expect(lesen).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.plan.abschnitte',
      MaxConcurrency: LESE_PARALLELITAET,
      ResultPath: '$.ergebnisse',
      Next: LESE_ZUSTAENDE.abschliessen,
    });
    expect(LESE_PARALLELITAET).toBe(4);
    // The chunk's payload (AbschnittAuftrag): every LeseStart field plus the Map item.
    expect(lesen.ItemSelector).toEqual({
      'abschnitt.$': '$$.Map.Item.Value',
      ...Object.fromEntries(Object.keys(leseStart.shape).map((feld) => [`${feld}.$`, `$.${feld}`])),
    });
    expect(lesen.ItemProcessor!.StartAt).toBe(LESE_ZUSTAENDE.abschnittLesen);
    expect(Object.keys(lesen.ItemProcessor!.States)).toEqual([LESE_ZUSTAENDE.abschnittLesen]);
    const abschnittLesen = lesen.ItemProcessor!.States[LESE_ZUSTAENDE.abschnittLesen]!;
    expect(abschnittLesen).toMatchObject({
      Type: 'Task',
      Resource: funktionsArn(aufgaben.abschnittLesen),
      End: true,
    });
    expect(abschnittLesen.ResultPath).toBeUndefined();
    expect(abschnittLesen.TimeoutSeconds).toBeGreaterThanOrEqual(300);
    expect(abschnittLesen.Retry).toContainEqual(
      expect.objectContaining({ ErrorEquals: ['States.ALL'], MaxAttempts: ABSCHNITT_WIEDERHOLUNGEN }),
    );
    expect(ABSCHNITT_WIEDERHOLUNGEN).toBe(3);
    const retry = abschnittLesen.Retry!.find((r) => r.ErrorEquals.includes('States.ALL'))!;
    expect(retry.BackoffRate).toBeGreaterThan(1);
    expect(retry.IntervalSeconds).toBeGreaterThan(0);

    expect(z[LESE_ZUSTAENDE.abschliessen]).toMatchObject({
      Type: 'Task',
      Resource: funktionsArn(aufgaben.abschliessen),
      End: true,
    });
    const fehlgeschlagen = z[LESE_ZUSTAENDE.fehlgeschlagen]!;
    expect(fehlgeschlagen).toMatchObject({ Type: 'Task', Resource: funktionsArn(aufgaben.fehlgeschlagen) });
    expect(z[fehlgeschlagen.Next!]).toMatchObject({ Type: 'Fail' });
    expect(Object.keys(z)).toHaveLength(5);
  });

  it('catches every failure into "Lesen fehlgeschlagen" with the error at $.fehler', () => {
    const z = maschine().definition.States;
    for (const name of [LESE_ZUSTAENDE.planen, LESE_ZUSTAENDE.lesen, LESE_ZUSTAENDE.abschliessen]) {
      expect(z[name]!.Catch, name).toEqual(faengtAlles(LESE_ZUSTAENDE.fehlgeschlagen));
    }
    expect(z[LESE_ZUSTAENDE.fehlgeschlagen]!.Catch).toBeUndefined();
  });

  it('runs its tasks and the trigger as Node 24 arm64 functions with the table and inbox', () => {
    const funktionen = Object.fromEntries(ressourcen(template, 'AWS::Lambda::Function'));
    for (const f of pipelineFunktionen()) {
      const r = funktionen[logicalId(f)]!;
      expect(istNode24Arm(r)).toBe(true);
      const env = (r.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env.TABLE_NAME).toEqual({ Ref: logicalId(stack.tabelle) });
      expect(env.INBOX_BUCKET).toEqual({ Ref: logicalId(stack.inboxBucket) });
    }
    const timeout = (f: IConstruct) => funktionen[logicalId(f)]!.Properties.Timeout;
    expect(timeout(stack.lesestrecke.aufgaben.abschnittLesen)).toBe(300);
    // The local trigger runs with the same timeout (infra/local/s3-ausloeser.ts).
    expect(timeout(stack.lesestrecke.dateiAngekommen)).toBe(DATEI_ANGEKOMMEN_TIMEOUT_SEKUNDEN);
  });

  it('registers files dropped under the inbox prefix through the S3 trigger', () => {
    const benachrichtigungen = ressourcen(template, 'Custom::S3BucketNotifications');
    expect(benachrichtigungen).toHaveLength(1);
    const p = benachrichtigungen[0]![1].Properties as {
      BucketName: unknown;
      NotificationConfiguration: Record<string, unknown[]>;
    };
    expect(p.BucketName).toEqual({ Ref: logicalId(stack.inboxBucket) });
    expect(p.NotificationConfiguration).toEqual({
      LambdaFunctionConfigurations: [
        {
          Events: ['s3:ObjectCreated:*'],
          Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: EINGANG_PRAEFIX }] } },
          LambdaFunctionArn: { 'Fn::GetAtt': [logicalId(stack.lesestrecke.dateiAngekommen), 'Arn'] },
        },
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 's3.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalId(stack.lesestrecke.dateiAngekommen), 'Arn'] },
    });
  });

  it('lets the trigger and only the routes that declare it start it (LESESTRECKE_ARN, states:StartExecution)', () => {
    const { id: maschinenId } = maschine();
    const erklaert = routen.filter((r) => r.zugriff.strecken?.includes('lesen'));
    expect(erklaert.map((r) => r.id)).toEqual(['uploadStarten', 'courtageEinlesen', 'monitorLaufFortsetzen']);
    const starter = [
      ...erklaert.map((r) => stack.routenFunktionen.get(r.id)!),
      stack.lesestrecke.dateiAngekommen,
    ];
    // The routes' functions in their nested stacks: the machine's ARN is the parent's, passed in.
    for (const f of starter) {
      expect(umgebungVon(f).LESESTRECKE_ARN, f.node.path).toEqual({ Ref: maschinenId });
      expect(startet(anweisungenVon(f), maschinenId), f.node.path).toBe(true);
    }
  });

  it('names the machine in the outputs', () => {
    expect(Object.keys(template.findOutputs('*'))).toContain('LesestreckeArn');
  });
});

describe('processing pipeline (Step Functions)', () => {
  const maschine = () => maschineVon(stack.verarbeitungsstrecke.zustandsmaschine);

  it('is one machine for every kind of work: plan, chunks in a Map with retries, finish — JSONPath', () => {
    const { definition } = maschine();
    expect(JSON.stringify(definition)).not.toMatch(/jsonata/i);
    expect(definition.QueryLanguage ?? 'JSONPath').toBe('JSONPath');
    expect(definition.StartAt).toBe(VERARBEITUNGS_ZUSTAENDE.planen);
    const z = definition.States;
    const { aufgaben } = stack.verarbeitungsstrecke;
    expect(z[VERARBEITUNGS_ZUSTAENDE.planen]).toMatchObject({
      Type: 'Task',
      Resource: funktionsArn(aufgaben.planen),
      ResultPath: '$.plan',
      Next: VERARBEITUNGS_ZUSTAENDE.verarbeiten,
    });
    const map = z[VERARBEITUNGS_ZUSTAENDE.verarbeiten]!;
    expect(map).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.plan.abschnitte',
      MaxConcurrency: VERARBEITUNGS_PARALLELITAET,
      ResultPath: '$.ergebnisse',
      Next: VERARBEITUNGS_ZUSTAENDE.abschliessen,
    });
    expect(VERARBEITUNGS_PARALLELITAET).toBe(8);
    // The chunk's payload (VerarbeitungsAuftrag): every VerarbeitungsStart field plus the Map item.
    expect(map.ItemSelector).toEqual({
      'abschnitt.$': '$$.Map.Item.Value',
      ...Object.fromEntries(Object.keys(verarbeitungsStart.shape).map((feld) => [`${feld}.$`, `$.${feld}`])),
    });
    expect(Object.keys(map.ItemProcessor!.States)).toEqual([VERARBEITUNGS_ZUSTAENDE.abschnittVerarbeiten]);
    const abschnitt = map.ItemProcessor!.States[VERARBEITUNGS_ZUSTAENDE.abschnittVerarbeiten]!;
    expect(abschnitt).toMatchObject({
      Type: 'Task',
      Resource: funktionsArn(aufgaben.abschnittVerarbeiten),
      End: true,
    });
    expect(abschnitt.ResultPath).toBeUndefined();
    expect(abschnitt.TimeoutSeconds).toBeGreaterThanOrEqual(300);
    // A run that lost the file is not retried; anything else is, with growing pauses.
    const retry = abschnitt.Retry!;
    const nie = retry.findIndex(
      (r) => JSON.stringify(r.ErrorEquals) === JSON.stringify(VERARBEITUNGS_NICHT_WIEDERHOLEN),
    );
    const alle = retry.findIndex((r) => r.ErrorEquals.includes('States.ALL'));
    expect(retry[nie]).toMatchObject({ MaxAttempts: 0 });
    expect(retry[alle]).toMatchObject({ MaxAttempts: VERARBEITUNGS_WIEDERHOLUNGEN });
    expect(retry[alle]!.BackoffRate).toBeGreaterThan(1);
    // Retriers apply in order: the one that does not retry comes before States.ALL.
    expect(nie).toBeGreaterThanOrEqual(0);
    expect(nie).toBeLessThan(alle);
    expect(z[VERARBEITUNGS_ZUSTAENDE.abschliessen]).toMatchObject({
      Type: 'Task',
      Resource: funktionsArn(aufgaben.abschliessen),
      ResultPath: '$.abschluss',
      End: true,
    });
    const fehlgeschlagen = z[VERARBEITUNGS_ZUSTAENDE.fehlgeschlagen]!;
    expect(fehlgeschlagen).toMatchObject({ Type: 'Task', Resource: funktionsArn(aufgaben.fehlgeschlagen) });
    expect(z[fehlgeschlagen.Next!]).toMatchObject({ Type: 'Fail' });
    expect(Object.keys(z)).toHaveLength(5);
    for (const name of [
      VERARBEITUNGS_ZUSTAENDE.planen,
      VERARBEITUNGS_ZUSTAENDE.verarbeiten,
      VERARBEITUNGS_ZUSTAENDE.abschliessen,
    ]) {
      expect(z[name]!.Catch, name).toEqual(faengtAlles(VERARBEITUNGS_ZUSTAENDE.fehlgeschlagen));
    }
  });

  it('runs its tasks as Node 24 arm64 functions with the table; only the finishing step writes documents', () => {
    const funktionen = Object.fromEntries(ressourcen(template, 'AWS::Lambda::Function'));
    const { aufgaben } = stack.verarbeitungsstrecke;
    for (const f of Object.values(aufgaben)) {
      const r = funktionen[logicalId(f)]!;
      expect(istNode24Arm(r)).toBe(true);
      const env = (r.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env.TABLE_NAME).toEqual({ Ref: logicalId(stack.tabelle) });
      expect(env.DOKUMENTE_BUCKET).toEqual({ Ref: logicalId(stack.dokumenteBucket) });
    }
    expect(funktionen[logicalId(aufgaben.abschnittVerarbeiten)]!.Properties.Timeout).toBe(300);
    const policen = ressourcen(template, 'AWS::IAM::Policy').map(([, p]) => p.Properties);
    const schreibtDokumente = (f: IConstruct) => {
      const rolle = (funktionen[logicalId(f)]!.Properties.Role as { 'Fn::GetAtt': [string, string] })[
        'Fn::GetAtt'
      ][0];
      return policen
        .filter((p) => JSON.stringify(p.Roles).includes(JSON.stringify({ Ref: rolle })))
        .some((p) => {
          const text = JSON.stringify(p.PolicyDocument);
          return text.includes('s3:PutObject') && text.includes(logicalId(stack.dokumenteBucket));
        });
    };
    expect(schreibtDokumente(aufgaben.abschliessen)).toBe(true);
    expect(schreibtDokumente(aufgaben.abschnittVerarbeiten)).toBe(false);
  });

  it('lets only the routes that declare it start it (VERARBEITUNGSSTRECKE_ARN, states:StartExecution) and names it in the outputs', () => {
    const { id: maschinenId } = maschine();
    const erklaert = routen.filter((r) => r.zugriff.strecken?.includes('verarbeiten'));
    expect(erklaert.length).toBeGreaterThan(0);
    for (const f of erklaert.map((r) => stack.routenFunktionen.get(r.id)!)) {
      expect(umgebungVon(f)[STRECKEN.verarbeiten.arnVariable], f.node.path).toEqual({ Ref: maschinenId });
      expect(startet(anweisungenVon(f), maschinenId), f.node.path).toBe(true);
    }
    expect(Object.keys(template.findOutputs('*'))).toContain('VerarbeitungsstreckeArn');
  });
});

interface Anweisung {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every IAM statement of the function's role (role and policies in the function's own stack). */
function anweisungenVon(f: IConstruct): Anweisung[] {
  const rolle = (ressourceVon(f).Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return ressourcen(vorlageVon(f), 'AWS::IAM::Policy')
    .map(([, p]) => p.Properties)
    .filter((p) => JSON.stringify(p.Roles).includes(JSON.stringify({ Ref: rolle })))
    .flatMap((p) => (p.PolicyDocument as { Statement: Anweisung[] }).Statement);
}

const aktionen = (a: Anweisung) => (Array.isArray(a.Action) ? a.Action : [a.Action]);
const ziele = (a: Anweisung) => (Array.isArray(a.Resource) ? a.Resource : [a.Resource]);
const darf = (f: IConstruct, aktion: string) => anweisungenVon(f).some((a) => aktionen(a).includes(aktion));

/** The resources the function may PutObject to, as text (`<bucket id>.Arn/upload/*`). */
const putZiele = (f: IConstruct) =>
  anweisungenVon(f)
    .filter((a) => aktionen(a).includes('s3:PutObject'))
    .flatMap(ziele)
    .map(alsText);

/** Every Lambda function of the stack: the API's, the pipelines' (and CDK's own helpers). */
describe('download pipeline (Step Functions)', () => {
  const maschine = () => maschineVon(stack.abholstrecke.zustandsmaschine);

  it('keeps no shipment result in the run state: the Map discards its output', () => {
    const z = maschine().definition.States;
    const abholen = z[ABHOL_ZUSTAENDE.abholen]!;
    expect(abholen).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.plan.abschnitte',
      Next: ABHOL_ZUSTAENDE.abschliessen,
    });
    // null = the input passes on unchanged: a run's state does not grow with its shipments.
    expect(abholen.ResultPath).toBeNull();
    const lieferung = abholen.ItemProcessor!.States[ABHOL_ZUSTAENDE.lieferungAbholen]!;
    expect(lieferung.Catch).toEqual([
      { ErrorEquals: ['States.ALL'], ResultPath: '$.fehler', Next: ABHOL_ZUSTAENDE.nichtAbgeholt },
    ]);
  });

  it('does not retry a shipment for what no retry cures (a refused address among them); anything else twice', () => {
    const z = maschine().definition.States;
    const lieferung = z[ABHOL_ZUSTAENDE.abholen]!.ItemProcessor!.States[ABHOL_ZUSTAENDE.lieferungAbholen]!;
    const retry = lieferung.Retry!;
    const nie = retry.findIndex((r) => r.ErrorEquals.includes(new AdresseAbgelehnt('').name));
    const alle = retry.findIndex((r) => r.ErrorEquals.includes('States.ALL'));
    expect(retry[nie]).toMatchObject({ ErrorEquals: [...ABHOL_NICHT_WIEDERHOLEN], MaxAttempts: 0 });
    expect(retry[alle]).toMatchObject({ MaxAttempts: LIEFERUNG_WIEDERHOLUNGEN });
    // Retriers apply in order: the one that does not retry comes before States.ALL.
    expect(nie).toBeGreaterThanOrEqual(0);
    expect(nie).toBeLessThan(alle);
  });

  it('catches every failure, the data limit by name, into "Abholung fehlgeschlagen"', () => {
    const z = maschine().definition.States;
    for (const name of [ABHOL_ZUSTAENDE.planen, ABHOL_ZUSTAENDE.abholen, ABHOL_ZUSTAENDE.abschliessen]) {
      expect(z[name]!.Catch, name).toEqual(faengtAlles(ABHOL_ZUSTAENDE.fehlgeschlagen));
    }
  });
});

const alleFunktionen = () =>
  stack.node
    .findAll()
    .filter(
      (c) => (c.node.defaultChild as CfnResource | undefined)?.cfnResourceType === 'AWS::Lambda::Function',
    );

const TABELLE_SCHREIBEN = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

describe('least privilege, from the route table', () => {
  it('gives a reading route read-only table access, a route without table none, a writing one write', () => {
    for (const r of routen) {
      const f = stack.routenFunktionen.get(r.id)!;
      expect(darf(f, 'dynamodb:Query'), r.id).toBe(r.zugriff.tabelle !== 'keine');
      for (const aktion of TABELLE_SCHREIBEN) {
        expect(darf(f, aktion), `${r.id} ${aktion}`).toBe(r.zugriff.tabelle === 'schreiben');
      }
    }
    expect(darf(stack.routenFunktionen.get('kategorienListe')!, 'dynamodb:PutItem')).toBe(false);
  });

  it('lets only the declared routes, the trigger and the download of a shipment (a GDV file handed to the import) start a run', () => {
    const starter = alleFunktionen().filter((f) => darf(f, 'states:StartExecution'));
    const erwartet = [
      ...routen.filter((r) => r.zugriff.strecken?.length).map((r) => stack.routenFunktionen.get(r.id)!),
      stack.lesestrecke.dateiAngekommen,
      stack.abholstrecke.aufgaben.lieferungAbholen,
    ];
    expect(new Set(starter)).toEqual(new Set(erwartet));
  });

  it('runs only the download of a shipment with lean memory: the wrapper script and the allocator settings (knapperSpeicher.ts)', () => {
    const mitHuelle = alleFunktionen().filter(
      (f) => ressourceVon(f).Properties.Environment && umgebungVon(f).AWS_LAMBDA_EXEC_WRAPPER !== undefined,
    );
    expect(mitHuelle).toEqual([stack.abholstrecke.aufgaben.lieferungAbholen]);
    expect(umgebungVon(stack.abholstrecke.aufgaben.lieferungAbholen)).toEqual(
      expect.objectContaining(KNAPPER_SPEICHER_UMGEBUNG),
    );
  });

  it('puts objects only under upload/ (URL signer), ablage/ (registration of uploads and drops), bipro/ (the download of a shipment) and the protocol prefix — never under eingang/', () => {
    const inbox = logicalId(stack.inboxBucket);
    const dokumente = logicalId(stack.dokumenteBucket);
    const schreiber = new Map<IConstruct, string[]>();
    for (const f of alleFunktionen()) {
      const z = putZiele(f);
      if (z.length) schreiber.set(f, z);
    }
    expect(schreiber.get(stack.routenFunktionen.get('uploadZiel')!)).toEqual([
      `${inbox}.Arn/${UPLOAD_PRAEFIX}*`,
    ]);
    expect(schreiber.get(stack.routenFunktionen.get('uploadStarten')!)).toEqual([
      `${inbox}.Arn/${ABLAGE_PRAEFIX}*`,
    ]);
    // The trigger keeps a drop's copy under ablage/ and puts nothing anywhere else.
    expect(schreiber.get(stack.lesestrecke.dateiAngekommen)).toEqual([`${inbox}.Arn/${ABLAGE_PRAEFIX}*`]);
    expect(schreiber.get(stack.verarbeitungsstrecke.aufgaben.abschliessen)).toEqual([
      `${dokumente}.Arn/${PROTOKOLL_PRAEFIX}*`,
    ]);
    // A shipment's files stream under bipro/; a GDV file's registration copies it to ablage/.
    expect(new Set(schreiber.get(stack.abholstrecke.aufgaben.lieferungAbholen))).toEqual(
      new Set([`${inbox}.Arn/${BIPRO_PRAEFIX}*`, `${inbox}.Arn/${ABLAGE_PRAEFIX}*`]),
    );
    for (const [f, z] of schreiber) {
      for (const ziel of z) {
        if (!ziel.startsWith(`${inbox}.`) && !ziel.startsWith(`${dokumente}.`)) continue;
        expect(ziel, f.node.path).not.toMatch(/\.Arn\/\*$|\.Arn$/);
        expect(ziel, f.node.path).not.toContain(`/${EINGANG_PRAEFIX}`);
      }
    }
    // Who puts anything in the inbox or the documents: the declaring routes, the processing
    // pipeline's finishing step and at most the S3 trigger, under ablage/ (a dropped file's copy).
    // A list export's file is written by the export run's task alone, under export/, nothing
    // else; no route writes the documents bucket (the status route only reads there).
    expect(schreiber.get(stack.exportstrecke.aufgaben.exportieren)).toEqual([
      `${dokumente}.Arn/${EXPORT_PRAEFIX}*`,
    ]);
    const erlaubt = new Set<IConstruct>([
      ...routen
        .filter((r) => r.zugriff.inbox?.schreiben?.length)
        .map((r) => stack.routenFunktionen.get(r.id)!),
      stack.exportstrecke.aufgaben.exportieren,
      stack.verarbeitungsstrecke.aufgaben.abschliessen,
      stack.lesestrecke.dateiAngekommen,
      stack.abholstrecke.aufgaben.lieferungAbholen,
    ]);
    for (const [f, z] of schreiber) {
      const app = z.filter((ziel) => ziel.startsWith(`${inbox}.`) || ziel.startsWith(`${dokumente}.`));
      if (!app.length) continue;
      expect(erlaubt.has(f), f.node.path).toBe(true);
      const ziele =
        f === stack.lesestrecke.dateiAngekommen
          ? [`${inbox}.Arn/${ABLAGE_PRAEFIX}*`]
          : [UPLOAD_PRAEFIX, ABLAGE_PRAEFIX, BIPRO_PRAEFIX]
              .map((p) => `${inbox}.Arn/${p}*`)
              .concat(`${dokumente}.Arn/${PROTOKOLL_PRAEFIX}*`, `${dokumente}.Arn/${EXPORT_PRAEFIX}*`);
      for (const ziel of app) expect(ziele, f.node.path).toContain(ziel);
    }
  });

  it('lets only the routes that declare it delete objects, and only under their declared prefixes', () => {
    const inbox = logicalId(stack.inboxBucket);
    const loeschZiele = (f: IConstruct) =>
      anweisungenVon(f)
        .filter((a) => aktionen(a).some((x) => x.startsWith('s3:DeleteObject')))
        .flatMap(ziele)
        .map(alsText);
    for (const r of routen) {
      const erwartet = (r.zugriff.inbox?.loeschen ?? []).map((p) => `${inbox}.Arn/${p}*`);
      expect(loeschZiele(stack.routenFunktionen.get(r.id)!), r.id).toEqual(erwartet);
    }
    for (const f of pipelineFunktionen()) expect(loeschZiele(f), f.node.path).toEqual([]);
  });

  it('lets only the routes that declare it read the inbox or the documents, the inbox only where declared', () => {
    const inbox = logicalId(stack.inboxBucket);
    const dokumente = logicalId(stack.dokumenteBucket);
    /** The objects of the bucket the function may get. */
    const liest = (f: IConstruct, bucket: string) =>
      anweisungenVon(f)
        .filter((a) => aktionen(a).includes('s3:GetObject'))
        .flatMap(ziele)
        .map(alsText)
        .filter((z) => z.startsWith(`${bucket}.Arn/`));
    for (const r of routen) {
      const f = stack.routenFunktionen.get(r.id)!;
      const lesen = r.zugriff.inbox?.lesen;
      const erwartet = lesen === true ? ['*'] : (lesen ?? []).map((p) => `${p}*`);
      expect(liest(f, inbox), `${r.id} inbox`).toEqual(erwartet.map((p) => `${inbox}.Arn/${p}`));
      if (r.zugriff.dokumente?.lesen)
        expect(liest(f, dokumente).length, `${r.id} dokumente`).toBeGreaterThan(0);
      else
        expect(liest(f, dokumente), `${r.id} dokumente`).toEqual(
          r.zugriff.dokumente?.export ? [`${dokumente}.Arn/${EXPORT_PRAEFIX}*`] : [],
        );
    }
    // The file-link routes presign GETs of stored BiPRO files: bipro/ alone, never the uploads or
    // dropped files of the import.
    for (const id of [
      'archivDateiAnzeigen',
      'dokumentZugeordnetHerunterladen',
      'dokumentNichtZugeordnetHerunterladen',
      'gdvDateiHerunterladen',
    ]) {
      expect(liest(stack.routenFunktionen.get(id)!, inbox), id).toEqual([`${inbox}.Arn/${BIPRO_PRAEFIX}*`]);
    }
  });
});

describe('API stage: throttling, access log, heavy functions', () => {
  const stufe = () => {
    const stufen = ressourcen(template, 'AWS::ApiGatewayV2::Stage');
    expect(stufen).toHaveLength(1);
    return stufen[0]![1];
  };
  const schwer = routen.filter((r) => r.last === 'schwer');

  it('throttles every route, the heavy ones (bulk runs, tests, uploads) tighter', () => {
    expect(schwer.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        'importBuchen',
        'schnittstelleTesten',
        'uploadZiel',
        'uploadStarten',
        'monitorFilter',
        'dokumenteFilter',
        'downloadJobNeustarten',
      ]),
    );
    const p = stufe().Properties as {
      DefaultRouteSettings: Record<string, number>;
      RouteSettings: Record<string, Record<string, number>>;
    };
    expect(p.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: DROSSELUNG.standard.rate,
      ThrottlingBurstLimit: DROSSELUNG.standard.burst,
    });
    expect(Object.keys(p.RouteSettings).sort()).toEqual(
      schwer.map((r) => `${r.methode} ${API_BASIS}${r.pfad}`).sort(),
    );
    for (const einstellung of Object.values(p.RouteSettings)) {
      expect(einstellung).toEqual({
        ThrottlingRateLimit: DROSSELUNG.schwer.rate,
        ThrottlingBurstLimit: DROSSELUNG.schwer.burst,
      });
    }
    // The stage names those routes only once they exist: it waits for the nested stacks that
    // hold them (a dependency on a nested stack's resource is one on the stack).
    const abhaengig = [stufe().DependsOn ?? []].flat();
    const schwereRouten = ueberall('AWS::ApiGatewayV2::Route').filter(({ r }) =>
      Object.keys(p.RouteSettings).includes(String(r.Properties.RouteKey)),
    );
    expect(schwereRouten).toHaveLength(schwer.length);
    for (const { stack: s } of schwereRouten) {
      expect(s).toBeInstanceOf(NestedStack);
      expect(abhaengig).toContain(elementId((s as NestedStack).nestedStackResource!));
    }
  });

  it('writes a JSON access log line per request to a log group of its own', () => {
    const p = stufe().Properties as { AccessLogSettings: { DestinationArn: unknown; Format: string } };
    expect(p.AccessLogSettings.DestinationArn).toEqual({
      'Fn::GetAtt': [logicalId(stack.zugriffsLogs), 'Arn'],
    });
    expect(JSON.parse(p.AccessLogSettings.Format)).toMatchObject({
      requestId: '$context.requestId',
      route: '$context.routeKey',
      status: '$context.status',
    });
  });

  it('reserves no concurrency unless the deployment asks for it', () => {
    for (const { r: f } of ueberall('AWS::Lambda::Function')) {
      expect(f.Properties.ReservedConcurrentExecutions).toBeUndefined();
    }
  });

  it("caps the heavy routes' functions when the context sets schwereFunktionenGleichzeitig", () => {
    const outdir = neuesTmpDir('lieferdesk-cdk-');
    const app = new App({
      context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], [KONTEXT_SCHWER_GLEICHZEITIG]: '3' },
      outdir,
    });
    const gedeckelt = new LieferdeskStack(app, 'Lieferdesk');
    for (const r of routen) {
      // The function's resource in its group's nested stack.
      const funktion = gedeckelt.routenFunktionen.get(r.id)!;
      const f = Template.fromStack(Stack.of(funktion)).toJSON().Resources[logicalId(funktion)] as Ressource;
      expect(f.Properties.ReservedConcurrentExecutions, r.id).toBe(r.last === 'schwer' ? 3 : undefined);
    }
    const falsch = new App({ context: { ...cdkJson.context, [KONTEXT_SCHWER_GLEICHZEITIG]: '0' }, outdir });
    expect(() => new LieferdeskStack(falsch, 'Lieferdesk')).toThrow(KONTEXT_SCHWER_GLEICHZEITIG);
  });
});

describe('outputs and web deployment', () => {
  it('exports what a deployment needs', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining([
        'WebUrl',
        'ApiUrl',
        'UserPoolId',
        'UserPoolClientId',
        'TableName',
        'InboxBucketName',
      ]),
    );
  });

  it('skips the web deployment when there is no build', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('deploys a present build with a generated config.json and invalidates CloudFront', () => {
    const dist = neuesTmpDir('lieferdesk-web-dist-');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lieferdesk</title>');
    const mit = synthetisieren(dist);

    const deployments = ressourcen(mit.template, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(1);
    const p = deployments[0]![1].Properties as {
      SourceObjectKeys: string[];
      SourceMarkers: Record<string, unknown>[];
      DistributionPaths: string[];
      DistributionId: unknown;
      DestinationBucketName: unknown;
    };
    expect(p.DestinationBucketName).toEqual({ Ref: logicalId(mit.stack.webBucket) });
    expect(p.DistributionId).toEqual({ Ref: logicalId(mit.stack.distribution) });
    expect(p.DistributionPaths).toEqual(['/*']);
    expect(p.SourceObjectKeys).toHaveLength(3);

    /** A generated file of the deployment, and the markers its deploy-time values stand for. */
    const erzeugt = (datei: string) => {
      const index = p.SourceObjectKeys.findIndex((key) =>
        existsSync(join(mit.outdir, `asset.${key.replace(/\.zip$/, '')}`, datei)),
      );
      expect(index, datei).toBeGreaterThanOrEqual(0);
      const key = p.SourceObjectKeys[index]!.replace(/\.zip$/, '');
      return {
        inhalt: JSON.parse(readFileSync(join(mit.outdir, `asset.${key}`, datei), 'utf8')) as unknown,
        markers: p.SourceMarkers[index]!,
      };
    };

    // The generated config.json: its deploy-time values are markers resolved by the custom resource.
    const { inhalt, markers } = erzeugt('config.json');
    const config = inhalt as Record<string, string>;
    const aufgeloest = (feld: string) => markers[config[feld]!];
    expect(config.authFlowType).toBe('USER_SRP_AUTH');
    expect(aufgeloest('apiUrl')).toEqual({
      'Fn::GetAtt': [logicalId(mit.stack.api), 'ApiEndpoint'],
    });
    expect(aufgeloest('region')).toEqual({ Ref: 'AWS::Region' });
    expect(aufgeloest('userPoolId')).toEqual({ Ref: logicalId(mit.stack.userPool) });
    expect(aufgeloest('userPoolClientId')).toEqual({
      Ref: logicalId(mit.stack.userPoolClient),
    });

    // The API described beside the site, naming this deployment's API endpoint.
    const beschreibung = erzeugt('openapi.json');
    const dokument = beschreibung.inhalt as { openapi: string; servers: { url: string }[] };
    expect(dokument.openapi).toBe('3.1.0');
    const marke = Object.keys(beschreibung.markers)[0]!;
    expect(dokument.servers[0]!.url).toBe(`${marke}${API_BASIS}`);
    expect(beschreibung.markers[marke]).toEqual({ 'Fn::GetAtt': [logicalId(mit.stack.api), 'ApiEndpoint'] });
  }, 120_000);
});

describe('a run that stopped (domain/laufAbbruch.ts)', () => {
  it('lets every task of both pipelines end, and a retry begin, within the lock’s time', () => {
    // Every task writes the run's heartbeat when it starts; a run whose lock has not seen one for
    // SPERRE_GUELTIG_MINUTEN counts as stopped. So no task may run longer, pause before a retry
    // included, or a live run would be shown as stopped and could be continued twice.
    const funktionen = Object.fromEntries(ressourcen(template, 'AWS::Lambda::Function'));
    const aufgaben = [
      ...Object.values(stack.lesestrecke.aufgaben),
      ...Object.values(stack.verarbeitungsstrecke.aufgaben),
    ];
    const laengsteAufgabe = Math.max(
      ...aufgaben.map((f) => Number(funktionen[logicalId(f)]!.Properties.Timeout)),
    );
    const pausen = [stack.lesestrecke.zustandsmaschine, stack.verarbeitungsstrecke.zustandsmaschine].flatMap(
      (m) => {
        const zustaende = (d: { States: Record<string, AslZustand> }): AslZustand[] =>
          Object.values(d.States).flatMap((z) => [z, ...(z.ItemProcessor ? zustaende(z.ItemProcessor) : [])]);
        // The longest pause of a retry: its last, capped by MaxDelaySeconds (ASL's defaults:
        // 1 s, 3 attempts, rate 2); a retry of no attempts never pauses.
        return zustaende(maschineVon(m).definition).flatMap((z) =>
          (z.Retry ?? [])
            .filter((r) => r.MaxAttempts !== 0)
            .map((r) => {
              const { IntervalSeconds = 1, MaxAttempts = 3, BackoffRate = 2 } = r;
              const { MaxDelaySeconds = Infinity } = r as { MaxDelaySeconds?: number };
              return Math.min(MaxDelaySeconds, IntervalSeconds * BackoffRate ** (MaxAttempts - 1));
            }),
        );
      },
    );
    // Retries exist, and each is capped.
    expect(pausen.length).toBeGreaterThan(0);
    expect(laengsteAufgabe + Math.max(...pausen)).toBeLessThan(SPERRE_GUELTIG_MINUTEN * 60);
  });
});
