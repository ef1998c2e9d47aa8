import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { analyticsMessages, type ConnectionTestResponse } from '@kaizen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markerOf } from '../../../test/analytics-settings-helpers.js';
import { seedWorld, signInAll, bearer, type RoleName, type World } from '../../../test/factories.js';
import { FakeGa4, type ServiceAccountKeyJson } from '../../../test/fake-ga4.js';
import { sharedDatabase, sqliteBytes, type SharedDatabase } from '../../../test/shared-database.js';
import type { App } from '../../app.js';

/**
 * The service-account key (decisions/0014, issue 13 "done when"): never in an answer, never in a log
 * line, never in the database in clear, and useless without the SECRETS_KEY that sealed it.
 */
const SECRETS_KEY = 'secret-safety-test-key-0123456789abcdef';
const OTHER_SECRETS_KEY = 'another-secrets-key-fedcba9876543210xyz';

let fake: FakeGa4;
beforeAll(async () => {
  fake = await FakeGa4.start();
});
afterAll(() => fake.close());

interface Setup {
  db: SharedDatabase;
  app: App;
  world: World;
  tokens: Record<RoleName, string>;
  key: ServiceAccountKeyJson;
  marker: string;
  logs: string[];
}

/** An app on a shared database, logging everything (trace) into logs, with a project whose key is set up in the fake. */
async function setUp(engine: 'run' | 'sqlite'): Promise<Setup> {
  const db = await sharedDatabase(engine);
  const logs: string[] = [];
  const stream = { write: (line: string) => void logs.push(line) };
  const app = await db.app({ secretsKey: SECRETS_KEY, ga4ApiBase: fake.url }, { level: 'trace', stream });
  const world = await seedWorld(app.db);
  const tokens = await signInAll(app, world);
  const key = await fake.mintKey();
  fake.addProperty({
    property_id: String(world.projectId + 700_000),
    granted: [key.client_email],
    months: { '2026-01': { sessions: 10 } },
  });
  return { db, app, world, tokens, key, marker: markerOf(key), logs };
}

function post(app: App, token: string, url: string, payload: unknown) {
  return app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: bearer(token), payload: payload as object });
}

/** Everything a client of the API sees: each answer's status line, headers and body. */
function seen(response: Awaited<ReturnType<typeof post>>): string {
  return `${response.statusCode} ${JSON.stringify(response.headers)} ${response.body}`;
}

function keyParts(s: Setup): string[] {
  return [s.marker, s.key.private_key_id, 'PRIVATE KEY'];
}

describe('the key in answers and log lines', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp('run');
  });
  afterAll(() => s.db.close());

  it('appears in no answer and no log line of saves, refused saves, reads, tests and fetches', async () => {
    const { app, tokens, world, key } = s;
    const secretsjson = JSON.stringify(key);
    const propertyId = String(world.projectId + 700_000);
    const answers: string[] = [];
    const record = async (response: Promise<Awaited<ReturnType<typeof post>>>, status: number) => {
      const answer = await response;
      expect(answer.statusCode, answer.body).toBe(status);
      answers.push(seen(answer));
    };
    const save = (payload: object, token = tokens.member) =>
      post(app, token, 'projects/updateViewIDSecretsJson', payload);

    await record(save({ projectId: world.projectId, propertyId, secretsjson }), 200);
    // Refused saves that carry the key: a wrong type, a foreign project, a client user, a body that is not JSON.
    await record(save({ projectId: world.projectId, secretsjson: JSON.stringify({ ...key, type: 'user' }) }), 400);
    await record(save({ projectId: world.projectId, secretsjson: secretsjson.slice(0, -1) }), 400);
    await record(save({ projectId: world.otherProjectId, secretsjson }), 200);
    await record(save({ projectId: world.projectId, secretsjson }, tokens.client), 403);
    await record(save({ projectId: world.otherProjectId, secretsjson }, tokens.client), 404);
    await record(save({ projectId: world.projectId, secretsjson, transaction: 7 }), 400);
    await record(
      app.inject({
        method: 'POST',
        url: '/api/v1/projects/updateViewIDSecretsJson',
        headers: { ...bearer(tokens.member), 'content-type': 'application/json' },
        payload: `{"projectId": ${world.projectId}, "secretsjson": ${JSON.stringify(secretsjson)}`,
      }),
      400,
    );
    for (const token of [tokens.admin, tokens.client]) {
      await record(
        app.inject({
          method: 'GET',
          url: `/api/v1/projects/analytics_settings?project_id=${world.projectId}`,
          headers: bearer(token),
        }),
        200,
      );
    }
    await record(post(app, tokens.member, 'gaapis/setGAsetting', { project_id: world.projectId }), 200);
    await record(
      post(app, tokens.member, 'gaapis/setGAAPIData', { project_id: world.projectId, from: '2026-01', to: '2026-01' }),
      200,
    );
    fake.revoke(key.private_key_id);
    const failed = post(app, tokens.member, 'gaapis/setGAsetting', { project_id: world.projectId });
    await record(failed, 200);
    await record(
      post(app, tokens.member, 'gaapis/setGAAPIData', { project_id: world.projectId, from: '2026-01', to: '2026-01' }),
      502,
    );

    for (const part of keyParts(s)) {
      expect(answers.filter((answer) => answer.includes(part))).toEqual([]);
      expect(s.logs.filter((line) => line.includes(part))).toEqual([]);
    }
    // The log did record each of these requests (Fastify logs method and URL, never the body), so
    // the search above had something to search.
    expect(s.logs.filter((line) => line.includes('updateViewIDSecretsJson')).length).toBeGreaterThanOrEqual(8);
    expect(answers.join('\n')).toContain(key.client_email);
  });
});

describe('the key at rest and under another SECRETS_KEY', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp('sqlite');
  });
  afterAll(() => s.db.close());

  it('is not in the SQLite files in clear (database, -wal, -shm), before and after a checkpoint', async () => {
    const { app, tokens, world, key } = s;
    const propertyId = String(world.projectId + 700_000);
    const saved = await post(app, tokens.member, 'projects/updateViewIDSecretsJson', {
      projectId: world.projectId,
      propertyId,
      secretsjson: JSON.stringify(key),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const dir = s.db.sqliteDir ?? '';
    const bytes = sqliteBytes(dir);
    // The search reads what was written: the email (stored in clear, by design) is there.
    expect(bytes).toContain(key.client_email);
    for (const part of keyParts(s)) expect(bytes.includes(part), part).toBe(false);

    // Moves the -wal pages into the database file, as SQLite does on its own from time to time.
    const raw = new SqliteDatabase(path.join(dir, 'kaizen-tree.sqlite'));
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.close();
    const checkpointed = sqliteBytes(dir);
    expect(checkpointed).toContain(key.client_email);
    for (const part of keyParts(s)) expect(checkpointed.includes(part), part).toBe(false);
  });

  it('cannot be read by a server with another SECRETS_KEY: the test says so, nothing answers 500', async () => {
    const other = await s.db.app({ secretsKey: OTHER_SECRETS_KEY, ga4ApiBase: fake.url });
    const projectId = s.world.projectId;
    const token = (await signInAll(other, s.world)).member;
    const before = fake.runReportCalls;
    const tested = await post(other, token, 'gaapis/setGAsetting', { project_id: projectId });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json<ConnectionTestResponse>()).toMatchObject({
      ok: false,
      message: analyticsMessages.keyUnreadable,
      key: { is_set: true, check_ok: false, check_message: analyticsMessages.keyUnreadable },
    });
    const fetched = await post(other, token, 'gaapis/setGAAPIData', {
      project_id: projectId,
      from: '2026-01',
      to: '2026-01',
    });
    expect(fetched.statusCode, fetched.body).toBe(400);
    expect(fetched.json<{ error: { message: string } }>().error.message).toBe(analyticsMessages.keyUnreadable);
    expect(fake.runReportCalls).toBe(before);
    const read = await other.inject({
      method: 'GET',
      url: `/api/v1/projects/analytics_settings?project_id=${projectId}`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
  });
});
