import {
  BLANK_POINT_INDEX,
  type CustomerAnalysis,
  type ConflictsResponse,
  type Kgi,
  type MarketsResponse,
  type NeedsResponse,
  type PbSalesResponse,
  type SalesListResponse,
  type SalesSimulationResponse,
} from '@kaizen/domain';
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

  it("fills the customer journey of さくら商事's projects, the EC one carried over from its sales customer", async () => {
    const token = await signIn(t.app, 'client', DEMO_PASSWORD);
    const projects = await t.db.selectFrom('projects').select(['id', 'project_name']).execute();
    const won = await t.db
      .selectFrom('sales')
      .select(['id', 'project_id'])
      .where('project_id', 'is not', null)
      .executeTakeFirstOrThrow();
    for (const name of ['ECサイト改善プロジェクト', '会員登録導線改善']) {
      const project = projects.find((p) => p.project_name === name);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/customer_analysis?project_id=${project?.id}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<CustomerAnalysis>();
      for (const phase of [1, 2, 3, 4, 5]) {
        expect(body.company.filter((item) => item.phase_id === phase).length).toBeGreaterThanOrEqual(2);
        expect(body.customer.filter((item) => item.phase_id === phase).length).toBeGreaterThanOrEqual(2);
      }
      const filled = body.point_list.filter((row) => row.index_num !== BLANK_POINT_INDEX);
      expect(filled.map((row) => row.index_num)).toEqual(filled.map((_, index) => index + 1));
      expect(filled.length).toBeGreaterThanOrEqual(5);
      expect(body.point_list.at(-1)?.index_num).toBe(BLANK_POINT_INDEX);
    }
    const carried = await t.db
      .selectFrom('analysis_points')
      .select('sale_id')
      .where('project_id', '=', Number(won.project_id))
      .execute();
    expect(carried.every((row) => Number(row.sale_id) === Number(won.id))).toBe(true);
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

  it('gives each demo client project two valid PDFs, the won project the customer’s proposal too', async () => {
    const projects = await t.db.selectFrom('projects').select(['id', 'project_name']).execute();
    const won = await t.db
      .selectFrom('sales')
      .select('project_id')
      .where('project_id', 'is not', null)
      .executeTakeFirstOrThrow();
    for (const project of projects) {
      const documents = await t.db
        .selectFrom('documents')
        .innerJoin('stored_files', 'stored_files.id', 'documents.file_id')
        .select(['documents.name', 'documents.sale_id', 'stored_files.type', 'stored_files.data'])
        .where('documents.project_id', '=', project.id)
        .execute();
      const own = documents.filter((d) => d.sale_id === null);
      expect(own, project.project_name).toHaveLength(2);
      for (const document of own) {
        expect(document.name).toMatch(/\.pdf$/);
        expect(document.type).toBe('application/pdf');
        expect(Buffer.from(document.data).toString('latin1')).toMatch(/^%PDF-1\.4\n[\s\S]*%%EOF\n$/);
      }
      const adopted = documents.filter((d) => d.sale_id !== null).map((d) => d.name);
      expect(adopted).toEqual(Number(project.id) === Number(won.project_id) ? ['提案書_さくらコスメ様.pdf'] : []);
    }
  });

  it('gives each demo client project a comparison of 自社 and four competitors, and its strengths and weaknesses', async () => {
    const token = await signIn(t.app, 'admin', DEMO_PASSWORD);
    const projects = await t.db.selectFrom('projects').select(['id', 'project_name']).execute();
    for (const project of projects) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/conflicts?project_id=${project.id}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const table = response.json<ConflictsResponse>();
      expect(table.td, project.project_name).toHaveLength(5);
      expect(table.td[0]?.name).toMatch(/^自社/);
      expect(table.th.length).toBeGreaterThanOrEqual(5);
      expect(table.th.map((item) => item.index_num)).toEqual(table.th.map((_, index) => index + 1));
      for (const company of table.td) expect(company.data.every((cell) => cell.name.trim() !== '')).toBe(true);
      expect(table.individual?.strength).not.toBe('');
      expect(table.individual?.weakness).not.toBe('');
    }
  });

  it('gives each demo client project a market board with 自社 and three competitors placed, one left in その他', async () => {
    const token = await signIn(t.app, 'client', DEMO_PASSWORD);
    const projects = await t.db
      .selectFrom('projects')
      .select(['id', 'project_name'])
      .where('project_name', 'in', ['ECサイト改善プロジェクト', '会員登録導線改善'])
      .execute();
    expect(projects).toHaveLength(2);
    for (const project of projects) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/markets?project_id=${project.id}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { selection } = response.json<MarketsResponse>();
      expect(selection.map((board) => [board.name, board.top, board.right, board.bottom, board.left])).toEqual([
        ['価格×訴求軸', '高価格', '品質訴求', '低価格', '手軽さ'],
      ]);
      const [board] = selection;
      expect(board?.items).toHaveLength(4);
      expect(new Set(board?.items.map((item) => item.pos)).size).toBe(4);
      expect(board?.items.some((item) => item.name.startsWith('自社'))).toBe(true);
      expect(board?.other).toHaveLength(1);
    }
  });

  it('gives each demo client project client needs: open ones, one answered, one turned into an inbox task', async () => {
    for (const account of ['client', 'client2']) {
      const token = await signIn(t.app, account, DEMO_PASSWORD);
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: bearer(token) });
      for (const project of list.json<{ projects: { id: number }[] }>().projects) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/v1/pb_dashboards/get_needs?project_id=${project.id}`,
          headers: bearer(token),
        });
        expect(response.statusCode, response.body).toBe(200);
        const { needs } = response.json<NeedsResponse>();
        expect(needs.length).toBeGreaterThanOrEqual(3);
        expect(needs.some((n) => n.status === 1 && n.can_edit)).toBe(true);
        expect(needs.some((n) => n.answer !== '' && n.answered_by_name === '管理 太郎')).toBe(true);
        const converted = needs.find((n) => n.task !== null);
        expect(converted?.task).toMatchObject({ title: converted?.title, status_name: '未着手', is_deleted: false });
        const inbox = await t.app.inject({
          method: 'GET',
          url: `/api/v1/managements/get_unorganized_task?project_id=${project.id}`,
          headers: bearer(token),
        });
        expect(inbox.json<{ unorganized_task: { id: number }[] }>().unorganized_task.map((task) => task.id)).toContain(
          converted?.task?.id,
        );
      }
    }
  });
});
