import type { SaleEntry } from '@kaizen/domain';
import { expect } from 'vitest';
import type { Database } from '../src/db/types.js';
import { call, snapshot } from './api-helpers.js';
import { unique, type ManagementContext, type Response } from './management-helpers.js';

/** Every table a sales customer, goals, simulation or conversion call may write: equal before and after a refusal. */
const salesTables: (keyof Database)[] = [
  'sales',
  'sales_goals',
  'sales_goal_changes',
  'sales_simulations',
  'companies',
  'projects',
  'kgis',
  'notifications',
];

export const salesSnapshot = (ctx: ManagementContext) => snapshot(ctx.t.db, salesTables);

/** A token that signs nothing in: the call goes out signed out. */
export const SIGNED_OUT = '';

/** GET /api/v1/{path}?{query} (a staff member unless a token is given). */
export function getSales(
  ctx: ManagementContext,
  path: 'sales_statuses/pb_index' | 'pb_sales',
  query: Record<string, string | number> = {},
  token = ctx.tokens.member,
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return call(ctx.t.app, 'GET', `/api/v1/${path}${qs ? `?${qs}` : ''}`, { token });
}

/** POST /api/v1/{path} (a staff member unless a token is given). */
export function postSales(ctx: ManagementContext, path: string, payload: unknown, token = ctx.tokens.member) {
  return call(ctx.t.app, 'POST', `/api/v1/${path}`, { token, payload });
}

/** The answer of a call that must succeed. */
export function okJson<T>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** A new customer through sales_statuses/create, which must succeed. */
export async function newSale(ctx: ManagementContext, fields: Record<string, unknown> = {}): Promise<SaleEntry> {
  const response = await postSales(ctx, 'sales_statuses/create', {
    project_name: unique('案件'),
    company_name: '株式会社テスト',
    ...fields,
  });
  return okJson<{ sale: SaleEntry }>(response).sale;
}

/** A customer deleted by a manager, which must succeed. */
export async function deletedSale(ctx: ManagementContext): Promise<SaleEntry> {
  const sale = await newSale(ctx);
  okJson(await postSales(ctx, 'sales_statuses/delete_sales', { id: sale.id }, ctx.tokens.manager));
  return sale;
}
