import multipart from '@fastify/multipart';
import {
  deleteReportImageRequestSchema,
  reorderReportImagesRequestSchema,
  reportImageUploadFieldsSchema,
  updateReportImageRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input.js';
import { requireActor } from '../../lib/require-actor.js';
import { IMAGE_UPLOAD_LIMITS, readImageUpload } from '../files/image-upload.js';
import { captionImage, deleteImage, reorderImages, uploadImage } from './report-images.service.js';
import { reportRoutes, reportResponseSchema, reportTags } from './report-routes.js';

/** Report images: multipart upload, caption, order and delete (docs/decisions/0009). */
export const reportImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: IMAGE_UPLOAD_LIMITS });
  const { answer, post } = reportRoutes(app);

  // Multipart: its fields are parsed here with the same zod schema a JSON body would be.
  app.post(
    '/measure_report_images/upload',
    { schema: { tags: reportTags, response: reportResponseSchema } },
    async (request) => {
      const { fields, file } = await readImageUpload(request);
      const parsed = parseInput(reportImageUploadFieldsSchema, fields);
      return answer(request, await uploadImage(app.db, requireActor(request), parsed, file));
    },
  );

  post('/measure_report_images/update', updateReportImageRequestSchema, (actor, body) =>
    captionImage(app.db, actor, body.id, body.title),
  );
  post('/measure_report_images/reorder', reorderReportImagesRequestSchema, (actor, body) =>
    reorderImages(app.db, actor, body),
  );
  post('/measure_report_images/delete', deleteReportImageRequestSchema, (actor, body) =>
    deleteImage(app.db, actor, body.id),
  );
};
