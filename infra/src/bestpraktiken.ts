/**
 * Acknowledging a finding of AWS's best-practice checks (cdk-nag's AwsSolutions pack,
 * infra/test/cdk-nag.test.ts) beside the grant or construct it concerns: one finding, one reason.
 * A wildcard finding names the resource as cdk-nag prints it from the synthesized policy, so
 * these helpers spell a reference the same way; a misspelt one stays a finding and fails the test.
 */
import { DefaultStackSynthesizer, Names, Stack, Validations, type CfnResource } from 'aws-cdk-lib';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import type { IConstruct } from 'constructs';

/**
 * A resource's attribute as the finding names it from `von`'s stack: `<LogicalId.Arn>` in the
 * same stack; from a nested stack, the parameter CDK passes the value in by
 * (`<referenceto<uniqueId>Arn>`).
 */
export function referenzImBefund(von: IConstruct, ziel: IConstruct, attribut = 'Arn'): string {
  const cfn = (ziel.node.defaultChild ?? ziel) as CfnResource;
  return Stack.of(von) === Stack.of(cfn)
    ? `<${Stack.of(cfn).getLogicalId(cfn)}.${attribut}>`
    : `<referenceto${Names.uniqueId(cfn)}${attribut}>`;
}

/** A value built of literals and pseudo parameters (an ARN of formatArn) as the finding names it. */
export function textImBefund(von: IConstruct, wert: string): string {
  const flach = (w: unknown): string => {
    if (typeof w === 'string') return w;
    const o = w as Record<string, unknown>;
    if (typeof o.Ref === 'string') return `<${o.Ref}>`;
    const [trenner, teile] = o['Fn::Join'] as [string, unknown[]];
    return teile.map(flach).join(trenner);
  };
  return flach(Stack.of(von).resolve(wert));
}

/** Acknowledges the wildcard resource (AwsSolutions-IAM5) in `von`'s policies. */
export function wildcardAnerkennen(von: IConstruct, ressource: string, grund: string): void {
  Validations.of(von).acknowledge({ id: `AwsSolutions-IAM5[Resource::${ressource}]`, reason: grund });
}

/** Lambda's AWS-managed policy for writing its logs, as the finding names it (AwsSolutions-IAM4). */
export function lambdaGrundrolleAnerkennen(funktion: IConstruct): void {
  Validations.of(funktion).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason:
      'AWS-managed AWSLambdaBasicExecutionRole: only writing the function’s own logs, kept current by AWS.',
  });
}

/**
 * The CDK's web deployment (BucketDeployment): its singleton function copies the built app from
 * the CDK's asset bucket into the web bucket, deletes what the build no longer has and
 * invalidates the distribution — with the grants and the runtime aws-cdk-lib gives it.
 */
export function webAuslieferungAnerkennen(auslieferung: BucketDeployment, webBucket: IConstruct): void {
  const funktion = auslieferung.handlerRole.node.scope!;
  lambdaGrundrolleAnerkennen(funktion);
  const assetBucket = DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace(
    '${Qualifier}',
    DefaultStackSynthesizer.DEFAULT_QUALIFIER,
  ).replace(/\$\{(AWS::\w+)\}/g, '<$1>');
  const grund =
    'CDK’s BucketDeployment: reads the built app from the CDK asset bucket, replaces the web bucket’s files (which hold nothing else) and invalidates the distribution.';
  for (const aktion of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
    Validations.of(funktion).acknowledge({ id: `AwsSolutions-IAM5[Action::${aktion}]`, reason: grund });
  }
  wildcardAnerkennen(funktion, `arn:<AWS::Partition>:s3:::${assetBucket}/*`, grund);
  wildcardAnerkennen(funktion, `${referenzImBefund(funktion, webBucket)}/*`, grund);
  wildcardAnerkennen(
    funktion,
    '*',
    'CDK’s BucketDeployment: CloudFront’s invalidation calls, as CDK grants them, name no distribution.',
  );
  Validations.of(funktion).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'The runtime of CDK’s own deployment function is aws-cdk-lib’s choice; it runs only at deploy time.',
  });
}
