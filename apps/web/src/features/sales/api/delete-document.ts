import { commonMessages, deleteDocumentResponseSchema, documentMessages } from '@kaizen/domain';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { salesKeys } from './keys';

/** POST sales_documents/delete → PDFを削除しました. */
export function useDeleteDocument(saleId: number) {
  return useApiMutation({
    mutationFn: (id: number) => apiPost('/api/v1/sales_documents/delete', { id }, deleteDocumentResponseSchema),
    invalidate: [salesKeys.documents(saleId)],
    success: { title: documentMessages.deleted },
    failure: commonMessages.deleteFailed,
  });
}
