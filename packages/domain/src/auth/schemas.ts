import { z } from '../common/zod.js';

export const strategies = ['local', 'client', 'admin'] as const;
export type Strategy = (typeof strategies)[number];
export const DEFAULT_STRATEGY: Strategy = 'local';

/** Browser storage keys (product.md §9.2): prefix 'auth.', token prefix '_token.'. */
export const AUTH_STORAGE_PREFIX = 'auth.';
export const TOKEN_KEY_PREFIX = '_token.';
export function tokenStorageKey(strategy: Strategy): string {
  return `${AUTH_STORAGE_PREFIX}${TOKEN_KEY_PREFIX}${strategy}`;
}
export const STRATEGY_STORAGE_KEY = `${AUTH_STORAGE_PREFIX}strategy`;

export const accountSchema = z
  .string({ error: 'アカウントを入力してください' })
  .trim()
  .min(1, 'アカウントを入力してください')
  .max(100, 'アカウントは100文字以内で入力してください');

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A password being set (not one being checked at sign-in). */
export const newPasswordSchema = z
  .string({ error: 'パスワードを入力してください' })
  .min(PASSWORD_MIN_LENGTH, `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください`)
  .max(PASSWORD_MAX_LENGTH, `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください`)
  .refine((value) => new Set(value).size > 2, 'パスワードには3種類以上の文字を使ってください');

export const loginRequestSchema = z.object({
  account: accountSchema,
  password: z
    .string({ error: 'パスワードを入力してください' })
    .min(1, 'パスワードを入力してください')
    .max(PASSWORD_MAX_LENGTH, `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください`),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/v1/users/sign_in also serves the admin strategy, which names itself. */
export const signInRequestSchema = loginRequestSchema.extend({
  strategy: z.enum(['client', 'admin']).optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const tokenResponseSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const scopeSchema = z.enum(['staff', 'client', 'admin', 'manager', 'general']);

/** The signed-in user ("Me", product.md §3.1, plus company_name and scope from the foundation issue). */
export const meSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  account: z.string(),
  name: z.string(),
  role: z.number().int(),
  role_num: z.number().int(),
  company_name: z.string(),
  scope: z.array(scopeSchema),
});
export type Me = z.infer<typeof meSchema>;

export const userResponseSchema = z.object({ user: meSchema });

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const publicConfigSchema = z.object({
  /** Where the admin strategy signs in; null means this server. */
  providerApiBase: z.string().nullable(),
  /** Whether this server sends e-mail (SMTP_URL set): the sign-in screen's reset link depends on it. */
  mailEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const authMessages = {
  invalidCredentials: 'アカウントまたはパスワードが正しくありません。',
  staffOnly: 'このログイン方法は社内スタッフ専用です。',
  sessionExpired: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  signInRequired: 'ログインしてください。',
} as const;

/**
 * Sign-in throttling (decisions/0002, reworked by issue 17): attempts are slowed, never locked, so a
 * stranger cannot keep the owner out.
 */
export const LOGIN_THROTTLE = {
  /** An address with a failure on an account this recent is not "clean" for that account. */
  windowMinutes: 15,
  /** Failures from one address, on any accounts, within the window before that address must wait. */
  maxFailuresPerAddress: 20,
  /** How long failures are remembered for the growing delays. */
  memoryHours: 24,
  /** Failures on one account from one address before each further attempt from there waits. */
  freeFailuresPerPair: 5,
  /** Failures on one account from all addresses together before addresses that are not clean wait. */
  freeFailuresPerAccount: 10,
  /** The first wait; each further failure doubles it, up to maxDelaySeconds. */
  firstDelaySeconds: 2,
  maxDelaySeconds: 3600,
} as const;

function waitText(waitSeconds: number): string {
  return waitSeconds < 60
    ? `${waitSeconds}秒後`
    : waitSeconds < 3600
      ? `約${Math.ceil(waitSeconds / 60)}分後`
      : `約${Math.ceil(waitSeconds / 3600)}時間後`;
}

/** The 429 message of a throttled sign-in, naming the wait (the Retry-After seconds). */
export function signInRetryMessage(waitSeconds: number): string {
  return `ログインの失敗が続いたため、一時的にログインを制限しています。${waitText(waitSeconds)}にもう一度お試しください。`;
}

/** The 429 message of a throttled password change: the current password is guessed like a sign-in. */
export function passwordCheckRetryMessage(waitSeconds: number): string {
  return `現在のパスワードの誤りが続いたため、一時的にパスワードの変更を制限しています。${waitText(waitSeconds)}にもう一度お試しください。`;
}

export const SESSION_TTL_HOURS = 24 * 14;
