import { measureReportMessages, type UpdatePatternFieldsRequest } from '@kaizen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { definedOnly } from '../../lib/request-fields.js';
import { measureIdOf, requireReport } from '../access/access.service.js';
import { updateReport } from './measure-reports.repository.js';

type Db = Kysely<Database>;

/** Header rows per report: plenty for an A/B write-up, bounded so a page stays printable. */
export const MAX_HEADERS = 30;

/** report_verification/plusTh: a header row at the end. */
export async function addHeader(db: Db, actor: Actor, measureId: number, title: string | undefined) {
  const { measure } = await requireReport(db, actor, measureId, 'edit');
  const { count, last } = await db
    .selectFrom('report_headers')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('index_num').as('last')])
    .where('measure_id', '=', measure.id)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_HEADERS) throw AppError.badInput('measure_id', `項目は${MAX_HEADERS}行までです`);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('report_headers')
      .values({ measure_id: measure.id, title: title ?? '', index_num: Number(last ?? 0) + 1 })
      .execute();
    await updateReport(trx, measure.id, {});
  });
  return measure.id;
}

/** report_verification/minusTh: a header row and its cells. */
export async function removeHeader(db: Db, actor: Actor, id: number) {
  const measureId = await measureIdOf(db, 'report_headers', id, measureReportMessages.headerNotFound);
  await requireReport(db, actor, measureId, 'edit');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('report_cells').where('header_id', '=', id).execute();
    await trx.deleteFrom('report_headers').where('id', '=', id).execute();
    await updateReport(trx, measureId, {});
  });
  return measureId;
}

/** report_verification/update_header: a header row's title. */
export async function renameHeader(db: Db, actor: Actor, id: number, title: string) {
  const measureId = await measureIdOf(db, 'report_headers', id, measureReportMessages.headerNotFound);
  await requireReport(db, actor, measureId, 'edit');
  await db.updateTable('report_headers').set({ title }).where('id', '=', id).execute();
  await updateReport(db, measureId, {});
  return measureId;
}

/** report_verification/update_data: one pattern's value for one header row (made on first write). */
export async function saveCell(db: Db, actor: Actor, req: { td_id: number; th_id: number; name: string }) {
  const measureId = await measureIdOf(db, 'report_patterns', req.td_id, measureReportMessages.patternNotFound);
  await requireReport(db, actor, measureId, 'edit');
  const header = await db
    .selectFrom('report_headers')
    .select('measure_id')
    .where('id', '=', req.th_id)
    .executeTakeFirst();
  if (!header || Number(header.measure_id) !== measureId) {
    throw AppError.badInput('th_id', measureReportMessages.headerNotFound);
  }
  await db
    .insertInto('report_cells')
    .values({ pattern_id: req.td_id, header_id: req.th_id, name: req.name })
    .onConflict((oc) => oc.columns(['pattern_id', 'header_id']).doUpdateSet({ name: req.name }))
    .execute();
  await updateReport(db, measureId, {});
  return measureId;
}

/** report_verification/update_pattern: a pattern's name, good and bad points. */
export async function savePatternFields(db: Db, actor: Actor, req: UpdatePatternFieldsRequest) {
  const measureId = await measureIdOf(db, 'report_patterns', req.id, measureReportMessages.patternNotFound);
  await requireReport(db, actor, measureId, 'edit');
  await db
    .updateTable('report_patterns')
    .set(definedOnly({ name: req.name, good: req.good, bad: req.bad }))
    .where('id', '=', req.id)
    .execute();
  await updateReport(db, measureId, {});
  return measureId;
}
