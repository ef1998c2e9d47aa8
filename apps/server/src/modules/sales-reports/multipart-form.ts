import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/** A form field's text as the JSON body would carry it: is_show's 0/1/true/false become a number or a boolean. */
function jsonValue(name: string, value: string): string | number | boolean {
  if (name !== 'is_show') return value;
  const known: Record<string, number | boolean> = { '0': 0, '1': 1, true: true, false: false };
  return known[value] ?? value;
}

/**
 * preValidation hook: a multipart/form-data body (the original contract's form post) becomes the same
 * object a JSON body would be, so one zod schema validates both and names the field in error. Files
 * are not taken here (images go through upload_image); a body that cannot be read is the sender's 400.
 */
export async function multipartFormAsBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, string | number | boolean> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await part.toBuffer();
        throw AppError.badInput(
          part.fieldname,
          'ファイルはここでは送れません。画像は画像のアップロードから追加してください',
        );
      }
      if (part.valueTruncated) throw AppError.badInput(part.fieldname, '入力が長すぎます');
      body[part.fieldname] = jsonValue(part.fieldname, String(part.value));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Too many parts, a cut-short body, no boundary: not a form this call can read.
    throw AppError.badInput('body', '送信内容を読み取れませんでした。もう一度お試しください');
  }
  request.body = body;
}
