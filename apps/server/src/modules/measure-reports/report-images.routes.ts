import multipart from '@fastify/multipart';
import {
  deleteReportImageRequestSchema,
  measureReportResponseSchema,
  reorderReportImagesRequestSchema,
  reportImageUploadFieldsSchema,
  updateReportImageRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input.js';
import { requireActor } from '../../lib/require-actor.js';
import { IMAGE_UPLOAD_LIMITS, readImageUpload } from '../files/image-upload.js';
import { captionImage, deleteImage, reorderImages, uploadImage } from './report-images.service.js';
import { reportResponse } from './report-response.service.js';

const tags = ['measure-reports'];
const response = { 200: measureReportResponseSchema };

/** Report images: multipart upload, caption, order and delete (docs/decisions/0009). */
export const reportImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: IMAGE_UPLOAD_LIMITS });
  const secret = app.config.secretsKey;

  app.post('/measure_report_images/upload', { schema: { tags, response } }, async (request) => {
    const actor = requireActor(request);
    const { fields, file } = await readImageUpload(request);
    const parsed = parseInput(reportImageUploadFieldsSchema, fields);
    const measureId = await uploadImage(app.db, actor, parsed, file);
    return reportResponse(app.db, actor, secret, measureId);
  });

  app.post(
    '/measure_report_images/update',
    { schema: { tags, body: updateReportImageRequestSchema, response } },
    async (request) => {
      const actor = requireActor(request);
      const measureId = await captionImage(app.db, actor, request.body.id, request.body.title);
      return reportResponse(app.db, actor, secret, measureId);
    },
  );
  app.post(
    '/measure_report_images/reorder',
    { schema: { tags, body: reorderReportImagesRequestSchema, response } },
    async (request) => {
      const actor = requireActor(request);
      const measureId = await reorderImages(app.db, actor, request.body);
      return reportResponse(app.db, actor, secret, measureId);
    },
  );
  app.post(
    '/measure_report_images/delete',
    { schema: { tags, body: deleteReportImageRequestSchema, response } },
    async (request) => {
      const actor = requireActor(request);
      const measureId = await deleteImage(app.db, actor, request.body.id);
      return reportResponse(app.db, actor, secret, measureId);
    },
  );
};
