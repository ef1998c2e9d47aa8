import { ownCompanyRoute, treeEditRoute, type AccessCase, type AccessContext } from './access-expectations.js';
import { imageUpload } from './measure-report-fixture.js';
import { insertManualMetric } from './metrics-helpers.js';
import { makeTree } from './tree-factory.js';

/**
 * Access rows of the KPI tree's metrics (issue 35, decisions/0044): reads — the what-if too, which
 * stores nothing — for everyone who sees the project; writes as the tree's (treeEditRoute). Each
 * caller gets a fresh metric of the world's project to act on.
 */
const metric = (ctx: AccessContext) => insertManualMetric(ctx.db, ctx.world.projectId);
const months = { months: [{ month: '2025-12', value: 12 }] };

export function metricAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/metrics',
      request: ({ world }) => ({ url: `/api/v1/metrics?project_id=${world.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'GET /api/v1/metrics/tree',
      request: ({ world }) => ({ url: `/api/v1/metrics/tree?project_id=${world.projectId}&month=2025-12` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'POST /api/v1/metrics/what_if',
      request: async (ctx) => ({
        url: '/api/v1/metrics/what_if',
        payload: {
          project_id: ctx.world.projectId,
          month: '2025-12',
          overrides: [{ metric_id: await metric(ctx), value: 3 }],
        },
      }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'POST /api/v1/metrics',
      request: ({ world }) => ({
        url: '/api/v1/metrics',
        payload: {
          project_id: world.projectId,
          name: '来店数',
          unit: '人',
          direction: 'higher',
          source: { kind: 'manual' },
        },
      }),
      expected: treeEditRoute(),
    },
    {
      route: 'GET /api/v1/metrics/:id/months',
      request: async (ctx) => ({ url: `/api/v1/metrics/${await metric(ctx)}/months` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'PATCH /api/v1/metrics/:id',
      request: async (ctx) => ({ url: `/api/v1/metrics/${await metric(ctx)}`, payload: { name: '問い合わせ件数' } }),
      expected: treeEditRoute(),
    },
    {
      route: 'DELETE /api/v1/metrics/:id',
      request: async (ctx) => ({ url: `/api/v1/metrics/${await metric(ctx)}` }),
      expected: treeEditRoute(),
    },
    {
      route: 'PUT /api/v1/metrics/:id/actuals',
      request: async (ctx) => ({ url: `/api/v1/metrics/${await metric(ctx)}/actuals`, payload: months }),
      expected: treeEditRoute(),
    },
    {
      route: 'POST /api/v1/metrics/:id/import_csv',
      request: async (ctx) => ({
        url: `/api/v1/metrics/${await metric(ctx)}/import_csv`,
        ...imageUpload(
          { dry_run: '0' },
          { name: '実績.csv', type: 'text/csv', data: Buffer.from('年月,値\r\n2025-12,12\r\n') },
        ),
      }),
      expected: treeEditRoute(),
    },
    {
      route: 'PUT /api/v1/metrics/:id/targets',
      request: async (ctx) => ({ url: `/api/v1/metrics/${await metric(ctx)}/targets`, payload: months }),
      expected: treeEditRoute(),
    },
    {
      route: 'POST /api/v1/metrics/bind',
      request: async (ctx) => {
        const { kpi } = await makeTree(ctx.db, ctx.world.projectId, '指標');
        return {
          url: '/api/v1/metrics/bind',
          payload: { project_id: ctx.world.projectId, node: 'kpi', kpi_id: kpi, metric_id: await metric(ctx) },
        };
      },
      expected: treeEditRoute(),
    },
    {
      route: 'POST /api/v1/metrics/sales_template',
      request: ({ world }) => ({ url: '/api/v1/metrics/sales_template', payload: { project_id: world.projectId } }),
      expected: treeEditRoute(),
    },
  ];
}
