import { documentListResponseSchema, type Owner } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { documentKeys } from './keys';
import { documentsPath, ownerField } from './paths';

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
