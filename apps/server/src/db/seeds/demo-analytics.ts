import {
  conversionRate,
  deriveTargets,
  monthPeriod,
  previousMonth,
  todayInJapan,
  type ReportAnalyticsFacts,
} from '@kaizen/domain';
import { nowIso } from '../schema-helpers.js';
import type { Db } from '../types.js';

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
}

const ec: DemoAnalytics = {
  cvNames: ['購入完了', 'カート追加', '会員登録'],
  sessions: 23_000,
  cvr: [1.2, 1.65],
  contractRate: 35,
  averageSale: 12_000,
};
const signUp: DemoAnalytics = {
  cvNames: ['会員登録', 'メルマガ登録', '問い合わせ'],
  sessions: 15_000,
  cvr: [2.0, 2.8],
  contractRate: 15,
  averageSale: 8_000,
};
const corporate: DemoAnalytics = {
  cvNames: ['資料請求', '問い合わせ', '採用応募'],
  sessions: 8_000,
  cvr: [0.25, 0.4],
  contractRate: 10,
  averageSale: 600_000,
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

/** The period target's typed figures (its contracts and sales are derived from these). */
function periodTarget(profile: DemoAnalytics) {
  return {
    target_cv_cnt: Math.round(monthFigures(profile, DEMO_MONTHS - 1).cv1 * 1.1),
    contract_rate: profile.contractRate,
    ltv: profile.averageSale,
  };
}

/** Last month's figures against the period target, as a regular monthly report shows them. */
export function demoLastMonthFacts(projectName: string): ReportAnalyticsFacts {
  const profile = profileFor(projectName);
  const figures = monthFigures(profile, DEMO_MONTHS - 1);
  const target = deriveTargets({ ...periodTarget(profile), target_sales: null, target_contract_cnt: null });
  return {
    sessions: figures.sessions,
    cv: figures.cv1,
    cvr: conversionRate(figures.cv1, figures.sessions),
    contracts: figures.transactions,
    sales: figures.revenue,
    target_cv: target.target_cv_cnt,
    target_contracts: target.target_contract_cnt,
    target_sales: target.target_sales,
  };
}

/**
 * The verification period of the measure the figures rise after (MEASURE_MONTH): the demo tree plants
 * that measure and its report with this period (demo-management.ts).
 */
export function demoVerifiedPeriod(): { start: string; end: string } {
  const months = demoMonths();
  return { start: `${months[MEASURE_MONTH - 1] ?? ''}-15`, end: monthPeriod(months[MEASURE_MONTH] ?? '').end };
}

/**
 * The setting page of every demo client project (decisions/0014): analytics settings without a key
 * (the demo never calls Google), measure settings, 14 months of figures imported from a CSV up to last
 * month — rising after the measure whose verification ended with an adopted pattern (demoVerifiedPeriod), so
 * the graph marks it — and two target rows: a period over the last six months and this month alone.
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
    const period = periodTarget(profile);
    const target = { project_id: projectId, created_at: at, updated_at: at };
    await db
      .insertInto('client_targets')
      .values([
        // The period: the CV count, contract rate and LTV typed; contracts and sales derived.
        {
          ...target,
          start_month: months[DEMO_MONTHS - 6] ?? thisMonth,
          end_month: months[DEMO_MONTHS - 1] ?? thisMonth,
          ...period,
        },
        // This month: a sales target with LTV and contract rate; contracts and the CV count derived.
        {
          ...target,
          start_month: thisMonth,
          end_month: thisMonth,
          target_sales: Math.round((period.target_cv_cnt * 1.1 * profile.contractRate) / 100) * profile.averageSale,
          contract_rate: profile.contractRate,
          ltv: profile.averageSale,
        },
      ])
      .execute();
  }
}
