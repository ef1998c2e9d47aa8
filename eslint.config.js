import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones } from './eslint/boundaries.js';

const kyselyQueryRule = {
  selector:
    'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
  message:
    'Repositories are the only code that touches Kysely: build this query in a *.repository.ts of the module (ARCHITECTURE.md).',
};

// The one handle type: db/types.ts exports `Db` (a Kysely<Database>, or a transaction on it) for
// every repository, service and test to import, instead of each file declaring its own.
const dbTypeRule = {
  selector:
    'TSTypeReference[typeName.name="Kysely"][typeArguments.params.0.typeName.name="Database"], TSTypeAliasDeclaration[id.name="Db"]',
  message: 'Import the Db type from db/types.ts instead of declaring or spelling Kysely<Database> (ARCHITECTURE.md).',
};

const kyselyImportMessage =
  'Repositories are the only code that touches Kysely: a service takes `Db` from db/types.ts, and a query or raw SQL belongs in a *.repository.ts or src/db/ (ARCHITECTURE.md).';

// decisions/0015: PostgreSQL aborts a transaction on a deadlock or a serialization failure, and only
// inTransaction runs it again; a transaction opened any other way turns that abort into a 500.
const transactionRule = {
  selector: 'CallExpression[callee.property.name="transaction"][arguments.length=0]',
  message:
    'Open a transaction with inTransaction (lib/transaction.ts), which retries deadlock and serialization aborts (decisions/0015).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/domain/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only meaningful under the React Compiler, which this app does not use (TanStack Table trips it).
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // ARCHITECTURE.md: repositories are the only code that touches Kysely. Services may open a
    // transaction and hand it to repository functions; building a query belongs in a *.repository.ts
    // (or, for dialect infrastructure, in src/db/).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.repository.ts', 'apps/server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', kyselyQueryRule, transactionRule, dbTypeRule],
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: kyselyImportMessage }] }],
    },
  },
  {
    // The transaction helpers hand their work a Kysely Transaction, but build no query either.
    files: ['apps/server/src/lib/transaction.ts', 'apps/server/src/lib/project-transaction.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', importNames: ['sql'], message: kyselyImportMessage }] },
      ],
    },
  },
  {
    // Repositories and db/ build queries, but a transaction still goes through inTransaction.
    files: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**'],
    ignores: ['**/*.test.ts', 'apps/server/src/db/types.ts'],
    rules: { 'no-restricted-syntax': ['error', transactionRule, dbTypeRule] },
  },
  {
    // The one place that opens a transaction itself.
    files: ['apps/server/src/lib/transaction.ts'],
    rules: { 'no-restricted-syntax': ['error', kyselyQueryRule, dbTypeRule] },
  },
  {
    // Tests and benches build queries and open transactions as they like, but share the one Db type.
    files: ['apps/server/{src,test}/**/*.test.ts', 'apps/server/test/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', dbTypeRule] },
  },
  {
    files: ['scripts/**', 'apps/web/scripts/**', '.ci/**', 'apps/server/src/cli/**', 'bench/**', '**/build.mjs'],
    rules: { 'no-console': 'off' },
  },
);
