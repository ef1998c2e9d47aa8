import { previousMonth, todayInJapan, type Metric, type MetricTreeResponse, type WhatIfResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { fieldsOf, snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import { bearer } from '../../../test/factories.js';
import {
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import {
  adoptedMeasure,
  EC_MONTHS,
  insertManualMetric,
  seedAnalyticsMonths,
  seedClientTarget,
} from '../../../test/metrics-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';

const ctx = useManagementApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function send(method: Method, url: string, payload?: unknown, token: string | null = ctx.tokens.member) {
  return ctx.t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token === null ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const metricTables = ['metrics', 'metric_months', 'kgis', 'kpis', 'change_history'] as const;

async function createMetric(projectId: number, body: Record<string, unknown>, token = ctx.tokens.member) {
  const response = await send('POST', '/metrics', { project_id: projectId, direction: 'higher', ...body }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Metric>();
}

const analytics = (name: string, unit: string, figure: string) => ({
  name,
  unit,
  source: { kind: 'analytics', figure },
});
const metricRef = (id: number) => ({ kind: 'metric', metric_id: id });
const op = (operator: string, left: unknown, right: unknown) => ({ kind: 'operation', operator, left, right });

async function tree(projectId: number, query = '&month=2025-12', token = ctx.tokens.member) {
  const response = await send('GET', `/metrics/tree?project_id=${projectId}${query}`, undefined, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MetricTreeResponse>();
}

/** An EC project: twelve months, client targets, the sales template on the KGI, a KPI on CVR with an adopted measure. */
async function ecProject(c: ManagementContext) {
  const projectId = await newProject(c);
  await seedAnalyticsMonths(c.t.db, projectId);
  await seedClientTarget(c.t.db, projectId);
  const template = await send('POST', '/metrics/sales_template', { project_id: projectId });
  expect(template.statusCode, template.body).toBe(200);
  const metrics = template.json<{ metrics: Metric[] }>().metrics;
  const byName = (name: string) => metrics.find((m) => m.name === name) as Metric;
  const fixture = await adoptedMeasure(c.t.db, projectId);
  const bind = await send('POST', '/metrics/bind', {
    project_id: projectId,
    node: 'kpi',
    kpi_id: fixture.kpi,
    metric_id: byName('CVR').id,
  });
  expect(bind.statusCode, bind.body).toBe(200);
  return {
    projectId,
    fixture,
    sessions: byName('セッション'),
    cvr: byName('CVR'),
    aov: byName('客単価'),
    sales: byName('売上'),
  };
}

describe('the sales template and the EC flow', () => {
  it('creates セッション, CVR, 客単価 and 売上 on the KGI once, however often it is clicked', async () => {
    const projectId = await newProject(ctx);
    const first = await send('POST', '/metrics/sales_template', { project_id: projectId });
    expect(first.statusCode, first.body).toBe(200);
    const again = await send('POST', '/metrics/sales_template', { project_id: projectId });
    const metrics = again.json<{ metrics: Metric[]; can_edit: boolean }>().metrics;
    expect(metrics.map((m) => [m.name, m.unit, m.source.kind])).toEqual([
      ['セッション', '回', 'analytics'],
      ['CVR', '%', 'analytics'],
      ['客単価', '円', 'analytics'],
      ['売上', '円', 'formula'],
    ]);
    expect(metrics.find((m) => m.name === '売上')?.bindings).toEqual([{ node: 'kgi' }]);
  });

  it('shows actual against the client target, the comparison and a 12-month sparkline', async () => {
    const ec = await ecProject(ctx);
    const answer = await tree(ec.projectId);
    const kgi = answer.nodes.find((n) => n.binding.node === 'kgi');
    const december = EC_MONTHS[11];
    const november = EC_MONTHS[10];
    if (!kgi || !december || !november) throw new Error('no KGI node');
    expect(kgi.metric_id).toBe(ec.sales.id);
    expect(kgi.actual).toBeCloseTo(december.revenue, 4);
    expect(kgi.actual_derived).toBe(true);
    expect(kgi.target).toBe(2_000_000);
    expect(kgi.target_source).toBe('client_target');
    expect(kgi.achievement).toBeCloseTo((december.revenue / 2_000_000) * 100, 6);
    expect(kgi.achievement_level).toBe(december.revenue >= 2_000_000 ? 'good' : 'fair');
    expect(kgi.base).toBeCloseTo(november.revenue, 4);
    expect(kgi.current).toBeCloseTo(december.revenue, 4);
    expect(kgi.sparkline.map((m) => m.month)).toEqual(EC_MONTHS.map((m) => m.month));
    const kpi = answer.nodes.find((n) => n.binding.node === 'kpi');
    expect(kpi?.metric_id).toBe(ec.cvr.id);
    expect(kpi?.actual).toBeCloseTo((december.cv1 / december.sessions) * 100, 8);
    expect(kpi?.target).toBeNull();
  });

  it('gives 目標売上 to 売上 as the simulator relates it, never to another KGI in 円', async () => {
    const ec = await ecProject(ctx);
    const gross = await createMetric(ec.projectId, {
      name: '粗利',
      unit: '円',
      source: { kind: 'formula', formula: op('multiply', metricRef(ec.sales.id), { kind: 'constant', value: 0.3 }) },
    });
    const bound = await send('POST', '/metrics/bind', { project_id: ec.projectId, node: 'kgi', metric_id: gross.id });
    expect(bound.statusCode, bound.body).toBe(200);
    const kgi = (await tree(ec.projectId)).nodes.find((n) => n.binding.node === 'kgi');
    expect(kgi?.metric_id).toBe(gross.id);
    expect(kgi?.target).toBeNull();
    expect(kgi?.target_source).toBeNull();
    expect(kgi?.achievement).toBeNull();
  });

  it('splits the KGI change of last month against the month before exactly among its drivers', async () => {
    const ec = await ecProject(ctx);
    const answer = await tree(ec.projectId);
    const contribution = answer.contribution;
    if (!contribution) throw new Error('no contribution');
    expect(contribution.metric_id).toBe(ec.sales.id);
    const sum = contribution.steps.reduce((total, step) => total + step.amount, 0);
    expect(sum).toBeCloseTo(contribution.current - contribution.base, 4);
    expect(contribution.steps.map((s) => s.metric_id).sort()).toEqual([ec.sessions.id, ec.cvr.id, ec.aov.id].sort());
    expect(answer.sensitivity.map((row) => row.metric_id).sort()).toEqual(
      [ec.sessions.id, ec.cvr.id, ec.aov.id].sort(),
    );
    // Each driver +10 % of a pure product is +10 % of the KGI.
    for (const row of answer.sensitivity) expect(row.kgi_change).toBeCloseTo(contribution.current * 0.1, 2);
  });

  it('recomputes every node above a driver typed over in a what-if, storing nothing', async () => {
    const ec = await ecProject(ctx);
    const before = await snapshot(ctx.t.db, metricTables);
    const response = await send('POST', '/metrics/what_if', {
      project_id: ec.projectId,
      month: '2025-12',
      overrides: [{ metric_id: ec.cvr.id, value: 5 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const values = response.json<WhatIfResponse>().values;
    const sales = values.find((v) => v.metric_id === ec.sales.id);
    const december = EC_MONTHS[11];
    if (!december) throw new Error('no month');
    expect(sales?.before).toBeCloseTo(december.revenue, 4);
    expect(sales?.after).toBeCloseTo(december.sessions * 0.05 * (december.revenue / december.transactions), 4);
    expect(await snapshot(ctx.t.db, metricTables)).toEqual(before);
  });

  it("projects the adopted pattern's uplift through CVR to 売上 over the twelve months before adoption", async () => {
    const ec = await ecProject(ctx);
    const projection = (await tree(ec.projectId)).projection;
    if (!projection) throw new Error('no projection');
    const [measure] = projection.measures;
    expect(projection.measures).toHaveLength(1);
    expect(measure?.measure_id).toBe(ec.fixture.measure);
    expect(measure?.estimated).toBe(false);
    expect(measure?.uplift).toBeCloseTo(20, 6);
    expect(measure?.uplift_low).not.toBeNull();
    expect(measure?.uplift_high).not.toBeNull();
    // Adopted in 2025-12: the baseline is 2024-12 … 2025-11, of which 2025-01 … 2025-11 are measured.
    const baseline = EC_MONTHS.slice(0, 11).reduce((total, m) => total + m.revenue, 0);
    expect(measure?.annual).toBeCloseTo(baseline * 0.2, 2);
    expect(projection.annual).toBeCloseTo(baseline * 0.2, 2);
    expect(projection.annual_low).toBeLessThan(projection.annual);
    expect(projection.annual_high).toBeGreaterThan(projection.annual);
  });

  it("uses a measure's typed 見込み, marked estimated, before its verification has statistics", async () => {
    const ec = await ecProject(ctx);
    const plain = await makeTree(ctx.t.db, ec.projectId, '見込み');
    await ctx.t.db.updateTable('measures').set({ expected_uplift: 10 }).where('id', '=', plain.measure).execute();
    await send('POST', '/metrics/bind', {
      project_id: ec.projectId,
      node: 'kpi',
      kpi_id: plain.kpi,
      metric_id: ec.sessions.id,
    });
    const projection = (await tree(ec.projectId)).projection;
    const typed = projection?.measures.find((m) => m.measure_id === plain.measure);
    expect(typed).toMatchObject({ estimated: true, uplift: 10, uplift_low: null, uplift_high: null });
    expect(typed?.annual).toBeCloseTo(EC_MONTHS.slice(0, 11).reduce((t, m) => t + m.revenue, 0) * 0.1, 2);
  });

  it('answers the last complete month in Japan when none is asked for, without figures for months without data', async () => {
    const ec = await ecProject(ctx);
    const answer = await tree(ec.projectId, '');
    expect(answer.month).toBe(previousMonth(todayInJapan().slice(0, 7)));
    expect(answer.comparison).toBe('previous_month');
    const kgi = answer.nodes.find((n) => n.binding.node === 'kgi');
    if (answer.month > '2025-12') expect(kgi).toMatchObject({ actual: null, actual_gap: { kind: 'missing_input' } });
  });
});

describe('division by a zero month', () => {
  it('shows the zero divisor as the gap, never Infinity or NaN', async () => {
    const projectId = await newProject(ctx);
    await seedAnalyticsMonths(ctx.t.db, projectId);
    const revenue = await createMetric(projectId, analytics('売上高', '円', 'revenue'));
    const staff = await createMetric(projectId, { name: '担当者数', unit: '人', source: { kind: 'manual' } });
    const put = await send('PUT', `/metrics/${staff.id}/actuals`, {
      months: [
        { month: '2025-11', value: 4 },
        { month: '2025-12', value: 0 },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const perHead = await createMetric(projectId, {
      name: '一人当たり売上',
      unit: '円',
      source: { kind: 'formula', formula: op('divide', metricRef(revenue.id), metricRef(staff.id)) },
    });
    await send('POST', '/metrics/bind', { project_id: projectId, node: 'kgi', metric_id: perHead.id });
    const response = await send('GET', `/metrics/tree?project_id=${projectId}&month=2025-12`);
    expect(response.body).not.toMatch(/Infinity|NaN/);
    const kgi = response.json<MetricTreeResponse>().nodes[0];
    expect(kgi).toMatchObject({ actual: null, actual_gap: { kind: 'zero_divisor', metric_id: staff.id } });
    expect(kgi?.base).toBeCloseTo((EC_MONTHS[10]?.revenue ?? 0) / 4, 4);
    expect(response.json<MetricTreeResponse>().contribution).toBeNull();
  });
});

describe('writes', () => {
  it('creates, renames, types targets, unbinds and deletes a metric, recording each change', async () => {
    const projectId = await newProject(ctx);
    const { kpi } = await makeTree(ctx.t.db, projectId, '書込');
    const metric = await createMetric(projectId, { name: '問い合わせ', unit: '件', source: { kind: 'manual' } });
    expect(metric).toMatchObject({ project_id: projectId, name: '問い合わせ', bindings: [] });
    const renamed = await send('PATCH', `/metrics/${metric.id}`, { name: '問い合わせ数', direction: 'lower' });
    expect(renamed.json<Metric>()).toMatchObject({ name: '問い合わせ数', direction: 'lower' });
    const targets = await send('PUT', `/metrics/${metric.id}/targets`, { months: [{ month: '2025-12', value: 40 }] });
    expect(targets.statusCode, targets.body).toBe(200);
    await send('PUT', `/metrics/${metric.id}/actuals`, { months: [{ month: '2025-12', value: 50 }] });
    const bound = await send('POST', '/metrics/bind', {
      project_id: projectId,
      node: 'kpi',
      kpi_id: kpi,
      metric_id: metric.id,
    });
    expect(bound.json<{ metrics: Metric[] }>().metrics[0]?.bindings).toEqual([{ node: 'kpi', kpi_id: kpi }]);
    const node = (await tree(projectId)).nodes[0];
    // Lower is better: 40 against 50 typed is 80 %.
    expect(node).toMatchObject({
      actual: 50,
      target: 40,
      target_source: 'metric',
      achievement: 80,
      achievement_level: 'fair',
    });

    const deleted = await send('DELETE', `/metrics/${metric.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const kpiRow = await ctx.t.db
      .selectFrom('kpis')
      .select('metric_id')
      .where('id', '=', kpi)
      .executeTakeFirstOrThrow();
    expect(kpiRow.metric_id).toBeNull();
    expect(await ctx.t.db.selectFrom('metric_months').selectAll().where('metric_id', '=', metric.id).execute()).toEqual(
      [],
    );
    const history = await ctx.t.db
      .selectFrom('change_history')
      .select(['target_kind', 'field'])
      .where('project_id', '=', projectId)
      .execute();
    expect(history.map((h) => h.field)).toEqual(
      expect.arrayContaining(['metric', 'name', 'direction', 'metric_targets', 'metric_actuals']),
    );
    expect(history.some((h) => h.target_kind === 'kpi' && h.field === 'metric')).toBe(true);
  });

  it('answers what was typed for a metric, oldest first, and a cleared month is gone', async () => {
    const projectId = await newProject(ctx);
    const metric = await createMetric(projectId, { name: '来店数', unit: '人', source: { kind: 'manual' } });
    await send('PUT', `/metrics/${metric.id}/actuals`, {
      months: [
        { month: '2025-12', value: 120 },
        { month: '2025-11', value: 100 },
      ],
    });
    await send('PUT', `/metrics/${metric.id}/targets`, { months: [{ month: '2025-12', value: 150 }] });
    await send('PUT', `/metrics/${metric.id}/actuals`, { months: [{ month: '2025-11', value: null }] });
    const months = await send('GET', `/metrics/${metric.id}/months`);
    expect(months.statusCode, months.body).toBe(200);
    expect(months.json()).toEqual({
      actuals: [{ month: '2025-12', value: 120 }],
      targets: [{ month: '2025-12', value: 150 }],
    });
    const bad = await send('GET', '/metrics/0/months');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['id']);
    expect((await send('GET', `/metrics/${metric.id}/months`, undefined, ctx.tokens.otherClient)).statusCode).toBe(404);
    expect((await send('GET', `/metrics/${metric.id}/months`, undefined, null)).statusCode).toBe(401);
  });

  it('gives a formula metric of unit % the target its inputs’ targets compute, marked formula', async () => {
    const projectId = await newProject(ctx);
    await seedAnalyticsMonths(ctx.t.db, projectId);
    await seedClientTarget(ctx.t.db, projectId, 2_000_000, 250);
    const orders = await createMetric(projectId, analytics('成約数', '件', 'transactions'));
    const visits = await createMetric(projectId, analytics('訪問', '回', 'sessions'));
    await send('PUT', `/metrics/${visits.id}/targets`, { months: [{ month: '2025-12', value: 10_000 }] });
    const rate = await createMetric(projectId, {
      name: '成約率',
      unit: '%',
      source: { kind: 'formula', formula: op('divide', metricRef(orders.id), metricRef(visits.id)) },
    });
    await send('POST', '/metrics/bind', { project_id: projectId, node: 'kgi', metric_id: rate.id });
    const node = (await tree(projectId)).nodes[0];
    expect(node?.target_source).toBe('formula');
    expect(node?.target).toBeCloseTo(2.5, 10);
  });
});

describe('bad input names the field and writes nothing', () => {
  async function refused(response: Awaited<ReturnType<typeof send>>, status: number, field: string | null) {
    expect(response.statusCode, response.body).toBe(status);
    if (field !== null) expect(fieldsOf(response)).toContain(field);
  }

  it('refuses a cycle, another project’s metric, 円 + 回 and an unknown figure', async () => {
    const projectId = await newProject(ctx);
    const other = await newOtherProject(ctx);
    const yen = await createMetric(projectId, analytics('売上高', '円', 'revenue'));
    const visits = await createMetric(projectId, analytics('訪問', '回', 'sessions'));
    const a = await createMetric(projectId, {
      name: 'A',
      unit: '円',
      source: { kind: 'formula', formula: op('multiply', metricRef(yen.id), { kind: 'constant', value: 2 }) },
    });
    const b = await createMetric(projectId, {
      name: 'B',
      unit: '円',
      source: { kind: 'formula', formula: op('add', metricRef(a.id), metricRef(yen.id)) },
    });
    const foreign = await insertManualMetric(ctx.t.db, other, '別会社の指標');
    const otherTree = await makeTree(ctx.t.db, other, '別');
    const before = await snapshot(ctx.t.db, metricTables);

    const cycle = await send('PATCH', `/metrics/${a.id}`, {
      source: { kind: 'formula', formula: op('add', metricRef(b.id), metricRef(yen.id)) },
    });
    await refused(cycle, 400, 'source.formula');
    expect(cycle.json<ErrorResponse>().error.message).toContain('循環');

    const foreignFormula = await send('POST', '/metrics', {
      project_id: projectId,
      name: '混ぜる',
      unit: '件',
      direction: 'higher',
      source: { kind: 'formula', formula: op('add', metricRef(foreign), { kind: 'constant', value: 1 }) },
    });
    await refused(foreignFormula, 400, 'source.formula');

    const mixed = await send('POST', '/metrics', {
      project_id: projectId,
      name: '円と回',
      unit: '円',
      direction: 'higher',
      source: { kind: 'formula', formula: op('add', metricRef(yen.id), metricRef(visits.id)) },
    });
    await refused(mixed, 400, 'source.formula');
    expect(mixed.json<ErrorResponse>().error.message).toBe('円と回は足し引きできません');

    // A change of unit that would make B add 回 to 円.
    await refused(await send('PATCH', `/metrics/${a.id}`, { unit: '回' }), 400, 'unit');

    const figure = await send('POST', '/metrics', {
      project_id: projectId,
      name: '謎',
      unit: '件',
      direction: 'higher',
      source: { kind: 'analytics', figure: 'bounce_rate' },
    });
    await refused(figure, 400, 'source.figure');

    await refused(
      await send('PUT', `/metrics/${yen.id}/actuals`, { months: [{ month: '2025-12', value: 1 }] }),
      400,
      'months',
    );
    await refused(
      await send('PUT', `/metrics/${yen.id}/targets`, { months: [{ month: '2025-13', value: 1 }] }),
      400,
      'months.0.month',
    );
    await refused(
      await send('POST', '/metrics/bind', { project_id: projectId, node: 'kpi', metric_id: yen.id }),
      400,
      'kpi_id',
    );
    await refused(
      await send('POST', '/metrics/bind', { project_id: projectId, node: 'kgi', metric_id: foreign }),
      400,
      'metric_id',
    );
    await refused(
      await send('POST', '/metrics/bind', {
        project_id: projectId,
        node: 'kpi',
        kpi_id: otherTree.kpi,
        metric_id: yen.id,
      }),
      404,
      'kpi_id',
    );
    await refused(
      await send('POST', '/metrics/what_if', {
        project_id: projectId,
        month: '2025-12',
        overrides: [{ metric_id: foreign, value: 1 }],
      }),
      400,
      'overrides',
    );
    const inUse = await send('DELETE', `/metrics/${a.id}`);
    await refused(inUse, 409, null);
    expect(inUse.json<ErrorResponse>().error.message).toBe('「B」の式で使われているため削除できません');
    await refused(await send('GET', `/metrics/tree?project_id=${projectId}&comparison=yearly`), 400, 'comparison');
    expect(await snapshot(ctx.t.db, metricTables)).toEqual(before);
  });
});

describe('access', () => {
  it('reads for everyone who sees the project, writes for those who may edit its tree', async () => {
    const ec = await ecProject(ctx);
    const { tokens } = ctx;
    expect((await send('GET', `/metrics?project_id=${ec.projectId}`, undefined, null)).statusCode).toBe(401);
    for (const role of ['admin', 'manager', 'member'] as const) {
      const list = await send('GET', `/metrics?project_id=${ec.projectId}`, undefined, tokens[role]);
      expect(list.json<{ can_edit: boolean }>().can_edit).toBe(true);
    }
    const client = await send('GET', `/metrics?project_id=${ec.projectId}`, undefined, tokens.client);
    expect(client.json<{ can_edit: boolean }>().can_edit).toBe(false);
    expect((await tree(ec.projectId, '&month=2025-12', tokens.client)).can_edit).toBe(false);
    for (const url of [`/metrics?project_id=${ec.projectId}`, `/metrics/tree?project_id=${ec.projectId}`]) {
      expect((await send('GET', url, undefined, tokens.otherClient)).statusCode).toBe(404);
    }
    const whatIf = { project_id: ec.projectId, month: '2025-12', overrides: [{ metric_id: ec.cvr.id, value: 4 }] };
    expect((await send('POST', '/metrics/what_if', whatIf, tokens.client)).statusCode).toBe(200);
    expect((await send('POST', '/metrics/what_if', whatIf, tokens.otherClient)).statusCode).toBe(404);

    const before = await snapshot(ctx.t.db, metricTables);
    const writes: [Method, string, unknown][] = [
      [
        'POST',
        '/metrics',
        { project_id: ec.projectId, name: 'X', unit: '件', direction: 'higher', source: { kind: 'manual' } },
      ],
      ['PATCH', `/metrics/${ec.cvr.id}`, { name: 'X' }],
      ['DELETE', `/metrics/${ec.sales.id}`, undefined],
      ['PUT', `/metrics/${ec.cvr.id}/targets`, { months: [{ month: '2025-12', value: 3 }] }],
      ['POST', '/metrics/bind', { project_id: ec.projectId, node: 'kgi', metric_id: null }],
      ['POST', '/metrics/sales_template', { project_id: ec.projectId }],
    ];
    for (const [method, url, payload] of writes) {
      expect((await send(method, url, payload, tokens.client)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, payload, tokens.otherClient)).statusCode, `${method} ${url}`).toBe(404);
      expect((await send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await snapshot(ctx.t.db, metricTables)).toEqual(before);
  });

  it('lets the client write while staff allow client editing', async () => {
    const projectId = await newProject(ctx);
    await ctx.t.db.updateTable('projects').set({ client_can_edit: 1 }).where('id', '=', projectId).execute();
    const metric = await createMetric(
      projectId,
      { name: '来店数', unit: '人', source: { kind: 'manual' } },
      ctx.tokens.client,
    );
    expect(metric.name).toBe('来店数');
  });

  it('never shows a client a hidden measure, nor a KPI out of its tree and the metric only it shows', async () => {
    const ec = await ecProject(ctx);
    await ctx.t.db
      .updateTable('measures')
      .set({ expected_uplift: 5 })
      .where('id', '=', ec.fixture.hiddenMeasure)
      .execute();
    const gone = await makeTree(ctx.t.db, ec.projectId, '削除済');
    const only = await createMetric(ec.projectId, { name: '削除済KPIの指標', unit: '件', source: { kind: 'manual' } });
    await send('POST', '/metrics/bind', {
      project_id: ec.projectId,
      node: 'kpi',
      kpi_id: gone.kpi,
      metric_id: only.id,
    });
    await ctx.t.db.updateTable('kpis').set({ is_deleted: 1 }).where('id', '=', gone.kpi).execute();

    const staff = await tree(ec.projectId);
    expect(staff.projection?.measures.map((m) => m.measure_id).sort()).toEqual(
      [ec.fixture.measure, ec.fixture.hiddenMeasure].sort(),
    );
    expect(staff.nodes.some((n) => n.binding.node === 'kpi' && n.binding.kpi_id === gone.kpi)).toBe(false);

    const client = await tree(ec.projectId, '&month=2025-12', ctx.tokens.client);
    expect(client.projection?.measures.map((m) => m.measure_id)).toEqual([ec.fixture.measure]);
    expect(JSON.stringify(client)).not.toContain('非公開施策');
    expect(client.metrics.map((m) => m.id)).not.toContain(only.id);
    expect(client.nodes.map((n) => n.metric_id)).not.toContain(only.id);
    const list = await send('GET', `/metrics?project_id=${ec.projectId}`, undefined, ctx.tokens.client);
    expect(list.json<{ metrics: Metric[] }>().metrics.map((m) => m.id)).not.toContain(only.id);
    expect((await send('GET', `/metrics/${only.id}/months`, undefined, ctx.tokens.client)).statusCode).toBe(404);
    expect((await send('GET', `/metrics/${only.id}/months`)).statusCode).toBe(200);
    const overrides = [{ metric_id: only.id, value: 1 }];
    const whatIf = await send(
      'POST',
      '/metrics/what_if',
      { project_id: ec.projectId, month: '2025-12', overrides },
      ctx.tokens.client,
    );
    expect(whatIf.statusCode).toBe(400);
  });

  it("counts a client's adopted measure only once its report is shown and its verification done", async () => {
    const ec = await ecProject(ctx);
    await ctx.t.db
      .updateTable('measure_reports')
      .set({ is_show: 0 })
      .where('measure_id', '=', ec.fixture.measure)
      .execute();
    const client = await tree(ec.projectId, '&month=2025-12', ctx.tokens.client);
    expect(client.projection?.measures).toEqual([]);
    expect((await tree(ec.projectId)).projection?.measures).toHaveLength(1);
  });
});
