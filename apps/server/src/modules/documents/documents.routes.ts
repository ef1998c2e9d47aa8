import multipart from '@fastify/multipart';
import {
  deleteDocumentRequestSchema,
  deleteDocumentResponseSchema,
  documentListResponseSchema,
  documentResponseSchema,
  salesDocumentFieldsSchema,
  salesDocumentsQuerySchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input.js';
import { requireActor } from '../../lib/require-actor.js';
import { requireStaff } from '../../lib/staff-policy.js';
import { createSaleDocument, deleteSaleDocument, saleDocuments } from './documents.service.js';
import { PDF_UPLOAD_LIMITS, readPdfUpload } from './pdf-upload.js';

const tags = ['documents'];

/** product.md §7.8 sales_documents: a sales customer's PDFs (staff only). */
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
};
