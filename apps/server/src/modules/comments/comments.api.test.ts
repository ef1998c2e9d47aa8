import type { Comment, CommentCounts, CommentList, MentionCandidate, Notification } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, fieldsOf, snapshot } from '../../../test/api-helpers.js';
import type { RoleName } from '../../../test/factories.js';
import {
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { reportFixture } from '../../../test/measure-report-fixture.js';
import { createReport, setVisibility } from '../../../test/monthly-report-helpers.js';
import { insertSale, insertSaleReport } from '../../../test/sales-fixture.js';
import { makeTree } from '../../../test/tree-factory.js';
import { listUnreadMentions } from './comments.repository.js';

const ctx: ManagementContext = useManagementApp();
const tables = ['comments', 'comment_mentions', 'notifications'] as const;

const write = (path: string, payload: unknown, role: RoleName = 'member') =>
  call(ctx.t.app, 'POST', `/api/v1/comments/${path}`, { token: ctx.tokens[role], payload });
const read = (path: string, role: RoleName = 'member') =>
  call(ctx.t.app, 'GET', `/api/v1/comments${path}`, { token: ctx.tokens[role] });

async function comment(payload: Record<string, unknown>, role: RoleName = 'member'): Promise<Comment> {
  const response = await write('create', payload, role);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Comment>();
}

async function thread(kind: string, id: number, role: RoleName): Promise<CommentList> {
  const response = await read(`?target_kind=${kind}&target_id=${id}`, role);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommentList>();
}

async function counts(projectId: number, role: RoleName) {
  const response = await read(`/counts?project_id=${projectId}`, role);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommentCounts>().counts;
}

async function notificationsOf(role: RoleName, projectId: number): Promise<Notification[]> {
  const response = await call(ctx.t.app, 'GET', `/api/v1/notifications?project_id=${projectId}`, {
    token: ctx.tokens[role],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ notifications: Notification[] }>().notifications;
}

describe('comments on tree nodes', () => {
  it('lists a thread newest last, renders markdown-lite safely, and counts per node', async () => {
    const project = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, project, '一覧');
    const first = await comment({
      target_kind: 'task',
      target_id: tree.task,
      body: '**最初**\n\n- [資料](https://example.com)',
    });
    await comment({ target_kind: 'task', target_id: tree.task, body: '<script>x()</script>次' }, 'client');
    const list = await thread('task', tree.task, 'member');
    expect(list.comments.map((c) => c.id)[0]).toBe(first.id);
    expect(list.comments).toHaveLength(2);
    expect(list.comments[0]?.body_html).toContain('<strong>最初</strong>');
    expect(list.comments[0]?.body_html).toContain('rel="noopener noreferrer"');
    expect(list.comments[1]?.body_html).not.toContain('<script');
    expect(list.comments[1]?.is_own).toBe(false);
    expect(list.can_write_internal).toBe(true);
    expect(await counts(project, 'client')).toEqual([{ target_kind: 'task', target_id: tree.task, count: 2 }]);
  });

  it('keeps 社内のみ comments from client users: list, count, mention and unread list', async () => {
    const project = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, project, '社内');
    await comment({ target_kind: 'kpi', target_id: tree.kpi, body: '公開' });
    const internal = await comment({
      target_kind: 'kpi',
      target_id: tree.kpi,
      body: '社内の話',
      is_internal: true,
      mentions: [ctx.world.users.manager.id],
    });
    expect(internal.is_internal).toBe(true);
    expect((await thread('kpi', tree.kpi, 'manager')).comments).toHaveLength(2);
    const seen = await thread('kpi', tree.kpi, 'client');
    expect(seen.comments.map((c) => c.body)).toEqual(['公開']);
    expect(seen.can_write_internal).toBe(false);
    expect(await counts(project, 'client')).toEqual([{ target_kind: 'kpi', target_id: tree.kpi, count: 1 }]);
    expect(await counts(project, 'member')).toEqual([{ target_kind: 'kpi', target_id: tree.kpi, count: 2 }]);

    const before = await snapshot(ctx.t.db, tables);
    const clientMention = await write('create', {
      target_kind: 'kpi',
      target_id: tree.kpi,
      body: '社内',
      is_internal: true,
      mentions: [ctx.world.users.client.id],
    });
    expect(clientMention.statusCode).toBe(400);
    expect(fieldsOf(clientMention)).toEqual(['mentions']);
    const clientInternal = await write(
      'create',
      { target_kind: 'kpi', target_id: tree.kpi, body: 'x', is_internal: true },
      'client',
    );
    expect(clientInternal.statusCode).toBe(400);
    expect(fieldsOf(clientInternal)).toEqual(['is_internal']);
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);

    // A client cannot edit, delete or even find a 社内のみ comment.
    expect((await write('update', { id: internal.id, body: 'x' }, 'client')).statusCode).toBe(404);
    expect((await write('delete', { id: internal.id }, 'client')).statusCode).toBe(404);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const project = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, project, '入力');
    const before = await snapshot(ctx.t.db, tables);
    const cases: [Record<string, unknown>, string][] = [
      [{ target_kind: 'task', target_id: tree.task, body: '   ' }, 'body'],
      [{ target_kind: 'task', target_id: tree.task, body: 'あ'.repeat(2001) }, 'body'],
      [{ target_kind: 'board', target_id: tree.task, body: 'x' }, 'target_kind'],
      [{ target_kind: 'task', target_id: 0, body: 'x' }, 'target_id'],
      [{ target_kind: 'task', target_id: tree.task, body: 'x', mentions: [999_999] }, 'mentions'],
      [{ target_kind: 'task', target_id: tree.task, body: 'x', mentions: ['a'] }, 'mentions.0'],
    ];
    for (const [payload, field] of cases) {
      const response = await write('create', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);
  });

  it('follows the target: hidden measure and another company are 404 for a client', async () => {
    const project = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, project, '可視');
    const other = await makeTree(ctx.t.db, await newOtherProject(ctx), '他社');
    await comment({ target_kind: 'measure', target_id: tree.hiddenMeasure, body: '非公開の施策へ' });
    expect((await read(`?target_kind=measure&target_id=${tree.hiddenMeasure}`, 'client')).statusCode).toBe(404);
    expect(
      (await write('create', { target_kind: 'measure', target_id: tree.hiddenMeasure, body: 'x' }, 'client'))
        .statusCode,
    ).toBe(404);
    expect((await read(`?target_kind=task&target_id=${other.task}`, 'client')).statusCode).toBe(404);
    expect((await read(`?target_kind=task&target_id=${tree.task}`, 'otherClient')).statusCode).toBe(404);
    expect((await read(`/counts?project_id=${project}`, 'otherClient')).statusCode).toBe(404);
    // The hidden measure's thread is not even counted for the client.
    expect(await counts(project, 'client')).toEqual([]);
    expect(await counts(project, 'admin')).toHaveLength(1);
  });

  it('refuses a mention of a client on a hidden measure and of another company', async () => {
    const project = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, project, '言及');
    const before = await snapshot(ctx.t.db, tables);
    for (const [id, who] of [
      [tree.hiddenMeasure, ctx.world.users.client.id],
      [tree.measure, ctx.world.users.otherClient.id],
    ] as const) {
      const response = await write('create', { target_kind: 'measure', target_id: id, body: 'x', mentions: [who] });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['mentions']);
    }
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);
    const suggestions = async (id: number) => {
      const response = await read(`/mention_candidates?target_kind=measure&target_id=${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ users: MentionCandidate[] }>().users.map((u) => u.id);
    };
    expect(await suggestions(tree.measure)).toContain(ctx.world.users.client.id);
    expect(await suggestions(tree.measure)).not.toContain(ctx.world.users.otherClient.id);
    expect(await suggestions(tree.hiddenMeasure)).not.toContain(ctx.world.users.client.id);
    expect(await suggestions(tree.hiddenMeasure)).toContain(ctx.world.users.manager.id);
    const named = await read(`/mention_candidates?target_kind=measure&target_id=${tree.measure}&q=t-manager`);
    expect(named.json<{ users: MentionCandidate[] }>().users.map((u) => u.id)).toEqual([ctx.world.users.manager.id]);
  });

  it('notifies the mentioned user, lists the mention as unread until marked read', async () => {
    const project = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, project, '通知');
    const made = await comment(
      { target_kind: 'work', target_id: tree.work, body: '確認お願いします', mentions: [ctx.world.users.manager.id] },
      'client',
    );
    expect(made.mentions.map((m) => m.id)).toEqual([ctx.world.users.manager.id]);
    const told = (await notificationsOf('manager', project)).filter((n) => n.kind === 'comment_mention');
    expect(told).toHaveLength(1);
    expect(told[0]?.action_target).toBe('通知作業');
    // Meant for the manager alone.
    expect((await notificationsOf('member', project)).filter((n) => n.kind === 'comment_mention')).toEqual([]);

    const manager = { userId: ctx.world.users.manager.id, clientCompanyId: null };
    const unread = await listUnreadMentions(ctx.t.db, manager);
    expect(unread.find((m) => m.comment_id === made.id)).toMatchObject({
      project_id: project,
      target_kind: 'work',
      target_id: tree.work,
      excerpt: '確認お願いします',
    });
    const marked = await write('mark_read', { target_kind: 'work', target_id: tree.work }, 'manager');
    expect(marked.json()).toEqual({ marked: 1 });
    expect((await listUnreadMentions(ctx.t.db, manager)).find((m) => m.comment_id === made.id)).toBeUndefined();
    const bad = await write('mark_read', {}, 'manager');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['comment_ids']);
  });

  it('hides from a client the mentions on a measure that became hidden', async () => {
    const project = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, project, '後で非公開');
    const made = await comment({
      target_kind: 'measure',
      target_id: tree.measure,
      body: 'x',
      mentions: [ctx.world.users.client.id],
    });
    const client = { userId: ctx.world.users.client.id, clientCompanyId: ctx.world.clientCompanyId };
    expect((await listUnreadMentions(ctx.t.db, client)).map((m) => m.comment_id)).toContain(made.id);
    await ctx.t.db.updateTable('measures').set({ is_show: 0 }).where('id', '=', tree.measure).execute();
    expect((await listUnreadMentions(ctx.t.db, client)).map((m) => m.comment_id)).not.toContain(made.id);
  });

  it('lets only the author edit (「編集済み」) and delete, softly', async () => {
    const project = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, project, '編集');
    const made = await comment({ target_kind: 'factor', target_id: tree.factor, body: '初版' }, 'client');
    expect(made.edited_at).toBeNull();
    expect((await write('update', { id: made.id, body: '他人が' }, 'member')).statusCode).toBe(403);
    expect((await write('delete', { id: made.id }, 'admin')).statusCode).toBe(403);
    expect((await write('update', { id: made.id, body: '他社' }, 'otherClient')).statusCode).toBe(404);
    const edited = await write(
      'update',
      { id: made.id, body: '改訂', mentions: [ctx.world.users.member.id] },
      'client',
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Comment>()).toMatchObject({ body: '改訂', mentions: [{ id: ctx.world.users.member.id }] });
    expect(edited.json<Comment>().edited_at).not.toBeNull();
    const emptied = await write('update', { id: made.id, body: '' }, 'client');
    expect(fieldsOf(emptied)).toEqual(['body']);
    expect((await write('delete', { id: made.id }, 'client')).statusCode).toBe(200);
    expect((await thread('factor', tree.factor, 'member')).comments).toEqual([]);
    const row = await ctx.t.db.selectFrom('comments').select('is_deleted').where('id', '=', made.id).executeTakeFirst();
    expect(row?.is_deleted).toBe(1);
    expect((await write('delete', { id: made.id }, 'client')).statusCode).toBe(404);
  });

  it('threads a measure report, following the report’s visibility', async () => {
    const project = await newProject(ctx);
    const fixture = await reportFixture(ctx.t.db, project, 'レポ');
    await comment({ target_kind: 'measure_report', target_id: fixture.measure, body: '結果を確認' }, 'client');
    expect((await thread('measure_report', fixture.measure, 'member')).comments).toHaveLength(1);
    await ctx.t.db
      .updateTable('measure_reports')
      .set({ is_show: 0 })
      .where('measure_id', '=', fixture.measure)
      .execute();
    expect((await read(`?target_kind=measure_report&target_id=${fixture.measure}`, 'client')).statusCode).toBe(404);
    expect((await thread('measure_report', fixture.measure, 'member')).comments).toHaveLength(1);
  });

  it('answers 401 signed out', async () => {
    const response = await call(ctx.t.app, 'GET', '/api/v1/comments?target_kind=kpi&target_id=1');
    expect(response.statusCode).toBe(401);
  });
});

describe('comments on monthly reports, needs and sales reports', () => {
  const unreadOf = (role: 'manager' | 'client') =>
    listUnreadMentions(ctx.t.db, {
      userId: ctx.world.users[role].id,
      clientCompanyId: role === 'client' ? ctx.world.clientCompanyId : null,
    });

  it('threads a monthly report as the report reads: a client only while it is public', async () => {
    const project = await newProject(ctx);
    const report = await createReport(ctx, project);
    // Private: the client cannot find the thread, nor be mentioned on it.
    expect((await read(`?target_kind=monthly_report&target_id=${report.id}`, 'client')).statusCode).toBe(404);
    const refused = await write('create', {
      target_kind: 'monthly_report',
      target_id: report.id,
      body: 'x',
      mentions: [ctx.world.users.client.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual(['mentions']);

    await setVisibility(ctx, report.id, 1);
    const made = await comment(
      {
        target_kind: 'monthly_report',
        target_id: report.id,
        body: '数字を確認しました',
        mentions: [ctx.world.users.manager.id],
      },
      'client',
    );
    expect((await thread('monthly_report', report.id, 'member')).comments.map((c) => c.id)).toEqual([made.id]);
    const told = (await notificationsOf('manager', project)).find((n) => n.kind === 'comment_mention');
    expect(told).toMatchObject({ action_target: report.title, target_kind: 'monthly_report', target_id: report.id });
    expect((await unreadOf('manager')).find((m) => m.comment_id === made.id)).toMatchObject({
      project_id: project,
      sale_id: null,
      target_kind: 'monthly_report',
    });

    // Made private again: gone from the client's view; deleted: gone from everyone's unread list.
    const staffNote = await comment({
      target_kind: 'monthly_report',
      target_id: report.id,
      body: 'ご確認ください',
      mentions: [ctx.world.users.client.id],
    });
    expect((await unreadOf('client')).map((m) => m.comment_id)).toContain(staffNote.id);
    await setVisibility(ctx, report.id, 0);
    expect((await unreadOf('client')).map((m) => m.comment_id)).not.toContain(staffNote.id);
    const removed = await call(ctx.t.app, 'POST', '/api/v1/monthly_reports/delete', {
      token: ctx.tokens.member,
      payload: { id: report.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await unreadOf('manager')).map((m) => m.comment_id)).not.toContain(made.id);
  });

  it('threads a need for the project’s readers, and another company’s client gets 404', async () => {
    const project = await newProject(ctx);
    const created = await call(ctx.t.app, 'POST', '/api/v1/pb_dashboards/create_need', {
      token: ctx.tokens.client,
      payload: { project_id: project, title: '見積もりの相談' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const needId = created.json<{ need: { id: number } }>().need.id;
    const made = await comment({
      target_kind: 'need',
      target_id: needId,
      body: '来週ご連絡します',
      mentions: [ctx.world.users.client.id],
    });
    expect((await thread('need', needId, 'client')).comments.map((c) => c.id)).toEqual([made.id]);
    expect(await counts(project, 'client')).toEqual([{ target_kind: 'need', target_id: needId, count: 1 }]);
    expect((await read(`?target_kind=need&target_id=${needId}`, 'otherClient')).statusCode).toBe(404);
    expect((await unreadOf('client')).find((m) => m.comment_id === made.id)).toMatchObject({
      project_id: project,
      target_kind: 'need',
      target_id: needId,
    });
    const deleted = await call(ctx.t.app, 'POST', '/api/v1/pb_dashboards/delete_need', {
      token: ctx.tokens.client,
      payload: { id: needId },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await unreadOf('client')).map((m) => m.comment_id)).not.toContain(made.id);
  });

  it('keeps a sales report’s thread to staff, with or without a project', async () => {
    const project = await newProject(ctx);
    const converted = await insertSale(ctx.t.db, { projectId: project, companyId: ctx.world.clientCompanyId });
    const shown = await insertSaleReport(ctx.t.db, converted, { isShow: 1 });
    const prospect = await insertSale(ctx.t.db);
    const draft = await insertSaleReport(ctx.t.db, prospect);

    // Even a report shown to the client under its project has no thread for the client.
    expect((await read(`?target_kind=sales_report&target_id=${shown}`, 'client')).statusCode).toBe(404);
    const before = await snapshot(ctx.t.db, tables);
    const clientWrite = await write('create', { target_kind: 'sales_report', target_id: shown, body: 'x' }, 'client');
    expect(clientWrite.statusCode).toBe(404);
    const clientMention = await write('create', {
      target_kind: 'sales_report',
      target_id: shown,
      body: 'x',
      mentions: [ctx.world.users.client.id],
    });
    expect(fieldsOf(clientMention)).toEqual(['mentions']);
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);
    const candidates = await read(`/mention_candidates?target_kind=sales_report&target_id=${shown}`);
    const ids = candidates.json<{ users: MentionCandidate[] }>().users.map((u) => u.id);
    expect(ids).toContain(ctx.world.users.manager.id);
    expect(ids).not.toContain(ctx.world.users.client.id);

    const onProspect = await comment({
      target_kind: 'sales_report',
      target_id: draft,
      body: '提案の構成を見てください',
      mentions: [ctx.world.users.manager.id],
    });
    const stored = await ctx.t.db
      .selectFrom('comments')
      .select(['project_id', 'sale_id'])
      .where('id', '=', onProspect.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ project_id: null, sale_id: prospect });
    expect((await unreadOf('manager')).find((m) => m.comment_id === onProspect.id)).toMatchObject({
      project_id: null,
      sale_id: prospect,
      target_kind: 'sales_report',
      target_id: draft,
    });
    const edited = await write('update', { id: onProspect.id, body: '構成を直しました' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await write('delete', { id: onProspect.id })).statusCode).toBe(200);
    expect((await unreadOf('manager')).map((m) => m.comment_id)).not.toContain(onProspect.id);
  });
});
