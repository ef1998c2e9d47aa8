import { insertDocument } from '../src/modules/documents/documents.repository.js';
import { saveFile } from '../src/modules/files/file-store.js';
import { ownCompanyRoute, treeEditRoute, type AccessCase, type AccessContext } from './access-expectations.js';
import { imageUpload } from './measure-report-fixture.js';
import { insertSale, pdfBytes } from './sales-fixture.js';

/** A document of the world's client project, written straight to the database (each caller deletes its own). */
async function projectDocument(ctx: AccessContext): Promise<number> {
  const data = pdfBytes();
  const file = await saveFile(ctx.db, { name: 'a.pdf', type: 'application/pdf', data, createdBy: null });
  return insertDocument(ctx.db, {
    sale_id: null,
    project_id: ctx.world.projectId,
    file_id: file.id,
    name: 'a.pdf',
    size: data.length,
    user_id: null,
  });
}

/**
 * Access rows of the project overview's documents and simulation (docs/permissions.md): everyone who
 * may read the project reads; documents are written by staff, and by the project's client only where
 * staff allowed client editing (not in the matrix's world, so 403); another company's client 404.
 */
export function projectDocumentAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/project_documents',
      request: (ctx) => ({ url: `/api/v1/project_documents?project_id=${ctx.world.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'POST /api/v1/project_documents/create',
      request: (ctx) => ({
        url: '/api/v1/project_documents/create',
        ...imageUpload(
          { project_id: String(ctx.world.projectId) },
          { name: '提案書.pdf', type: 'application/pdf', data: pdfBytes() },
        ),
      }),
      expected: treeEditRoute(),
    },
    {
      route: 'POST /api/v1/project_documents/delete',
      request: async (ctx) => ({
        url: '/api/v1/project_documents/delete',
        payload: { id: await projectDocument(ctx) },
      }),
      expected: treeEditRoute(),
    },
    {
      route: 'GET /api/v1/pb_sales/project_simulation',
      request: async (ctx) => {
        await insertSale(ctx.db, { projectId: ctx.world.projectId, companyId: ctx.world.clientCompanyId });
        return { url: `/api/v1/pb_sales/project_simulation?project_id=${ctx.world.projectId}` };
      },
      expected: ownCompanyRoute(),
    },
  ];
}
