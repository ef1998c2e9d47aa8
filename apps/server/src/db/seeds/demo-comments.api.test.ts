import type { CommentList } from '@kaizen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoIfEmpty(t.db);
});
afterAll(() => t.close());

async function thread(account: string, targetId: number, kind = 'measure'): Promise<CommentList> {
  const token = await signIn(t.app, account, DEMO_PASSWORD);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/comments?target_kind=${kind}&target_id=${targetId}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommentList>();
}

describe('demo comments', () => {
  it('shows the client its thread with a mention of the consultant, and staff the 社内のみ note too', async () => {
    const row = await t.db
      .selectFrom('comments')
      .select('target_id')
      .where('target_kind', '=', 'measure')
      .executeTakeFirstOrThrow();
    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'member')
      .executeTakeFirstOrThrow();
    const staff = await thread('member', Number(row.target_id));
    expect(staff.comments).toHaveLength(3);
    expect(staff.comments.some((c) => c.is_internal)).toBe(true);
    const client = await thread('client', Number(row.target_id));
    expect(client.comments).toHaveLength(2);
    expect(client.comments[0]?.mentions.map((m) => m.id)).toEqual([Number(member.id)]);
  });

  it('asks the client to read a public monthly report, and the client answers', async () => {
    const row = await t.db
      .selectFrom('comments')
      .select('target_id')
      .where('target_kind', '=', 'monthly_report')
      .executeTakeFirstOrThrow();
    const client = await thread('client', Number(row.target_id), 'monthly_report');
    expect(client.comments.map((c) => c.author.name)).toEqual(['鈴木 一郎', '田中 美咲']);
    expect(client.comments[0]?.mentions.map((m) => m.name)).toEqual(['田中 美咲']);
  });
});
