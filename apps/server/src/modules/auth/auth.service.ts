import {
  authMessages,
  isStaffRoleNum,
  scopesFor,
  SESSION_TTL_HOURS,
  passwordCheckRetryMessage,
  signInRetryMessage,
  type Me,
  type Strategy,
  type TokenResponse,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import { actorFrom, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { FastifyBaseLogger } from 'fastify';
import {
  clearFailures,
  deleteFailures,
  extendSession,
  failureStats,
  findSessionByHash,
  findUserByAccount,
  findUserById,
  insertSession,
  recordFailures,
  revokeSession,
} from './auth.repository.js';
import { verifyPassword } from '../../lib/password.js';
import { throttleBounds, throttleKeys, throttleWait } from './login-throttle.js';
import { fetchProviderUser } from './provider-client.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { inTransaction } from '../../lib/transaction.js';
import { hashToken, newToken } from './tokens.js';

const HOUR_MS = 3_600_000;
/** A token issued by an external provider is re-checked with it this often. */
const PROVIDER_RECHECK_MS = 5 * 60_000;
/** Sessions bridged from an external provider are stored under this strategy name. */
export const PROVIDER_SESSION_STRATEGY = 'provider';

/** An account's password as typed, and where from: what the throttle counts. */
interface PasswordAttempt {
  account: string;
  password: string;
  address: string;
}

export interface SignInInput {
  account: string;
  password: string;
  address: string;
  strategy: Strategy;
}

/** Where sign-in writes its throttling events (the request's pino logger); never given a password. */
export type SignInLog = Pick<FastifyBaseLogger, 'warn'>;

/** The account as logged: only a name that exists, since a password is sometimes typed into the field. */
async function loggedAccount(db: Db, account: string) {
  const user = await findUserByAccount(db, account);
  return user ? { userId: user.id, account: user.account } : { userId: null, account: null };
}

/** The audit log's person for an attempt: the account when it exists, else no name (what was typed is not kept). */
async function attemptActor(db: Db, account: string): Promise<AuditActor> {
  const user = await findUserByAccount(db, account);
  return user ? { userId: user.id } : { name: '' };
}

/** What an attempt guesses at (an account, or another secret's name) and where from: what the throttle counts. */
interface ThrottledAttempt {
  account: string;
  address: string;
}

/** An account's sign-in attempts are audited; another secret's (a share link's password) only logged. */
interface ThrottleOptions {
  retryMessage: (waitSeconds: number) => string;
  audited: boolean;
}

/**
 * Refuses the attempt with 429 while the throttle holds it back; `ownIds` are this attempt's own
 * failure rows, which must not count against it.
 */
async function refuseWhileThrottled(
  db: Db,
  input: ThrottledAttempt,
  log: SignInLog,
  now: Date,
  options: ThrottleOptions,
  ownIds: number[] = [],
): Promise<void> {
  const keys = throttleKeys(input.account, input.address);
  const wait = throttleWait(await failureStats(db, keys, throttleBounds(now), ownIds), now);
  if (!wait) return;
  log.warn(
    {
      event: 'sign_in_throttled',
      reason: wait.reason,
      retryAfterSeconds: wait.seconds,
      address: input.address,
      ...(options.audited ? await loggedAccount(db, input.account) : { secret: input.account }),
    },
    'sign-in refused while throttled',
  );
  if (options.audited) {
    await recordAudit(db, {
      actor: await attemptActor(db, input.account),
      event: 'sign_in_slowed',
      address: input.address,
      detail: `${wait.seconds}秒待ち`,
      now,
    });
  }
  throw new AppError('too_many_requests', options.retryMessage(wait.seconds), undefined, {
    'retry-after': String(wait.seconds),
  });
}

/** Logs when this failure makes the next attempt wait: the start, or a longer stretch, of a slow-down. */
async function logSlowDown(db: Db, input: ThrottledAttempt, log: SignInLog, who: object, now: Date) {
  const keys = throttleKeys(input.account, input.address);
  const stats = await failureStats(db, keys, throttleBounds(now), []);
  const wait = throttleWait(stats, now);
  if (!wait) return;
  log.warn(
    {
      event: 'sign_in_slowed',
      reason: wait.reason,
      nextAttemptAfterSeconds: wait.seconds,
      address: input.address,
      pairFailures: stats.pair.count,
      accountFailures: stats.account.count,
      ...who,
    },
    'sign-in slowed after repeated failures',
  );
}

/**
 * One attempt under the sign-in throttle (429 while it holds the attempt back): `attempt` answers
 * what was right, or undefined when the secret was wrong — then `onFailure` runs and the failure counts.
 */
async function throttled<T>(
  db: Db,
  input: ThrottledAttempt,
  log: SignInLog,
  now: Date,
  options: ThrottleOptions,
  attempt: () => Promise<T | undefined>,
  onFailure: () => Promise<object>,
): Promise<T | undefined> {
  const keys = throttleKeys(input.account, input.address);
  // Checked before anything is written, so a refused attempt costs no write.
  await refuseWhileThrottled(db, input, log, now, options);
  // Counted as a failure before the secret is checked, and checked again, so parallel attempts see
  // one another instead of all slipping through on the same count. A success takes it back.
  const pending = await recordFailures(
    db,
    [keys.pair, keys.address],
    now.toISOString(),
    throttleBounds(now).memoryStart,
  );
  try {
    await refuseWhileThrottled(db, input, log, now, options, pending);
  } catch (error) {
    await deleteFailures(db, pending);
    throw error;
  }

  const result = await attempt();
  if (result === undefined) {
    await logSlowDown(db, input, log, await onFailure(), now);
    return undefined;
  }
  await deleteFailures(db, pending);
  // This address's mistakes on the account are forgiven; failures from elsewhere still count.
  await clearFailures(db, keys.pair);
  return result;
}

/**
 * The account's password checked under the sign-in throttle (429 while it holds the attempt back):
 * the user when it is right, undefined when the account or the password is wrong.
 */
async function checkPasswordThrottled(
  db: Db,
  input: PasswordAttempt,
  log: SignInLog,
  now: Date,
  retryMessage: (waitSeconds: number) => string,
) {
  let user: Awaited<ReturnType<typeof findUserByAccount>>;
  return throttled(
    db,
    input,
    log,
    now,
    { retryMessage, audited: true },
    async () => {
      user = await findUserByAccount(db, input.account);
      const passwordOk = await verifyPassword(user?.password_hash ?? null, input.password);
      return user && passwordOk ? user : undefined;
    },
    async () => {
      await recordAudit(db, {
        actor: user ? { userId: user.id } : { name: '' },
        event: 'sign_in_failed',
        address: input.address,
        now,
      });
      return user ? { userId: user.id, account: input.account } : { userId: null, account: null };
    },
  );
}

/**
 * Another secret than an account's password, guessed at under the same throttle and its counts
 * (a share link's password, decisions/0042): `secret` names it in the counts and the log, and
 * `check` is true when what was typed is right. 429 while the throttle holds the attempt back.
 */
export async function checkSecretThrottled(
  db: Db,
  input: { secret: string; address: string },
  log: SignInLog,
  retryMessage: (waitSeconds: number) => string,
  check: () => Promise<boolean>,
  now = new Date(),
): Promise<boolean> {
  const attempt = { account: input.secret, address: input.address };
  const ok = await throttled(
    db,
    attempt,
    log,
    now,
    { retryMessage, audited: false },
    async () => ((await check()) ? true : undefined),
    async () => ({ secret: input.secret }),
  );
  return ok === true;
}

/**
 * A request that must not be repeated without limit (a password-reset e-mail): refused with 429
 * while the sign-in throttle holds the account or the address back, and counted as an attempt
 * that never succeeds, so repeats slow down as failed sign-ins do.
 */
export async function countThrottledRequest(
  db: Db,
  input: { account: string; address: string },
  log: SignInLog,
  now = new Date(),
): Promise<void> {
  await refuseWhileThrottled(db, input, log, now, { retryMessage: signInRetryMessage, audited: true });
  const keys = throttleKeys(input.account, input.address);
  await recordFailures(db, [keys.pair, keys.address], now.toISOString(), throttleBounds(now).memoryStart);
}

export async function signIn(db: Db, input: SignInInput, log: SignInLog, now = new Date()): Promise<TokenResponse> {
  const user = await checkPasswordThrottled(db, input, log, now, signInRetryMessage);
  // One message for an unknown account and a wrong password alike.
  if (!user) throw AppError.unauthenticated(authMessages.invalidCredentials);
  if (input.strategy === 'admin' && !isStaffRoleNum(user.role_num)) {
    throw AppError.forbidden(authMessages.staffOnly);
  }

  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_HOURS * HOUR_MS).toISOString();
  await inTransaction(db, async (trx) => {
    await insertSession(trx, {
      userId: user.id,
      tokenHash: hashToken(token),
      strategy: input.strategy,
      createdAt: now.toISOString(),
      expiresAt,
    });
    await recordAudit(trx, { actor: { userId: user.id }, event: 'sign_in', address: input.address, now });
  });
  return { token, expires_at: expiresAt };
}

export async function signOut(db: Db, actor: Actor): Promise<void> {
  await inTransaction(db, async (trx) => {
    await revokeSession(trx, actor.sessionId, new Date().toISOString());
    await recordAudit(trx, { actor: { userId: actor.userId }, event: 'sign_out' });
  });
}

export async function currentUser(db: Db, actor: Actor): Promise<Me> {
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
export async function userExists(db: Db, userId: number): Promise<boolean> {
  return (await findUserById(db, userId)) !== undefined;
}

/**
 * The signed-in user's own password, as a change of it must give first. Throttled like a sign-in
 * on the same counts: a stolen session must not become a way to guess the password at full speed.
 */
export async function isCurrentPassword(
  db: Db,
  attempt: { userId: number; password: string; address: string },
  log: SignInLog,
  now = new Date(),
): Promise<boolean> {
  const user = await findUserById(db, attempt.userId);
  if (!user) return false;
  const input = { account: user.account, password: attempt.password, address: attempt.address };
  return (await checkPasswordThrottled(db, input, log, now, passwordCheckRetryMessage)) !== undefined;
}

export type TokenCheck = { actor: Actor } | { actor: null; reason: 'invalid' | 'expired' };

/**
 * Turns a bearer token into the caller. Tokens this server issued are looked up by hash; with an
 * external PROVIDER_API_BASE, a token it does not know is checked with the provider and, when the
 * provider vouches for a staff account that exists here, remembered for a few minutes.
 */
export async function resolveToken(
  db: Db,
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
