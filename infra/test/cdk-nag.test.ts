// @vitest-environment node
/**
 * AWS's best-practice checks (cdk-nag's AwsSolutions pack) over the synthesized app, bundling off
 * and with cdk.json's feature flags as in stack.test.ts. Every finding, error or warning, is
 * either fixed in the stack or acknowledged in the code beside the construct it concerns
 * (`Validations.of(…).acknowledge`, one finding and one reason each): an unacknowledged one fails
 * here, named with its rule and the construct's path.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { LieferdeskStack, type LieferdeskStackProps } from '../src/stack';

const cdkJson = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../cdk.json', import.meta.url)), 'utf8'),
) as { context: Record<string, unknown> };

const ordner = mkdtempSync(join(tmpdir(), 'lieferdesk-cdk-nag-'));
afterAll(() => rmSync(ordner, { recursive: true, force: true }));
// A built web app, so the web deployment (a function of the CDK's own) is checked as well.
const webDist = join(ordner, 'dist');
mkdirSync(webDist);
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lieferdesk</title>');

/** Each unacknowledged finding as `<rule> (<level>) <construct path>`. */
function pruefen(props: LieferdeskStackProps = {}): { befunde: string[]; stack: LieferdeskStack } {
  const app = new App({
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] },
    outdir: mkdtempSync(join(ordner, 'cdk.out-')),
  });
  const stack = new LieferdeskStack(app, 'Lieferdesk', { webDistPfad: webDist, ...props });
  // Synthesized first, so what the CDK adds at synthesis (aspects, nested stacks' resources) is checked.
  app.synth();
  const bericht = new AwsSolutionsChecks(app).validateScope(app);
  const liste = bericht.violations.flatMap((v) =>
    v.violatingResources.map(
      (r) => `${v.ruleName} (${v.severity}) ${r.constructPath ?? r.resourceLogicalId}`,
    ),
  );
  return { befunde: liste, stack };
}

describe('cdk-nag AwsSolutions', () => {
  it('reports a finding at all: a bucket without access log in a stack of its own', () => {
    const app = new App({ context: cdkJson.context, outdir: join(ordner, 'probe') });
    new Bucket(new Stack(app, 'Probe'), 'OhneProtokoll');
    const regeln = new AwsSolutionsChecks(app).validateScope(app).violations.map((v) => v.ruleName);
    expect(regeln).toContain('AwsSolutions-S1');
  });

  it('has no finding that is neither fixed nor acknowledged with a reason', () => {
    expect(pruefen().befunde).toEqual([]);
  }, 120_000);

  it('on the site’s own domain: TLS 1.2 at least, so nothing to acknowledge for CFR4', () => {
    const domain = {
      name: 'lieferdesk.example.de',
      zertifikatArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
    };
    const { befunde: liste, stack } = pruefen({ webDomain: domain });
    expect(liste).toEqual([]);
    const anerkannt = stack.distribution.node.metadata
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((m) => Object.keys(m.data as object));
    expect(anerkannt.some((id) => id.includes('CFR4'))).toBe(false);
    Template.fromStack(stack).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [domain.name],
        ViewerCertificate: {
          AcmCertificateArn: domain.zertifikatArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  }, 120_000);
});
