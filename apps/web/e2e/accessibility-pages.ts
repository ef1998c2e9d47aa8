/**
 * Every page of the route table (src/app/routes.tsx) with the address the accessibility check opens
 * for it in the demo data, and who opens it: a guest, staff (管理者) or a client user. A route that is
 * not listed here fails src/app/routes.test.ts, so a new page cannot skip the check.
 *
 * Ids are the demo seed's (apps/server/src/db/seeds): project 1 is さくら商事's ECサイト改善プロジェクト,
 * converted from sale 1, whose sales report 1 is shown to the client; monthly report 1 is that
 * project's shown regular report.
 */
export type Visitor = 'guest' | 'admin' | 'client';

export interface AuditedPage {
  /** The route's full path as the route table spells it. */
  route: string;
  /** The address opened (a route may be opened more than once, e.g. another tab of the page). */
  path: string;
  as: readonly Visitor[];
}

const staff = ['admin'] as const;
const everyone = ['admin', 'client'] as const;

/** A measure of project 1 with a demo measure report (apps/server/src/db/seeds/demo-tree-ec.ts). */
export const DEMO_MEASURE_ID = 1;

export const auditedPages: readonly AuditedPage[] = [
  { route: '/login', path: '/login', as: ['guest'] },
  { route: '/password-reset/:token', path: '/password-reset/no-such-ticket', as: ['guest'] },
  { route: '/forgot-password', path: '/forgot-password', as: ['guest'] },
  { route: '/confirm-email/:token', path: '/confirm-email/no-such-ticket', as: ['guest'] },
  { route: '/settings/mail', path: '/settings/mail', as: everyone },
  // A share link's token is never stored, so the check opens an unknown one: the 404 page it shows.
  // Its password form and a shared report are checked by e2e/share-links.spec.ts's journey.
  { route: '/shared/:token', path: '/shared/no-such-link', as: ['guest'] },
  { route: '/403', path: '/403', as: everyone },
  { route: '/*', path: '/no/such/page', as: everyone },
  // Sends staff to /admin and a client user to their project; its own page shows only to a client
  // user without any project, which the demo data has none of.
  { route: '/', path: '/', as: everyone },
  { route: '/admin', path: '/admin', as: staff },
  { route: '/admin/menu', path: '/admin/menu', as: staff },
  { route: '/admin/accounts', path: '/admin/accounts', as: staff },
  { route: '/admin/audit', path: '/admin/audit', as: staff },
  { route: '/admin/documents', path: '/admin/documents', as: staff },
  { route: '/admin/projects', path: '/admin/projects', as: staff },
  { route: '/admin/search', path: '/admin/search', as: staff },
  { route: '/admin/learnings', path: '/admin/learnings', as: staff },
  { route: '/admin/setting', path: '/admin/setting', as: staff },
  { route: '/admin/setting', path: '/admin/setting?tab=masters&kind=category', as: staff },
  { route: '/admin/setting', path: '/admin/setting?tab=notification', as: staff },
  { route: '/admin/setting', path: '/admin/setting?tab=deliveries', as: staff },
  { route: '/admin/sales', path: '/admin/sales', as: staff },
  { route: '/admin/sales/:salesId', path: '/admin/sales/1', as: staff },
  { route: '/admin/sales/:salesId/newSalesReport', path: '/admin/sales/1/newSalesReport', as: staff },
  { route: '/admin/sales/:salesId/reports/:reportId', path: '/admin/sales/1/reports/1', as: staff },
  { route: '/admin/sales/:salesId/reports/:reportId?/edit', path: '/admin/sales/1/reports/1/edit', as: staff },
  { route: '/sale/:salesId?', path: '/sale/1', as: staff },
  { route: '/sale/:salesId?/reports/:reportId', path: '/sale/1/reports/1', as: staff },
  { route: '/client/:clientProjectId?', path: '/client/1', as: everyone },
  { route: '/client/:clientProjectId?/overview', path: '/client/1/overview', as: everyone },
  { route: '/client/:clientProjectId?/management', path: '/client/1/management', as: everyone },
  { route: '/client/:clientProjectId?/activity', path: '/client/1/activity', as: staff },
  { route: '/client/:clientProjectId?/management', path: '/client/1/management?view=table', as: everyone },
  { route: '/client/:clientProjectId?/status', path: '/client/1/status', as: everyone },
  { route: '/client/:clientProjectId?/status', path: '/client/1/status?tab=table', as: everyone },
  { route: '/client/:clientProjectId?/reports', path: '/client/1/reports', as: everyone },
  { route: '/client/:clientProjectId?/newRegularReport', path: '/client/1/newRegularReport', as: staff },
  { route: '/client/:clientProjectId?/newPointReport', path: '/client/1/newPointReport', as: staff },
  { route: '/client/:clientProjectId?/reports/sale/:saleReportId?', path: '/client/1/reports/sale/1', as: everyone },
  { route: '/client/:clientProjectId?/reports/:reportId', path: '/client/1/reports/1', as: everyone },
  { route: '/client/:clientProjectId?/reports/:reportId/edit', path: '/client/1/reports/1/edit', as: staff },
  {
    route: '/client/:clientProjectId?/measures/:measureId?/reports',
    path: `/client/1/measures/${DEMO_MEASURE_ID}/reports`,
    as: everyone,
  },
  {
    route: '/client/:clientProjectId?/measures/:measureId?/reports/edit',
    path: `/client/1/measures/${DEMO_MEASURE_ID}/reports/edit`,
    as: staff,
  },
  { route: '/client/:clientProjectId?/learnings', path: '/client/1/learnings', as: everyone },
  { route: '/client/:clientProjectId?/setting', path: '/client/1/setting', as: everyone },
];
