import { BLANK_POINT_INDEX, type MasterItem, type NodeKind } from '@kaizen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DbHandle } from '../src/db/kysely.js';
import { nodeTables } from '../src/db/node-tables.js';
import { insertProject } from '../src/db/seeds/records.js';
import { call } from './api-helpers.js';
import { seedWorld, signInAll, type RoleName, type World } from './factories.js';
import { reportFixture } from './measure-report-fixture.js';
import { insertSale } from './sales-fixture.js';
import { sharedDatabase, type SharedDatabase } from './shared-database.js';
import { insertNode, makeTree } from './tree-factory.js';

/**
 * Issue 17, concurrency: a busy office writes to one project at once. On PostgreSQL (TEST_DATABASE_URL)
 * two apps share the database, as two server processes would, and every burst is spread over both:
 * no answer may be a 5xx, siblings keep index_num 1..n with no gap or twin, and no write is lost.
 * On SQLite (one process by design, ARCHITECTURE.md) the same bursts run against one app.
 */

let shared: SharedDatabase;
let apps: App[];
let db: DbHandle['db'];
let world: World;
let tokens: Record<RoleName, string>;

beforeAll(async () => {
  shared = await sharedDatabase();
  const first = await shared.app({});
  apps = shared.engine === 'postgres' ? [first, await shared.app({})] : [first];
  db = shared.open().db;
  world = await seedWorld(db);
  tokens = await signInAll(first, world);
}, 60_000);
afterAll(() => shared.close());

type Response = Awaited<ReturnType<typeof call>>;

/** n calls at once, alternating between the apps. */
function burst(n: number, request: (i: number, app: App) => Promise<Response>): Promise<Response[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => request(i, apps[i % apps.length] as App)));
}

function post(app: App, path: string, payload: unknown, token = tokens.member) {
  return call(app, 'POST', `/api/v1/${path}`, { token, payload });
}

/** Every answer 200; on failure the message shows which were not, with their bodies. */
function expectAllOk(responses: Response[]) {
  const failed = responses.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`);
  expect(failed).toEqual([]);
}

function idsOf(responses: Response[]): number[] {
  return responses.map((r) => r.json<{ id: number }>().id);
}

/** The live children of one parent (KPIs: of the project), each with its index_num, in display order. */
async function siblings(kind: NodeKind, parent: { column: string; id: number }) {
  const { rows } = await sql<{ id: number; index_num: number }>`
    select id, index_num from ${sql.table(nodeTables[kind].table)}
    where ${sql.ref(parent.column)} = ${parent.id} and is_deleted = 0 order by index_num, id`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), index_num: Number(row.index_num) }));
}

/** index_num runs 1..n among the siblings: none missing, none twice. */
function expectNumberedFromOne(rows: { index_num: number }[]) {
  expect(rows.map((row) => row.index_num)).toEqual(rows.map((_, i) => i + 1));
}

let sequence = 0;
function newProject(): Promise<number> {
  sequence += 1;
  return insertProject(db, world.clientCompanyId, `同時編集${sequence}`);
}

describe('parallel sibling creates in one parent', () => {
  const N = 40;

  it('create_hypothesis: 80 into one factor at different positions, all numbered 1..n', async () => {
    const projectId = await newProject();
    const tree = await makeTree(db, projectId, '仮説');
    const responses = await burst(80, (i, app) =>
      post(app, 'managements/create_hypothesis', {
        factor_id: tree.factor,
        hypothesis: `仮説${i}`,
        index_num: (i % 7) + 1,
      }),
    );
    expectAllOk(responses);
    const rows = await siblings('hypothesis', { column: 'factor_id', id: tree.factor });
    expect(rows).toHaveLength(81);
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([tree.hypothesis, ...idsOf(responses)]));
    expectNumberedFromOne(rows);
  });

  it('create_kpi: into one project at different positions', async () => {
    const projectId = await newProject();
    await makeTree(db, projectId, 'KPI');
    const responses = await burst(N, (i, app) =>
      post(app, 'managements/create_kpi', { project_id: projectId, kpi: `KPI${i}`, index_num: (i % 5) + 1 }),
    );
    expectAllOk(responses);
    const rows = await siblings('kpi', { column: 'project_id', id: projectId });
    expect(rows).toHaveLength(N + 1);
    expectNumberedFromOne(rows);
  });

  it('create_task: under one KPI at different positions', async () => {
    const projectId = await newProject();
    const tree = await makeTree(db, projectId, '課題');
    const responses = await burst(N, (i, app) =>
      post(app, 'managements/create_task', {
        project_id: projectId,
        project_kpi_id: tree.kpi,
        task: `課題${i}`,
        index_num: (i % 5) + 1,
      }),
    );
    expectAllOk(responses);
    const rows = await siblings('task', { column: 'project_kpi_id', id: tree.kpi });
    expect(rows).toHaveLength(N + 1);
    expectNumberedFromOne(rows);
  });

  it('create_measure: under one hypothesis at different positions', async () => {
    const projectId = await newProject();
    const tree = await makeTree(db, projectId, '施策');
    const responses = await burst(N, (i, app) =>
      post(app, 'managements/create_measure', {
        hypothesis_id: tree.hypothesis,
        measure: `施策${i}`,
        index_num: (i % 5) + 1,
      }),
    );
    expectAllOk(responses);
    const rows = await siblings('measure', { column: 'hypothesis_id', id: tree.hypothesis });
    expect(rows).toHaveLength(N + 2); // makeTree's shown and hidden measures
    expectNumberedFromOne(rows);
  });
});

describe('parallel moves in one parent and across parents', () => {
  it('reorders KPIs at once: every KPI still there, numbered 1..n', async () => {
    const projectId = await newProject();
    const kpis: number[] = [];
    for (let i = 1; i <= 10; i += 1) {
      kpis.push(await insertNode.kpi(db, { project_id: projectId, kpi: `KPI${i}`, status: 3, index_num: i }));
    }
    const responses = await burst(40, (i, app) =>
      post(app, 'managements/move_node', { kind: 'kpi', id: kpis[i % 10], index: ((i * 7) % 10) + 1 }),
    );
    expectAllOk(responses);
    const rows = await siblings('kpi', { column: 'project_id', id: projectId });
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(kpis);
    expectNumberedFromOne(rows);
  });

  it('moves measures back and forth between two hypotheses: each side numbered 1..n, none lost', async () => {
    const projectId = await newProject();
    const tree = await makeTree(db, projectId, '移動');
    const other = await insertNode.hypothesis(db, {
      project_id: projectId,
      factor_id: tree.factor,
      hypothesis: '移動先',
      index_num: 2,
    });
    const measures = [tree.measure, tree.hiddenMeasure];
    for (let i = 1; i <= 10; i += 1) {
      const parent = i % 2 === 0 ? tree.hypothesis : other;
      const index = (await siblings('measure', { column: 'hypothesis_id', id: parent })).length + 1;
      measures.push(
        await insertNode.measure(db, {
          project_id: projectId,
          hypothesis_id: parent,
          measure: `施策${i}`,
          index_num: index,
        }),
      );
    }
    const responses = await burst(48, (i, app) =>
      post(app, 'managements/move_node', {
        kind: 'measure',
        id: measures[i % measures.length],
        // Each measure is asked to go to one side and to the other at the same moment.
        parent_id: Math.floor(i / measures.length) % 2 === 0 ? tree.hypothesis : other,
        index: (i % 4) + 1,
      }),
    );
    expectAllOk(responses);
    const left = await siblings('measure', { column: 'hypothesis_id', id: tree.hypothesis });
    const right = await siblings('measure', { column: 'hypothesis_id', id: other });
    expectNumberedFromOne(left);
    expectNumberedFromOne(right);
    expect([...left, ...right].map((row) => row.id).sort((a, b) => a - b)).toEqual([...measures].sort((a, b) => a - b));
  });
});

describe('parallel master adds', () => {
  async function masterItems(kind: string): Promise<MasterItem[]> {
    const response = await call(apps[0] as App, 'GET', '/api/v1/setting/pb_index', { token: tokens.member });
    expect(response.statusCode).toBe(200);
    return response.json<Record<string, MasterItem[]>>()[kind] ?? [];
  }

  it('add_master: sixteen categories at once each get a new id and a place at the end', async () => {
    const before = await masterItems('category');
    const names = Array.from({ length: 16 }, (_, i) => `同時分類${i}`);
    const responses = await burst(names.length, (i, app) =>
      post(app, 'setting/add_master', { kind: 'category', name: names[i] }, tokens.admin),
    );
    expectAllOk(responses);
    const after = await masterItems('category');
    expect(after.slice(0, before.length)).toEqual(before);
    const added = after.slice(before.length);
    expect(added.map((item) => item.name).sort()).toEqual([...names].sort());
    expect(new Set(added.map((item) => item.id)).size).toBe(names.length);
    expect(new Set(after.map((item) => item.index_num)).size).toBe(after.length);
  });

  it('add_improvement: sixteen indicators at once from staff members, none lost', async () => {
    const before = await masterItems('improvement');
    const names = Array.from({ length: 16 }, (_, i) => `同時指標${i}`);
    const responses = await burst(names.length, (i, app) =>
      post(app, 'setting/add_improvement', { name: names[i] }, i % 2 === 0 ? tokens.member : tokens.manager),
    );
    expectAllOk(responses);
    const after = await masterItems('improvement');
    expect(after.slice(0, before.length)).toEqual(before);
    expect(
      after
        .slice(before.length)
        .map((item) => item.name)
        .sort(),
    ).toEqual([...names].sort());
    expect(new Set(after.map((item) => item.id)).size).toBe(after.length);
    expect(new Set(after.map((item) => item.index_num)).size).toBe(after.length);
  });
});

describe('parallel pattern adoption and pattern table edits', () => {
  async function patterns(measureId: number) {
    return db
      .selectFrom('report_patterns')
      .select(['id', 'pattern', 'is_adopt'])
      .where('measure_id', '=', measureId)
      .orderBy('pattern')
      .execute();
  }

  it('update_adopt on different patterns at once leaves exactly one adopted', async () => {
    const projectId = await newProject();
    const fixture = await reportFixture(db, projectId, '採用');
    expectAllOk(await burst(4, (_, app) => post(app, 'report_verification/plusTd', { measure_id: fixture.measure })));
    const ids = (await patterns(fixture.measure)).map((p) => Number(p.id));
    expect(ids).toHaveLength(6);
    const responses = await burst(36, (i, app) =>
      post(app, 'measure_reports/update_adopt', { id: ids[i % ids.length], is_adopt: 1 }),
    );
    expectAllOk(responses);
    expect((await patterns(fixture.measure)).filter((p) => p.is_adopt === 1)).toHaveLength(1);
  });

  it('plusTh at once: every header row kept, index_num distinct', async () => {
    const projectId = await newProject();
    const fixture = await reportFixture(db, projectId, '項目');
    const responses = await burst(12, (i, app) =>
      post(app, 'report_verification/plusTh', { measure_id: fixture.measure, title: `項目${i}` }),
    );
    expectAllOk(responses);
    const headers = await db
      .selectFrom('report_headers')
      .select(['title', 'index_num'])
      .where('measure_id', '=', fixture.measure)
      .orderBy('index_num')
      .execute();
    expect(headers).toHaveLength(13);
    expect(headers.map((h) => Number(h.index_num))).toEqual(headers.map((_, i) => i + 1));
  });

  it('plusTd at once: patterns numbered 1..n, pattern_num agreeing', async () => {
    const projectId = await newProject();
    const fixture = await reportFixture(db, projectId, '列');
    expectAllOk(await burst(6, (_, app) => post(app, 'report_verification/plusTd', { measure_id: fixture.measure })));
    expect((await patterns(fixture.measure)).map((p) => p.pattern)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const report = await db
      .selectFrom('measure_reports')
      .select('pattern_num')
      .where('measure_id', '=', fixture.measure)
      .executeTakeFirstOrThrow();
    expect(report.pattern_num).toBe(8);
  });
});

describe('parallel monthly report saves', () => {
  async function newReport(projectId: number, title: string): Promise<number> {
    const response = await post(apps[0] as App, 'monthly_reports/create', {
      project_id: projectId,
      title,
      is_regular: 0,
      body: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ monthly_report: { id: number } }>().monthly_report.id;
  }

  function reportRow(id: number) {
    return db
      .selectFrom('monthly_reports')
      .select(['title', 'body', 'period_start', 'period_end'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  it('saves of different reports of one project at once all land', async () => {
    const projectId = await newProject();
    const reports: number[] = [];
    for (let i = 0; i < 12; i += 1) reports.push(await newReport(projectId, `報告${i}`));
    const responses = await burst(reports.length, (i, app) =>
      post(app, 'monthly_reports/save', { id: reports[i], title: `更新${i}`, body: `本文${i}` }),
    );
    expectAllOk(responses);
    for (const [i, id] of reports.entries()) {
      expect(await reportRow(id)).toMatchObject({ title: `更新${i}`, body: `本文${i}` });
    }
  });

  it('saves of one report, some of the title and some of the body, keep both fields', async () => {
    const projectId = await newProject();
    const id = await newReport(projectId, '同じ報告');
    const responses = await burst(20, (i, app) =>
      post(app, 'monthly_reports/save', i % 2 === 0 ? { id, title: `題${i}` } : { id, body: `本文${i}` }),
    );
    expectAllOk(responses);
    const row = await reportRow(id);
    expect(row.title).toMatch(/^題\d+$/);
    expect(row.body).toMatch(/^本文\d+$/);
  });

  it('a period start and a period end saved at once never leave the end before the start', async () => {
    const projectId = await newProject();
    for (let round = 0; round < 4; round += 1) {
      const id = await newReport(projectId, `期間${round}`);
      const responses = await burst(8, (i, app) =>
        post(
          app,
          'monthly_reports/save',
          i % 2 === 0 ? { id, period_start: '2024-05-01' } : { id, period_end: '2024-04-30' },
        ),
      );
      expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
      expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
      const row = await reportRow(id);
      if (row.period_start && row.period_end) expect(row.period_start <= row.period_end).toBe(true);
    }
  });
});

describe('parallel writes to an analysis section (project or sales customer)', () => {
  type OwnerField = { project_id: number } | { sale_id: number };
  const owners: [string, () => Promise<OwnerField>][] = [
    ['a project', async () => ({ project_id: await newProject() })],
    ['a sales customer', async () => ({ sale_id: await insertSale(db) })],
  ];

  function where(owner: OwnerField) {
    return 'project_id' in owner
      ? ({ column: 'project_id', id: owner.project_id } as const)
      : ({ column: 'sale_id', id: owner.sale_id } as const);
  }

  it.each(owners)('comparison of %s: removing its last two rows at once leaves one (one 409)', async (_label, make) => {
    for (let round = 0; round < 4; round += 1) {
      const owner = await make();
      for (let i = 0; i < 2; i += 1) {
        expect((await post(apps[0] as App, 'conflicts/plusTd', owner)).statusCode).toBe(200);
      }
      const { column, id } = where(owner);
      const rows = await db.selectFrom('conflict_companies').select('id').where(column, '=', id).execute();
      expect(rows).toHaveLength(2);
      const responses = await burst(2, (i, app) => post(app, 'conflicts/minusTd', { id: Number(rows[i]?.id) }));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const left = await db.selectFrom('conflict_companies').select('id').where(column, '=', id).execute();
      expect(left).toHaveLength(1);
    }
  });

  it.each(owners)(
    'customer analysis of %s: filling two blank rows at once leaves a blank row last',
    async (_l, make) => {
      for (let round = 0; round < 4; round += 1) {
        const owner = await make();
        const blanks: number[] = [];
        for (let i = 0; i < 2; i += 1) {
          const response = await post(apps[0] as App, 'customer_analysis/insert_point_list', owner);
          expect(response.statusCode, response.body).toBe(200);
          blanks.push(response.json<{ point: { id: number } }>().point.id);
        }
        expectAllOk(
          await burst(2, (i, app) =>
            post(app, 'customer_analysis/update_point_list', { id: blanks[i], detail: `気づき${i}` }),
          ),
        );
        const { column, id } = where(owner);
        const points = await db
          .selectFrom('analysis_points')
          .select(['index_num', 'detail'])
          .where(column, '=', id)
          .orderBy('index_num')
          .execute();
        const filled = points.filter((p) => p.detail !== '');
        expect(filled.map((p) => Number(p.index_num))).toEqual([1, 2]);
        expect(points.filter((p) => Number(p.index_num) === BLANK_POINT_INDEX)).toHaveLength(1);
      }
    },
  );
});
