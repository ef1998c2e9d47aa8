import { hashToken, newToken } from '../src/modules/auth/tokens.js';
import { insertConfirmation } from '../src/modules/mail/mail.repository.js';
import { adminRoute, publicRoute, signedInRoute, unique, type AccessCase } from './access-expectations.js';

/**
 * Access rows of e-mail (decisions/0041): everyone signed in sets their own address and what they
 * receive; the confirmation link and the reset request are open to anyone; 送信状況 is 管理者 only.
 */
export function mailAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/mail/settings',
      request: () => ({ url: '/api/v1/mail/settings' }),
      expected: signedInRoute(),
    },
    {
      route: 'POST /api/v1/mail/settings',
      request: () => ({
        url: '/api/v1/mail/settings',
        payload: { preferences: [], quiet_start_hour: 22, quiet_end_hour: 7, digest_day: 1, digest_hour: 9 },
      }),
      expected: signedInRoute(),
    },
    {
      route: 'POST /api/v1/mail/email',
      request: () => ({ url: '/api/v1/mail/email', payload: { email: `${unique('matrix')}@example.jp` } }),
      expected: signedInRoute(),
    },
    {
      route: 'GET /api/v1/mail/digest_preview',
      request: () => ({ url: '/api/v1/mail/digest_preview' }),
      expected: signedInRoute(),
    },
    {
      route: 'POST /api/v1/mail/confirm_email',
      request: async (ctx) => {
        const token = newToken();
        await insertConfirmation(ctx.db, {
          userId: ctx.world.users.member.id,
          email: 'member@example.jp',
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        });
        return { url: '/api/v1/mail/confirm_email', payload: { token } };
      },
      expected: publicRoute(200),
    },
    {
      route: 'POST /api/v1/users/request_password_reset',
      request: () => ({ url: '/api/v1/users/request_password_reset', payload: { account: unique('nobody') } }),
      expected: publicRoute(200),
    },
    { route: 'GET /api/v1/deliveries', request: () => ({ url: '/api/v1/deliveries' }), expected: adminRoute() },
    {
      route: 'POST /api/v1/deliveries/retry',
      request: () => ({ url: '/api/v1/deliveries/retry', payload: { id: 999_999 } }),
      expected: adminRoute(404),
    },
  ];
}
