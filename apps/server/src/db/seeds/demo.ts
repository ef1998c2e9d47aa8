import { CLIENT_ROLE_NUM, ROLE_ADMIN, ROLE_GENERAL, ROLE_MANAGER } from '@kaizen/domain';
import { sql } from 'kysely';
import { inTransaction } from '../../lib/transaction.js';
import { isPostgres } from '../schema-helpers.js';
import type { Db } from '../types.js';
import { seedDemoSales } from './demo-sales.js';
import { seedDemoCustomerAnalysis } from './demo-customer-analysis.js';
import { seedDemoProjectDocuments } from './demo-project-documents.js';
import { seedDemoComparison } from './demo-comparison.js';
import { seedDemoMarkets } from './demo-markets.js';
import { seedDemoNeeds } from './demo-needs.js';
import { seedDemoAssignees } from './demo-assignees.js';
import { seedDemoComments } from './demo-comments.js';
import { orderDemoNotifications } from './demo-notification-order.js';
import { seedDemoAnalytics } from './demo-analytics.js';
import { seedDemoAudit } from './demo-audit.js';
import { seedDemoManagement } from './demo-management.js';
import { seedDemoMonthlyReports } from './demo-monthly-reports.js';
import { seedDemoHistory } from './demo-history.js';
import { seedDemoShareLinks } from './demo-share-links.js';
import { insertCompany, insertProject, insertUser, operatorCompanyId } from './records.js';
import { seedDemoMail } from './demo-mail.js';
import { seedDemoMetrics } from './demo-metrics.js';

export const DEMO_PASSWORD = 'kaizen-demo';
/** Advisory lock id that serialises demo seeding across processes (any constant unique to this use). */
const DEMO_SEED_LOCK_KEY = 741_520_001;
export const OPERATOR_COMPANY_NAME = '株式会社カイゼンツリー';

/** The demo accounts README lists; every one signs in with DEMO_PASSWORD. */
export const demoAccounts = ['admin', 'manager', 'member', 'client', 'client2'] as const;

/**
 * Loads the demo data set into an empty database (no users yet). Returns false when there was
 * already data. Never called in production (main.ts).
 */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    // Several processes may start at once on one PostgreSQL database: one seeds, the others wait and see data.
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`.execute(trx);
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyUser) return false;

    const operator = await operatorCompanyId(trx, OPERATOR_COMPANY_NAME);
    const sakura = await insertCompany(trx, '株式会社さくら商事');
    const minato = await insertCompany(trx, '株式会社みなと製作所');
    await insertProject(trx, sakura, 'ECサイト改善プロジェクト');
    await insertProject(trx, sakura, '会員登録導線改善');
    await insertProject(trx, minato, 'コーポレートサイトリニューアル');

    const staff = { companyId: operator, password: DEMO_PASSWORD };
    await insertUser(trx, { ...staff, account: 'admin', name: '管理 太郎', role: ROLE_ADMIN, roleNum: ROLE_ADMIN });
    await insertUser(trx, {
      ...staff,
      account: 'manager',
      name: '佐藤 花子',
      role: ROLE_MANAGER,
      roleNum: ROLE_MANAGER,
    });
    await insertUser(trx, {
      ...staff,
      account: 'member',
      name: '鈴木 一郎',
      role: ROLE_GENERAL,
      roleNum: ROLE_GENERAL,
    });
    const client = { password: DEMO_PASSWORD, role: ROLE_GENERAL, roleNum: CLIENT_ROLE_NUM };
    await insertUser(trx, { ...client, companyId: sakura, account: 'client', name: '田中 美咲' });
    await insertUser(trx, { ...client, companyId: minato, account: 'client2', name: '高橋 健' });
    await seedDemoSales(trx);
    await seedDemoCustomerAnalysis(trx);
    await seedDemoProjectDocuments(trx);
    await seedDemoComparison(trx);
    // After the comparison's seed: the boards place its companies.
    await seedDemoMarkets(trx);
    // Before the needs, which put their inbox task after the tree's.
    await seedDemoManagement(trx);
    await seedDemoNeeds(trx);
    // After the needs: their inbox tasks get 担当者 too.
    await seedDemoAssignees(trx);
    await seedDemoAnalytics(trx);
    // After the tree's reports and the figures: the KGI's formula and the adopted measure's KPI.
    await seedDemoMetrics(trx);
    await seedDemoAudit(trx);
    // Last: the regular report is filled from the tree, its status changes and the analytics figures.
    await seedDemoMonthlyReports(trx);
    // After the monthly reports: one of them has a thread.
    await seedDemoComments(trx);
    await seedDemoShareLinks(trx);
    await seedDemoHistory(trx);
    await orderDemoNotifications(trx);
    // Last: the e-mail fan-out starts after every notification above.
    await seedDemoMail(trx);
    return true;
  });
}
