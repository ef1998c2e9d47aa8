import type { Db } from '../types.js';

/**
 * The demo's notifications numbered in the order they happened. Each part of the seed records its
 * own, dated days back, but the bell lists newest first by id (as live ones are numbered): written
 * again oldest first, a need answered two weeks ago no longer sits above yesterday's status change.
 */
export async function orderDemoNotifications(db: Db): Promise<void> {
  const rows = await db.selectFrom('notifications').selectAll().orderBy('created_at').orderBy('id').execute();
  if (rows.length === 0) return;
  await db.deleteFrom('notifications').execute();
  await db
    .insertInto('notifications')
    .values(rows.map(({ id: _id, ...row }) => row))
    .execute();
}
