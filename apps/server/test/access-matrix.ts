import { CLIENT_ROLE_NUM, ROLE_GENERAL } from '@kaizen/domain';
import { insertCompany, insertProject, insertUser } from '../src/db/seeds/records.js';
import { hashToken, newToken } from '../src/modules/auth/tokens.js';
import { insertGroup } from '../src/modules/settings/groups.repository.js';
import { insertMasterItem } from '../src/modules/settings/masters.repository.js';
import { insertPasswordReset } from '../src/modules/users/users.repository.js';
import { kgiOf, makeTree } from './tree-factory.js';
import { reportFixture, imageUpload } from './measure-report-fixture.js';
import { signedFileUrl } from '../src/modules/files/file-urls.js';
import { insertReport as insertMonthlyReport } from '../src/modules/monthly-reports/monthly-reports.repository.js';
import { TEST_PASSWORD } from './factories.js';
import {
  adminRoute,
  managerRoute,
  ownCompanyRoute,
  publicRoute,
  signedInRoute,
  staffRoute,
  treeEditRoute,
  unique,
  type AccessCase,
  type AccessContext,
} from './access-expectations.js';
import { salesAccessCases } from './access-cases-sales.js';
import { comparisonAccessCases } from './access-cases-comparison.js';
import { customerAnalysisAccessCases } from './access-cases-customer-analysis.js';
import { salesReportAccessCases } from './access-cases-sales-reports.js';
import { projectDocumentAccessCases } from './access-cases-project-documents.js';
import { marketAccessCases } from './access-cases-markets.js';
import { dashboardAccessCases } from './access-cases-dashboard.js';
import { analyticsSettingsAccessCases } from './access-cases-analytics-settings.js';
import { analyticsFiguresAccessCases } from './access-cases-analytics-figures.js';
import { adminDocumentAccessCases } from './access-cases-admin-documents.js';
import { assigneeAccessCases } from './access-cases-assignees.js';
import { historyAccessCases } from './access-cases-history.js';
import { commentAccessCases } from './access-cases-comments.js';
import { auditAccessCases } from './access-cases-audit.js';
import { mailAccessCases } from './access-cases-mail.js';
import { shareLinkAccessCases } from './access-cases-share-links.js';
import { chatAccessCases } from './access-cases-chat.js';
import { metricAccessCases } from './access-cases-metrics.js';
import { treeImportAccessCases } from './access-cases-tree-import.js';

export { callers, ownCompanyRoute, staffRoute, treeEditRoute, type Caller } from './access-expectations.js';

const freshClientUser = (ctx: AccessContext) =>
  insertUser(ctx.db, {
    companyId: ctx.world.clientCompanyId,
    account: unique('matrix-user'),
    name: 'マトリクス ユーザー',
    password: TEST_PASSWORD,
    role: ROLE_GENERAL,
    roleNum: CLIENT_ROLE_NUM,
  });

/**
 * One row per API route (docs/permissions.md says the same in words). The access-matrix test
 * fails when a route exists that has no row here, so every new route gets its access test.
 */
export const accessCases: AccessCase[] = [
  { route: 'GET /api/config', request: () => ({ url: '/api/config' }), expected: publicRoute(200) },
  { route: 'GET /api/docs', request: () => ({ url: '/api/docs' }), expected: publicRoute(200) },
  {
    route: 'POST /api/auth/login',
    request: ({ world: w }) => ({
      url: '/api/auth/login',
      payload: { account: w.users.member.account, password: TEST_PASSWORD },
    }),
    expected: publicRoute(200),
  },
  {
    route: 'POST /api/auth/logout',
    request: () => ({ url: '/api/auth/logout', payload: {} }),
    expected: signedInRoute(),
  },
  { route: 'GET /api/auth/user', request: () => ({ url: '/api/auth/user' }), expected: signedInRoute() },
  {
    route: 'POST /api/v1/users/sign_in',
    request: ({ world: w }) => ({
      url: '/api/v1/users/sign_in',
      payload: { account: w.users.client.account, password: TEST_PASSWORD },
    }),
    expected: publicRoute(200),
  },
  { route: 'GET /api/v1/users/me', request: () => ({ url: '/api/v1/users/me' }), expected: signedInRoute() },
  { route: 'GET /api/v1/projects', request: () => ({ url: '/api/v1/projects' }), expected: signedInRoute() },
  {
    route: 'POST /api/v1/projects/get_project',
    request: ({ world: w }) => ({ url: '/api/v1/projects/get_project', payload: { projectId: w.projectId } }),
    expected: ownCompanyRoute(),
  },
  {
    route: 'POST /api/v1/projects/create',
    request: ({ world: w }) => ({
      url: '/api/v1/projects/create',
      payload: { company_id: w.clientCompanyId, project_name: unique('新規プロジェクト') },
    }),
    expected: staffRoute(),
  },
  {
    route: 'POST /api/v1/projects/update',
    request: ({ world: w }) => ({
      url: '/api/v1/projects/update',
      payload: { id: w.projectId, project_name: '改善プロジェクト' },
    }),
    expected: staffRoute(),
  },
  {
    route: 'POST /api/v1/projects/delete',
    request: async ({ world: w, db }) => ({
      url: '/api/v1/projects/delete',
      payload: { id: await insertProject(db, w.clientCompanyId, unique('削除用')) },
    }),
    expected: adminRoute(),
  },
  {
    route: 'GET /api/v1/projects/get_favorite',
    request: () => ({ url: '/api/v1/projects/get_favorite' }),
    expected: signedInRoute(),
  },
  {
    route: 'POST /api/v1/projects/update_favorite',
    request: ({ world: w }) => ({
      url: '/api/v1/projects/update_favorite',
      payload: { projectId: w.projectId, is_favorite: true },
    }),
    expected: ownCompanyRoute(),
  },
  { route: 'GET /api/v1/companies', request: () => ({ url: '/api/v1/companies' }), expected: staffRoute() },
  {
    route: 'POST /api/v1/companies/create',
    request: () => ({ url: '/api/v1/companies/create', payload: { company_name: unique('新会社') } }),
    expected: staffRoute(),
  },
  {
    route: 'POST /api/v1/companies/update',
    request: ({ world: w }) => ({
      url: '/api/v1/companies/update',
      payload: { id: w.clientCompanyId, company_name: 'クライアント株式会社' },
    }),
    expected: staffRoute(),
  },
  {
    route: 'POST /api/v1/companies/delete',
    request: async ({ db }) => ({
      url: '/api/v1/companies/delete',
      payload: { id: await insertCompany(db, unique('空の会社')) },
    }),
    expected: adminRoute(),
  },
  { route: 'GET /api/v1/users', request: () => ({ url: '/api/v1/users' }), expected: staffRoute() },
  {
    route: 'POST /api/v1/users/create',
    request: ({ world: w }) => ({
      url: '/api/v1/users/create',
      payload: {
        kind: 'client',
        company_id: w.clientCompanyId,
        account: unique('new-client'),
        name: '新規 ユーザー',
        role: 2,
        password: 'a-strong-password',
      },
    }),
    expected: staffRoute(),
  },
  {
    route: 'POST /api/v1/users/edit',
    request: async (ctx) => ({
      url: '/api/v1/users/edit',
      payload: {
        user_id: await freshClientUser(ctx),
        kind: 'client',
        company_id: ctx.world.clientCompanyId,
        account: unique('edited'),
        name: '編集 後',
        role: 2,
      },
    }),
    expected: staffRoute(),
  },
  {
    route: 'POST /api/v1/users/delete',
    request: async (ctx) => ({ url: '/api/v1/users/delete', payload: { user_id: await freshClientUser(ctx) } }),
    expected: adminRoute(),
  },
  {
    route: 'POST /api/v1/users/reset_password',
    request: async (ctx) => ({
      url: '/api/v1/users/reset_password',
      payload: { user_id: await freshClientUser(ctx), password: 'another-password' },
    }),
    expected: adminRoute(),
  },
  {
    route: 'POST /api/v1/users/issue_password_reset',
    request: async (ctx) => ({
      url: '/api/v1/users/issue_password_reset',
      payload: { user_id: await freshClientUser(ctx) },
    }),
    expected: adminRoute(),
  },
  {
    route: 'POST /api/v1/users/complete_password_reset',
    request: async (ctx) => {
      const token = newToken();
      await insertPasswordReset(ctx.db, {
        userId: await freshClientUser(ctx),
        tokenHash: hashToken(token),
        createdBy: ctx.world.users.admin.id,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      return { url: '/api/v1/users/complete_password_reset', payload: { token, password: 'brand-new-password' } };
    },
    expected: publicRoute(200),
  },
  {
    route: 'POST /api/v1/users/update',
    request: () => ({ url: '/api/v1/users/update', payload: { name: '名前 変更' } }),
    expected: signedInRoute(),
  },
  {
    route: 'GET /api/v1/setting/pb_index',
    request: () => ({ url: '/api/v1/setting/pb_index' }),
    expected: staffRoute(),
  },
  {
    route: 'POST /api/v1/setting/add_improvement',
    request: () => ({ url: '/api/v1/setting/add_improvement', payload: { name: unique('指標') } }),
    expected: staffRoute(),
  },
  {
    route: 'POST /api/v1/setting/add_master',
    request: () => ({ url: '/api/v1/setting/add_master', payload: { kind: 'category', name: unique('カテゴリー') } }),
    expected: adminRoute(),
  },
  {
    route: 'POST /api/v1/setting/update_master',
    request: () => ({ url: '/api/v1/setting/update_master', payload: { kind: 'device', id: 1, name: 'PC' } }),
    expected: adminRoute(),
  },
  {
    route: 'POST /api/v1/setting/order_master',
    request: () => ({ url: '/api/v1/setting/order_master', payload: { kind: 'device', ids: [1, 2, 3] } }),
    expected: adminRoute(),
  },
  {
    route: 'POST /api/v1/setting/delete_master',
    request: async ({ db }) => ({
      url: '/api/v1/setting/delete_master',
      payload: { kind: 'category', id: await insertMasterItem(db, 'category', unique('削除用カテゴリー')) },
    }),
    expected: adminRoute(),
  },
  { route: 'GET /api/v1/setting/groups', request: () => ({ url: '/api/v1/setting/groups' }), expected: staffRoute() },
  {
    route: 'POST /api/v1/setting/create_group',
    request: () => ({ url: '/api/v1/setting/create_group', payload: { name: unique('グループ') } }),
    expected: managerRoute(),
  },
  {
    route: 'POST /api/v1/setting/update_group',
    request: async ({ db }) => ({
      url: '/api/v1/setting/update_group',
      payload: { id: await insertGroup(db, unique('グループ')), name: '改名後' },
    }),
    expected: managerRoute(),
  },
  {
    route: 'POST /api/v1/setting/delete_group',
    request: async ({ db }) => ({
      url: '/api/v1/setting/delete_group',
      payload: { id: await insertGroup(db, unique('グループ')) },
    }),
    expected: managerRoute(),
  },
  {
    route: 'POST /api/v1/setting/add_group_user',
    request: async ({ db, world: w }) => ({
      url: '/api/v1/setting/add_group_user',
      payload: { group_id: await insertGroup(db, unique('グループ')), user_id: w.users.member.id },
    }),
    expected: managerRoute(),
  },
  {
    route: 'POST /api/v1/setting/remove_group_user',
    request: async ({ db, world: w }) => ({
      url: '/api/v1/setting/remove_group_user',
      payload: { group_id: await insertGroup(db, unique('グループ')), user_id: w.users.member.id },
    }),
    expected: managerRoute(),
  },
  {
    route: 'GET /api/v1/setting/notification_settings',
    request: ({ world: w }) => ({ url: `/api/v1/setting/notification_settings?project_id=${w.projectId}` }),
    expected: staffRoute(),
  },
  ...managementCases(),
  ...measureReportCases(),
  ...monthlyReportCases(),
  ...salesAccessCases(),
  ...comparisonAccessCases(),
  ...customerAnalysisAccessCases(),
  ...salesReportAccessCases(),
  ...projectDocumentAccessCases(),
  ...marketAccessCases(),
  ...historyAccessCases(),
  ...dashboardAccessCases(),
  ...analyticsSettingsAccessCases(),
  ...analyticsFiguresAccessCases(),
  ...adminDocumentAccessCases(),
  ...assigneeAccessCases(),
  ...commentAccessCases(),
  ...auditAccessCases(),
  ...mailAccessCases(),
  ...shareLinkAccessCases(),
  ...chatAccessCases(),
  ...metricAccessCases(),
  ...treeImportAccessCases(),
  {
    route: 'POST /api/v1/setting/update_notification_setting',
    request: ({ world: w }) => ({
      url: '/api/v1/setting/update_notification_setting',
      payload: { project_id: w.projectId, kind: 'kgi', enabled: true },
    }),
    expected: managerRoute(),
  },
];

/** The management routes (issue 4): reads for everyone who sees the project, writes as treeEditRoute says. */
function managementCases(): AccessCase[] {
  const read = (path: string, extra = '') => ({
    route: `GET /api/v1/managements${path}`,
    request: ({ world: w }: AccessContext) => ({ url: `/api/v1/managements${path}?project_id=${w.projectId}${extra}` }),
    expected: ownCompanyRoute(),
  });
  const tree = (ctx: AccessContext) => makeTree(ctx.db, ctx.world.projectId, unique('M'));
  /** A tree edit; a path starting with '../' is outside /managements (e.g. '../statuses/…'). */
  const write = (path: string, payload: (ctx: AccessContext) => Promise<object>): AccessCase => {
    const url = path.startsWith('../') ? `/api/v1/${path.slice(3)}` : `/api/v1/managements/${path}`;
    return {
      route: `POST ${url}`,
      request: async (ctx) => ({ url, payload: await payload(ctx) }),
      expected: treeEditRoute(),
    };
  };
  return [
    read(''),
    read('/change_view'),
    read('/tree_columns'),
    read('/get_limit_kpi'),
    {
      route: 'GET /api/v1/managements/get_other_kpi',
      request: async (ctx) => ({
        url: `/api/v1/managements/get_other_kpi?project_id=${ctx.world.projectId}&kpi_id=${(await tree(ctx)).kpi}`,
      }),
      expected: ownCompanyRoute(),
    },
    read('/get_unorganized_task'),
    read('/get_kgi'),
    write('create_kgi', async ({ world: w }) => ({
      projectId: w.projectId,
      kgi: '売上120%',
      startLine: '2026-04-01',
      deadLine: '2027-03-31',
    })),
    write('create_kpi', async ({ world: w }) => ({ project_id: w.projectId, kpi: unique('新KPI') })),
    // The spec's shape: the project only through its KGI (an other company's KGI answers like a missing one).
    write('create_kpi', async ({ world: w, db }) => ({ kgi_id: await kgiOf(db, w.projectId), kpi: unique('新KPI') })),
    write('create_task', async (ctx) => ({
      project_id: ctx.world.projectId,
      project_kpi_id: (await tree(ctx)).kpi,
      task: unique('新課題'),
    })),
    write('create_factor', async (ctx) => ({ task_id: (await tree(ctx)).task, factor: unique('新要因') })),
    write('create_hypothesis', async (ctx) => ({ factor_id: (await tree(ctx)).factor, hypothesis: unique('新仮説') })),
    write('create_measure', async (ctx) => ({
      hypothesis_id: (await tree(ctx)).hypothesis,
      measure: unique('新施策'),
    })),
    write('create_work', async (ctx) => ({ hypothesis_id: (await tree(ctx)).hypothesis, work: unique('新作業') })),
    write('delete_kpi', async (ctx) => ({ id: (await tree(ctx)).kpi })),
    write('delete_task', async (ctx) => ({ id: (await tree(ctx)).task })),
    write('delete_factor', async (ctx) => ({ id: (await tree(ctx)).factor })),
    write('delete_hypothesis', async (ctx) => ({ id: (await tree(ctx)).hypothesis })),
    write('delete_measure', async (ctx) => ({ id: (await tree(ctx)).measure })),
    write('delete_work', async (ctx) => ({ id: (await tree(ctx)).work })),
    write('restore', async (ctx) => {
      const ids = await tree(ctx);
      await ctx.db.updateTable('factors').set({ is_deleted: 1 }).where('id', '=', ids.factor).execute();
      return { kind: 'factor', id: ids.factor };
    }),
    write('move_node', async (ctx) => {
      const ids = await tree(ctx);
      return { kind: 'task', id: ids.inboxTask, group: 'kpi', parent_id: ids.kpi, index: 1 };
    }),
    write('create_kpi_from_task', async (ctx) => ({ task_id: (await tree(ctx)).inboxTask })),
    {
      route: 'POST /api/v1/managements/update_client_edit',
      request: ({ world: w }) => ({
        url: '/api/v1/managements/update_client_edit',
        payload: { project_id: w.projectId, client_can_edit: false },
      }),
      expected: staffRoute(),
    },
    {
      route: 'GET /api/v1/users/export_settings',
      request: () => ({ url: '/api/v1/users/export_settings' }),
      expected: signedInRoute(),
    },
    {
      route: 'POST /api/v1/users/export_settings',
      request: () => ({ url: '/api/v1/users/export_settings', payload: { csv_encoding: 'utf8_bom' } }),
      expected: signedInRoute(),
    },
    {
      route: 'GET /api/v1/managements/display_items',
      request: () => ({ url: '/api/v1/managements/display_items' }),
      expected: signedInRoute(),
    },
    {
      route: 'POST /api/v1/managements/update_display_items',
      request: () => ({
        url: '/api/v1/managements/update_display_items',
        payload: {
          items: {
            levels: { factor: true, hypothesis: true, measure: true, work: false },
            columns: {
              current: true,
              detail: false,
              status: true,
              dead_line: true,
              category: true,
              importance: true,
              urgency: true,
              rank: true,
              priority: false,
              verification: true,
              period: true,
              is_show: true,
              conversion_rate: false,
            },
          },
        },
      }),
      expected: signedInRoute(),
    },
    {
      route: 'GET /api/v1/statuses',
      request: ({ world: w }) => ({ url: `/api/v1/statuses?project_id=${w.projectId}` }),
      expected: ownCompanyRoute(),
    },
    write('../statuses/update_measure_status', async (ctx) => ({
      status: { id: (await tree(ctx)).measure, status: 2 },
    })),
    write('../statuses/update_kpi_status', async (ctx) => ({
      status: { id: (await tree(ctx)).kpi, memo: '来週確認' },
    })),
    write('../statuses/update_task_status', async (ctx) => ({
      status: { id: (await tree(ctx)).task, status: 4, index: 1 },
    })),
    write('../statuses/update_schedule', async (ctx) => ({
      id: (await tree(ctx)).measure,
      preparation: { start: '2026-04-01', end: '2026-04-10' },
    })),
    {
      route: 'GET /api/v1/events',
      request: ({ world: w }) => ({ url: `/api/v1/events?project_id=${w.projectId}`, payloadAsStream: true }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'POST /api/v1/notifications/mark_read',
      request: ({ world: w }) => ({ url: '/api/v1/notifications/mark_read', payload: { project_id: w.projectId } }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'GET /api/v1/notifications',
      request: ({ world: w }) => ({ url: `/api/v1/notifications?project_id=${w.projectId}` }),
      expected: ownCompanyRoute(),
    },
    // Without a project: the header's bell, every project the caller may see (each sees only its own).
    {
      route: 'GET /api/v1/notifications',
      request: () => ({ url: '/api/v1/notifications' }),
      expected: signedInRoute(),
    },
    // 今日やること: every signed-in user, each reading only its own items in the projects it may see.
    { route: 'GET /api/v1/today', request: () => ({ url: '/api/v1/today' }), expected: signedInRoute() },
    {
      route: 'POST /api/v1/notifications/mark_read',
      request: () => ({ url: '/api/v1/notifications/mark_read', payload: {} }),
      expected: signedInRoute(),
    },
  ];
}

/** The measure-report routes (issue 6): reads as the tree's, writes as tree edits, the search staff only. */
function measureReportCases(): AccessCase[] {
  const fixture = (ctx: AccessContext) => reportFixture(ctx.db, ctx.world.projectId, unique('R'));
  const read = (path: string): AccessCase => ({
    route: `GET /api/v1/${path}`,
    request: async (ctx) => ({ url: `/api/v1/${path}?measure_id=${(await fixture(ctx)).measure}` }),
    expected: ownCompanyRoute(),
  });
  const write = (path: string, payload: (ctx: AccessContext) => Promise<object>): AccessCase => ({
    route: `POST /api/v1/${path}`,
    request: async (ctx) => ({ url: `/api/v1/${path}`, payload: await payload(ctx) }),
    expected: treeEditRoute(),
  });
  return [
    read('measure_reports'),
    read('linking/get_task_list'),
    read('linking/get_hypothesis_list'),
    write('measure_reports/create', async (ctx) => ({
      measure_id: (await makeTree(ctx.db, ctx.world.projectId, unique('R'))).measure,
    })),
    write('measure_reports/update', async (ctx) => ({ id: (await fixture(ctx)).report, porpose: 'CVR改善' })),
    write('measure_reports/update_pattern', async (ctx) => ({
      measure_id: (await fixture(ctx)).measure,
      pattern_num: 3,
    })),
    write('measure_reports/delete_pattern', async (ctx) => ({
      measure_id: (await fixture(ctx)).measure,
      pattern_num: 1,
    })),
    write('measure_reports/update_adopt', async (ctx) => ({ id: (await fixture(ctx)).patterns[0], is_adopt: 1 })),
    write('measure_reports/update_results', async (ctx) => ({
      measure_id: (await fixture(ctx)).measure,
      patterns: [{ pattern: 1, users: 1000, conversions: 30 }],
    })),
    {
      route: 'POST /api/v1/measure_reports/import_results',
      request: async (ctx) => ({
        url: '/api/v1/measure_reports/import_results',
        ...imageUpload(
          { measure_id: String((await fixture(ctx)).measure), dry_run: '0' },
          { name: '検証データ.csv', type: 'text/csv', data: Buffer.from('パターン,訪問数,CV数\r\n1,1000,30\r\n') },
        ),
      }),
      expected: treeEditRoute(),
    },
    write('measure_reports/update_ga4_source', async (ctx) => ({
      measure_id: (await fixture(ctx)).measure,
      kind: 'page_path',
      event: 'purchase',
      values: [{ pattern: 1, value: '/lp/a' }],
    })),
    // The world's project has no GA4 connection: 400 past every access check, no request to Google.
    {
      route: 'POST /api/v1/measure_reports/fetch_results',
      request: async (ctx) => ({
        url: '/api/v1/measure_reports/fetch_results',
        payload: { measure_id: (await fixture(ctx)).measure, dry_run: 1 },
      }),
      expected: treeEditRoute(400),
    },
    {
      route: 'POST /api/v1/measure_reports/update_stats_settings',
      request: async (ctx) => ({
        url: '/api/v1/measure_reports/update_stats_settings',
        payload: { measure_id: (await fixture(ctx)).measure, stats_engine: 'frequentist' },
      }),
      expected: staffRoute(),
    },
    {
      route: 'GET /api/v1/measure_reports/plan',
      request: () => ({ url: '/api/v1/measure_reports/plan?baseline_cvr=0.02&daily_users=1500&mde=0.1&patterns=2' }),
      expected: signedInRoute(),
    },
    {
      // Every caller reads only what it may see: a client user its own company's shown measures.
      route: 'GET /api/v1/measure_reports/learnings',
      request: () => ({ url: '/api/v1/measure_reports/learnings?verdict=win' }),
      expected: signedInRoute(),
    },
    write('report_verification/plusTh', async (ctx) => ({ measure_id: (await fixture(ctx)).measure, title: 'CVR' })),
    write('report_verification/minusTh', async (ctx) => ({ id: (await fixture(ctx)).header })),
    write('report_verification/plusTd', async (ctx) => ({ measure_id: (await fixture(ctx)).measure })),
    write('report_verification/update_header', async (ctx) => ({ id: (await fixture(ctx)).header, title: '直帰率' })),
    write('report_verification/update_data', async (ctx) => {
      const f = await fixture(ctx);
      return { td_id: f.patterns[0], th_id: f.header, name: '1.2%' };
    }),
    write('report_verification/update_pattern', async (ctx) => ({
      id: (await fixture(ctx)).patterns[1],
      name: '赤ボタン',
    })),
    {
      route: 'POST /api/v1/measure_report_images/upload',
      request: async (ctx) => ({
        url: '/api/v1/measure_report_images/upload',
        ...imageUpload({ measure_id: String((await fixture(ctx)).measure), kind: 'reference', title: '参考' }),
      }),
      expected: treeEditRoute(),
    },
    write('measure_report_images/update', async (ctx) => ({ id: (await fixture(ctx)).image, title: '新しい説明' })),
    write('measure_report_images/reorder', async (ctx) => {
      const f = await fixture(ctx);
      return { measure_id: f.measure, kind: 'reference', ids: [f.image] };
    }),
    write('measure_report_images/delete', async (ctx) => ({ id: (await fixture(ctx)).image })),
    write('linking/link_task', async (ctx) => {
      const f = await fixture(ctx);
      return { measure_id: f.measure, task_id: f.task };
    }),
    write('linking/link_hypothesis', async (ctx) => {
      const f = await fixture(ctx);
      return { measure_id: f.measure, hypothesis_id: f.hypothesis };
    }),
    write('linking/create_task', async (ctx) => ({
      measure_id: (await fixture(ctx)).measure,
      task: unique('次の課題'),
    })),
    write('linking/create_hypothesis', async (ctx) => ({
      measure_id: (await fixture(ctx)).measure,
      hypothesis: unique('次の仮説'),
    })),
    {
      route: 'GET /api/v1/measure_reports/search',
      request: () => ({ url: `/api/v1/measure_reports/search?keyword=${encodeURIComponent('施策')}` }),
      expected: staffRoute(),
    },
    {
      // The signature is the permission, so the file answers everyone who holds the URL.
      route: 'GET /api/v1/files/:id',
      request: async (ctx) => ({ url: signedFileUrl(ctx.secret, (await fixture(ctx)).file) }),
      expected: publicRoute(200),
    },
  ];
}

/** Monthly reports (issue 7): read by whoever sees the project (clients: public ones), written by staff. */
function monthlyReportCases(): AccessCase[] {
  const report = (ctx: AccessContext, isShow = 1) =>
    insertMonthlyReport(ctx.db, {
      project_id: ctx.world.projectId,
      title: unique('11月定例'),
      is_regular: 1,
      is_show: isShow,
      body: '# 報告',
      user_id: null,
    });
  const write = (path: string, payload: (ctx: AccessContext) => Promise<object>): AccessCase => ({
    route: `POST /api/v1/monthly_reports/${path}`,
    request: async (ctx) => ({ url: `/api/v1/monthly_reports/${path}`, payload: await payload(ctx) }),
    expected: staffRoute(),
  });
  return [
    {
      route: 'GET /api/v1/monthly_reports',
      request: ({ world: w }) => ({ url: `/api/v1/monthly_reports?project_id=${w.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'GET /api/v1/monthly_reports/get',
      request: async (ctx) => ({ url: `/api/v1/monthly_reports/get?id=${await report(ctx)}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'GET /api/v1/monthly_reports/template',
      request: ({ world: w }) => ({ url: `/api/v1/monthly_reports/template?project_id=${w.projectId}&kind=regular` }),
      expected: staffRoute(),
    },
    write('create', async ({ world: w }) => ({ project_id: w.projectId, title: unique('スポット'), is_regular: 0 })),
    write('save', async (ctx) => ({ id: await report(ctx), body: '## 追記' })),
    write('update', async (ctx) => ({ monthly_report: { id: await report(ctx, 0), is_show: 1 } })),
    write('delete', async (ctx) => ({ id: await report(ctx) })),
    {
      route: 'POST /api/v1/monthly_reports/upload_image',
      request: ({ world: w }) => ({
        url: '/api/v1/monthly_reports/upload_image',
        ...imageUpload({ project_id: String(w.projectId) }),
      }),
      expected: staffRoute(),
    },
  ];
}
