import type { Db } from '../src/db/types.js';
import { nowIso } from '../src/db/schema-helpers.js';
import { reportFixture } from './measure-report-fixture.js';

/** Twelve months of an EC-like shop: every conversion a purchase, so セッション × CVR × 客単価 is 売上. */
export const EC_MONTHS = Array.from({ length: 12 }, (_, i) => {
  const orders = 200 + 10 * i;
  return {
    month: `2025-${String(i + 1).padStart(2, '0')}`,
    sessions: 10_000 + 500 * i,
    cv1: orders,
    transactions: orders,
    revenue: orders * (8_000 + 100 * i),
  };
});

/** Stores the months as a CSV import would. */
export async function seedAnalyticsMonths(db: Db, projectId: number, months = EC_MONTHS): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('analytics_months')
    .values(
      months.map((m) => ({
        project_id: projectId,
        month: m.month,
        sessions: m.sessions,
        cv1: m.cv1,
        cv2: null,
        cv3: null,
        transactions: m.transactions,
        revenue: m.revenue,
        source: 'csv' as const,
        fetched_at: at,
        fetched_by: null,
      })),
    )
    .execute();
}

/** One client target row for the year: 売上 and 成約件数 targets. */
export async function seedClientTarget(db: Db, projectId: number, targetSales = 2_000_000, contracts = 250) {
  const at = nowIso();
  await db
    .insertInto('client_targets')
    .values({
      project_id: projectId,
      start_month: '2025-01',
      end_month: '2025-12',
      target_sales: targetSales,
      ltv: null,
      contract_rate: null,
      target_contract_cnt: contracts,
      target_cv_cnt: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/**
 * A KPI with a measure whose report adopted its pattern 2 over the control: 3.0 % → 3.6 % on 10,000
 * users each, a 20 % uplift, verification ended on 2025-12-15 (adopted in 2025-12). The tree also has
 * a measure hidden from clients (makeTree).
 */
export async function adoptedMeasure(db: Db, projectId: number, label = '採用') {
  const fixture = await reportFixture(db, projectId, label);
  await db
    .updateTable('measures')
    .set({ verification_start_date: '2025-11-01', verification_end_date: '2025-12-15' })
    .where('id', '=', fixture.measure)
    .execute();
  const [control, treatment] = fixture.patterns;
  await db.updateTable('report_patterns').set({ users: 10_000, conversions: 300 }).where('id', '=', control).execute();
  await db
    .updateTable('report_patterns')
    .set({ users: 10_000, conversions: 360, is_adopt: 1 })
    .where('id', '=', treatment)
    .execute();
  const hidden = await db
    .selectFrom('measures')
    .select('id')
    .where('hypothesis_id', '=', fixture.hypothesis)
    .where('is_show', '=', 0)
    .executeTakeFirstOrThrow();
  return { ...fixture, hiddenMeasure: Number(hidden.id) };
}

/** A metric written straight to the database (for rows a test or the access matrix needs to act on). */
export async function insertManualMetric(db: Db, projectId: number, name = '問い合わせ数'): Promise<number> {
  const at = nowIso();
  const row = await db
    .insertInto('metrics')
    .values({
      project_id: projectId,
      name,
      unit: '件',
      direction: 'higher',
      source_kind: 'manual',
      analytics_figure: null,
      formula: null,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
