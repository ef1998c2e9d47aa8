import type { BoardColumn, BoardKind, StatusCard, StatusesResponse } from '@kaizen/domain';
import { expect } from 'vitest';
import { insertNode } from '../src/modules/management/node-writes.repository.js';
import { call } from './api-helpers.js';
import { newProject, type ManagementContext } from './management-helpers.js';

/** Records a notification directly, for a test that needs more of them than a screen makes. */
export { insertNotification } from '../src/modules/notifications/notifications.repository.js';

/** GET /api/v1/statuses, which must succeed (staff member unless a token is given). */
export async function getStatuses(
  ctx: ManagementContext,
  projectId: number,
  token = ctx.tokens.member,
): Promise<StatusesResponse> {
  const response = await call(ctx.t.app, 'GET', `/api/v1/statuses?project_id=${projectId}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StatusesResponse>();
}

/** POST /api/v1/statuses/update_{kind}_status {status: …}. */
export function updateStatus(
  ctx: ManagementContext,
  kind: BoardKind,
  status: Record<string, unknown>,
  token = ctx.tokens.member,
) {
  return call(ctx.t.app, 'POST', `/api/v1/statuses/update_${kind}_status`, { token, payload: { status } });
}

/** An update_{kind}_status call that must succeed; the card it answers with. */
export async function moveCard(
  ctx: ManagementContext,
  kind: BoardKind,
  status: Record<string, unknown>,
  token = ctx.tokens.member,
): Promise<StatusCard> {
  const response = await updateStatus(ctx, kind, status, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ card: StatusCard }>().card;
}

/** The columns of one board of a GET statuses answer. */
export function boardOf(response: StatusesResponse, kind: BoardKind): BoardColumn[] {
  return response[`${kind}_status`];
}

/** The ids of a column's cards, in board order. */
export function columnIds(columns: BoardColumn[], key: string): number[] {
  const column = columns.find((c) => c.key === key);
  if (!column) throw new Error(`no column ${key}`);
  return column.items.map((card) => card.id);
}

/** The key of the column a card stands in (undefined when it is not on the board). */
export function columnOfCard(columns: BoardColumn[], id: number): string | undefined {
  return columns.find((c) => c.items.some((card) => card.id === id))?.key;
}

/** Every card of a board. */
export function cardsOf(columns: BoardColumn[]): StatusCard[] {
  return columns.flatMap((c) => c.items);
}

/** A card of a board, which must be there. */
export function cardOf(columns: BoardColumn[], id: number): StatusCard {
  const card = cardsOf(columns).find((c) => c.id === id);
  if (!card) throw new Error(`card ${id} is not on the board`);
  return card;
}

/** The array_num the board_cards table holds for each node, in the order of ids (null: no row or no order). */
export async function savedArrayNums(
  ctx: ManagementContext,
  kind: BoardKind,
  ids: number[],
): Promise<(number | null)[]> {
  const rows = await ctx.t.db
    .selectFrom('board_cards')
    .select(['node_id', 'array_num'])
    .where('kind', '=', kind)
    .where('node_id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.node_id), r.array_num === null ? null : Number(r.array_num)]));
  return ids.map((id) => byId.get(id) ?? null);
}

export interface Chain {
  projectId: number;
  kpi: number;
  task: number;
  factor: number;
  hypothesis: number;
}

/** A fresh project of the client's company with one KPI > task > factor > hypothesis chain, written directly. */
export async function chainProject(ctx: ManagementContext, label = 'チェーン'): Promise<Chain> {
  const db = ctx.t.db;
  const projectId = await newProject(ctx);
  const p = { project_id: projectId };
  const kpi = await insertNode.kpi(db, { ...p, kpi: `${label}KPI`, status: 3, index_num: 1 });
  const task = await insertNode.task(db, { ...p, project_kpi_id: kpi, task: `${label}課題`, status: 3, index_num: 1 });
  const factor = await insertNode.factor(db, { ...p, task_id: task, factor: `${label}要因`, index_num: 1 });
  const hypothesis = await insertNode.hypothesis(db, {
    ...p,
    factor_id: factor,
    hypothesis: `${label}仮説`,
    index_num: 1,
  });
  return { projectId, kpi, task, factor, hypothesis };
}

/**
 * A node of the kind with the given status, appended in the chain's project: a KPI after the
 * others, a task under the chain's KPI, a measure under the chain's hypothesis.
 */
export async function addCard(
  ctx: ManagementContext,
  chain: Chain,
  kind: BoardKind,
  title: string,
  status: number | null,
  extra: { is_show?: number } = {},
): Promise<number> {
  const db = ctx.t.db;
  const p = { project_id: chain.projectId, status };
  const next = async (table: 'kpis' | 'tasks' | 'measures') => {
    const last = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max('index_num').as('m'))
      .where('project_id', '=', chain.projectId)
      .executeTakeFirst();
    return Number(last?.m ?? 0) + 1;
  };
  switch (kind) {
    case 'kpi':
      return insertNode.kpi(db, { ...p, kpi: title, index_num: await next('kpis') });
    case 'task':
      return insertNode.task(db, { ...p, project_kpi_id: chain.kpi, task: title, index_num: await next('tasks') });
    case 'measure':
      return insertNode.measure(db, {
        ...p,
        ...extra,
        hypothesis_id: chain.hypothesis,
        measure: title,
        importance: 2,
        urgency: 2,
        index_num: await next('measures'),
      });
  }
}
