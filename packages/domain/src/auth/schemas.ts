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
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const authMessages = {
  invalidCredentials: 'アカウントまたはパスワードが正しくありません。',
  tooManyAttempts: 'ログインの試行回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
  staffOnly: 'このログイン方法は社内スタッフ専用です。',
  sessionExpired: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  signInRequired: 'ログインしてください。',
} as const;

/** Sign-in throttling: failures counted per account and per address within one window. */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
} as const;

export const SESSION_TTL_HOURS = 24 * 14;
