import { measureReportMessages, type UpdatePatternFieldsRequest } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { writeAfterChecks } from '../../lib/db-errors.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { definedOnly } from '../../lib/request-fields.js';
import { requireReport, requireReportOfPart } from '../access/access.service.js';
import { updateReport } from './measure-reports.repository.js';
import {
  deleteHeader,
  headerCount,
  insertHeader,
  measureIdOfHeader,
  updateHeaderTitle,
  updatePattern,
  upsertCell,
} from './pattern-table.repository.js';
import { measureReportTarget, recordUpdate } from '../history/history.recorder.js';

/** Header rows per report: plenty for an A/B write-up, bounded so a page stays printable. */
export const MAX_HEADERS = 30;

/** The measure whose report holds this header row, once the caller may edit it (404 like a missing one otherwise). */
async function headerMeasure(db: Db, actor: Actor, id: number) {
  const { measure } = await requireReportOfPart(
    db,
    actor,
    'report_headers',
    id,
    measureReportMessages.headerNotFound,
    'edit',
  );
  return measure;
}

/** The measure whose report holds this pattern, once the caller may edit it (404 like a missing one otherwise). */
async function patternMeasure(db: Db, actor: Actor, id: number) {
  const { measure } = await requireReportOfPart(
    db,
    actor,
    'report_patterns',
    id,
    measureReportMessages.patternNotFound,
    'edit',
  );
  return measure;
}

/** report_verification/plusTh: a header row at the end. */
export async function addHeader(db: Db, actor: Actor, measureId: number, title: string | undefined) {
  const { measure } = await requireReport(db, actor, measureId, 'edit');
  await projectTransaction(db, measure.project_id, async (trx) => {
    await recordUpdate(trx, actor, measureReportTarget(measure), 'pattern_table');
    // Writing the report's row first locks it: additions at once count the rows one after another.
    await updateReport(trx, measure.id, {});
    const { count, last } = await headerCount(trx, measure.id);
    if (count >= MAX_HEADERS) throw AppError.badInput('measure_id', `項目は${MAX_HEADERS}行までです`);
    await insertHeader(trx, measure.id, title ?? '', last + 1);
  });
  return measure.id;
}

/** report_verification/minusTh: a header row and its cells. */
export async function removeHeader(db: Db, actor: Actor, id: number) {
  const measure = await headerMeasure(db, actor, id);
  await projectTransaction(db, measure.project_id, async (trx) => {
    await recordUpdate(trx, actor, measureReportTarget(measure), 'pattern_table');
    await deleteHeader(trx, id);
    await updateReport(trx, measure.id, {});
  });
  return measure.id;
}

/** report_verification/update_header: a header row's title. */
export async function renameHeader(db: Db, actor: Actor, id: number, title: string) {
  const measure = await headerMeasure(db, actor, id);
  await projectTransaction(db, measure.project_id, async (trx) => {
    await recordUpdate(trx, actor, measureReportTarget(measure), 'pattern_table');
    await updateHeaderTitle(trx, id, title);
    await updateReport(trx, measure.id, {});
  });
  return measure.id;
}

/** report_verification/update_data: one pattern's value for one header row (made on first write). */
export async function saveCell(db: Db, actor: Actor, req: { td_id: number; th_id: number; name: string }) {
  const { checked: measure } = await writeAfterChecks(
    async () => {
      const measureOfPattern = await patternMeasure(db, actor, req.td_id);
      if ((await measureIdOfHeader(db, req.th_id)) !== measureOfPattern.id) {
        throw AppError.badInput('th_id', measureReportMessages.headerNotFound);
      }
      return measureOfPattern;
    },
    // The transaction is the write alone: the checks run again on the pool once it has rolled back.
    (checked) =>
      projectTransaction(db, checked.project_id, async (trx) => {
        await recordUpdate(trx, actor, measureReportTarget(checked), 'pattern_table');
        await upsertCell(trx, req.td_id, req.th_id, req.name);
        await updateReport(trx, checked.id, {});
      }),
  );
  return measure.id;
}

/** report_verification/update_pattern: a pattern's name, good and bad points. */
export async function savePatternFields(db: Db, actor: Actor, req: UpdatePatternFieldsRequest) {
  const measure = await patternMeasure(db, actor, req.id);
  await projectTransaction(db, measure.project_id, async (trx) => {
    await recordUpdate(trx, actor, measureReportTarget(measure), 'patterns');
    await updatePattern(trx, req.id, definedOnly({ name: req.name, good: req.good, bad: req.bad }));
    await updateReport(trx, measure.id, {});
  });
  return measure.id;
}
