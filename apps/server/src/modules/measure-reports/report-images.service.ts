import {
  MAX_IMAGES_PER_PLACE,
  measureReportMessages,
  type ReorderReportImagesRequest,
  type ReportImageUploadFields,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { requireReport, requireReportOfPart } from '../access/access.service.js';
import { deleteFiles, saveFile } from '../files/file-store.js';
import { sniffImageType } from '../files/image-upload.js';
import type { UploadedFile } from '../files/multipart.js';
import { lockPatternNum, updateReport } from './measure-reports.repository.js';
import {
  deleteImages,
  fileIdOfImage,
  imagesOfPlace,
  insertImage,
  setImageOrder,
  updateImageTitle,
} from './report-images.repository.js';

/** The measure whose report holds this image, once the caller may edit it (404 like a missing one otherwise). */
async function imageMeasure(db: Db, actor: Actor, id: number) {
  const { measure } = await requireReportOfPart(
    db,
    actor,
    'report_images',
    id,
    measureReportMessages.imageNotFound,
    'edit',
  );
  return measure;
}

/**
 * The multipart image upload: one file into one place of the report (a pattern's screenshots, the
 * references, the consideration, or the single basis image, which a new one replaces).
 */
export async function uploadImage(db: Db, actor: Actor, fields: ReportImageUploadFields, file: UploadedFile) {
  const { measure } = await requireReport(db, actor, fields.measure_id, 'edit');
  const pattern = fields.kind === 'screenshot' ? fields.pattern : null;
  // The pattern's number is checked against pattern_num under the report's lock, below.
  if (fields.kind === 'screenshot' && pattern === null) {
    throw AppError.badInput('pattern', measureReportMessages.patternNotFound);
  }
  const type = await sniffImageType(file.data);
  await projectTransaction(db, measure.project_id, async (trx) => {
    // Under the report row's lock, so racing uploads and pattern deletions see each other: the
    // pattern still exists, the place's count and order are current, one basis image replaces another.
    const patternNum = await lockPatternNum(trx, measure.id);
    if (pattern !== null && pattern > patternNum) {
      throw AppError.badInput('pattern', measureReportMessages.patternNotFound);
    }
    const place = await imagesOfPlace(trx, measure.id, fields.kind, pattern);
    if (fields.kind !== 'basis' && place.length >= MAX_IMAGES_PER_PLACE) {
      throw AppError.badInput('file', measureReportMessages.imageLimit(MAX_IMAGES_PER_PLACE));
    }
    const stored = await saveFile(trx, {
      name: file.filename.slice(0, 255) || 'image',
      type,
      data: file.data,
      createdBy: actor.userId,
    });
    if (fields.kind === 'basis' && place.length > 0) {
      await deleteImages(
        trx,
        place.map((p) => Number(p.id)),
      );
      await deleteFiles(
        trx,
        place.map((p) => Number(p.file_id)),
      );
    }
    const last = place.reduce((max, p) => Math.max(max, Number(p.sort_order)), 0);
    await insertImage(trx, {
      measure_id: measure.id,
      kind: fields.kind,
      pattern,
      title: fields.title,
      sort_order: fields.kind === 'basis' ? 1 : last + 1,
      file_id: stored.id,
    });
    await updateReport(trx, measure.id, {});
  });
  return measure.id;
}

/** measure_report_images/update: an image's caption. */
export async function captionImage(db: Db, actor: Actor, id: number, title: string) {
  const measure = await imageMeasure(db, actor, id);
  await projectTransaction(db, measure.project_id, (trx) => updateImageTitle(trx, id, title));
  return measure.id;
}

/** measure_report_images/delete: the image and its stored file. */
export async function deleteImage(db: Db, actor: Actor, id: number) {
  const measure = await imageMeasure(db, actor, id);
  await projectTransaction(db, measure.project_id, async (trx) => {
    const fileId = await fileIdOfImage(trx, id);
    await deleteImages(trx, [id]);
    if (fileId !== undefined) await deleteFiles(trx, [fileId]);
    await updateReport(trx, measure.id, {});
  });
  return measure.id;
}

/**
 * measure_report_images/reorder: the new order of every image of one place. A list that is not
 * exactly that place's images (another user added or removed one meanwhile) is refused with 409.
 */
export async function reorderImages(db: Db, actor: Actor, req: ReorderReportImagesRequest) {
  const { measure } = await requireReport(db, actor, req.measure_id, 'edit');
  const pattern = req.kind === 'screenshot' ? (req.pattern ?? null) : null;
  const place = await imagesOfPlace(db, measure.id, req.kind, pattern);
  const current = new Set(place.map((p) => Number(p.id)));
  const sameSet =
    req.ids.length === current.size && new Set(req.ids).size === current.size && req.ids.every((id) => current.has(id));
  if (!sameSet) throw new AppError('conflict', measureReportMessages.reorderMismatch);
  await projectTransaction(db, measure.project_id, async (trx) => {
    await setImageOrder(trx, req.ids);
    await updateReport(trx, measure.id, {});
  });
  return measure.id;
}
