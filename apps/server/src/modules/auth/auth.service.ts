import {
  authMessages,
  isStaffRoleNum,
  LOGIN_THROTTLE,
  scopesFor,
  SESSION_TTL_HOURS,
  type Me,
  type Strategy,
  type TokenResponse,
} from '@kaizen/domain';
import { actorFrom, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import {
  clearFailures,
  countFailuresSince,
  extendSession,
  findSessionByHash,
  findUserByAccount,
  findUserById,
  insertSession,
  recordFailures,
  revokeSession,
  type AuthDb,
} from './auth.repository.js';
import { verifyPassword } from '../../lib/password.js';
import { fetchProviderUser } from './provider-client.js';
import { hashToken, newToken } from './tokens.js';

const HOUR_MS = 3_600_000;
/** A token issued by an external provider is re-checked with it this often. */
const PROVIDER_RECHECK_MS = 5 * 60_000;
/** Sessions bridged from an external provider are stored under this strategy name. */
export const PROVIDER_SESSION_STRATEGY = 'provider';

export interface SignInInput {
  account: string;
  password: string;
  address: string;
  strategy: Strategy;
}

function throttleKeys(account: string, address: string) {
  return { account: `account:${account.toLowerCase()}`, address: `address:${address}` };
}

function tooManyAttempts(): AppError {
  return new AppError('too_many_requests', authMessages.tooManyAttempts, undefined, {
    'retry-after': String(LOGIN_THROTTLE.windowMinutes * 60),
  });
}

export async function signIn(db: AuthDb, input: SignInInput, now = new Date()): Promise<TokenResponse> {
  const keys = throttleKeys(input.account, input.address);
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * 60_000).toISOString();
  const [accountFailures, addressFailures] = await Promise.all([
    countFailuresSince(db, keys.account, windowStart),
    countFailuresSince(db, keys.address, windowStart),
  ]);
  if (
    accountFailures >= LOGIN_THROTTLE.maxFailuresPerAccount ||
    addressFailures >= LOGIN_THROTTLE.maxFailuresPerAddress
  ) {
    throw tooManyAttempts();
  }

  const user = await findUserByAccount(db, input.account);
  const passwordOk = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !passwordOk) {
    await recordFailures(db, [keys.account, keys.address], now.toISOString(), windowStart);
    // One message for an unknown account and a wrong password alike.
    throw AppError.unauthenticated(authMessages.invalidCredentials);
  }
  if (input.strategy === 'admin' && !isStaffRoleNum(user.role_num)) {
    throw AppError.forbidden(authMessages.staffOnly);
  }

  await clearFailures(db, keys.account);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_HOURS * HOUR_MS).toISOString();
  await insertSession(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    strategy: input.strategy,
    createdAt: now.toISOString(),
    expiresAt,
  });
  return { token, expires_at: expiresAt };
}

export async function signOut(db: AuthDb, actor: Actor): Promise<void> {
  await revokeSession(db, actor.sessionId, new Date().toISOString());
}

export async function currentUser(db: AuthDb, actor: Actor): Promise<Me> {
  const user = await findUserById(db, actor.userId);
  if (!user) throw AppError.unauthenticated(authMessages.signInRequired);
  return {
    id: user.id,
    companyId: user.company_id,
    account: user.account,
    name: user.name,
    role: user.role,
    role_num: user.role_num,
    company_name: user.company_name,
    scope: scopesFor(user.role, user.role_num),
  };
}

/** A live account with this id exists (the user lists of other areas name users by id). */
export async function userExists(db: AuthDb, userId: number): Promise<boolean> {
  return (await findUserById(db, userId)) !== undefined;
}

/** The signed-in user's own password, as a change of it must give first. */
export async function isCurrentPassword(db: AuthDb, userId: number, password: string): Promise<boolean> {
  const user = await findUserById(db, userId);
  return user !== undefined && (await verifyPassword(user.password_hash, password));
}

export type TokenCheck = { actor: Actor } | { actor: null; reason: 'invalid' | 'expired' };

/**
 * Turns a bearer token into the caller. Tokens this server issued are looked up by hash; with an
 * external PROVIDER_API_BASE, a token it does not know is checked with the provider and, when the
 * provider vouches for a staff account that exists here, remembered for a few minutes.
 */
export async function resolveToken(
  db: AuthDb,
  token: string,
  providerApiBase: string | undefined,
  now = new Date(),
): Promise<TokenCheck> {
  const tokenHash = hashToken(token);
  const session = await findSessionByHash(db, tokenHash);
  const nowIso = now.toISOString();

  if (session) {
    if (session.revoked_at !== null || session.is_deleted !== 0) return { actor: null, reason: 'invalid' };
    if (session.expires_at > nowIso) return { actor: actorFrom(session, session.session_id) };
    if (session.strategy !== PROVIDER_SESSION_STRATEGY || !providerApiBase) return { actor: null, reason: 'expired' };
  }
  if (!providerApiBase) return { actor: null, reason: 'invalid' };

  const providerUser = await fetchProviderUser(providerApiBase, token);
  if (!providerUser || !isStaffRoleNum(providerUser.role_num)) return { actor: null, reason: 'invalid' };
  const localUser = await findUserByAccount(db, providerUser.account);
  if (!localUser || !isStaffRoleNum(localUser.role_num)) return { actor: null, reason: 'invalid' };

  const expiresAt = new Date(now.getTime() + PROVIDER_RECHECK_MS).toISOString();
  if (session) {
    await extendSession(db, session.session_id, expiresAt);
    return { actor: actorFrom(localUser, session.session_id) };
  }
  const sessionId = await insertSession(db, {
    userId: localUser.id,
    tokenHash,
    strategy: PROVIDER_SESSION_STRATEGY,
    createdAt: nowIso,
    expiresAt,
  }).catch(async (error: unknown) => {
    // Two first requests with the same token race to remember it; the loser uses the winner's row.
    const existing = await findSessionByHash(db, tokenHash);
    if (existing) return existing.session_id;
    throw error;
  });
  return { actor: actorFrom(localUser, sessionId) };
}
