import {
  formatThousands,
  patternLabel,
  type MasterItem,
  type ReportBaseData,
  type ReportPattern,
} from '@kaizen/domain';

/** A master id's name, or '' when unset or no longer in the list. */
export function masterName(items: readonly MasterItem[], id: number | null): string {
  if (id === null) return '';
  return items.find((item) => item.id === id)?.name ?? '';
}

const slashDate = (iso: string) => iso.replaceAll('-', '/');

/** 検証期間 as shown: "2026/05/01 〜 2026/05/14（14日間）", or '' when not set. */
export function periodText(start: string | null, end: string | null, days: number | null): string {
  if (!start || !end) return '';
  return `${slashDate(start)} 〜 ${slashDate(end)}${days === null ? '' : `（${days}日間）`}`;
}

/** A figure with thousands separators (product.md §5 number input) and an optional unit; '' when empty. */
export function figureText(value: number | null, unit = ''): string {
  const text = formatThousands(value);
  return text === '' ? '' : `${text}${unit}`;
}

export interface PathStep {
  label: string;
  title: string;
}

/** Where the measure sits: KPI › 課題 › 要因 › 仮説 › 施策 (a task outside any KPI has no KPI step). */
export function basePath(base: ReportBaseData): PathStep[] {
  const steps: PathStep[] = [];
  if (base.kpi !== null) steps.push({ label: 'KPI', title: base.kpi });
  steps.push(
    { label: '課題', title: base.task },
    { label: '要因', title: base.factor },
    { label: '仮説', title: base.hypothesis },
    { label: '施策', title: base.measure },
  );
  return steps;
}

/** The adopted pattern's label (採用パターン), or null when none is adopted. */
export function adoptedPatternLabel(patterns: readonly ReportPattern[]): string | null {
  const adopted = patterns.find((p) => p.is_adopt === 1);
  return adopted ? patternLabel(adopted) : null;
}
