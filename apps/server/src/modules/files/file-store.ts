import { createHash } from 'node:crypto';
import type { Db } from '../../db/types.js';
import { deleteStoredFiles, insertStoredFile } from './files.repository.js';

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
 * so every server process sees them. This is what other modules store and drop files through; an
 * object store would implement the same calls (and files.repository.ts's read for the file route).
 */
export async function saveFile(db: Db, file: NewFile): Promise<StoredFileMeta> {
  const content_hash = createHash('sha256').update(file.data).digest('hex');
  const row = { name: file.name, type: file.type, size: file.data.length, content_hash };
  const id = await insertStoredFile(db, { ...row, data: file.data, created_by: file.createdBy });
  return { id, ...row };
}

export async function deleteFiles(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await deleteStoredFiles(db, ids);
}
