import { monthPeriod, previousMonth, todayInJapan } from '@kaizen/domain';
import type { Kysely } from 'kysely';
import { nowIso } from '../schema-helpers.js';
import type { Database } from '../types.js';

type Db = Kysely<Database>;

/** How many months of figures each demo project has, up to last month. */
const DEMO_MONTHS = 14;
/** The month (0-based, of DEMO_MONTHS) in which the demo measure's verification ended; the rise follows it. */
const MEASURE_MONTH = 7;

interface DemoAnalytics {
  cvNames: [string, string, string];
  /** Sessions of the first month; they grow a little each month. */
  sessions: number;
  /** CVR of CV1 (percent) before and after the verified measure. */
  cvr: [number, number];
  /** Contracts per 100 CV1 (percent) and the average sale, for the measured contracts and sales. */
  contractRate: number;
  averageSale: number;
  /** KPI > task > factor > hypothesis > measure, and the measure report's two patterns (the second adopted). */
  tree: [kpi: string, task: string, factor: string, hypothesis: string, measure: string];
  patterns: [string, string];
}

const ec: DemoAnalytics = {
  cvNames: ['購入完了', 'カート追加', '会員登録'],
  sessions: 23_000,
  cvr: [1.2, 1.65],
  contractRate: 35,
  averageSale: 12_000,
  tree: [
    '購入完了率を1.6%に上げる',
    'カートからの購入が少ない',
    '購入ボタンが目に入らない',
    'ボタンを目立たせれば購入に進む人が増える',
    'カートの購入ボタンを目立つ色にする',
  ],
  patterns: ['現行（グレーのボタン）', '赤いボタン'],
};
const signUp: DemoAnalytics = {
  cvNames: ['会員登録', 'メルマガ登録', '問い合わせ'],
  sessions: 15_000,
  cvr: [2.0, 2.8],
  contractRate: 15,
  averageSale: 8_000,
  tree: [
    '会員登録率を2.8%に上げる',
    '登録フォームの途中離脱が多い',
    '入力項目が多すぎる',
    '必須項目を減らせば最後まで入力される',
    '登録フォームの項目を12から6に減らす',
  ],
  patterns: ['現行（12項目）', '6項目に削減'],
};
const corporate: DemoAnalytics = {
  cvNames: ['資料請求', '問い合わせ', '採用応募'],
  sessions: 8_000,
  cvr: [0.25, 0.4],
  contractRate: 10,
  averageSale: 600_000,
  tree: [
    '資料請求を月30件にする',
    '資料請求ボタンまで読まれない',
    'ボタンがページの最後にしかない',
    'いつでも押せる位置にあれば請求が増える',
    '資料請求ボタンを画面下に追従表示する',
  ],
  patterns: ['現行（ページ末尾のみ）', '追従ボタン'],
};

const profileFor = (projectName: string) =>
  /会員/.test(projectName) ? signUp : /EC/.test(projectName) ? ec : corporate;

/** Month-to-month ups and downs, so the line is not a ruler (fixed, so every demo database is the same). */
const WOBBLE = [1, 0.97, 1.04, 0.99, 1.02, 0.96, 1.03, 1, 0.98, 1.05, 1.01, 0.97, 1.03, 1.02];

/** The months of figures: DEMO_MONTHS of them, ending last month in Japan. */
function demoMonths(): string[] {
  const months = [previousMonth(todayInJapan().slice(0, 7))];
  while (months.length < DEMO_MONTHS) months.unshift(previousMonth(months[0] ?? ''));
  return months;
}

function monthFigures(profile: DemoAnalytics, index: number) {
  const sessions = Math.round(profile.sessions * (1 + index * 0.01) * (WOBBLE[index] ?? 1));
  const cvr = (index > MEASURE_MONTH ? profile.cvr[1] : profile.cvr[0]) * (WOBBLE[(index + 5) % DEMO_MONTHS] ?? 1);
  const cv1 = Math.round((sessions * cvr) / 100);
  const transactions = Math.round((cv1 * profile.contractRate) / 100);
  return {
    sessions,
    cv1,
    cv2: Math.round(cv1 * 0.6),
    cv3: Math.round(cv1 * 0.2),
    transactions,
    revenue: transactions * profile.averageSale,
  };
}

/** A small branch of the tree whose measure finished verification with its second pattern adopted. */
async function verifiedMeasure(db: Db, projectId: number, profile: DemoAnalytics, months: string[], authorId: number) {
  const at = nowIso();
  const node = { project_id: projectId, index_num: 1, created_at: at, updated_at: at };
  const [kpiTitle, taskTitle, factorTitle, hypothesisTitle, measureTitle] = profile.tree;
  const id = (row: { id: number }) => Number(row.id);
  const kpi = id(
    await db
      .insertInto('kpis')
      .values({ ...node, kpi: kpiTitle, status: 3 })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const task = id(
    await db
      .insertInto('tasks')
      .values({ ...node, project_kpi_id: kpi, task: taskTitle, status: 3 })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const factor = id(
    await db
      .insertInto('factors')
      .values({ ...node, task_id: task, factor: factorTitle })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const hypothesis = id(
    await db
      .insertInto('hypotheses')
      .values({ ...node, factor_id: factor, hypothesis: hypothesisTitle, hypothesis_status: 3 })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const start = `${months[MEASURE_MONTH - 1] ?? ''}-15`;
  const end = monthPeriod(months[MEASURE_MONTH] ?? '').end;
  const measure = id(
    await db
      .insertInto('measures')
      .values({
        ...node,
        hypothesis_id: hypothesis,
        measure: measureTitle,
        status: 7,
        verification: 0,
        verification_start_date: start,
        verification_end_date: end,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const [before, after] = profile.cvr;
  await db
    .insertInto('measure_reports')
    .values({
      measure_id: measure,
      porpose: `${measureTitle}ことで、${profile.cvNames[0]}の率が上がるかを確かめる`,
      device: 3,
      verification: 0,
      user_id: authorId,
      start_date: start,
      end_date: end,
      pattern_num: 2,
      improvement: 1,
      current_improvement: before,
      porpose_improvement: after,
      cvr_increase: Math.round(((after - before) / before) * 1000) / 10,
      consideration: `${profile.patterns[1]}の${profile.cvNames[0]}率が上回ったため採用し、全ページに反映した。`,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('report_patterns')
    .values(
      profile.patterns.map((name, index) => ({
        measure_id: measure,
        pattern: index + 1,
        name,
        is_adopt: index === 1 ? 1 : 0,
      })),
    )
    .execute();
}

/**
 * The setting page of every demo client project (decisions/0014): analytics settings without a key
 * (the demo never calls Google), measure settings, 14 months of figures imported from a CSV up to last
 * month — rising after a measure whose verification ended with an adopted pattern, so the graph marks
 * it — and two target rows: a period over the last six months and this month alone.
 */
export async function seedDemoAnalytics(db: Db): Promise<void> {
  const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
  const projects = await db.selectFrom('projects').select(['id', 'project_name']).orderBy('id').execute();
  const months = demoMonths();
  const thisMonth = todayInJapan().slice(0, 7);
  const at = nowIso();
  for (const project of projects) {
    const profile = profileFor(project.project_name);
    const projectId = Number(project.id);
    await db
      .insertInto('analytics_settings')
      .values({
        project_id: projectId,
        property_id: '123456789',
        cv1_id: profile.cvNames[0],
        cv2_id: profile.cvNames[1],
        cv3_id: profile.cvNames[2],
        is_transaction: 1,
        measure_device: 3,
        measure_verification: 0,
        measure_improvement: 1,
        measure_cv_slot: 1,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('analytics_months')
      .values(
        months.map((month, index) => ({
          project_id: projectId,
          month,
          ...monthFigures(profile, index),
          source: 'csv' as const,
          fetched_at: at,
          fetched_by: Number(admin.id),
        })),
      )
      .execute();
    const after = monthFigures(profile, DEMO_MONTHS - 1);
    const targetCv = Math.round(after.cv1 * 1.1);
    const target = { project_id: projectId, created_at: at, updated_at: at };
    await db
      .insertInto('client_targets')
      .values([
        // The period: the CV count, contract rate and LTV typed; contracts and sales derived.
        {
          ...target,
          start_month: months[DEMO_MONTHS - 6] ?? thisMonth,
          end_month: months[DEMO_MONTHS - 1] ?? thisMonth,
          target_cv_cnt: targetCv,
          contract_rate: profile.contractRate,
          ltv: profile.averageSale,
        },
        // This month: a sales target with LTV and contract rate; contracts and the CV count derived.
        {
          ...target,
          start_month: thisMonth,
          end_month: thisMonth,
          target_sales: Math.round((targetCv * 1.1 * profile.contractRate) / 100) * profile.averageSale,
          contract_rate: profile.contractRate,
          ltv: profile.averageSale,
        },
      ])
      .execute();
    await verifiedMeasure(db, projectId, profile, months, Number(admin.id));
  }
}
