import path from 'node:path';
import { z } from '@kaizen/domain';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanText = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/**
 * API calls a minute from one address. An office of fifty behind one NAT address, every screen
 * busy, stays far below it; it only stops a runaway script. Sign-in has its own, stricter throttle.
 */
const DEFAULT_API_RATE_LIMIT_PER_MINUTE = 6000;

/**
 * How long a client may take to send a request. The whole request: a 20 MB PDF at 1 Mbit/s takes
 * under three minutes. Its headers: a browser sends them at once. A pause in the body: far longer than
 * any network hiccup, and longer than the live-events heartbeat, since it is the idle limit of the
 * connection as a whole.
 */
const DEFAULT_REQUEST_TIMEOUT_MS = 300_000;
const DEFAULT_HEADERS_TIMEOUT_MS = 30_000;
const DEFAULT_BODY_TIMEOUT_MS = 60_000;

const timeoutMs = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number of milliseconds` })
    .int(`${name} must be a whole number of milliseconds`)
    .min(100, `${name} must be at least 100 ms`)
    .default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    PROVIDER_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
    SECRETS_KEY: z.string().min(32, 'SECRETS_KEY must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    GA4_API_BASE: z.url({ protocol: /^https?$/ }).default('https://analyticsdata.googleapis.com'),
    CHATWORK_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.chatwork.com'),
    ANALYTICS_FETCH_HOUR: z
      .union([z.literal('off'), z.coerce.number().int().min(0).max(23)], {
        error: 'ANALYTICS_FETCH_HOUR must be an hour 0-23 (Japan time) or off',
      })
      .default(3),
    TRUST_PROXY: booleanText,
    API_RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ error: 'API_RATE_LIMIT_PER_MINUTE must be a whole number of calls (0 turns the limit off)' })
      .int()
      .min(0)
      .default(DEFAULT_API_RATE_LIMIT_PER_MINUTE),
    REQUEST_TIMEOUT_MS: timeoutMs('REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: timeoutMs('HEADERS_TIMEOUT_MS', DEFAULT_HEADERS_TIMEOUT_MS),
    BODY_TIMEOUT_MS: timeoutMs('BODY_TIMEOUT_MS', DEFAULT_BODY_TIMEOUT_MS),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must be an smtp:// or smtps:// URL (leave it unset to turn e-mail off)')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    APP_URL: z
      .url({ protocol: /^https?$/, error: 'APP_URL must be the http(s):// address people open the app at' })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SECRETS_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SECRETS_KEY'], message: 'SECRETS_KEY is required in production' });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'MAIL_FROM is required when SMTP_URL is set' });
    }
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
      });
    }
  });

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset means the embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Base URL of the admin sign-in provider; undefined means this server is the provider. */
  providerApiBase: string | undefined;
  secretsKey: string;
  logLevel: (typeof logLevels)[number];
  /** Google Analytics Data API base URL; tests point it at a local fake that speaks the same protocol. */
  ga4ApiBase: string;
  /** Chatwork API base URL (without /v2); tests point it at a local fake that speaks the same protocol. */
  chatworkApiBase: string;
  /** Hour (Japan time) of the nightly analytics fetch, or null when it is off. */
  analyticsFetchHour: number | null;
  trustProxy: boolean;
  /** Per-address ceiling on /api calls a minute; null when off (load tests, or a proxy that limits). */
  apiRateLimitPerMinute: number | null;
  /** Longest time to receive a whole request (408 and the connection closed after it). */
  requestTimeoutMs: number;
  /** Longest time to receive a request's headers. */
  headersTimeoutMs: number;
  /** Longest pause in what a connection sends (a stalled upload body): the connection is closed. */
  bodyTimeoutMs: number;
  /** SMTP server e-mail goes through (smtp:// or smtps://, credentials in the URL); undefined: e-mail is off. */
  smtpUrl: string | undefined;
  /** The From of every e-mail, e.g. 'Kaizen Tree <no-reply@example.jp>'. */
  mailFrom: string;
  /** The address links in e-mails and chat posts start with, without a trailing slash. */
  appUrl: string;
  /** Where the built web app lives; undefined serves the API only. */
  webDistDir: string | undefined;
}

/** A key for development and tests only; production refuses to start without SECRETS_KEY. */
const DEVELOPMENT_SECRETS_KEY = 'kaizen-tree-development-only-secrets-key';

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv, defaults: { webDistDir?: string } = {}): Config {
  // An empty variable counts as unset (e.g. DATABASE_URL= to fall back to SQLite).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    providerApiBase: e.PROVIDER_API_BASE?.replace(/\/+$/, ''),
    secretsKey: e.SECRETS_KEY ?? DEVELOPMENT_SECRETS_KEY,
    logLevel: e.LOG_LEVEL,
    ga4ApiBase: e.GA4_API_BASE.replace(/\/+$/, ''),
    chatworkApiBase: e.CHATWORK_API_BASE.replace(/\/+$/, ''),
    analyticsFetchHour: e.ANALYTICS_FETCH_HOUR === 'off' ? null : e.ANALYTICS_FETCH_HOUR,
    trustProxy: e.TRUST_PROXY,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE === 0 ? null : e.API_RATE_LIMIT_PER_MINUTE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    bodyTimeoutMs: e.BODY_TIMEOUT_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Kaizen Tree <no-reply@localhost>',
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDistDir: defaults.webDistDir,
  };
}
