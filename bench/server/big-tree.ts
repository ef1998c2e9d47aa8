import { performance } from 'node:perf_hooks';
import type { NodeKind } from '@kaizen/domain';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/types.js';
import type { DbHandle } from '../../apps/server/src/db/kysely.js';
import { nowIso } from '../../apps/server/src/db/schema-helpers.js';

/** How many children each node gets, level by level. */
export interface TreeShape {
  kpis: number;
  tasksPerKpi: number;
  factorsPerTask: number;
  hypothesesPerFactor: number;
  measuresPerHypothesis: number;
  worksPerHypothesis: number;
}

/** The scale: 20 KPIs × 10 tasks × 5 factors × 4 hypotheses × 4 leaves (2 measures + 2 works). */
export const scaleShape: TreeShape = {
  kpis: 20,
  tasksPerKpi: 10,
  factorsPerTask: 5,
  hypothesesPerFactor: 4,
  measuresPerHypothesis: 2,
  worksPerHypothesis: 2,
};

export interface BigTree {
  counts: Record<NodeKind, number>;
  total: number;
  /** Wall time of the inserts (and, on PostgreSQL, the ANALYZE after them). */
  setupMs: number;
}

/**
 * Bound parameters allowed in one statement: SQLite's SQLITE_MAX_VARIABLE_NUMBER (32,766 by default
 * since 3.32) and PostgreSQL's 65,535 (a 16-bit count in the wire protocol).
 */
const maxParameters: Record<DbHandle['dialect'], number> = { sqlite: 32_766, postgres: 65_535 };

/** Multi-row inserts of as many rows as the parameter limit allows; answers the new ids. */
async function insertInBatches<R extends object>(
  rows: R[],
  parameterLimit: number,
  insert: (batch: R[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const columns = rows[0] ? Object.keys(rows[0]).length : 1;
  const size = Math.max(1, Math.floor(parameterLimit / columns));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += size) {
    for (const row of await insert(rows.slice(start, start + size))) ids.push(Number(row.id));
  }
  return ids;
}

/** perParent rows under each parent, index_num 1…perParent; `n` counts across the whole level. */
function under<R>(parentIds: number[], perParent: number, row: (parentId: number, index: number, n: number) => R): R[] {
  const rows: R[] = [];
  for (const parentId of parentIds) {
    for (let index = 1; index <= perParent; index += 1) rows.push(row(parentId, index, rows.length));
  }
  return rows;
}

const pick = <T>(values: readonly T[], n: number): T => values[n % values.length] as T;

const kpiTitles = ['月間売上', '新規会員登録数', 'リピート率', '問い合わせ件数', '平均客単価'] as const;
const phrases = [
  '商品詳細ページからカートへの遷移率が低い',
  'スマートフォンでの入力フォーム離脱が多い',
  '検索結果の並び順が購入意欲に合っていない',
  'メールマガジンの開封率が下がっている',
  '初回購入後のフォローが届いていない',
] as const;
const dateOf = (n: number) => `2025-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;

/**
 * One live project tree of the given shape, inserted level by level with multi-row inserts in one
 * transaction (children refer to the ids their parents' inserts answered). Titles and fields vary
 * like real data, so change_view's answer has a realistic size.
 */
export async function buildBigTree(
  db: Db,
  dialect: DbHandle['dialect'],
  projectId: number,
  shape: TreeShape = scaleShape,
): Promise<BigTree> {
  const start = performance.now();
  const limit = maxParameters[dialect];
  const at = nowIso();
  const stamps = { created_at: at, updated_at: at };
  const project_id = projectId;

  const counts = await db.transaction().execute(async (trx) => {
    const kpiIds = await insertInBatches(
      under([projectId], shape.kpis, (_p, index, n) => ({
        project_id,
        kgi_id: null,
        kpi: `${pick(kpiTitles, n)}を前年比120%にする（KPI ${n + 1}）`,
        current_figure: `${(n + 1) * 1234}件`,
        kpi_detail: '',
        status: 3,
        dead_line: dateOf(n),
        index_num: index,
        ...stamps,
      })),
      limit,
      (batch) => trx.insertInto('kpis').values(batch).returning('id').execute(),
    );
    const taskIds = await insertInBatches(
      under(kpiIds, shape.tasksPerKpi, (kpiId, index, n) => ({
        project_id,
        project_kpi_id: kpiId,
        is_non_kpi: 0,
        task: `${pick(phrases, n)}（課題 ${n + 1}）`,
        status: (n % 7) + 1,
        dead_line: n % 3 === 0 ? null : dateOf(n),
        link: n % 4 === 0 ? `https://example.com/tasks/${n + 1}` : null,
        index_num: index,
        ...stamps,
      })),
      limit,
      (batch) => trx.insertInto('tasks').values(batch).returning('id').execute(),
    );
    const factorIds = await insertInBatches(
      under(taskIds, shape.factorsPerTask, (taskId, index, n) => ({
        project_id,
        task_id: taskId,
        factor: `要因 ${n + 1}: ${pick(phrases, n + 1)}`,
        index_num: index,
        ...stamps,
      })),
      limit,
      (batch) => trx.insertInto('factors').values(batch).returning('id').execute(),
    );
    const hypothesisIds = await insertInBatches(
      under(factorIds, shape.hypothesesPerFactor, (factorId, index, n) => ({
        project_id,
        factor_id: factorId,
        hypothesis: `仮説 ${n + 1}: ${pick(phrases, n + 2)}ためではないか`,
        category: (n % 6) + 1,
        hypothesis_status: (n % 4) + 1,
        index_num: index,
        ...stamps,
      })),
      limit,
      (batch) => trx.insertInto('hypotheses').values(batch).returning('id').execute(),
    );
    const measureIds = await insertInBatches(
      under(hypothesisIds, shape.measuresPerHypothesis, (hypothesisId, index, n) => ({
        project_id,
        hypothesis_id: hypothesisId,
        measure: `施策 ${n + 1}: ${pick(phrases, n + 3)}点を改善する`,
        status: (n % 7) + 1,
        importance: n % 3,
        urgency: (n + 1) % 3,
        priority: (n + 2) % 3,
        verification: n % 5,
        verification_start_date: dateOf(n),
        verification_end_date: dateOf(n + 1),
        is_show: n % 8 === 0 ? 0 : 1,
        conversion_rate: n % 2 === 0 ? null : (n % 100) / 10,
        index_num: index,
        ...stamps,
      })),
      limit,
      (batch) => trx.insertInto('measures').values(batch).returning('id').execute(),
    );
    const workIds = await insertInBatches(
      under(hypothesisIds, shape.worksPerHypothesis, (hypothesisId, index, n) => ({
        project_id,
        hypothesis_id: hypothesisId,
        work: `作業 ${n + 1}: バナーとランディングページの文言を差し替える`,
        index_num: index,
        ...stamps,
      })),
      limit,
      (batch) => trx.insertInto('works').values(batch).returning('id').execute(),
    );
    return {
      kpi: kpiIds.length,
      task: taskIds.length,
      factor: factorIds.length,
      hypothesis: hypothesisIds.length,
      measure: measureIds.length,
      work: workIds.length,
    };
  });

  // A long-lived PostgreSQL database has statistics (autovacuum analyses tables after bulk changes);
  // a schema created seconds ago has none, so gather them as autovacuum would. SQLite is left as the
  // app leaves it (it never runs ANALYZE).
  if (dialect === 'postgres') {
    for (const table of ['kpis', 'tasks', 'factors', 'hypotheses', 'measures', 'works'] as const) {
      await sql`analyze ${sql.table(table)}`.execute(db);
    }
  }

  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { counts, total, setupMs: performance.now() - start };
}
