import { defineConfig } from 'vitest/config';

/**
 * One run, four projects: pure unit tests, the CDK assertions, and the tests that need the
 * local stack (API integration, authorization matrix, browser), which share one stack started
 * by the global setup.
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
      {
        test: {
          name: 'stack',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The browser tests and the API tests share one stack; running files one after the
          // other keeps a 2-core machine from timing out Chromium.
          fileParallelism: false,
        },
      },
    ],
  },
});
