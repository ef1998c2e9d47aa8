import { defaultDisplayItems, type DisplayItems } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, snapshot } from '../../../test/api-helpers.js';
import type { RoleName } from '../../../test/factories.js';
import { expectBadInput, post, useManagementApp } from '../../../test/management-helpers.js';

const ctx = useManagementApp();

async function read(role: RoleName): Promise<DisplayItems> {
  const response = await call(ctx.t.app, 'GET', '/api/v1/managements/display_items', { token: ctx.tokens[role] });
  expect(response.statusCode).toBe(200);
  return response.json<DisplayItems>();
}

const changed: DisplayItems = {
  levels: { factor: true, hypothesis: false, measure: true, work: false },
  columns: {
    current: false,
    detail: true,
    status: true,
    dead_line: false,
    category: true,
    importance: false,
    urgency: false,
    rank: true,
    priority: true,
    verification: false,
    period: true,
    is_show: false,
    conversion_rate: true,
  },
};

describe('display items', () => {
  it('starts from the defaults', async () => {
    expect(await read('manager')).toEqual(defaultDisplayItems);
    expect(defaultDisplayItems).toEqual({
      levels: { factor: true, hypothesis: true, measure: true, work: true },
      columns: {
        current: true,
        detail: false,
        status: true,
        dead_line: true,
        category: true,
        importance: true,
        urgency: true,
        rank: true,
        priority: false,
        verification: true,
        period: true,
        is_show: true,
        conversion_rate: false,
      },
    });
  });

  it('saves the items and reads them back, per user', async () => {
    const response = await post(ctx, 'update_display_items', { items: changed }, ctx.tokens.member);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(changed);
    expect(await read('member')).toEqual(changed);
    // Another user still has the defaults.
    expect(await read('admin')).toEqual(defaultDisplayItems);
    expect(await read('client')).toEqual(defaultDisplayItems);

    // A second save replaces the first.
    const again = { ...changed, levels: { ...changed.levels, work: true } };
    expect((await post(ctx, 'update_display_items', { items: again }, ctx.tokens.member)).json()).toEqual(again);
    expect(await read('member')).toEqual(again);
  });

  it('keeps the 担当者 filter with the items: everyone, oneself or one person (decisions/0040)', async () => {
    expect(await read('manager')).not.toHaveProperty('assignee_filter');
    for (const assignee_filter of ['all', 'me', ctx.world.users.member.id] as const) {
      const items = { ...changed, assignee_filter };
      const response = await post(ctx, 'update_display_items', { items }, ctx.tokens.manager);
      expect(response.statusCode, response.body).toBe(200);
      expect(await read('manager')).toEqual(items);
    }
    // Saving items without it (an older screen) forgets it, and the default applies again.
    expect((await post(ctx, 'update_display_items', { items: changed }, ctx.tokens.manager)).statusCode).toBe(200);
    expect(await read('manager')).toEqual(changed);
    await post(ctx, 'update_display_items', { items: defaultDisplayItems }, ctx.tokens.manager);
  });

  it('lets a client user keep its own items', async () => {
    const items = { ...defaultDisplayItems, levels: { factor: false, hypothesis: false, measure: true, work: true } };
    const response = await post(ctx, 'update_display_items', { items }, ctx.tokens.client);
    expect(response.statusCode).toBe(200);
    expect(await read('client')).toEqual(items);
    expect(await read('otherClient')).toEqual(defaultDisplayItems);
  });

  it.each<[string, unknown, string]>([
    ['a missing body field', {}, 'items'],
    ['items that are not an object', { items: 'all' }, 'items'],
    [
      'a missing level',
      { items: { ...changed, levels: { factor: true, hypothesis: true, measure: true } } },
      'items.levels.work',
    ],
    [
      'a column that is not a boolean',
      { items: { ...changed, columns: { ...changed.columns, rank: 1 } } },
      'items.columns.rank',
    ],
    ['a missing columns object', { items: { levels: changed.levels } }, 'items.columns'],
    [
      'an assignee filter that is no choice',
      { items: { ...changed, assignee_filter: 'others' } },
      'items.assignee_filter',
    ],
    ['an assignee filter that is no user id', { items: { ...changed, assignee_filter: 0 } }, 'items.assignee_filter'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, body, field) => {
    const before = await snapshot(ctx.t.db, ['user_preferences']);
    expectBadInput(await post(ctx, 'update_display_items', body, ctx.tokens.manager), field);
    expect(await snapshot(ctx.t.db, ['user_preferences'])).toEqual(before);
    expect(await read('manager')).toEqual(defaultDisplayItems);
  });
});
