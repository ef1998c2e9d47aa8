import { staffRoute, type AccessCase } from './access-expectations.js';

/**
 * Access rows of /admin/documents (docs/permissions.md): the list of every project's and sales
 * customer's documents is the admin area's, staff of any role; client users 403. Upload and delete
 * go through project_documents and sales_documents, which have their own rows.
 */
export function adminDocumentAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/admin_documents',
      request: () => ({ url: '/api/v1/admin_documents' }),
      expected: staffRoute(),
    },
  ];
}
