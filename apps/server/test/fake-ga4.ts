import { generateKeyPair, randomBytes, randomInt, verify, type KeyObject, createPublicKey } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

/**
 * A local Google Analytics 4 Data API for tests (decisions/0014): it speaks runReport as Google does
 * — a bearer JWT whose RS256 signature is checked against the registered public key of its issuer,
 * the request body of v1beta, the response format (dimensionHeaders, metricHeaders, rows of string
 * values, rows left out for empty months), and Google's error bodies {"error":{code,message,status}}
 * for a revoked key, a property that does not exist or is not shared, an unknown metric and an
 * exhausted quota. Tests set it up in-process (the methods) or over HTTP (/__fake/…, for browser tests).
 */

const SCOPES = ['https://www.googleapis.com/auth/analytics.readonly', 'https://www.googleapis.com/auth/analytics'];
const STANDARD_METRICS = new Set([
  'sessions',
  'totalUsers',
  'activeUsers',
  'newUsers',
  'engagedSessions',
  'screenPageViews',
  'conversions',
  'transactions',
  'purchaseRevenue',
  'totalRevenue',
]);
const CURRENCY_METRICS = new Set(['purchaseRevenue', 'totalRevenue']);

/** A service-account JSON key as the Google Cloud console downloads it. */
export interface ServiceAccountKeyJson {
  type: 'service_account';
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  client_id: string;
  auth_uri: string;
  token_uri: string;
  auth_provider_x509_cert_url: string;
  client_x509_cert_url: string;
  universe_domain: string;
}

/** GA4's per-event key event metric (formerly conversions:<event>, renamed by Google in 2024). */
const KEY_EVENT_PREFIX = 'keyEvents:';

/**
 * A day's figures of one event for one combination of dimension values, for reports by dimensions
 * other than yearMonth (a report's patterns, decisions/0034): e.g. on 2026-01-10, event
 * experience_impression with customEvent:exp_variant_string = 'exp1-1', { totalUsers: 800 }.
 * Reports sum the figures of the rows their filter keeps (real GA4 counts users uniquely; tests set
 * figures so that the sum is the count meant).
 */
export interface FakeEventRow {
  date: string;
  eventName: string;
  dimensions: Record<string, string>;
  metrics: Record<string, number>;
}

/** A property: who may read it, and each month's figures by metric name ('keyEvents:purchase', …). */
export interface FakeProperty {
  property_id: string;
  /** Service-account emails added to the property as viewers. */
  granted: string[];
  months: Record<string, Record<string, number>>;
  /** Conversion events of the property (those named in months count too). */
  events?: string[];
  /** Event rows for reports by other dimensions (pagePath, customEvent:…, customUser:…). */
  rows?: FakeEventRow[];
  /**
   * Reports by those dimensions answer metadata.subjectToThresholding, as GA4 does when it has withheld
   * rows of few users (a property with Google signals, for instance).
   */
  thresholded?: boolean;
  /** Reports by those dimensions answer metadata.samplingMetadatas: GA4 read `read` of `space` events. */
  sampled?: { read: number; space: number };
}

interface RegisteredKey {
  email: string;
  publicKey: KeyObject;
  revoked: boolean;
}

class FakeError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

const errors = {
  noCredentials: () =>
    new FakeError(
      401,
      'UNAUTHENTICATED',
      'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    ),
  badCredentials: () =>
    new FakeError(
      401,
      'UNAUTHENTICATED',
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    ),
  scope: () => new FakeError(403, 'PERMISSION_DENIED', 'Request had insufficient authentication scopes.'),
  notGranted: () =>
    new FakeError(
      403,
      'PERMISSION_DENIED',
      'User does not have sufficient permissions for this property. To learn more about Property ID, see https://developers.google.com/analytics/devguides/reporting/data/v1/property-id.',
    ),
  notFound: () => new FakeError(404, 'NOT_FOUND', 'Requested entity was not found.'),
  quota: () => new FakeError(429, 'RESOURCE_EXHAUSTED', 'Exhausted property tokens per day for this property.'),
  down: () => new FakeError(503, 'UNAVAILABLE', 'The service is currently unavailable.'),
  invalid: (message: string) => new FakeError(400, 'INVALID_ARGUMENT', message),
};

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1024 * 1024) throw errors.invalid('Request payload size exceeds the limit.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    const body: unknown = text === '' ? {} : JSON.parse(text);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below like Google answers a body that is not JSON.
  }
  throw errors.invalid(`Invalid JSON payload received. Unexpected token.`);
}

function todayInJapan(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A runReport date: YYYY-MM-DD, today, yesterday or NdaysAgo (Japan time, the fake properties' zone). */
function resolveDate(value: unknown, field: string): string {
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
    const daysAgo = value === 'today' ? 0 : value === 'yesterday' ? 1 : /^(\d+)daysAgo$/.exec(value)?.[1];
    if (daysAgo !== undefined) return todayInJapan(new Date(Date.now() - Number(daysAgo) * 86_400_000));
  }
  throw errors.invalid(
    `Invalid ${field}: ${String(value)}. Date must be in the format YYYY-MM-DD, NdaysAgo, yesterday, or today.`,
  );
}

function decodeSegment(segment: string | undefined): Record<string, unknown> | undefined {
  if (!segment) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export class FakeGa4 {
  private readonly keys = new Map<string, RegisteredKey>();
  private readonly properties = new Map<string, FakeProperty>();
  private quotaExhausted = false;
  private down = false;
  /** runReport requests received, answered or refused. */
  runReportCalls = 0;
  /** The bodies of the runReport requests received, oldest first (tests assert the request shape). */
  readonly runReportBodies: Record<string, unknown>[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(port = 0, host = '127.0.0.1'): Promise<FakeGa4> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const fake = new FakeGa4(server, `http://${host}:${(server.address() as AddressInfo).port}`);
    // No request can come before this: nobody knew the port.
    server.on('request', (req, res) => void fake.handle(req, res));
    return fake;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }

  /** A new service account with a fresh RSA key pair; its public key is registered for the JWT check. */
  async mintKey(options: { name?: string; project?: string } = {}): Promise<ServiceAccountKeyJson> {
    const project = options.project ?? 'kaizen-test';
    const name = options.name ?? `ga4-reader-${randomBytes(3).toString('hex')}`;
    const email = `${name}@${project}.iam.gserviceaccount.com`;
    const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const keyId = randomBytes(20).toString('hex');
    this.keys.set(keyId, { email, publicKey: createPublicKey(publicKey), revoked: false });
    return {
      type: 'service_account',
      project_id: project,
      private_key_id: keyId,
      private_key: privateKey,
      client_email: email,
      client_id: String(randomInt(10 ** 11, 10 ** 12 - 1)) + String(randomInt(10 ** 9, 10 ** 10 - 1)),
      auth_uri: 'https://accounts.google.com/o/oauth2/auth',
      token_uri: 'https://oauth2.googleapis.com/token',
      auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
      client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(email)}`,
      universe_domain: 'googleapis.com',
    };
  }

  /** Deletes a key in the console: tokens it signs are refused from now on. */
  revoke(privateKeyId: string): void {
    const key = this.keys.get(privateKeyId);
    if (!key) throw errors.notFound();
    key.revoked = true;
  }

  addProperty(property: FakeProperty): void {
    this.properties.set(property.property_id, structuredClone(property));
  }

  setQuotaExhausted(exhausted: boolean): void {
    this.quotaExhausted = exhausted;
  }

  setDown(down: boolean): void {
    this.down = down;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (path.startsWith('/__fake/')) {
        await this.handleControl(req, res, path);
        return;
      }
      const match = /^\/v1beta\/properties\/([^/:]+):runReport$/.exec(path);
      if (!match || req.method !== 'POST') {
        send(res, 404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
        return;
      }
      send(res, 200, await this.runReport(req, decodeURIComponent(match[1] ?? '')));
    } catch (error) {
      if (error instanceof FakeError) {
        send(res, error.httpStatus, {
          error: { code: error.httpStatus, message: error.message, status: error.status },
        });
      } else {
        send(res, 500, { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } });
      }
    }
  }

  private async handleControl(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.method === 'GET' && path === '/__fake/calls') {
      send(res, 200, { runReport: this.runReportCalls, bodies: this.runReportBodies });
      return;
    }
    if (req.method !== 'POST') throw errors.notFound();
    const body = await readJson(req);
    switch (path) {
      case '/__fake/keys':
        send(
          res,
          200,
          await this.mintKey({
            ...(typeof body.name === 'string' ? { name: body.name } : {}),
            ...(typeof body.project === 'string' ? { project: body.project } : {}),
          }),
        );
        return;
      case '/__fake/keys/revoke':
        this.revoke(String(body.private_key_id));
        break;
      case '/__fake/properties':
        this.addProperty({
          property_id: String(body.property_id),
          granted: Array.isArray(body.granted) ? body.granted.map(String) : [],
          months: (body.months ?? {}) as FakeProperty['months'],
          ...(Array.isArray(body.events) ? { events: body.events.map(String) } : {}),
          ...(Array.isArray(body.rows) ? { rows: body.rows as FakeEventRow[] } : {}),
          ...(body.thresholded === true ? { thresholded: true } : {}),
        });
        break;
      case '/__fake/quota':
        this.setQuotaExhausted(body.exhausted === true);
        break;
      case '/__fake/outage':
        this.setDown(body.down === true);
        break;
      default:
        throw errors.notFound();
    }
    send(res, 200, { ok: true });
  }

  /** The service account a request's bearer JWT proves, or Google's 401/403. */
  private authenticate(req: IncomingMessage): string {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw errors.noCredentials();
    const [head, body, signature] = header.slice('Bearer '.length).split('.');
    const jwtHeader = decodeSegment(head);
    const claims = decodeSegment(body);
    if (!jwtHeader || !claims || !signature || jwtHeader.alg !== 'RS256') throw errors.badCredentials();
    const candidates =
      typeof jwtHeader.kid === 'string'
        ? [this.keys.get(jwtHeader.kid)]
        : [...this.keys.values()].filter((key) => key.email === claims.iss);
    const key = candidates.find(
      (candidate) =>
        candidate !== undefined &&
        candidate.email === claims.iss &&
        verify('RSA-SHA256', Buffer.from(`${head}.${body}`), candidate.publicKey, Buffer.from(signature, 'base64url')),
    );
    const now = Math.floor(Date.now() / 1000);
    if (!key || key.revoked) throw errors.badCredentials();
    if (typeof claims.exp !== 'number' || claims.exp <= now) throw errors.badCredentials();
    if (typeof claims.iat === 'number' && claims.iat > now + 300) throw errors.badCredentials();
    const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
    if (!scopes.some((scope) => SCOPES.includes(scope))) throw errors.scope();
    return key.email;
  }

  private async runReport(req: IncomingMessage, propertyId: string) {
    this.runReportCalls += 1;
    const email = this.authenticate(req);
    const request = await readJson(req);
    this.runReportBodies.push(request);
    if (this.down) throw errors.down();
    if (this.quotaExhausted) throw errors.quota();
    const property = this.properties.get(propertyId);
    if (!property) throw errors.notFound();
    if (!property.granted.includes(email)) throw errors.notGranted();

    const dimensions = Array.isArray(request.dimensions) ? (request.dimensions as { name?: unknown }[]) : [];
    const byMonths = dimensions.every((dimension) => dimension.name === 'yearMonth');
    const eventRows = property.rows ?? [];
    for (const dimension of dimensions) {
      if (!isKnownDimension(dimension.name, eventRows)) throw invalidField('dimension', dimension.name);
    }
    const metrics = (Array.isArray(request.metrics) ? (request.metrics as { name?: unknown }[]) : []).map((m) =>
      String(m.name),
    );
    const events = new Set([
      ...(property.events ?? []),
      ...Object.values(property.months).flatMap((figures) =>
        Object.keys(figures)
          .filter((name) => name.startsWith(KEY_EVENT_PREFIX))
          .map((name) => name.slice(KEY_EVENT_PREFIX.length)),
      ),
      ...eventRows.flatMap((row) =>
        Object.keys(row.metrics)
          .filter((name) => name.startsWith(KEY_EVENT_PREFIX))
          .map((name) => name.slice(KEY_EVENT_PREFIX.length)),
      ),
    ]);
    for (const metric of metrics) {
      const valid =
        STANDARD_METRICS.has(metric) ||
        (metric.startsWith(KEY_EVENT_PREFIX) && events.has(metric.slice(KEY_EVENT_PREFIX.length)));
      if (!valid) throw invalidField('metric', metric);
    }
    if (metrics.length === 0) throw errors.invalid('At least one metric is required.');
    const ranges = Array.isArray(request.dateRanges) ? (request.dateRanges as Record<string, unknown>[]) : [];
    const range = ranges[0];
    if (!range) throw errors.invalid('dateRanges is required.');
    const startDay = resolveDate(range.startDate, 'startDate');
    const endDay = resolveDate(range.endDate, 'endDate');
    if (startDay > endDay) throw errors.invalid('The dateRange endDate must be equal to or after the startDate.');
    if (!byMonths) {
      const names = dimensions.map((dimension) => String(dimension.name));
      const filter = filterOf(request.dimensionFilter);
      const kept = eventRows.filter((row) => row.date >= startDay && row.date <= endDay && filter(row));
      return reportBody(names, metrics, groupRows(kept, names, metrics), {
        ...(property.thresholded ? { subjectToThresholding: true } : {}),
        ...(property.sampled
          ? {
              samplingMetadatas: [
                { samplesReadCount: String(property.sampled.read), samplingSpaceSize: String(property.sampled.space) },
              ],
            }
          : {}),
      });
    }
    const start = startDay.slice(0, 7);
    const end = endDay.slice(0, 7);

    // Google leaves out a row whose metrics are all zero, and orders rows by the first metric.
    const rows = Object.entries(property.months)
      .filter(([month]) => month >= start && month <= end)
      .map(([month, figures]) => ({ month, values: metrics.map((metric) => figures[metric] ?? 0) }))
      .filter((row) => row.values.some((value) => value !== 0))
      .sort((a, b) => (b.values[0] ?? 0) - (a.values[0] ?? 0))
      .map((row) => ({
        dimensionValues: dimensions.length > 0 ? [{ value: row.month.replace('-', '') }] : [],
        metricValues: row.values.map((value) => ({ value: String(value) })),
      }));
    return reportBody(
      dimensions.map(() => 'yearMonth'),
      metrics,
      rows,
    );
  }
}

function reportBody(dimensions: string[], metrics: string[], rows: unknown[], metadata: Record<string, unknown> = {}) {
  return {
    dimensionHeaders: dimensions.map((name) => ({ name })),
    metricHeaders: metrics.map((name) => ({
      name,
      type: CURRENCY_METRICS.has(name) ? 'TYPE_CURRENCY' : 'TYPE_INTEGER',
    })),
    ...(rows.length > 0 ? { rows, rowCount: rows.length } : {}),
    metadata: { currencyCode: 'JPY', timeZone: 'Asia/Tokyo', ...metadata },
    kind: 'analyticsData#runReport',
  };
}

const invalidField = (kind: 'dimension' | 'metric', name: unknown) =>
  errors.invalid(
    `Field ${String(name)} is not a valid ${kind}. For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/api-schema `,
  );

const BUILT_IN_DIMENSIONS = new Set(['yearMonth', 'date', 'eventName', 'pagePath']);

/** A built-in dimension, or a custom one the property has (GA4 refuses a custom dimension not registered). */
function isKnownDimension(name: unknown, rows: FakeEventRow[]): boolean {
  if (typeof name !== 'string') return false;
  if (BUILT_IN_DIMENSIONS.has(name)) return true;
  return /^custom(Event|User):/.test(name) && rows.some((row) => name in row.dimensions);
}

function valueOf(row: FakeEventRow, field: string): string {
  if (field === 'eventName') return row.eventName;
  if (field === 'date') return row.date.replaceAll('-', '');
  if (field === 'yearMonth') return row.date.slice(0, 7).replace('-', '');
  return row.dimensions[field] ?? '(not set)';
}

type RowTest = (row: FakeEventRow) => boolean;

/** v1beta's FilterExpression (andGroup, orGroup, notExpression, filter with stringFilter or inListFilter). */
function filterOf(expression: unknown): RowTest {
  if (expression === undefined) return () => true;
  if (typeof expression !== 'object' || expression === null) throw errors.invalid('Invalid dimensionFilter.');
  const e = expression as Record<string, unknown>;
  const group = (key: 'andGroup' | 'orGroup'): RowTest[] => {
    const expressions = (e[key] as { expressions?: unknown } | undefined)?.expressions;
    if (!Array.isArray(expressions)) throw errors.invalid(`${key} requires expressions.`);
    return expressions.map(filterOf);
  };
  if (e.andGroup !== undefined) {
    const tests = group('andGroup');
    return (row) => tests.every((test) => test(row));
  }
  if (e.orGroup !== undefined) {
    const tests = group('orGroup');
    return (row) => tests.some((test) => test(row));
  }
  if (e.notExpression !== undefined) {
    const test = filterOf(e.notExpression);
    return (row) => !test(row);
  }
  const filter = e.filter as Record<string, unknown> | undefined;
  if (!filter || typeof filter.fieldName !== 'string') throw errors.invalid('A filter requires a fieldName.');
  const field = filter.fieldName;
  const caseOf = (spec: Record<string, unknown>) => (value: string) =>
    spec.caseSensitive === true ? value : value.toLowerCase();
  if (typeof filter.inListFilter === 'object' && filter.inListFilter !== null) {
    const spec = filter.inListFilter as Record<string, unknown>;
    if (!Array.isArray(spec.values) || spec.values.length === 0) throw errors.invalid('inListFilter requires values.');
    const norm = caseOf(spec);
    const values = new Set(spec.values.map((value) => norm(String(value))));
    return (row) => values.has(norm(valueOf(row, field)));
  }
  if (typeof filter.stringFilter === 'object' && filter.stringFilter !== null) {
    const spec = filter.stringFilter as Record<string, unknown>;
    const norm = caseOf(spec);
    const wanted = norm(String(spec.value ?? ''));
    const match = spec.matchType ?? 'EXACT';
    return (row) => {
      const value = norm(valueOf(row, field));
      if (match === 'EXACT') return value === wanted;
      if (match === 'BEGINS_WITH') return value.startsWith(wanted);
      if (match === 'ENDS_WITH') return value.endsWith(wanted);
      if (match === 'CONTAINS') return value.includes(wanted);
      throw errors.invalid(`Unsupported matchType ${String(match)}.`);
    };
  }
  throw errors.invalid('A filter requires stringFilter or inListFilter.');
}

/** The rows summed by the requested dimensions' values; all-zero rows left out, ordered by the first metric. */
function groupRows(rows: FakeEventRow[], dimensions: string[], metrics: string[]) {
  const groups = new Map<string, { values: string[]; figures: number[] }>();
  for (const row of rows) {
    const values = dimensions.map((name) => valueOf(row, name));
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, figures: metrics.map(() => 0) };
    metrics.forEach((metric, index) => {
      group.figures[index] = (group.figures[index] ?? 0) + (row.metrics[metric] ?? 0);
    });
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((group) => group.figures.some((value) => value !== 0))
    .sort((a, b) => (b.figures[0] ?? 0) - (a.figures[0] ?? 0))
    .map((group) => ({
      dimensionValues: group.values.map((value) => ({ value })),
      metricValues: group.figures.map((value) => ({ value: String(value) })),
    }));
}
