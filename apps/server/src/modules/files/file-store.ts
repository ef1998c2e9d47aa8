import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

export interface NewFile {
  name: string;
  type: string;
  data: Buffer;
  createdBy: number | null;
}

export interface StoredFileMeta {
  id: number;
  name: string;
  type: string;
  size: number;
  content_hash: string;
}

/**
 * Uploaded files live in the database (architecture guide: the process keeps no state of its own),
 * so every server process sees them. An object store would implement the same three calls.
 */
export async function saveFile(db: Db, file: NewFile): Promise<StoredFileMeta> {
  const content_hash = createHash('sha256').update(file.data).digest('hex');
  const row = { name: file.name, type: file.type, size: file.data.length, content_hash };
  const { id } = await db
    .insertInto('stored_files')
    .values({ ...row, data: file.data, created_by: file.createdBy, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(id), ...row };
}

export async function readFile(db: Db, id: number) {
  const row = await db
    .selectFrom('stored_files')
    .select(['id', 'name', 'type', 'size', 'content_hash', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), size: Number(row.size) } : undefined;
}

export async function deleteFiles(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('stored_files').where('id', 'in', ids).execute();
}
