/** What each caller of a route expects: the vocabulary of the access matrix and its area files. */
import type { InjectOptions } from 'fastify';
import type { DbHandle } from '../src/db/kysely.js';
import type { RoleName, World } from './factories.js';

/** Who calls: signed out, each staff role, a client of the project's company, a client of another company. */
export type Caller = 'signedOut' | RoleName;
export const callers: Caller[] = ['signedOut', 'admin', 'manager', 'member', 'client', 'otherClient'];

export interface AccessContext {
  world: World;
  db: DbHandle['db'];
  /** The app's SECRETS_KEY, for signed file URLs. */
  secret: string;
}

type AccessRequest = Omit<InjectOptions, 'method' | 'headers'> & { url: string; headers?: Record<string, string> };

export interface AccessCase {
  /** 'GET /api/v1/projects' — must match a registered route exactly. */
  route: string;
  /**
   * The request, built afresh for each caller (so a delete always has something to delete);
   * the url may carry a query string.
   */
  request: (ctx: AccessContext) => AccessRequest | Promise<AccessRequest>;
  expected: Record<Caller, number>;
}

export const everyoneSignedIn = (status: number) => ({
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

/** Staff of any role; client users are refused (403) — the admin area. */
export const staffRoute = (status = 200): Record<Caller, number> => ({
  signedOut: 401,
  admin: status,
  manager: status,
  member: status,
  client: 403,
  otherClient: 403,
});
/**
 * A sales customer's row named by its id alone (decisions/0013): staff; for client users it does not
 * exist (404), so its id does not leak. Calls that name the customer (sale_id) are staffRoute.
 */
export const saleRowRoute = (status = 200): Record<Caller, number> => ({
  ...staffRoute(status),
  client: 404,
  otherClient: 404,
});
/**
 * A change to a client project's tree: staff, not the project's client while staff have not allowed
 * client editing (403), 404 for another company's client.
 */
export const treeEditRoute = (status = 200): Record<Caller, number> => ({ ...ownCompanyRoute(status), client: 403 });
/** 管理者 and マネージャー only. */
export const managerRoute = (status = 200): Record<Caller, number> => ({ ...staffRoute(status), member: 403 });
/** 管理者 only. */
export const adminRoute = (status = 200): Record<Caller, number> => ({ ...managerRoute(status), manager: 403 });

let sequence = 0;
/** A name no other call of this run uses. */
export const unique = (prefix: string) => {
  sequence += 1;
  return `${prefix}-${sequence}`;
};
