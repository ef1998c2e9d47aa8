import multipart from '@fastify/multipart';
import {
  adminDocumentsResponseSchema,
  deleteDocumentRequestSchema,
  deleteDocumentResponseSchema,
  documentListResponseSchema,
  documentResponseSchema,
  projectDocumentFieldsSchema,
  projectDocumentsQuerySchema,
  salesDocumentFieldsSchema,
  salesDocumentsQuerySchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input.js';
import { requireActor } from '../../lib/require-actor.js';
import { requireStaff } from '../access/staff-policy.js';
import {
  adminDocuments,
  createProjectDocument,
  createSaleDocument,
  deleteProjectDocument,
  deleteSaleDocument,
  projectDocuments,
  saleDocuments,
} from './documents.service.js';
import { PDF_UPLOAD_LIMITS, readPdfUpload } from './pdf-upload.js';

const tags = ['documents'];

/**
 * product.md §7.8 sales_documents: a sales customer's PDFs (staff only); §7 project_documents: a
 * client project's PDFs (everyone who may read the project reads; edit rights write); admin_documents:
 * all of them for /admin/documents (staff only).
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: PDF_UPLOAD_LIMITS });
  const secret = app.config.secretsKey;

  app.get(
    '/sales_documents',
    { schema: { tags, querystring: salesDocumentsQuerySchema, response: { 200: documentListResponseSchema } } },
    async (request) => saleDocuments(app.db, requireActor(request), secret, request.query.sale_id),
  );
  app.post(
    '/sales_documents/create',
    { schema: { tags, response: { 200: documentResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      // Refused before the body is read: a client user's upload is never buffered.
      requireStaff(actor);
      const { fields, file } = await readPdfUpload(request);
      const { sale_id } = parseInput(salesDocumentFieldsSchema, fields);
      return createSaleDocument(app.db, actor, secret, sale_id, file);
    },
  );
  app.post(
    '/sales_documents/delete',
    { schema: { tags, body: deleteDocumentRequestSchema, response: { 200: deleteDocumentResponseSchema } } },
    async (request) => deleteSaleDocument(app.db, requireActor(request), request.body.id),
  );

  app.get(
    '/project_documents',
    { schema: { tags, querystring: projectDocumentsQuerySchema, response: { 200: documentListResponseSchema } } },
    async (request) => projectDocuments(app.db, requireActor(request), secret, request.query.project_id),
  );
  app.post(
    '/project_documents/create',
    { schema: { tags, response: { 200: documentResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      // The project is named in the body, so the body (at most 20 MB) is read before its access is checked.
      const { fields, file } = await readPdfUpload(request);
      const { project_id } = parseInput(projectDocumentFieldsSchema, fields);
      return createProjectDocument(app.db, actor, secret, project_id, file);
    },
  );
  app.post(
    '/project_documents/delete',
    { schema: { tags, body: deleteDocumentRequestSchema, response: { 200: deleteDocumentResponseSchema } } },
    async (request) => deleteProjectDocument(app.db, requireActor(request), request.body.id),
  );

  app.get('/admin_documents', { schema: { tags, response: { 200: adminDocumentsResponseSchema } } }, async (request) =>
    adminDocuments(app.db, requireActor(request), secret),
  );
};
