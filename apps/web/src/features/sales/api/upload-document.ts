import { documentMessages, documentResponseSchema } from '@kaizen/domain';
import { useApiMutation } from '../../../lib/mutation';
import { toast } from '../../../lib/toasts';
import { salesKeys } from './keys';
import { uploadWithProgress } from './upload-with-progress';

/**
 * POST sales_documents/create (multipart: sale_id, file) → PDFをアップロードしました. A refused file
 * (not a PDF 415, too large 413) shows the server's reason under PDFアップロードに失敗しました.
 */
export function useUploadDocument(saleId: number, onProgress: (fraction: number) => void) {
  return useApiMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('sale_id', String(saleId));
      form.set('file', file, file.name);
      return (await uploadWithProgress('/api/v1/sales_documents/create', form, documentResponseSchema, onProgress))
        .document;
    },
    invalidate: [salesKeys.documents(saleId)],
    success: { title: documentMessages.uploaded },
    failure: documentMessages.uploadFailed,
    handlesError: (error) => {
      // useApiMutation shows 4xx reasons already; a 413 from a proxy may come without our body.
      if (error.status === 413 && error.code !== 'too_large') {
        toast.error(documentMessages.uploadFailed, documentMessages.tooLarge);
        return true;
      }
      return false;
    },
  });
}
