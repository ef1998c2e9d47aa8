import type { InjectOptions } from 'fastify';
import type { RoleName, World } from './factories.js';
import { TEST_PASSWORD } from './factories.js';

/** Who calls: signed out, each staff role, a client of the project's company, a client of another company. */
export type Caller = 'signedOut' | RoleName;

export interface AccessCase {
  /** 'GET /api/v1/projects' — must match a registered route exactly. */
  route: string;
  /** The request, built for the seeded world; the url may carry a query string. */
  request: (world: World) => Omit<InjectOptions, 'method' | 'headers'> & { url: string };
  expected: Record<Caller, number>;
}

const everyoneSignedIn = (status: number) => ({
  admin: status,
  manager: status,
  member: status,
  client: status,
  otherClient: status,
});

/** Public routes answer the same to everyone. */
export const publicRoute = (status: number): Record<Caller, number> => ({
  signedOut: status,
  ...everyoneSignedIn(status),
});
/** Any signed-in user; 401 when signed out. */
export const signedInRoute = (status = 200): Record<Caller, number> => ({
  signedOut: 401,
  ...everyoneSignedIn(status),
});
/** Something of the client's own company: staff and that client in, the other company's client sees 404. */
export const ownCompanyRoute = (status = 200): Record<Caller, number> => ({
  ...signedInRoute(status),
  otherClient: 404,
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
    request: (w) => ({ url: '/api/auth/login', payload: { account: w.users.member.account, password: TEST_PASSWORD } }),
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
    request: (w) => ({
      url: '/api/v1/users/sign_in',
      payload: { account: w.users.client.account, password: TEST_PASSWORD },
    }),
    expected: publicRoute(200),
  },
  { route: 'GET /api/v1/users/me', request: () => ({ url: '/api/v1/users/me' }), expected: signedInRoute() },
  { route: 'GET /api/v1/projects', request: () => ({ url: '/api/v1/projects' }), expected: signedInRoute() },
  {
    route: 'POST /api/v1/projects/get_project',
    request: (w) => ({ url: '/api/v1/projects/get_project', payload: { projectId: w.projectId } }),
    expected: ownCompanyRoute(),
  },
];
