import { documentMessages, type DocumentItem } from '@kaizen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { requireStaff } from '../../lib/staff-policy.js';
import { requireSale } from '../access/access.service.js';
import { deleteFiles, saveFile } from '../files/file-store.js';
import { signedFileUrl } from '../files/file-urls.js';
import type { UploadedFile } from '../files/image-upload.js';
import { deleteDocument, findDocument, insertDocument, listSaleDocuments } from './documents.repository.js';
import { documentName, PDF_TYPE, requirePdf } from './pdf-upload.js';

type Db = Kysely<Database>;
type Row = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

/** A document as the list shows it; file is a signed, expiring URL that opens the PDF. */
function toItem(secret: string, row: Row): DocumentItem {
  return {
    id: Number(row.id),
    name: row.name,
    size: Number(row.size),
    user_name: row.user_name ?? null,
    created_at: row.created_at,
    file: signedFileUrl(secret, Number(row.file_id)),
  };
}

/** GET sales_documents (sale_id): the customer's PDFs, newest first; staff only. */
export async function saleDocuments(db: Db, actor: Actor, secret: string, saleId: number) {
  const sale = await requireSale(db, actor, saleId);
  const rows = await listSaleDocuments(db, sale.id);
  return { documents: rows.map((row) => toItem(secret, row)), can_edit: true };
}

/** POST sales_documents/create: the PDF's bytes and its documents row, both or neither. */
export async function createSaleDocument(db: Db, actor: Actor, secret: string, saleId: number, file: UploadedFile) {
  const sale = await requireSale(db, actor, saleId);
  requirePdf(file.data);
  const id = await db.transaction().execute(async (trx) => {
    const name = documentName(file.filename);
    const stored = await saveFile(trx, { name, type: PDF_TYPE, data: file.data, createdBy: actor.userId });
    return insertDocument(trx, {
      sale_id: sale.id,
      project_id: null,
      file_id: stored.id,
      name,
      size: stored.size,
      user_id: actor.userId,
    });
  });
  const row = await findDocument(db, id);
  if (!row) throw AppError.notFound(documentMessages.notFound);
  return { document: toItem(secret, row) };
}

/**
 * POST sales_documents/delete: the row and its stored PDF go together. Only a sales customer's
 * document is reached here (a project's is not this call's), and client users are refused first.
 */
export async function deleteSaleDocument(db: Db, actor: Actor, id: number) {
  requireStaff(actor);
  const row = await findDocument(db, id);
  if (!row || row.sale_id === null) throw AppError.notFound(documentMessages.notFound);
  await requireSale(db, actor, Number(row.sale_id));
  await db.transaction().execute(async (trx) => {
    await deleteDocument(trx, Number(row.id));
    await deleteFiles(trx, [Number(row.file_id)]);
  });
  return { id: Number(row.id) };
}
