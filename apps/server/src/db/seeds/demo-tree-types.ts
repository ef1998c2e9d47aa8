import type { Rank } from '@kaizen/domain';
import type { HeatSpot, Wireframe } from './demo-wireframe.js';

/**
 * A demo project's improvement tree as written content. Dates are days from the day the seed runs
 * (negative: in the past), so the demo never looks stale. Status ids are the status master's
 * (1 未着手 … 7 完了), hypothesis status 1 未検証, 2 検証中, 3 立証, 4 棄却.
 */
type DayOffset = number;

interface DemoPattern {
  name: string;
  good: string;
  bad: string;
  /** One value per header of the report's pattern table. */
  cells: string[];
  /** 売上合計 and 売上の二乗和 of the pattern's visitors (0 yen for those who bought nothing), for 訪問者あたり売上. */
  revenue?: { sum: number; sumSquares: number };
  screenshot: Wireframe;
}

export interface DemoReport {
  porpose: string;
  /** Device master: 1 PC, 2 tablet, 3 smartphone. */
  device: number;
  sessionNum: number;
  /** CVR (percent) before, and aimed at; CVR上昇率 is worked out from them (cvrIncrease). */
  current: number;
  target: number;
  estimate: number | null;
  detail: string;
  basis: string;
  /** The basis image: a click heatmap over the page as it was, when the basis rests on one. */
  basisHeatmap?: { page: Wireframe; spots: HeatSpot[] };
  consideration: string;
  isShow: boolean;
  headers: string[];
  patterns: DemoPattern[];
  /** The pattern (1-based) taken over, when the verification ended with one. */
  adopted: number | null;
  /** The test's plan (issue 32 §4): baseline CVR and smallest uplift worth detecting as fractions. */
  plan?: { baselineCvr: number; dailyUsers: number; mde: number };
  /** How its counts are fetched from GA4 (decisions/0034): the kind, the key event, each pattern's value. */
  ga4?: { kind: 'experience_impression' | 'page_path'; event: string; values: string[] };
}

export interface DemoMeasure {
  title: string;
  status: number;
  rank: Rank;
  /** Priority master: 0 高, 1 中, 2 低. */
  priority: number;
  /** Verification master: 0 ABテスト, 1 前後比較, 2 多変量テスト, 3 ユーザーテスト, 4 検証なし. */
  verification: number;
  /** The verification period; 'analytics' is the measure the analytics figures rise after (demo-analytics.ts). */
  period?: [DayOffset, DayOffset] | 'analytics';
  /** Hidden from client users (still being discussed inside). */
  hidden?: boolean;
  /** 見込み上昇率 (%), typed before the verification has figures: the projection uses it, marked 見込み. */
  expectedUplift?: number;
  memo?: string;
  /** Preparation and confirmation phases in the status table before the verification, and a completion date after it. */
  schedule?: boolean;
  report?: DemoReport;
}

interface DemoHypothesis {
  title: string;
  /** Category master: 1 UI・デザイン, 2 コンテンツ, 3 導線・遷移, 4 集客・流入, 5 価格・オファー, 6 その他. */
  category: number;
  status: number;
  measures: DemoMeasure[];
  works: string[];
}

interface DemoFactor {
  title: string;
  hypotheses: DemoHypothesis[];
}

export interface DemoTask {
  title: string;
  status: number;
  deadline?: DayOffset;
  memo?: string;
  factors: DemoFactor[];
}

export interface DemoKpi {
  title: string;
  current: string;
  detail: string;
  status: number;
  deadline?: DayOffset;
  memo?: string;
  tasks: DemoTask[];
}

interface DemoMonthlyWriting {
  /** The regular report's summary and next month's plan (the template's two free sections). */
  summary: string;
  nextMonth: string;
  /** The spot report: its title and markdown body. */
  spot: { title: string; body: string };
}

export interface DemoTree {
  /** The staff account in charge: author of the reports and of the status changes. */
  consultant: 'manager' | 'member';
  /** Set when the project has no KGI yet (the won project takes its KGI from the sales goals). */
  kgi?: { purpose: string; kgi: string; start: DayOffset; end: DayOffset };
  kpis: DemoKpi[];
  nonKpiTasks: DemoTask[];
  inboxTasks: string[];
  monthly: DemoMonthlyWriting;
}
