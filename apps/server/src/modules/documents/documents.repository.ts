import type { Insertable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { DocumentsTable, Db } from '../../db/types.js';

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

/**
 * Every document /admin/documents lists, newest first, with its owner's names: a row carrying
 * project_id is the project's (a converted customer's rows carry it too, decisions/0013, so each
 * document comes once), one with only sale_id the customer's. Documents of deleted projects (or of
 * deleted client companies) and of deleted customers are left out.
 */
export function listAllDocuments(db: Db) {
  return documents(db)
    .leftJoin('projects as p', 'p.id', 'd.project_id')
    .leftJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('sales as s', 's.id', 'd.sale_id')
    .select([
      ...columns,
      'p.project_name as project_name',
      'c.company_name as project_company_name',
      's.project_name as sale_name',
      's.company_name as sale_company_name',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('d.project_id', 'is not', null), eb('p.is_deleted', '=', 0), eb('c.is_deleted', '=', 0)]),
        eb.and([eb('d.project_id', 'is', null), eb('s.is_deleted', '=', 0)]),
      ]),
    )
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

/**
 * Where an upload from /admin/documents may go: live client projects of live companies, and live
 * sales customers not converted yet (a converted one's documents are its project's; decisions/0013).
 */
export async function listUploadOwners(db: Db) {
  const [projects, sales] = await Promise.all([
    db
      .selectFrom('projects as p')
      .innerJoin('companies as c', 'c.id', 'p.company_id')
      .select(['p.id', 'p.project_name as name', 'c.company_name'])
      .where('p.is_deleted', '=', 0)
      .where('c.is_deleted', '=', 0)
      .orderBy('c.company_name')
      .orderBy('p.project_name')
      .execute(),
    db
      .selectFrom('sales')
      .select(['id', 'project_name as name', 'company_name'])
      .where('is_deleted', '=', 0)
      .where('project_id', 'is', null)
      .orderBy('project_name')
      .execute(),
  ]);
  return [
    ...projects.map((row) => ({
      kind: 'project' as const,
      id: Number(row.id),
      name: row.name,
      company_name: row.company_name ?? '',
    })),
    ...sales.map((row) => ({
      kind: 'sale' as const,
      id: Number(row.id),
      name: row.name,
      company_name: row.company_name ?? '',
    })),
  ];
}
