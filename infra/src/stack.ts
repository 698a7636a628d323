/**
 * The whole product in one stack: web hosting (S3 + CloudFront), the single DynamoDB table, the
 * file buckets, the Cognito user pool with one group per role, the HTTP API with one Lambda
 * per implemented route of the shared route table, the read pipeline (Step Functions) with
 * the inbox's S3 trigger, and the processing pipeline (evaluate, book, settle, delete). The API's
 * functions and routes sit in nested stacks, one per route file (infra/src/routengruppe.ts):
 * together they pass CloudFormation's 500 resources per stack.
 *
 * Everything that has a second source of truth elsewhere is derived, never repeated: the table's
 * keys and indexes come from the entity declarations (`tabellenDefinition()`), the routes and
 * their handlers from the route table (`implementierteRouten()`) — with each function's IAM grants
 * from its route's declared access (`zugriff`, infra/src/zugriff.ts) — the groups from `ROLLEN`.
 */
import { existsSync } from 'node:fs';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HttpVersion,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type BucketProps,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import {
  EXPORT_AUFBEWAHRUNG_TAGE,
  EXPORT_PRAEFIX,
  UPLOAD_AUFBEWAHRUNG_TAGE,
  UPLOAD_PRAEFIX,
  type Strecke,
} from '@lieferdesk/events';
import {
  API_BASIS,
  apiBeschreibung,
  CLAIM_MAKLERNR,
  CLAIM_STRUKTUR,
  PASSWORT_REGEL,
  ROLLEN,
  ROLLEN_BESCHREIBUNG,
  type UmgesetzteRoute,
} from '@lieferdesk/shared';
import { LAMBDA_NODE_OPTIONS, type LieferdeskFunktion } from './funktion';
import { lambdaGrundrolleAnerkennen, webAuslieferungAnerkennen } from './bestpraktiken';
import { Lesestrecke } from './lesestrecke';
import { Verarbeitungsstrecke } from './verarbeitungsstrecke';
import { Abholstrecke } from './abholstrecke';
import { Beobachtung } from './beobachtung';
import { Exportstrecke } from './exportstrecke';
import { Interfacelaufpruefung } from './interfacelaufpruefung';
import {
  antwortKopfzeilen,
  cognitoEndpunkt,
  corsSetzen,
  domainEinstellungen,
  eigeneDomain,
  inboxEndpunkt,
  webBestpraktikenAnerkennen,
  type EigeneDomain,
} from './kanten';
import { geheimnisPraefix } from './zugriff';
import { Zeitplaene } from './zeitplaene';
import { schwereGleichzeitigkeit, stufeEinrichten } from './drosselung';
import { durchsatzDesStacks } from './durchsatz';
import { tabelleAnlegen } from './tabelle';
import { RoutenGruppeStack, routenNachGruppen } from './routengruppe';

export interface LieferdeskStackProps extends StackProps {
  /** Built web app (Vite `web/dist`). Deployed to the web bucket only when the folder exists. */
  webDistPfad?: string;
  /**
   * Reserved concurrency of each heavy route's function (`last: 'schwer'`), or the context
   * value `schwereFunktionenGleichzeitig`. Unset: no reservation (a new account's quota of
   * 10 concurrent executions refuses any).
   */
  schwereFunktionenGleichzeitig?: number;
  /**
   * The routes to deploy; default every implemented route of the table (`implementierteRouten()`).
   * The test of the nested stacks' stable ids deploys one route fewer.
   */
  routen?: readonly UmgesetzteRoute[];
  /**
   * The site's own domain, or the context values `webDomain` and `webZertifikatArn`. Unset: the
   * distribution's *.cloudfront.net name (which allows TLS 1.0).
   */
  webDomain?: EigeneDomain;
  /**
   * The table's warm write throughput (write units per second), or the context value
   * `schreibeinheiten`; the pipelines' chunks at once follow from it (durchsatz.ts). Unset: a
   * plain on-demand table and 4 chunks reading, 8 processing.
   */
  schreibeinheiten?: number;
}

/** How long the access logs of buckets and distribution are kept (as the functions' logs). */
export const ZUGRIFFSPROTOKOLL_TAGE = 90;

/** `custom:maklernr` → `maklernr`: the attribute name Cognito expects without its prefix. */
const ohneCustomPrefix = (claim: string): string => claim.replace(/^custom:/, '');

export class LieferdeskStack extends Stack {
  readonly tabelle: TableV2;
  readonly webBucket: Bucket;
  readonly inboxBucket: Bucket;
  readonly dokumenteBucket: Bucket;
  /** The access logs of the buckets and the distribution (`s3/<bucket>/`, `cloudfront/`). */
  readonly protokollBucket: Bucket;
  readonly distribution: Distribution;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly api: HttpApi;
  /** The API stage's access log. */
  readonly zugriffsLogs: LogGroup;
  /** The nested stacks of the API's functions, one per route file with implemented routes. */
  readonly routenGruppen: RoutenGruppeStack[] = [];
  /** The API's functions, one per implemented route (each in its group's nested stack). */
  readonly funktionen: LieferdeskFunktion[] = [];
  /** The same functions by route id. */
  readonly routenFunktionen = new Map<string, LieferdeskFunktion>();
  readonly lesestrecke: Lesestrecke;
  readonly verarbeitungsstrecke: Verarbeitungsstrecke;
  readonly abholstrecke: Abholstrecke;
  readonly exportstrecke: Exportstrecke;
  /** Dashboard and alarms of the download job and the import. */
  readonly beobachtung: Beobachtung;
  /** Every state machine by its name in events/src/strecken.ts (the local stack runs them all). */
  readonly strecken: Record<Strecke, StateMachine>;
  /** EventBridge Scheduler's group and role (the schedules are set at run time). */
  readonly zeitplaene: Zeitplaene;

  constructor(scope: Construct, id: string, props: LieferdeskStackProps = {}) {
    super(scope, id, props);

    // ---------------------------------------------------------------- data
    const durchsatz = durchsatzDesStacks(this, props.schreibeinheiten);
    const { parallelitaet } = durchsatz;
    this.tabelle = tabelleAnlegen(this, durchsatz);

    // The access logs of the other buckets and of the distribution, each under its own prefix.
    // CloudFront's standard logs are written with an ACL: the bucket takes ACLs from log writers.
    // Its own accesses are not logged (each delivery would log itself); AwsSolutions-S1 knows a
    // bucket that receives access logs.
    this.protokollBucket = new Bucket(this, 'ProtokollBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ expiration: Duration.days(ZUGRIFFSPROTOKOLL_TAGE) }],
    });

    const privat = (name: string): BucketProps => ({
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.protokollBucket,
      serverAccessLogsPrefix: `s3/${name}/`,
    });

    // Web assets are a build output: the bucket can go with the stack.
    this.webBucket = new Bucket(this, 'WebBucket', {
      ...privat('web'),
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // Delivered files (uploads via presigned PUT from the browser, file drops, BiPRO downloads).
    this.inboxBucket = new Bucket(this, 'InboxBucket', {
      ...privat('inbox'),
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        {
          noncurrentVersionExpiration: Duration.days(90),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
        // Uploads never registered (refused, abandoned); registered ones are copied to ablage/.
        { prefix: UPLOAD_PRAEFIX, expiration: Duration.days(UPLOAD_AUFBEWAHRUNG_TAGE) },
      ],
    });

    // Documents (PDF, XML, exports) assigned to customers and contracts.
    this.dokumenteBucket = new Bucket(this, 'DokumenteBucket', {
      ...privat('dokumente'),
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(7) },
        // List exports are fetched within minutes of being made; nothing keeps them.
        {
          prefix: EXPORT_PRAEFIX,
          expiration: Duration.days(EXPORT_AUFBEWAHRUNG_TAGE),
          noncurrentVersionExpiration: Duration.days(EXPORT_AUFBEWAHRUNG_TAGE),
        },
      ],
    });

    // ---------------------------------------------------------------- auth
    this.userPool = new UserPool(this, 'Benutzer', {
      userPoolName: 'lieferdesk',
      selfSignUpEnabled: false,
      signInAliases: { username: true, email: true },
      autoVerify: { email: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Personal and commission data: a password alone is not enough. TOTP apps only (SMS can be
      // redirected); the web's sign-in sets it up at the first sign-in.
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      // Threat protection (compromised credentials, risky sign-ins) needs the Plus plan.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      passwordPolicy: {
        minLength: PASSWORT_REGEL.mindestLaenge,
        requireLowercase: PASSWORT_REGEL.kleinbuchstaben,
        requireUppercase: PASSWORT_REGEL.grossbuchstaben,
        requireDigits: PASSWORT_REGEL.ziffern,
        requireSymbols: PASSWORT_REGEL.sonderzeichen,
      },
      customAttributes: {
        [ohneCustomPrefix(CLAIM_MAKLERNR)]: new StringAttribute({ mutable: true, maxLen: 64 }),
        [ohneCustomPrefix(CLAIM_STRUKTUR)]: new StringAttribute({ mutable: true, maxLen: 2048 }),
      },
      // Users are people with history: never dropped with the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const rolle of ROLLEN) {
      new CfnUserPoolGroup(this, `Gruppe${rolle}`, {
        userPoolId: this.userPool.userPoolId,
        groupName: rolle,
        description: ROLLEN_BESCHREIBUNG[rolle],
      });
    }

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'lieferdesk-web',
      generateSecret: false,
      // SRP only: the password never leaves the browser, and Cognito's threat protection sees
      // the sign-in as SRP. Password sign-in (USER_PASSWORD_AUTH) is the local pool's alone
      // (infra/local/cognito.ts: cognito-local knows no SRP); refresh is always allowed.
      authFlows: { userSrp: true },
      // The app signs in through Cognito's API (Amplify, SRP), never through the hosted UI: no
      // OAuth flow, so no implicit grant and no callback URL (CDK's default is example.com).
      disableOAuth: true,
      preventUserExistenceErrors: true,
      // Broker scope (maklernr, struktur) is set by administrators only: a user who could write
      // these attributes through the public client could widen his own data scope.
      writeAttributes: new ClientAttributes().withStandardAttributes({
        fullname: true,
        givenName: true,
        familyName: true,
      }),
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(1),
    });

    // ---------------------------------------------------------------- API
    this.api = new HttpApi(this, 'Api', {
      apiName: 'lieferdesk',
      defaultAuthorizer: new HttpUserPoolAuthorizer('CognitoAuthorizer', this.userPool, {
        userPoolClients: [this.userPoolClient],
      }),
    });

    // ---------------------------------------------------------------- web
    const domain = eigeneDomain(this, props.webDomain);
    this.distribution = new Distribution(this, 'Web', {
      ...domainEinstellungen(this, domain),
      comment: 'Lieferdesk web app',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.webBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        // CSP, HSTS, nosniff, no framing, referrer same-origin (infra/src/kanten.ts).
        responseHeadersPolicy: antwortKopfzeilen(this, {
          api: this.api.apiEndpoint,
          cognito: cognitoEndpunkt(this),
          inbox: inboxEndpunkt(this.inboxBucket),
        }),
      },
      // Single-page app: every unknown path (S3 answers 403 for missing keys behind OAC) is the app.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(0),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.protokollBucket,
      logFilePrefix: 'cloudfront/',
    });
    webBestpraktikenAnerkennen(this.distribution, domain);
    const webOrigin = `https://${domain?.name ?? this.distribution.distributionDomainName}`;
    // The CORS rules naming the site, set once the site exists (see kanten.ts).
    corsSetzen(this, { api: this.api, inbox: this.inboxBucket, webOrigin });

    const umgebung = {
      NODE_OPTIONS: LAMBDA_NODE_OPTIONS,
      TABLE_NAME: this.tabelle.tableName,
      INBOX_BUCKET: this.inboxBucket.bucketName,
      DOKUMENTE_BUCKET: this.dokumenteBucket.bucketName,
    };

    // ---------------------------------------------------------------- read pipeline
    this.lesestrecke = new Lesestrecke(this, 'Lesestrecke', {
      tabelle: this.tabelle,
      inboxBucket: this.inboxBucket,
      umgebung,
      parallelitaet: parallelitaet.lesen,
    });
    // ---------------------------------------------------------------- processing pipeline
    this.verarbeitungsstrecke = new Verarbeitungsstrecke(this, 'Verarbeitungsstrecke', {
      tabelle: this.tabelle,
      dokumenteBucket: this.dokumenteBucket,
      umgebung,
      parallelitaet: parallelitaet.verarbeiten,
    });
    // ---------------------------------------------------------------- download pipeline
    this.abholstrecke = new Abholstrecke(this, 'Abholstrecke', {
      tabelle: this.tabelle,
      inboxBucket: this.inboxBucket,
      lesestrecke: this.lesestrecke.zustandsmaschine,
      geheimnisPraefix: geheimnisPraefix(this),
      umgebung,
    });
    // ---------------------------------------------------------------- dashboard and alarms
    this.beobachtung = new Beobachtung(this, 'Beobachtung', {
      abholstrecke: this.abholstrecke.zustandsmaschine,
    });
    // ---------------------------------------------------------------- list exports
    this.exportstrecke = new Exportstrecke(this, 'Exportstrecke', {
      tabelle: this.tabelle,
      dokumenteBucket: this.dokumenteBucket,
      umgebung,
    });
    this.strecken = {
      lesen: this.lesestrecke.zustandsmaschine,
      verarbeiten: this.verarbeitungsstrecke.zustandsmaschine,
      abholen: this.abholstrecke.zustandsmaschine,
      // The planned interface runs' check: only their schedules start it (reference §2.16).
      interfacelauf: new Interfacelaufpruefung(this, 'Interfacelaufpruefung', {
        tabelle: this.tabelle,
        umgebung,
      }).zustandsmaschine,
      // A list's Excel export beyond the API's 29 s: the export routes start it.
      export: this.exportstrecke.zustandsmaschine,
    };
    // ---------------------------------------------------------------- schedules
    // Download jobs and interface-run checks are schedules' targets, each with a role of its own;
    // only routes declaring `zeitplaene` set schedules.
    this.zeitplaene = new Zeitplaene(this, 'Zeitplaene', {
      ziele: { abholen: this.strecken.abholen, interfacelauf: this.strecken.interfacelauf },
    });
    const ressourcen = {
      tabelle: this.tabelle,
      inboxBucket: this.inboxBucket,
      dokumenteBucket: this.dokumenteBucket,
      strecken: this.strecken,
      zeitplaene: this.zeitplaene,
      geheimnisPraefix: geheimnisPraefix(this),
    };

    // Deploy setting: cap the heavy routes' functions (reserved concurrency); off by default.
    const schwerGleichzeitig = schwereGleichzeitigkeit(this, props.schwereFunktionenGleichzeitig);
    // One nested stack per route file (infra/src/routengruppe.ts): at seven resources a route,
    // the API alone would pass CloudFormation's 500 resources in this stack.
    for (const [gruppe, routen] of routenNachGruppen(props.routen)) {
      const stapel = new RoutenGruppeStack(this, {
        gruppe,
        routen,
        api: this.api,
        ressourcen,
        umgebung,
        schwerGleichzeitig,
      });
      this.routenGruppen.push(stapel);
      for (const [id, funktion] of stapel.funktionen) {
        this.funktionen.push(funktion);
        this.routenFunktionen.set(id, funktion);
      }
    }
    // Throttles (tighter on the heavy routes) and an access log on the API's stage.
    this.zugriffsLogs = stufeEinrichten(
      this,
      this.api,
      this.routenGruppen.flatMap((g) => g.apiRouten),
    );

    // ---------------------------------------------------------------- deployment of the web app
    const region = Stack.of(this).region;
    if (props.webDistPfad && existsSync(props.webDistPfad)) {
      const auslieferung = new BucketDeployment(this, 'WebDeployment', {
        destinationBucket: this.webBucket,
        sources: [
          Source.asset(props.webDistPfad),
          Source.jsonData('config.json', {
            apiUrl: this.api.apiEndpoint,
            region,
            userPoolId: this.userPool.userPoolId,
            userPoolClientId: this.userPoolClient.userPoolClientId,
            authFlowType: 'USER_SRP_AUTH',
          }),
          // The API described (README "The API described"), naming this deployment's endpoint.
          Source.jsonData('openapi.json', apiBeschreibung({ server: `${this.api.apiEndpoint}${API_BASIS}` })),
        ],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      webAuslieferungAnerkennen(auslieferung, this.webBucket);
    }

    // The CDK's own singleton functions (the CORS rules' custom resource, the inbox's
    // notification setup) log with the same AWS-managed policy.
    for (const kind of this.node.children) {
      if (/^(AWS|BucketNotificationsHandler)[0-9a-f]{32}$/.test(kind.node.id)) {
        lambdaGrundrolleAnerkennen(kind);
      }
    }

    // ---------------------------------------------------------------- outputs
    new CfnOutput(this, 'WebUrl', { value: webOrigin });
    new CfnOutput(this, 'ApiUrl', { value: this.api.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.tabelle.tableName });
    new CfnOutput(this, 'InboxBucketName', { value: this.inboxBucket.bucketName });
    new CfnOutput(this, 'LesestreckeArn', { value: this.lesestrecke.zustandsmaschine.stateMachineArn });
    new CfnOutput(this, 'VerarbeitungsstreckeArn', {
      value: this.verarbeitungsstrecke.zustandsmaschine.stateMachineArn,
    });
  }
}
