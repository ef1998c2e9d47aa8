import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import { save, useManagementApp } from '../../../test/management-helpers.js';
import {
  addCard,
  boardOf,
  chainProject,
  columnIds,
  getStatuses,
  insertNotification,
  moveCard,
} from '../../../test/status-helpers.js';

const ctx = useManagementApp();

describe('a status changed on the tree', () => {
  it('puts the card after the cards ordered on the board in its new column', async () => {
    const chain = await chainProject(ctx);
    const a = await addCard(ctx, chain, 'measure', '施策A', 5);
    const b = await addCard(ctx, chain, 'measure', '施策B', 5);
    const moving = await addCard(ctx, chain, 'measure', '動く施策', 1);
    // On the board: B before A in 検証中, and the moving card first in 未着手.
    await moveCard(ctx, 'measure', { id: b, status: 5, index: 1 });
    await moveCard(ctx, 'measure', { id: moving, status: 1, index: 1 });
    expect(columnIds(boardOf(await getStatuses(ctx, chain.projectId), 'measure'), 'ver')).toEqual([b, a]);

    await save(ctx, 'measure', { id: moving, status: 5 });
    expect(columnIds(boardOf(await getStatuses(ctx, chain.projectId), 'measure'), 'ver')).toEqual([b, a, moving]);
  });
});

describe('unread_count', () => {
  it('counts every unread notification, not only the newest 100 on the list', async () => {
    const chain = await chainProject(ctx);
    for (let i = 0; i < 105; i += 1) {
      await insertNotification(ctx.t.db, {
        projectId: chain.projectId,
        userId: ctx.world.users.admin.id,
        kind: 'kgi',
        actionPage: '改善ツリー',
        actionTarget: `KGI${i}`,
        isRev: true,
      });
    }
    const response = await call(ctx.t.app, 'GET', `/api/v1/notifications?project_id=${chain.projectId}`, {
      token: ctx.tokens.member,
    });
    const body = response.json<{ notifications: unknown[]; unread_count: number }>();
    expect(body.notifications).toHaveLength(100);
    expect(body.unread_count).toBe(105);
  });
});
