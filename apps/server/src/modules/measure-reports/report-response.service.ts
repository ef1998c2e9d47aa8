import {
  inclusiveDays,
  isVerificationDone,
  measureReportMessages,
  reportImageKinds,
  todayInJapan,
  type Ga4Source,
  type MeasureReportResponse,
  type ReportImage,
  type ReportImageKind,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { signedFileUrl } from '../files/file-urls.js';
import { canEditProject, requireNode, requireProject } from '../access/access.service.js';
import { isHiddenFrom, mayReadVerificationData, SHOWN } from '../access/visibility.js';
import { masterLists } from '../settings/masters.service.js';
import {
  baseRowOf,
  cellsOf,
  findReport,
  headersOf,
  imagesOf,
  linksOf,
  patternsOf,
  type ReportRow,
} from './measure-reports.repository.js';
import { statsSettingsOf } from './verification-data.repository.js';
import { ga4SourceOf } from './ga4-results.service.js';
import { controlOf, planOf, settingsOf, statsOf } from './report-stats.js';

/** A nullable number column as a number (PostgreSQL may hand some back as text). */
const num = (v: number | null) => (v === null ? null : Number(v));

function toReport(
  row: ReportRow,
  adopted: boolean,
  basisImage: string | null,
  controlPattern: number,
  ga4Source: Ga4Source | null,
): NonNullable<MeasureReportResponse['report']> {
  return {
    id: row.id,
    measure_id: row.measure_id,
    porpose: row.porpose,
    device: num(row.device),
    verification: num(row.verification),
    user_id: num(row.user_id),
    user_name: row.user_name ?? null,
    start_date: row.start_date,
    end_date: row.end_date,
    verification_diff: inclusiveDays(row.start_date, row.end_date),
    pattern_num: Number(row.pattern_num),
    session_num: num(row.session_num),
    improvement: num(row.improvement),
    current_improvement: num(row.current_improvement),
    porpose_improvement: num(row.porpose_improvement),
    estimate: num(row.estimate),
    detail: row.detail,
    cvr_increase: num(row.cvr_increase),
    is_show: row.is_show === SHOWN ? 1 : 0,
    adoption: adopted ? 1 : 0,
    consideration: row.consideration,
    basis: row.basis,
    basis_image: basisImage,
    control_pattern: controlPattern,
    plan_baseline_cvr: num(row.plan_baseline_cvr),
    plan_daily_users: num(row.plan_daily_users),
    plan_mde: num(row.plan_mde),
    ga4_source: ga4Source,
    updated_at: row.updated_at,
  };
}

/**
 * GET measure_reports (measure_id), and the answer of every write: the report with its place in the
 * tree, pattern table, images and links, as the caller may see it.
 */
export async function reportResponse(
  db: Db,
  actor: Actor,
  secret: string,
  measureId: number,
): Promise<MeasureReportResponse> {
  const measure = await requireNode(db, actor, 'measure', measureId, 'read');
  const report = await findReport(db, measureId);
  if (report && isHiddenFrom(actor, report)) throw AppError.notFound(measureReportMessages.notFound);

  const [base, masters, headers, patterns, cells, imageRows, links, project, statsSettings] = await Promise.all([
    baseRowOf(db, measureId),
    masterLists(db),
    headersOf(db, measureId),
    patternsOf(db, measureId),
    cellsOf(db, measureId),
    imagesOf(db, measureId),
    linksOf(db, measureId),
    requireProject(db, actor, measure.project_id, 'read'),
    statsSettingsOf(db, measure.project_id),
  ]);

  const images: Record<ReportImageKind, ReportImage[]> = {
    screenshot: [],
    reference: [],
    consideration: [],
    basis: [],
  };
  for (const row of imageRows) {
    const kind = reportImageKinds.find((k) => k === row.kind);
    if (!kind) continue;
    images[kind].push({
      id: Number(row.id),
      measure_id: Number(row.measure_id),
      kind,
      pattern: row.pattern === null ? null : Number(row.pattern),
      title: row.title,
      sort_order: Number(row.sort_order),
      image_url: signedFileUrl(secret, Number(row.file_id)),
      name: row.name,
      type: row.type,
      size: Number(row.size),
    });
  }
  const basisImage = images.basis[0]?.image_url ?? null;

  const cellsByPattern = new Map<number, { id: number; th_id: number; name: string }[]>();
  for (const cell of cells) {
    const list = cellsByPattern.get(Number(cell.pattern_id)) ?? [];
    list.push({ id: Number(cell.id), th_id: Number(cell.header_id), name: cell.name });
    cellsByPattern.set(Number(cell.pattern_id), list);
  }
  const statusClass = masters.measure_status.find((s) => s.id === base.measure_status)?.class ?? null;
  const verificationDone = isVerificationDone({
    statusClass,
    endDate: base.verification_end_date,
    today: todayInJapan(),
  });
  const dataShown = mayReadVerificationData(actor, verificationDone);
  const counted = patterns.map((p) => ({
    pattern: Number(p.pattern),
    users: dataShown ? num(p.users) : null,
    conversions: dataShown ? num(p.conversions) : null,
    value_sum: dataShown ? num(p.value_sum) : null,
    value_sum_squares: dataShown ? num(p.value_sum_squares) : null,
    // The split is the test's plan, not its result: shown to whoever sees the report.
    planned_share: num(p.planned_share),
  }));
  const controlPattern = controlOf(counted, num(report?.control_pattern ?? null));
  const plan = report ? planOf(report) : null;
  const td = report
    ? patterns.map((p, index) => ({
        id: Number(p.id),
        measure_id: Number(p.measure_id),
        pattern: Number(p.pattern),
        name: p.name,
        good: p.good,
        bad: p.bad,
        is_adopt: p.is_adopt === 1 ? (1 as const) : (0 as const),
        data: cellsByPattern.get(Number(p.id)) ?? [],
        users: counted[index]?.users ?? null,
        conversions: counted[index]?.conversions ?? null,
        value_sum: counted[index]?.value_sum ?? null,
        value_sum_squares: counted[index]?.value_sum_squares ?? null,
        planned_share: counted[index]?.planned_share ?? null,
      }))
    : [];

  return {
    report: report
      ? toReport(
          report,
          td.some((p) => p.is_adopt === 1),
          basisImage,
          controlPattern,
          ga4SourceOf(report, patterns),
        )
      : null,
    base: {
      project_id: Number(base.project_id),
      basis: report?.basis ?? '',
      basis_image: basisImage,
      kpi: base.kpi ?? null,
      project_kpi_id: num(base.project_kpi_id),
      task: base.task,
      task_id: Number(base.task_id),
      factor: base.factor,
      factor_id: Number(base.factor_id),
      hypothesis: base.hypothesis,
      hypothesis_id: Number(base.hypothesis_id),
      measure: base.measure,
      measure_status: num(base.measure_status),
      measure_status_class: statusClass,
      measure_is_show: base.measure_is_show === SHOWN ? 1 : 0,
      verification_start_date: base.verification_start_date,
      verification_end_date: base.verification_end_date,
    },
    th: report
      ? headers.map((h) => ({
          id: Number(h.id),
          measure_id: Number(h.measure_id),
          title: h.title,
          index_num: Number(h.index_num),
        }))
      : [],
    td,
    images,
    links,
    verification_done: verificationDone,
    can_edit: canEditProject(actor, project),
    stats: report ? statsOf(counted, controlPattern, statsSettings, plan?.users_per_pattern ?? null) : null,
    stats_settings: settingsOf(statsSettings),
    plan,
    masters: { device: masters.device, improvement: masters.improvement, verification: masters.master_verification },
  };
}
