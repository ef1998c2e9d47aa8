import {
  adminMessages,
  CLIENT_ROLE_NUM,
  masterKinds,
  notificationKinds,
  ROLE_ADMIN,
  ROLE_GENERAL,
  type Group,
  type MasterItem,
  type MasterKind,
  type MasterLists,
  type NotificationKind,
  type NotificationSetting,
} from '@kaizen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject, insertUser } from '../../db/seeds/records.js';
import type { Database } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { call, fieldsOf, snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import { seedWorld, signInAll, TEST_PASSWORD, type RoleName, type World } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { removeMaster } from './masters.service.js';
import { isNotificationEnabled } from './notification-settings.service.js';

let t: TestApp;
let world: World;
let tokens: Record<RoleName, string>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
  tokens = await signInAll(t.app, world);
});
afterAll(() => t.close());

function post(url: string, payload: unknown, token = tokens.admin) {
  return call(t.app, 'POST', `/api/v1/setting/${url}`, { token, payload });
}

function expectBadInput(response: Awaited<ReturnType<typeof post>>, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorResponse>().error.code).toBe('bad_input');
  expect(fieldsOf(response)).toEqual([field]);
}

let sequence = 0;
function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}`;
}

// ---------------------------------------------------------------------------------------------
// Master data
// ---------------------------------------------------------------------------------------------

async function masterLists(): Promise<MasterLists> {
  const response = await call(t.app, 'GET', '/api/v1/setting/pb_index', { token: tokens.member });
  expect(response.statusCode).toBe(200);
  return response.json<MasterLists>();
}

async function masterList(kind: MasterKind): Promise<MasterItem[]> {
  return (await masterLists())[kind];
}

/** Entries without a status class, numbered in display order from 1. */
function plain(entries: [id: number, name: string, locked?: boolean][]): MasterItem[] {
  return entries.map(([id, name, locked], i) => ({ id, name, class: null, index_num: i + 1, locked: locked ?? false }));
}

const statuses: MasterItem[] = [
  { id: 1, name: '未着手', class: 'not', index_num: 1, locked: true },
  { id: 2, name: '準備中', class: 'prep', index_num: 2, locked: true },
  { id: 3, name: '着手中', class: 'now', index_num: 3, locked: true },
  { id: 4, name: '確認中', class: 'check', index_num: 4, locked: true },
  { id: 5, name: '検証中', class: 'ver', index_num: 5, locked: true },
  { id: 6, name: '結果確認', class: 'result', index_num: 6, locked: true },
  { id: 7, name: '完了', class: 'comp', index_num: 7, locked: true },
];
const levels = plain([
  [0, '高', true],
  [1, '中'],
  [2, '低', true],
]);

/** What migration 0002 seeds. */
const seededMasters: MasterLists = {
  status: statuses,
  hypothesis_status: plain([
    [1, '未検証'],
    [2, '検証中'],
    [3, '立証'],
    [4, '棄却'],
  ]),
  measure_status: statuses,
  master_importance: levels,
  master_priority: levels,
  master_urgency: levels,
  master_verification: plain([
    [0, 'ABテスト', true],
    [1, '前後比較'],
    [2, '多変量テスト'],
    [3, 'ユーザーテスト'],
    [4, '検証なし'],
  ]),
  category: plain([
    [1, 'UI・デザイン'],
    [2, 'コンテンツ'],
    [3, '導線・遷移'],
    [4, '集客・流入'],
    [5, '価格・オファー'],
    [6, 'その他'],
  ]),
  improvement: plain([
    [1, 'CVR'],
    [2, 'CTR'],
    [3, '直帰率'],
    [4, '離脱率'],
    [5, '平均滞在時間'],
    [6, '売上'],
    [7, '客単価'],
  ]),
  device: plain([
    [1, 'PC'],
    [2, 'タブレット'],
    [3, 'スマートフォン'],
  ]),
  service: plain([
    [1, 'サイト改善コンサルティング'],
    [2, 'LPO・EFO（入力フォーム改善）'],
    [3, 'Web広告運用'],
    [4, 'SEO・コンテンツ制作'],
    [5, 'CRM・リピート施策'],
  ]),
};

const masterTables: (keyof Database)[] = ['master_items'];

describe('GET /api/v1/setting/pb_index', () => {
  it('returns every master kind with the seeded entries in order, with stable ids', async () => {
    const response = await call(t.app, 'GET', '/api/v1/setting/pb_index', { token: tokens.member });
    expect(response.statusCode).toBe(200);
    const body = response.json<MasterLists>();
    expect(Object.keys(body)).toEqual([...masterKinds]);
    expect(body).toEqual(seededMasters);
  });
});

describe('POST /api/v1/setting/add_master', () => {
  it('gives the new entry the next id and puts it last', async () => {
    const response = await post('add_master', { kind: 'category', name: '  季節キャンペーン  ' });
    expect(response.statusCode).toBe(200);
    const item: MasterItem = { id: 7, name: '季節キャンペーン', class: null, index_num: 7, locked: false };
    expect(response.json()).toEqual({ item });
    expect(await masterList('category')).toEqual([...seededMasters.category, item]);

    // Ids of a list starting at 0 continue from its highest id.
    const level = await post('add_master', { kind: 'master_urgency', name: '最優先' });
    expect(level.json()).toEqual({ item: { id: 3, name: '最優先', class: null, index_num: 4, locked: false } });
    // Other kinds are untouched.
    expect(await masterList('master_importance')).toEqual(levels);
  });

  it('gives two additions to one kind at once consecutive ids, both listed last, never a 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const before = await masterList('category');
      const nextId = Math.max(...before.map((item) => item.id)) + 1;
      const names = [`同時A${round}`, `同時B${round}`];
      const responses = await Promise.all(names.map((name) => post('add_master', { kind: 'category', name })));
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      const ids = responses.map((r) => r.json<{ item: MasterItem }>().item.id);
      expect(ids.sort((x, y) => x - y)).toEqual([nextId, nextId + 1]);
      const after = await masterList('category');
      expect(after.slice(0, before.length)).toEqual(before);
      expect(
        after
          .slice(before.length)
          .map((item) => item.name)
          .sort(),
      ).toEqual(names);
    }
  });

  it.each<[string, unknown, string]>([
    ['an unknown kind', { kind: 'kgi', name: '新しい値' }, 'kind'],
    ['a missing kind', { name: '新しい値' }, 'kind'],
    ['an empty name', { kind: 'category', name: '' }, 'name'],
    ['a whitespace name', { kind: 'category', name: '   ' }, 'name'],
    ['a name of 51 characters', { kind: 'category', name: 'あ'.repeat(51) }, 'name'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, payload, field) => {
    const before = await snapshot(t.db, masterTables);
    expectBadInput(await post('add_master', payload), field);
    expect(await snapshot(t.db, masterTables)).toEqual(before);
  });
});

describe('POST /api/v1/setting/add_improvement', () => {
  it('lets any staff member add an improvement indicator, returned and listed last', async () => {
    const before = await masterList('improvement');
    const response = await post('add_improvement', { name: 'LTV' }, tokens.member);
    expect(response.statusCode).toBe(200);
    const item: MasterItem = { id: 8, name: 'LTV', class: null, index_num: 8, locked: false };
    expect(response.json()).toEqual({ item });
    expect(await masterList('improvement')).toEqual([...before, item]);
  });

  it.each<[string, unknown]>([
    ['an empty name', { name: '' }],
    ['a whitespace name', { name: ' \u3000 ' }],
    ['a missing name', {}],
  ])('refuses %s with 400 naming name, saving nothing', async (_label, payload) => {
    const before = await snapshot(t.db, masterTables);
    expectBadInput(await post('add_improvement', payload, tokens.member), 'name');
    expect(await snapshot(t.db, masterTables)).toEqual(before);
  });
});

describe('POST /api/v1/setting/update_master', () => {
  it('renames an entry, keeping its id and place', async () => {
    const response = await post('update_master', { kind: 'device', id: 2, name: ' タブレット端末 ' });
    expect(response.statusCode).toBe(200);
    const item: MasterItem = { id: 2, name: 'タブレット端末', class: null, index_num: 2, locked: false };
    expect(response.json()).toEqual({ item });
    expect(await masterList('device')).toEqual(
      plain([
        [1, 'PC'],
        [2, 'タブレット端末'],
        [3, 'スマートフォン'],
      ]),
    );
  });

  it('renames a locked entry too, which stays locked with its class', async () => {
    const response = await post('update_master', { kind: 'status', id: 1, name: '未対応' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ item: { id: 1, name: '未対応', class: 'not', index_num: 1, locked: true } });
    const list = await masterList('status');
    expect(list[0]).toEqual({ id: 1, name: '未対応', class: 'not', index_num: 1, locked: true });
    // The measure statuses are a list of their own.
    expect(await masterList('measure_status')).toEqual(statuses);
  });

  it('answers 404 for an unknown entry, saving nothing', async () => {
    const before = await snapshot(t.db, masterTables);
    const response = await post('update_master', { kind: 'device', id: 99, name: '存在しない' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().error.code).toBe('not_found');
    expect(await snapshot(t.db, masterTables)).toEqual(before);
  });

  it.each<[string, unknown, string]>([
    ['an unknown kind', { kind: 'colour', id: 1, name: '赤' }, 'kind'],
    ['an empty name', { kind: 'device', id: 1, name: '' }, 'name'],
    ['a negative id', { kind: 'device', id: -1, name: 'PC' }, 'id'],
    ['a missing id', { kind: 'device', name: 'PC' }, 'id'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, payload, field) => {
    const before = await snapshot(t.db, masterTables);
    expectBadInput(await post('update_master', payload), field);
    expect(await snapshot(t.db, masterTables)).toEqual(before);
  });
});

describe('POST /api/v1/setting/order_master', () => {
  it('reorders a kind, numbering index_num from 1; a later addition still goes last', async () => {
    const response = await post('order_master', { kind: 'hypothesis_status', ids: [4, 2, 3, 1] });
    expect(response.statusCode).toBe(200);
    const reordered = plain([
      [4, '棄却'],
      [2, '検証中'],
      [3, '立証'],
      [1, '未検証'],
    ]);
    expect(response.json()).toEqual({ items: reordered });
    expect(await masterList('hypothesis_status')).toEqual(reordered);

    const added = await post('add_master', { kind: 'hypothesis_status', name: '保留' });
    expect(added.json()).toEqual({ item: { id: 5, name: '保留', class: null, index_num: 5, locked: false } });
    expect((await masterList('hypothesis_status')).map((item) => item.id)).toEqual([4, 2, 3, 1, 5]);
  });

  it.each<[string, number[]]>([
    ['a list missing one id', [1, 2]],
    ['a list with a duplicate', [3, 2, 2]],
    ['a list with a duplicate in place of a missing id', [1, 1, 3]],
    ['a list with a foreign id', [3, 2, 1, 99]],
    ['a list with a foreign id in place of one', [3, 2, 99]],
    ['an empty list', []],
  ])('refuses %s with 400 naming ids, saving nothing', async (_label, ids) => {
    const before = await snapshot(t.db, masterTables);
    const response = await post('order_master', { kind: 'device', ids });
    expectBadInput(response, 'ids');
    expect(await snapshot(t.db, masterTables)).toEqual(before);
  });

  it('names the mismatch in its message', async () => {
    const response = await post('order_master', { kind: 'device', ids: [1, 2] });
    expect(response.json()).toEqual({
      error: {
        code: 'bad_input',
        message: adminMessages.masterOrderMismatch,
        fields: [{ field: 'ids', message: adminMessages.masterOrderMismatch }],
      },
    });
  });

  it('refuses an unknown kind with 400 naming kind', async () => {
    expectBadInput(await post('order_master', { kind: 'rank', ids: [1, 2, 3, 4] }), 'kind');
  });
});

describe('POST /api/v1/setting/delete_master', () => {
  it('removes an unused, unlocked entry', async () => {
    const response = await post('delete_master', { kind: 'master_verification', id: 4 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await masterList('master_verification')).toEqual(
      plain([
        [0, 'ABテスト', true],
        [1, '前後比較'],
        [2, '多変量テスト'],
        [3, 'ユーザーテスト'],
      ]),
    );
    // 中 is the one unlocked level: it can go.
    expect((await post('delete_master', { kind: 'master_priority', id: 1 })).statusCode).toBe(200);
    expect((await masterList('master_priority')).map((item) => item.id)).toEqual([0, 2]);
  });

  it.each<[MasterKind, number]>([
    ['status', 1],
    ['measure_status', 7],
    ['master_importance', 0],
    ['master_urgency', 2],
  ])('refuses the locked entry %s %i with 409, saving nothing', async (kind, id) => {
    const before = await snapshot(t.db, masterTables);
    const response = await post('delete_master', { kind, id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: adminMessages.masterLocked } });
    expect(await snapshot(t.db, masterTables)).toEqual(before);
  });

  it('answers 404 for an unknown entry', async () => {
    const before = await snapshot(t.db, masterTables);
    const response = await post('delete_master', { kind: 'category', id: 999 });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().error.code).toBe('not_found');
    expect(await snapshot(t.db, masterTables)).toEqual(before);
  });

  it.each<[string, unknown, string]>([
    ['an unknown kind', { kind: 'kgi', id: 1 }, 'kind'],
    ["id 'x'", { kind: 'category', id: 'x' }, 'id'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const before = await snapshot(t.db, masterTables);
    expectBadInput(await post('delete_master', payload), field);
    expect(await snapshot(t.db, masterTables)).toEqual(before);
  });

  it('refuses an entry in use (409) through the references of its kind, and removes it once unused', async () => {
    // A table of the kind the later areas add (measure reports store a device id).
    await t.db.schema
      .createTable('test_device_refs')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('device_id', 'integer', (col) => col.notNull())
      .execute();
    await sql`insert into test_device_refs (id, device_id) values (1, 3)`.execute(t.db);
    const references = [{ table: 'test_device_refs', column: 'device_id' }];
    const admin: Actor = {
      userId: world.users.admin.id,
      role: ROLE_ADMIN,
      roleNum: ROLE_ADMIN,
      companyId: world.operatorCompanyId,
      isClient: false,
      sessionId: 0,
    };

    const before = await snapshot(t.db, masterTables);
    const refused = await removeMaster(t.db, admin, 'device', 3, references).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'conflict', message: adminMessages.masterInUse });
    expect(await snapshot(t.db, masterTables)).toEqual(before);
    expect((await masterList('device')).map((item) => item.id)).toContain(3);

    // An entry the table does not hold is free to go.
    await removeMaster(t.db, admin, 'device', 1, references);
    expect((await masterList('device')).map((item) => item.id)).toEqual([2, 3]);

    // Once the reference goes, so can the entry.
    await sql`delete from test_device_refs where device_id = 3`.execute(t.db);
    await removeMaster(t.db, admin, 'device', 3, references);
    expect((await masterList('device')).map((item) => item.id)).toEqual([2]);
  });
});

// ---------------------------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------------------------

async function groups(): Promise<Group[]> {
  const response = await call(t.app, 'GET', '/api/v1/setting/groups', { token: tokens.member });
  expect(response.statusCode).toBe(200);
  return response.json<{ groups: Group[] }>().groups;
}

async function createGroup(name = unique('グループ')): Promise<Group> {
  const response = await post('create_group', { name }, tokens.manager);
  expect(response.statusCode).toBe(200);
  return response.json<{ group: Group }>().group;
}

function member(role: 'member' | 'client' | 'otherClient') {
  const names = { member: 't-member さん', client: 't-client さん', otherClient: 't-other-client さん' };
  const companies = { member: '運営会社', client: 'クライアント株式会社', otherClient: '別会社株式会社' };
  return {
    user_id: world.users[role].id,
    user_name: names[role],
    account: world.users[role].account,
    company_name: companies[role],
  };
}

const groupTables: (keyof Database)[] = ['groups', 'group_members'];

describe('groups', () => {
  it('creates a group (name trimmed) with no members, listed with the others', async () => {
    const response = await post('create_group', { name: '  営業チーム  ' }, tokens.manager);
    expect(response.statusCode).toBe(200);
    const { group } = response.json<{ group: Group }>();
    expect(group).toEqual({ id: group.id, name: '営業チーム', users: [] });
    expect(await groups()).toContainEqual(group);
  });

  it('renames a group', async () => {
    const group = await createGroup();
    const response = await post('update_group', { id: group.id, name: 'コンサルチーム' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ group: { id: group.id, name: 'コンサルチーム', users: [] } });
    expect(await groups()).toContainEqual({ id: group.id, name: 'コンサルチーム', users: [] });
  });

  it('adds and removes members, each shown with user_name, account and company_name', async () => {
    const group = await createGroup();
    const first = await post('add_group_user', { group_id: group.id, user_id: world.users.member.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ group: { ...group, users: [member('member')] } });

    const second = await post('add_group_user', { group_id: group.id, user_id: world.users.client.id }, tokens.manager);
    expect(second.json()).toEqual({ group: { ...group, users: [member('member'), member('client')] } });
    expect(await groups()).toContainEqual({ ...group, users: [member('member'), member('client')] });

    const removed = await post('remove_group_user', { group_id: group.id, user_id: world.users.member.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ group: { ...group, users: [member('client')] } });
    expect(await groups()).toContainEqual({ ...group, users: [member('client')] });
  });

  it('keeps memberships per group', async () => {
    const one = await createGroup();
    const two = await createGroup();
    await post('add_group_user', { group_id: one.id, user_id: world.users.otherClient.id });
    const list = await groups();
    expect(list.find((g) => g.id === one.id)?.users).toEqual([member('otherClient')]);
    expect(list.find((g) => g.id === two.id)?.users).toEqual([]);
  });

  it('refuses adding the same member twice with 409 naming user_id, saving nothing', async () => {
    const group = await createGroup();
    await post('add_group_user', { group_id: group.id, user_id: world.users.member.id });
    const before = await snapshot(t.db, groupTables);
    const again = await post('add_group_user', { group_id: group.id, user_id: world.users.member.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'conflict',
        message: adminMessages.alreadyMember,
        fields: [{ field: 'user_id', message: adminMessages.alreadyMember }],
      },
    });
    expect(await snapshot(t.db, groupTables)).toEqual(before);
  });

  it('answers two additions of the same member at once with one 200 and one 409, never a 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const group = await createGroup();
      const payload = { group_id: group.id, user_id: world.users.client.id };
      const responses = await Promise.all([post('add_group_user', payload), post('add_group_user', payload)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(responses.filter((r) => r.statusCode !== 200).flatMap(fieldsOf)).toEqual(['user_id']);
      expect((await groups()).find((g) => g.id === group.id)?.users).toEqual([member('client')]);
    }
  });

  it('refuses an unknown or deleted user with 400 naming user_id, and answers 404 for an unknown group', async () => {
    const group = await createGroup();
    const deleted = await insertUser(t.db, {
      companyId: world.clientCompanyId,
      account: unique('gone-'),
      name: '退職者',
      password: TEST_PASSWORD,
      role: ROLE_GENERAL,
      roleNum: CLIENT_ROLE_NUM,
    });
    await t.db.updateTable('users').set({ is_deleted: 1 }).where('id', '=', deleted).execute();
    const before = await snapshot(t.db, groupTables);
    expectBadInput(await post('add_group_user', { group_id: group.id, user_id: 999_999 }), 'user_id');
    expectBadInput(await post('add_group_user', { group_id: group.id, user_id: deleted }), 'user_id');
    const noGroup = await post('add_group_user', { group_id: 999_999, user_id: world.users.member.id });
    expect(noGroup.statusCode).toBe(404);
    expect((await post('update_group', { id: 999_999, name: '無い' })).statusCode).toBe(404);
    expect((await post('delete_group', { id: 999_999 })).statusCode).toBe(404);
    expect(await snapshot(t.db, groupTables)).toEqual(before);
  });

  it('deletes a group with its memberships', async () => {
    const group = await createGroup();
    await post('add_group_user', { group_id: group.id, user_id: world.users.member.id });
    const response = await post('delete_group', { id: group.id }, tokens.manager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await groups()).map((g) => g.id)).not.toContain(group.id);
    const rows = await t.db.selectFrom('group_members').select('user_id').where('group_id', '=', group.id).execute();
    expect(rows).toEqual([]);
  });

  it('drops deleted users out of member lists', async () => {
    const group = await createGroup();
    const make = async () => {
      const account = unique('group-user-');
      const id = await insertUser(t.db, {
        companyId: world.clientCompanyId,
        account,
        name: 'グループ 所属',
        password: TEST_PASSWORD,
        role: ROLE_GENERAL,
        roleNum: CLIENT_ROLE_NUM,
      });
      return { user_id: id, user_name: 'グループ 所属', account, company_name: 'クライアント株式会社' };
    };
    const viaApi = await make();
    const viaFlag = await make();
    for (const user of [viaApi, viaFlag]) {
      expect((await post('add_group_user', { group_id: group.id, user_id: user.user_id })).statusCode).toBe(200);
    }
    expect((await groups()).find((g) => g.id === group.id)?.users).toEqual([viaApi, viaFlag]);

    // Deleted through the API: the membership ends.
    expect(
      (await call(t.app, 'POST', '/api/v1/users/delete', { token: tokens.admin, payload: { user_id: viaApi.user_id } }))
        .statusCode,
    ).toBe(200);
    // Marked deleted with the membership row still there: the list leaves it out all the same.
    await t.db.updateTable('users').set({ is_deleted: 1 }).where('id', '=', viaFlag.user_id).execute();

    expect((await groups()).find((g) => g.id === group.id)).toEqual({ ...group, users: [] });
  });

  it.each<[string, string, unknown, string]>([
    ['an empty name', 'create_group', { name: '' }, 'name'],
    ['a whitespace name', 'create_group', { name: '   ' }, 'name'],
    ['a name of 51 characters', 'create_group', { name: 'g'.repeat(51) }, 'name'],
    ['an empty new name', 'update_group', { id: 1, name: '' }, 'name'],
    ["id 'x'", 'update_group', { id: 'x', name: '名前' }, 'id'],
    ["id 'x'", 'delete_group', { id: 'x' }, 'id'],
    ["user_id 'x'", 'add_group_user', { group_id: 1, user_id: 'x' }, 'user_id'],
    ['a missing group_id', 'remove_group_user', { user_id: 1 }, 'group_id'],
  ])('refuses %s on %s with 400 naming the field, saving nothing', async (_label, url, payload, field) => {
    const before = await snapshot(t.db, groupTables);
    expectBadInput(await post(url, payload), field);
    expect(await snapshot(t.db, groupTables)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Notification settings
// ---------------------------------------------------------------------------------------------

function settingsOf(
  overrides: Partial<Record<NotificationKind, Omit<NotificationSetting, 'kind'>>> = {},
): NotificationSetting[] {
  return notificationKinds.map((kind) => ({ kind, ...(overrides[kind] ?? { enabled: true, source: 'default' }) }));
}

async function getSettings(projectId?: number) {
  const query = projectId === undefined ? '' : `?project_id=${projectId}`;
  return call(t.app, 'GET', `/api/v1/setting/notification_settings${query}`, { token: tokens.member });
}

const notificationTables: (keyof Database)[] = ['notification_settings'];

describe('notification settings', () => {
  it('defaults to every kind enabled, globally and for a project', async () => {
    const global = await getSettings();
    expect(global.statusCode).toBe(200);
    expect(global.json()).toEqual({ project_id: null, settings: settingsOf() });
    const project = await getSettings(world.projectId);
    expect(project.json()).toEqual({ project_id: world.projectId, settings: settingsOf() });
  });

  it('applies the global setting to projects, lets a project override it, and removes the override with null', async () => {
    const projectId = await insertProject(t.db, world.clientCompanyId, unique('通知テスト'));
    const otherProjectId = await insertProject(t.db, world.clientCompanyId, unique('通知テスト'));

    const off = await post('update_notification_setting', { kind: 'kgi', enabled: false }, tokens.manager);
    expect(off.statusCode).toBe(200);
    const globalOff = { kgi: { enabled: false, source: 'global' as const } };
    expect(off.json()).toEqual({ project_id: null, settings: settingsOf(globalOff) });
    expect((await getSettings(projectId)).json()).toEqual({ project_id: projectId, settings: settingsOf(globalOff) });

    const override = await post('update_notification_setting', { project_id: projectId, kind: 'kgi', enabled: true });
    expect(override.statusCode).toBe(200);
    const projectOn = { kgi: { enabled: true, source: 'project' as const } };
    expect(override.json()).toEqual({ project_id: projectId, settings: settingsOf(projectOn) });
    expect((await getSettings(projectId)).json()).toEqual({ project_id: projectId, settings: settingsOf(projectOn) });
    // The global setting and other projects are untouched.
    expect((await getSettings()).json()).toEqual({ project_id: null, settings: settingsOf(globalOff) });
    expect((await getSettings(otherProjectId)).json()).toEqual({
      project_id: otherProjectId,
      settings: settingsOf(globalOff),
    });

    // A project may also switch a kind off that is on globally.
    const measureOff = await post('update_notification_setting', {
      project_id: projectId,
      kind: 'measure_status',
      enabled: false,
    });
    expect(measureOff.json()).toEqual({
      project_id: projectId,
      settings: settingsOf({ ...projectOn, measure_status: { enabled: false, source: 'project' } }),
    });

    const cleared = await post('update_notification_setting', { project_id: projectId, kind: 'kgi', enabled: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({
      project_id: projectId,
      settings: settingsOf({ ...globalOff, measure_status: { enabled: false, source: 'project' } }),
    });
    const rows = await t.db
      .selectFrom('notification_settings')
      .select(['kind', 'enabled'])
      .where('project_id', '=', projectId)
      .execute();
    expect(rows).toEqual([{ kind: 'measure_status', enabled: 0 }]);

    // Switching the global setting back on.
    const on = await post('update_notification_setting', { kind: 'kgi', enabled: true });
    expect(on.json()).toEqual({ project_id: null, settings: settingsOf({ kgi: { enabled: true, source: 'global' } }) });
  });

  it('refuses enabled null on the global setting with 400 naming enabled, saving nothing', async () => {
    await post('update_notification_setting', { kind: 'sales_goal', enabled: false });
    const before = await snapshot(t.db, notificationTables);
    for (const payload of [
      { kind: 'sales_goal', enabled: null },
      { project_id: null, kind: 'sales_goal', enabled: null },
    ]) {
      expectBadInput(await post('update_notification_setting', payload), 'enabled');
    }
    expect(await snapshot(t.db, notificationTables)).toEqual(before);
  });

  it.each<[string, unknown, string]>([
    ['an unknown kind', { kind: 'comment', enabled: true }, 'kind'],
    ['a missing enabled', { kind: 'kgi' }, 'enabled'],
    ["enabled 'yes'", { kind: 'kgi', enabled: 'yes' }, 'enabled'],
    ["project_id 'x'", { project_id: 'x', kind: 'kgi', enabled: true }, 'project_id'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, payload, field) => {
    const before = await snapshot(t.db, notificationTables);
    expectBadInput(await post('update_notification_setting', payload), field);
    expect(await snapshot(t.db, notificationTables)).toEqual(before);
  });

  it("refuses GET with project_id 'x' with 400 naming project_id", async () => {
    const response = await call(t.app, 'GET', '/api/v1/setting/notification_settings?project_id=x', {
      token: tokens.member,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['project_id']);
  });

  it('answers 404 for a project that does not exist or is deleted, saving nothing', async () => {
    const deleted = await insertProject(t.db, world.clientCompanyId, unique('削除済み'));
    await t.db.updateTable('projects').set({ is_deleted: 1 }).where('id', '=', deleted).execute();
    const before = await snapshot(t.db, notificationTables);
    for (const projectId of [999_999, deleted]) {
      const update = await post('update_notification_setting', { project_id: projectId, kind: 'kgi', enabled: false });
      expect(update.statusCode).toBe(404);
      expect(update.json<ErrorResponse>().error.code).toBe('not_found');
      const read = await getSettings(projectId);
      expect(read.statusCode).toBe(404);
    }
    expect(await snapshot(t.db, notificationTables)).toEqual(before);
  });
});

describe('isNotificationEnabled', () => {
  it('follows project, then global, then the default (on)', async () => {
    const kind: NotificationKind = 'report_published';
    const projectId = await insertProject(t.db, world.clientCompanyId, unique('通知判定'));
    const otherProjectId = await insertProject(t.db, world.clientCompanyId, unique('通知判定'));

    expect(await isNotificationEnabled(t.db, null, kind)).toBe(true);
    expect(await isNotificationEnabled(t.db, projectId, kind)).toBe(true);

    await post('update_notification_setting', { kind, enabled: false });
    expect(await isNotificationEnabled(t.db, null, kind)).toBe(false);
    expect(await isNotificationEnabled(t.db, projectId, kind)).toBe(false);
    // Other kinds keep their own value.
    expect(await isNotificationEnabled(t.db, projectId, 'kpi_status')).toBe(true);

    await post('update_notification_setting', { project_id: projectId, kind, enabled: true });
    expect(await isNotificationEnabled(t.db, projectId, kind)).toBe(true);
    expect(await isNotificationEnabled(t.db, otherProjectId, kind)).toBe(false);
    expect(await isNotificationEnabled(t.db, null, kind)).toBe(false);

    await post('update_notification_setting', { project_id: otherProjectId, kind: 'kpi_status', enabled: false });
    expect(await isNotificationEnabled(t.db, otherProjectId, 'kpi_status')).toBe(false);
    expect(await isNotificationEnabled(t.db, projectId, 'kpi_status')).toBe(true);

    await post('update_notification_setting', { project_id: projectId, kind, enabled: null });
    expect(await isNotificationEnabled(t.db, projectId, kind)).toBe(false);

    await post('update_notification_setting', { kind, enabled: true });
    expect(await isNotificationEnabled(t.db, projectId, kind)).toBe(true);
  });
});
