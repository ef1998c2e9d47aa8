import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, fileRef, isImageType, measureReportMessages } from '@kaizen/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.js';
import { readFileUpload, type UploadMessages } from './multipart.js';

/** Multipart limits for a one-image upload with a few text fields (register @fastify/multipart with these). */
export const IMAGE_UPLOAD_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 };

const imageMessages: UploadMessages = {
  notMultipart: '画像は multipart/form-data で送ってください',
  oneFile: '画像は file という名前で1枚だけ送ってください',
  tooMany: '画像は1回に1枚ずつアップロードしてください',
  tooLarge: measureReportMessages.imageTooLarge(MAX_IMAGE_MB),
  unreadable: '画像を読み取れませんでした。もう一度アップロードしてください',
  missing: measureReportMessages.imageMissing,
};

/** Reads a one-image multipart body (readFileUpload, in the words of images). */
export function readImageUpload(request: FastifyRequest) {
  return readFileUpload(request, imageMessages);
}

/** The image type read from the bytes themselves — a name or a declared type proves nothing. */
export async function sniffImageType(data: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !isImageType(detected.mime)) {
    throw new AppError('unsupported_type', measureReportMessages.imageTypeRefused, [
      { field: 'file', message: measureReportMessages.imageTypeRefused },
    ]);
  }
  return detected.mime;
}

/** The markdown that shows a stored image in a report, its name (no extension, no brackets) as the alt text. */
export function imageMarkdown(file: { id: number; name: string }): string {
  const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');
  return `![${alt}](${fileRef(file.id)})`;
}
