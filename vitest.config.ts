import { defineConfig } from 'vitest/config';

// Two projects: 'unit' (pure rules, no database) and 'api' (the server through app.inject on a
// fresh database per file; TEST_DATABASE_URL switches it from SQLite to PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
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
