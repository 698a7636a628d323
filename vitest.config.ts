import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** What the projects on a local stack share: the stack (test/helpers/global-setup.ts), the timeouts. */
const MIT_STACK: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  globalSetup: ['test/helpers/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  fileParallelism: false,
};

/**
 * The simulated insurer and the tests' own servers answer over http on 127.0.0.1, which the BiPRO
 * transport allows only by this setting (functions/src/bipro/dienstAdresse.ts; the stack project
 * gets it from the local stack). Tests of the refusals pass `lokal: false` themselves.
 */
const LOKALE_DIENSTE = { BIPRO_LOKALE_DIENSTE: '1' };

/**
 * One run, three projects: pure unit tests, the CDK assertions, and the tests that need the
 * local stack (API integration, authorization matrix, browser), which share one stack started by
 * the global setup.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          env: LOKALE_DIENSTE,
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
          testTimeout: 120_000,
        },
      },
      // The API tests and the browser tests share one stack, one file at a time: the stack's
      // handlers run in this process and read its environment, so a second stack beside it
      // would answer with the first one's settings; and one Chromium at a time keeps a 2-core
      // machine from timing it out.
      { test: { name: 'stack', include: ['test/**/*.test.ts'], ...MIT_STACK } },
    ],
  },
});
