import {
  documentListResponseSchema,
  type Owner,
  commonMessages,
  deleteDocumentResponseSchema,
  documentMessages,
  documentResponseSchema,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, type ApiError } from '../../../lib/api-client';
import { documentKeys } from './keys';
import { useApiMutation } from '../../../lib/mutation';
import { toast } from '../../../lib/toasts';
import { uploadWithProgress } from '../upload-with-progress';

/** GET project_documents / sales_documents: the PDFs, each with a signed URL that opens it, and whether the caller may change them. */
export const documentsQuery = (owner: Owner) =>
  queryOptions({
    queryKey: documentKeys.of(owner),
    queryFn: () => {
      const [field, id] = ownerField(owner);
      return apiGet(documentsPath(owner), documentListResponseSchema, { query: { [field]: id } });
    },
    // The signed URLs expire: opening a PDF from a list read long ago would fail.
    staleTime: 0,
  });

export const useDocuments = (owner: Owner) => useQuery(documentsQuery(owner));

/** The calls of an owner's documents: project_documents for a project, sales_documents for a sales customer. */
export const documentsPath = (owner: Owner) =>
  owner.kind === 'project' ? '/api/v1/project_documents' : '/api/v1/sales_documents';

/** The owner's one field, as the calls take it (query or multipart). */
export const ownerField = (owner: Owner): ['project_id' | 'sale_id', string] => [
  owner.kind === 'project' ? 'project_id' : 'sale_id',
  String(owner.id),
];

/** POST {project,sales}_documents/delete → PDFを削除しました. */
export function useDeleteDocument(owner: Owner) {
  return useApiMutation({
    mutationFn: (id: number) => apiPost(`${documentsPath(owner)}/delete`, { id }, deleteDocumentResponseSchema),
    invalidate: [documentKeys.of(owner), documentKeys.admin()],
    success: { title: documentMessages.deleted },
    failure: commonMessages.deleteFailed,
  });
}

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
