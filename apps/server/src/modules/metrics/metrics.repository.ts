import { nowIso } from '../../db/schema-helpers.js';
import type { Db, MetricsTable } from '../../db/types.js';

/** A stored metric as the service reads it. */
export type MetricRow = Pick<
  MetricsTable,
  'project_id' | 'name' | 'unit' | 'direction' | 'source_kind' | 'analytics_figure' | 'formula' | 'updated_at'
> & { id: number };

export type MetricColumns = Pick<
  MetricsTable,
  'name' | 'unit' | 'direction' | 'source_kind' | 'analytics_figure' | 'formula'
>;

export type MonthKind = 'actual' | 'target';

const metricColumns = [
  'id',
  'project_id',
  'name',
  'unit',
  'direction',
  'source_kind',
  'analytics_figure',
  'formula',
  'updated_at',
] as const;

export async function listMetrics(db: Db, projectId: number): Promise<MetricRow[]> {
  const rows = await db
    .selectFrom('metrics')
    .select(metricColumns)
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), project_id: Number(row.project_id) }));
}

export async function findMetric(db: Db, id: number): Promise<MetricRow | undefined> {
  const row = await db.selectFrom('metrics').select(metricColumns).where('id', '=', id).executeTakeFirst();
  return row && { ...row, id: Number(row.id), project_id: Number(row.project_id) };
}

export async function insertMetric(
  db: Db,
  projectId: number,
  columns: MetricColumns,
  createdBy: number,
): Promise<number> {
  const at = nowIso();
  const row = await db
    .insertInto('metrics')
    .values({ project_id: projectId, ...columns, created_by: createdBy, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateMetric(db: Db, id: number, columns: MetricColumns): Promise<void> {
  await db
    .updateTable('metrics')
    .set({ ...columns, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Deletes a metric with its months, after taking it off every KGI and KPI (deleted KPIs too). */
export async function deleteMetric(db: Db, id: number): Promise<void> {
  await db.updateTable('kgis').set({ metric_id: null }).where('metric_id', '=', id).execute();
  await db.updateTable('kpis').set({ metric_id: null }).where('metric_id', '=', id).execute();
  await db.deleteFrom('metric_months').where('metric_id', '=', id).execute();
  await db.deleteFrom('metrics').where('id', '=', id).execute();
}

/** The typed months of the project's metrics, of one kind: metric id → month → value. */
export async function monthsOfMetrics(
  db: Db,
  projectId: number,
  kind: MonthKind,
): Promise<Map<number, Map<string, number>>> {
  const rows = await db
    .selectFrom('metric_months as mm')
    .innerJoin('metrics as m', 'm.id', 'mm.metric_id')
    .select(['mm.metric_id', 'mm.month', 'mm.value'])
    .where('m.project_id', '=', projectId)
    .where('mm.kind', '=', kind)
    .execute();
  const byMetric = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const id = Number(row.metric_id);
    const months = byMetric.get(id) ?? new Map<string, number>();
    months.set(row.month, Number(row.value));
    byMetric.set(id, months);
  }
  return byMetric;
}

/** One metric's typed months of a kind, oldest first. */
export async function monthsOfMetric(db: Db, metricId: number, kind: MonthKind) {
  const rows = await db
    .selectFrom('metric_months')
    .select(['month', 'value'])
    .where('metric_id', '=', metricId)
    .where('kind', '=', kind)
    .orderBy('month')
    .execute();
  return rows.map((row) => ({ month: row.month, value: Number(row.value) }));
}

/** Writes the months sent (a null value clears its month). */
export async function putMonths(
  db: Db,
  metricId: number,
  kind: MonthKind,
  months: readonly { month: string; value: number | null }[],
): Promise<void> {
  const at = nowIso();
  for (const { month, value } of months) {
    if (value === null) {
      await db
        .deleteFrom('metric_months')
        .where('metric_id', '=', metricId)
        .where('kind', '=', kind)
        .where('month', '=', month)
        .execute();
    } else {
      await db
        .insertInto('metric_months')
        .values({ metric_id: metricId, kind, month, value, updated_at: at })
        .onConflict((oc) => oc.columns(['metric_id', 'kind', 'month']).doUpdateSet({ value, updated_at: at }))
        .execute();
    }
  }
}

/**
 * The metric ids the KGI and the KPIs of the project show, deleted KPIs too (a deleted KPI keeps its
 * metric for an undo): which of them the reader sees is the tree's decision, not this query's.
 */
export async function bindingsOf(db: Db, projectId: number) {
  const [kgi, kpis] = await Promise.all([
    db.selectFrom('kgis').select(['id', 'metric_id']).where('project_id', '=', projectId).executeTakeFirst(),
    db
      .selectFrom('kpis')
      .select(['id', 'kpi', 'metric_id'])
      .where('project_id', '=', projectId)
      .where('metric_id', 'is not', null)
      .orderBy('index_num')
      .orderBy('id')
      .execute(),
  ]);
  return {
    kgi: kgi?.metric_id === undefined || kgi.metric_id === null ? null : Number(kgi.metric_id),
    kpis: kpis.map((row) => ({ kpiId: Number(row.id), title: row.kpi, metricId: Number(row.metric_id) })),
  };
}

/** The KGI's metric id, its row's id (undefined before the KGI's first save) and the KPI's. */
export async function kgiBinding(db: Db, projectId: number) {
  return db.selectFrom('kgis').select(['id', 'metric_id']).where('project_id', '=', projectId).executeTakeFirst();
}

export async function kpiBinding(db: Db, kpiId: number) {
  return db
    .selectFrom('kpis')
    .select(['id', 'project_id', 'kpi', 'metric_id', 'is_deleted'])
    .where('id', '=', kpiId)
    .executeTakeFirst();
}

/** Sets the KGI's metric, making the KGI's row if the project has none yet (as its first save does). */
export async function setKgiMetric(db: Db, projectId: number, metricId: number | null, userId: number) {
  const at = nowIso();
  await db
    .insertInto('kgis')
    .values({ project_id: projectId, metric_id: metricId, updated_by: userId, created_at: at, updated_at: at })
    .onConflict((oc) =>
      oc.column('project_id').doUpdateSet({ metric_id: metricId, updated_by: userId, updated_at: at }),
    )
    .execute();
}

export async function setKpiMetric(db: Db, kpiId: number, metricId: number | null): Promise<void> {
  await db.updateTable('kpis').set({ metric_id: metricId, updated_at: nowIso() }).where('id', '=', kpiId).execute();
}

/** The KPIs (live or deleted) and the KGI that show a metric: what deleting it takes off the tree. */
export async function nodesShowing(db: Db, metricId: number) {
  const [kgis, kpis] = await Promise.all([
    db.selectFrom('kgis').select('id').where('metric_id', '=', metricId).execute(),
    db.selectFrom('kpis').select(['id', 'kpi']).where('metric_id', '=', metricId).execute(),
  ]);
  return { kgis: kgis.map((row) => Number(row.id)), kpis: kpis.map((row) => ({ id: Number(row.id), title: row.kpi })) };
}

/** The project's stored analytics months in a range, and which conversion slot counts as cv. */
export async function analyticsOf(db: Db, projectId: number, from: string, to: string) {
  const [months, settings] = await Promise.all([
    db
      .selectFrom('analytics_months')
      .select(['month', 'sessions', 'cv1', 'cv2', 'cv3', 'transactions', 'revenue'])
      .where('project_id', '=', projectId)
      .where('month', '>=', from)
      .where('month', '<=', to)
      .orderBy('month')
      .execute(),
    db
      .selectFrom('analytics_settings')
      .select('measure_cv_slot')
      .where('project_id', '=', projectId)
      .executeTakeFirst(),
  ]);
  const num = (value: number | null) => (value === null ? null : Number(value));
  return {
    months: months.map((row) => ({
      month: row.month,
      sessions: num(row.sessions),
      cv1: num(row.cv1),
      cv2: num(row.cv2),
      cv3: num(row.cv3),
      transactions: num(row.transactions),
      revenue: num(row.revenue),
    })),
    cvSlot: settings?.measure_cv_slot ?? null,
  };
}

/** The adopted pattern of each measure's report, and each measure's typed expected uplift. */
export async function measureUpliftInputs(db: Db, measureIds: readonly number[]) {
  if (measureIds.length === 0) return { adopted: new Map<number, number>(), expected: new Map<number, number>() };
  const [adopted, expected] = await Promise.all([
    db
      .selectFrom('report_patterns')
      .select(['measure_id', 'pattern'])
      .where('measure_id', 'in', [...measureIds])
      .where('is_adopt', '=', 1)
      .execute(),
    db
      .selectFrom('measures')
      .select(['id', 'expected_uplift'])
      .where('id', 'in', [...measureIds])
      .where('expected_uplift', 'is not', null)
      .execute(),
  ]);
  return {
    adopted: new Map(adopted.map((row) => [Number(row.measure_id), Number(row.pattern)])),
    expected: new Map(expected.map((row) => [Number(row.id), Number(row.expected_uplift)])),
  };
}
