import { formatThousands } from '../common/numbers.js';
import type { StatsEngine } from '../measure-reports/stats-schemas.js';
import { formatChance, formatInterval, formatUplift } from '../measure-reports/stats-format.js';
import type { Verdict } from '../measure-reports/statistics/readout-types.js';
import { verdictLabels } from '../measure-reports/statistics/verdict-text.js';
import type { MetricUnit } from '../metrics/model.js';
import { metricValueText, PROJECTION_HEADING, projectionMethodNote, upliftPercentText } from '../metrics/text.js';

export interface ReportMeasureFact {
  title: string;
  verification_start_date: string | null;
  verification_end_date: string | null;
  /** The adopted pattern's label, or null. */
  adopted: string | null;
  cvr_increase: number | null;
  /** The statistics of its counts (issue 32 §3); absent or null when it has none a client may see. */
  readout?: ReportReadout | null;
}

/** A verified measure's statistics as the report reads them: the verdict and its best treatment. */
export interface ReportReadout {
  engine: StatsEngine;
  verdict: Verdict;
  /** The treatment the engine ranks first, or null when none has figures yet. */
  best: {
    label: string;
    uplift: number | null;
    uplift_ci: [number, number] | null;
    chance_to_win: number | null;
  } | null;
}

export interface RegularReportFacts {
  projectName: string;
  /** 'YYYY-MM'. */
  month: string;
  purpose: string | null;
  kgi: { title: string; start_line: string | null; dead_line: string | null } | null;
  /** KPI counts per status name, in the master's order. */
  kpiStatusCounts: { status: string; count: number }[];
  started: ReportMeasureFact[];
  finished: ReportMeasureFact[];
  /** Measures whose verification report's period ended in the month. */
  verified: ReportMeasureFact[];
  statusMoves: ReportStatusMove[];
  /** The month's measured figures and targets (decisions/0014); null or absent when the project has none. */
  analytics?: ReportAnalyticsFacts | null;
  /** 採用した施策の効果見込み as a client of the project sees it (decisions/0044); absent without one. */
  projection?: ReportProjectionFacts | null;
}

/** The adopted measures' projected effect on the KGI's metric over a year. */
export interface ReportProjectionFacts {
  kgiName: string;
  unit: MetricUnit;
  annual: number;
  annual_low: number | null;
  annual_high: number | null;
  measures: { title: string; uplift: number; estimated: boolean; annual: number }[];
}

/** A status change of the month: the statuses by name ('' where the record does not say). */
export interface ReportStatusMove {
  /** When: 'YYYY-MM-DD' or an ISO timestamp. */
  date: string;
  kind: 'kpi' | 'measure';
  title: string;
  from: string;
  to: string;
}

/**
 * The places a template leaves for what only the consultant can write. One list for the templates
 * and for the check before a report is made public or printed with one still in it.
 */
export const reportPlaceholders = [
  '（今月の成果と所感を記入してください）',
  '（来月の施策と確認事項を記入してください）',
  '（このレポートで扱うテーマを記入してください）',
] as const;
const [summaryPlaceholder, nextMonthPlaceholder, themePlaceholder] = reportPlaceholders;

/** The placeholders still in a report's text, each once, in the list's order. */
export function placeholdersLeftIn(body: string): string[] {
  return reportPlaceholders.filter((placeholder) => body.includes(placeholder));
}

/** One status change as the report reads it: from → to where both are known. */
function statusMoveLine(m: ReportStatusMove): string {
  const what = `${day(m.date)} ${m.kind === 'kpi' ? 'KPI' : '施策'}「${m.title}」`;
  if (!m.to) return `- ${what}のステータスが変わりました`;
  if (!m.from) return `- ${what}のステータス：「${m.to}」に変更`;
  return `- ${what}のステータス：「${m.from}」→「${m.to}」`;
}

/** One month of the analytics graph as a report shows it (null: not measured, or no target). */
export interface ReportAnalyticsFacts {
  sessions: number | null;
  cv: number | null;
  /** Percent, two decimals. */
  cvr: number | null;
  contracts: number | null;
  sales: number | null;
  target_cv: number | null;
  target_contracts: number | null;
  target_sales: number | null;
}

/** First and last day of a 'YYYY-MM' month. */
export function monthPeriod(month: string): { start: string; end: string } {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

export function monthLabel(month: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  return `${year}年${mm}月`;
}

/** Markdown table cells must not break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
/** A day as every screen shows it (2026/11/24, issue 15), from 'YYYY-MM-DD' or an ISO timestamp. */
const day = (iso: string) => iso.slice(0, 10).replace(/-/g, '/');
const period = (start: string | null, end: string | null) =>
  start || end ? `${start ? day(start) : ''} 〜 ${end ? day(end) : ''}` : '—';
const cvr = (value: number | null) => (value === null ? '—' : `${formatThousands(value)}%`);

/** A count as the report reads it: thousands separated, at most one decimal (a derived target may have more). */
const count = (value: number | null) => (value === null ? '—' : formatThousands(Math.round(value * 10) / 10));
const yen = (value: number | null) => (value === null ? '—' : `${formatThousands(Math.round(value))}円`);

/** The month's figures against its targets; a row without either stays out. */
function analyticsTable(facts: ReportAnalyticsFacts): string {
  const rows: [string, string, string][] = [
    ['セッション数', count(facts.sessions), '—'],
    ['CV数', count(facts.cv), count(facts.target_cv)],
    ['CVR', cvr(facts.cvr), '—'],
    ['成約数', count(facts.contracts), count(facts.target_contracts)],
    ['売上', yen(facts.sales), yen(facts.target_sales)],
  ];
  return [
    '| 指標 | 実績 | 目標 |',
    '|---|---:|---:|',
    ...rows.filter(([, actual, target]) => actual !== '—' || target !== '—').map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function measureTable(rows: ReportMeasureFact[], columns: 'period' | 'result'): string {
  if (rows.length === 0) return '該当する施策はありません。';
  const lines =
    columns === 'period'
      ? [
          '| 施策 | 検証期間 |',
          '|---|---|',
          ...rows.map((m) => `| ${cell(m.title)} | ${period(m.verification_start_date, m.verification_end_date)} |`),
        ]
      : [
          '| 施策 | 採用パターン | CVR上昇率 |',
          '|---|---|---:|',
          ...rows.map((m) => `| ${cell(m.title)} | ${cell(m.adopted ?? '採用なし')} | ${cvr(m.cvr_increase)} |`),
        ];
  return lines.join('\n');
}

/**
 * One measure's statistics in a line: the best treatment's uplift with its interval, its chance to
 * win where the engine gives one, and the verdict.
 */
function readoutLine(title: string, readout: ReportReadout): string {
  const verdict = `判定：${verdictLabels[readout.verdict]}`;
  const best = readout.best;
  if (!best) return `- ${title}：${verdict}`;
  const interval = readout.engine === 'bayesian' ? '95%信用区間' : '95%信頼区間';
  const figures = [
    `${best.label}の改善幅 ${formatUplift(best.uplift)}（${interval} ${formatInterval(best.uplift_ci)}）`,
    ...(best.chance_to_win === null ? [] : [`勝率 ${formatChance(best.chance_to_win)}`]),
    verdict,
  ];
  return `- ${title}：${figures.join('、')}`;
}

/** The projection's total with its range, each measure's share, and the method in a footnote. */
function projectionLines(p: ReportProjectionFacts): string[] {
  const value = (v: number) => metricValueText(v, p.unit);
  const range =
    p.annual_low !== null && p.annual_high !== null ? `（${value(p.annual_low)}〜${value(p.annual_high)}）` : '';
  return [
    `## ${PROJECTION_HEADING}`,
    '',
    `- ${p.kgiName}：${value(p.annual)}${range}`,
    ...p.measures.map(
      (m) =>
        `  - ${m.title}：上昇率 ${upliftPercentText(m.uplift)}、年間 ${value(m.annual)}${m.estimated ? '（見込み）' : ''}`,
    ),
    '',
    projectionMethodNote(p.measures.some((m) => m.estimated)),
    '',
  ];
}

/** The statistics of the verified measures that have them, below their table. */
function readoutLines(rows: ReportMeasureFact[]): string[] {
  const lines = rows.flatMap((m) => (m.readout ? [readoutLine(m.title, m.readout)] : []));
  return lines.length === 0 ? [] : ['', '統計的な判定', '', ...lines];
}

/**
 * A regular (定例) report's starting text: the month's facts from the project, in the order a
 * consultant walks a client through them, with places left for what only the consultant can say.
 */
export function regularReportTemplate(facts: RegularReportFacts): { title: string; body: string } {
  const title = `${facts.projectName} 定例レポート（${monthLabel(facts.month)}）`;
  const kgiLines = [
    `- 目的: ${facts.purpose?.trim() || '未設定'}`,
    `- KGI: ${facts.kgi?.title.trim() || '未設定'}`,
    `- 期間: ${facts.kgi ? period(facts.kgi.start_line, facts.kgi.dead_line) : '—'}`,
  ];
  const kpiLines =
    facts.kpiStatusCounts.length === 0
      ? ['KPIはまだありません。']
      : [
          '| ステータス | KPI数 |',
          '|---|---:|',
          ...facts.kpiStatusCounts.map((s) => `| ${cell(s.status)} | ${s.count} |`),
        ];
  const moves =
    facts.statusMoves.length === 0 ? ['今月のステータス変更はありません。'] : facts.statusMoves.map(statusMoveLine);
  const body = [
    `# ${title}`,
    '',
    '## 今月のサマリー',
    '',
    summaryPlaceholder,
    '',
    '## KGI',
    '',
    ...kgiLines,
    '',
    '## KPIの状況',
    '',
    ...kpiLines,
    '',
    ...(facts.analytics ? ['## アクセス解析', '', analyticsTable(facts.analytics), ''] : []),
    '## 施策の動き',
    '',
    '### 開始した施策',
    '',
    measureTable(facts.started, 'period'),
    '',
    '### 終了した施策',
    '',
    measureTable(facts.finished, 'period'),
    '',
    '### 検証結果',
    '',
    measureTable(facts.verified, 'result'),
    ...readoutLines(facts.verified),
    '',
    ...(facts.projection && facts.projection.measures.length > 0 ? projectionLines(facts.projection) : []),
    '## 主なステータスの変化',
    '',
    ...moves,
    '',
    '## 来月の予定',
    '',
    nextMonthPlaceholder,
    '',
  ].join('\n');
  return { title, body };
}

/** A spot (スポット) report: one topic, a short outline. */
export function pointReportTemplate(projectName: string, today: string): { title: string; body: string } {
  const title = `${projectName} スポットレポート（${day(today)}）`;
  const body = [
    `# ${title}`,
    '',
    '## テーマ',
    '',
    themePlaceholder,
    '',
    '## 現状と課題',
    '',
    '## 分析',
    '',
    '## 提案',
    '',
    '## 次のアクション',
    '',
    '- ',
    '',
  ].join('\n');
  return { title, body };
}
