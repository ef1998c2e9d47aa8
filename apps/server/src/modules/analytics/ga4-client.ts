import { isPlausibleFigure, monthsBetween, type Ga4ErrorKind } from '@kaizen/domain';
import { JWT } from 'google-auth-library';
import type { MonthFigures } from './months.repository.js';

/**
 * The Google Analytics 4 Data API client (decisions/0014): runReport, signed in with the project's
 * service-account key as a self-signed JWT, so every request goes to the configured base URL
 * (GA4_API_BASE) and none to a fixed Google token endpoint. Errors come out as Ga4Error, whose kind
 * names the Japanese reason (ga4ErrorMessages).
 */
export const GA4_SCOPE = 'https://www.googleapis.com/auth/analytics.readonly';
const TIMEOUT_MS = 20_000;
/** A report of a few years by months is a few kilobytes; an answer past this is not one, and is not read on. */
export const GA4_ANSWER_MAX_BYTES = 2 * 1024 * 1024;

export class Ga4Error extends Error {
  /** detail is Google's own message (or ours): for logs, never for the screen. */
  constructor(
    readonly kind: Ga4ErrorKind,
    detail: string,
  ) {
    super(`GA4 ${kind}: ${detail}`);
    this.name = 'Ga4Error';
  }
}

/** The parts of a service-account key the client signs with. */
export interface Ga4Key {
  client_email: string;
  private_key: string;
  private_key_id?: string | undefined;
}

/** What of a project's analytics settings decides the report. */
export interface Ga4Property {
  property_id: string;
  session_id: string;
  cv1_id: string;
  cv2_id: string;
  cv3_id: string;
  is_transaction: number;
}

type Figure = Exclude<keyof MonthFigures, 'month'>;

/** The GA4 metric of each figure the settings ask for; a figure left out is not measured. */
export function metricsOf(property: Ga4Property): Partial<Record<Figure, string>> {
  const metrics: Partial<Record<Figure, string>> = { sessions: property.session_id || 'sessions' };
  for (const slot of [1, 2, 3] as const) {
    const event = property[`cv${slot}_id`];
    if (event) metrics[`cv${slot}`] = `keyEvents:${event}`;
  }
  if (property.is_transaction === 1) {
    metrics.transactions = 'transactions';
    metrics.revenue = 'purchaseRevenue';
  }
  return metrics;
}

interface ReportRow {
  dimensionValues?: { value?: string }[];
  metricValues?: { value?: string }[];
}
export interface RunReportResponse {
  metricHeaders?: { name?: string }[];
  rows?: ReportRow[];
  /**
   * subjectToThresholding: GA4 withheld rows of few users (Google signals, for instance).
   * samplingMetadatas: one per date range when GA4 read a sample of the events (int64 as strings).
   */
  metadata?: {
    subjectToThresholding?: boolean;
    samplingMetadatas?: { samplesReadCount?: string; samplingSpaceSize?: string }[];
  };
}

interface DateRange {
  startDate: string;
  endDate: string;
}

async function authorization(key: Ga4Key): Promise<string> {
  try {
    const client = new JWT({
      email: key.client_email,
      key: key.private_key,
      ...(key.private_key_id ? { keyId: key.private_key_id } : {}),
      scopes: [GA4_SCOPE],
    });
    // A self-signed JWT with the scope, not a token exchange at Google's fixed token URL. The
    // constructor does not read this option (GoogleAuth sets it the same way).
    client.useJWTAccessWithScope = true;
    const value = (await client.getRequestHeaders()).get('authorization');
    if (value) return value;
  } catch {
    // The library's error may quote the key material: the reason alone is thrown below.
  }
  throw new Ga4Error('unauthenticated', 'the private key cannot sign a token');
}

const kindOfStatus: Record<string, Ga4ErrorKind> = {
  UNAUTHENTICATED: 'unauthenticated',
  PERMISSION_DENIED: 'permissionDenied',
  NOT_FOUND: 'notFound',
  INVALID_ARGUMENT: 'invalidArgument',
  RESOURCE_EXHAUSTED: 'quotaExceeded',
  UNAVAILABLE: 'unavailable',
};
const kindOfHttp: Record<number, Ga4ErrorKind> = {
  400: 'invalidArgument',
  401: 'unauthenticated',
  403: 'permissionDenied',
  404: 'notFound',
  429: 'quotaExceeded',
};

/** Google's error body ({"error":{"code","message","status"}}) or, failing that, the HTTP status. */
async function errorOf(response: Response): Promise<Ga4Error> {
  const text = await response.text().catch(() => '');
  let status: string | undefined;
  let message = text.slice(0, 300);
  try {
    const body = JSON.parse(text) as { error?: { status?: unknown; message?: unknown } };
    if (typeof body.error?.status === 'string') status = body.error.status;
    if (typeof body.error?.message === 'string') message = body.error.message;
  } catch {
    // Not JSON (a proxy's HTML page): the HTTP status decides.
  }
  const kind =
    (status === undefined ? undefined : kindOfStatus[status]) ??
    kindOfHttp[response.status] ??
    (response.status >= 500 ? 'unavailable' : 'unexpected');
  return new Ga4Error(kind, `HTTP ${response.status} ${status ?? ''} ${message}`.trim());
}

/** The answer's text, read no further than GA4_ANSWER_MAX_BYTES. */
async function cappedText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > GA4_ANSWER_MAX_BYTES) {
        await reader.cancel();
        throw new Ga4Error('unexpected', `the report is larger than ${GA4_ANSWER_MAX_BYTES} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Ga4Error) throw error;
    throw new Ga4Error('unavailable', error instanceof Error ? error.message : 'the answer was cut off');
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** POST {base}/v1beta/properties/{id}:runReport with the request body given (v1beta's RunReportRequest). */
export async function runReportRequest(
  apiBase: string,
  key: Ga4Key,
  propertyId: string,
  request: Record<string, unknown>,
): Promise<RunReportResponse> {
  const url = `${apiBase}/v1beta/properties/${encodeURIComponent(propertyId)}:runReport`;
  const auth = await authorization(key);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    // Refused connection, DNS, TLS, or the time limit.
    throw new Ga4Error('unavailable', error instanceof Error ? error.message : 'network error');
  }
  if (!response.ok) throw await errorOf(response);
  const text = await cappedText(response);
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) throw new Error('not an object');
    return body as RunReportResponse;
  } catch {
    throw new Ga4Error('unexpected', 'the report is not JSON');
  }
}

/** A report by months (dimension yearMonth). */
function runReport(
  apiBase: string,
  key: Ga4Key,
  propertyId: string,
  dateRange: DateRange,
  metrics: string[],
): Promise<RunReportResponse> {
  return runReportRequest(apiBase, key, propertyId, {
    dateRanges: [dateRange],
    dimensions: [{ name: 'yearMonth' }],
    metrics: metrics.map((name) => ({ name })),
  });
}

function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

export function numberOf(value: string | undefined, metric: string): number {
  const number = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(number)) {
    throw new Ga4Error('unexpected', `metric ${metric} is not a number`);
  }
  if (!isPlausibleFigure(number)) throw new Ga4Error('implausibleFigure', `metric ${metric} is ${value}`);
  return number;
}

/**
 * Reads a report by months. A month GA4 answers no row for measured nothing (GA4 leaves out empty
 * rows): its requested figures are 0. A figure the settings do not ask for stays null (not measured).
 */
export function monthFiguresOf(report: RunReportResponse, months: string[], metrics: Partial<Record<Figure, string>>) {
  const headers = (report.metricHeaders ?? []).map((header) => header.name);
  const byMonth = new Map<string, ReportRow>();
  for (const row of report.rows ?? []) {
    const yearMonth = row.dimensionValues?.[0]?.value ?? '';
    if (!/^\d{6}$/.test(yearMonth)) throw new Ga4Error('unexpected', 'a row without its yearMonth');
    byMonth.set(`${yearMonth.slice(0, 4)}-${yearMonth.slice(4)}`, row);
  }
  return months.map((month): MonthFigures => {
    const row = byMonth.get(month);
    const figure = (field: Figure): number | null => {
      const metric = metrics[field];
      if (!metric) return null;
      if (!row) return 0;
      const index = headers.indexOf(metric);
      if (index < 0) throw new Ga4Error('unexpected', `metric ${metric} missing from the report`);
      return numberOf(row.metricValues?.[index]?.value, metric);
    };
    return {
      month,
      sessions: figure('sessions'),
      cv1: figure('cv1'),
      cv2: figure('cv2'),
      cv3: figure('cv3'),
      transactions: figure('transactions'),
      revenue: figure('revenue'),
    };
  });
}

export interface Ga4Call {
  apiBase: string;
  key: Ga4Key;
  property: Ga4Property;
}

/** The figures of the months from..to ('YYYY-MM', both included), one report for them all. */
export async function fetchMonthFigures(call: Ga4Call, from: string, to: string): Promise<MonthFigures[]> {
  const metrics = metricsOf(call.property);
  const report = await runReport(
    call.apiBase,
    call.key,
    call.property.property_id,
    { startDate: `${from}-01`, endDate: lastDayOf(to) },
    [...new Set(Object.values(metrics))],
  );
  return monthFiguresOf(report, monthsBetween(from, to), metrics);
}

/**
 * The connection test: a one-day report with every metric the settings name, so a wrong conversion
 * name fails here as it would in a fetch. Resolves when GA4 answered a report.
 */
export async function checkConnection(call: Ga4Call): Promise<void> {
  const metrics = metricsOf(call.property);
  const report = await runReport(
    call.apiBase,
    call.key,
    call.property.property_id,
    { startDate: 'yesterday', endDate: 'yesterday' },
    [...new Set(Object.values(metrics))],
  );
  monthFiguresOf(report, [], metrics);
}
