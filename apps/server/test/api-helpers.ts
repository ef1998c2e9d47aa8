import type { App } from '../src/app.js';
import type { Database, Db } from '../src/db/types.js';
import { bearer, TEST_PASSWORD } from './factories.js';

/** The error body every refused call answers with. */
export interface ErrorResponse {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
}

interface CallOptions {
  token?: string | undefined;
  payload?: unknown;
}

/** One API call, signed in with the token when one is given. */
export function call(app: App, method: 'GET' | 'POST', url: string, options: CallOptions = {}) {
  return app.inject({
    method,
    url,
    headers: options.token ? bearer(options.token) : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** The field names a 4xx answer names. */
export function fieldsOf(response: { json<T>(): T }): string[] {
  return (response.json<ErrorResponse>().error.fields ?? []).map((field) => field.field);
}

/**
 * Every row of the given tables, each table's rows as sorted JSON: equal snapshots before and after
 * a refused call show that it wrote nothing.
 */
export async function snapshot(db: Db, tables: readonly (keyof Database)[]) {
  const result: Partial<Record<keyof Database, string[]>> = {};
  for (const table of tables) {
    const rows = await db.selectFrom(table).selectAll().execute();
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

let addressCounter = 0;
/** Each sign-in attempt comes from an address of its own, so the per-address throttle never interferes. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** The status a sign-in with these credentials gets (200 signed in, 401 refused). */
export async function signInStatus(app: App, account: string, password = TEST_PASSWORD): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { account, password },
    remoteAddress: nextAddress(),
  });
  return response.statusCode;
}

/** The status GET /api/v1/users/me answers for a token: 200 while its session lives, 401 once it ended. */
export async function meStatus(app: App, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) })).statusCode;
}
