// @vitest-environment node
/**
 * Assertions on the synthesized template. Bundling is switched off (context
 * `aws:cdk:bundling-stacks: []`), the feature flags are those of cdk.json so the template under
 * test is the one `cdk synth` produces. Expected counts come from the same sources the stack uses
 * (route table, entity declarations, roles), never hard-coded.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type CfnElement, type Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASIS, CLAIM_MAKLERNR, CLAIM_STRUKTUR, ROLLEN } from '@lieferdesk/shared';
import { tabellenDefinition } from '../../functions/src/data/table';
import { implementierteRouten } from '../../functions/src/routes';
import { LieferdeskStack } from '../src/stack';

type Ressource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

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

function synthetisieren(webDistPfad?: string) {
  const outdir = neuesTmpDir('lieferdesk-cdk-');
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] }, outdir });
  const stack = new LieferdeskStack(app, 'Lieferdesk', { webDistPfad });
  const template = Template.fromStack(stack);
  return { app, stack, template, outdir };
}

const ressourcen = (template: Template, typ: string) =>
  Object.entries(template.findResources(typ) as Record<string, Ressource>);

/** Logical id of an L2 construct's CloudFormation resource. */
const logicalId = (stack: Stack, construct: IConstruct) =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

const routen = implementierteRouten();
const istApiFunktion = (r: Ressource) =>
  r.Properties.Runtime === 'nodejs24.x' &&
  JSON.stringify(r.Properties.Architectures) === JSON.stringify(['arm64']);

let stack: LieferdeskStack;
let template: Template;

beforeAll(() => {
  ({ stack, template } = synthetisieren(join(tmpdir(), 'gibt-es-nicht-lieferdesk-web-dist')));
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

    const gsis = (p.GlobalSecondaryIndexes ?? []) as { IndexName: string; KeySchema: unknown }[];
    expect(gsis.map((g) => ({ IndexName: g.IndexName, KeySchema: g.KeySchema }))).toEqual(
      definition.globaleIndizes.map((i) => ({
        IndexName: i.name,
        KeySchema: schema(i.partitionKey, i.sortKey),
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
  it('are three, all private, encrypted and TLS-only', () => {
    const buckets = ressourcen(template, 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(3);
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

  it('keeps inbox and documents versioned and retained; inbox accepts presigned PUT from the web origin', () => {
    const buckets = Object.fromEntries(ressourcen(template, 'AWS::S3::Bucket'));
    for (const bucket of [stack.inboxBucket, stack.dokumenteBucket]) {
      const r = buckets[logicalId(stack, bucket)]!;
      expect(r.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(r.DeletionPolicy).toBe('Retain');
    }
    const cors = buckets[logicalId(stack, stack.inboxBucket)]!.Properties.CorsConfiguration as {
      CorsRules: { AllowedMethods: string[]; AllowedOrigins: unknown[] }[];
    };
    expect(cors.CorsRules).toHaveLength(1);
    expect(cors.CorsRules[0]!.AllowedMethods).toEqual(['PUT']);
    expect(JSON.stringify(cors.CorsRules[0]!.AllowedOrigins)).toContain('DomainName');
    expect(JSON.stringify(cors.CorsRules[0]!.AllowedOrigins)).not.toContain('"*"');
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
            DomainName: { 'Fn::GetAtt': [logicalId(stack, stack.webBucket), 'RegionalDomainName'] },
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

  it('has a public app client with password and SRP flows that cannot write the broker scope', () => {
    const clients = ressourcen(template, 'AWS::Cognito::UserPoolClient');
    expect(clients).toHaveLength(1);
    const client = clients[0]![1].Properties;
    expect(client.GenerateSecret).toBe(false);
    expect(client.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
    expect(client.WriteAttributes).toBeDefined();
    expect(client.WriteAttributes).not.toContain(CLAIM_MAKLERNR);
    expect(client.WriteAttributes).not.toContain(CLAIM_STRUKTUR);
  });
});

describe('API', () => {
  it('has routes to deploy (the route table has implemented handlers)', () => {
    expect(routen.length).toBeGreaterThan(0);
  });

  it('has exactly one Node 24 arm64 function per implemented route', () => {
    const funktionen = ressourcen(template, 'AWS::Lambda::Function').filter(([, f]) => istApiFunktion(f));
    expect(funktionen).toHaveLength(routen.length);
    for (const [, f] of funktionen) {
      expect(f.Properties.Handler).toBe('index.handler');
      const env = (f.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining(['TABLE_NAME', 'INBOX_BUCKET', 'DOKUMENTE_BUCKET']),
      );
    }
  });

  it('has one JWT-authorized route per implemented route, integrated with its own function', () => {
    const apiRouten = ressourcen(template, 'AWS::ApiGatewayV2::Route');
    expect(apiRouten).toHaveLength(routen.length);
    expect(apiRouten.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(
      routen.map((r) => `${r.methode} ${API_BASIS}${r.pfad}`).sort(),
    );
    const [[authorizerId]] = ressourcen(template, 'AWS::ApiGatewayV2::Authorizer') as [[string, Ressource]];
    for (const [, r] of apiRouten) {
      expect(r.Properties.AuthorizationType).toBe('JWT');
      expect(r.Properties.AuthorizerId).toEqual({ Ref: authorizerId });
    }

    const integrationen = ressourcen(template, 'AWS::ApiGatewayV2::Integration');
    const ziele = new Set(integrationen.map(([, i]) => JSON.stringify(i.Properties.IntegrationUri)));
    expect(ziele.size).toBe(routen.length);
  });

  it('accepts tokens of the web client and CORS preflight from the CloudFront origin', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [{ Ref: logicalId(stack, stack.userPoolClient) }] },
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({
        AllowHeaders: Match.arrayWith(['Authorization', 'Content-Type']),
        AllowOrigins: [
          { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] },
        ],
      }),
    });
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
    expect(p.DestinationBucketName).toEqual({ Ref: logicalId(mit.stack, mit.stack.webBucket) });
    expect(p.DistributionId).toEqual({ Ref: logicalId(mit.stack, mit.stack.distribution) });
    expect(p.DistributionPaths).toEqual(['/*']);
    expect(p.SourceObjectKeys).toHaveLength(2);

    // The generated config.json: its deploy-time values are markers resolved by the custom resource.
    const configIndex = p.SourceObjectKeys.findIndex((key) => {
      try {
        readFileSync(join(mit.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json'));
        return true;
      } catch {
        return false;
      }
    });
    expect(configIndex).toBeGreaterThanOrEqual(0);
    const key = p.SourceObjectKeys[configIndex]!.replace(/\.zip$/, '');
    const config = JSON.parse(
      readFileSync(join(mit.outdir, `asset.${key}`, 'config.json'), 'utf8'),
    ) as Record<string, string>;
    const markers = p.SourceMarkers[configIndex]!;
    const aufgeloest = (feld: string) => markers[config[feld]!];
    expect(config.authFlowType).toBe('USER_SRP_AUTH');
    expect(aufgeloest('apiUrl')).toEqual({
      'Fn::GetAtt': [logicalId(mit.stack, mit.stack.api), 'ApiEndpoint'],
    });
    expect(aufgeloest('region')).toEqual({ Ref: 'AWS::Region' });
    expect(aufgeloest('userPoolId')).toEqual({ Ref: logicalId(mit.stack, mit.stack.userPool) });
    expect(aufgeloest('userPoolClientId')).toEqual({
      Ref: logicalId(mit.stack, mit.stack.userPoolClient),
    });
  }, 120_000);
});
