import { ROLE_ADMIN } from '@kaizen/domain';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, type World } from '../../../test/factories.js';
import { sharedDatabase, type SharedDatabase } from '../../../test/shared-database.js';
import type { DbHandle } from '../../db/kysely.js';
import { actorFrom } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { insertGroup } from './groups.repository.js';
import { addGroupUser } from './groups.service.js';

// Two handles on one database: the racing delete runs on a connection of its own, as another
// request's would (on SQLite's one connection per handle it would wait for the first query to end).
let shared: SharedDatabase;
let handle: DbHandle;
let other: DbHandle;
let world: World;

beforeAll(async () => {
  shared = await sharedDatabase();
  handle = shared.open();
  other = shared.open();
  world = await seedWorld(handle.db);
});
afterAll(() => shared.close());

/**
 * Runs `meanwhile` once, as soon as the first read of the table has answered: another request's
 * write landing between this one's check and its own write, every time rather than by chance.
 */
function afterFirstRead(table: string, meanwhile: () => Promise<unknown>): KyselyPlugin {
  const reads = new WeakSet<object>();
  let ran = false;
  return {
    transformQuery({ node, queryId }) {
      if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes(`"${table}"`)) reads.add(queryId);
      return node;
    },
    async transformResult({ queryId, result }) {
      if (!ran && reads.has(queryId)) {
        ran = true;
        await meanwhile();
      }
      return result;
    },
  };
}

describe('add_group_user racing a delete_group', () => {
  it('answers the group’s 404 when the group goes between the check and the insert, and adds nothing', async () => {
    const admin = actorFrom(
      { id: world.users.admin.id, role: ROLE_ADMIN, role_num: ROLE_ADMIN, company_id: world.operatorCompanyId },
      0,
    );
    const groupId = await insertGroup(handle.db, '消えるグループ');
    const racing = handle.db.withPlugin(
      afterFirstRead('group_members', () => other.db.deleteFrom('groups').where('id', '=', groupId).execute()),
    );
    const outcome = addGroupUser(racing, admin, groupId, world.users.member.id);
    await expect(outcome).rejects.toBeInstanceOf(AppError);
    await expect(outcome).rejects.toMatchObject({ code: 'not_found', message: 'グループが見つかりません' });
    const members = await handle.db
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', groupId)
      .execute();
    expect(members).toEqual([]);
  });
});
