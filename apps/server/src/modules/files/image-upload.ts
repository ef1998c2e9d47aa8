import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, fileRef, isImageType, measureReportMessages } from '@kaizen/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.js';
import { nulError, refuseNul } from '../../lib/nul-text.js';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** Multipart limits for a one-image upload with a few text fields (register @fastify/multipart with these). */
export const IMAGE_UPLOAD_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 };

/** What a one-file upload answers when it is refused, in the words of the kind of file it takes. */
export interface UploadMessages {
  notMultipart: string;
  oneFile: string;
  tooMany: string;
  tooLarge: string;
  unreadable: string;
  missing: string;
}

const imageMessages: UploadMessages = {
  notMultipart: '画像は multipart/form-data で送ってください',
  oneFile: '画像は file という名前で1枚だけ送ってください',
  tooMany: '画像は1回に1枚ずつアップロードしてください',
  tooLarge: measureReportMessages.imageTooLarge(MAX_IMAGE_MB),
  unreadable: '画像を読み取れませんでした。もう一度アップロードしてください',
  missing: measureReportMessages.imageMissing,
};

/**
 * Reads a multipart body: its text fields, in any order, and its one file, named "file". Every way
 * the body can be wrong is the sender's and answers 4xx naming the field (never 500).
 */
export async function readFileUpload(
  request: FastifyRequest,
  messages: UploadMessages,
): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  if (!request.isMultipart()) throw new AppError('unsupported_type', messages.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          throw AppError.badInput(part.fieldname, messages.oneFile);
        }
        // A name PostgreSQL cannot store (NUL): refused like any text of the API (plugins/nul-guard).
        if (part.filename.includes('\u0000')) {
          await part.toBuffer();
          throw nulError('file');
        }
        file = { filename: part.filename, data: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        refuseNul({ [part.fieldname]: part.value });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('too_large', messages.tooLarge, [{ field: 'file', message: messages.tooLarge }]);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw AppError.badInput('file', messages.tooMany);
    }
    if (error instanceof AppError) throw error;
    // Anything else is a body that is not well-formed multipart (no boundary, cut short): the sender's fault.
    throw AppError.badInput('file', messages.unreadable);
  }
  if (!file || file.data.length === 0) throw AppError.badInput('file', messages.missing);
  return { fields, file };
}

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
