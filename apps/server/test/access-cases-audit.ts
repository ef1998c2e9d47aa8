import { adminRoute, ownCompanyRoute, type AccessCase } from './access-expectations.js';

/**
 * Access rows of the audit log (decisions/0035): 管理者 alone reads and sets it; whoever reads a
 * project reports an export of it.
 */
export function auditAccessCases(): AccessCase[] {
  return [
    { route: 'GET /api/v1/audit', request: () => ({ url: '/api/v1/audit' }), expected: adminRoute() },
    { route: 'GET /api/v1/audit/csv', request: () => ({ url: '/api/v1/audit/csv' }), expected: adminRoute() },
    {
      route: 'GET /api/v1/audit/retention',
      request: () => ({ url: '/api/v1/audit/retention' }),
      expected: adminRoute(),
    },
    {
      route: 'POST /api/v1/audit/retention',
      request: () => ({ url: '/api/v1/audit/retention', payload: { retention_days: 365 } }),
      expected: adminRoute(),
    },
    {
      route: 'POST /api/v1/audit/record_export',
      request: (ctx) => ({
        url: '/api/v1/audit/record_export',
        payload: { kind: 'management_csv', project_id: ctx.world.projectId },
      }),
      expected: ownCompanyRoute(),
    },
  ];
}
