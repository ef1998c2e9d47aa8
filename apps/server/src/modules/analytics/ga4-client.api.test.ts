import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGa4, type ServiceAccountKeyJson } from '../../../test/fake-ga4.js';
import {
  checkConnection,
  fetchMonthFigures,
  Ga4Error,
  GA4_ANSWER_MAX_BYTES,
  GA4_SCOPE,
  type Ga4Call,
  type Ga4Property,
} from './ga4-client.js';

/** The production GA4 client against the local fake GA4 Data API: the report, and each of Google's errors. */
let fake: FakeGa4;
let key: ServiceAccountKeyJson;
let sequence = 0;

beforeAll(async () => {
  fake = await FakeGa4.start();
  key = await fake.mintKey();
});
afterAll(() => fake.close());

const baseProperty: Omit<Ga4Property, 'property_id'> = {
  session_id: 'sessions',
  cv1_id: 'purchase',
  cv2_id: '',
  cv3_id: 'contact',
  is_transaction: 0,
};

/** A fresh fake property shared with `key`, and the call that reads it. */
function propertyCall(
  months: Record<string, Record<string, number>>,
  settings: Partial<Ga4Property> = {},
  options: { granted?: string[] } = {},
): Ga4Call {
  sequence += 1;
  const propertyId = String(300_000_000 + sequence);
  fake.addProperty({
    property_id: propertyId,
    granted: options.granted ?? [key.client_email],
    months,
    events: ['purchase', 'contact'],
  });
  return { apiBase: fake.url, key, property: { ...baseProperty, property_id: propertyId, ...settings } };
}

async function ga4ErrorOf(promise: Promise<unknown>): Promise<Ga4Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Ga4Error);
  return error as Ga4Error;
}

describe('fetchMonthFigures', () => {
  it('reads each month of the report; a month without a row measured 0, a metric not asked for is null', async () => {
    const call = propertyCall({
      '2025-12': { sessions: 50, 'keyEvents:purchase': 1 },
      '2026-01': { sessions: 1200, 'keyEvents:purchase': 30, 'keyEvents:contact': 4 },
      '2026-03': { sessions: 980.0, 'keyEvents:purchase': 21, 'keyEvents:contact': 0 },
    });
    const months = await fetchMonthFigures(call, '2026-01', '2026-03');
    expect(months).toEqual([
      { month: '2026-01', sessions: 1200, cv1: 30, cv2: null, cv3: 4, transactions: null, revenue: null },
      { month: '2026-02', sessions: 0, cv1: 0, cv2: null, cv3: 0, transactions: null, revenue: null },
      { month: '2026-03', sessions: 980, cv1: 21, cv2: null, cv3: 0, transactions: null, revenue: null },
    ]);
  });

  it('asks for transactions and purchase revenue when the project measures them, and the session metric it names', async () => {
    const call = propertyCall(
      { '2026-04': { engagedSessions: 700, transactions: 12, purchaseRevenue: 345678, sessions: 999 } },
      { session_id: 'engagedSessions', cv1_id: '', cv3_id: '', is_transaction: 1 },
    );
    expect(await fetchMonthFigures(call, '2026-04', '2026-04')).toEqual([
      { month: '2026-04', sessions: 700, cv1: null, cv2: null, cv3: null, transactions: 12, revenue: 345678 },
    ]);
  });

  it('asks once for a conversion named by two slots and fills both', async () => {
    const call = propertyCall({ '2026-05': { sessions: 10, 'keyEvents:purchase': 3 } }, { cv3_id: 'purchase' });
    const [month] = await fetchMonthFigures(call, '2026-05', '2026-05');
    expect([month?.cv1, month?.cv3]).toEqual([3, 3]);
  });

  it('spans a year boundary', async () => {
    const call = propertyCall({ '2025-12': { sessions: 5 }, '2026-01': { sessions: 6 } }, { cv1_id: '', cv3_id: '' });
    const months = await fetchMonthFigures(call, '2025-11', '2026-01');
    expect(months.map((m) => [m.month, m.sessions])).toEqual([
      ['2025-11', 0],
      ['2025-12', 5],
      ['2026-01', 6],
    ]);
  });
});

describe('Google’s errors become a Ga4Error of their kind', () => {
  it('a revoked key: unauthenticated', async () => {
    const other = await fake.mintKey();
    const call = propertyCall({}, {}, { granted: [other.client_email] });
    fake.revoke(other.private_key_id);
    expect((await ga4ErrorOf(checkConnection({ ...call, key: other }))).kind).toBe('unauthenticated');
  });

  it('a property that does not exist: notFound', async () => {
    const call = { ...propertyCall({}), property: { ...baseProperty, property_id: '999999999999' } };
    expect((await ga4ErrorOf(fetchMonthFigures(call, '2026-01', '2026-01'))).kind).toBe('notFound');
  });

  it('a property not shared with the service account: permissionDenied', async () => {
    const call = propertyCall({}, {}, { granted: ['someone-else@kaizen-test.iam.gserviceaccount.com'] });
    expect((await ga4ErrorOf(checkConnection(call))).kind).toBe('permissionDenied');
  });

  it('a conversion name GA4 does not know: invalidArgument', async () => {
    const call = propertyCall({}, { cv2_id: 'no_such_event' });
    expect((await ga4ErrorOf(checkConnection(call))).kind).toBe('invalidArgument');
  });

  it('an exhausted quota: quotaExceeded, and answers again once it is back', async () => {
    const call = propertyCall({});
    fake.setQuotaExhausted(true);
    try {
      expect((await ga4ErrorOf(checkConnection(call))).kind).toBe('quotaExceeded');
    } finally {
      fake.setQuotaExhausted(false);
    }
    await expect(checkConnection(call)).resolves.toBeUndefined();
  });

  it('a 503 from Google and a server that is not there: unavailable', async () => {
    const call = propertyCall({});
    fake.setDown(true);
    try {
      expect((await ga4ErrorOf(checkConnection(call))).kind).toBe('unavailable');
    } finally {
      fake.setDown(false);
    }
    const closed = await FakeGa4.start();
    await closed.close();
    expect((await ga4ErrorOf(checkConnection({ ...call, apiBase: closed.url }))).kind).toBe('unavailable');
  });

  it('a private key that cannot sign: unauthenticated, without sending anything', async () => {
    const call = propertyCall({});
    const before = fake.runReportCalls;
    const broken = { ...key, private_key: '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n' };
    expect((await ga4ErrorOf(checkConnection({ ...call, key: broken }))).kind).toBe('unauthenticated');
    expect(fake.runReportCalls).toBe(before);
  });

  it('an answer that is not a report: unexpected', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy</html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const call = { ...propertyCall({}), apiBase };
      expect((await ga4ErrorOf(fetchMonthFigures(call, '2026-01', '2026-01'))).kind).toBe('unexpected');
    } finally {
      server.close();
    }
  });
});

describe('figures GA4 answers are checked before they are kept', () => {
  it('refuses a figure that is not whole, negative or beyond any real month: implausibleFigure', async () => {
    for (const sessions of [1e308, 12.5, -3, 1e13]) {
      const call = propertyCall({ '2026-01': { sessions } });
      const error = await ga4ErrorOf(fetchMonthFigures(call, '2026-01', '2026-01'));
      expect(error.kind, String(sessions)).toBe('implausibleFigure');
    }
    const fine = propertyCall({ '2026-01': { sessions: 1_000_000_000_000 } });
    expect((await fetchMonthFigures(fine, '2026-01', '2026-01'))[0]?.sessions).toBe(1_000_000_000_000);
  });

  it('stops reading an answer larger than any report: unexpected', async () => {
    const report = JSON.stringify({ metricHeaders: [{ name: 'sessions' }], rows: [] });
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // Valid JSON once read whole: only the size gives it away.
      res.end(' '.repeat(GA4_ANSWER_MAX_BYTES + 1) + report);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const call = { ...propertyCall({}), apiBase };
      expect((await ga4ErrorOf(fetchMonthFigures(call, '2026-01', '2026-01'))).kind).toBe('unexpected');
    } finally {
      server.close();
    }
  });
});

describe('the fake checks the token as Google does', () => {
  function token(claims: Record<string, unknown>, signWith: string, kid: string): string {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part(claims)}`;
    return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(signWith, 'base64url')}`;
  }
  async function statusOf(bearer: string | null, propertyId: string) {
    const response = await fetch(`${fake.url}/v1beta/properties/${propertyId}:runReport`, {
      method: 'POST',
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      body: JSON.stringify({ dateRanges: [{ startDate: 'today', endDate: 'today' }], metrics: [{ name: 'sessions' }] }),
    });
    return { status: response.status, body: (await response.json()) as { error?: { status: string } } };
  }
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (extra: Record<string, unknown> = {}) => ({
    iss: key.client_email,
    sub: key.client_email,
    scope: GA4_SCOPE,
    iat: now(),
    exp: now() + 3600,
    ...extra,
  });

  it('accepts a token signed by the registered key, and refuses a forged, expired, unscoped or missing one', async () => {
    const { property } = propertyCall({});
    const forger = await fake.mintKey();
    expect((await statusOf(token(claims(), key.private_key, key.private_key_id), property.property_id)).status).toBe(
      200,
    );
    const forged = await statusOf(token(claims(), forger.private_key, key.private_key_id), property.property_id);
    expect([forged.status, forged.body.error?.status]).toEqual([401, 'UNAUTHENTICATED']);
    const expired = token(claims({ exp: now() - 10 }), key.private_key, key.private_key_id);
    expect((await statusOf(expired, property.property_id)).status).toBe(401);
    const unscoped = token(
      claims({ scope: 'https://www.googleapis.com/auth/drive' }),
      key.private_key,
      key.private_key_id,
    );
    const refused = await statusOf(unscoped, property.property_id);
    expect([refused.status, refused.body.error?.status]).toEqual([403, 'PERMISSION_DENIED']);
    expect((await statusOf(null, property.property_id)).status).toBe(401);
  });
});
