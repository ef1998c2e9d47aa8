import { managementMessages, type NodeKind, type TaskNode } from '@kaizen/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/api-helpers.js';
import {
  changeView,
  create,
  expectBadInput,
  expectError,
  expectMissingParent,
  get,
  indexNums,
  isDeleted,
  newProject,
  post,
  treeTables,
  useManagementApp,
} from '../../../test/management-helpers.js';
import { nodeTables } from '../../db/node-tables.js';

const ctx = useManagementApp();

/** KPI > task > factor > hypothesis > (measure, work), plus an inbox task and a non-KPI task, through the API. */
async function tree(projectId?: number, label = '') {
  const project = projectId ?? (await newProject(ctx));
  const kpi = await create(ctx, 'kpi', { project_id: project, kpi: `KPI${label}` });
  const task = await create(ctx, 'task', { project_id: project, project_kpi_id: kpi, task: `課題${label}` });
  const factor = await create(ctx, 'factor', { task_id: task, factor: `要因${label}` });
  const hypothesis = await create(ctx, 'hypothesis', { factor_id: factor, hypothesis: `仮説${label}` });
  const measure = await create(ctx, 'measure', { hypothesis_id: hypothesis, measure: `施策${label}` });
  const work = await create(ctx, 'work', { hypothesis_id: hypothesis, work: `作業${label}` });
  const nonKpiTask = await create(ctx, 'task', { project_id: project, is_non_kpi: 1, task: `非KPI${label}` });
  const inboxTask = await create(ctx, 'task', { project_id: project, task: `未整理${label}` });
  return { projectId: project, kpi, task, factor, hypothesis, measure, work, nonKpiTask, inboxTask };
}

type Tree = Awaited<ReturnType<typeof tree>>;

function del(kind: NodeKind, id: number) {
  return post(ctx, `delete_${kind}`, { id });
}

function restore(kind: NodeKind, id: number) {
  return post(ctx, 'restore', { kind, id });
}

async function deletedAt(kind: NodeKind, id: number): Promise<string | null> {
  const { rows } = await sql<{ deleted_at: string | null }>`
    select deleted_at from ${sql.table(nodeTables[kind].table)} where id = ${id}`.execute(ctx.t.db);
  return rows[0]?.deleted_at ?? null;
}

async function inboxIds(projectId: number): Promise<number[]> {
  const response = await get(ctx, '/get_unorganized_task', { project_id: projectId });
  return response.json<{ unorganized_task: TaskNode[] }>().unorganized_task.map((t) => t.id);
}

/** The titles that change_view shows for the project. */
async function visibleText(projectId: number): Promise<string> {
  return JSON.stringify(await changeView(ctx, projectId));
}

const subtreeTitles: Record<NodeKind, string[]> = {
  kpi: ['KPI', '課題', '要因', '仮説', '施策', '作業'],
  task: ['課題', '要因', '仮説', '施策', '作業'],
  factor: ['要因', '仮説', '施策', '作業'],
  hypothesis: ['仮説', '施策', '作業'],
  measure: ['施策'],
  work: ['作業'],
};

describe('delete_*', () => {
  it.each<NodeKind>(['kpi', 'task', 'factor', 'hypothesis', 'measure', 'work'])(
    'delete_%s marks the node deleted; it and its descendants leave change_view, the rest stays',
    async (kind) => {
      const ids = await tree(undefined, '★');
      const id = ids[kind];
      const response = await del(kind, id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ kind, id });
      expect(await isDeleted(ctx, kind, id)).toBe(1);
      expect(await deletedAt(kind, id)).toEqual(expect.any(String));

      const text = await visibleText(ids.projectId);
      for (const title of subtreeTitles[kind]) expect(text).not.toContain(`"${title}★"`);
      const kept = subtreeTitles.kpi.filter((title) => !subtreeTitles[kind].includes(title));
      for (const title of [...kept, '非KPI']) expect(text).toContain(`"${title}★"`);
      // The rows under it are kept as they were, ready for an undo.
      if (kind === 'kpi') expect(await isDeleted(ctx, 'task', ids.task)).toBe(0);
    },
  );

  it('takes a non-KPI task and an inbox task out of their lists', async () => {
    const ids = await tree();
    expect((await del('task', ids.nonKpiTask)).statusCode).toBe(200);
    expect((await del('task', ids.inboxTask)).statusCode).toBe(200);
    expect((await changeView(ctx, ids.projectId)).non_kpi_task).toEqual([]);
    expect(await inboxIds(ids.projectId)).toEqual([]);
  });

  it('does not renumber the siblings left behind', async () => {
    const ids = await tree();
    const f2 = await create(ctx, 'factor', { task_id: ids.task, factor: '要因2' });
    const f3 = await create(ctx, 'factor', { task_id: ids.task, factor: '要因3' });
    await del('factor', f2);
    expect(await indexNums(ctx, 'factor', [ids.factor, f2, f3])).toEqual([1, 2, 3]);
    const factors = (await changeView(ctx, ids.projectId)).kpi_array[0]?.problem[0]?.factor ?? [];
    expect(factors.map((f) => [f.id, f.index_num])).toEqual([
      [ids.factor, 1],
      [f3, 3],
    ]);
  });

  it('answers 404 for a node already deleted, one under a deleted node, and an unknown one', async () => {
    const ids = await tree();
    await del('task', ids.task);
    const before = await snapshot(ctx.t.db, treeTables);
    expectError(await del('task', ids.task), 404, 'not_found');
    expectError(await del('measure', ids.measure), 404, 'not_found');
    expectError(await del('kpi', 999_999), 404, 'not_found');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });

  it('refuses a missing id with 400 naming id', async () => {
    expectBadInput(await post(ctx, 'delete_kpi', {}), 'id');
  });
});

describe('a deleted subtree', () => {
  it('cannot be edited or built on until the delete is undone', async () => {
    const ids = await tree();
    await del('kpi', ids.kpi);
    const before = await snapshot(ctx.t.db, treeTables);
    expectError(await post(ctx, 'create_measure', { id: ids.measure, measure: '編集' }), 404, 'not_found');
    expectError(await post(ctx, 'create_task', { id: ids.task, task: '編集' }), 404, 'not_found');
    expectMissingParent(await post(ctx, 'create_factor', { task_id: ids.task, factor: '追加' }), 'task_id');
    expectMissingParent(
      await post(ctx, 'create_work', { hypothesis_id: ids.hypothesis, work: '追加' }),
      'hypothesis_id',
    );
    expectError(await post(ctx, 'create_kpi_from_task', { task_id: ids.task }), 404, 'not_found');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);

    expect((await restore('kpi', ids.kpi)).statusCode).toBe(200);
    expect((await post(ctx, 'create_measure', { id: ids.measure, measure: '編集' })).statusCode).toBe(200);
  });
});

describe('POST managements/restore (undo of a delete)', () => {
  it('brings a node back at its old position and renumbers its siblings 1..n', async () => {
    const ids = await tree();
    const f2 = await create(ctx, 'factor', { task_id: ids.task, factor: '要因2' });
    const f3 = await create(ctx, 'factor', { task_id: ids.task, factor: '要因3' });
    await del('factor', f2);
    // A sibling added meanwhile goes after the last live one (index 4).
    const f4 = await create(ctx, 'factor', { task_id: ids.task, factor: '要因4' });
    expect(await indexNums(ctx, 'factor', [ids.factor, f3, f4])).toEqual([1, 3, 4]);

    const response = await restore('factor', f2);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'factor', id: f2 });
    expect(await isDeleted(ctx, 'factor', f2)).toBe(0);
    expect(await deletedAt('factor', f2)).toBeNull();
    expect(await indexNums(ctx, 'factor', [ids.factor, f2, f3, f4])).toEqual([1, 2, 3, 4]);
    const factors = (await changeView(ctx, ids.projectId)).kpi_array[0]?.problem[0]?.factor ?? [];
    expect(factors.map((f) => f.id)).toEqual([ids.factor, f2, f3, f4]);
  });

  it('renumbers the siblings 1..n around it when they were reordered while it was deleted', async () => {
    const ids = await tree();
    const f2 = await create(ctx, 'factor', { task_id: ids.task, factor: '要因2' });
    const f3 = await create(ctx, 'factor', { task_id: ids.task, factor: '要因3' });
    const f4 = await create(ctx, 'factor', { task_id: ids.task, factor: '要因4' });
    await del('factor', f2);
    const moved = await post(ctx, 'move_node', { kind: 'factor', id: f4, parent_id: ids.task, index: 1 });
    expect(moved.json()).toEqual({ moved: true });
    expect(await indexNums(ctx, 'factor', [f4, ids.factor, f3])).toEqual([1, 2, 3]);

    expect((await restore('factor', f2)).statusCode).toBe(200);
    // Back at position 2, where it was.
    expect(await indexNums(ctx, 'factor', [f4, f2, ids.factor, f3])).toEqual([1, 2, 3, 4]);
    const factors = (await changeView(ctx, ids.projectId)).kpi_array[0]?.problem[0]?.factor ?? [];
    expect(factors.map((f) => [f.id, f.index_num])).toEqual([
      [f4, 1],
      [f2, 2],
      [ids.factor, 3],
      [f3, 4],
    ]);
  });

  it('brings back the first of its siblings first, and KPIs and inbox tasks too', async () => {
    const projectId = await newProject(ctx);
    const k1 = await create(ctx, 'kpi', { project_id: projectId, kpi: 'K1' });
    const k2 = await create(ctx, 'kpi', { project_id: projectId, kpi: 'K2' });
    await del('kpi', k1);
    expect((await restore('kpi', k1)).statusCode).toBe(200);
    expect(await indexNums(ctx, 'kpi', [k1, k2])).toEqual([1, 2]);

    const t1 = await create(ctx, 'task', { project_id: projectId, task: '未整理1' });
    const t2 = await create(ctx, 'task', { project_id: projectId, task: '未整理2' });
    await del('task', t2);
    expect(await inboxIds(projectId)).toEqual([t1]);
    expect((await restore('task', t2)).statusCode).toBe(200);
    expect(await inboxIds(projectId)).toEqual([t1, t2]);
  });

  it('brings back the whole subtree of an undone parent, exactly as it was', async () => {
    const ids = await tree();
    await tree(ids.projectId, '二');
    const before = await changeView(ctx, ids.projectId);
    await del('kpi', ids.kpi);
    expect((await changeView(ctx, ids.projectId)).kpi_array).toHaveLength(1);
    expect((await restore('kpi', ids.kpi)).statusCode).toBe(200);
    expect(await changeView(ctx, ids.projectId)).toEqual(before);
  });

  it('keeps a child deleted on its own deleted when its parent is undone', async () => {
    const ids = await tree();
    await del('measure', ids.measure);
    await del('hypothesis', ids.hypothesis);
    expect((await restore('hypothesis', ids.hypothesis)).statusCode).toBe(200);
    const hypothesis = (await changeView(ctx, ids.projectId)).kpi_array[0]?.problem[0]?.factor[0]?.hypothesis[0];
    expect(hypothesis?.measure).toEqual([]);
    expect(hypothesis?.work.map((w) => w.id)).toEqual([ids.work]);
    expect((await restore('measure', ids.measure)).statusCode).toBe(200);
  });

  it('refuses a node that is not deleted with 409, changing nothing', async () => {
    const ids = await tree();
    const before = await snapshot(ctx.t.db, treeTables);
    expectError(await restore('factor', ids.factor), 409, 'conflict', managementMessages.notDeleted);
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });

  it('refuses a node whose parent (or a node above it) is deleted with 409, until that is undone', async () => {
    const ids = await tree();
    await del('measure', ids.measure);
    await del('hypothesis', ids.hypothesis);
    await del('factor', ids.factor);
    await del('kpi', ids.kpi);
    const before = await snapshot(ctx.t.db, treeTables);
    // Parent deleted.
    expectError(await restore('measure', ids.measure), 409, 'conflict', managementMessages.parentDeleted);
    expectError(await restore('hypothesis', ids.hypothesis), 409, 'conflict', managementMessages.parentDeleted);
    // Parent live, but the KPI above it is deleted.
    expectError(await restore('factor', ids.factor), 409, 'conflict', managementMessages.parentDeleted);
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);

    for (const [kind, id] of [
      ['kpi', ids.kpi],
      ['factor', ids.factor],
      ['hypothesis', ids.hypothesis],
      ['measure', ids.measure],
    ] as const) {
      expect((await restore(kind, id)).statusCode).toBe(200);
    }
    const measures = (await changeView(ctx, ids.projectId)).kpi_array[0]?.problem[0]?.factor[0]?.hypothesis[0]?.measure;
    expect(measures?.map((m) => m.id)).toEqual([ids.measure]);
  });

  it('answers 404 for an unknown node and 400 for an unknown kind', async () => {
    expectError(await restore('work', 999_999), 404, 'not_found');
    expectBadInput(await post(ctx, 'restore', { kind: 'kgi', id: 1 }), 'kind');
    expectBadInput(await post(ctx, 'restore', { kind: 'work' }), 'id');
  });
});

describe('delete and undo by a client user allowed to edit', () => {
  it('works on visible nodes; a hidden measure does not exist for the client', async () => {
    const ids: Tree = await tree();
    const allowed = await post(ctx, 'update_client_edit', { project_id: ids.projectId, client_can_edit: true });
    expect(allowed.statusCode).toBe(200);
    const hidden = await create(ctx, 'measure', { hypothesis_id: ids.hypothesis, measure: '非公開', is_show: 0 });

    expect((await post(ctx, 'delete_work', { id: ids.work }, ctx.tokens.client)).statusCode).toBe(200);
    expect((await post(ctx, 'restore', { kind: 'work', id: ids.work }, ctx.tokens.client)).statusCode).toBe(200);

    const before = await snapshot(ctx.t.db, treeTables);
    expectError(await post(ctx, 'delete_measure', { id: hidden }, ctx.tokens.client), 404, 'not_found');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
    await del('measure', hidden);
    expectError(await post(ctx, 'restore', { kind: 'measure', id: hidden }, ctx.tokens.client), 404, 'not_found');
    expect(await isDeleted(ctx, 'measure', hidden)).toBe(1);
  });
});
