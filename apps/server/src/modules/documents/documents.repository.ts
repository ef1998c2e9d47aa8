import type { Insertable, Kysely } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { Database, DocumentsTable } from '../../db/types.js';

type Db = Kysely<Database>;

const columns = [
  'd.id',
  'd.sale_id',
  'd.project_id',
  'd.file_id',
  'd.name',
  'd.size',
  'd.created_at',
  'u.name as user_name',
] as const;

function documents(db: Db) {
  return db.selectFrom('documents as d').leftJoin('users as u', 'u.id', 'd.user_id');
}

/** A sales customer's documents, newest first. */
export function listSaleDocuments(db: Db, saleId: number) {
  return documents(db)
    .select(columns)
    .where('d.sale_id', '=', saleId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

/** A project's documents (those a converted customer brought along too), newest first. */
export function listProjectDocuments(db: Db, projectId: number) {
  return documents(db)
    .select(columns)
    .where('d.project_id', '=', projectId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

/** The sales customer a client project came from (sales_statuses/convert), if any. */
export async function findSaleIdOfProject(db: Db, projectId: number): Promise<number | undefined> {
  const row = await db.selectFrom('sales').select('id').where('project_id', '=', projectId).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export function findDocument(db: Db, id: number) {
  return documents(db).select(columns).where('d.id', '=', id).executeTakeFirst();
}

export async function insertDocument(db: Db, values: Omit<Insertable<DocumentsTable>, 'created_at'>): Promise<number> {
  const { id } = await db
    .insertInto('documents')
    .values({ ...values, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function deleteDocument(db: Db, id: number) {
  await db.deleteFrom('documents').where('id', '=', id).execute();
}
