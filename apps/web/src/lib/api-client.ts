import { commonMessages, errorBodySchema, type ErrorCode, type FieldError, type z } from '@kaizen/domain';
import { getToken } from './auth-storage';

/** What a failed call becomes: the server's code, message, field errors and details, or a network failure. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: FieldError[] = [],
    /** What the refusal carries beyond the fields (a CSV import's row errors); read with a schema. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  fieldMessage(field: string): string | undefined {
    return this.fields.find((f) => f.field === field)?.message;
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when the server says the token is no longer good, so the app can send the user to /login. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** An absolute base (the admin provider) instead of this server. */
  base?: string;
  /** Sign-in calls: a 401 there means wrong credentials, not an expired session. */
  anonymous?: boolean;
}

function buildUrl(path: string, options: RequestOptions): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${options.base ?? ''}${path}${search ? `?${search}` : ''}`;
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
  if (parsed.success) {
    const { code, message, fields, details } = parsed.data.error;
    return new ApiError(response.status, code, message, fields, details);
  }
  return new ApiError(response.status, response.status >= 500 ? 'internal' : 'bad_input', commonMessages.unexpected);
}

/** Sends one request; a failure becomes an ApiError, an answer is checked against the schema. */
async function send<S extends z.ZodType>(url: string, init: RequestInit, schema: S, token: string | null) {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ApiError(0, 'network', commonMessages.network);
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener());
    throw error;
  }
  return schema.parse(await response.json()) as z.output<S>;
}

function authHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Calls the API with the bearer token and checks the answer against the shared zod schema, so the
 * screen never works on a shape the server did not promise.
 */
export async function apiRequest<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const token = options.anonymous ? null : getToken();
  const headers = authHeaders(token);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return send(buildUrl(path, options), { method, headers, body }, schema, token);
}

/**
 * A multipart upload (files): the browser sets the content type with its boundary. Errors and the
 * answer are handled as for every other call.
 */
export async function apiUpload<S extends z.ZodType>(
  path: string,
  formData: FormData,
  schema: S,
): Promise<z.output<S>> {
  const token = getToken();
  return send(path, { method: 'POST', headers: authHeaders(token), body: formData }, schema, token);
}

/** A GET whose answer is a file's text (a CSV export), with the same errors as every other call. */
export async function apiGetText(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options), { headers: { ...authHeaders(token), accept: 'text/csv' } });
  } catch {
    throw new ApiError(0, 'network', commonMessages.network);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener());
    throw error;
  }
  // The BOM is kept: downloadCsv writes it once.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}

export const apiGet = <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest('GET', path, schema, options);

export const apiPost = <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions) =>
  apiRequest('POST', path, schema, { ...options, body });
