import multipart from '@fastify/multipart';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MB,
  deleteReportImageRequestSchema,
  measureReportMessages,
  measureReportResponseSchema,
  reorderReportImagesRequestSchema,
  reportImageUploadFieldsSchema,
  updateReportImageRequestSchema,
} from '@kaizen/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/parse-input.js';
import { requireActor } from '../../lib/require-actor.js';
import { captionImage, deleteImage, reorderImages, uploadImage, type UploadedFile } from './report-images.service.js';
import { reportResponse } from './report-response.service.js';

const tags = ['measure-reports'];
const response = { 200: measureReportResponseSchema };
const MAX_FIELDS = 10;

const tooLarge = () =>
  new AppError('too_large', measureReportMessages.imageTooLarge(MAX_IMAGE_MB), [
    { field: 'file', message: measureReportMessages.imageTooLarge(MAX_IMAGE_MB) },
  ]);

/** Reads the multipart body: its text fields, in any order, and its one file. */
async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_type', '画像は multipart/form-data で送ってください');
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          throw AppError.badInput(part.fieldname, '画像は file という名前で1枚だけ送ってください');
        }
        file = { filename: part.filename, data: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw AppError.badInput('file', '画像は1回に1枚ずつアップロードしてください');
    }
    throw error;
  }
  if (!file || file.data.length === 0) throw AppError.badInput('file', measureReportMessages.imageMissing);
  return { fields, file };
}

/** Report images: multipart upload, caption, order and delete (docs/decisions/0009). */
export const reportImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1 },
  });
  const secret = app.config.secretsKey;

  app.post('/measure_report_images/upload', { schema: { tags, response } }, async (request) => {
    const actor = requireActor(request);
    const { fields, file } = await readUpload(request);
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
