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
  newProject,
  post,
  taskRow,
  treeTables,
  useManagementApp,
} from '../../../test/management-helpers.js';
import { nodeTables } from '../../db/node-tables.js';
import { insertNode } from './node-writes.repository.js';

const ctx = useManagementApp();

/** A project with two KPI > task > factor > hypothesis chains (A and B), written directly. */
async function twoChains() {
  const db = ctx.t.db;
  const projectId = await newProject(ctx);
  const p = { project_id: projectId };
  const chain = async (label: string, index: number) => {
    const kpi = await insertNode.kpi(db, { ...p, kpi: `KPI${label}`, status: 3, index_num: index });
    const task = await insertNode.task(db, {
      ...p,
      project_kpi_id: kpi,
      task: `課題${label}`,
      status: 3,
      index_num: 1,
    });
    const factor = await insertNode.factor(db, { ...p, task_id: task, factor: `要因${label}`, index_num: 1 });
    const hypothesis = await insertNode.hypothesis(db, {
      ...p,
      factor_id: factor,
      hypothesis: `仮説${label}`,
      index_num: 1,
    });
    return { kpi, task, factor, hypothesis };
  };
  return { projectId, a: await chain('A', 1), b: await chain('B', 2) };
}

type Chains = Awaited<ReturnType<typeof twoChains>>;
type Group = 'kpi' | 'task' | 'nonKpiTask' | 'inboxTask' | 'factor' | 'hypothesis' | 'measure' | 'work';

const kindOf: Record<Group, NodeKind> = {
  kpi: 'kpi',
  task: 'task',
  nonKpiTask: 'task',
  inboxTask: 'task',
  factor: 'factor',
  hypothesis: 'hypothesis',
  measure: 'measure',
  work: 'work',
};

/** A node of the group under chain `at`, with the given index_num, written directly. */
async function insertIn(chains: Chains, group: Group, at: 'a' | 'b', index: number, title: string): Promise<number> {
  const db = ctx.t.db;
  const p = { project_id: chains.projectId };
  const c = chains[at];
  switch (group) {
    case 'kpi':
      return insertNode.kpi(db, { ...p, kpi: title, index_num: index });
    case 'task':
      return insertNode.task(db, { ...p, project_kpi_id: c.kpi, task: title, status: 1, index_num: index });
    case 'nonKpiTask':
      return insertNode.task(db, { ...p, is_non_kpi: 1, task: title, status: 1, index_num: index });
    case 'inboxTask':
      return insertNode.task(db, { ...p, task: title, status: 1, index_num: index });
    case 'factor':
      return insertNode.factor(db, { ...p, task_id: c.task, factor: title, index_num: index });
    case 'hypothesis':
      return insertNode.hypothesis(db, { ...p, factor_id: c.factor, hypothesis: title, index_num: index });
    case 'measure':
      return insertNode.measure(db, { ...p, hypothesis_id: c.hypothesis, measure: title, index_num: index });
    case 'work':
      return insertNode.work(db, { ...p, hypothesis_id: c.hypothesis, work: title, index_num: index });
  }
}

/** The move body that keeps a node of the group in its sibling group (under chain a). */
function sameGroupTarget(chains: Chains, group: Group): Record<string, unknown> {
  switch (group) {
    case 'kpi':
      return {};
    case 'task':
      return { group: 'kpi', parent_id: chains.a.kpi };
    case 'nonKpiTask':
      return { group: 'non_kpi' };
    case 'inboxTask':
      return { group: 'inbox' };
    case 'factor':
      return { parent_id: chains.a.task };
    case 'hypothesis':
      return { parent_id: chains.a.factor };
    case 'measure':
    case 'work':
      return { parent_id: chains.a.hypothesis };
  }
}

function move(payload: Record<string, unknown>, token?: string) {
  return post(ctx, 'move_node', payload, token);
}

async function expectMoved(payload: Record<string, unknown>, moved = true) {
  const response = await move(payload);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ moved });
}

const groups: Group[] = ['kpi', 'task', 'nonKpiTask', 'inboxTask', 'factor', 'hypothesis', 'measure', 'work'];

describe('move_node: reordering siblings', () => {
  it.each(groups)('reorders %s siblings and renumbers them from 1', async (group) => {
    const chains = await twoChains();
    const kind = kindOf[group];
    // Siblings with gaps in their numbering (KPIs follow the chains' own KPIs, 1 and 2).
    const base = group === 'kpi' ? 10 : 2;
    const x = await insertIn(chains, group, 'a', base, '一');
    const y = await insertIn(chains, group, 'a', base + 2, '二');
    const z = await insertIn(chains, group, 'a', base + 4, '三');
    // The chains' own nodes that share the group, at its start.
    const own: Partial<Record<Group, number[]>> = {
      kpi: [chains.a.kpi, chains.b.kpi],
      task: [chains.a.task],
      factor: [chains.a.factor],
      hypothesis: [chains.a.hypothesis],
    };
    const before = own[group] ?? [];
    const target = sameGroupTarget(chains, group);

    await expectMoved({ kind, id: z, ...target, index: before.length + 1 });
    expect(await indexNums(ctx, kind, [...before, z, x, y])).toEqual([1, 2, 3, 4, 5].slice(0, before.length + 3));

    await expectMoved({ kind, id: x, ...target, index: before.length + 3 });
    expect(await indexNums(ctx, kind, [...before, z, y, x])).toEqual([1, 2, 3, 4, 5].slice(0, before.length + 3));
  });

  it('shows the new order in change_view and leaves the other group of a hypothesis alone', async () => {
    const chains = await twoChains();
    const m1 = await insertIn(chains, 'measure', 'a', 1, '施策1');
    const m2 = await insertIn(chains, 'measure', 'a', 2, '施策2');
    const w1 = await insertIn(chains, 'work', 'a', 5, '作業1');
    await expectMoved({ kind: 'measure', id: m2, parent_id: chains.a.hypothesis, index: 1 });
    const view = await changeView(ctx, chains.projectId);
    const hypothesis = view.kpi_array[0]?.problem[0]?.factor[0]?.hypothesis[0];
    expect(hypothesis?.measure.map((m) => [m.id, m.index_num])).toEqual([
      [m2, 1],
      [m1, 2],
    ]);
    expect(hypothesis?.work.map((w) => [w.id, w.index_num])).toEqual([[w1, 5]]);
  });
});

describe('move_node: to another parent', () => {
  it.each<Group>(['factor', 'hypothesis', 'measure', 'work'])(
    'moves a %s under another parent at the index, renumbering both groups from 1',
    async (group) => {
      const chains = await twoChains();
      const kind = kindOf[group];
      const a1 = await insertIn(chains, group, 'a', 3, 'A1');
      const a2 = await insertIn(chains, group, 'a', 5, 'A2');
      const a3 = await insertIn(chains, group, 'a', 7, 'A3');
      const b1 = await insertIn(chains, group, 'b', 4, 'B1');
      const b2 = await insertIn(chains, group, 'b', 8, 'B2');
      const parent = {
        factor: chains.b.task,
        hypothesis: chains.b.factor,
        measure: chains.b.hypothesis,
        work: chains.b.hypothesis,
      };
      // The chains' own factor and hypothesis sit at index 1 of their group.
      const own: Partial<Record<Group, [number, number]>> = {
        factor: [chains.a.factor, chains.b.factor],
        hypothesis: [chains.a.hypothesis, chains.b.hypothesis],
      };
      const [ownA, ownB] = own[group] ?? [];
      const bBefore = ownB === undefined ? [b1] : [ownB, b1];

      await expectMoved({ kind, id: a2, parent_id: parent[group as keyof typeof parent], index: bBefore.length + 1 });
      const aGroup = ownA === undefined ? [a1, a3] : [ownA, a1, a3];
      expect(await indexNums(ctx, kind, aGroup)).toEqual(aGroup.map((_, i) => i + 1));
      const bGroup = [...bBefore, a2, b2];
      expect(await indexNums(ctx, kind, bGroup)).toEqual(bGroup.map((_, i) => i + 1));

      const { rows } = await sql<{ parent: number }>`select ${sql.ref(nodeTables[kind].parent as string)} as parent
        from ${sql.table(nodeTables[kind].table)} where id = ${a2}`.execute(ctx.t.db);
      expect(Number(rows[0]?.parent)).toBe(parent[group as keyof typeof parent]);
    },
  );

  it('moves a task from KPI A to KPI B at the index: it becomes 着手中 and both groups are renumbered', async () => {
    const chains = await twoChains();
    const a2 = await insertIn(chains, 'task', 'a', 4, 'A2');
    const b2 = await insertIn(chains, 'task', 'b', 6, 'B2');
    await ctx.t.db.updateTable('tasks').set({ status: 7 }).where('id', '=', chains.a.task).execute();
    await expectMoved({ kind: 'task', id: chains.a.task, group: 'kpi', parent_id: chains.b.kpi, index: 2 });
    expect(await taskRow(ctx, chains.a.task)).toMatchObject({
      project_kpi_id: chains.b.kpi,
      is_non_kpi: 0,
      status: 3,
      index_num: 2,
    });
    expect(await indexNums(ctx, 'task', [a2])).toEqual([1]);
    expect(await indexNums(ctx, 'task', [chains.b.task, chains.a.task, b2])).toEqual([1, 2, 3]);
    // Its subtree moves with it.
    const view = await changeView(ctx, chains.projectId);
    expect(view.kpi_array[1]?.problem.map((t) => t.id)).toEqual([chains.b.task, chains.a.task, b2]);
    expect(view.kpi_array[1]?.problem[1]?.factor.map((f) => f.id)).toEqual([chains.a.factor]);
  });

  it('moves a task from a KPI to the end of another KPI when given the index after the last', async () => {
    const chains = await twoChains();
    await expectMoved({ kind: 'task', id: chains.a.task, parent_id: chains.b.kpi, index: 50 });
    expect(await taskRow(ctx, chains.a.task)).toMatchObject({ project_kpi_id: chains.b.kpi, index_num: 2, status: 3 });
  });
});

describe('move_node: the inbox and the non-KPI group', () => {
  it('turns an inbox task dropped on a KPI with tasks (no index) into its last task, 着手中', async () => {
    const chains = await twoChains();
    const i1 = await insertIn(chains, 'inboxTask', 'a', 1, '未整理1');
    const i2 = await insertIn(chains, 'inboxTask', 'a', 2, '未整理2');
    const i3 = await insertIn(chains, 'inboxTask', 'a', 3, '未整理3');
    await expectMoved({ kind: 'task', id: i2, group: 'kpi', parent_id: chains.a.kpi });
    expect(await taskRow(ctx, i2)).toMatchObject({
      project_kpi_id: chains.a.kpi,
      is_non_kpi: 0,
      status: 3,
      index_num: 2,
    });
    expect(await indexNums(ctx, 'task', [i1, i3])).toEqual([1, 2]);
    const inbox = await get(ctx, '/get_unorganized_task', { project_id: chains.projectId });
    expect(inbox.json<{ unorganized_task: TaskNode[] }>().unorganized_task.map((t) => t.id)).toEqual([i1, i3]);
    const view = await changeView(ctx, chains.projectId);
    expect(view.kpi_array[0]?.problem.map((t) => [t.id, t.status])).toEqual([
      [chains.a.task, 3],
      [i2, 3],
    ]);
  });

  it('puts an inbox task at the index under a KPI', async () => {
    const chains = await twoChains();
    const i1 = await insertIn(chains, 'inboxTask', 'a', 1, '未整理1');
    await expectMoved({ kind: 'task', id: i1, group: 'kpi', parent_id: chains.a.kpi, index: 1 });
    expect(await indexNums(ctx, 'task', [i1, chains.a.task])).toEqual([1, 2]);
    expect((await taskRow(ctx, i1)).status).toBe(3);
  });

  it("makes an inbox task a non-KPI task (group 'non_kpi'), 着手中, even when the group has tasks", async () => {
    const chains = await twoChains();
    const n1 = await insertIn(chains, 'nonKpiTask', 'a', 1, '非KPI1');
    const i1 = await insertIn(chains, 'inboxTask', 'a', 1, '未整理1');
    await expectMoved({ kind: 'task', id: i1, group: 'non_kpi' });
    expect(await taskRow(ctx, i1)).toMatchObject({ project_kpi_id: null, is_non_kpi: 1, status: 3, index_num: 2 });
    const view = await changeView(ctx, chains.projectId);
    expect(view.non_kpi_task.map((t) => [t.id, t.is_non_kpi, t.status])).toEqual([
      [n1, 1, 1],
      [i1, 1, 3],
    ]);
  });

  it("moves a KPI task and a non-KPI task to the inbox (group 'inbox'), keeping their status", async () => {
    const chains = await twoChains();
    const i1 = await insertIn(chains, 'inboxTask', 'a', 1, '未整理1');
    const n1 = await insertIn(chains, 'nonKpiTask', 'a', 1, '非KPI1');
    const a2 = await insertIn(chains, 'task', 'a', 2, 'A2');
    await ctx.t.db.updateTable('tasks').set({ status: 6 }).where('id', '=', chains.a.task).execute();
    await expectMoved({ kind: 'task', id: chains.a.task, group: 'inbox', index: 1 });
    expect(await taskRow(ctx, chains.a.task)).toMatchObject({ project_kpi_id: null, is_non_kpi: 0, status: 6 });
    expect(await indexNums(ctx, 'task', [chains.a.task, i1])).toEqual([1, 2]);
    expect(await indexNums(ctx, 'task', [a2])).toEqual([1]);

    await expectMoved({ kind: 'task', id: n1, group: 'inbox', index: 3 });
    expect(await taskRow(ctx, n1)).toMatchObject({ project_kpi_id: null, is_non_kpi: 0, status: 1, index_num: 3 });
    const inbox = await get(ctx, '/get_unorganized_task', { project_id: chains.projectId });
    expect(inbox.json<{ unorganized_task: TaskNode[] }>().unorganized_task.map((t) => t.id)).toEqual([
      chains.a.task,
      i1,
      n1,
    ]);
  });

  it('makes a KPI task a non-KPI task 着手中 at the index', async () => {
    const chains = await twoChains();
    await ctx.t.db.updateTable('tasks').set({ status: 1 }).where('id', '=', chains.a.task).execute();
    await expectMoved({ kind: 'task', id: chains.a.task, group: 'non_kpi', index: 1 });
    expect(await taskRow(ctx, chains.a.task)).toMatchObject({ project_kpi_id: null, is_non_kpi: 1, status: 3 });
  });
});

describe('move_node: dropping onto a parent (no index)', () => {
  it('puts a node into a parent that has no children', async () => {
    const chains = await twoChains();
    const emptyTask = await insertIn(chains, 'task', 'b', 2, '空の課題');
    await expectMoved({ kind: 'factor', id: chains.a.factor, parent_id: emptyTask });
    expect(await indexNums(ctx, 'factor', [chains.a.factor])).toEqual([1]);
    const view = await changeView(ctx, chains.projectId);
    expect(view.kpi_array[1]?.problem[1]?.factor.map((f) => f.id)).toEqual([chains.a.factor]);
    expect(view.kpi_array[0]?.problem[0]?.factor).toEqual([]);
  });

  it('counts a parent whose only children are deleted as empty', async () => {
    const chains = await twoChains();
    await post(ctx, 'delete_factor', { id: chains.b.factor });
    await expectMoved({ kind: 'factor', id: chains.a.factor, parent_id: chains.b.task });
    expect((await changeView(ctx, chains.projectId)).kpi_array[1]?.problem[0]?.factor.map((f) => f.id)).toEqual([
      chains.a.factor,
    ]);
  });

  it('puts a KPI task onto an empty KPI, 着手中', async () => {
    const chains = await twoChains();
    const emptyKpi = await insertIn(chains, 'kpi', 'a', 3, '空のKPI');
    await ctx.t.db.updateTable('tasks').set({ status: 1 }).where('id', '=', chains.a.task).execute();
    await expectMoved({ kind: 'task', id: chains.a.task, parent_id: emptyKpi });
    expect(await taskRow(ctx, chains.a.task)).toMatchObject({ project_kpi_id: emptyKpi, status: 3, index_num: 1 });
  });

  it.each<[string, (c: Chains) => Record<string, unknown>]>([
    ['a factor onto a task with factors', (c) => ({ kind: 'factor', id: c.a.factor, parent_id: c.b.task })],
    [
      'a hypothesis onto a factor with hypotheses',
      (c) => ({ kind: 'hypothesis', id: c.a.hypothesis, parent_id: c.b.factor }),
    ],
    ['a KPI task onto a KPI with tasks', (c) => ({ kind: 'task', id: c.a.task, group: 'kpi', parent_id: c.b.kpi })],
  ])('refuses %s with 409, changing nothing', async (_label, body) => {
    const chains = await twoChains();
    const before = await snapshot(ctx.t.db, treeTables);
    expectError(await move(body(chains)), 409, 'conflict', managementMessages.parentHasChildren);
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });

  it('refuses a measure dropped onto a hypothesis with measures (409)', async () => {
    const chains = await twoChains();
    const m1 = await insertIn(chains, 'measure', 'a', 1, '施策A');
    await insertIn(chains, 'measure', 'b', 1, '施策B');
    const before = await snapshot(ctx.t.db, treeTables);
    expectError(await move({ kind: 'measure', id: m1, parent_id: chains.b.hypothesis }), 409, 'conflict');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });
});

describe('move_node: drops that change nothing', () => {
  it.each<[string, (c: Chains, extra: { f2: number; m1: number }) => Record<string, unknown>]>([
    ['a factor dropped on its own task', (c) => ({ kind: 'factor', id: c.a.factor, parent_id: c.a.task })],
    ['a KPI dropped without a position', (c) => ({ kind: 'kpi', id: c.a.kpi })],
    ['a KPI dropped at its own position', (c) => ({ kind: 'kpi', id: c.b.kpi, index: 2 })],
    ['a factor dropped at its own position', (c, e) => ({ kind: 'factor', id: e.f2, parent_id: c.a.task, index: 2 })],
    ['the last factor dropped beyond the end', (c, e) => ({ kind: 'factor', id: e.f2, parent_id: c.a.task, index: 9 })],
    ['a task dropped on its own KPI', (c) => ({ kind: 'task', id: c.a.task, group: 'kpi', parent_id: c.a.kpi })],
    ['a measure dropped on its own hypothesis', (c, e) => ({ kind: 'measure', id: e.m1, parent_id: c.a.hypothesis })],
  ])('answers {moved:false} for %s and changes nothing', async (_label, body) => {
    const chains = await twoChains();
    const f2 = await insertIn(chains, 'factor', 'a', 2, '要因2');
    const m1 = await insertIn(chains, 'measure', 'a', 1, '施策1');
    const before = await snapshot(ctx.t.db, treeTables);
    await expectMoved(body(chains, { f2, m1 }), false);
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });
});

/** A node of `kind` whose id is not the id of any row of `absentKind` (so it can only be read as the wrong kind). */
async function idNotIn(absentKind: NodeKind, make: () => Promise<number>): Promise<number> {
  const { rows } = await sql<{ m: number | null }>`
    select max(id) as m from ${sql.table(nodeTables[absentKind].table)}`.execute(ctx.t.db);
  const max = Number(rows[0]?.m ?? 0);
  let id = await make();
  while (id <= max) id = await make();
  return id;
}

describe('move_node: refused moves', () => {
  it('refuses a parent of another project with 400 naming parent_id, changing nothing', async () => {
    const chains = await twoChains();
    const other = await twoChains();
    const before = await snapshot(ctx.t.db, treeTables);
    for (const body of [
      { kind: 'factor', id: chains.a.factor, parent_id: other.a.task, index: 1 },
      { kind: 'task', id: chains.a.task, group: 'kpi', parent_id: other.a.kpi, index: 1 },
      { kind: 'hypothesis', id: chains.a.hypothesis, parent_id: other.b.factor },
    ]) {
      const response = await move(body);
      expectBadInput(response, 'parent_id');
      expect(response.json<{ error: { message: string } }>().error.message).toBe(managementMessages.otherProject);
    }
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a factor', { kind: 'factor' }],
    ['a hypothesis', { kind: 'hypothesis' }],
    ['a measure', { kind: 'measure' }],
    ['a work', { kind: 'work' }],
    ['a task (group kpi by default)', { kind: 'task' }],
    ['a task with group kpi', { kind: 'task', group: 'kpi', index: 1 }],
    ['a factor with parent_id null', { kind: 'factor', parent_id: null, index: 1 }],
  ])('refuses %s without parent_id with 400 naming parent_id', async (_label, body) => {
    const chains = await twoChains();
    const before = await snapshot(ctx.t.db, treeTables);
    expectBadInput(await move({ id: chains.a.factor, ...body }), 'parent_id');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });

  it('only knows the real parent/child pairs: a parent_id read as the parent kind must exist as one', async () => {
    const chains = await twoChains();
    const p = { project_id: chains.projectId };
    // A hypothesis id that no task has: as the parent of a factor it names no task.
    const hypothesisId = await idNotIn('task', () =>
      insertNode.hypothesis(ctx.t.db, { ...p, factor_id: chains.b.factor, hypothesis: '仮説', index_num: 9 }),
    );
    // A measure id that no hypothesis has, and a factor id that no KPI has.
    const measureId = await idNotIn('hypothesis', () =>
      insertNode.measure(ctx.t.db, { ...p, hypothesis_id: chains.b.hypothesis, measure: '施策', index_num: 9 }),
    );
    const factorId = await idNotIn('kpi', () =>
      insertNode.factor(ctx.t.db, { ...p, task_id: chains.b.task, factor: '要因', index_num: 9 }),
    );
    const work = await insertIn(chains, 'work', 'a', 1, '作業');
    const before = await snapshot(ctx.t.db, treeTables);
    expectMissingParent(
      await move({ kind: 'factor', id: chains.a.factor, parent_id: hypothesisId, index: 1 }),
      'parent_id',
    );
    expectMissingParent(await move({ kind: 'work', id: work, parent_id: measureId, index: 1 }), 'parent_id');
    expectMissingParent(await move({ kind: 'task', id: chains.a.task, parent_id: factorId, index: 1 }), 'parent_id');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });

  it('answers a deleted parent with 404 naming parent_id, and a deleted or unknown node with 404', async () => {
    const chains = await twoChains();
    await post(ctx, 'delete_task', { id: chains.b.task });
    const before = await snapshot(ctx.t.db, treeTables);
    expectMissingParent(
      await move({ kind: 'factor', id: chains.a.factor, parent_id: chains.b.task, index: 1 }),
      'parent_id',
    );
    expectError(
      await move({ kind: 'factor', id: chains.b.factor, parent_id: chains.a.task, index: 1 }),
      404,
      'not_found',
    );
    expectError(await move({ kind: 'kpi', id: 999_999, index: 1 }), 404, 'not_found');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown kind', { kind: 'kgi', id: 1, index: 1 }, 'kind'],
    ['an unknown group', { kind: 'task', id: 1, group: 'trash', index: 1 }, 'group'],
    ['index 0', { kind: 'kpi', id: 1, index: 0 }, 'index'],
    ['a missing id', { kind: 'kpi', index: 1 }, 'id'],
  ])('refuses %s with 400 naming the field', async (_label, body, field) => {
    expectBadInput(await move(body), field);
  });
});

describe('POST managements/create_kpi_from_task', () => {
  it('makes a new last KPI with an empty title, 着手中, holding the task at index 1, 着手中; the inbox loses it', async () => {
    const chains = await twoChains();
    const kgi = await post(ctx, 'create_kgi', { projectId: chains.projectId, kgi: 'KGI' });
    const i1 = await insertIn(chains, 'inboxTask', 'a', 1, '未整理1');
    const i2 = await insertIn(chains, 'inboxTask', 'a', 2, '未整理2');
    const i3 = await insertIn(chains, 'inboxTask', 'a', 3, '未整理3');
    const response = await post(ctx, 'create_kpi_from_task', { task_id: i2 });
    expect(response.statusCode, response.body).toBe(200);
    const { kpi_id } = response.json<{ kpi_id: number; task_id: number }>();
    expect(response.json()).toEqual({ kpi_id, task_id: i2 });

    const view = await changeView(ctx, chains.projectId);
    expect(view.kpi_array.map((k) => k.id)).toEqual([chains.a.kpi, chains.b.kpi, kpi_id]);
    expect(view.kpi_array[2]).toEqual({
      id: kpi_id,
      title: '',
      current: { text: '' },
      detail: { text: '' },
      status: 3,
      deadLine: null,
      index_num: 3,
      problem: [
        {
          id: i2,
          title: '未整理2',
          deadLine: null,
          status: 3,
          link: null,
          is_non_kpi: 0,
          project_kpi_id: kpi_id,
          index_num: 1,
          factor: [],
        },
      ],
    });
    const inbox = await get(ctx, '/get_unorganized_task', { project_id: chains.projectId });
    expect(inbox.json<{ unorganized_task: TaskNode[] }>().unorganized_task.map((t) => [t.id, t.index_num])).toEqual([
      [i1, 1],
      [i3, 2],
    ]);
    const row = await ctx.t.db.selectFrom('kpis').select('kgi_id').where('id', '=', kpi_id).executeTakeFirstOrThrow();
    expect(row.kgi_id).toBe(kgi.json<{ kgi_id: number }>().kgi_id);
  });

  it('creates nothing when it fails: a deleted or unknown task is 404', async () => {
    const chains = await twoChains();
    const i1 = await insertIn(chains, 'inboxTask', 'a', 1, '未整理1');
    await post(ctx, 'delete_task', { id: i1 });
    const before = await snapshot(ctx.t.db, treeTables);
    expectError(await post(ctx, 'create_kpi_from_task', { task_id: i1 }), 404, 'not_found');
    expectError(await post(ctx, 'create_kpi_from_task', { task_id: 999_999 }), 404, 'not_found');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
    expect((await changeView(ctx, chains.projectId)).kpi_array).toHaveLength(2);
  });

  it('refuses a missing task_id with 400 naming task_id', async () => {
    expectBadInput(await post(ctx, 'create_kpi_from_task', {}), 'task_id');
  });

  it('works on a project without KPIs', async () => {
    const projectId = await newProject(ctx);
    const task = await create(ctx, 'task', { project_id: projectId, task: '未整理' });
    const response = await post(ctx, 'create_kpi_from_task', { task_id: task });
    expect(response.statusCode).toBe(200);
    const view = await changeView(ctx, projectId);
    expect(view.kpi_array.map((k) => [k.title, k.index_num, k.problem.map((t) => t.id)])).toEqual([['', 1, [task]]]);
  });
});
