import { dayAfter, todayInJapan, previousMonth, TODAY_SECTION_LIMIT, type TodayResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../db/schema-helpers.js';
import { call } from '../../../test/api-helpers.js';
import {
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';
import type { RoleName } from '../../../test/factories.js';

const ctx: ManagementContext = useManagementApp();
const today = todayInJapan();
const DONE = 7; // 完了
const VERIFYING = 5; // 検証中

async function todayAs(role: RoleName): Promise<TodayResponse> {
  const response = await call(ctx.t.app, 'GET', '/api/v1/today', { token: ctx.tokens[role] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TodayResponse>();
}

async function assign(projectId: number, kind: string, nodeId: number, role: RoleName) {
  await ctx.t.db
    .insertInto('node_assignees')
    .values({ project_id: projectId, kind, node_id: nodeId, user_id: ctx.world.users[role].id, created_at: nowIso() })
    .execute();
}

/** A report on the measure; with counts, a win of the second pattern. */
async function report(measure: number, options: { consideration?: string; counted?: boolean } = {}) {
  const at = nowIso();
  await ctx.t.db
    .insertInto('measure_reports')
    .values({
      measure_id: measure,
      pattern_num: 2,
      consideration: options.consideration ?? '',
      created_at: at,
      updated_at: at,
    })
    .execute();
  if (!options.counted) return;
  await ctx.t.db
    .insertInto('report_patterns')
    .values([
      { measure_id: measure, pattern: 1, name: '元案', users: 24_000, conversions: 720 },
      { measure_id: measure, pattern: 2, name: '新案', users: 24_100, conversions: 900 },
    ])
    .execute();
}

/** Something of the project assigned to the person, so the project is one they follow. */
async function assignSomething(projectId: number, role: RoleName) {
  const tree = await makeTree(ctx.t.db, projectId, '担当のみ');
  await assign(projectId, 'work', tree.work, role);
}

async function setMeasure(id: number, fields: Record<string, string | number | null>) {
  await ctx.t.db.updateTable('measures').set(fields).where('id', '=', id).execute();
}

describe('GET /api/v1/today', () => {
  it('is for signed-in users only', async () => {
    const response = await call(ctx.t.app, 'GET', '/api/v1/today', {});
    expect(response.statusCode).toBe(401);
  });

  it("lists one's open assigned items due before the horizon, earliest first, and counts the rest", async () => {
    const projectId = await newProject(ctx, '担当テスト');
    const tree = await makeTree(ctx.t.db, projectId, '担当');
    const db = ctx.t.db;
    await db
      .updateTable('kpis')
      .set({ dead_line: dayAfter(today, -2) })
      .where('id', '=', tree.kpi)
      .execute();
    await db
      .updateTable('tasks')
      .set({ dead_line: dayAfter(today, 3) })
      .where('id', '=', tree.task)
      .execute();
    await db
      .updateTable('works')
      .set({ dead_line: dayAfter(today, 30) })
      .where('id', '=', tree.work)
      .execute();
    await setMeasure(tree.measure, { dead_line: today });
    await db.updateTable('tasks').set({ dead_line: today, status: DONE }).where('id', '=', tree.nonKpiTask).execute();
    for (const [kind, id] of [
      ['kpi', tree.kpi],
      ['task', tree.task],
      ['work', tree.work],
      ['measure', tree.measure],
      ['task', tree.nonKpiTask],
    ] as const) {
      await assign(projectId, kind, id, 'manager');
    }
    // Someone else's item is not the manager's.
    await assign(projectId, 'task', tree.inboxTask, 'member');

    const week = await todayAs('manager');
    expect(week.today).toBe(today);
    expect(week.horizon_end).toBe(dayAfter(today, 6));
    expect(week.assigned.map((i) => [i.kind, i.title, i.bucket])).toEqual([
      ['kpi', '担当KPI', 'overdue'],
      ['measure', '担当施策', 'this_week'],
      ['task', '担当課題', 'this_week'],
    ]);
    expect(week.assigned[0]).toMatchObject({
      project_id: projectId,
      project_name: '担当テスト',
      status_name: '着手中',
    });
    // The work due in a month; the 完了 task is not counted at all.
    expect(week.assigned_later_count).toBe(1);
  });

  it('leaves out items under a deleted node, of a deleted project, or of another company for a client', async () => {
    const projectId = await newProject(ctx, '削除テスト');
    const tree = await makeTree(ctx.t.db, projectId, '削除');
    await ctx.t.db.updateTable('factors').set({ is_deleted: 1 }).where('id', '=', tree.factor).execute();
    await setMeasure(tree.measure, { dead_line: today });
    await assign(projectId, 'measure', tree.measure, 'admin');
    const gone = await newProject(ctx, '消えたプロジェクト');
    const goneTree = await makeTree(ctx.t.db, gone, '消えた');
    await ctx.t.db.updateTable('kpis').set({ dead_line: today }).where('id', '=', goneTree.kpi).execute();
    await assign(gone, 'kpi', goneTree.kpi, 'admin');
    await ctx.t.db.updateTable('projects').set({ is_deleted: 1 }).where('id', '=', gone).execute();

    const week = await todayAs('admin');
    expect(week.assigned.map((i) => i.title)).not.toContain('削除施策');
    expect(week.assigned.map((i) => i.title)).not.toContain('消えたKPI');
  });

  it("shows a client only its own company's items shown to clients", async () => {
    const projectId = await newProject(ctx, 'クライアント担当');
    const tree = await makeTree(ctx.t.db, projectId, '客');
    await setMeasure(tree.hiddenMeasure, { dead_line: today });
    await ctx.t.db.updateTable('kpis').set({ dead_line: today }).where('id', '=', tree.kpi).execute();
    await assign(projectId, 'measure', tree.hiddenMeasure, 'client');
    await assign(projectId, 'kpi', tree.kpi, 'client');
    const other = await newOtherProject(ctx, '別会社担当');
    const otherTree = await makeTree(ctx.t.db, other, '別');
    await ctx.t.db.updateTable('kpis').set({ dead_line: today }).where('id', '=', otherTree.kpi).execute();
    await assign(other, 'kpi', otherTree.kpi, 'client');

    const week = await todayAs('client');
    expect(week.assigned.map((i) => i.title)).toEqual(['客KPI']);
    expect(week.assigned_later_count).toBe(0);
    expect(week.needs).toEqual([]);
    expect(week.reports_to_publish).toEqual([]);
    expect(week.awaiting_report).toEqual([]);
  });

  it('reads the verdict of a verification ending soon, and lists ended ones without a written report', async () => {
    const projectId = await newProject(ctx, '検証テスト');
    const ending = await makeTree(ctx.t.db, projectId, '終わる');
    const ended = await makeTree(ctx.t.db, projectId, '終わった');
    const written = await makeTree(ctx.t.db, projectId, '書いた');
    await setMeasure(ending.measure, {
      status: VERIFYING,
      verification_start_date: dayAfter(today, -20),
      verification_end_date: dayAfter(today, 2),
    });
    await setMeasure(ended.measure, {
      status: VERIFYING,
      verification_start_date: dayAfter(today, -30),
      verification_end_date: dayAfter(today, -1),
    });
    await setMeasure(written.measure, { status: DONE, verification_end_date: dayAfter(today, -5) });
    await report(ending.measure, { counted: true });
    await report(written.measure, { consideration: '2案が勝ったので採用する' });
    for (const m of [ending.measure, ended.measure, written.measure]) await assign(projectId, 'measure', m, 'member');

    const week = await todayAs('member');
    expect(week.verification_ending).toEqual([
      {
        project_id: projectId,
        project_name: '検証テスト',
        measure_id: ending.measure,
        title: '終わる施策',
        verification_end_date: dayAfter(today, 2),
        verdict: 'win',
        has_report: true,
      },
    ]);
    expect(week.awaiting_report).toEqual([
      {
        project_id: projectId,
        project_name: '検証テスト',
        measure_id: ended.measure,
        title: '終わった施策',
        verification_end_date: dayAfter(today, -1),
        has_report: false,
      },
    ]);
  });

  it('gives a client no verdict before the verification is done (decisions/0030)', async () => {
    const projectId = await newProject(ctx, '判定前');
    const tree = await makeTree(ctx.t.db, projectId, '判定前');
    await setMeasure(tree.measure, { status: VERIFYING, verification_end_date: dayAfter(today, 1) });
    await report(tree.measure, { counted: true });
    await assign(projectId, 'measure', tree.measure, 'client');
    const week = await todayAs('client');
    expect(week.verification_ending.find((m) => m.measure_id === tree.measure)).toMatchObject({
      verdict: null,
      has_report: true,
    });
  });

  it("lists the unanswered needs and last month's unpublished regular reports of the projects staff follow", async () => {
    const followed = await newProject(ctx, 'お気に入り先');
    const unfollowed = await newProject(ctx, '見ていない先');
    const favourite = await call(ctx.t.app, 'POST', '/api/v1/projects/update_favorite', {
      token: ctx.tokens.member,
      payload: { projectId: followed, is_favorite: true },
    });
    expect(favourite.statusCode, favourite.body).toBe(200);
    const at = nowIso();
    for (const projectId of [followed, unfollowed]) {
      await ctx.t.db
        .insertInto('needs')
        .values([
          {
            project_id: projectId,
            title: '未対応の要望',
            status: 1,
            created_by: ctx.world.users.client.id,
            created_at: at,
            updated_at: at,
          },
          {
            project_id: projectId,
            title: '対応中の要望',
            status: 2,
            created_by: ctx.world.users.client.id,
            created_at: at,
            updated_at: at,
          },
        ])
        .execute();
    }
    const month = previousMonth(today.slice(0, 7));
    const draft = await ctx.t.db
      .insertInto('monthly_reports')
      .values({
        project_id: followed,
        title: '定例',
        is_regular: 1,
        is_show: 0,
        period_start: `${month}-01`,
        period_end: `${month}-28`,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const week = await todayAs('member');
    expect(week.needs.map((n) => [n.project_name, n.title])).toEqual([['お気に入り先', '未対応の要望']]);
    expect(week.reports_to_publish).toContainEqual({
      project_id: followed,
      project_name: 'お気に入り先',
      month,
      report_id: Number(draft.id),
    });
    expect(week.reports_to_publish.map((r) => r.project_id)).not.toContain(unfollowed);

    await ctx.t.db.updateTable('monthly_reports').set({ is_show: 1 }).where('id', '=', Number(draft.id)).execute();
    const published = await todayAs('member');
    expect(published.reports_to_publish.map((r) => r.project_id)).not.toContain(followed);
  });

  it('lists at most TODAY_SECTION_LIMIT rows a section and counts the rest', async () => {
    const projectId = await newProject(ctx, '要望の多い先');
    await assignSomething(projectId, 'admin');
    const at = nowIso();
    await ctx.t.db
      .insertInto('needs')
      .values(
        Array.from({ length: TODAY_SECTION_LIMIT + 2 }, (_, i) => ({
          project_id: projectId,
          title: `多い要望${i}`,
          status: 1,
          priority: 2,
          created_by: ctx.world.users.client.id,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const week = await todayAs('admin');
    expect(week.needs).toHaveLength(TODAY_SECTION_LIMIT);
    expect(week.left_out.needs).toBe(2);
    expect(week.left_out.assigned).toBe(0);
  });

  it('lists the unread @mentions until they are read; a client never a 社内のみ one', async () => {
    const projectId = await newProject(ctx, 'メンション先');
    const tree = await makeTree(ctx.t.db, projectId, 'メンション');
    const comment = async (role: RoleName, payload: Record<string, unknown>) => {
      const response = await call(ctx.t.app, 'POST', '/api/v1/comments/create', {
        token: ctx.tokens[role],
        payload: { target_kind: 'measure', target_id: tree.measure, ...payload },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: number }>();
    };
    const asked = await comment('client', { body: '確認をお願いします', mentions: [ctx.world.users.manager.id] });
    const internal = await comment('member', {
      body: '社内で検討中',
      is_internal: true,
      mentions: [ctx.world.users.manager.id],
    });
    const shown = await comment('member', { body: 'ご確認ください', mentions: [ctx.world.users.client.id] });

    const manager = await todayAs('manager');
    expect(manager.mentions.map((m) => m.comment_id).sort()).toEqual([asked.id, internal.id].sort());
    expect(manager.mentions.find((m) => m.comment_id === asked.id)).toMatchObject({
      project_id: projectId,
      target_kind: 'measure',
      target_id: tree.measure,
      excerpt: '確認をお願いします',
    });
    const client = await todayAs('client');
    expect(client.mentions.map((m) => m.comment_id)).toEqual([shown.id]);

    const read = await call(ctx.t.app, 'POST', '/api/v1/comments/mark_read', {
      token: ctx.tokens.manager,
      payload: { comment_ids: [asked.id] },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((await todayAs('manager')).mentions.map((m) => m.comment_id)).toEqual([internal.id]);
  });

  it("carries the unread notifications of the bell, never the reader's own", async () => {
    await ctx.t.db
      .insertInto('notifications')
      .values({
        project_id: ctx.world.projectId,
        user_id: ctx.world.users.member.id,
        kind: 'kpi_status',
        action_page: '改善管理',
        action_target: '通知テストKPI',
        is_rev: 1,
        created_at: nowIso(),
      })
      .execute();
    const admin = await todayAs('admin');
    expect(admin.notifications.unread.map((n) => n.action_target)).toContain('通知テストKPI');
    expect(admin.notifications.unread_count).toBeGreaterThanOrEqual(1);
    const member = await todayAs('member');
    expect(member.notifications.unread.map((n) => n.action_target)).not.toContain('通知テストKPI');
  });
});
