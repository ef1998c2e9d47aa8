import {
  analyticsMessages,
  decodeCsvBytes,
  monthOf,
  monthPeriod,
  monthlySeries,
  monthsBetween,
  parseFiguresCsv,
  patternLabel,
  previousMonth,
  todayInJapan,
  type AnalyticsMonth,
  type AnalyticsMonthsResponse,
  type ConversionSlot,
  type ImportCsvResponse,
  type MeasureMark,
  type ReportAnalyticsFacts,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { requireProject } from '../access/access.service.js';
import { findFigureSettings, verifiedMeasures } from './figures.repository.js';
import { listMonths, upsertMonths } from './months.repository.js';
import { targetsOfProject } from './targets.service.js';
import { recordUpdate } from '../history/history.recorder.js';

/** The longest period the graph answers at once (five years of months). */
export const MAX_GRAPH_MONTHS = 60;
/** The graph's default period: this many months up to the current one. */
const DEFAULT_GRAPH_MONTHS = 12;

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

type StoredMonth = Awaited<ReturnType<typeof listMonths>>[number];

function toMonth(row: StoredMonth): AnalyticsMonth {
  return {
    month: row.month,
    sessions: numberOrNull(row.sessions),
    cv1: numberOrNull(row.cv1),
    cv2: numberOrNull(row.cv2),
    cv3: numberOrNull(row.cv3),
    transactions: numberOrNull(row.transactions),
    revenue: numberOrNull(row.revenue),
    source: row.source,
    fetched_at: row.fetched_at,
    fetched_by_name: row.fetched_by_name ?? null,
  };
}

const cvSlotOf = (value: number | null | undefined): ConversionSlot | null =>
  value === 1 || value === 2 || value === 3 ? value : null;

/** The period asked for, defaulting to the last 12 months up to this month in Japan; 400 naming the field otherwise. */
function graphPeriod(query: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } {
  const to = query.to ?? todayInJapan().slice(0, 7);
  let from = query.from;
  if (from === undefined) {
    from = to;
    for (let i = 1; i < DEFAULT_GRAPH_MONTHS; i += 1) from = previousMonth(from);
  }
  if (from > to) {
    // Name the month the caller sent: a start after this month with no end given is the start's fault.
    const field = query.to === undefined ? 'from' : 'to';
    throw AppError.badInput(
      field,
      field === 'to' ? '終了月は開始月以降の月を指定してください' : '開始月は今月以前の月を指定してください',
    );
  }
  if (monthsBetween(from, to).length > MAX_GRAPH_MONTHS) {
    throw AppError.badInput('from', `期間は${MAX_GRAPH_MONTHS}か月以内で指定してください`);
  }
  return { from, to };
}

/** GET analytics/months: the stored months of the period, the verified measures to mark, and the legend. */
export async function analyticsMonths(
  db: Db,
  actor: Actor,
  query: { project_id: number; from?: string | undefined; to?: string | undefined },
): Promise<AnalyticsMonthsResponse> {
  await requireProject(db, actor, query.project_id, 'read');
  const { from, to } = graphPeriod(query);
  const days = { start: monthPeriod(from).start, end: monthPeriod(to).end };
  const [rows, verified, settings] = await Promise.all([
    listMonths(db, query.project_id, from, to),
    verifiedMeasures(db, query.project_id, days, actor.isClient),
    findFigureSettings(db, query.project_id),
  ]);
  const marks: MeasureMark[] = verified.map((row) => ({
    month: monthOf(row.end_date ?? ''),
    measure_id: Number(row.measure_id),
    measure: row.measure,
    pattern: row.pattern === null ? null : patternLabel({ name: row.pattern_name ?? '', pattern: Number(row.pattern) }),
  }));
  return {
    from,
    to,
    months: rows.map(toMonth),
    marks,
    cv_names: [settings?.cv1_id ?? '', settings?.cv2_id ?? '', settings?.cv3_id ?? ''],
    cv_slot: cvSlotOf(settings?.measure_cv_slot),
    can_edit: !actor.isClient,
  };
}

/**
 * The month's figures against its targets for a regular monthly report (the caller checked access),
 * or null when the project has neither for that month.
 */
export async function reportAnalyticsFacts(
  db: Db,
  projectId: number,
  month: string,
): Promise<ReportAnalyticsFacts | null> {
  const [rows, targets, settings] = await Promise.all([
    listMonths(db, projectId, month, month),
    targetsOfProject(db, projectId),
    findFigureSettings(db, projectId),
  ]);
  const [row] = monthlySeries({
    months: [month],
    figures: rows.map(toMonth),
    targets,
    marks: [],
    cv_slot: cvSlotOf(settings?.measure_cv_slot),
  });
  if (!row) return null;
  const { marks: _marks, month: _month, ...facts } = row;
  return Object.values(facts).some((value) => value !== null) ? facts : null;
}

/** What a preview says when every row can be taken. */
const previewMessage = (months: number) => `${months}か月分の数値を取り込めます。内容を確かめてから取り込んでください`;

/**
 * POST analytics/import_csv (staff; the caller refused client users before reading the body): the
 * file read as UTF-8 or Shift_JIS, every row checked. dry_run answers the preview and saves nothing;
 * otherwise every row is saved in one transaction, or none when any row has an error (400 carrying
 * the same errors in error.details).
 */
export async function importFiguresCsv(
  db: Db,
  actor: Actor,
  input: { project_id: number; dry_run: '0' | '1'; data: Uint8Array },
): Promise<ImportCsvResponse> {
  await requireProject(db, actor, input.project_id, 'read');
  const { rows, errors } = parseFiguresCsv(decodeCsvBytes(input.data));
  const months = rows.map((row) => row.month).sort();
  const stored =
    months.length === 0
      ? new Set<string>()
      : new Set(
          (await listMonths(db, input.project_id, months[0] ?? '', months[months.length - 1] ?? '')).map(
            (row) => row.month,
          ),
        );
  const preview = rows.map((row) => ({ ...row, replaces: stored.has(row.month) }));
  if (input.dry_run === '1') {
    return {
      rows: preview,
      errors,
      saved: false,
      message: errors.length > 0 ? analyticsMessages.importHasErrors : previewMessage(rows.length),
    };
  }
  if (errors.length > 0) {
    throw new AppError(
      'bad_input',
      analyticsMessages.importHasErrors,
      [{ field: 'file', message: analyticsMessages.importHasErrors }],
      undefined,
      { errors },
    );
  }
  await projectTransaction(db, input.project_id, async (trx) => {
    await upsertMonths(
      trx,
      input.project_id,
      rows.map(({ line: _line, ...figures }) => figures),
      'csv',
      actor.userId,
    );
    const target = {
      kind: 'project' as const,
      id: input.project_id,
      projectId: input.project_id,
      title: 'アナリティクス',
    };
    await recordUpdate(trx, actor, target, 'figures');
  });
  return { rows: preview, errors: [], saved: true, message: analyticsMessages.imported(rows.length) };
}
