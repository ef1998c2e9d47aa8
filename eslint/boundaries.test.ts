// The import boundaries (eslint/boundaries.js) checked through ESLint itself: each snippet is linted
// as if it sat at a real path, so a rule that stopped matching would fail here, not pass silently.
import { ESLint } from 'eslint';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** An import ESLint cannot resolve breaks no boundary, so every probe must point at a real file. */
function assertTargetExists(file: string, specifier: string): void {
  const target = path.join(root, path.dirname(file), specifier).replace(/\.js$/, '');
  if (!['.ts', '.tsx'].some((extension) => existsSync(target + extension))) {
    throw new Error(`${specifier} (from ${file}) names no file: point the probe at one that exists`);
  }
}

/** The rules an import at `file` breaks; the snippet is only that import, so nothing else fires. */
async function rulesBroken(file: string, specifier: string): Promise<string[]> {
  assertTargetExists(file, specifier);
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const forbidden = ['import-x/no-restricted-paths'];

// ESLint loads its config, the TypeScript resolver and every tsconfig on the first lint: seconds of
// set-up on a busy machine, which belong to no probe. Done once here so each probe times only itself.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'apps/web/src/features/admin/probe.ts') });
}, 60_000);

describe('web boundaries', () => {
  it("refuses a feature importing another feature's internal file", async () => {
    expect(await rulesBroken('apps/web/src/features/admin/probe.ts', '../management/pages/ManagementPage')).toEqual(
      forbidden,
    );
  });

  it("refuses a feature importing another feature's page", async () => {
    expect(await rulesBroken('apps/web/src/features/admin/probe.ts', '../auth/pages/LoginPage')).toEqual(forbidden);
  });

  it("refuses app/ importing a feature's internal file", async () => {
    expect(await rulesBroken('apps/web/src/app/probe.ts', '../features/auth/api/me')).toEqual(forbidden);
    expect(await rulesBroken('apps/web/src/app/layouts/probe.ts', '../../features/projects/current-project')).toEqual(
      forbidden,
    );
  });

  it("lets app/ import a feature's public.ts and its pages", async () => {
    expect(await rulesBroken('apps/web/src/app/probe.ts', '../features/auth/public')).toEqual([]);
    expect(await rulesBroken('apps/web/src/app/probe.ts', '../features/auth/pages/LoginPage')).toEqual([]);
  });

  it('lets a feature import lib/ and components/', async () => {
    expect(await rulesBroken('apps/web/src/features/admin/probe.ts', '../../lib/api-client')).toEqual([]);
    expect(await rulesBroken('apps/web/src/features/admin/probe.ts', '../../components/NumberField')).toEqual([]);
  });

  it('refuses components/ importing a feature', async () => {
    expect(
      await rulesBroken('apps/web/src/components/probe.ts', '../features/management/pages/ManagementPage'),
    ).toEqual(forbidden);
  });

  it('refuses lib/ importing app/ or components/', async () => {
    expect(await rulesBroken('apps/web/src/lib/probe.ts', '../app/routes')).toEqual(forbidden);
    expect(await rulesBroken('apps/web/src/lib/probe.ts', '../components/NumberField')).toEqual(forbidden);
  });
});

describe('server boundaries', () => {
  it("refuses a module importing another module's repository", async () => {
    expect(await rulesBroken('apps/server/src/modules/users/probe.ts', '../projects/projects.repository.js')).toEqual(
      forbidden,
    );
  });

  it("lets a module import another module's service and its own repository", async () => {
    expect(await rulesBroken('apps/server/src/modules/users/probe.ts', '../projects/projects.service.js')).toEqual([]);
    expect(await rulesBroken('apps/server/src/modules/users/probe.ts', './users.repository.js')).toEqual([]);
  });

  it('refuses lib/ and db/ importing a module', async () => {
    expect(await rulesBroken('apps/server/src/lib/probe.ts', '../modules/projects/projects.service.js')).toEqual(
      forbidden,
    );
    expect(await rulesBroken('apps/server/src/db/probe.ts', '../modules/projects/projects.service.js')).toEqual(
      forbidden,
    );
  });
});

describe('domain boundary', () => {
  it('refuses the domain package importing an app', async () => {
    expect(await rulesBroken('packages/domain/src/probe.ts', '../../../apps/web/src/lib/api-client')).toEqual(
      forbidden,
    );
    expect(await rulesBroken('packages/domain/src/probe.ts', '../../../apps/server/src/lib/app-error.js')).toEqual(
      forbidden,
    );
  });
});

describe('bench boundary', () => {
  it('refuses an app or the domain package importing a benchmark', async () => {
    expect(await rulesBroken('apps/server/src/lib/probe.ts', '../../../../bench/server/measure.js')).toEqual(forbidden);
    expect(await rulesBroken('apps/web/src/lib/probe.ts', '../../../../bench/web/report')).toEqual(forbidden);
    expect(await rulesBroken('packages/domain/src/probe.ts', '../../../bench/server/table.js')).toEqual(forbidden);
  });

  it("lets a benchmark import the apps' sources and test helpers", async () => {
    expect(await rulesBroken('bench/server/probe.ts', '../../apps/server/test/test-app.js')).toEqual([]);
    expect(await rulesBroken('bench/web/probe.ts', '../../apps/web/src/lib/api-client')).toEqual([]);
  });
});

/** The rules a whole snippet at `file` breaks. */
async function rulesBrokenBy(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('server module shape', () => {
  const ownDb = "import type { Kysely } from 'kysely';\nimport type { Database } from '../../db/types.js';\n";

  it('refuses Kysely outside repositories and db/: a service takes Db', async () => {
    const service = 'apps/server/src/modules/users/probe.service.ts';
    expect(
      await rulesBrokenBy(service, "import type { Kysely } from 'kysely';\nexport type K = Kysely<object>;\n"),
    ).toEqual(['no-restricted-imports']);
    expect(
      await rulesBrokenBy(
        service,
        "import type { Db } from '../../db/types.js';\nexport const use = (db: Db) => db;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a Db of its own, declared or spelled out, even in a repository, a test or a bench', async () => {
    for (const file of [
      'apps/server/src/modules/users/probe.repository.ts',
      'apps/server/test/probe.ts',
      'bench/server/probe.ts',
    ]) {
      expect(await rulesBrokenBy(file, `${ownDb}export type Db = Kysely<Database>;\n`)).toEqual([
        'no-restricted-syntax',
        'no-restricted-syntax',
      ]);
      expect(await rulesBrokenBy(file, `${ownDb}export const use = (db: Kysely<Database>) => db;\n`)).toEqual([
        'no-restricted-syntax',
      ]);
    }
  });
});
