import { commonMessages, deleteDocumentResponseSchema, documentMessages, type Owner } from '@kaizen/domain';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { documentKeys } from './keys';
import { documentsPath } from './paths';

/** POST {project,sales}_documents/delete → PDFを削除しました. */
export function useDeleteDocument(owner: Owner) {
  return useApiMutation({
    mutationFn: (id: number) => apiPost(`${documentsPath(owner)}/delete`, { id }, deleteDocumentResponseSchema),
    invalidate: [documentKeys.of(owner), documentKeys.admin()],
    success: { title: documentMessages.deleted },
    failure: commonMessages.deleteFailed,
  });
}
