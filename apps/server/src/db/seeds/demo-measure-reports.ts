import { createHash } from 'node:crypto';
import { cvrIncrease, parseNumberInput, type ReportImageKind } from '@kaizen/domain';
import { nowIso } from '../schema-helpers.js';
import type { Db } from '../types.js';
import type { DemoReport } from './demo-tree-types.js';
import { wireframePng } from './demo-wireframe.js';

/**
 * A measure's verification report: its overview, the pattern table with CVR figures (its counts kept as
 * each pattern's users and conversions too), its plan, and one
 * screenshot per pattern, drawn now and stored the way an uploaded image is. Its period is the
 * measure's own (decisions/0022).
 */
export async function plantMeasureReport(
  db: Db,
  measureId: number,
  report: DemoReport,
  authorId: number,
): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('measure_reports')
    .values({
      measure_id: measureId,
      porpose: report.porpose,
      device: report.device,
      verification: 0,
      user_id: authorId,
      pattern_num: report.patterns.length,
      session_num: report.sessionNum,
      improvement: 1,
      current_improvement: report.current,
      porpose_improvement: report.target,
      estimate: report.estimate,
      detail: report.detail,
      cvr_increase: cvrIncrease(report.current, report.target),
      is_show: report.isShow ? 1 : 0,
      consideration: report.consideration,
      basis: report.basis,
      plan_baseline_cvr: report.plan?.baselineCvr ?? null,
      plan_daily_users: report.plan?.dailyUsers ?? null,
      plan_mde: report.plan?.mde ?? null,
      ga4_kind: report.ga4?.kind ?? null,
      ga4_event: report.ga4?.event ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const headerIds: number[] = [];
  for (const [index, title] of report.headers.entries()) {
    const header = await db
      .insertInto('report_headers')
      .values({ measure_id: measureId, title, index_num: index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    headerIds.push(Number(header.id));
  }
  for (const [index, pattern] of report.patterns.entries()) {
    const number = index + 1;
    const row = await db
      .insertInto('report_patterns')
      .values({
        measure_id: measureId,
        pattern: number,
        name: pattern.name,
        good: pattern.good,
        bad: pattern.bad,
        is_adopt: report.adopted === number ? 1 : 0,
        // The table's first two rows are セッション数 and CV数: the counts the statistics read (issue 32).
        users: parseNumberInput(pattern.cells[0] ?? ''),
        conversions: parseNumberInput(pattern.cells[1] ?? ''),
        value_sum: pattern.revenue?.sum ?? null,
        value_sum_squares: pattern.revenue?.sumSquares ?? null,
        ga4_value: report.ga4?.values[index] ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('report_cells')
      .values(
        headerIds.map((headerId, i) => ({ pattern_id: row.id, header_id: headerId, name: pattern.cells[i] ?? '' })),
      )
      .execute();
    await storeImage(db, measureId, authorId, {
      kind: 'screenshot',
      pattern: number,
      title: `${pattern.name}の画面イメージ`,
      name: `pattern${number}.png`,
      data: wireframePng(pattern.screenshot),
    });
  }
  if (report.basisHeatmap) {
    await storeImage(db, measureId, authorId, {
      kind: 'basis',
      pattern: null,
      title: 'クリックのヒートマップ（変更前）',
      name: 'heatmap.png',
      data: wireframePng(report.basisHeatmap.page, report.basisHeatmap.spots),
    });
  }
}

/** Stored as an uploaded image is (files/file-store.ts): the bytes, their hash, tied to the report's place. */
async function storeImage(
  db: Db,
  measureId: number,
  authorId: number,
  image: { kind: ReportImageKind; pattern: number | null; title: string; name: string; data: Buffer },
): Promise<void> {
  const at = nowIso();
  const file = await db
    .insertInto('stored_files')
    .values({
      name: image.name,
      type: 'image/png',
      size: image.data.length,
      content_hash: createHash('sha256').update(image.data).digest('hex'),
      data: image.data,
      created_by: authorId,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('report_images')
    .values({
      measure_id: measureId,
      kind: image.kind,
      pattern: image.pattern,
      title: image.title,
      sort_order: 1,
      file_id: file.id,
      created_at: at,
    })
    .execute();
}
