import { adminRoute, staffRoute, type AccessCase } from './access-expectations.js';

/** Access rows of the audit log (decisions/0035): 管理者 alone reads and sets it; staff report exports. */
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
      request: () => ({ url: '/api/v1/audit/record_export', payload: { kind: 'management_csv' } }),
      expected: staffRoute(),
    },
  ];
}
