import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedWorld, signInAll, type RoleName, type World } from '../../../test/factories.js';
import { FakeChatwork } from '../../../test/fakes/fake-chatwork.js';
import { FakeSlack } from '../../../test/fakes/fake-slack.js';
import { FakeTeams } from '../../../test/fakes/fake-teams.js';
import { sharedDatabase, sqliteBytes, type SharedDatabase } from '../../../test/shared-database.js';
import type { App } from '../../app.js';

/**
 * A chat channel's webhook URL or token (decisions/0043): in no answer, no log line (trace level),
 * and not in the database files in clear — like the analytics key (decisions/0014).
 */
let slack: FakeSlack;
let teams: FakeTeams;
let chatwork: FakeChatwork;
let db: SharedDatabase;
let app: App;
let world: World;
let tokens: Record<RoleName, string>;
const logs: string[] = [];

beforeAll(async () => {
  [slack, teams, chatwork] = await Promise.all([FakeSlack.start(), FakeTeams.start(), FakeChatwork.start()]);
  db = await sharedDatabase('sqlite');
  const stream = { write: (line: string) => void logs.push(line) };
  app = await db.app({ chatworkApiBase: chatwork.url }, { level: 'trace', stream });
  world = await seedWorld(app.db);
  tokens = await signInAll(app, world);
});
afterAll(async () => {
  await db.close();
  await Promise.all([slack.close(), teams.close(), chatwork.close()]);
});

const send = (method: 'GET' | 'POST', url: string, payload?: object, token = tokens.member) =>
  app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('the webhook URLs and tokens', () => {
  it('appear in no answer, no log line and no database file', async () => {
    const hook = slack.hook();
    const workflow = teams.workflow();
    const token = 'cwsecret0123456789abcdefXYZ';
    chatwork.addAccount(token, ['5150']);
    // What would let someone post: the hook's secret path, the workflow's signature, the token.
    const secrets = [
      new URL(hook).pathname.split('/').at(-1) ?? '',
      new URL(workflow).searchParams.get('sig') ?? '',
      token.slice(0, -4),
    ];
    const answers: string[] = [];
    const record = async (response: Promise<Awaited<ReturnType<typeof send>>>, status: number) => {
      const answer = await response;
      expect(answer.statusCode, answer.body).toBe(status);
      answers.push(`${answer.statusCode} ${JSON.stringify(answer.headers)} ${answer.body}`);
      return answer;
    };
    const base = { project_id: world.projectId, scope: 'project', audience: 'staff', kinds: ['kgi'] };
    const made = [
      await record(
        send('POST', 'chat_channels/create', { ...base, service: 'slack', name: 's', webhook_url: hook }),
        200,
      ),
      await record(
        send('POST', 'chat_channels/create', { ...base, service: 'teams', name: 't', webhook_url: workflow }),
        200,
      ),
      await record(
        send('POST', 'chat_channels/create', { ...base, service: 'chatwork', name: 'c', token, room_id: '5150' }),
        200,
      ),
    ];
    const ids = (made.at(-1)?.json<{ channels: { id: number }[] }>().channels ?? []).map((c) => c.id);
    expect(ids).toHaveLength(3);
    // Refused saves that carry a secret: a wrong field, a client user, another company's client.
    await record(
      send('POST', 'chat_channels/create', { ...base, service: 'slack', name: 's', webhook_url: hook, token }),
      400,
    );
    await record(
      send('POST', 'chat_channels/create', { ...base, service: 'slack', name: 's', webhook_url: hook }, tokens.client),
      403,
    );
    await record(
      send(
        'POST',
        'chat_channels/create',
        { ...base, service: 'slack', name: 's', webhook_url: hook },
        tokens.otherClient,
      ),
      404,
    );
    await record(send('POST', 'chat_channels/update', { project_id: world.projectId, id: ids[2], token }), 200);
    for (const id of ids) await record(send('POST', 'chat_channels/test', { project_id: world.projectId, id }), 200);
    chatwork.revoke(token);
    await record(send('POST', 'chat_channels/test', { project_id: world.projectId, id: ids[2] }), 200);
    await record(send('GET', `chat_channels?project_id=${world.projectId}`), 200);
    expect(slack.postsTo(hook)).toHaveLength(1);
    expect(teams.postsTo(workflow)).toHaveLength(1);

    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10);
      expect(answers.filter((answer) => answer.includes(secret))).toEqual([]);
      expect(logs.filter((line) => line.includes(secret))).toEqual([]);
    }
    // The log did record these requests, so the search had something to search.
    expect(logs.filter((line) => line.includes('chat_channels')).length).toBeGreaterThanOrEqual(10);
    expect(answers.join('\n')).toContain('Chatwork の API トークンが正しくありません');

    const dir = db.sqliteDir ?? '';
    for (const secret of secrets) expect(sqliteBytes(dir).includes(secret), secret).toBe(false);
    const raw = new SqliteDatabase(path.join(dir, 'kaizen-tree.sqlite'));
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.close();
    const bytes = sqliteBytes(dir);
    expect(bytes).toContain('5150');
    for (const secret of secrets) expect(bytes.includes(secret), secret).toBe(false);
  });
});
