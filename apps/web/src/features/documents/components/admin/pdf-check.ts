import { DOCUMENT_MAX_BYTES, documentMessages } from '@kaizen/domain';

/**
 * Why a picked file cannot be uploaded, before it is sent (the server checks again, by its bytes):
 * not a PDF by its type or name, or larger than the limit. Null when it may go.
 */
export function pdfProblem(file: { name: string; type: string; size: number }): string | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return documentMessages.pdfOnly;
  if (file.size > DOCUMENT_MAX_BYTES) return documentMessages.tooLarge;
  return null;
}
