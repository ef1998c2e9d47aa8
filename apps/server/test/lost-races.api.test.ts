import { comparisonMessages, marketMessages, measureReportMessages } from '@kaizen/domain';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DbHandle } from '../src/db/kysely.js';
import { call } from './api-helpers.js';
import { seedWorld, signInAll, type RoleName, type World } from './factories.js';
import { expectBadInput, expectError } from './management-helpers.js';
import { reportFixture } from './measure-report-fixture.js';
import { sharedDatabase, type SharedDatabase } from './shared-database.js';

/**
 * A write whose checks ran before it loses a race when another request deletes what it names in
 * between (groups, comparison lines, market boards and report rows go for good): it is answered as
 * the checks answer a missing row, never with the database's refusal (a 500), and writes nothing.
 * The other request's delete is put exactly in that gap, on a connection of its own, every time.
 */

let shared: SharedDatabase;
let setUp: App;
let other: DbHandle;
let world: World;
let tokens: Record<RoleName, string>;
const racingApps: App[] = [];

beforeAll(async () => {
  shared = await sharedDatabase();
  setUp = await shared.app({});
  other = shared.open();
  world = await seedWorld(other.db);
  tokens = await signInAll(setUp, world);
}, 60_000);
afterAll(async () => {
  for (const app of racingApps) await app.close();
  await shared.close();
});

/** Runs `meanwhile` once, as soon as the first read of the table has answered. */
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

/** An app whose requests see `meanwhile` happen right after their first read of the table. */
async function racingApp(table: string, meanwhile: () => Promise<unknown>): Promise<App> {
  const handle = shared.open();
  const db = handle.db.withPlugin(afterFirstRead(table, meanwhile));
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db: { ...handle, db }, logger: false });
  await app.ready();
  racingApps.push(app);
  return app;
}

const post = (app: App, path: string, payload: unknown, token = tokens.admin) =>
  call(app, 'POST', `/api/v1/${path}`, { token, payload });

function ok<T>(response: Awaited<ReturnType<typeof call>>): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('a write racing the delete of what it names', () => {
  it('setting/add_group_user: the group deleted after its check is the group’s 404', async () => {
    const { group } = ok<{ group: { id: number } }>(
      await post(setUp, 'setting/create_group', { name: '消えるグループ' }),
    );
    const app = await racingApp('group_members', () =>
      other.db.deleteFrom('groups').where('id', '=', group.id).execute(),
    );
    const response = await post(app, 'setting/add_group_user', { group_id: group.id, user_id: world.users.member.id });
    expectError(response, 404, 'not_found', 'グループが見つかりません');
    const members = await other.db.selectFrom('group_members').selectAll().where('group_id', '=', group.id).execute();
    expect(members).toEqual([]);
  });

  it('conflicts/update_conflict: the item deleted after its check is a 400 naming item_id', async () => {
    const table = ok<{ td: { id: number }[]; th: { id: number }[] }>(
      await post(setUp, 'conflicts/plusTd', { project_id: world.projectId, name: '自社' }, tokens.member),
    );
    const [company, item] = [table.td[0]?.id ?? 0, table.th[0]?.id ?? 0];
    const app = await racingApp('conflict_items', async () => {
      await other.db.deleteFrom('conflict_cells').where('item_id', '=', item).execute();
      await other.db.deleteFrom('conflict_items').where('id', '=', item).execute();
    });
    const response = await post(app, 'conflicts/update_conflict', { company_id: company, item_id: item, name: '無料' });
    expectBadInput(response, 'item_id');
    expectError(response, 400, 'bad_input', comparisonMessages.itemNotFound);
    const cells = await other.db.selectFrom('conflict_cells').selectAll().where('item_id', '=', item).execute();
    expect(cells).toEqual([]);
  });

  it('markets/update_target: the board deleted after its check is the board’s 404', async () => {
    const table = ok<{ td: { id: number }[] }>(
      await post(setUp, 'conflicts/plusTd', { project_id: world.projectId, name: '競合A' }, tokens.member),
    );
    const company = table.td.at(-1)?.id ?? 0;
    const { board } = ok<{ board: { id: number } }>(
      await post(setUp, 'markets/update_board', {
        project_id: world.projectId,
        name: '価格×品質',
        topName: '高価格',
        rightName: '品質訴求',
        bottomName: '低価格',
        leftName: '手軽さ',
      }),
    );
    const app = await racingApp('conflict_companies', () =>
      other.db.deleteFrom('markets').where('id', '=', board.id).execute(),
    );
    const response = await post(app, 'markets/update_target', {
      marketId: board.id,
      companyConflictsId: company,
      pos: 1,
    });
    expectError(response, 404, 'not_found', marketMessages.boardNotFound);
    const targets = await other.db.selectFrom('market_targets').selectAll().where('market_id', '=', board.id).execute();
    expect(targets).toEqual([]);
  });

  it('report_verification/update_data: the header row deleted after its check is a 400 naming th_id', async () => {
    const report = await reportFixture(other.db, world.projectId, '競走');
    const app = await racingApp('report_headers', async () => {
      await other.db.deleteFrom('report_cells').where('header_id', '=', report.header).execute();
      await other.db.deleteFrom('report_headers').where('id', '=', report.header).execute();
    });
    const response = await post(app, 'report_verification/update_data', {
      td_id: report.patterns[0],
      th_id: report.header,
      name: '3.2%',
    });
    expectBadInput(response, 'th_id');
    expectError(response, 400, 'bad_input', measureReportMessages.headerNotFound);
    const cells = await other.db
      .selectFrom('report_cells')
      .selectAll()
      .where('header_id', '=', report.header)
      .execute();
    expect(cells).toEqual([]);
  });
});
