import type { Insertable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { StoredFilesTable, Db } from '../../db/types.js';

export async function insertStoredFile(db: Db, values: Omit<Insertable<StoredFilesTable>, 'created_at'>) {
  const { id } = await db
    .insertInto('stored_files')
    .values({ ...values, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function findStoredFile(db: Db, id: number) {
  const row = await db
    .selectFrom('stored_files')
    .select(['id', 'name', 'type', 'size', 'content_hash', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), size: Number(row.size) } : undefined;
}

export async function deleteStoredFiles(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('stored_files').where('id', 'in', ids).execute();
}
