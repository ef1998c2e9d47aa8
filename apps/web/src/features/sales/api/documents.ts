import { documentListResponseSchema } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { salesKeys } from './keys';

/** GET sales_documents: the customer's PDFs, each with a signed URL that opens it, and whether the caller may change them. */
export const documentsQuery = (saleId: number) =>
  queryOptions({
    queryKey: salesKeys.documents(saleId),
    queryFn: () => apiGet('/api/v1/sales_documents', documentListResponseSchema, { query: { sale_id: saleId } }),
    // The signed URLs expire: opening a PDF from a list read long ago would fail.
    staleTime: 0,
  });

export const useDocuments = (saleId: number) => useQuery(documentsQuery(saleId));
