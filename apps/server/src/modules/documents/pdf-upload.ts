import { DOCUMENT_MAX_BYTES, documentMessages } from '@kaizen/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { readFileUpload } from '../files/multipart.js';

/** Multipart limits for one PDF with a few text fields (register @fastify/multipart with these). */
export const PDF_UPLOAD_LIMITS = { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, parts: 11 };

export const PDF_TYPE = 'application/pdf';

/** Reads a one-PDF multipart body: its text fields and its file, named "file" (4xx naming the field otherwise). */
export function readPdfUpload(request: FastifyRequest) {
  return readFileUpload(request, {
    notMultipart: 'PDFは multipart/form-data で送ってください',
    oneFile: 'PDFは file という名前で1つだけ送ってください',
    tooMany: 'PDFは1回に1つずつアップロードしてください',
    tooLarge: documentMessages.tooLarge,
    unreadable: 'PDFを読み取れませんでした。もう一度アップロードしてください',
    missing: documentMessages.missing,
  });
}

/**
 * A PDF is what starts with the PDF header "%PDF-" (ISO 32000 §7.5.2) — read from the bytes, since a
 * name or a declared type proves nothing. Anything else is refused (415 naming file).
 */
export function requirePdf(data: Buffer): void {
  if (data.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new AppError('unsupported_type', documentMessages.pdfOnly, [
      { field: 'file', message: documentMessages.pdfOnly },
    ]);
  }
}

/** The stored name: the uploaded one (a column holds 255 characters), or a plain one when it had none. */
export function documentName(filename: string): string {
  return filename.slice(0, 255) || 'document.pdf';
}
