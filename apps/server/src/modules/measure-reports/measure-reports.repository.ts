import type { Insertable, Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { MeasureReportsTable, Db } from '../../db/types.js';

export type ReportRow = Awaited<ReturnType<typeof findReport>> & {};

/**
 * The report of a measure, with its author's name and its verification period — the measure's own
 * (one stored fact, shown in the tree, the status table and the board too).
 */
export async function findReport(db: Db, measureId: number) {
  const row = await db
    .selectFrom('measure_reports as r')
    .innerJoin('measures as m', 'm.id', 'r.measure_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['u.name as user_name', 'm.verification_start_date as start_date', 'm.verification_end_date as end_date'])
    .where('r.measure_id', '=', measureId)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), measure_id: Number(row.measure_id) } : undefined;
}

export async function insertReport(
  db: Db,
  values: Omit<Insertable<MeasureReportsTable>, 'created_at' | 'updated_at'>,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('measure_reports')
    .values({ ...values, created_at: now, updated_at: now })
    .execute();
}

export async function updateReport(db: Db, measureId: number, fields: Updateable<MeasureReportsTable>) {
  await db
    .updateTable('measure_reports')
    .set({ ...fields, updated_at: nowIso() })
    .where('measure_id', '=', measureId)
    .execute();
}

/** The measure id of the report with this id, if there is one. */
export async function measureIdOfReport(db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('measure_reports').select('measure_id').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.measure_id) : undefined;
}

/**
 * Within a transaction: writes the report row first, so that on PostgreSQL changes of its patterns
 * and images queue behind its row lock (SQLite runs one transaction at a time), then reads
 * pattern_num as the change before left it. A number read before the transaction may be stale: two
 * racing raises would insert the same pattern twice.
 */
export async function lockPatternNum(trx: Db, measureId: number): Promise<number> {
  await updateReport(trx, measureId, {});
  const row = await trx
    .selectFrom('measure_reports')
    .select('pattern_num')
    .where('measure_id', '=', measureId)
    .executeTakeFirstOrThrow();
  return Number(row.pattern_num);
}

/**
 * Within a transaction: the indicator and figures a save of results works from, read after taking the
 * report row's lock (as lockPatternNum), so two saves of 現状値 and 目標値 never derive from each other's
 * stale halves.
 */
export async function lockResultFigures(trx: Db, measureId: number): Promise<StoredResultFigures> {
  await updateReport(trx, measureId, {});
  const row = await trx
    .selectFrom('measure_reports')
    .select(['improvement', 'current_improvement', 'porpose_improvement'])
    .where('measure_id', '=', measureId)
    .executeTakeFirstOrThrow();
  const num = (v: number | null) => (v === null ? null : Number(v));
  return {
    improvement: num(row.improvement),
    current_improvement: num(row.current_improvement),
    porpose_improvement: num(row.porpose_improvement),
  };
}

export interface StoredResultFigures {
  improvement: number | null;
  current_improvement: number | null;
  porpose_improvement: number | null;
}

/** What a new report starts from: the measure's verification method. */
export function verificationOfMeasure(db: Db, measureId: number) {
  return db.selectFrom('measures').select(['verification']).where('id', '=', measureId).executeTakeFirstOrThrow();
}

/** Where the measure sits: its hypothesis, factor, task and (if any) KPI. */
export async function baseRowOf(db: Db, measureId: number) {
  return db
    .selectFrom('measures as m')
    .innerJoin('hypotheses as h', 'h.id', 'm.hypothesis_id')
    .innerJoin('factors as f', 'f.id', 'h.factor_id')
    .innerJoin('tasks as t', 't.id', 'f.task_id')
    .leftJoin('kpis as k', 'k.id', 't.project_kpi_id')
    .select([
      'm.project_id',
      'm.measure',
      'm.status as measure_status',
      'm.is_show as measure_is_show',
      'm.verification as measure_verification',
      'm.verification_start_date',
      'm.verification_end_date',
      'h.id as hypothesis_id',
      'h.hypothesis',
      'f.id as factor_id',
      'f.factor',
      't.id as task_id',
      't.task',
      't.is_non_kpi',
      'k.id as project_kpi_id',
      'k.kpi',
    ])
    .where('m.id', '=', measureId)
    .executeTakeFirstOrThrow();
}

export function headersOf(db: Db, measureId: number) {
  return db
    .selectFrom('report_headers')
    .select(['id', 'measure_id', 'title', 'index_num'])
    .where('measure_id', '=', measureId)
    .orderBy('index_num')
    .orderBy('id')
    .execute();
}

export function patternsOf(db: Db, measureId: number) {
  return db
    .selectFrom('report_patterns')
    .select([
      'id',
      'measure_id',
      'pattern',
      'name',
      'good',
      'bad',
      'is_adopt',
      'users',
      'conversions',
      'value_sum',
      'value_sum_squares',
      'planned_share',
      'ga4_value',
    ])
    .where('measure_id', '=', measureId)
    .orderBy('pattern')
    .execute();
}

export function cellsOf(db: Db, measureId: number) {
  return db
    .selectFrom('report_cells as c')
    .innerJoin('report_patterns as p', 'p.id', 'c.pattern_id')
    .select(['c.id', 'c.pattern_id', 'c.header_id', 'c.name'])
    .where('p.measure_id', '=', measureId)
    .execute();
}

export function imagesOf(db: Db, measureId: number) {
  return db
    .selectFrom('report_images as i')
    .innerJoin('stored_files as f', 'f.id', 'i.file_id')
    .select([
      'i.id',
      'i.measure_id',
      'i.kind',
      'i.pattern',
      'i.title',
      'i.sort_order',
      'i.file_id',
      'f.name',
      'f.type',
      'f.size',
    ])
    .where('i.measure_id', '=', measureId)
    .orderBy('i.sort_order')
    .orderBy('i.id')
    .execute();
}

/** Links with the titles of what they point at; links to deleted items are left out. */
export async function linksOf(db: Db, measureId: number) {
  const [tasks, hypotheses] = await Promise.all([
    db
      .selectFrom('report_links as l')
      .innerJoin('tasks as t', 't.id', 'l.target_id')
      .select(['t.id', 't.task as title'])
      .where('l.measure_id', '=', measureId)
      .where('l.kind', '=', 'task')
      .where('t.is_deleted', '=', 0)
      .orderBy('l.created_at')
      .execute(),
    db
      .selectFrom('report_links as l')
      .innerJoin('hypotheses as h', 'h.id', 'l.target_id')
      .select(['h.id', 'h.hypothesis as title'])
      .where('l.measure_id', '=', measureId)
      .where('l.kind', '=', 'hypothesis')
      .where('h.is_deleted', '=', 0)
      .orderBy('l.created_at')
      .execute(),
  ]);
  return [
    ...tasks.map((t) => ({ kind: 'task' as const, id: Number(t.id), title: t.title })),
    ...hypotheses.map((h) => ({ kind: 'hypothesis' as const, id: Number(h.id), title: h.title })),
  ];
}
