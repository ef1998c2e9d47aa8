import {
  adminMessages,
  CLIENT_ROLE_NUM,
  PASSWORD_RESET_TTL_HOURS,
  ROLE_ADMIN,
  ROLE_GENERAL,
  ROLE_MANAGER,
  type Me,
  type UserListEntry,
} from '@kaizen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seeds/records.js';
import type { Database } from '../../db/types.js';
import { call, fieldsOf, meStatus, signInStatus, snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import { seedWorld, signIn, TEST_PASSWORD, type World } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let world: World;
let tokens: Record<'admin' | 'manager' | 'member', string>;

const STRONG_PASSWORD = 'a-strong-password';
const userTables: (keyof Database)[] = ['users', 'sessions', 'group_members', 'password_resets'];

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
  tokens = {
    admin: await signIn(t.app, world.users.admin.account),
    manager: await signIn(t.app, world.users.manager.account),
    member: await signIn(t.app, world.users.member.account),
  };
});
afterAll(() => t.close());

type FreshKind = 'admin' | 'manager' | 'member' | 'client';

let sequence = 0;
/** A user of its own for one test, so no test depends on what another did to the seeded people. */
async function freshUser(kind: FreshKind = 'client') {
  sequence += 1;
  const account = `fresh-${kind}-${sequence}`;
  const name = `新規 ${kind} ${sequence}`;
  const role = kind === 'admin' ? ROLE_ADMIN : kind === 'manager' ? ROLE_MANAGER : ROLE_GENERAL;
  const roleNum = kind === 'client' ? CLIENT_ROLE_NUM : role;
  const companyId = kind === 'client' ? world.clientCompanyId : world.operatorCompanyId;
  const id = await insertUser(t.db, { companyId, account, name, password: TEST_PASSWORD, role, roleNum });
  return { id, account, name, role, roleNum, companyId };
}

function listUsers(token: string) {
  return call(t.app, 'GET', '/api/v1/users', { token });
}

async function userEntries(): Promise<UserListEntry[]> {
  return (await listUsers(tokens.admin)).json<{ users: UserListEntry[] }>().users;
}

function post(url: string, payload: unknown, token: string | undefined = tokens.admin) {
  return call(t.app, 'POST', `/api/v1/users/${url}`, { token, payload });
}

function staffEntry(user: { id: number; account: string; name: string; role: number }): UserListEntry {
  return {
    user_id: user.id,
    account: user.account,
    user_name: user.name,
    role: user.role,
    role_num: user.role,
    operation: 0,
    company_id: world.operatorCompanyId,
    company_name: '運営会社',
    email: null,
    email_confirmed: false,
    email_shared_count: 0,
  };
}

function clientEntry(user: { id: number; account: string; name: string }, company = 'client'): UserListEntry {
  const other = company === 'other';
  return {
    user_id: user.id,
    account: user.account,
    user_name: user.name,
    role: ROLE_GENERAL,
    role_num: CLIENT_ROLE_NUM,
    operation: 1,
    company_id: other ? world.otherCompanyId : world.clientCompanyId,
    company_name: other ? '別会社株式会社' : 'クライアント株式会社',
    email: null,
    email_confirmed: false,
    email_shared_count: 0,
  };
}

/** Expects a 400 that names the field, with the bad_input code. */
function expectBadInput(response: Awaited<ReturnType<typeof post>>, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorResponse>().error.code).toBe('bad_input');
  expect(fieldsOf(response)).toContain(field);
}

/** A role above the caller's own: 403 (a permission, not a typing mistake), naming role for the form. */
function expectRoleTooHigh(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toEqual({
    error: {
      code: 'forbidden',
      message: adminMessages.roleTooHigh,
      fields: [{ field: 'role', message: adminMessages.roleTooHigh }],
    },
  });
}

describe('GET /api/v1/users', () => {
  it('lists every live user with the list-entry fields, deleted users left out', async () => {
    const deleted = await freshUser('client');
    await t.db.updateTable('users').set({ is_deleted: 1 }).where('id', '=', deleted.id).execute();

    const response = await listUsers(tokens.member);
    expect(response.statusCode).toBe(200);
    const { admin, manager, member, client, otherClient } = world.users;
    expect(response.json()).toEqual({
      users: [
        staffEntry({ ...admin, name: 't-admin さん', role: ROLE_ADMIN }),
        staffEntry({ ...manager, name: 't-manager さん', role: ROLE_MANAGER }),
        staffEntry({ ...member, name: 't-member さん', role: ROLE_GENERAL }),
        clientEntry({ ...client, name: 't-client さん' }),
        clientEntry({ ...otherClient, name: 't-other-client さん' }, 'other'),
      ],
    });
  });
});

describe('POST /api/v1/users/create', () => {
  function createPayload(overrides: Record<string, unknown> = {}) {
    sequence += 1;
    return {
      kind: 'staff',
      company_id: world.operatorCompanyId,
      account: `created-${sequence}`,
      name: '新規 スタッフ',
      role: ROLE_MANAGER,
      password: STRONG_PASSWORD,
      ...overrides,
    };
  }

  it('creates a staff user in the operator company, who can then sign in', async () => {
    const payload = createPayload({ account: '  new-staff-member  ', name: '  山田 太郎  ' });
    const response = await post('create', payload);
    expect(response.statusCode).toBe(200);
    const { user } = response.json<{ user: UserListEntry }>();
    expect(user).toEqual(staffEntry({ id: user.user_id, account: 'new-staff-member', name: '山田 太郎', role: 1 }));
    expect(await userEntries()).toContainEqual(user);
    expect(await signInStatus(t.app, 'new-staff-member', STRONG_PASSWORD)).toBe(200);
  });

  it('lets a member create a staff user of its own role', async () => {
    const payload = createPayload({ role: ROLE_GENERAL });
    const response = await post('create', payload, tokens.member);
    expect(response.statusCode).toBe(200);
    const { user } = response.json<{ user: UserListEntry }>();
    expect(user).toEqual(staffEntry({ id: user.user_id, account: payload.account, name: '新規 スタッフ', role: 2 }));
  });

  it.each([ROLE_ADMIN, ROLE_MANAGER, ROLE_GENERAL])(
    'creates a client user in a client company as role 2 / role_num 20 when role %i is sent',
    async (role) => {
      const payload = createPayload({ kind: 'client', company_id: world.otherCompanyId, role, name: '顧客 花子' });
      const response = await post('create', payload, tokens.manager);
      expect(response.statusCode).toBe(200);
      const { user } = response.json<{ user: UserListEntry }>();
      expect(user).toEqual(clientEntry({ id: user.user_id, account: payload.account, name: '顧客 花子' }, 'other'));
      const stored = await t.db
        .selectFrom('users')
        .select(['role', 'role_num', 'company_id'])
        .where('id', '=', user.user_id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ role: 2, role_num: 20, company_id: world.otherCompanyId });
    },
  );

  it.each<[string, Record<string, unknown>, string, 'admin' | 'manager' | 'member']>([
    ['an empty account', { account: '' }, 'account', 'admin'],
    ['a blank account', { account: '   ' }, 'account', 'admin'],
    ['a blank name', { name: '   ' }, 'name', 'admin'],
    ['a missing name', { name: undefined }, 'name', 'admin'],
    ['a short password', { password: 'Ab3$' }, 'password', 'admin'],
    ['a password with fewer than 3 distinct characters', { password: 'aaaaaaaa' }, 'password', 'admin'],
    ['a password of two characters repeated', { password: 'abababababab' }, 'password', 'admin'],
    ['an unknown company', { company_id: 999_999 }, 'company_id', 'admin'],
    ['a company id that is not a number', { company_id: 'x' }, 'company_id', 'admin'],
    ['an unknown kind', { kind: 'robot' }, 'kind', 'admin'],
    ['an unknown role', { role: 5 }, 'role', 'admin'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, overrides, field, caller) => {
    const before = await snapshot(t.db, userTables);
    const response = await post('create', createPayload(overrides), tokens[caller]);
    expectBadInput(response, field);
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it.each<[string, number, 'manager' | 'member']>([
    ['a manager creating a 管理者', ROLE_ADMIN, 'manager'],
    ['a member creating a manager', ROLE_MANAGER, 'member'],
    ['a member creating a 管理者', ROLE_ADMIN, 'member'],
  ])('refuses %s with 403 naming role (docs/permissions.md), saving nothing', async (_label, role, caller) => {
    const before = await snapshot(t.db, userTables);
    const response = await post('create', createPayload({ role }), tokens[caller]);
    expectRoleTooHigh(response);
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it('refuses a staff user in a client company with 400 on company_id', async () => {
    const before = await snapshot(t.db, userTables);
    const response = await post('create', createPayload({ company_id: world.clientCompanyId }));
    expectBadInput(response, 'company_id');
    expect(response.json<ErrorResponse>().error.fields).toEqual([
      { field: 'company_id', message: adminMessages.staffCompanyRequired },
    ]);
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it('refuses a client user in the operator company with 400 on company_id', async () => {
    const before = await snapshot(t.db, userTables);
    const response = await post('create', createPayload({ kind: 'client', role: ROLE_GENERAL }));
    expectBadInput(response, 'company_id');
    expect(response.json<ErrorResponse>().error.fields).toEqual([
      { field: 'company_id', message: adminMessages.clientCompanyRequired },
    ]);
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it('refuses a deleted company as unknown', async () => {
    const { id } = await t.db
      .insertInto('companies')
      .values({ company_name: '消えた会社', is_deleted: 1, created_at: '2026-01-01', updated_at: '2026-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await snapshot(t.db, userTables);
    const response = await post('create', createPayload({ kind: 'client', company_id: id }));
    expectBadInput(response, 'company_id');
    expect(response.json<ErrorResponse>().error.fields).toEqual([
      { field: 'company_id', message: adminMessages.unknownCompany },
    ]);
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it('refuses a duplicate account with 409 naming account', async () => {
    const before = await snapshot(t.db, userTables);
    const response = await post('create', createPayload({ account: world.users.member.account }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'conflict',
        message: adminMessages.accountTaken,
        fields: [{ field: 'account', message: adminMessages.accountTaken }],
      },
    });
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it('lets one of two creations of the same account at once win; the other gets the 409, never a 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const payload = createPayload({ kind: 'client', company_id: world.clientCompanyId, role: ROLE_GENERAL });
      const responses = await Promise.all([post('create', payload), post('create', payload)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(responses.filter((r) => r.statusCode !== 200).flatMap(fieldsOf)).toEqual(['account']);
      const rows = await t.db.selectFrom('users').select('id').where('account', '=', payload.account).execute();
      expect(rows).toHaveLength(1);
    }
  });

  it('refuses an account that differs only by surrounding spaces as a duplicate', async () => {
    const response = await post('create', createPayload({ account: ` ${world.users.client.account} ` }));
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual(['account']);
  });
});

describe('POST /api/v1/users/edit', () => {
  function editPayload(user: { id: number; account: string; name: string }, overrides: Record<string, unknown> = {}) {
    return {
      user_id: user.id,
      kind: 'client',
      company_id: world.clientCompanyId,
      account: user.account,
      name: user.name,
      role: ROLE_GENERAL,
      ...overrides,
    };
  }

  it('renames a user and changes the account', async () => {
    const user = await freshUser('client');
    const response = await post('edit', editPayload(user, { account: `${user.account}-renamed`, name: '改名 後' }));
    expect(response.statusCode).toBe(200);
    const expected = clientEntry({ id: user.id, account: `${user.account}-renamed`, name: '改名 後' });
    expect(response.json()).toEqual({ user: expected });
    expect(await userEntries()).toContainEqual(expected);
    expect(await signInStatus(t.app, `${user.account}-renamed`)).toBe(200);
  });

  it('moves a client user to another client company', async () => {
    const user = await freshUser('client');
    const response = await post('edit', editPayload(user, { company_id: world.otherCompanyId }), tokens.member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: clientEntry(user, 'other') });
  });

  it('lets a manager change a member’s role up to its own', async () => {
    const user = await freshUser('member');
    const payload = editPayload(user, { kind: 'staff', company_id: world.operatorCompanyId, role: ROLE_MANAGER });
    const response = await post('edit', payload, tokens.manager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: staffEntry({ ...user, role: ROLE_MANAGER }) });
  });

  it('lets a user edit its own name while keeping its role', async () => {
    const self = await freshUser('manager');
    const token = await signIn(t.app, self.account);
    const payload = editPayload(self, {
      kind: 'staff',
      company_id: world.operatorCompanyId,
      role: ROLE_MANAGER,
      name: '自分 の新しい名前',
    });
    const response = await post('edit', payload, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: staffEntry({ ...self, name: '自分 の新しい名前' }) });
  });

  it('refuses an account another user holds with 409 naming account, saving nothing', async () => {
    const user = await freshUser('client');
    const before = await snapshot(t.db, userTables);
    const response = await post('edit', editPayload(user, { account: world.users.member.account, name: '別名' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'conflict',
        message: adminMessages.accountTaken,
        fields: [{ field: 'account', message: adminMessages.accountTaken }],
      },
    });
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it('lets one of two edits to the same new account at once win; the other gets the 409, never a 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const one = await freshUser('client');
      const two = await freshUser('client');
      const account = `contested-${round}`;
      const responses = await Promise.all([
        post('edit', editPayload(one, { account })),
        post('edit', editPayload(two, { account })),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(responses.filter((r) => r.statusCode !== 200).flatMap(fieldsOf)).toEqual(['account']);
      const holders = await t.db.selectFrom('users').select('id').where('account', '=', account).execute();
      expect(holders).toHaveLength(1);
    }
  });

  it.each<[string, 'manager' | 'member', FreshKind]>([
    ['a manager editing a 管理者', 'manager', 'admin'],
    ['a member editing a manager', 'member', 'manager'],
    ['a member editing a 管理者', 'member', 'admin'],
  ])('refuses %s with 403, saving nothing', async (_label, caller, targetKind) => {
    const target = await freshUser(targetKind);
    const before = await snapshot(t.db, userTables);
    const payload = editPayload(target, {
      kind: 'staff',
      company_id: world.operatorCompanyId,
      role: target.role,
      name: '書き換え',
    });
    const response = await post('edit', payload, tokens[caller]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'forbidden', message: adminMessages.cannotEditHigherRole } });
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it('refuses a manager raising a member to 管理者 with 403 on role', async () => {
    const target = await freshUser('member');
    const before = await snapshot(t.db, userTables);
    const payload = editPayload(target, { kind: 'staff', company_id: world.operatorCompanyId, role: ROLE_ADMIN });
    const response = await post('edit', payload, tokens.manager);
    expectRoleTooHigh(response);
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it.each<[string, FreshKind, number]>([
    ['a 管理者 lowering itself to manager', 'admin', ROLE_MANAGER],
    ['a 管理者 lowering itself to member', 'admin', ROLE_GENERAL],
    ['a manager lowering itself to member', 'manager', ROLE_GENERAL],
  ])('refuses %s with 400 on role', async (_label, kind, role) => {
    const self = await freshUser(kind);
    const token = await signIn(t.app, self.account);
    const before = await snapshot(t.db, userTables);
    const payload = editPayload(self, { kind: 'staff', company_id: world.operatorCompanyId, role });
    const response = await post('edit', payload, token);
    expectBadInput(response, 'role');
    expect(response.json<ErrorResponse>().error.fields).toEqual([
      { field: 'role', message: adminMessages.cannotChangeOwnRole },
    ]);
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it('refuses a staff user turning itself into a client user with 400 on role', async () => {
    const self = await freshUser('admin');
    const token = await signIn(t.app, self.account);
    const before = await snapshot(t.db, userTables);
    const response = await post('edit', editPayload(self, { kind: 'client' }), token);
    expectBadInput(response, 'role');
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it.each([
    ['an unknown user', 999_999],
    ['a deleted user', 'deleted'],
  ] as const)('answers 404 for %s', async (_label, which) => {
    let userId = 999_999;
    if (which === 'deleted') {
      const user = await freshUser('client');
      await t.db.updateTable('users').set({ is_deleted: 1 }).where('id', '=', user.id).execute();
      userId = user.id;
    }
    const before = await snapshot(t.db, userTables);
    const response = await post('edit', editPayload({ id: userId, account: 'ghost-account', name: '幽霊' }));
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().error.code).toBe('not_found');
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty account', { account: '' }, 'account'],
    ['a blank name', { name: ' ' }, 'name'],
    ['an unknown company', { company_id: 999_999 }, 'company_id'],
    ['a user id that is not a number', { user_id: 'x' }, 'user_id'],
  ])('refuses %s with 400 naming the field', async (_label, overrides, field) => {
    const user = await freshUser('client');
    const before = await snapshot(t.db, userTables);
    const response = await post('edit', editPayload(user, overrides));
    expectBadInput(response, field);
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });
});

describe('POST /api/v1/users/delete', () => {
  it('deletes a user: gone from the list, sessions ended at once, account free again, memberships removed', async () => {
    const user = await freshUser('client');
    const first = await signIn(t.app, user.account);
    const second = await signIn(t.app, user.account);
    expect(await meStatus(t.app, first)).toBe(200);

    const group = await call(t.app, 'POST', '/api/v1/setting/create_group', {
      token: tokens.admin,
      payload: { name: '削除テストのグループ' },
    });
    const groupId = group.json<{ group: { id: number } }>().group.id;
    const joined = await call(t.app, 'POST', '/api/v1/setting/add_group_user', {
      token: tokens.admin,
      payload: { group_id: groupId, user_id: user.id },
    });
    expect(joined.statusCode).toBe(200);

    const response = await post('delete', { user_id: user.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect((await userEntries()).map((entry) => entry.user_id)).not.toContain(user.id);
    expect(await meStatus(t.app, first)).toBe(401);
    expect(await meStatus(t.app, second)).toBe(401);
    expect(await signInStatus(t.app, user.account)).toBe(401);

    const memberships = await t.db
      .selectFrom('group_members')
      .select('group_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(memberships).toEqual([]);
    const groups = await call(t.app, 'GET', '/api/v1/setting/groups', { token: tokens.admin });
    expect(groups.json<{ groups: { id: number; users: unknown[] }[] }>().groups.find((g) => g.id === groupId)).toEqual({
      id: groupId,
      name: '削除テストのグループ',
      users: [],
    });

    // The row stays (authored content still names it), marked deleted.
    const row = await t.db
      .selectFrom('users')
      .select(['is_deleted', 'name', 'password_hash'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_deleted: 1, name: user.name, password_hash: null });

    // The account name can be given to someone new.
    const reuse = await post('create', {
      kind: 'client',
      company_id: world.clientCompanyId,
      account: user.account,
      name: '後任 ユーザー',
      role: ROLE_GENERAL,
      password: STRONG_PASSWORD,
    });
    expect(reuse.statusCode).toBe(200);
    const successor = reuse.json<{ user: UserListEntry }>().user;
    expect(successor).toEqual(clientEntry({ id: successor.user_id, account: user.account, name: '後任 ユーザー' }));
    expect(successor.user_id).not.toBe(user.id);
    expect(await signInStatus(t.app, user.account, STRONG_PASSWORD)).toBe(200);
  });

  it('refuses a 管理者 deleting itself with 409, saving nothing', async () => {
    const before = await snapshot(t.db, userTables);
    const response = await post('delete', { user_id: world.users.admin.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: adminMessages.cannotDeleteSelf } });
    expect(await snapshot(t.db, userTables)).toEqual(before);
    expect(await meStatus(t.app, tokens.admin)).toBe(200);
  });

  it('answers 404 for an unknown user and for one already deleted', async () => {
    const user = await freshUser('client');
    expect((await post('delete', { user_id: user.id })).statusCode).toBe(200);
    const before = await snapshot(t.db, userTables);
    for (const userId of [999_999, user.id]) {
      const response = await post('delete', { user_id: userId });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorResponse>().error.code).toBe('not_found');
    }
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });

  it('refuses a user id that is not a number with 400 naming user_id', async () => {
    const response = await post('delete', { user_id: 'x' });
    expectBadInput(response, 'user_id');
  });
});

describe('POST /api/v1/users/reset_password', () => {
  it('sets a new password and ends every session of the user at once', async () => {
    const user = await freshUser('member');
    const first = await signIn(t.app, user.account);
    const second = await signIn(t.app, user.account);
    const response = await post('reset_password', { user_id: user.id, password: 'reset-by-admin-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await meStatus(t.app, first)).toBe(401);
    expect(await meStatus(t.app, second)).toBe(401);
    expect(await signInStatus(t.app, user.account, TEST_PASSWORD)).toBe(401);
    expect(await signInStatus(t.app, user.account, 'reset-by-admin-1')).toBe(200);
    // Other people's sessions are untouched.
    expect(await meStatus(t.app, tokens.member)).toBe(200);
  });

  it.each([
    ['a short password', 'Ab3$'],
    ['a password with fewer than 3 distinct characters', 'aaaaaaaa'],
  ])('refuses %s with 400 naming password, keeping password and sessions', async (_label, password) => {
    const user = await freshUser('client');
    const token = await signIn(t.app, user.account);
    const before = await snapshot(t.db, userTables);
    const response = await post('reset_password', { user_id: user.id, password });
    expectBadInput(response, 'password');
    expect(await snapshot(t.db, userTables)).toEqual(before);
    expect(await meStatus(t.app, token)).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const before = await snapshot(t.db, userTables);
    const response = await post('reset_password', { user_id: 999_999, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(404);
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });
});

describe('POST /api/v1/users/issue_password_reset and complete_password_reset', () => {
  async function issue(userId: number) {
    const response = await post('issue_password_reset', { user_id: userId });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string; expires_at: string }>();
  }

  function complete(payload: unknown) {
    return post('complete_password_reset', payload, undefined);
  }

  it('issues a one-time token valid for 24 hours and ends the user’s sessions at once', async () => {
    const user = await freshUser('client');
    const session = await signIn(t.app, user.account);
    const issuedAt = Date.now();
    const ticket = await issue(user.id);
    expect(Buffer.from(ticket.token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const expiresIn = new Date(ticket.expires_at).getTime() - issuedAt;
    expect(expiresIn).toBeGreaterThan(PASSWORD_RESET_TTL_HOURS * 3_600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(PASSWORD_RESET_TTL_HOURS * 3_600_000 + 60_000);
    expect(await meStatus(t.app, session)).toBe(401);
    // Only a hash of the token is stored.
    const stored = await t.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(ticket.token);
  });

  it('completes once, signed out: the new password signs in, the old does not, a second use is refused', async () => {
    const user = await freshUser('member');
    const ticket = await issue(user.id);
    const response = await complete({ token: ticket.token, password: 'chosen-by-user-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await signInStatus(t.app, user.account, 'chosen-by-user-1')).toBe(200);
    expect(await signInStatus(t.app, user.account, TEST_PASSWORD)).toBe(401);

    const before = await snapshot(t.db, userTables);
    const again = await complete({ token: ticket.token, password: 'chosen-again-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: {
        code: 'bad_input',
        message: adminMessages.resetLinkInvalid,
        fields: [{ field: 'token', message: adminMessages.resetLinkInvalid }],
      },
    });
    expect(await snapshot(t.db, userTables)).toEqual(before);
    expect(await signInStatus(t.app, user.account, 'chosen-by-user-1')).toBe(200);
  });

  it('lets only one of two uses of one link at once through', async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = await freshUser('client');
      const ticket = await issue(user.id);
      const passwords = [`first-choice-${round}`, `second-choice-${round}`];
      const responses = await Promise.all(passwords.map((password) => complete({ token: ticket.token, password })));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(responses.filter((r) => r.statusCode !== 200).flatMap(fieldsOf)).toEqual(['token']);
      const winner = passwords[responses.findIndex((r) => r.statusCode === 200)] ?? '';
      const loser = passwords[responses.findIndex((r) => r.statusCode === 400)] ?? '';
      expect(await signInStatus(t.app, user.account, winner)).toBe(200);
      expect(await signInStatus(t.app, user.account, loser)).toBe(401);
    }
  });

  it('refuses an expired token with 400 on token, changing nothing', async () => {
    const user = await freshUser('client');
    const ticket = await issue(user.id);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const before = await snapshot(t.db, userTables);
    const response = await complete({ token: ticket.token, password: 'too-late-password' });
    expectBadInput(response, 'token');
    expect(await snapshot(t.db, userTables)).toEqual(before);
    expect(await signInStatus(t.app, user.account, 'too-late-password')).toBe(401);
  });

  it('lets a newer ticket invalidate an older one', async () => {
    const user = await freshUser('client');
    const older = await issue(user.id);
    const newer = await issue(user.id);
    expect(newer.token).not.toBe(older.token);
    const stale = await complete({ token: older.token, password: 'from-old-link-1' });
    expectBadInput(stale, 'token');
    expect(await signInStatus(t.app, user.account, 'from-old-link-1')).toBe(401);

    const fresh = await complete({ token: newer.token, password: 'from-new-link-1' });
    expect(fresh.statusCode).toBe(200);
    expect(await signInStatus(t.app, user.account, 'from-new-link-1')).toBe(200);
  });

  it('refuses a weak password with 400 on password and leaves the token usable', async () => {
    const user = await freshUser('client');
    const ticket = await issue(user.id);
    const before = await snapshot(t.db, userTables);
    const weak = await complete({ token: ticket.token, password: 'aaaaaaaa' });
    expectBadInput(weak, 'password');
    expect(await snapshot(t.db, userTables)).toEqual(before);
    const good = await complete({ token: ticket.token, password: 'finally-strong-1' });
    expect(good.statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'not-a-token-anyone-issued'],
    ['an empty token', ''],
  ])('refuses %s with 400 on token', async (_label, token) => {
    const response = await complete({ token, password: STRONG_PASSWORD });
    expectBadInput(response, 'token');
  });

  it('refuses the token of a user deleted after it was issued', async () => {
    const user = await freshUser('client');
    const ticket = await issue(user.id);
    expect((await post('delete', { user_id: user.id })).statusCode).toBe(200);
    const response = await complete({ token: ticket.token, password: STRONG_PASSWORD });
    expectBadInput(response, 'token');
  });

  it('answers 404 when issuing for an unknown user', async () => {
    const before = await snapshot(t.db, userTables);
    const response = await post('issue_password_reset', { user_id: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(await snapshot(t.db, userTables)).toEqual(before);
  });
});

describe('POST /api/v1/users/update (the signed-in user)', () => {
  function update(payload: unknown, token: string) {
    return post('update', payload, token);
  }

  it('renames the caller and returns the Me object', async () => {
    const user = await freshUser('client');
    const token = await signIn(t.app, user.account);
    const response = await update({ name: '  新しい 名前  ' }, token);
    expect(response.statusCode).toBe(200);
    const expected: Me = {
      id: user.id,
      companyId: world.clientCompanyId,
      account: user.account,
      name: '新しい 名前',
      role: ROLE_GENERAL,
      role_num: CLIENT_ROLE_NUM,
      company_name: 'クライアント株式会社',
      scope: ['client', 'general'],
    };
    expect(response.json()).toEqual({ user: expected });
    const me = await call(t.app, 'GET', '/api/v1/users/me', { token });
    expect(me.json()).toEqual({ user: expected });
  });

  it('changes the password: other sessions end, this one lives on, the new password signs in', async () => {
    const user = await freshUser('manager');
    const current = await signIn(t.app, user.account);
    const other = await signIn(t.app, user.account);
    const response = await update(
      { name: '名前 も変更', current_password: TEST_PASSWORD, new_password: 'my-own-new-pass-1' },
      current,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: Me }>().user).toEqual({
      id: user.id,
      companyId: world.operatorCompanyId,
      account: user.account,
      name: '名前 も変更',
      role: ROLE_MANAGER,
      role_num: ROLE_MANAGER,
      company_name: '運営会社',
      scope: ['staff', 'manager'],
    });
    expect(await meStatus(t.app, current)).toBe(200);
    expect(await meStatus(t.app, other)).toBe(401);
    expect(await signInStatus(t.app, user.account, 'my-own-new-pass-1')).toBe(200);
    expect(await signInStatus(t.app, user.account, TEST_PASSWORD)).toBe(401);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a new password without the current one', { new_password: 'my-own-new-pass-2' }, 'current_password'],
    [
      'a new password with an empty current one',
      { current_password: '', new_password: 'my-own-new-pass-2' },
      'current_password',
    ],
    ['a weak new password', { current_password: TEST_PASSWORD, new_password: 'aaaaaaaa' }, 'new_password'],
    ['a short new password', { current_password: TEST_PASSWORD, new_password: 'Ab3$' }, 'new_password'],
    ['a blank name', { name: '   ' }, 'name'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_label, overrides, field) => {
    const user = await freshUser('client');
    const token = await signIn(t.app, user.account);
    const other = await signIn(t.app, user.account);
    const before = await snapshot(t.db, userTables);
    const response = await update({ name: '変更 しない', ...overrides }, token);
    expectBadInput(response, field);
    expect(await snapshot(t.db, userTables)).toEqual(before);
    expect(await meStatus(t.app, other)).toBe(200);
  });

  it('refuses a wrong current password with 400 on current_password, changing nothing (not even the name)', async () => {
    const user = await freshUser('member');
    const token = await signIn(t.app, user.account);
    const other = await signIn(t.app, user.account);
    const before = await snapshot(t.db, userTables);
    const response = await update(
      { name: '変更 しない', current_password: 'not-my-password', new_password: 'my-own-new-pass-3' },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_input',
        message: adminMessages.wrongCurrentPassword,
        fields: [{ field: 'current_password', message: adminMessages.wrongCurrentPassword }],
      },
    });
    expect(await snapshot(t.db, userTables)).toEqual(before);
    expect(await meStatus(t.app, other)).toBe(200);
    expect(await signInStatus(t.app, user.account, TEST_PASSWORD)).toBe(200);
  });
});
