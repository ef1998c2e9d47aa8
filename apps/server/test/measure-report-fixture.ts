import type { Db } from '../src/db/types.js';
import { nowIso } from '../src/db/schema-helpers.js';
import { saveFile } from '../src/modules/files/file-store.js';
import { makeTree } from './tree-factory.js';

/** A 1×1 PNG, the smallest real image the upload accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface ReportFixture {
  measure: number;
  report: number;
  patterns: [number, number];
  header: number;
  image: number;
  file: number;
  kpi: number;
  task: number;
  factor: number;
  hypothesis: number;
}

/**
 * A tree (makeTree) whose measure has a report written straight to the database: two patterns, one
 * header row and one reference image — what a route needs to have something to act on.
 */
export async function reportFixture(db: Db, projectId: number, label: string): Promise<ReportFixture> {
  const tree = await makeTree(db, projectId, label);
  const now = nowIso();
  const report = await db
    .insertInto('measure_reports')
    .values({ measure_id: tree.measure, pattern_num: 2, is_show: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const patterns = await db
    .insertInto('report_patterns')
    .values([1, 2].map((pattern) => ({ measure_id: tree.measure, pattern })))
    .returning('id')
    .execute();
  const header = await db
    .insertInto('report_headers')
    .values({ measure_id: tree.measure, title: 'CVR', index_num: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const file = await saveFile(db, { name: 'ref.png', type: 'image/png', data: TINY_PNG, createdBy: null });
  const image = await db
    .insertInto('report_images')
    .values({
      measure_id: tree.measure,
      kind: 'reference',
      pattern: null,
      title: '参考',
      sort_order: 1,
      file_id: file.id,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    measure: tree.measure,
    report: Number(report.id),
    patterns: [Number(patterns[0]?.id), Number(patterns[1]?.id)],
    header: Number(header.id),
    image: Number(image.id),
    file: file.id,
    kpi: tree.kpi,
    task: tree.task,
    factor: tree.factor,
    hypothesis: tree.hypothesis,
  };
}

/** A multipart/form-data body: the text fields, then the file (a tiny PNG unless given). */
export function imageUpload(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer } = { name: 'shot.png', type: 'image/png', data: TINY_PNG },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kaizen${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
