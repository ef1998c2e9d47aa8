import { defineConfig } from 'vitest/config';

// The unit tier is two projects run together with `--project 'unit-*'`; 'api' is the server through
// app.inject on a fresh database per file (TEST_DATABASE_URL switches it from SQLite to PostgreSQL).
//
// Unit files share one module graph per worker thread (isolate: false): each would otherwise load
// @kaizen/domain — zod and the markdown pipeline — afresh, which cost more than all the tests did.
// A unit test therefore leaves no global or module state behind (api-client.test unstubs fetch).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-node',
          include: ['packages/*/src/**/*.test.ts', 'eslint/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          pool: 'threads',
          isolate: false,
          // Component tests opt into jsdom per file (// @vitest-environment jsdom).
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
