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
 * One run, four projects: pure unit tests, the CDK assertions, and the tests that need a local
 * stack — API integration with the authorization matrix, and the browser tests.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
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
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      // The tests that need a local stack, in two projects that run side by side, each on a stack
      // of its own (global setup per project) and each one file at a time: the API tests, and
      // the browser tests — one Chromium at a time keeps a 2-core machine from timing it out.
      { test: { name: 'api', include: ['test/integration/**/*.test.ts'], ...MIT_STACK } },
      { test: { name: 'browser', include: ['test/e2e/**/*.test.ts'], ...MIT_STACK } },
    ],
  },
});
