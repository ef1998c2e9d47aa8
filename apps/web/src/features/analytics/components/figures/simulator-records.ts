import {
  periodTotals,
  projectSimulationRecords,
  simulationFigures,
  targetForMonth,
  type AnalyticsMonth,
  type ClientTarget,
  type MonthlySeriesRow,
  type SimulationFigures,
  type SimulationInput,
  figureSourceLabels,
} from '@kaizen/domain';
import { formatMonth } from './figures-format';

export type SimulatorRecord = SimulationInput & SimulationFigures;

export interface SimulatorRecords {
  current: SimulatorRecord;
  goal: SimulatorRecord | null;
  /** Where the figures come from, for the note under the title. */
  note: string;
  /** What each record is, beside its heading: 2026年10月の実績, 2026年8月〜2026年10月の月平均, 2026年10月の目標値. */
  currentSource: string;
  goalSource: string;
}

const withFigures = (input: SimulationInput): SimulatorRecord => ({ ...input, ...simulationFigures(input) });

/**
 * The simulator's two records for a period (the rules are the domain's: periodTotals and
 * projectSimulationRecords), with the target of the period's last month; null without measured months.
 */
export function simulatorRecords(input: {
  from: string;
  to: string;
  rows: MonthlySeriesRow[];
  figures: AnalyticsMonth[];
  targets: ClientTarget[];
  profitRate: number;
}): SimulatorRecords | null {
  const totals = periodTotals(input.rows);
  if (!totals) return null;
  const target = targetForMonth(input.targets, input.to);
  const records = projectSimulationRecords(totals, target, input.profitRate);
  return {
    current: withFigures(records.current),
    goal: records.goal ? withFigures(records.goal) : null,
    note: simulatorNote({
      ...input,
      months: totals.months,
      missingGoal: records.goal ? null : whyNoGoal(target, input.to),
    }),
    currentSource:
      totals.months > 1 ? `${periodName(input.from, input.to)}の月平均` : `${periodName(input.from, input.to)}の実績`,
    goalSource: `${formatMonth(input.to)}の目標値`,
  };
}

const periodName = (from: string, to: string) =>
  from === to ? formatMonth(to) : `${formatMonth(from)}〜${formatMonth(to)}`;

/** Why the goal record cannot be computed (projectSimulationRecords answers null for these). */
function whyNoGoal(target: ClientTarget | null, month: string): string {
  if (!target) return `${formatMonth(month)}の目標値が登録されていないため、目標は計算できません`;
  if (target.target_cv_cnt === null) return `${formatMonth(month)}の目標値に目標CV数がないため、目標は計算できません`;
  return 'CVが0件のため、目標のセッション数は計算できません';
}

function simulatorNote(input: {
  from: string;
  to: string;
  figures: AnalyticsMonth[];
  months: number;
  missingGoal: string | null;
}): string {
  const measured = input.figures.filter((figure) => figure.month >= input.from && figure.month <= input.to);
  const sources = [...new Set(measured.map((figure) => figure.source))].map((source) => figureSourceLabels[source]);
  const period = periodName(input.from, input.to);
  const average = input.months > 1 ? `${input.months}か月の月平均、` : '';
  const actual = `${period}の実績（${average}${sources.join('・')}）`;
  return input.missingGoal
    ? `${actual}から計算しています。${input.missingGoal}`
    : `${actual}と目標値から計算しています`;
}
