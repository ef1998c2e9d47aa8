import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';

/** PDFs larger than this are refused (413). */
export const DOCUMENT_MAX_MB = 20;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;

/** A stored PDF (product.md §3.12 documents: id, name, file), with what the list shows. */
export const documentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  user_name: z.string().nullable(),
  created_at: z.string(),
  /** A signed, expiring URL that opens the PDF. */
  file: z.string(),
});
export type DocumentItem = z.infer<typeof documentSchema>;
export const documentListResponseSchema = z.object({ documents: z.array(documentSchema), can_edit: z.boolean() });
export const documentResponseSchema = z.object({ document: documentSchema });

/** GET sales_documents (sale_id); POST sales_documents/create is multipart with sale_id and file. */
export const salesDocumentsQuerySchema = z.object({ sale_id: idSchema });
export const salesDocumentFieldsSchema = z.object({ sale_id: idSchema });
/** GET project_documents (project_id); POST project_documents/create is multipart with project_id and file. */
export const projectDocumentsQuerySchema = z.object({ project_id: idSchema });
export const projectDocumentFieldsSchema = z.object({ project_id: idSchema });
export const deleteDocumentRequestSchema = z.object({ id: idSchema });
export const deleteDocumentResponseSchema = z.object({ id: z.number().int() });

export const documentMessages = {
  uploaded: 'PDFをアップロードしました',
  deleted: 'PDFを削除しました',
  uploadFailed: 'PDFアップロードに失敗しました',
  pdfOnly: 'アップロードできるのはPDFファイルだけです',
  tooLarge: `PDFは${DOCUMENT_MAX_MB}MB以下のファイルにしてください`,
  missing: 'PDFファイルを選んでください',
  notFound: 'ドキュメントが見つかりません',
} as const;

/** One row of /admin/documents: a project's or a sales customer's PDF, with whose it is. */
export const adminDocumentSchema = documentSchema.extend({
  kind: z.enum(['project', 'sale']),
  /** The project's or the sales customer's id. */
  owner_id: z.number().int(),
  /** The project's name, or the sales customer's case name. */
  owner_name: z.string(),
  /** The client company (projects) or the customer's company name (sales customers). */
  company_name: z.string(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;
/** Where /admin/documents may upload: a client project, or a sales customer that is not one yet. */
export const uploadOwnerSchema = z.object({
  kind: z.enum(['project', 'sale']),
  id: z.number().int(),
  name: z.string(),
  company_name: z.string(),
});
export type UploadOwner = z.infer<typeof uploadOwnerSchema>;
/**
 * GET admin_documents: every document of the company's projects and sales customers, and the owners
 * an upload may go to (staff only).
 */
export const adminDocumentsResponseSchema = z.object({
  documents: z.array(adminDocumentSchema),
  owners: z.array(uploadOwnerSchema),
});
