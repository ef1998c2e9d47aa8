import type { OpenSharedResponse, ShareLink } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, fieldsOf, snapshot } from '../../../test/api-helpers.js';
import type { RoleName } from '../../../test/factories.js';
import { newOtherProject, newProject, unique, useManagementApp } from '../../../test/management-helpers.js';
import { createReport as createMeasureReport } from '../../../test/measure-report-helpers.js';
import { createReport, postReport, publicReport, setVisibility } from '../../../test/monthly-report-helpers.js';
import { insertSale, insertSaleReport } from '../../../test/sales-fixture.js';
import { makeTree } from '../../../test/tree-factory.js';
import { hashToken } from '../auth/tokens.js';

const ctx = useManagementApp();

const staff = (path: string, payload: unknown, role: RoleName = 'member') =>
  call(ctx.t.app, 'POST', `/api/v1/share_links/${path}`, { token: ctx.tokens[role], payload });
const list = (query: string, role: RoleName = 'member') =>
  call(ctx.t.app, 'GET', `/api/v1/share_links?${query}`, { token: ctx.tokens[role] });
/** The public calls, signed out. */
const open = (token: string, proof?: string) =>
  call(ctx.t.app, 'POST', '/api/v1/shared/open', { payload: { token, ...(proof ? { proof } : {}) } });
const unlock = (token: string, password: string) =>
  call(ctx.t.app, 'POST', '/api/v1/shared/unlock', { payload: { token, password } });

interface Created {
  link: ShareLink;
  token: string;
  path: string;
}

async function createLink(payload: Record<string, unknown>, role: RoleName = 'member'): Promise<Created> {
  const response = await staff('create', payload, role);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Created>();
}

async function opened(token: string, proof?: string) {
  const response = await open(token, proof);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<OpenSharedResponse>();
  if (body.state !== 'open') throw new Error('the link did not open');
  return body.content;
}

async function linkRow(id: number) {
  return ctx.t.db.selectFrom('share_links').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const auditOf = (event: string) =>
  ctx.t.db.selectFrom('audit_log').selectAll().where('event', '=', event).orderBy('id', 'desc').execute();

describe('share links of a monthly report', () => {
  it('makes a 256-bit link stored hashed, opens it signed out as the client sees it, and counts views', async () => {
    const project = await newProject(ctx);
    const report = await publicReport(ctx, project, { title: '4月の定例報告', body: '# 成果\n\n本文' });
    const before = Date.now();
    const { link, token, path } = await createLink({ target_kind: 'monthly_report', target_id: report.id });

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/shared/${token}`);
    expect(link).toMatchObject({
      target_kind: 'monthly_report',
      target_id: report.id,
      project_id: project,
      target_title: '4月の定例報告',
      has_password: false,
      state: 'active',
      view_count: 0,
      last_viewed_at: null,
      created_by: 't-member さん',
    });
    const days = (Date.parse(link.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const row = await linkRow(link.id);
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const response = await open(token);
    expect(response.headers['x-robots-tag']).toContain('noindex');
    const content = await opened(token);
    if (content.target_kind !== 'monthly_report') throw new Error('wrong kind');
    expect(content.monthly_report.title).toBe('4月の定例報告');
    expect(content.monthly_report.html).toContain('本文');
    expect(content.monthly_report.can_edit).toBe(false);

    const [listed] = (await list(`project_id=${project}`)).json<{ links: ShareLink[] }>().links;
    expect(listed?.view_count).toBe(2);
    expect(listed?.last_viewed_at).not.toBeNull();
    expect((await auditOf('share_link_created'))[0]).toMatchObject({ target_kind: 'share_link', target_id: link.id });
    expect((await auditOf('share_link_opened'))[0]).toMatchObject({
      target_kind: 'share_link',
      target_id: link.id,
      actor_id: null,
    });
  });

  it('answers one 404 for an unknown, a revoked and an expired link, and for an item hidden or deleted since', async () => {
    const project = await newProject(ctx);
    const make = async () => {
      const report = await publicReport(ctx, project);
      return { report, ...(await createLink({ target_kind: 'monthly_report', target_id: report.id })) };
    };
    const unknown = await open('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    const expected = unknown.body;
    expect(unknown.headers['x-robots-tag']).toContain('noindex');

    const revoked = await make();
    const revoke = await staff('revoke', { id: revoked.link.id });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json<{ link: ShareLink }>().link.state).toBe('revoked');
    expect((await staff('revoke', { id: revoked.link.id })).statusCode).toBe(200);
    expect((await auditOf('share_link_revoked')).filter((e) => e.target_id === revoked.link.id)).toHaveLength(1);

    const expired = await make();
    await ctx.t.db
      .updateTable('share_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.link.id)
      .execute();
    const hidden = await make();
    await setVisibility(ctx, hidden.report.id, 0);
    const deleted = await make();
    expect((await postReport(ctx, 'delete', { id: deleted.report.id })).statusCode).toBe(200);

    for (const { token } of [revoked, expired, hidden, deleted]) {
      const response = await open(token);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(expected);
      expect((await unlock(token, 'anything-at-all')).body).toBe(expected);
    }
    const states = (await list(`project_id=${project}`)).json<{ links: ShareLink[] }>().links.map((l) => l.state);
    expect(states.sort()).toEqual(['active', 'active', 'expired', 'revoked']);
  });

  it('asks for the password, refuses a wrong one on its field, and opens with the proof of the right one', async () => {
    const project = await newProject(ctx);
    const report = await publicReport(ctx, project, { title: '鍵付きレポート' });
    const { link, token } = await createLink({
      target_kind: 'monthly_report',
      target_id: report.id,
      password: 'share-pass-1',
      expires_in_days: 7,
    });
    expect(link.has_password).toBe(true);
    expect((await linkRow(link.id)).password_hash).toMatch(/^\$argon2id\$/);

    const locked = await open(token);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toEqual({ state: 'locked' });
    expect(locked.body).not.toContain('鍵付き');

    const wrong = await unlock(token, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['password']);

    const right = await unlock(token, 'share-pass-1');
    expect(right.statusCode, right.body).toBe(200);
    const { proof } = right.json<{ proof: string }>();
    const content = await opened(token, proof);
    expect(content.target_kind === 'monthly_report' && content.monthly_report.title).toBe('鍵付きレポート');
    expect((await open(token, `${proof}x`)).json()).toEqual({ state: 'locked' });

    // A proof opens its own link only.
    const other = await createLink({ target_kind: 'monthly_report', target_id: report.id, password: 'other-pass-2' });
    expect((await open(other.token, proof)).json()).toEqual({ state: 'locked' });
    // Counted only when the report was shown.
    expect((await linkRow(link.id)).view_count).toBe(1);
  });

  it('slows password guessing as sign-ins are slowed (429 with Retry-After)', async () => {
    const report = await publicReport(ctx, await newProject(ctx));
    const { token } = await createLink({ target_kind: 'monthly_report', target_id: report.id, password: 'guess-me-3' });
    for (let i = 0; i < 5; i += 1) expect((await unlock(token, `wrong-${i}`)).statusCode).toBe(400);
    const held = await unlock(token, 'guess-me-3');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const report = await publicReport(ctx, await newProject(ctx));
    const before = await snapshot(ctx.t.db, ['share_links', 'audit_log']);
    const cases: [Record<string, unknown>, string][] = [
      [{ target_kind: 'monthly_report', target_id: report.id, expires_in_days: 0 }, 'expires_in_days'],
      [{ target_kind: 'monthly_report', target_id: report.id, expires_in_days: 366 }, 'expires_in_days'],
      [{ target_kind: 'monthly_report', target_id: report.id, expires_in_days: '30' }, 'expires_in_days'],
      [{ target_kind: 'monthly_report', target_id: report.id, password: 'abc' }, 'password'],
      [{ target_kind: 'kpi', target_id: report.id }, 'target_kind'],
      [{ target_kind: 'monthly_report', target_id: 'x' }, 'target_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await staff('create', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
    expect(fieldsOf(await list('project_id=abc'))).toEqual(['project_id']);
    expect(fieldsOf(await list(`project_id=1&target_kind=project`))).toEqual(['target_id']);
    expect(fieldsOf(await call(ctx.t.app, 'POST', '/api/v1/shared/open', { payload: {} }))).toEqual(['token']);
    expect(fieldsOf(await call(ctx.t.app, 'POST', '/api/v1/shared/unlock', { payload: { token: 'x' } }))).toEqual([
      'password',
    ]);
    expect(await snapshot(ctx.t.db, ['share_links', 'audit_log'])).toEqual(before);
  });

  it('shares only what the client sees: a private report is refused on target_id', async () => {
    const report = await createReport(ctx, await newProject(ctx));
    const response = await staff('create', { target_kind: 'monthly_report', target_id: report.id });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['target_id']);
  });
});

describe('who may manage share links', () => {
  it('is staff of every role; client users are refused and signed-out callers are asked to sign in', async () => {
    const project = await newProject(ctx);
    const report = await publicReport(ctx, project);
    const payload = { target_kind: 'monthly_report', target_id: report.id };
    for (const role of ['admin', 'manager', 'member'] as const) {
      const { link } = await createLink(payload, role);
      expect(
        (await list(`project_id=${project}&target_kind=monthly_report&target_id=${report.id}`, role)).statusCode,
      ).toBe(200);
      expect((await staff('revoke', { id: link.id }, role)).statusCode).toBe(200);
    }
    const { link } = await createLink(payload);
    for (const role of ['client', 'otherClient'] as const) {
      expect((await staff('create', payload, role)).statusCode).toBe(403);
      expect((await list(`project_id=${project}`, role)).statusCode).toBe(403);
      expect((await staff('revoke', { id: link.id }, role)).statusCode).toBe(403);
    }
    const signedOut = call(ctx.t.app, 'POST', '/api/v1/share_links/create', { payload });
    expect((await signedOut).statusCode).toBe(401);
    expect((await call(ctx.t.app, 'GET', `/api/v1/share_links?project_id=${project}`)).statusCode).toBe(401);
    expect((await linkRow(link.id)).revoked_at).toBeNull();
  });

  it('answers 404 for a link or item that does not exist', async () => {
    expect((await staff('revoke', { id: 999_999 })).statusCode).toBe(404);
    expect((await staff('create', { target_kind: 'monthly_report', target_id: 999_999 })).statusCode).toBe(404);
    expect((await staff('create', { target_kind: 'project', target_id: 999_999 })).statusCode).toBe(404);
  });
});

describe('share links of the other kinds', () => {
  it('opens a measure report as the client reads it, and refuses a hidden measure', async () => {
    const project = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, project, unique('共有'));
    await createMeasureReport(ctx, tree.measure);
    const { token, link } = await createLink({ target_kind: 'measure_report', target_id: tree.measure });
    expect(link.target_title).toContain('共有');
    const content = await opened(token);
    if (content.target_kind !== 'measure_report') throw new Error('wrong kind');
    expect(content.measure_id).toBe(tree.measure);
    expect(content.measure_report.can_edit).toBe(false);
    expect(content.measure_report.report).not.toBeNull();

    await createMeasureReport(ctx, tree.hiddenMeasure);
    const hidden = await staff('create', { target_kind: 'measure_report', target_id: tree.hiddenMeasure });
    expect(hidden.statusCode).toBe(400);
    expect(fieldsOf(hidden)).toEqual(['target_id']);
    const noReport = await makeTree(ctx.t.db, project, unique('未作成'));
    expect((await staff('create', { target_kind: 'measure_report', target_id: noReport.measure })).statusCode).toBe(
      400,
    );
  });

  it('opens a sales report of a customer that became the project; a prospect or a hidden report is refused', async () => {
    const project = await newProject(ctx);
    const sale = await insertSale(ctx.t.db, { projectId: project, companyId: ctx.world.clientCompanyId });
    const shown = await insertSaleReport(ctx.t.db, sale, { body: '# 提案の振り返り' });
    const { token, link } = await createLink({ target_kind: 'sales_report', target_id: shown });
    expect(link.project_id).toBe(project);
    const content = await opened(token);
    expect(content.target_kind === 'sales_report' && content.sales_report.html).toContain('提案の振り返り');

    const hidden = await insertSaleReport(ctx.t.db, sale, { isShow: 0 });
    expect(fieldsOf(await staff('create', { target_kind: 'sales_report', target_id: hidden }))).toEqual(['target_id']);
    const prospectReport = await insertSaleReport(ctx.t.db, await insertSale(ctx.t.db));
    const prospect = await staff('create', { target_kind: 'sales_report', target_id: prospectReport });
    expect(prospect.statusCode).toBe(400);
    expect(fieldsOf(prospect)).toEqual(['target_id']);
  });

  it("opens a project's overview with the client's sections only: no private report", async () => {
    const project = await newProject(ctx, unique('概要共有'));
    const shown = await publicReport(ctx, project, { title: '公開の月次' });
    await createReport(ctx, project, { title: '社内だけの月次' });
    const { token, link } = await createLink({ target_kind: 'project', target_id: project, expires_in_days: 365 });
    expect(link.target_title).toContain('概要共有');
    const content = await opened(token);
    if (content.target_kind !== 'project') throw new Error('wrong kind');
    expect(content.overview.project.id).toBe(project);
    expect(content.overview.monthly_reports.reports.map((r) => r.id)).toEqual([shown.id]);
    expect(content.overview.info.permissions.can_edit).toBe(false);
    expect(JSON.stringify(content)).not.toContain('社内だけの月次');
  });

  it("lists another company's project's links for staff; a link opens as that project's client", async () => {
    const other = await newOtherProject(ctx);
    const report = await publicReport(ctx, other, { title: '別会社の報告' });
    const { token } = await createLink({ target_kind: 'monthly_report', target_id: report.id });
    const content = await opened(token);
    expect(content.target_kind === 'monthly_report' && content.monthly_report.title).toBe('別会社の報告');
    expect((await list(`project_id=${other}`)).json<{ links: ShareLink[] }>().links).toHaveLength(1);
  });
});
