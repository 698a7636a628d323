/**
 * What the site's edge sends and accepts across origins: CloudFront's response headers policy
 * (infra/src/kopfzeilen.ts: CSP, HSTS, nosniff, frame and referrer rules — the local stack sends
 * the same), and the CORS rules of the API and the inbox that let the site call them.
 *
 * The CSP names the API and the inbox, and their CORS rules name the site: in CloudFormation
 * the distribution would depend on the API and the bucket and they on it. So the CORS rules are
 * set by API calls once all three exist (AwsCustomResource), not as properties of the API and
 * the bucket.
 */
import { Aws, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  type Distribution,
  type DistributionProps,
} from 'aws-cdk-lib/aws-cloudfront';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
  type AwsSdkCall,
} from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import {
  FRAME_OPTIONS,
  HSTS_SEKUNDEN,
  inhaltsrichtlinie,
  REFERRER_POLICY,
  type Herkuenfte,
} from './kopfzeilen';

/** Cognito's API endpoint in the stack's region (sign-in, token refresh). */
export const cognitoEndpunkt = (scope: Construct) =>
  `https://cognito-idp.${Stack.of(scope).region}.${Aws.URL_SUFFIX}`;

/** The inbox's regional endpoint, where the functions' presigned upload URLs point. */
export const inboxEndpunkt = (inbox: Bucket) => `https://${inbox.bucketRegionalDomainName}`;

export function antwortKopfzeilen(scope: Construct, herkuenfte: Herkuenfte): ResponseHeadersPolicy {
  if (FRAME_OPTIONS !== HeadersFrameOption.DENY || REFERRER_POLICY !== HeadersReferrerPolicy.SAME_ORIGIN) {
    throw new Error('kopfzeilen.ts und die CloudFront-Werte passen nicht zusammen');
  }
  return new ResponseHeadersPolicy(scope, 'Kopfzeilen', {
    comment: 'Lieferdesk: CSP, HSTS, nosniff, kein Framing, Referrer nur same-origin',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: inhaltsrichtlinie(herkuenfte), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_SEKUNDEN),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.SAME_ORIGIN, override: true },
    },
  });
}

/** One SDK call, made on create and on every update (the web origin may change). */
function aufruf(call: Omit<AwsSdkCall, 'physicalResourceId'>, id: string) {
  const c: AwsSdkCall = { ...call, physicalResourceId: PhysicalResourceId.of(id) };
  return { onCreate: c, onUpdate: c };
}

export function corsSetzen(
  scope: Construct,
  o: { api: HttpApi; inbox: Bucket; webOrigin: string },
): { api: AwsCustomResource; inbox: AwsCustomResource } {
  const stack = Stack.of(scope);
  const api = new AwsCustomResource(scope, 'ApiCors', {
    ...aufruf(
      {
        service: 'ApiGatewayV2',
        action: 'UpdateApi',
        parameters: {
          ApiId: o.api.apiId,
          CorsConfiguration: {
            AllowOrigins: [o.webOrigin],
            AllowHeaders: ['Authorization', 'Content-Type'],
            AllowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
            // `fehlertext` carries the German error message on some answers (reference §7).
            ExposeHeaders: ['fehlertext', 'Content-Disposition'],
            MaxAge: 3600,
          },
        },
      },
      'api-cors',
    ),
    policy: AwsCustomResourcePolicy.fromStatements([
      new PolicyStatement({
        actions: ['apigateway:PATCH'],
        resources: [`arn:${stack.partition}:apigateway:${stack.region}::/apis/${o.api.apiId}`],
      }),
    ]),
    installLatestAwsSdk: false,
  });
  const inbox = new AwsCustomResource(scope, 'InboxCors', {
    ...aufruf(
      {
        service: 'S3',
        action: 'PutBucketCors',
        parameters: {
          Bucket: o.inbox.bucketName,
          CORSConfiguration: {
            CORSRules: [
              {
                // PUT: uploads by presigned URL; GET: the viewer reads a stored file by
                // presigned URL (archive, documents: functions/src/speicher/s3.ts downloadUrl).
                AllowedMethods: ['PUT', 'GET'],
                AllowedOrigins: [o.webOrigin],
                AllowedHeaders: ['*'],
                ExposeHeaders: ['ETag'],
                MaxAgeSeconds: 3000,
              },
            ],
          },
        },
      },
      'inbox-cors',
    ),
    policy: AwsCustomResourcePolicy.fromStatements([
      new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [o.inbox.bucketArn] }),
    ]),
    installLatestAwsSdk: false,
  });
  return { api, inbox };
}

/** Context keys of the site's own domain: its name and its ACM certificate's ARN (us-east-1). */
export const KONTEXT_WEB_DOMAIN = 'webDomain';
export const KONTEXT_WEB_ZERTIFIKAT = 'webZertifikatArn';

/** The site's own domain (a name and the ARN of its certificate in us-east-1, as CloudFront requires). */
export interface EigeneDomain {
  name: string;
  zertifikatArn: string;
}

/** The site's own domain from the props or the context: both keys or neither. */
export function eigeneDomain(scope: Construct, aus?: EigeneDomain): EigeneDomain | undefined {
  if (aus) return aus;
  const name: unknown = scope.node.tryGetContext(KONTEXT_WEB_DOMAIN);
  const zertifikatArn: unknown = scope.node.tryGetContext(KONTEXT_WEB_ZERTIFIKAT);
  if (!name && !zertifikatArn) return undefined;
  if (typeof name !== 'string' || !name || typeof zertifikatArn !== 'string' || !zertifikatArn) {
    throw new Error(
      `${KONTEXT_WEB_DOMAIN} und ${KONTEXT_WEB_ZERTIFIKAT} gehören zusammen: beide oder keiner`,
    );
  }
  return { name, zertifikatArn };
}

/**
 * The distribution's viewer side on the site's own domain: its name and certificate, and TLS 1.2
 * as the minimum (the 2021 policy's ciphers). Without one, the default *.cloudfront.net
 * certificate, whose policy CloudFront fixes (TLS 1.0 allowed).
 */
export function domainEinstellungen(
  scope: Construct,
  domain: EigeneDomain | undefined,
): Pick<DistributionProps, 'domainNames' | 'certificate' | 'minimumProtocolVersion'> {
  if (!domain) return {};
  return {
    domainNames: [domain.name],
    certificate: Certificate.fromCertificateArn(scope, 'WebZertifikat', domain.zertifikatArn),
    minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
  };
}

/**
 * The AWS best-practice checks (cdk-nag AwsSolutions) the distribution does not meet, each with
 * why; the minimum TLS version only without a domain of the product's own.
 */
export function webBestpraktikenAnerkennen(
  distribution: Distribution,
  domain: EigeneDomain | undefined,
): void {
  if (!domain) {
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'The default *.cloudfront.net certificate always allows TLS 1.0 (CloudFront fixes its policy); deploy with -c webDomain and -c webZertifikatArn for TLS 1.2 at least.',
    });
  }
  Validations.of(distribution).acknowledge(
    {
      id: 'AwsSolutions-CFR1',
      reason:
        'Staff and brokers sign in from abroad too; the app is nothing without a Cognito sign-in with TOTP, so no geo restriction.',
    },
    {
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF: the site is static files behind a TOTP sign-in and the API throttles every route; a web ACL costs about 5 USD a month plus 1 USD per rule and 0.60 USD per million requests.',
    },
  );
}
