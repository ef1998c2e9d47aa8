import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessCase } from './access-expectations.js';
import { accessCases } from './access-matrix.js';
import { bearer, seedWorld, signIn, type World } from './factories.js';
import { buildTestApp, type TestApp } from './test-app.js';

/**
 * Writes that are not changes to a tree node, report, sales record, analysis board or project
 * setting (issue 33 §4), so the change history records nothing for them — each with its reason. A
 * new write route records its changes (modules/history/history.recorder.ts) or joins this list.
 */
const notRecorded: Record<string, string> = {
  'POST /api/auth/login': 'sign-in: the audit log records it',
  'POST /api/auth/logout': 'sign-out: the audit log records it',
  'POST /api/v1/users/sign_in': 'sign-in: the audit log records it',
  'POST /api/v1/projects/get_project': 'a read sent as POST',
  'POST /api/v1/gapi/v2/getClientTargetData': 'a read sent as POST',
  'POST /api/v1/projects/create': 'project create: the audit log records it (admin area)',
  'POST /api/v1/projects/delete': 'project delete: the audit log records it (admin area)',
  'POST /api/v1/projects/update_favorite': "one user's preference",
  'POST /api/v1/managements/update_display_items': "one user's preference",
  'POST /api/v1/users/export_settings': "one user's preference",
  'POST /api/v1/setting/update_notification_setting': "one user's preference",
  'POST /api/v1/notifications/mark_read': "one user's read marks",
  'POST /api/v1/comments/create': 'a comment is its own record, with author and time (decisions/0037)',
  'POST /api/v1/comments/update': 'a comment keeps its own 編集済み mark (decisions/0037)',
  'POST /api/v1/comments/delete': 'a comment is its own record (decisions/0037)',
  'POST /api/v1/comments/mark_read': "one user's read marks",
  'POST /api/v1/audit/retention': "an administrators' setting of the audit log, not a project item (decisions/0035)",
  'POST /api/v1/audit/record_export': 'an export changes nothing; the audit log records it (decisions/0035)',
  'POST /api/v1/share_links/create':
    'a link is its own record, listed with who made it; the audit log records it (decisions/0042)',
  'POST /api/v1/share_links/revoke':
    'a link keeps its revoked time in the list; the audit log records it (decisions/0042)',
  'POST /api/v1/shared/open':
    'a view changes nothing; the link counts it and the audit log records it (decisions/0042)',
  'POST /api/v1/shared/unlock': 'a password check changes nothing (decisions/0042)',
  'POST /api/v1/companies/create': 'organisation: the audit log records it',
  'POST /api/v1/companies/update': 'organisation: the audit log records it',
  'POST /api/v1/companies/delete': 'organisation: the audit log records it',
  'POST /api/v1/users/create': 'users: the audit log records it',
  'POST /api/v1/users/edit': 'users: the audit log records it',
  'POST /api/v1/users/delete': 'users: the audit log records it',
  'POST /api/v1/users/update': 'users: the audit log records it',
  'POST /api/v1/users/reset_password': 'passwords: the audit log records it',
  'POST /api/v1/users/issue_password_reset': 'passwords: the audit log records it',
  'POST /api/v1/users/complete_password_reset': 'passwords: the audit log records it',
  'POST /api/v1/users/request_password_reset': 'passwords: the audit log records the link sent (decisions/0041)',
  'POST /api/v1/mail/settings': "one user's own e-mail preferences, not a project item (decisions/0041)",
  'POST /api/v1/mail/email': "one user's own address, not a project item (decisions/0041)",
  'POST /api/v1/mail/confirm_email': "one user's own address, not a project item (decisions/0041)",
  'POST /api/v1/deliveries/retry': 'the outbox keeps its own tries and reasons (decisions/0041)',
  'POST /api/v1/setting/add_improvement': "master lists are the whole app's, not a project's",
  'POST /api/v1/setting/add_master': "master lists are the whole app's, not a project's",
  'POST /api/v1/setting/update_master': "master lists are the whole app's, not a project's",
  'POST /api/v1/setting/order_master': "master lists are the whole app's, not a project's",
  'POST /api/v1/setting/delete_master': "master lists are the whole app's, not a project's",
  'POST /api/v1/setting/create_group': 'staff groups are the admin area, not a project',
  'POST /api/v1/setting/update_group': 'staff groups are the admin area, not a project',
  'POST /api/v1/setting/delete_group': 'staff groups are the admin area, not a project',
  'POST /api/v1/setting/add_group_user': 'staff groups are the admin area, not a project',
  'POST /api/v1/setting/remove_group_user': 'staff groups are the admin area, not a project',
  'POST /api/v1/measure_report_images/upload': 'files: the image itself is the record',
  'POST /api/v1/measure_report_images/update': 'files: an image caption',
  'POST /api/v1/measure_report_images/reorder': 'files: the order of images',
  'POST /api/v1/measure_report_images/delete': 'files: the image itself is the record',
  'POST /api/v1/monthly_reports/upload_image': 'files: the body that uses it is recorded on save',
  'POST /api/v1/sales_reports/upload_image': 'files: the body that uses it is recorded on save',
  'POST /api/v1/sales_documents/create': 'files: documents are listed with who uploaded them',
  'POST /api/v1/sales_documents/delete': 'files: documents are listed with who uploaded them',
  'POST /api/v1/project_documents/create': 'files: documents are listed with who uploaded them',
  'POST /api/v1/project_documents/delete': 'files: documents are listed with who uploaded them',
  'POST /api/v1/pb_dashboards/create_need':
    'needs are not among the items of issue 33 §4; a need keeps its own answer trail',
  'POST /api/v1/pb_dashboards/update_need':
    'needs are not among the items of issue 33 §4; a need keeps its own answer trail',
  'POST /api/v1/pb_dashboards/answer_need':
    'needs are not among the items of issue 33 §4; a need keeps its own answer trail',
  'POST /api/v1/pb_dashboards/delete_need':
    'needs are not among the items of issue 33 §4; a need keeps its own answer trail',
  'POST /api/v1/gaapis/setGAsetting': 'a connection test: it stores the check, not a setting',
  'POST /api/v1/chat_channels/test': "a test post: it stores the channel's last result, not a setting",
  'POST /api/v1/metrics/what_if': 'a what-if computes and stores nothing (decisions/0044)',
  'POST /api/v1/gaapis/setGAAPIData': 'needs GA4; records 数値 when it stores months (analytics/ga4.service.ts)',
  'POST /api/v1/measure_reports/fetch_results': 'needs GA4; records 結果 through updateResults when it stores counts',
};

/** Writes whose matrix request changes nothing (the same value again): here a request that changes something. */
const changing: Record<string, (w: World) => Awaited<ReturnType<AccessCase['request']>>> = {
  'POST /api/v1/projects/update': (w) => ({
    url: '/api/v1/projects/update',
    payload: { id: w.projectId, project_name: '改善プロジェクト（改）' },
  }),
  'POST /api/v1/managements/update_client_edit': (w) => ({
    url: '/api/v1/managements/update_client_edit',
    payload: { project_id: w.projectId, client_can_edit: true },
  }),
};

let t: TestApp;
let world: World;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
  token = await signIn(t.app, world.users.admin.account);
});
afterAll(() => t.close());

async function historyCount(): Promise<number> {
  const row = await t.db
    .selectFrom('change_history')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const writes = accessCases.filter((c) => c.route.startsWith('POST '));

describe('every write route records its change', () => {
  it('lists only routes that exist among those that record nothing', () => {
    const routes = new Set(writes.map((c) => c.route));
    expect(Object.keys(notRecorded).filter((route) => !routes.has(route))).toEqual([]);
  });

  it.each(writes.filter((c) => !(c.route in notRecorded)))('$route records history', async (write) => {
    const request =
      changing[write.route]?.(world) ?? (await write.request({ world, db: t.db, secret: t.config.secretsKey }));
    const before = await historyCount();
    const response = await t.app.inject({
      method: 'POST',
      ...request,
      headers: { ...request.headers, ...bearer(token) },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await historyCount(), 'nothing recorded: record it, or list the route in notRecorded').toBeGreaterThan(
      before,
    );
  });
});
