import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/api-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { sharedDatabase } from '../../../test/shared-database.js';
import { insertCompany, insertProject } from '../../db/seeds/records.js';
import type { Db } from '../../db/types.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { insertChatChannel } from '../../../test/chat-helpers.js';
import { upsertSettings } from './settings.repository.js';
import { RotationRefusedError, rotateSecrets } from '../../cli/secret-rotation.js';

/** npm run secrets:rotate: every stored key re-sealed under the new SECRETS_KEY, or none of them. */
const OLD = 'old-secrets-key-0123456789abcdefghijkl';
const NEW = 'new-secrets-key-0123456789abcdefghijkl';
const THIRD = 'third-secrets-key-0123456789abcdefghij';
const context = (projectId: number) => `analytics_settings:${projectId}`;

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await buildTestApp();
  companyId = await insertCompany(t.db, 'ローテーション株式会社');
});
afterAll(() => t.close());

/** A project whose stored key is the text sealed with secretsKey. */
async function projectWithKey(db: Db, text: string, secretsKey = OLD, company = companyId): Promise<number> {
  const projectId = await insertProject(db, company, text);
  await upsertSettings(db, projectId, { secret_box: sealSecret(secretsKey, context(projectId), text) });
  return projectId;
}

async function sealedOf(db: Db, projectId: number): Promise<string> {
  const row = await db
    .selectFrom('analytics_settings')
    .select('secret_box')
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.secret_box ?? '';
}

describe('rotateSecrets', () => {
  it('re-seals every key: it opens with the new key to the same text, and no longer with the old', async () => {
    const a = await projectWithKey(t.db, '{"key":"a"}');
    const b = await projectWithKey(t.db, '{"key":"b"}');
    const withoutKey = await insertProject(t.db, companyId, '鍵なし');
    await upsertSettings(t.db, withoutKey, { view_id: 'v' });

    expect(await rotateSecrets(t.db, OLD, NEW)).toBe(2);
    for (const [projectId, text] of [
      [a, '{"key":"a"}'],
      [b, '{"key":"b"}'],
    ] as const) {
      const sealed = await sealedOf(t.db, projectId);
      expect(openSecret(NEW, context(projectId), sealed)).toBe(text);
      expect(() => openSecret(OLD, context(projectId), sealed)).toThrow();
    }
    expect(await sealedOf(t.db, withoutKey)).toBe('');

    // Refuses a second run (every key opens with the new key already), naming the project, changing nothing.
    const before = await snapshot(t.db, ['analytics_settings']);
    await expect(rotateSecrets(t.db, OLD, NEW)).rejects.toThrow(`project ${a} already opens with the new SECRETS_KEY`);
    expect(await snapshot(t.db, ['analytics_settings'])).toEqual(before);
    await rotateSecrets(t.db, NEW, OLD);
  });

  it('refuses when one key does not open with the old key, naming its project, and changes none', async () => {
    await projectWithKey(t.db, '{"key":"c"}');
    const stranger = await projectWithKey(t.db, '{"key":"d"}', THIRD);
    const before = await snapshot(t.db, ['analytics_settings']);
    const error = await rotateSecrets(t.db, OLD, NEW).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RotationRefusedError);
    expect((error as RotationRefusedError).projectId).toBe(stranger);
    expect((error as Error).message).toBe(
      `The key of project ${stranger} does not open with OLD_SECRETS_KEY. Nothing was changed.`,
    );
    expect(await snapshot(t.db, ['analytics_settings'])).toEqual(before);
    await t.db.deleteFrom('analytics_settings').where('project_id', '=', stranger).execute();
  });

  it("re-seals the chat channels' webhook URLs and tokens with the keys, or refuses all, naming the channel", async () => {
    const projectId = await projectWithKey(t.db, '{"key":"e"}');
    const hook = 'https://hooks.slack.com/services/T1/B1/rotation';
    const channel = await insertChatChannel(t.db, OLD, { projectId, secret: hook });
    const row = () => t.db.selectFrom('chat_channels').selectAll().where('id', '=', channel).executeTakeFirstOrThrow();
    const sealedChannel = async () => (await row()).secret_box;
    const contextOf = async () => (await row()).seal_context;

    const analyticsBefore = await sealedOf(t.db, projectId);
    const stranger = await insertChatChannel(t.db, THIRD, { projectId, secret: 'cw-token-stranger' });
    const before = await snapshot(t.db, ['analytics_settings', 'chat_channels']);
    const error = await rotateSecrets(t.db, OLD, NEW).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `The webhook URL or token of chat channel ${stranger} does not open with OLD_SECRETS_KEY. Nothing was changed.`,
    );
    expect(await snapshot(t.db, ['analytics_settings', 'chat_channels'])).toEqual(before);
    expect(await sealedOf(t.db, projectId)).toBe(analyticsBefore);
    await t.db.deleteFrom('chat_channels').where('id', '=', stranger).execute();

    const count = await rotateSecrets(t.db, OLD, NEW);
    const rows = await t.db.selectFrom('chat_channels').select('id').execute();
    expect(count).toBeGreaterThanOrEqual(rows.length + 1);
    const [context, sealed] = [await contextOf(), await sealedChannel()];
    expect(openSecret(NEW, context, sealed)).toBe(hook);
    expect(() => openSecret(OLD, context, sealed)).toThrow();
    await expect(rotateSecrets(t.db, OLD, NEW)).rejects.toThrow('already opens with the new SECRETS_KEY');
    await rotateSecrets(t.db, NEW, OLD);
    expect(openSecret(OLD, await contextOf(), await sealedChannel())).toBe(hook);
  });
});

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

function runCli(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env };
  delete childEnv.DATABASE_URL;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/rotate-secrets.ts'],
      { cwd: repoRoot, env: childEnv, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
      },
    );
  });
}

describe('the secrets:rotate command (a real process on a SQLite file under DATA_DIR)', () => {
  it('re-seals with OLD_SECRETS_KEY → SECRETS_KEY, and refuses a wrong old key with exit code 1', async () => {
    const shared = await sharedDatabase('sqlite');
    try {
      const handle = shared.open();
      const company = await insertCompany(handle.db, 'コマンド株式会社');
      const projectId = await projectWithKey(handle.db, '{"key":"cli"}', OLD, company);
      const env = { DATA_DIR: shared.sqliteDir ?? '' };

      const wrong = await runCli({ ...env, OLD_SECRETS_KEY: THIRD, SECRETS_KEY: NEW });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain(`The key of project ${projectId} does not open with OLD_SECRETS_KEY`);
      expect(openSecret(OLD, context(projectId), await sealedOf(handle.db, projectId))).toBe('{"key":"cli"}');

      const missing = await runCli({ ...env, SECRETS_KEY: NEW });
      expect(missing.code).toBe(2);
      expect(missing.stdout).toContain('OLD_SECRETS_KEY=<current key>');

      const rotated = await runCli({ ...env, OLD_SECRETS_KEY: OLD, SECRETS_KEY: NEW });
      expect(rotated.stderr).toBe('');
      expect(rotated.code).toBe(0);
      expect(rotated.stdout).toContain('Re-sealed 1 stored secret(s)');
      expect(openSecret(NEW, context(projectId), await sealedOf(handle.db, projectId))).toBe('{"key":"cli"}');
    } finally {
      await shared.close();
    }
  });
});
