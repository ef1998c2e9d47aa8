import { createHash } from 'node:crypto';
import type { Db } from '../types.js';
import { demoPdf } from './demo-pdf.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A time some days (and hours) before the seed runs, so the demo reads as recent whenever it is loaded. */
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY_MS - hours * 3_600_000).toISOString();

/** The proposed-service master ids the demo uses (masterSeeds.service). */
const SERVICE = { consulting: 1, lpo: 2, ads: 3, seo: 4, crm: 5 } as const;

interface Simulation {
  session: number;
  cvr: number;
  contract_rate: number;
  customer_avg: number;
  profit_rate: number;
}

interface DemoSale {
  project_name: string;
  company_name: string;
  staff: 'admin' | 'manager' | 'member';
  service_id: number;
  createdDaysAgo: number;
  purpose: string;
  kgi: string;
  start_line: string;
  dead_line: string;
  /** The KGI as first written, recorded as the goal's change history before the current one. */
  firstKgi: string;
  current: Simulation;
  goal: Simulation;
}

/**
 * Three prospects of different kinds. The first is the one already won: it became 株式会社さくら商事's
 * ECサイト改善プロジェクト, so its names are that project's.
 */
const demoSales: DemoSale[] = [
  {
    project_name: 'ECサイト改善プロジェクト',
    company_name: '株式会社さくら商事',
    staff: 'manager',
    service_id: SERVICE.consulting,
    createdDaysAgo: 75,
    purpose: '自社ブランド化粧品のECサイト「さくらコスメ」で、定期購入の会員を増やし、広告に頼らない売上の柱をつくる。',
    kgi: 'EC売上 年間4.2億円',
    start_line: '2026-04-01',
    dead_line: '2027-03-31',
    firstKgi: 'EC売上 年間3.6億円',
    current: { session: 420_000, cvr: 1.1, contract_rate: 62, customer_avg: 6_800, profit_rate: 35 },
    goal: { session: 520_000, cvr: 1.4, contract_rate: 65, customer_avg: 7_500, profit_rate: 38 },
  },
  {
    project_name: 'リード獲得サイト改善',
    company_name: '株式会社クラウドリンク',
    staff: 'member',
    service_id: SERVICE.lpo,
    createdDaysAgo: 40,
    purpose: '勤怠管理SaaS「リンクタイム」の資料請求を増やし、インサイドセールスが追える商談を毎月安定して生む。',
    kgi: '年間受注額1.5億円',
    start_line: '2026-10-01',
    dead_line: '2027-09-30',
    firstKgi: '年間受注額1.2億円',
    current: { session: 300_000, cvr: 0.8, contract_rate: 5, customer_avg: 600_000, profit_rate: 70 },
    goal: { session: 360_000, cvr: 1.2, contract_rate: 6, customer_avg: 600_000, profit_rate: 72 },
  },
  {
    project_name: '地域不動産ポータル集客強化',
    company_name: '株式会社みどり不動産',
    staff: 'admin',
    service_id: SERVICE.seo,
    createdDaysAgo: 12,
    purpose: '湘南エリアの物件ポータルで、反響（問い合わせ・来店予約）を増やし、仲介の成約件数を伸ばす。',
    kgi: '仲介成約 年間450件',
    start_line: '2026-12-01',
    dead_line: '2027-11-30',
    firstKgi: '仲介成約 年間400件',
    current: { session: 1_200_000, cvr: 2.0, contract_rate: 1.5, customer_avg: 450_000, profit_rate: 25 },
    goal: { session: 1_200_000, cvr: 2.6, contract_rate: 1.8, customer_avg: 450_000, profit_rate: 27 },
  },
];

const shownReport = `# 初回提案レポート（さくらコスメ様）

## 現状のまとめ

過去3か月のアクセス解析から、集客は順調な一方で、**商品詳細ページからカートへ進む割合**が業界水準を下回っていることが分かりました。特にスマートフォンでの離脱が目立ちます。

| 指標 | 現状 | 目標 |
|---|---|---|
| 月間セッション数 | 420,000 | 520,000 |
| CVR | 1.1% | 1.4% |
| 購入率 | 62% | 65% |
| 顧客単価 | 6,800円 | 7,500円 |

## ご提案する施策

1. 商品詳細ページの「定期便」訴求を見直し、初回価格と解約条件をファーストビューで伝える
2. カート画面の入力項目を減らし、Amazon Pay などの決済を上に配置する
3. 購入後のステップメールで、使い切りのタイミングに合わせてリピートを促す

## 今後の進め方

初月は計測環境を整え、2か月目から上記1・2のABテストを開始します。毎月の定例で結果をご報告します。
`;

const hiddenReport = `# 社内メモ：提案方針の整理

## 先方の温度感

- 決裁者はEC事業部長の田中様。広告費の高騰を強く気にされている
- 競合のA社にも相見積もりを依頼中とのこと

## 価格の考え方

| プラン | 月額 | 備考 |
|---|---|---|
| スタンダード | 30万円 | 月1回の定例と施策3本まで |
| プレミアム | 50万円 | 施策無制限、LPO込み |

まずはスタンダードで始め、3か月後の成果を見てプレミアムへの切り替えを提案する。
`;

/** The people and project the sales demo attaches to, looked up from what seedDemoIfEmpty made. */
async function demoContext(db: Db) {
  const staff = await db
    .selectFrom('users')
    .select(['id', 'account'])
    .where('account', 'in', ['admin', 'manager', 'member'])
    .execute();
  const staffId = (account: string) => {
    const user = staff.find((u) => u.account === account);
    if (!user) throw new Error(`demo user ${account} is missing`);
    return Number(user.id);
  };
  const project = await db
    .selectFrom('projects')
    .innerJoin('companies', 'companies.id', 'projects.company_id')
    .select(['projects.id', 'projects.company_id'])
    .where('companies.company_name', '=', '株式会社さくら商事')
    .orderBy('projects.id')
    .executeTakeFirstOrThrow();
  return { staffId, project: { id: Number(project.id), companyId: Number(project.company_id) } };
}

const periodText = (kgi: string, start: string, end: string) =>
  `${kgi}（${start.replaceAll('-', '/')}〜${end.replaceAll('-', '/')}）`;

/**
 * The sales area's demo data (called by seedDemoIfEmpty in its transaction): three customers with
 * staff, services, goals and their history, both simulation records; the first already converted to
 * さくら商事's first project (its goals are that project's KGI), with a shown and a hidden sales report
 * and a PDF proposal.
 */
export async function seedDemoSales(db: Db): Promise<void> {
  const { staffId, project } = await demoContext(db);
  for (const [i, sale] of demoSales.entries()) {
    const converted = i === 0;
    const createdAt = daysAgo(sale.createdDaysAgo);
    const userId = staffId(sale.staff);
    const { id } = await db
      .insertInto('sales')
      .values({
        project_name: sale.project_name,
        company_name: sale.company_name,
        user_id: userId,
        service_id: sale.service_id,
        company_id: converted ? project.companyId : null,
        project_id: converted ? project.id : null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saleId = Number(id);
    const goalAt = daysAgo(sale.createdDaysAgo - 2);
    const goal = { purpose: sale.purpose, kgi: sale.kgi, start_line: sale.start_line, dead_line: sale.dead_line };
    await db
      .insertInto('sales_goals')
      .values({ sale_id: saleId, ...goal, created_at: daysAgo(sale.createdDaysAgo - 1), updated_at: goalAt })
      .execute();
    const firstKgi = periodText(sale.firstKgi, sale.start_line, sale.dead_line);
    await db
      .insertInto('sales_goal_changes')
      .values([
        {
          sale_id: saleId,
          user_id: userId,
          action_target: '目標',
          before: '（未設定）',
          after: sale.purpose,
          created_at: daysAgo(sale.createdDaysAgo - 1, 3),
        },
        {
          sale_id: saleId,
          user_id: userId,
          action_target: 'KGI',
          before: '（未設定）',
          after: firstKgi,
          created_at: daysAgo(sale.createdDaysAgo - 1, 2),
        },
        {
          sale_id: saleId,
          user_id: staffId('manager'),
          action_target: 'KGI',
          before: firstKgi,
          after: periodText(sale.kgi, sale.start_line, sale.dead_line),
          created_at: goalAt,
        },
      ])
      .execute();
    await db
      .insertInto('sales_simulations')
      .values(
        [sale.current, sale.goal].map((figures, target) => ({
          sale_id: saleId,
          target,
          ...figures,
          created_at: goalAt,
          updated_at: goalAt,
        })),
      )
      .execute();
    if (converted) await seedConvertedExtras(db, saleId, project.id, userId, goal);
  }
}

/** What the won customer has: its goals as the project's KGI, two reports (one shown), a PDF proposal. */
async function seedConvertedExtras(
  db: Db,
  saleId: number,
  projectId: number,
  userId: number,
  goal: { purpose: string; kgi: string; start_line: string; dead_line: string },
): Promise<void> {
  const at = daysAgo(30);
  await db
    .insertInto('kgis')
    .values({ project_id: projectId, ...goal, updated_by: userId, created_at: at, updated_at: at })
    .execute();
  await db
    .insertInto('sales_reports')
    .values([
      {
        sale_id: saleId,
        title: '初回提案レポート',
        body: shownReport,
        is_show: 1,
        user_id: userId,
        created_at: daysAgo(60),
        updated_at: daysAgo(58),
      },
      {
        sale_id: saleId,
        title: '社内メモ：提案方針の整理',
        body: hiddenReport,
        is_show: 0,
        user_id: userId,
        created_at: daysAgo(62),
        updated_at: daysAgo(62),
      },
    ])
    .execute();
  const data = demoPdf(['Sakura Cosme EC proposal', 'Kaizen Tree consulting', 'Session / CVR / LTV plan 2026-2027']);
  const name = '提案書_さくらコスメ様.pdf';
  const fileAt = daysAgo(61);
  const file = await db
    .insertInto('stored_files')
    .values({
      name,
      type: 'application/pdf',
      size: data.length,
      content_hash: createHash('sha256').update(data).digest('hex'),
      data,
      created_by: userId,
      created_at: fileAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('documents')
    .values({
      sale_id: saleId,
      project_id: null,
      file_id: Number(file.id),
      name,
      size: data.length,
      user_id: userId,
      created_at: fileAt,
    })
    .execute();
}
