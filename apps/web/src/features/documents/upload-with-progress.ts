import { commonMessages, errorBodySchema, type z } from '@kaizen/domain';
import { ApiError } from '../../lib/api-client';
import { getToken } from '../../lib/auth-storage';

/** An error body as the api client reads it; anything else becomes the generic message. */
function errorOf(status: number, text: string): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): the generic message below.
  }
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, code, message, fields);
  }
  return new ApiError(status, status >= 500 ? 'internal' : 'bad_input', commonMessages.unexpected);
}

/**
 * A multipart upload that reports how much has been sent (0–1): fetch cannot tell upload progress,
 * XMLHttpRequest can. Errors and the answer are read as the api client reads them (ApiError, zod-checked).
 */
export function uploadWithProgress<S extends z.ZodType>(
  path: string,
  formData: FormData,
  schema: S,
  onProgress: (fraction: number) => void,
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', commonMessages.network));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorOf(xhr.status, xhr.responseText));
        return;
      }
      try {
        resolve(schema.parse(JSON.parse(xhr.responseText)) as z.output<S>);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.send(formData);
  });
}
