import {
  indicatorFigureIssues,
  indicatorUnit,
  updateMeasureReportRequestSchema,
  type IndicatorUnit,
  type MasterItem,
  type MeasureReport,
  type UpdateMeasureReportRequest,
} from '@kaizen/domain';

/** The edit form's values: selects hold ids as text, dates 'YYYY-MM-DD', figures numbers. */
export interface ReportFormValues {
  porpose: string;
  device: string | null;
  verification: string | null;
  start_date: string | null;
  end_date: string | null;
  session_num: number | null;
  improvement: string | null;
  current_improvement: number | null;
  porpose_improvement: number | null;
  estimate: number | null;
  detail: string;
  consideration: string;
  basis: string;
  is_show: boolean;
}

/** The form's fields: the test plan is saved by its own section (TestPlan), not by 保存. */
export type ReportFields = Omit<
  UpdateMeasureReportRequest,
  'id' | 'cvr_increase' | 'plan_baseline_cvr' | 'plan_daily_users' | 'plan_mde'
>;

const idText = (id: number | null) => (id === null ? null : String(id));
const idOf = (text: string | null) => (text === null || text === '' ? null : Number(text));

export function formValuesOf(report: MeasureReport): ReportFormValues {
  return {
    porpose: report.porpose,
    device: idText(report.device),
    verification: idText(report.verification),
    start_date: report.start_date,
    end_date: report.end_date,
    session_num: report.session_num,
    improvement: idText(report.improvement),
    current_improvement: report.current_improvement,
    porpose_improvement: report.porpose_improvement,
    estimate: report.estimate,
    detail: report.detail,
    consideration: report.consideration,
    basis: report.basis,
    is_show: report.is_show === 1,
  };
}

/** Every field as the update call takes it (a cleared period is sent as empty dates, product.md §5 dates). */
export function requestFieldsOf(values: ReportFormValues): Required<ReportFields> {
  return {
    porpose: values.porpose,
    device: idOf(values.device),
    verification: idOf(values.verification),
    start_date: values.start_date ?? '',
    end_date: values.end_date ?? '',
    session_num: values.session_num,
    improvement: idOf(values.improvement),
    current_improvement: values.current_improvement,
    porpose_improvement: values.porpose_improvement,
    estimate: values.estimate,
    detail: values.detail,
    consideration: values.consideration,
    basis: values.basis,
    is_show: values.is_show ? 1 : 0,
  };
}

/**
 * What a save sends: only the fields that differ from the report the server holds now. The period
 * goes as a pair (the server checks both ends together).
 */
export function changedFields(report: MeasureReport, values: ReportFormValues): ReportFields {
  const next = requestFieldsOf(values);
  const saved = requestFieldsOf(formValuesOf(report));
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof ReportFields)[]) {
    if (next[key] !== saved[key]) changed[key] = next[key];
  }
  if ('start_date' in changed || 'end_date' in changed) {
    changed.start_date = next.start_date;
    changed.end_date = next.end_date;
  }
  return changed as ReportFields;
}

/** The unit the chosen improvement indicator gives 現状値 and 目標値 ('' when none is chosen). */
export function unitOfIndicator(
  values: Pick<ReportFormValues, 'improvement'>,
  improvements: readonly Pick<MasterItem, 'id' | 'name'>[],
) {
  const id = values.improvement === null ? null : Number(values.improvement);
  return indicatorUnit(improvements.find((item) => item.id === id)?.name);
}

/**
 * The form's errors by field, checked with the same rules as the server: the request schema, and
 * 現状値 and 目標値 against the indicator's unit (a rate at most 100 %).
 */
export function validateReportForm(
  values: ReportFormValues,
  improvements: readonly Pick<MasterItem, 'id' | 'name'>[],
): Partial<Record<keyof ReportFormValues, string>> {
  const errors: Partial<Record<keyof ReportFormValues, string>> = {};
  const unit: IndicatorUnit = unitOfIndicator(values, improvements);
  for (const issue of indicatorFigureIssues(unit, values)) errors[issue.field] = issue.message;
  const parsed = updateMeasureReportRequestSchema.safeParse({ id: 1, ...requestFieldsOf(values) });
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !(field in errors)) {
      errors[field as keyof ReportFormValues] = issue.message;
    }
  }
  return errors;
}

/** Field names the server may name in a refusal, to show them on the form. */
export const reportFormFields = [
  'porpose',
  'device',
  'verification',
  'start_date',
  'end_date',
  'session_num',
  'improvement',
  'current_improvement',
  'porpose_improvement',
  'estimate',
  'detail',
  'consideration',
  'basis',
  'is_show',
] as const satisfies readonly (keyof ReportFormValues)[];
