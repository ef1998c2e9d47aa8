import { defineConfig } from 'vitest/config';

// The unit tier is three projects run together with `--project 'unit-*'`; 'api' is the server
// through app.inject on a fresh database per file (TEST_DATABASE_URL switches it from SQLite to
// PostgreSQL), so a server test that needs a database is named *.api.test.ts and runs on each
// engine; the server's other tests run once, in unit-server (decisions/0026).
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
          name: 'unit-server',
          include: ['apps/server/{src,test}/**/*.test.ts'],
          exclude: ['**/*.api.test.ts'],
          environment: 'node',
          pool: 'threads',
          // user-create.test runs the command as a real process, which takes seconds on a busy machine.
          testTimeout: 30_000,
          // test-app.ts refuses to open a database here: such a file belongs in the api project.
          env: { KAIZEN_TEST_TIER: 'unit' },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/{src,test}/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates one template database for the run; each file copies it (test-db-template.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file has its own database, ports (0) and temp dirs, so two files can run at once.
          pool: 'forks',
          maxWorkers: 2,
          // Files share one module graph per fork, as the unit files do: loading the server's modules
          // afresh for every file cost more than the tests themselves. Each file builds its own app
          // and database (test-app.ts), so what a file leaves behind is at most a closed app.
          isolate: false,
        },
      },
    ],
  },
});
