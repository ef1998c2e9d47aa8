import { notificationKinds, type NotificationKind } from '@kaizen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChatChannel, insertMonthlyReport, insertNotification } from '../../../test/chat-helpers.js';
import { seedWorld, type World } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { makeTree } from '../../../test/tree-factory.js';
import { insertProject } from '../../db/seeds/records.js';
import { chatChannelsFor } from './chat-delivery.js';

/**
 * Which rooms a notification goes to (decisions/0043): the chosen kinds of the project's and its
 * company's channels; a room clients read never hears of what a client of the project may not see.
 */
let t: TestApp;
let w: World;
let tree: Awaited<ReturnType<typeof makeTree>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  w = await seedWorld(t.db);
  tree = await makeTree(t.db, w.projectId, '経路');
  const key = t.config.secretsKey;
  const everything = [...notificationKinds];
  const sibling = await insertProject(t.db, w.clientCompanyId, '同じ会社の別プロジェクト');
  ids.clientRoom = await insertChatChannel(t.db, key, {
    projectId: w.projectId,
    name: 'client',
    kinds: ['kgi', 'measure_status', 'report_published', 'need_answered'],
  });
  ids.staffRoom = await insertChatChannel(t.db, key, {
    projectId: w.projectId,
    name: 'staff',
    audience: 'staff',
    kinds: everything,
  });
  // Written around the request checks, as an older version or a hand edit could have: the rule still holds.
  ids.clientRoomWithStaffKinds = await insertChatChannel(t.db, key, {
    projectId: w.projectId,
    name: 'client-all',
    kinds: everything,
  });
  ids.companyRoom = await insertChatChannel(t.db, key, {
    companyId: w.clientCompanyId,
    name: 'company',
    kinds: ['measure_status'],
  });
  ids.siblingRoom = await insertChatChannel(t.db, key, { projectId: sibling, name: 'sibling', kinds: everything });
  ids.otherCompanyRoom = await insertChatChannel(t.db, key, {
    companyId: w.otherCompanyId,
    name: 'other',
    audience: 'staff',
    kinds: everything,
  });
});
afterAll(() => t.close());

/** A notification of the world's project, as notify() writes it. */
async function notified(
  kind: NotificationKind,
  target?: { kind: string; id: number },
  extra: { recipientId?: number; projectId?: number } = {},
): Promise<{ id: number; project_id: number; kind: string }> {
  const projectId = extra.projectId ?? w.projectId;
  await insertNotification(t.db, {
    projectId,
    userId: w.users.member.id,
    kind,
    actionPage: '改善ツリー',
    actionTarget: '経路',
    isRev: true,
    ...(target ? { target } : {}),
    ...(extra.recipientId ? { recipientId: extra.recipientId } : {}),
  });
  const row = await t.db
    .selectFrom('notifications')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), project_id: projectId, kind };
}

async function rooms(n: { id: number; project_id: number; kind: string }): Promise<string[]> {
  return (await chatChannelsFor(t.db, n)).map((row) => row.name).sort();
}

describe('chatChannelsFor', () => {
  it("sends a shown measure's status to every room that chose it, the company's included", async () => {
    expect(await rooms(await notified('measure_status', { kind: 'measure', id: tree.measure }))).toEqual([
      'client',
      'client-all',
      'company',
      'staff',
    ]);
  });

  it('keeps a hidden measure out of every room clients read', async () => {
    expect(await rooms(await notified('measure_status', { kind: 'measure', id: tree.hiddenMeasure }))).toEqual([
      'staff',
    ]);
  });

  it('keeps an unpublished report out of rooms clients read, and sends it once published', async () => {
    const report = await insertMonthlyReport(t.db, {
      project_id: w.projectId,
      title: '5月の報告',
      body: '',
      is_show: 0,
      user_id: w.users.member.id,
      period_start: null,
      period_end: null,
    });
    const n = await notified('report_published', { kind: 'monthly_report', id: Number(report) });
    expect(await rooms(n)).toEqual(['staff']);
    await t.db.updateTable('monthly_reports').set({ is_show: 1 }).where('id', '=', Number(report)).execute();
    expect(await rooms(n)).toEqual(['client', 'client-all', 'staff']);
  });

  it('sends sales goals and @mentions to rooms of staff only, whatever a client room stored', async () => {
    expect(await rooms(await notified('sales_goal', { kind: 'sale', id: 1 }))).toEqual(['staff']);
    const mention = await notified(
      'comment_mention',
      { kind: 'task', id: tree.task },
      { recipientId: w.users.admin.id },
    );
    expect(await rooms(mention)).toEqual(['staff']);
  });

  it("tells a client room of an answer to one client's need, addressed to that client", async () => {
    const n = await notified('need_answered', { kind: 'need', id: 1 }, { recipientId: w.users.client.id });
    expect(await rooms(n)).toEqual(['client', 'client-all', 'staff']);
  });

  it("sends nothing of one project to another project's room or another company's", async () => {
    const other = await notified('kgi', undefined, { projectId: w.otherProjectId });
    expect(await rooms(other)).toEqual(['other']);
    expect(await rooms(await notified('kgi'))).toEqual(['client', 'client-all', 'staff']);
  });

  it('sends nothing of a deleted project', async () => {
    const n = await notified('kgi');
    await t.db.updateTable('projects').set({ is_deleted: 1 }).where('id', '=', w.projectId).execute();
    try {
      expect(await rooms(n)).toEqual([]);
    } finally {
      await t.db.updateTable('projects').set({ is_deleted: 0 }).where('id', '=', w.projectId).execute();
    }
  });
});
