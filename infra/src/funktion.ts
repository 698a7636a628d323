/**
 * The one way this stack builds a Lambda: Node 24 on arm64, bundled by esbuild as ESM from the
 * repository root with the root lockfile, JSON logs in a log group of its own. API handlers,
 * pipeline tasks and event handlers all come from here, so they are bundled and run alike.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { lambdaGrundrolleAnerkennen } from './bestpraktiken';
import { HUELLE_DATEI, HUELLE_QUELLE, umgebungMitSpeicher } from './knapperSpeicher';

/** Repository root: NodejsFunction bundles from here with the root lockfile (npm workspaces). */
export const REPO_WURZEL = fileURLToPath(new URL('../../', import.meta.url));

/** Lambda runtime of every function (architecture: Node 24, `nodejs24.x`). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;
export const LAMBDA_ARCHITEKTUR = Architecture.ARM_64;

/**
 * ESM bundles may contain CommonJS dependencies that call `require` (for Node built-ins);
 * in an ES module `require` does not exist, so the banner provides one.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __lieferdeskCreateRequire } from 'node:module'; const require = __lieferdeskCreateRequire(import.meta.url);";

/** Stack traces point into the TypeScript sources (bundles are minified with source maps). */
export const LAMBDA_NODE_OPTIONS = '--enable-source-maps';

/** esbuild settings the bundle test (infra/test/buendel.test.ts) builds with, too. */
export const BUENDEL_MAIN_FIELDS = ['module', 'main'] as const;
export const BUENDEL_ZIEL = 'node24';

/**
 * The esbuild options NodejsFunction builds each function with (below), for what builds the same
 * bundle outside the CDK — the bundle test and `npm run bench:bipro`. The SDK is left out as
 * NodejsFunction leaves it out for Node 18 and later: the runtime ships SDK v3.
 */
export const BUENDEL_ESBUILD = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: BUENDEL_ZIEL,
  mainFields: [...BUENDEL_MAIN_FIELDS],
  minify: true,
  sourcemap: true,
  // Stack traces map to file and line without the sources inside the map: with them, Node
  // (--enable-source-maps) holds 7 MB of TypeScript per container, 17 MB of RSS measured.
  sourcesContent: false,
  banner: { js: ESM_REQUIRE_BANNER },
  external: ['@aws-sdk/*'],
} as const;

/**
 * The shell commands after esbuild, in the bundling's input (the repository) and output folders:
 * the map cut down to our own code (quellkarte.ts: the libraries' mappings cost 25 MB of RSS per
 * container once an error's stack is formatted) and, for a function with lean memory, the
 * wrapper script its environment names, executable (the asset's zip keeps the mode). Node runs
 * the TypeScript itself from 22.18: the repository's node 24, which npm and npx put first on
 * PATH (a Node 20 first on PATH fails the bundling, it does not skip the step).
 */
export function nachDemBuendeln(eingang: string, ausgang: string, knapperSpeicher?: boolean): string[] {
  return [
    `node ${eingang}/infra/src/quellkarte.ts ${ausgang}/index.mjs.map`,
    ...(knapperSpeicher
      ? [
          `cp ${eingang}/${relative(REPO_WURZEL, HUELLE_QUELLE)} ${ausgang}/${HUELLE_DATEI}`,
          `chmod 755 ${ausgang}/${HUELLE_DATEI}`,
        ]
      : []),
  ];
}

export interface FunktionsOptionen {
  /** The TypeScript module whose `handler` the function runs. */
  einstieg: string;
  beschreibung: string;
  timeout: Duration;
  speicherMb?: number;
  umgebung: Record<string, string>;
  /** A function that streams large files: a small young generation and a lean allocator (knapperSpeicher.ts). */
  knapperSpeicher?: boolean;
}

/**
 * A NodejsFunction that remembers its entry module: the local stack runs the same module for a
 * state machine's task (found through the function behind the task), so the module is named once.
 */
export class LieferdeskFunktion extends NodejsFunction {
  readonly einstieg: string;

  /** Construct ids `<name>Funktion` and `<name>Logs`. */
  constructor(scope: Construct, name: string, o: FunktionsOptionen) {
    const logGroup = new LogGroup(scope, `${name}Logs`, {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, `${name}Funktion`, {
      description: o.beschreibung,
      entry: o.einstieg,
      handler: 'handler',
      runtime: LAMBDA_RUNTIME,
      architecture: LAMBDA_ARCHITEKTUR,
      memorySize: o.speicherMb ?? 512,
      timeout: o.timeout,
      environment: umgebungMitSpeicher(o.umgebung, o.knapperSpeicher),
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      projectRoot: REPO_WURZEL,
      depsLockFilePath: `${REPO_WURZEL}package-lock.json`,
      bundling: {
        format: OutputFormat.ESM,
        mainFields: [...BUENDEL_ESBUILD.mainFields],
        minify: BUENDEL_ESBUILD.minify,
        sourceMap: BUENDEL_ESBUILD.sourcemap,
        sourcesContent: BUENDEL_ESBUILD.sourcesContent,
        target: BUENDEL_ESBUILD.target,
        banner: BUENDEL_ESBUILD.banner.js,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (eingang, ausgang) => nachDemBuendeln(eingang, ausgang, o.knapperSpeicher),
        },
      },
    });
    this.einstieg = o.einstieg;
    lambdaGrundrolleAnerkennen(this);
  }
}
