import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.js';
import { inTransaction } from '../../lib/transaction.js';
import { saveFile } from './file-store.js';
import { signedFileUrl } from './file-urls.js';
import { imageMarkdown, readImageUpload, sniffImageType } from './image-upload.js';

/** Ties a just-stored file to its owner (a project, a sales customer), inside the storing transaction. */
type AttachFile = (trx: Db, fileId: number) => Promise<void>;

interface ReportImageUpload {
  db: Db;
  secret: string;
  createdBy: number;
  /** Reads the owner from the form's text fields and checks access to it; answers how to tie the file to it. */
  owner: (fields: Record<string, string>) => Promise<AttachFile>;
}

/**
 * An image for a report's markdown: the owner is checked before the bytes are looked at, and the
 * file is stored and tied to its owner in one transaction, so a refused upload leaves nothing behind.
 * The answer references the file as kaizen-file:ID, with a signed URL for the editor's preview.
 */
export async function uploadReportImage(
  request: FastifyRequest,
  { db, secret, createdBy, owner }: ReportImageUpload,
): Promise<{ file_id: number; markdown: string; url: string }> {
  const { fields, file } = await readImageUpload(request);
  const attach = await owner(fields);
  const type = await sniffImageType(file.data);
  const stored = await inTransaction(db, async (trx) => {
    const saved = await saveFile(trx, {
      name: file.filename.slice(0, 255) || 'image',
      type,
      data: file.data,
      createdBy,
    });
    await attach(trx, saved.id);
    return saved;
  });
  return { file_id: stored.id, markdown: imageMarkdown(stored), url: signedFileUrl(secret, stored.id) };
}
