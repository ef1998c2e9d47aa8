import { insertTarget } from '../src/modules/analytics/targets.repository.js';
import {
  ownCompanyRoute,
  staffRoute,
  treeEditRoute,
  type AccessCase,
  type AccessContext,
} from './access-expectations.js';
import { imageUpload } from './measure-report-fixture.js';

let year = 2100;
/** A month no other target row of the run uses, so each caller's new period overlaps nothing. */
const freshMonth = () => {
  year += 1;
  return `${year}-01`;
};

/** A target row of the world's client project, written straight to the database (one per caller). */
const target = (ctx: AccessContext) => {
  const month = freshMonth();
  return insertTarget(ctx.db, {
    project_id: ctx.world.projectId,
    start_month: month,
    end_month: month,
    target_sales: null,
    ltv: null,
    contract_rate: null,
    target_contract_cnt: 10,
    target_cv_cnt: null,
  });
};

const targetWrite = (path: string, payload: (ctx: AccessContext) => Promise<object> | object): AccessCase => ({
  route: `POST /api/v1/gapi/v2/${path}`,
  request: async (ctx) => ({ url: `/api/v1/gapi/v2/${path}`, payload: await payload(ctx) }),
  expected: treeEditRoute(),
});

/**
 * Access rows of client targets and the monthly figures (docs/permissions.md, decisions/0014): everyone
 * who reads the project reads them; staff write, the project's own client user gets 403 (even where
 * client editing of the tree is allowed) and another company's 404. The CSV import is refused to every
 * client user before its body is read, so both get 403.
 */
export function analyticsFiguresAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/gapi/getClientTargetData',
      request: (ctx) => ({ url: `/api/v1/gapi/getClientTargetData?project_id=${ctx.world.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'POST /api/v1/gapi/v2/getClientTargetData',
      request: (ctx) => ({ url: '/api/v1/gapi/v2/getClientTargetData', payload: { project_id: ctx.world.projectId } }),
      expected: ownCompanyRoute(),
    },
    targetWrite('setClientTargetData', (ctx) => ({
      project_id: ctx.world.projectId,
      start_month: freshMonth(),
      target_cv_cnt: 50,
    })),
    targetWrite('updateClientTargetData', async (ctx) => ({ id: await target(ctx), target_cv_cnt: 70 })),
    targetWrite('deleteClientTargetData', async (ctx) => ({ id: await target(ctx) })),
    {
      route: 'GET /api/v1/analytics/months',
      request: (ctx) => ({ url: `/api/v1/analytics/months?project_id=${ctx.world.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'POST /api/v1/analytics/import_csv',
      request: (ctx) => ({
        url: '/api/v1/analytics/import_csv',
        ...imageUpload(
          { project_id: String(ctx.world.projectId), dry_run: '0' },
          { name: '数値.csv', type: 'text/csv', data: Buffer.from('年月,セッション数\r\n2026-04,1000\r\n') },
        ),
      }),
      expected: staffRoute(),
    },
  ];
}
