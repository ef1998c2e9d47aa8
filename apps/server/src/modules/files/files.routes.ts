import { idSchema, reportImageFileQuerySchema, z } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { isValidFileSignature } from './file-urls.js';
import { findStoredFile } from './files.repository.js';

/**
 * GET files/{id}?exp&sig: a stored file, for `<img src>`. Public (no bearer token), because the
 * signature is the permission: only an access-checked answer hands out a signed URL.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:id',
    {
      config: { public: true },
      schema: { tags: ['files'], params: z.object({ id: idSchema }), querystring: reportImageFileQuerySchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { exp, sig } = request.query;
      if (!isValidFileSignature(app.config.secretsKey, id, Number(exp), sig)) {
        throw AppError.notFound('ファイルが見つかりません');
      }
      const file = await findStoredFile(app.db, id);
      if (!file) throw AppError.notFound('ファイルが見つかりません');
      return reply
        .header('content-type', file.type)
        .header('content-length', String(file.size))
        .header('cache-control', 'private, max-age=3600')
        .header('etag', `"${file.content_hash}"`)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(file.data);
    },
  );
};
