import type { FastifyRequest } from 'fastify';
import { readFormFields } from '../files/multipart.js';

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
  const fields = await readFormFields(
    request,
    'ファイルはここでは送れません。画像は画像のアップロードから追加してください',
  );
  request.body = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, jsonValue(name, value)]));
}
