import {
  adminDocumentsResponseSchema,
  commonMessages,
  deleteDocumentResponseSchema,
  documentMessages,
  type Owner,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { documentKeys } from './keys';
import { documentsPath, uploadOwnerDocument, uploadToasts } from './documents';

/** GET admin_documents (staff): every live project's and sales customer's PDF, newest first. */
export const adminDocumentsQuery = queryOptions({
  queryKey: documentKeys.admin(),
  queryFn: () => apiGet('/api/v1/admin_documents', adminDocumentsResponseSchema),
  // The signed URLs expire: opening a PDF from a list read long ago would fail.
  staleTime: 0,
});

export const useAdminDocuments = () => useQuery(adminDocumentsQuery);

/**
 * An upload from /admin/documents to the chosen owner (its own create call) → the same toasts as the
 * overview's. Every documents list is refetched: the admin list and the owner's.
 */
export function useUploadAdminDocument(onProgress: (fraction: number) => void) {
  return useApiMutation({
    mutationFn: ({ owner, file }: { owner: Owner; file: File }) => uploadOwnerDocument(owner, file, onProgress),
    invalidate: [documentKeys.all],
    ...uploadToasts,
  });
}

/** A row's delete through its owner's call (project_documents/delete or sales_documents/delete) → PDFを削除しました. */
export function useDeleteAdminDocument() {
  return useApiMutation({
    mutationFn: ({ owner, id }: { owner: Owner; id: number }) =>
      apiPost(`${documentsPath(owner)}/delete`, { id }, deleteDocumentResponseSchema),
    invalidate: [documentKeys.all],
    success: { title: documentMessages.deleted },
    failure: commonMessages.deleteFailed,
  });
}
