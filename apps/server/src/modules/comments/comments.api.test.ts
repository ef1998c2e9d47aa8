import type { Comment, CommentCounts, CommentList } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, fieldsOf, snapshot } from '../../../test/api-helpers.js';
import type { RoleName } from '../../../test/factories.js';
import {
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';

const ctx: ManagementContext = useManagementApp();
const commentTables = ['comments', 'comment_mentions', 'notifications'] as const;

function create(role: RoleName, payload: Record<string, unknown>) {
  return call(ctx.t.app, 'POST', '/api/v1/comments/create', { token: ctx.tokens[role], payload });
}

function list(role: RoleName, kind: string, id: number) {
  return call(ctx.t.app, 'GET', `/api/v1/comments?target_kind=${kind}&target_id=${id}`, { token: ctx.tokens[role] });
}

async function listOk(role: RoleName, kind: string, id: number): Promise<CommentList> {
  const response = await list(role, kind, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommentList>();
}

async function created(role: RoleName, payload: Record<string, unknown>): Promise<Comment> {
  const response = await create(role, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Comment>();
}

async function freshTree() {
  const projectId = await newProject(ctx);
  return { projectId, tree: await makeTree(ctx.t.db, projectId, 'コメント') };
}

describe('comments on a tree node', () => {
  it('lists comments newest last, renders markdown safely and marks edits', async () => {
    const { tree } = await freshTree();
    const first = await created('member', {
      target_kind: 'work',
      target_id: tree.work,
      body: '**一つ目** <script>x</script>',
    });
    await created('client', { target_kind: 'work', target_id: tree.work, body: '- 二つ目' });
    expect(first.body_html).toContain('<strong>一つ目</strong>');
    expect(first.body_html).not.toContain('<script');
    const edit = await call(ctx.t.app, 'POST', '/api/v1/comments/update', {
      token: ctx.tokens.member,
      payload: { id: first.id, body: '直しました' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const thread = await listOk('manager', 'work', tree.work);
    expect(thread.comments.map((c) => c.body)).toEqual(['直しました', '- 二つ目']);
    expect(thread.comments[0]?.edited_at).not.toBeNull();
    expect(thread.comments[1]?.edited_at).toBeNull();
  });

  it('refuses a missing or too long body naming body, and writes nothing', async () => {
    const { tree } = await freshTree();
    const before = await snapshot(ctx.t.db, commentTables);
    for (const body of ['', '   ', 'あ'.repeat(2001)]) {
      const response = await create('member', { target_kind: 'kpi', target_id: tree.kpi, body });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toContain('body');
    }
    const badKind = await create('member', { target_kind: 'kgi', target_id: tree.kpi, body: 'x' });
    expect(badKind.statusCode).toBe(400);
    expect(fieldsOf(badKind)).toContain('target_kind');
    expect(await snapshot(ctx.t.db, commentTables)).toEqual(before);
  });

  it('answers 401 signed out and 404 to another company and to a client on a hidden measure', async () => {
    const { tree } = await freshTree();
    expect((await call(ctx.t.app, 'GET', `/api/v1/comments?target_kind=kpi&target_id=${tree.kpi}`)).statusCode).toBe(
      401,
    );
    expect((await list('otherClient', 'kpi', tree.kpi)).statusCode).toBe(404);
    expect((await list('client', 'measure', tree.hiddenMeasure)).statusCode).toBe(404);
    expect((await list('member', 'measure', tree.hiddenMeasure)).statusCode).toBe(200);
    const before = await snapshot(ctx.t.db, commentTables);
    expect(
      (await create('client', { target_kind: 'measure', target_id: tree.hiddenMeasure, body: 'x' })).statusCode,
    ).toBe(404);
    expect((await create('otherClient', { target_kind: 'kpi', target_id: tree.kpi, body: 'x' })).statusCode).toBe(404);
    expect(await snapshot(ctx.t.db, commentTables)).toEqual(before);
  });

  it('keeps 社内のみ comments from clients: list, counts and writing', async () => {
    const { projectId, tree } = await freshTree();
    await created('member', { target_kind: 'task', target_id: tree.task, body: '社内メモ', is_internal: true });
    await created('client', { target_kind: 'task', target_id: tree.task, body: 'お客様の声' });
    await created('member', { target_kind: 'measure', target_id: tree.hiddenMeasure, body: '非公開施策の話' });

    const staff = await listOk('member', 'task', tree.task);
    expect(staff.comments.map((c) => c.body)).toEqual(['社内メモ', 'お客様の声']);
    expect(staff.can_write_internal).toBe(true);
    const client = await listOk('client', 'task', tree.task);
    expect(client.comments.map((c) => c.body)).toEqual(['お客様の声']);
    expect(client.can_write_internal).toBe(false);

    const counts = async (role: RoleName) => {
      const response = await call(ctx.t.app, 'GET', `/api/v1/comments/counts?project_id=${projectId}`, {
        token: ctx.tokens[role],
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CommentCounts>().counts;
    };
    expect(await counts('member')).toEqual(
      expect.arrayContaining([
        { target_kind: 'task', target_id: tree.task, count: 2 },
        { target_kind: 'measure', target_id: tree.hiddenMeasure, count: 1 },
      ]),
    );
    expect(await counts('client')).toEqual([{ target_kind: 'task', target_id: tree.task, count: 1 }]);

    const before = await snapshot(ctx.t.db, commentTables);
    const refused = await create('client', { target_kind: 'task', target_id: tree.task, body: 'x', is_internal: true });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toContain('is_internal');
    expect(await snapshot(ctx.t.db, commentTables)).toEqual(before);
  });

  it('lets only the author edit or delete a comment; a client cannot reach an internal one', async () => {
    const { tree } = await freshTree();
    const mine = await created('member', { target_kind: 'kpi', target_id: tree.kpi, body: '自分の' });
    const internal = await created('member', {
      target_kind: 'kpi',
      target_id: tree.kpi,
      body: '社内',
      is_internal: true,
    });
    const edit = (role: RoleName, id: number) =>
      call(ctx.t.app, 'POST', '/api/v1/comments/update', { token: ctx.tokens[role], payload: { id, body: '変更' } });
    const remove = (role: RoleName, id: number) =>
      call(ctx.t.app, 'POST', '/api/v1/comments/delete', { token: ctx.tokens[role], payload: { id } });
    expect((await edit('admin', mine.id)).statusCode).toBe(403);
    expect((await remove('manager', mine.id)).statusCode).toBe(403);
    expect((await edit('client', internal.id)).statusCode).toBe(404);
    expect((await remove('otherClient', mine.id)).statusCode).toBe(404);
    expect((await remove('member', mine.id)).statusCode).toBe(200);
    expect((await listOk('member', 'kpi', tree.kpi)).comments.map((c) => c.body)).toEqual(['社内']);
  });
});

describe('@mentions', () => {
  it('notifies the mentioned user and lets them mark it read', async () => {
    const { tree } = await freshTree();
    const comment = await created('client', {
      target_kind: 'work',
      target_id: tree.work,
      body: '@t-member さん 見てください',
      mentions: [ctx.world.users.member.id],
    });
    expect(comment.mentions.map((m) => m.id)).toEqual([ctx.world.users.member.id]);
    const notes = await ctx.t.db
      .selectFrom('notifications')
      .select(['kind', 'recipient_id'])
      .where('kind', '=', 'comment_mention')
      .where('recipient_id', '=', ctx.world.users.member.id)
      .execute();
    expect(notes.length).toBeGreaterThan(0);
    const read = await call(ctx.t.app, 'POST', '/api/v1/comments/mark_read', {
      token: ctx.tokens.member,
      payload: { comment_ids: [comment.id] },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ marked: number }>().marked).toBe(1);
  });

  it('refuses mentioning a client on a hidden measure or an internal comment, writing nothing', async () => {
    const { tree } = await freshTree();
    const before = await snapshot(ctx.t.db, commentTables);
    const hidden = await create('member', {
      target_kind: 'measure',
      target_id: tree.hiddenMeasure,
      body: 'x',
      mentions: [ctx.world.users.client.id],
    });
    expect(hidden.statusCode).toBe(400);
    expect(fieldsOf(hidden)).toContain('mentions');
    const internal = await create('member', {
      target_kind: 'kpi',
      target_id: tree.kpi,
      body: 'x',
      is_internal: true,
      mentions: [ctx.world.users.client.id],
    });
    expect(internal.statusCode).toBe(400);
    expect(fieldsOf(internal)).toContain('mentions');
    const otherCompany = await create('member', {
      target_kind: 'kpi',
      target_id: tree.kpi,
      body: 'x',
      mentions: [ctx.world.users.otherClient.id],
    });
    expect(otherCompany.statusCode).toBe(400);
    expect(await snapshot(ctx.t.db, commentTables)).toEqual(before);
  });

  it('suggests staff, and the project company’s clients only where the item is visible to them', async () => {
    const { tree } = await freshTree();
    const names = async (kind: string, id: number, role: RoleName = 'member') => {
      const response = await call(
        ctx.t.app,
        'GET',
        `/api/v1/comments/mention_candidates?target_kind=${kind}&target_id=${id}`,
        {
          token: ctx.tokens[role],
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ users: { id: number }[] }>().users.map((u) => u.id);
    };
    const visible = await names('kpi', tree.kpi);
    expect(visible).toEqual(expect.arrayContaining([ctx.world.users.client.id, ctx.world.users.admin.id]));
    expect(visible).not.toContain(ctx.world.users.otherClient.id);
    const hidden = await names('measure', tree.hiddenMeasure);
    expect(hidden).not.toContain(ctx.world.users.client.id);
    expect(hidden).toContain(ctx.world.users.member.id);
    const other = await newOtherProject(ctx);
    const otherTree = await makeTree(ctx.t.db, other, '別');
    const response = await call(
      ctx.t.app,
      'GET',
      `/api/v1/comments/mention_candidates?target_kind=kpi&target_id=${otherTree.kpi}`,
      { token: ctx.tokens.client },
    );
    expect(response.statusCode).toBe(404);
  });
});
