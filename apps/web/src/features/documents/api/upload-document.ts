import { documentMessages, documentResponseSchema, type Owner } from '@kaizen/domain';
import type { ApiError } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { toast } from '../../../lib/toasts';
import { documentKeys } from './keys';
import { documentsPath, ownerField } from './paths';
import { uploadWithProgress } from './upload-with-progress';

/** POST {project,sales}_documents/create (multipart: the owner's id, file): the stored document. */
export async function uploadOwnerDocument(owner: Owner, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.set(...ownerField(owner));
  form.set('file', file, file.name);
  return (await uploadWithProgress(`${documentsPath(owner)}/create`, form, documentResponseSchema, onProgress))
    .document;
}

/** The toasts of an upload: PDFをアップロードしました, or PDFアップロードに失敗しました with the reason. */
export const uploadToasts = {
  success: { title: documentMessages.uploaded },
  failure: documentMessages.uploadFailed,
  handlesError: (error: ApiError) => {
    // useApiMutation shows 4xx reasons already; a 413 from a proxy may come without our body.
    if (error.status === 413 && error.code !== 'too_large') {
      toast.error(documentMessages.uploadFailed, documentMessages.tooLarge);
      return true;
    }
    return false;
  },
};

/**
 * An upload to the owner's documents → PDFをアップロードしました. A refused file (not a PDF 415, too
 * large 413) shows the server's reason under PDFアップロードに失敗しました.
 */
export function useUploadDocument(owner: Owner, onProgress: (fraction: number) => void) {
  return useApiMutation({
    mutationFn: (file: File) => uploadOwnerDocument(owner, file, onProgress),
    // The owner's list, and /admin/documents' list of everyone's.
    invalidate: [documentKeys.of(owner), documentKeys.admin()],
    ...uploadToasts,
  });
}
