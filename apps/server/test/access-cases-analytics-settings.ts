import { ownCompanyRoute, treeEditRoute, type AccessCase } from './access-expectations.js';

/**
 * Access rows of the project setting page's analytics settings (docs/permissions.md, decisions/0014):
 * everyone who may read the project reads them; only staff change them or call GA4 — the project's
 * client 403 even where client editing of the tree is allowed, another company's client 404. The
 * world's project has no GA4 settings, so staff get the connection test's and the fetch's 400
 * (not configured): past every access check, and no request leaves for Google.
 */
const staffOfProject = treeEditRoute;

export function analyticsSettingsAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/projects/analytics_settings',
      request: ({ world: w }) => ({ url: `/api/v1/projects/analytics_settings?project_id=${w.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'POST /api/v1/projects/updateViewIDSecretsJson',
      request: ({ world: w }) => ({
        url: '/api/v1/projects/updateViewIDSecretsJson',
        payload: { projectId: w.projectId, viewId: 'matrix' },
      }),
      expected: staffOfProject(),
    },
    {
      route: 'POST /api/v1/projects/update_measure_settings',
      request: ({ world: w }) => ({
        url: '/api/v1/projects/update_measure_settings',
        payload: { project_id: w.projectId, cv_slot: 1 },
      }),
      expected: staffOfProject(),
    },
    {
      route: 'POST /api/v1/gaapis/setGAsetting',
      request: ({ world: w }) => ({ url: '/api/v1/gaapis/setGAsetting', payload: { project_id: w.projectId } }),
      expected: staffOfProject(400),
    },
    {
      route: 'POST /api/v1/gaapis/setGAAPIData',
      request: ({ world: w }) => ({
        url: '/api/v1/gaapis/setGAAPIData',
        payload: { project_id: w.projectId, from: '2026-01', to: '2026-03' },
      }),
      expected: staffOfProject(400),
    },
  ];
}
