import { documentMessages, type AdminDocument, type DocumentItem, type Owner } from '@kaizen/domain';
import { ownerValues } from '../../db/owned-tables.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { ownerTransaction } from '../../lib/project-transaction.js';
import { requireStaff } from '../access/staff-policy.js';
import { readOwner, requireOwner, requireOwnerOfRow } from '../access/access.service.js';
import { deleteFiles, saveFile } from '../files/file-store.js';
import { signedFileUrl } from '../files/file-urls.js';
import type { UploadedFile } from '../files/multipart.js';
import {
  deleteDocument,
  findDocument,
  findSaleIdOfProject,
  insertDocument,
  listAllDocuments,
  listUploadOwners,
  listProjectDocuments,
  listSaleDocuments,
} from './documents.repository.js';
import { documentName, PDF_TYPE, requirePdf } from './pdf-upload.js';

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

/**
 * POST {sales,project}_documents/create: the PDF's bytes and its documents row, both or neither — the
 * row the effective owner's (a converted customer's upload is its project's, decisions/0013).
 */
async function createDocument(db: Db, actor: Actor, secret: string, named: Owner, file: UploadedFile) {
  const owner = await requireOwner(db, actor, named, 'edit');
  requirePdf(file.data);
  const id = await ownerTransaction(db, owner, async (trx) => {
    const name = documentName(file.filename);
    const stored = await saveFile(trx, { name, type: PDF_TYPE, data: file.data, createdBy: actor.userId });
    return insertDocument(trx, {
      ...ownerValues(owner),
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

/** The row and its stored PDF go together, in the owner's transaction. */
async function removeDocument(db: Db, owner: Owner, row: Row) {
  await ownerTransaction(db, owner, async (trx) => {
    await deleteDocument(trx, Number(row.id));
    await deleteFiles(trx, [Number(row.file_id)]);
  });
  return { id: Number(row.id) };
}

/** An owner's documents, newest first. */
const listDocuments = (db: Db, owner: Owner) =>
  owner.kind === 'project' ? listProjectDocuments(db, owner.id) : listSaleDocuments(db, owner.id);

/**
 * GET sales_documents (sale_id): the customer's PDFs, newest first; staff only. A converted
 * customer's are its project's (decisions/0013): the same list as project_documents.
 */
export async function saleDocuments(db: Db, actor: Actor, secret: string, saleId: number) {
  const { owner, canEdit } = await readOwner(db, actor, { kind: 'sale', id: saleId });
  const rows = await listDocuments(db, owner);
  return { documents: rows.map((row) => toItem(secret, row)), can_edit: canEdit };
}

/** POST sales_documents/create (staff only). */
export function createSaleDocument(db: Db, actor: Actor, secret: string, saleId: number, file: UploadedFile) {
  return createDocument(db, actor, secret, { kind: 'sale', id: saleId }, file);
}

/**
 * POST sales_documents/delete: a document a sales customer's page lists — its own, or, once it became
 * a client project, the project's (decisions/0013: one list). Client users are refused first (the
 * sales area is staff only, before anything is looked up); a project that did not come from a
 * customer, or a deleted customer, is 404.
 */
export async function deleteSaleDocument(db: Db, actor: Actor, id: number) {
  requireStaff(actor);
  const notFound = () => AppError.notFound(documentMessages.notFound);
  const row = await findDocument(db, id);
  if (!row) throw notFound();
  const saleId =
    row.sale_id ?? (row.project_id === null ? undefined : await findSaleIdOfProject(db, Number(row.project_id)));
  if (saleId === undefined) throw notFound();
  const owner = await requireOwner(db, actor, { kind: 'sale', id: Number(saleId) }, 'edit');
  return removeDocument(db, owner, row);
}

/**
 * GET project_documents (project_id): the project's PDFs, newest first — those the sales customer it
 * came from brought along too (decisions/0013). Everyone who may read the project; can_edit says
 * whether the caller may upload and delete (staff, and client users where client editing is allowed).
 */
export async function projectDocuments(db: Db, actor: Actor, secret: string, projectId: number) {
  const { owner, canEdit } = await readOwner(db, actor, { kind: 'project', id: projectId });
  const rows = await listDocuments(db, owner);
  return { documents: rows.map((row) => toItem(secret, row)), can_edit: canEdit };
}

/** POST project_documents/create: as a sales customer's, with the project's edit rights. */
export function createProjectDocument(db: Db, actor: Actor, secret: string, projectId: number, file: UploadedFile) {
  return createDocument(db, actor, secret, { kind: 'project', id: projectId }, file);
}

/**
 * POST project_documents/delete: a document of a project the caller may edit (adopted from a sales
 * customer too: it goes for both). Another company's project is 404; a read-only client user 403.
 */
export async function deleteProjectDocument(db: Db, actor: Actor, id: number) {
  const notFound = () => AppError.notFound(documentMessages.notFound);
  const row = await findDocument(db, id);
  if (!row || row.project_id === null) throw notFound();
  const owner = await requireOwnerOfRow(db, actor, row, 'edit', notFound);
  return removeDocument(db, owner, row);
}

type AdminRow = Awaited<ReturnType<typeof listAllDocuments>>[number];

/** A row of /admin/documents: the document, and the project or the customer it is listed under. */
function toAdminItem(secret: string, row: AdminRow): AdminDocument {
  const item = toItem(secret, row);
  // The query keeps a row with project_id only when its project (and company) joined, else its customer.
  return row.project_id !== null
    ? {
        ...item,
        kind: 'project',
        owner_id: Number(row.project_id),
        owner_name: row.project_name ?? '',
        company_name: row.project_company_name ?? '',
      }
    : {
        ...item,
        kind: 'sale',
        owner_id: Number(row.sale_id),
        owner_name: row.sale_name ?? '',
        company_name: row.sale_company_name ?? '',
      };
}

/**
 * GET admin_documents (staff only): every live project's and sales customer's document, newest first.
 * A converted customer's documents are listed once, as its project's (decisions/0013); upload and
 * delete go through the owner's own calls.
 */
export async function adminDocuments(db: Db, actor: Actor, secret: string) {
  requireStaff(actor);
  const [rows, owners] = await Promise.all([listAllDocuments(db), listUploadOwners(db)]);
  return { documents: rows.map((row) => toAdminItem(secret, row)), owners };
}
