import {
  auditFilterSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  auditRetentionSchema,
  okResponseSchema,
  recordExportRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { auditCsvExport, auditList, auditRetention, recordExport, setAuditRetention } from './audit.service.js';

const tags = ['audit'];

/** The administrators' audit log (decisions/0035): read, exported and its retention set; never edited. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    { schema: { tags, querystring: auditListQuerySchema, response: { 200: auditListResponseSchema } } },
    async (request) => auditList(app.db, requireActor(request), request.query),
  );

  app.get('/audit/csv', { schema: { tags, querystring: auditFilterSchema } }, async (request, reply) => {
    const csv = await auditCsvExport(app.db, requireActor(request), request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent('監査ログ.csv')}`)
      .send(csv);
  });

  app.get('/audit/retention', { schema: { tags, response: { 200: auditRetentionSchema } } }, async (request) =>
    auditRetention(app.db, requireActor(request)),
  );

  app.post(
    '/audit/retention',
    { schema: { tags, body: auditRetentionSchema, response: { 200: auditRetentionSchema } } },
    async (request) => setAuditRetention(app.db, requireActor(request), request.body.retention_days),
  );

  app.post(
    '/audit/record_export',
    { schema: { tags, body: recordExportRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await recordExport(app.db, requireActor(request), request.body);
      return { ok: true as const };
    },
  );
};
