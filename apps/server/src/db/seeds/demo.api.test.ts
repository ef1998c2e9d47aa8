import type { Kgi, PbSalesResponse, SalesListResponse, SalesSimulationResponse } from '@kaizen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('loads into an empty database once, and never twice', async () => {
    expect(await seedDemoIfEmpty(t.db)).toBe(true);
    const before = await t.db.selectFrom('users').select('id').execute();
    expect(await seedDemoIfEmpty(t.db)).toBe(false);
    const after = await t.db.selectFrom('users').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it.each([
    ['admin', 0, 0, ['staff', 'admin']],
    ['manager', 1, 1, ['staff', 'manager']],
    ['member', 2, 2, ['staff', 'general']],
    ['client', 2, 20, ['client', 'general']],
    ['client2', 2, 20, ['client', 'general']],
  ])('%s signs in with the README password as role %i, role_num %i', async (account, role, roleNum, scope) => {
    const token = await signIn(t.app, account, DEMO_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.json()).toMatchObject({ user: { account, role, role_num: roleNum, scope } });
  });

  it('gives the two client users different companies, each with a project', async () => {
    const projectsOf = async (account: string) => {
      const token = await signIn(t.app, account, DEMO_PASSWORD);
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: bearer(token) });
      return response.json<{ projects: { company_id: number; project_name: string }[] }>().projects;
    };
    const first = await projectsOf('client');
    const second = await projectsOf('client2');
    expect(first.map((p) => p.project_name)).toEqual(['ECサイト改善プロジェクト', '会員登録導線改善']);
    expect(second.map((p) => p.project_name)).toEqual(['コーポレートサイトリニューアル']);
    expect(first[0]?.company_id).not.toBe(second[0]?.company_id);
  });

  it("has three sales customers, the first won as さくら商事's first project with its goals as the KGI", async () => {
    const token = await signIn(t.app, 'manager', DEMO_PASSWORD);
    const get = async <T>(url: string, as = token) => {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(as) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    const list = await get<SalesListResponse>('/api/v1/sales_statuses/pb_index');
    expect(list.sales.map((s) => [s.project_name, s.company_name, s.user_name, s.service_name])).toEqual([
      ['地域不動産ポータル集客強化', '株式会社みどり不動産', '管理 太郎', 'SEO・コンテンツ制作'],
      ['リード獲得サイト改善', '株式会社クラウドリンク', '鈴木 一郎', 'LPO・EFO（入力フォーム改善）'],
      ['ECサイト改善プロジェクト', '株式会社さくら商事', '佐藤 花子', 'サイト改善コンサルティング'],
    ]);
    const clientToken = await signIn(t.app, 'client', DEMO_PASSWORD);
    const projects = await get<{ projects: { id: number }[] }>('/api/v1/projects', clientToken);
    const won = list.sales[2];
    if (!won) throw new Error('the won customer is missing');
    expect(won.project_id).toBe(projects.projects[0]?.id);
    expect(list.sales.slice(0, 2).map((s) => s.project_id)).toEqual([null, null]);

    for (const sale of list.sales) {
      const goals = await get<PbSalesResponse>(`/api/v1/pb_sales?sale_id=${sale.id}`);
      expect(goals.kgi).toHaveLength(1);
      expect(goals.history.map((h) => h.action_target)).toEqual(['KGI', 'KGI', '目標']);
      const simulation = await get<SalesSimulationResponse>(`/api/v1/sales_statuses/pb_index?sale_id=${sale.id}`);
      expect(simulation.current?.session).toBeGreaterThanOrEqual(300_000);
      expect(simulation.goal?.target_sales).toBeGreaterThan(simulation.current?.target_sales ?? Infinity);
    }
    const wonGoals = await get<PbSalesResponse>(`/api/v1/pb_sales?sale_id=${won.id}`);
    const { kgi } = await get<{ kgi: Kgi }>(`/api/v1/managements?project_id=${won.project_id}`, clientToken);
    expect(kgi).toMatchObject({
      purpose: wonGoals.kgi[0]?.purpose,
      kgi: wonGoals.kgi[0]?.kgi,
      start_line: wonGoals.kgi[0]?.start_line,
      dead_line: wonGoals.kgi[0]?.dead_line,
    });
  });

  it('gives the won customer a shown and a hidden markdown report and a valid one-page PDF', async () => {
    const won = await t.db
      .selectFrom('sales')
      .select('id')
      .where('project_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const reports = await t.db
      .selectFrom('sales_reports')
      .select(['is_show', 'body'])
      .where('sale_id', '=', won.id)
      .orderBy('is_show', 'desc')
      .execute();
    expect(reports.map((r) => r.is_show)).toEqual([1, 0]);
    for (const report of reports) {
      expect(report.body).toMatch(/^# /);
      expect(report.body).toMatch(/^## /m);
      expect(report.body).toMatch(/^\|---/m);
    }
    const document = await t.db
      .selectFrom('documents')
      .innerJoin('stored_files', 'stored_files.id', 'documents.file_id')
      .select([
        'documents.name',
        'documents.size',
        'stored_files.type',
        'stored_files.data',
        'stored_files.size as stored_size',
      ])
      .where('documents.sale_id', '=', won.id)
      .executeTakeFirstOrThrow();
    expect(document).toMatchObject({ name: '提案書_さくらコスメ様.pdf', type: 'application/pdf' });
    const pdf = Buffer.from(document.data).toString('latin1');
    expect(Number(document.size)).toBe(pdf.length);
    expect(Number(document.stored_size)).toBe(pdf.length);
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('/Count 1');
    // Every cross-reference offset points at its object, and startxref at the table.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });
});
