import {
  DEFAULT_PATTERN_NUM,
  MAX_PATTERN_NUM,
  measureReportMessages,
  patternNumbersAdded,
  type CreateMeasureReportRequest,
  type PatternNumRequest,
  type UpdateAdoptRequest,
  type MasterItem,
  type UpdateMeasureReportRequest,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { checkMasterIds, dateValue, definedOnly } from '../../lib/request-fields.js';
import { requireNode, requireReport, requireReportOfPart } from '../access/access.service.js';
import { refuseClientVisibility } from '../access/visibility.js';
import { measureReportDefaults } from '../analytics/settings.service.js';
import { deleteFiles } from '../files/file-store.js';
import { setVerificationPeriod } from '../management/management.write.service.js';
import { masterLists } from '../settings/masters.service.js';
import {
  findReport,
  insertReport,
  lockPatternNum,
  lockResultFigures,
  measureIdOfReport,
  patternsOf,
  updateReport,
  verificationOfMeasure,
} from './measure-reports.repository.js';
import { deletePatterns, insertPatterns, setAdopted } from './pattern-table.repository.js';
import { deleteImages, screenshotsAbove } from './report-images.repository.js';
import { resultColumns } from './report-results.js';
import { measureReportTarget, recordAction, recordChanges, recordUpdate } from '../history/history.recorder.js';

type ReportFields = Omit<UpdateMeasureReportRequest, 'id'>;

/** The measure a write is about: its report's key, and the project whose transaction it runs in. */
type MeasureRef = { id: number; project_id: number };

/** Checks the master ids sent; answers the improvement list the results are checked against. */
async function checkReportMasters(db: Db, fields: ReportFields): Promise<MasterItem[]> {
  const masters = await masterLists(db);
  checkMasterIds(masters, [
    ['device', 'device', fields.device],
    ['verification', 'master_verification', fields.verification],
    ['improvement', 'improvement', fields.improvement],
  ]);
  return masters.improvement;
}

/**
 * The report's own columns a save writes: what was sent (CVR上昇率 goes with 現状値 and 目標値:
 * resultColumns). The period is the measure's (periodOf).
 */
function columnsOf(fields: ReportFields) {
  return definedOnly({
    porpose: fields.porpose,
    device: fields.device,
    verification: fields.verification,
    session_num: fields.session_num,
    improvement: fields.improvement,
    current_improvement: fields.current_improvement,
    porpose_improvement: fields.porpose_improvement,
    estimate: fields.estimate,
    detail: fields.detail,
    consideration: fields.consideration,
    basis: fields.basis,
    is_show: fields.is_show,
    plan_baseline_cvr: fields.plan_baseline_cvr,
    plan_daily_users: fields.plan_daily_users,
    plan_mde: fields.plan_mde,
  });
}

/** The verification period a call sets (the schema lets the dates through only as a pair), or undefined. */
function periodOf(fields: ReportFields): { start: string | null; end: string | null } | undefined {
  const start = dateValue(fields.start_date);
  const end = dateValue(fields.end_date);
  return start === undefined || end === undefined ? undefined : { start, end };
}

/**
 * POST measure_reports/create: the measure's report, starting with two empty patterns, shown to
 * clients, with the measure's verification method unless the call says otherwise. The period is the
 * measure's own: one sent here becomes the measure's (decisions/0022). A
 * device, verification method or improvement indicator the call leaves out is the project's default
 * (measure settings, decisions/0014); the measure's own verification method comes before it.
 */
export async function createReport(db: Db, actor: Actor, req: CreateMeasureReportRequest): Promise<number> {
  const measure = await requireNode(db, actor, 'measure', req.measure_id, 'edit');
  refuseClientVisibility(actor, req.is_show);
  const improvements = await checkReportMasters(db, req);
  if (await findReport(db, measure.id)) throw new AppError('conflict', measureReportMessages.alreadyExists);
  const source = await verificationOfMeasure(db, measure.id);
  const defaults = await measureReportDefaults(db, measure.project_id);
  const blank = { improvement: defaults.improvement, current_improvement: null, porpose_improvement: null };
  const columns = { ...columnsOf(req), ...resultColumns(req, blank, improvements) };
  const period = periodOf(req);
  try {
    await projectTransaction(db, measure.project_id, async (trx) => {
      await recordAction(trx, actor, measureReportTarget(measure), 'create');
      await insertReport(trx, {
        measure_id: measure.id,
        user_id: actor.userId,
        device: defaults.device,
        improvement: defaults.improvement,
        session_num: null,
        current_improvement: null,
        porpose_improvement: null,
        estimate: null,
        cvr_increase: null,
        ...columns,
        verification:
          req.verification !== undefined ? req.verification : (source.verification ?? defaults.verification),
        pattern_num: DEFAULT_PATTERN_NUM,
        is_show: req.is_show ?? 1,
      });
      await insertPatterns(trx, measure.id, patternNumbersAdded(0, DEFAULT_PATTERN_NUM));
      if (period) await setVerificationPeriod(trx, actor, measure.id, period.start, period.end);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', measureReportMessages.alreadyExists);
    throw error;
  }
  return measure.id;
}

/** POST measure_reports/update: the report's own fields, and the period, which is the measure's. */
export async function updateReportFields(db: Db, actor: Actor, req: UpdateMeasureReportRequest): Promise<number> {
  const notFound = () => AppError.notFound(measureReportMessages.notFound);
  const measureId = await measureIdOfReport(db, req.id);
  if (measureId === undefined) throw notFound();
  const { measure } = await requireReport(db, actor, measureId, 'edit', notFound);
  refuseClientVisibility(actor, req.is_show);
  const improvements = await checkReportMasters(db, req);
  const period = periodOf(req);
  await projectTransaction(db, measure.project_id, async (trx) => {
    const stored = await lockResultFigures(trx, measure.id);
    const before = await findReport(trx, measure.id);
    const columns = columnsOf(req);
    await updateReport(trx, measure.id, { ...columns, ...resultColumns(req, stored, improvements) });
    // Each field the call changed, from → to (masters by name, long texts by length: decisions/0038).
    await recordChanges(trx, actor, measureReportTarget(measure), before ?? {}, columns, Object.keys(columns));
    if (period) await setVerificationPeriod(trx, actor, measure.id, period.start, period.end);
  });
  return measure.id;
}

/** Raises pattern_num to the number `next` gives for the current one (which may refuse it). */
async function raiseTo(db: Db, actor: Actor, measure: MeasureRef, next: (current: number) => number): Promise<void> {
  await projectTransaction(db, measure.project_id, async (trx) => {
    await recordUpdate(trx, actor, measureReportTarget(measure), 'patterns');
    const current = await lockPatternNum(trx, measure.id);
    const target = next(current);
    await insertPatterns(trx, measure.id, patternNumbersAdded(current, target));
    await updateReport(trx, measure.id, { pattern_num: target });
  });
}

/** POST measure_reports/update_pattern: more patterns, added at the end. Lowering goes through delete_pattern. */
export async function raisePatternNum(db: Db, actor: Actor, req: PatternNumRequest): Promise<number> {
  const { measure } = await requireReport(db, actor, req.measure_id, 'edit');
  await raiseTo(db, actor, measure, (current) => {
    if (req.pattern_num < current) {
      throw AppError.badInput('pattern_num', measureReportMessages.patternNumLowerNeedsDelete);
    }
    return req.pattern_num;
  });
  return measure.id;
}

/** report_verification/plusTd: one more pattern at the end. */
export async function addPattern(db: Db, actor: Actor, measureId: number): Promise<number> {
  const { measure } = await requireReport(db, actor, measureId, 'edit');
  await raiseTo(db, actor, measure, (current) => {
    if (current + 1 > MAX_PATTERN_NUM) {
      throw AppError.badInput('pattern_num', measureReportMessages.patternNumRange(MAX_PATTERN_NUM));
    }
    return current + 1;
  });
  return measure.id;
}

/**
 * POST measure_reports/delete_pattern: fewer patterns. The last ones go, with their data cells and
 * screenshots (and the stored files behind them), in one transaction.
 */
export async function lowerPatternNum(db: Db, actor: Actor, req: PatternNumRequest): Promise<number> {
  const { measure } = await requireReport(db, actor, req.measure_id, 'edit');
  await projectTransaction(db, measure.project_id, async (trx) => {
    await recordUpdate(trx, actor, measureReportTarget(measure), 'patterns');
    if (req.pattern_num >= (await lockPatternNum(trx, measure.id))) {
      throw AppError.badInput('pattern_num', measureReportMessages.patternNumNotLower);
    }
    const removed = (await patternsOf(trx, measure.id)).filter((p) => p.pattern > req.pattern_num);
    const removedIds = removed.map((p) => Number(p.id));
    const screenshots = await screenshotsAbove(trx, measure.id, req.pattern_num);
    if (screenshots.length > 0) {
      await deleteImages(
        trx,
        screenshots.map((s) => Number(s.id)),
      );
      await deleteFiles(
        trx,
        screenshots.map((s) => Number(s.file_id)),
      );
    }
    await deletePatterns(trx, removedIds);
    await updateReport(trx, measure.id, { pattern_num: req.pattern_num });
  });
  return measure.id;
}

/**
 * POST measure_reports/update_adopt: only one pattern is adopted (product.md §4 measure reports). The report row is
 * written first so that, on PostgreSQL, racing adoptions of the same report queue behind its row
 * lock instead of deadlocking on each other's patterns; the last one wins, and a partial unique
 * index forbids two adopted patterns whatever happens.
 */
export async function updateAdopt(db: Db, actor: Actor, req: UpdateAdoptRequest): Promise<number> {
  const { measure } = await requireReportOfPart(
    db,
    actor,
    'report_patterns',
    req.id,
    measureReportMessages.patternNotFound,
    'edit',
  );
  await projectTransaction(db, measure.project_id, async (trx) => {
    await recordUpdate(trx, actor, measureReportTarget(measure), 'adoption');
    await updateReport(trx, measure.id, {});
    await setAdopted(trx, measure.id, req.id, req.is_adopt);
  });
  return measure.id;
}
