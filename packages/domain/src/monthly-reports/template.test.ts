import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';
import {
  monthPeriod,
  placeholdersLeftIn,
  pointReportTemplate,
  regularReportTemplate,
  reportPlaceholders,
  type RegularReportFacts,
} from './template.js';

const facts: RegularReportFacts = {
  projectName: 'ECサイト改善',
  month: '2026-11',
  purpose: '売上を伸ばす',
  kgi: { title: '売上120%', start_line: '2026-04-01', dead_line: '2027-03-31' },
  kpiStatusCounts: [
    { status: '着手中', count: 2 },
    { status: '完了', count: 1 },
  ],
  started: [
    {
      title: 'カート|改善',
      verification_start_date: '2026-11-03',
      verification_end_date: '2026-11-30',
      adopted: null,
      cvr_increase: null,
    },
  ],
  finished: [],
  verified: [
    {
      title: '赤ボタン',
      verification_start_date: '2026-10-01',
      verification_end_date: '2026-11-10',
      adopted: 'パターンB',
      cvr_increase: 1.5,
    },
  ],
  statusMoves: [
    { date: '2026-11-05T01:00:00.000Z', kind: 'measure', title: '赤ボタン', from: '準備中', to: '検証中' },
    { date: '2026-11-20T01:00:00.000Z', kind: 'kpi', title: '購入率', from: '', to: '完了' },
    { date: '2026-11-21T01:00:00.000Z', kind: 'kpi', title: '古い記録', from: '', to: '' },
  ],
};

describe('regularReportTemplate', () => {
  it('fills the month with the project facts', () => {
    const { title, body } = regularReportTemplate(facts);
    expect(title).toBe('ECサイト改善 定例レポート（2026年11月）');
    expect(body).toContain('- KGI: 売上120%');
    expect(body).toContain('- 期間: 2026/04/01 〜 2027/03/31');
    expect(body).toContain('| 着手中 | 2 |');
    expect(body).toContain('| カート\\|改善 | 2026/11/03 〜 2026/11/30 |');
    expect(body).toContain('| 赤ボタン | パターンB | 1.5% |');
    expect(body).toContain(
      [
        '- 2026/11/05 施策「赤ボタン」のステータス：「準備中」→「検証中」',
        // A change recorded before the status it moved from was kept says what it moved to.
        '- 2026/11/20 KPI「購入率」のステータス：「完了」に変更',
        '- 2026/11/21 KPI「古い記録」のステータスが変わりました',
      ].join('\n'),
    );
    expect(body).toContain('### 終了した施策\n\n該当する施策はありません。');
  });

  it('renders as tables (a pipe in a title does not break its row)', () => {
    const html = renderMarkdown(regularReportTemplate(facts).body);
    expect(html).toContain('<td>カート|改善</td>');
    expect(html.match(/<table>/g)).toHaveLength(3);
  });

  it('says so when the project has no KGI or KPI yet', () => {
    const { body } = regularReportTemplate({ ...facts, purpose: null, kgi: null, kpiStatusCounts: [] });
    expect(body).toContain('- KGI: 未設定');
    expect(body).toContain('KPIはまだありません。');
  });
});

describe('pointReportTemplate and monthPeriod', () => {
  it('gives a spot report an outline', () => {
    const { title, body } = pointReportTemplate('ECサイト改善', '2026-11-22');
    expect(title).toBe('ECサイト改善 スポットレポート（2026/11/22）');
    expect(body).toContain('## 提案');
  });
  it('knows the last day of each month', () => {
    expect(monthPeriod('2026-02')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthPeriod('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthPeriod('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });
});

describe('regularReportTemplate with the month’s analytics (decisions/0014)', () => {
  const analytics = {
    sessions: 12_345,
    cv: 120,
    cvr: 0.97,
    contracts: 10,
    sales: 1_200_000,
    target_cv: 133.333333,
    target_contracts: 12,
    target_sales: 1_500_000,
  };

  it('adds an アクセス解析 table of the figures against the targets, after the KPIs', () => {
    const { body } = regularReportTemplate({ ...facts, analytics });
    expect(body).toContain(
      [
        '## アクセス解析',
        '',
        '| 指標 | 実績 | 目標 |',
        '|---|---:|---:|',
        '| セッション数 | 12,345 | — |',
        '| CV数 | 120 | 133.3 |',
        '| CVR | 0.97% | — |',
        '| 成約数 | 10 | 12 |',
        '| 売上 | 1,200,000円 | 1,500,000円 |',
        '',
        '## 施策の動き',
      ].join('\n'),
    );
    expect(body.indexOf('## KPIの状況')).toBeLessThan(body.indexOf('## アクセス解析'));
    expect(renderMarkdown(body).match(/<table>/g)).toHaveLength(4);
  });

  it('leaves out rows with neither a figure nor a target, and shows — for the missing side', () => {
    const { body } = regularReportTemplate({
      ...facts,
      analytics: {
        ...analytics,
        contracts: null,
        sales: null,
        target_contracts: null,
        target_sales: null,
        target_cv: null,
      },
    });
    expect(body).toContain('| CV数 | 120 | — |');
    expect(body).not.toContain('| 成約数 |');
    expect(body).not.toContain('| 売上 |');
  });

  it('has no analytics section when the project has no figures or targets', () => {
    expect(regularReportTemplate({ ...facts, analytics: null }).body).not.toContain('アクセス解析');
    expect(regularReportTemplate(facts).body).not.toContain('アクセス解析');
  });
});

describe('regularReportTemplate with the adopted measures’ projected effect (decisions/0044)', () => {
  const projection = {
    kgiName: '売上',
    unit: '円' as const,
    annual: 1_234_567.4,
    annual_low: 400_000,
    annual_high: 2_100_000,
    measures: [
      { title: 'カートに送料を表示', uplift: 12.5, estimated: false, annual: 1_000_000 },
      { title: 'レビュー掲載', uplift: -1.25, estimated: true, annual: 234_567.4 },
    ],
  };

  it('gives the total with its range, each measure and the method, marking a typed 見込み', () => {
    const { body } = regularReportTemplate({ ...facts, projection });
    expect(body).toContain(
      [
        '## 採用した施策の効果見込み（年間）',
        '',
        '- 売上：1,234,567円（400,000円〜2,100,000円）',
        '  - カートに送料を表示：上昇率 +12.5%、年間 1,000,000円',
        '  - レビュー掲載：上昇率 −1.3%、年間 234,567円（見込み）',
      ].join('\n'),
    );
    expect(body).toContain('採用前12か月の実績を基準にした1年分の合計です');
    expect(body).toContain('入力された見込みの上昇率を使い「見込み」と表示しています。');
    // It follows the verification results and comes before the status changes.
    expect(body.indexOf('## 採用した施策の効果見込み（年間）')).toBeGreaterThan(body.indexOf('### 検証結果'));
    expect(body.indexOf('## 採用した施策の効果見込み（年間）')).toBeLessThan(body.indexOf('## 主なステータスの変化'));
  });

  it('says nothing of a projection without measures, nor of 見込み when every uplift is verified', () => {
    expect(regularReportTemplate({ ...facts, projection: { ...projection, measures: [] } }).body).not.toContain(
      '効果見込み',
    );
    const verified = regularReportTemplate({
      ...facts,
      projection: { ...projection, annual_low: null, annual_high: null, measures: projection.measures.slice(0, 1) },
    }).body;
    expect(verified).toContain('- 売上：1,234,567円\n');
    expect(verified).not.toContain('見込みの上昇率');
  });
});

describe('placeholdersLeftIn', () => {
  it('finds each placeholder the templates write that is still in the text, once, in the list’s order', () => {
    const { body } = regularReportTemplate(facts);
    expect(placeholdersLeftIn(body)).toEqual([
      '（今月の成果と所感を記入してください）',
      '（来月の施策と確認事項を記入してください）',
    ]);
    expect(placeholdersLeftIn(pointReportTemplate('案件', '2026-11-27').body)).toEqual([
      '（このレポートで扱うテーマを記入してください）',
    ]);
    expect(placeholdersLeftIn(`${body}\n（来月の施策と確認事項を記入してください）`)).toHaveLength(2);
  });

  it('finds nothing once they are filled in', () => {
    let body = regularReportTemplate(facts).body;
    for (const placeholder of reportPlaceholders) body = body.replace(placeholder, '記入済み');
    expect(placeholdersLeftIn(body)).toEqual([]);
    expect(placeholdersLeftIn('')).toEqual([]);
  });

  it('lists exactly the placeholders the templates write', () => {
    const written = `${regularReportTemplate(facts).body}${pointReportTemplate('案件', '2026-11-27').body}`;
    expect([...written.matchAll(/（[^）]*記入してください）/g)].map((m) => m[0]).sort()).toEqual(
      [...reportPlaceholders].sort(),
    );
  });
});
