import {
  plannedSplitIssue,
  type PlanQuery,
  type PlanResponse,
  type UpdateResultsRequest,
  type UpdateStatsSettingsRequest,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { definedOnly } from '../../lib/request-fields.js';
import { requireReport } from '../access/access.service.js';
import { requireStaff } from '../access/staff-policy.js';
import { lockPatternNum, updateReport } from './measure-reports.repository.js';
import { updateStatsSettings } from './verification-data.repository.js';
import { setPatternCounts, sharesOf } from './pattern-table.repository.js';
import { planOrNull } from './report-stats.js';
import { measureReportTarget, recordUpdate } from '../history/history.recorder.js';

/**
 * POST measure_reports/update_results (issue 32 §1): the counts of the patterns sent, and the control
 * if one is marked. Checked against the report's patterns under its row lock, so a pattern removed by
 * a racing lower is refused rather than written nowhere; one refused row writes nothing.
 */
export async function updateResults(db: Db, actor: Actor, req: UpdateResultsRequest): Promise<number> {
  const { measure } = await requireReport(db, actor, req.measure_id, 'edit');
  await projectTransaction(db, measure.project_id, async (trx) => {
    await recordUpdate(trx, actor, measureReportTarget(measure), 'results');
    const patternNum = await lockPatternNum(trx, measure.id);
    const missing = (pattern: number) => pattern > patternNum;
    const outside = req.patterns.findIndex((row) => missing(row.pattern));
    if (outside >= 0) {
      throw AppError.badInput(`patterns.${outside}.pattern`, `パターン${req.patterns[outside]?.pattern}はありません`);
    }
    if (req.control_pattern !== undefined && req.control_pattern !== null && missing(req.control_pattern)) {
      throw AppError.badInput('control_pattern', `パターン${req.control_pattern}はありません`);
    }
    for (const row of req.patterns) {
      await setPatternCounts(trx, measure.id, row.pattern, {
        users: row.users,
        conversions: row.conversions,
        ...(row.value_sum === undefined ? {} : { value_sum: row.value_sum }),
        ...(row.value_sum_squares === undefined ? {} : { value_sum_squares: row.value_sum_squares }),
        ...(row.planned_share === undefined ? {} : { planned_share: row.planned_share }),
      });
    }
    // The split is judged whole, on the patterns as they now stand: a share sent for one pattern
    // needs the others' too. Thrown inside the transaction, so nothing sent is written.
    const split = plannedSplitIssue(await sharesOf(trx, measure.id));
    if (split) {
      const index = req.patterns.findIndex((row) => row.pattern === split.pattern);
      throw AppError.badInput(index >= 0 ? `patterns.${index}.planned_share` : 'patterns', split.message);
    }
    if (req.control_pattern !== undefined) {
      await updateReport(trx, measure.id, { control_pattern: req.control_pattern });
    }
  });
  return measure.id;
}

/** GET measure_reports/plan (issue 32 §4): users per pattern and days a test needs. */
export function planTest(query: PlanQuery): PlanResponse {
  const plan = planOrNull({
    baselineCvr: query.baseline_cvr,
    dailyUsers: query.daily_users,
    mde: query.mde,
    patterns: query.patterns,
    ...(query.power === undefined ? {} : { power: query.power }),
    ...(query.alpha === undefined ? {} : { alpha: query.alpha }),
  });
  if (plan === null)
    throw AppError.badInput('mde', 'この条件では必要な訪問数を計算できません。改善幅を大きくしてください');
  return plan;
}

/**
 * POST measure_reports/update_stats_settings: staff only — the rule a verdict follows is the
 * consultant's to set, for every report of the project at once.
 */
export async function changeStatsSettings(db: Db, actor: Actor, req: UpdateStatsSettingsRequest): Promise<number> {
  requireStaff(actor);
  const { measure } = await requireReport(db, actor, req.measure_id, 'edit');
  const settings = definedOnly({
    stats_engine: req.stats_engine,
    stats_prior: req.stats_prior,
    stats_min_conversions: req.stats_min_conversions,
  });
  await projectTransaction(db, measure.project_id, async (trx) => {
    await updateStatsSettings(trx, measure.project_id, settings);
    await recordUpdate(trx, actor, measureReportTarget(measure), 'stats_settings');
  });
  return measure.id;
}
