import { hashToken, newToken } from '../src/modules/auth/tokens.js';
import { insertReport as insertMonthlyReport } from '../src/modules/monthly-reports/monthly-reports.repository.js';
import { insertLink } from '../src/modules/share-links/share-links.repository.js';
import { publicRoute, staffRoute, unique, type AccessCase, type AccessContext } from './access-expectations.js';

/** A shown monthly report of the world's client project. */
const shownReport = (ctx: AccessContext) =>
  insertMonthlyReport(ctx.db, {
    project_id: ctx.world.projectId,
    title: unique('共有する定例'),
    is_regular: 1,
    is_show: 1,
    body: '# 報告',
    user_id: null,
  });

/** A live link to a fresh shown report, without a password; answers its token. */
async function liveLink(ctx: AccessContext): Promise<{ id: number; token: string }> {
  const token = newToken();
  const now = new Date();
  const id = await insertLink(ctx.db, {
    token_hash: hashToken(token),
    project_id: ctx.world.projectId,
    company_id: ctx.world.clientCompanyId,
    target_kind: 'monthly_report',
    target_id: await shownReport(ctx),
    target_title: '共有する定例',
    password_hash: null,
    expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
    created_by: ctx.world.users.member.id,
    created_at: now.toISOString(),
  });
  return { id, token };
}

/**
 * Access rows of share links (decisions/0042): making, listing and revoking them is staff's, every
 * client user refused (403) like the rest of the staff's tools; opening one is for anyone holding
 * its token, signed in or not, and answers the same to all.
 */
export function shareLinkAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/share_links',
      request: ({ world }) => ({ url: `/api/v1/share_links?project_id=${world.projectId}` }),
      expected: staffRoute(),
    },
    {
      route: 'POST /api/v1/share_links/create',
      request: async (ctx) => ({
        url: '/api/v1/share_links/create',
        payload: { target_kind: 'monthly_report', target_id: await shownReport(ctx) },
      }),
      expected: staffRoute(),
    },
    {
      route: 'POST /api/v1/share_links/revoke',
      request: async (ctx) => ({ url: '/api/v1/share_links/revoke', payload: { id: (await liveLink(ctx)).id } }),
      expected: staffRoute(),
    },
    {
      route: 'POST /api/v1/shared/open',
      request: async (ctx) => ({ url: '/api/v1/shared/open', payload: { token: (await liveLink(ctx)).token } }),
      expected: publicRoute(200),
    },
    {
      route: 'POST /api/v1/shared/unlock',
      request: async (ctx) => ({
        url: '/api/v1/shared/unlock',
        payload: { token: (await liveLink(ctx)).token, password: 'no-password-set' },
      }),
      expected: publicRoute(200),
    },
  ];
}
