import { staffRoute, treeEditRoute, type AccessCase } from './access-expectations.js';
import { imageUpload } from './measure-report-fixture.js';

/**
 * Access rows of the tree import and the templates (issue 36 §2, §3): staff only — a client's view of
 * the tree lacks the hidden measures a file could name — so a client is refused even where it may
 * edit the tree.
 */
export function treeImportAccessCases(): AccessCase[] {
  return [
    {
      route: 'POST /api/v1/managements/import_tree',
      request: ({ world }) => ({
        url: `/api/v1/managements/import_tree?project_id=${world.projectId}`,
        ...imageUpload(
          { dry_run: '0' },
          { name: 'ツリー.csv', type: 'text/csv', data: Buffer.from('KPI,課題\r\n取り込みのKPI,取り込みの課題\r\n') },
        ),
      }),
      expected: treeEditRoute(),
    },
    {
      route: 'GET /api/v1/templates',
      request: () => ({ url: '/api/v1/templates' }),
      expected: staffRoute(),
    },
    {
      route: 'POST /api/v1/managements/apply_template',
      request: ({ world }) => ({
        url: '/api/v1/managements/apply_template',
        payload: { project_id: world.projectId, template: 'btob_leads' },
      }),
      expected: treeEditRoute(),
    },
  ];
}
