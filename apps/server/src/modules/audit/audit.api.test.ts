import { AUDIT_CSV_HEADER, CSV_BOM, LOGIN_THROTTLE } from '@kaizen/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, fieldsOf, snapshot } from '../../../test/api-helpers.js';
import { seedWorld, signInAll, TEST_PASSWORD, type RoleName, type World } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { inTransaction } from '../../lib/transaction.js';
import { runAuditPrune } from './audit-prune.js';
import { recordAudit } from './audit.service.js';

let t: TestApp;
let world: World;
let tokens: Record<RoleName, string>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
  tokens = await signInAll(t.app, world);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('login_failures').execute();
  await t.db.deleteFrom('audit_log').execute();
});

const entries = () => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
const login = (account: string, password: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password }, remoteAddress });

describe('what the log records', () => {
  it('a sign-in, a wrong password and an unknown account, with the address', async () => {
    expect((await login(world.users.member.account, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(world.users.member.account, 'wrong')).statusCode).toBe(401);
    expect((await login('nobody-here', 'secret-typed')).statusCode).toBe(401);
    const rows = await entries();
    expect(rows.map((r) => [r.event, r.actor_id, r.ip])).toEqual([
      ['sign_in', world.users.member.id, '203.0.113.7'],
      ['sign_in_failed', world.users.member.id, '203.0.113.7'],
      ['sign_in_failed', null, '203.0.113.7'],
    ]);
    expect(rows[2]?.actor_name).toBe('');
    expect(JSON.stringify(rows)).not.toContain('secret-typed');
    expect(JSON.stringify(rows)).not.toContain('nobody-here');
  });

  it('a throttled attempt as slowed', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.freeFailuresPerPair; i += 1) await login(world.users.member.account, `w${i}`);
    expect((await login(world.users.member.account, TEST_PASSWORD)).statusCode).toBe(429);
    const rows = await entries();
    expect(rows.at(-1)?.event).toBe('sign_in_slowed');
    expect(rows.at(-1)?.actor_id).toBe(world.users.member.id);
  });

  it('sign-out, company and project create and delete, client editing, users and passwords', async () => {
    const admin = tokens.admin;
    const signedIn = (await login(world.users.manager.account, TEST_PASSWORD)).json<{ token: string }>().token;
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: signedIn })).statusCode).toBe(200);
    const company = await call(t.app, 'POST', '/api/v1/companies/create', {
      token: admin,
      payload: { company_name: '監査テスト株式会社' },
    });
    const companyId = company.json<{ company: { id: number } }>().company.id;
    const project = await call(t.app, 'POST', '/api/v1/projects/create', {
      token: admin,
      payload: { company_id: companyId, project_name: '監査テスト' },
    });
    expect(project.statusCode).toBe(200);
    const events = (await entries()).map((r) => r.event);
    expect(events).toEqual(['sign_in', 'sign_out', 'company_created', 'project_created']);
    const last = (await entries()).at(-1);
    expect(last?.actor_name).toBeTruthy();
    expect(last?.target_kind).toBe('project');
  });

  it('a rolled-back write leaves no entry', async () => {
    await expect(
      inTransaction(t.db, async (trx) => {
        await recordAudit(trx, { actor: { userId: world.users.admin.id }, event: 'project_created' });
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await entries()).toEqual([]);
  });
});

describe('reading the log', () => {
  it('filters by event, person and period, newest first', async () => {
    const at = (iso: string) => new Date(iso);
    await recordAudit(t.db, {
      actor: { userId: world.users.admin.id },
      event: 'sign_in',
      now: at('2026-01-05T01:00:00Z'),
    });
    await recordAudit(t.db, {
      actor: { userId: world.users.member.id },
      event: 'sign_in',
      now: at('2026-01-06T01:00:00Z'),
    });
    await recordAudit(t.db, {
      actor: { userId: world.users.member.id },
      event: 'sign_in_failed',
      now: at('2026-01-07T01:00:00Z'),
    });
    const list = async (query: string) =>
      (await call(t.app, 'GET', `/api/v1/audit?${query}`, { token: tokens.admin })).json<{
        entries: { event: string; actor_id: number }[];
        total: number;
      }>();
    expect((await list('')).entries.map((e) => e.event)).toEqual(['sign_in_failed', 'sign_in', 'sign_in']);
    expect((await list('event=sign_in_failed')).total).toBe(1);
    expect((await list(`actor_id=${world.users.member.id}`)).total).toBe(2);
    expect((await list('from=2026-01-06&to=2026-01-06')).entries.map((e) => e.actor_id)).toEqual([
      world.users.member.id,
    ]);
  });

  it('refuses bad filters naming the field', async () => {
    for (const [query, field] of [
      ['event=nope', 'event'],
      ['from=2026-13-01', 'from'],
      ['from=2026-02-01&to=2026-01-01', 'to'],
    ] as const) {
      const response = await call(t.app, 'GET', `/api/v1/audit?${query}`, { token: tokens.admin });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
  });

  it('exports the filtered set as CSV with BOM, header and Japanese labels, and logs the export', async () => {
    await login(world.users.member.account, 'wrong');
    await login(world.users.member.account, TEST_PASSWORD);
    const response = await call(t.app, 'GET', '/api/v1/audit/csv?event=sign_in_failed', { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith(CSV_BOM)).toBe(true);
    const lines = response.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('サインイン失敗');
    expect((await entries()).at(-1)?.event).toBe('export');
  });

  it('records an export reported by the web; a bad kind is refused, nothing written', async () => {
    const ok = await call(t.app, 'POST', '/api/v1/audit/record_export', {
      token: tokens.member,
      payload: { kind: 'management_csv', project_id: world.projectId },
    });
    expect(ok.statusCode).toBe(200);
    expect((await entries()).map((r) => [r.event, r.detail])).toEqual([['export', 'management_csv']]);
    const before = await snapshot(t.db, ['audit_log']);
    const bad = await call(t.app, 'POST', '/api/v1/audit/record_export', {
      token: tokens.member,
      payload: { kind: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['kind']);
    expect(await snapshot(t.db, ['audit_log'])).toEqual(before);
  });

  it('records a client’s print of its own project; no project, another’s or a missing one is refused', async () => {
    const before = await snapshot(t.db, ['audit_log']);
    const exportAs = (token: string, payload: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/v1/audit/record_export', { token, payload: { kind: 'report_pdf', ...payload } });
    const unnamed = await exportAs(tokens.client, {});
    expect(unnamed.statusCode).toBe(400);
    expect(fieldsOf(unnamed)).toEqual(['project_id']);
    expect((await exportAs(tokens.otherClient, { project_id: world.projectId })).statusCode).toBe(404);
    expect((await exportAs(tokens.member, { project_id: 999_999 })).statusCode).toBe(404);
    expect(await snapshot(t.db, ['audit_log'])).toEqual(before);

    expect((await exportAs(tokens.client, { project_id: world.projectId })).statusCode).toBe(200);
    const listed = await call(t.app, 'GET', '/api/v1/audit?event=export', { token: tokens.admin });
    const project = await t.db
      .selectFrom('projects')
      .select('project_name')
      .where('id', '=', world.projectId)
      .executeTakeFirstOrThrow();
    expect(listed.json<{ entries: { target_name: string | null }[] }>().entries[0]?.target_name).toBe(
      project.project_name,
    );
    const last = (await entries()).at(-1);
    expect(last).toMatchObject({
      event: 'export',
      detail: 'report_pdf',
      actor_id: world.users.client.id,
      target_kind: 'project',
      target_id: world.projectId,
    });
  });
});

describe('retention and the prune', () => {
  it('defaults to 365 days, takes 30–3650 and refuses others naming the field', async () => {
    const get = () => call(t.app, 'GET', '/api/v1/audit/retention', { token: tokens.admin });
    expect((await get()).json()).toEqual({ retention_days: 365 });
    for (const days of [29, 3651, 1.5]) {
      const bad = await call(t.app, 'POST', '/api/v1/audit/retention', {
        token: tokens.admin,
        payload: { retention_days: days },
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(['retention_days']);
    }
    expect((await get()).json()).toEqual({ retention_days: 365 });
    const set = await call(t.app, 'POST', '/api/v1/audit/retention', {
      token: tokens.admin,
      payload: { retention_days: 30 },
    });
    expect(set.json()).toEqual({ retention_days: 30 });
    expect((await get()).json()).toEqual({ retention_days: 30 });
  });

  it('deletes only entries older than the retention, once a day', async () => {
    await t.db
      .insertInto('audit_settings')
      .values({ id: 1, retention_days: 30, updated_at: '' })
      .onConflict((oc) => oc.column('id').doUpdateSet({ retention_days: 30 }))
      .execute();
    const now = new Date('2030-06-01T00:00:00Z');
    await recordAudit(t.db, { actor: { name: 'x' }, event: 'backup', now: new Date('2030-04-01T00:00:00Z') });
    await recordAudit(t.db, { actor: { name: 'x' }, event: 'backup', now: new Date('2030-05-20T00:00:00Z') });
    expect(await runAuditPrune(t.db, now, 'test')).toEqual({ ran: true, deleted: 1 });
    expect(await runAuditPrune(t.db, now, 'other')).toEqual({ ran: false });
    expect((await entries()).map((r) => r.created_at)).toEqual(['2030-05-20T00:00:00.000Z']);
  });
});
