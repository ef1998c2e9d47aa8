import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The message loadConfig throws for an environment, or null when it accepts it. */
function configErrorOf(env: NodeJS.ProcessEnv): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
}

describe('loadConfig defaults', () => {
  it('runs on port 3000 with SQLite under ./data when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      providerApiBase: undefined,
      secretsKey: expect.any(String),
      logLevel: 'info',
      ga4ApiBase: 'https://analyticsdata.googleapis.com',
      chatworkApiBase: 'https://api.chatwork.com',
      analyticsFetchHour: 3,
      trustProxy: false,
      apiRateLimitPerMinute: 6000,
      requestTimeoutMs: 300_000,
      headersTimeoutMs: 30_000,
      bodyTimeoutMs: 60_000,
      smtpUrl: undefined,
      mailFrom: 'Kaizen Tree <no-reply@localhost>',
      appUrl: 'http://localhost:3000',
      webDistDir: undefined,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads the three request timeouts and refuses a headers timeout longer than the request one', () => {
    const config = loadConfig({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000', BODY_TIMEOUT_MS: '500' });
    expect([config.requestTimeoutMs, config.headersTimeoutMs, config.bodyTimeoutMs]).toEqual([2000, 1000, 500]);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ BODY_TIMEOUT_MS: '0' })).toThrow(/BODY_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1.5' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('falls back to a development secrets key of at least 32 characters outside production', () => {
    expect(loadConfig({}).secretsKey.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ NODE_ENV: 'test' }).secretsKey).toBe(loadConfig({}).secretsKey);
  });

  it('reads the analytics API base and the nightly fetch hour', () => {
    const config = loadConfig({ GA4_API_BASE: 'http://127.0.0.1:9999/', ANALYTICS_FETCH_HOUR: 'off' });
    expect(config.ga4ApiBase).toBe('http://127.0.0.1:9999');
    expect(config.analyticsFetchHour).toBeNull();
    expect(loadConfig({ ANALYTICS_FETCH_HOUR: '22' }).analyticsFetchHour).toBe(22);
    expect(configErrorOf({ ANALYTICS_FETCH_HOUR: '24' })).toContain('ANALYTICS_FETCH_HOUR');
    expect(configErrorOf({ GA4_API_BASE: 'ftp://x' })).toContain('GA4_API_BASE');
  });

  it('reads the Chatwork API base without its trailing slash', () => {
    expect(loadConfig({ CHATWORK_API_BASE: 'http://127.0.0.1:9998/' }).chatworkApiBase).toBe('http://127.0.0.1:9998');
    expect(configErrorOf({ CHATWORK_API_BASE: 'ftp://x' })).toContain('CHATWORK_API_BASE');
  });

  it('reads the per-address API limit, 0 turning it off', () => {
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: '300' }).apiRateLimitPerMinute).toBe(300);
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: '0' }).apiRateLimitPerMinute).toBeNull();
    for (const bad of ['-1', '1.5', 'many']) {
      expect(configErrorOf({ API_RATE_LIMIT_PER_MINUTE: bad })).toContain('API_RATE_LIMIT_PER_MINUTE');
    }
  });

  it('resolves DATA_DIR to an absolute path', () => {
    expect(loadConfig({ DATA_DIR: 'var/kaizen' }).dataDir).toBe(path.resolve('var/kaizen'));
    expect(loadConfig({ DATA_DIR: '/srv/kaizen' }).dataDir).toBe('/srv/kaizen');
  });

  it('takes webDistDir from the caller, not from the environment', () => {
    expect(loadConfig({}, { webDistDir: '/opt/web/dist' }).webDistDir).toBe('/opt/web/dist');
  });
});

describe('PORT', () => {
  it('overrides the default', () => {
    expect(loadConfig({ PORT: '8080' }).port).toBe(8080);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it.each(['abc', '-1', '65536', '80.5'])('refuses %j naming PORT', (value) => {
    expect(configErrorOf({ PORT: value })).toMatch(/PORT/);
  });
});

describe('DATABASE_URL', () => {
  it.each(['postgres://kaizen@db.internal:5432/kaizen', 'postgresql://kaizen:secret@localhost/kaizen'])(
    'accepts %s',
    (url) => {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    },
  );

  it.each(['mysql://root@localhost/kaizen', 'sqlite:./data/kaizen.sqlite', 'localhost:5432'])(
    'refuses %s naming DATABASE_URL',
    (url) => {
      const message = configErrorOf({ DATABASE_URL: url });
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('postgres://');
    },
  );
});

describe('empty variables', () => {
  it('count as unset, so DATABASE_URL= falls back to SQLite and PORT= to 3000', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', PROVIDER_API_BASE: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.providerApiBase).toBeUndefined();
  });
});

describe('SECRETS_KEY', () => {
  it('is required in production', () => {
    const message = configErrorOf({ NODE_ENV: 'production' });
    expect(message).not.toBeNull();
    expect(message).toMatch(/SECRETS_KEY/);
  });

  it('is taken as given in production', () => {
    const key = 'k'.repeat(16) + 'e'.repeat(16);
    const config = loadConfig({ NODE_ENV: 'production', SECRETS_KEY: key });
    expect(config.nodeEnv).toBe('production');
    expect(config.secretsKey).toBe(key);
  });

  it('refuses a key shorter than 32 characters, in any environment', () => {
    const short = 'x'.repeat(31);
    expect(configErrorOf({ SECRETS_KEY: short })).toMatch(/SECRETS_KEY/);
    expect(configErrorOf({ NODE_ENV: 'production', SECRETS_KEY: short })).toMatch(/SECRETS_KEY/);
    expect(loadConfig({ SECRETS_KEY: 'x'.repeat(32) }).secretsKey).toBe('x'.repeat(32));
  });
});

describe('PROVIDER_API_BASE', () => {
  it('trims trailing slashes', () => {
    expect(loadConfig({ PROVIDER_API_BASE: 'https://provider.example.com/' }).providerApiBase).toBe(
      'https://provider.example.com',
    );
    expect(loadConfig({ PROVIDER_API_BASE: 'http://10.0.0.5:8080//' }).providerApiBase).toBe('http://10.0.0.5:8080');
  });

  it('keeps a base without a trailing slash as it is', () => {
    expect(loadConfig({ PROVIDER_API_BASE: 'https://provider.example.com/kaizen' }).providerApiBase).toBe(
      'https://provider.example.com/kaizen',
    );
  });

  it.each(['not a url', 'ftp://provider.example.com'])('refuses %j naming PROVIDER_API_BASE', (value) => {
    expect(configErrorOf({ PROVIDER_API_BASE: value })).toMatch(/PROVIDER_API_BASE/);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
  ])('reads %j as %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('is off when unset', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it.each(['yes', 'on', 'TRUE '])('refuses %j naming TRUST_PROXY', (value) => {
    expect(configErrorOf({ TRUST_PROXY: value })).toMatch(/TRUST_PROXY/);
  });
});

describe('other settings', () => {
  it('reads LOG_LEVEL and NODE_ENV, refusing unknown values', () => {
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(configErrorOf({ LOG_LEVEL: 'verbose' })).toMatch(/LOG_LEVEL/);
    expect(configErrorOf({ NODE_ENV: 'staging' })).toMatch(/NODE_ENV/);
  });

  it('lists every problem at once', () => {
    const message = configErrorOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' });
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/TRUST_PROXY/);
  });
});

describe('e-mail', () => {
  it('is off without SMTP_URL, with links starting at this server', () => {
    const config = loadConfig({ PORT: '3100' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3100');
  });

  it('reads SMTP_URL, MAIL_FROM and APP_URL (without its trailing slash)', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.jp:465',
      MAIL_FROM: 'Kaizen Tree <no-reply@example.jp>',
      APP_URL: 'https://kaizen.example.jp/',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example.jp:465',
      mailFrom: 'Kaizen Tree <no-reply@example.jp>',
      appUrl: 'https://kaizen.example.jp',
    });
  });

  it('refuses an SMTP_URL of another scheme, one without MAIL_FROM, and an APP_URL that is no web address', () => {
    expect(configErrorOf({ SMTP_URL: 'http://smtp.example.jp', MAIL_FROM: 'a@b.jp' })).toMatch(/SMTP_URL/);
    expect(configErrorOf({ SMTP_URL: 'smtp://smtp.example.jp' })).toMatch(/MAIL_FROM/);
    expect(configErrorOf({ APP_URL: 'ftp://example.jp' })).toMatch(/APP_URL/);
  });
});
