import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { LangsameZuerst } from './test/helpers/langsameZuerst.ts';

/**
 * The tests that start stacks of their own and kill them as a crash would (test/helpers/
 * stack-kind.ts) or restart them on kept data: each brings up DynamoDB Local and the rest.
 */
/**
 * The API test files whose calls reach beyond their own data: restarting the download jobs of a
 * whole company or of every access of a broker, and the authorization matrix, which calls every
 * route as every role (restart all, the blacklist). Beside other files on one stack they would
 * start those files' accesses or change what they read: each gets a stack of its own (a project
 * per file).
 */
const GANZE_WIRKUNG = ['abholung-neustart', 'bipro-abholung', 'autorisierung'];
const einzelProjekt = (name: string) => ({
  test: { name, include: [`test/integration/${name}.test.ts`], ...MIT_STACK },
});

const EIGENE_STACKS = [
  'test/integration/abholung-abbruch.test.ts',
  'test/integration/abholung-fortsetzung.test.ts',
  'test/integration/demo-lieferungen.test.ts',
  'test/integration/geheimnisse-spuren.test.ts',
  'test/integration/interfacelauf-abbruch.test.ts',
  'test/integration/listen-export-grenze.test.ts',
  'test/integration/lauf-fortsetzen.test.ts',
  'test/integration/neustart.test.ts',
  'test/integration/verarbeitung-abbruch.test.ts',
];

/**
 * The timeouts of the tests on a local stack; a polled expectation waits as long as a busy
 * 2-core machine may need (Vitest's default second is a guess about an idle one).
 */
const AUF_STACK = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 30_000 } },
} as const;

/**
 * What the projects on the shared stack have: the stack (test/helpers/global-setup.ts), one per
 * project, each in a process of its own — its handlers read that process's environment, so the
 * files of a project may call it side by side.
 */
const MIT_STACK: TestProjectInlineConfiguration['test'] = {
  ...AUF_STACK,
  globalSetup: ['test/helpers/global-setup.ts'],
  setupFiles: ['test/helpers/umgebung-setzen.ts'],
};

/**
 * The simulated insurer and the tests' own servers answer over http on 127.0.0.1, which the BiPRO
 * transport allows only by this setting (functions/src/bipro/dienstAdresse.ts; the stack project
 * gets it from the local stack). Tests of the refusals pass `lokal: false` themselves.
 */
const LOKALE_DIENSTE = { BIPRO_LOKALE_DIENSTE: '1' };

/**
 * One run, its projects side by side: pure unit tests, the CDK assertions, the API tests
 * (integration), those whose calls reach beyond their own data (authorization matrix, whole
 * download jobs) and the browser
 * tests, each on a local stack of its own started by the global setup, and the tests that start
 * and kill stacks themselves.
 */
export default defineConfig({
  test: {
    // Three files at a time on two cores: the stack tests wait on their stacks much of the time.
    maxWorkers: 3,
    sequence: { sequencer: LangsameZuerst },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          env: LOKALE_DIENSTE,
          // Beside the stack projects on two cores a test of a second alone may take seven.
          testTimeout: 30_000,
          include: [
            'shared/test/**/*.test.ts',
            'functions/test/**/*.test.ts',
            'events/test/**/*.test.ts',
            'web/test/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          env: LOKALE_DIENSTE,
          include: ['infra/test/**/*.test.ts'],
          // Synthesizing the app and bundling every function take minutes on a busy machine.
          testTimeout: 300_000,
        },
      },
      // The API tests, several files at a time: each makes its data its own (eindeutig.ts).
      {
        test: {
          name: 'api',
          include: ['test/integration/**/*.test.ts'],
          exclude: [...EIGENE_STACKS, ...GANZE_WIRKUNG.map((n) => `test/integration/${n}.test.ts`)],
          ...MIT_STACK,
        },
      },
      ...GANZE_WIRKUNG.map(einzelProjekt),
      // The browser tests on a stack of their own.
      {
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          ...MIT_STACK,
          setupFiles: [...(MIT_STACK.setupFiles as string[]), 'test/helpers/browser-protokoll.ts'],
        },
      },
      // A test here starts stacks itself (DynamoDB Local, the handlers compiled): minutes on a busy machine.
      { test: { name: 'eigene-stacks', include: EIGENE_STACKS, ...AUF_STACK, testTimeout: 300_000 } },
    ],
  },
});
