import type { ReportImageKind } from '@kaizen/domain';
import type { Insertable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { ReportImagesTable, Db } from '../../db/types.js';

/** The images of one place of the report (a pattern's screenshots, or a kind without a pattern), in order. */
export async function imagesOfPlace(db: Db, measureId: number, kind: ReportImageKind, pattern: number | null) {
  let query = db
    .selectFrom('report_images')
    .select(['id', 'file_id', 'sort_order'])
    .where('measure_id', '=', measureId)
    .where('kind', '=', kind);
  query = pattern === null ? query.where('pattern', 'is', null) : query.where('pattern', '=', pattern);
  return query.orderBy('sort_order').orderBy('id').execute();
}

/** The screenshots of the patterns numbered above `pattern`. */
export function screenshotsAbove(db: Db, measureId: number, pattern: number) {
  return db
    .selectFrom('report_images')
    .select(['id', 'file_id'])
    .where('measure_id', '=', measureId)
    .where('kind', '=', 'screenshot')
    .where('pattern', '>', pattern)
    .execute();
}

export async function fileIdOfImage(db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('report_images').select('file_id').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.file_id) : undefined;
}

export async function insertImage(db: Db, values: Omit<Insertable<ReportImagesTable>, 'created_at'>) {
  await db
    .insertInto('report_images')
    .values({ ...values, created_at: nowIso() })
    .execute();
}

export async function updateImageTitle(db: Db, id: number, title: string) {
  await db.updateTable('report_images').set({ title }).where('id', '=', id).execute();
}

/** The image rows only: their stored files are the caller's to delete. */
export async function deleteImages(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('report_images').where('id', 'in', ids).execute();
}

/** Numbers the images 1, 2, … in the order given. */
export async function setImageOrder(db: Db, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('report_images')
      .set({ sort_order: index + 1 })
      .where('id', '=', id)
      .execute();
  }
}
