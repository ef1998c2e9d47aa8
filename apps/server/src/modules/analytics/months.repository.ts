import type { AnalyticsMonth } from '@kaizen/domain';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

/** A month's measured figures as a fetch or an import writes them. */
export interface MonthFigures {
  month: string;
  sessions: number | null;
  cv1: number | null;
  cv2: number | null;
  cv3: number | null;
  transactions: number | null;
  revenue: number | null;
}

/**
 * Stores months of a project, replacing what a month held before (the newest fetch or import wins,
 * with its source, time and who). Run it inside the caller's transaction when the months go together.
 */
export async function upsertMonths(
  db: Db,
  projectId: number,
  months: MonthFigures[],
  source: AnalyticsMonth['source'],
  userId: number | null,
): Promise<void> {
  const at = nowIso();
  for (const figures of months) {
    const values = { ...figures, source, fetched_at: at, fetched_by: userId };
    await db
      .insertInto('analytics_months')
      .values({ project_id: projectId, ...values })
      .onConflict((oc) => oc.columns(['project_id', 'month']).doUpdateSet(values))
      .execute();
  }
}

/** A project's stored months from..to (both 'YYYY-MM', included), oldest first. */
export function listMonths(db: Db, projectId: number, from: string, to: string) {
  return db
    .selectFrom('analytics_months as m')
    .leftJoin('users as u', 'u.id', 'm.fetched_by')
    .select([
      'm.month',
      'm.sessions',
      'm.cv1',
      'm.cv2',
      'm.cv3',
      'm.transactions',
      'm.revenue',
      'm.source',
      'm.fetched_at',
      'u.name as fetched_by_name',
    ])
    .where('m.project_id', '=', projectId)
    .where('m.month', '>=', from)
    .where('m.month', '<=', to)
    .orderBy('m.month')
    .execute();
}
