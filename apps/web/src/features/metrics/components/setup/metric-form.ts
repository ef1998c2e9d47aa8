import {
  type AnalyticsFigure,
  type Metric,
  type MetricDirection,
  type MetricSource,
  type MetricSourceKind,
  type MetricUnit,
} from '@kaizen/domain';
import { ApiError } from '../../../../lib/api-client';
import { blankDraft, fromFormula, toFormula, type DraftNode } from './formula-draft';
import type { MonthValues } from './MonthValuesTable';

/** What the metric form holds while it is filled in: kept as typed whatever the server answers. */
export interface MetricFormState {
  name: string;
  unit: MetricUnit | null;
  direction: MetricDirection;
  kind: MetricSourceKind;
  figure: AnalyticsFigure | null;
  formula: DraftNode;
  actuals: MonthValues;
  targets: MonthValues;
}

export type MetricFormErrors = Partial<Record<'name' | 'unit' | 'direction' | 'source' | 'months', string>>;

export const emptyMetricForm = (): MetricFormState => ({
  name: '',
  unit: null,
  direction: 'higher',
  kind: 'analytics',
  figure: null,
  formula: blankDraft('operation'),
  actuals: {},
  targets: {},
});

export function metricFormOf(metric: Metric, stored: { actuals: MonthValues; targets: MonthValues }): MetricFormState {
  const { source } = metric;
  return {
    name: metric.name,
    unit: metric.unit,
    direction: metric.direction,
    kind: source.kind,
    figure: source.kind === 'analytics' ? source.figure : null,
    formula: source.kind === 'formula' ? fromFormula(source.formula) : blankDraft('operation'),
    actuals: { ...stored.actuals },
    targets: { ...stored.targets },
  };
}

export type CheckedForm =
  | { ok: true; name: string; unit: MetricUnit; direction: MetricDirection; source: MetricSource }
  | { ok: false; errors: MetricFormErrors };

/** The checks the screen can make before sending: each refusal beside its field. */
export function checkMetricForm(form: MetricFormState): CheckedForm {
  const errors: MetricFormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = '指標名を入力してください';
  else if (name.length > 60) errors.name = '指標名は60文字以内で入力してください';
  if (!form.unit) errors.unit = '単位を選んでください';
  let source: MetricSource | null = null;
  if (form.kind === 'analytics') {
    if (form.figure) source = { kind: 'analytics', figure: form.figure };
    else errors.source = '計測値の種類を選んでください';
  } else if (form.kind === 'manual') {
    source = { kind: 'manual' };
  } else {
    const formula = toFormula(form.formula);
    if (formula) source = { kind: 'formula', formula };
    else errors.source = '式に空欄があります。すべての項を選ぶか入力してください';
  }
  if (!source || !form.unit || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, name, unit: form.unit, direction: form.direction, source };
}

/**
 * Where the server's refusal goes: a named field beside that field; a refusal of the formula or the
 * source (a cycle, quantities of other units, another project's metric), or one without a field,
 * beside the source — what the person was building when it was refused.
 */
export function serverErrors(error: unknown): MetricFormErrors {
  if (!(error instanceof ApiError)) return { source: error instanceof Error ? error.message : String(error) };
  const errors: MetricFormErrors = {};
  for (const field of error.fields) {
    const key = field.field.split(/[.[]/)[0];
    if (key === 'name' || key === 'unit' || key === 'direction' || key === 'months') errors[key] ??= field.message;
    else errors.source ??= field.message;
  }
  if (Object.keys(errors).length === 0) errors.source = error.message;
  return errors;
}

/**
 * The months to send: each whose value differs from what is stored — a new or changed value, or null
 * for a month emptied — in order. A month the table does not show is left as stored.
 */
export const changedMonths = (stored: MonthValues, edited: MonthValues) =>
  Object.entries(edited)
    .filter(([month, value]) => value !== (stored[month] ?? null))
    .map(([month, value]) => ({ month, value }))
    .sort((a, b) => a.month.localeCompare(b.month));

/** Stored months as the form holds them. */
export const monthValuesOf = (months: readonly { month: string; value: number }[]): MonthValues =>
  Object.fromEntries(months.map((m) => [m.month, m.value]));
