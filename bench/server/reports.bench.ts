import { MAX_PATTERN_NUM } from '@kaizen/domain';
import { nowIso } from '../../apps/server/src/db/schema-helpers.js';
import { insertReport as insertMonthlyReport } from '../../apps/server/src/modules/monthly-reports/monthly-reports.repository.js';
import { bearer, seedWorld, signIn } from '../../apps/server/test/factories.js';
import { TINY_PNG } from '../../apps/server/test/measure-report-fixture.js';
import type { TestApp } from '../../apps/server/test/test-app.js';
import { makeTree } from '../../apps/server/test/tree-factory.js';
import { saveFile } from '../../apps/server/src/modules/files/file-store.js';
import { floorFor } from './floor.js';
import { measure } from './measure.js';
import { formatTable, type BenchRow } from './table.js';

const REPORTS = 2_000;
const HEADERS = 20;
const IMAGES_PER_PATTERN = 4;
const runs = { runs: 60, warmup: 6 };

/**
 * Reports at a consultancy's scale: 2,000 measure reports across projects (three patterns each with
 * counts, a third adopted) for the admin search, one full report (10 patterns × 20 header rows, 4 screenshots
 * a pattern) for GET measure_reports, and a long monthly report (tables, many sections) to render.
 */
export async function benchReports(t: TestApp): Promise<string> {
  const world = await seedWorld(t.db);
  const headers = bearer(await signIn(t.app, world.users.member.account));
  const started = Date.now();
  const now = nowIso();

  const measureIds: number[] = [];
  for (let i = 0; i < REPORTS / 4; i += 1) {
    const tree = await makeTree(t.db, world.projectId, `施策群${i}`);
    measureIds.push(tree.measure, tree.hiddenMeasure);
    const more = await makeTree(t.db, world.otherProjectId, `他社${i}`);
    measureIds.push(more.measure, more.hiddenMeasure);
  }
  for (const [i, measureId] of measureIds.entries()) {
    await t.db
      .insertInto('measure_reports')
      .values({
        measure_id: measureId,
        porpose: i % 5 === 0 ? 'カートのCVRを上げる' : '問い合わせを増やす',
        consideration: i % 7 === 0 ? '赤いボタンが効いた' : '差は小さい',
        pattern_num: 3,
        is_show: 1,
        device: (i % 3) + 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('report_patterns')
      .values(
        [1, 2, 3].map((pattern) => ({
          measure_id: measureId,
          pattern,
          name: `案${pattern}`,
          is_adopt: i % 3 === 0 && pattern === 2 ? 1 : 0,
          // Counts on every report, so the verdict filter and the uplift sort read a readout each.
          users: 20_000 + 10 * pattern,
          conversions: 600 + ((i * 7 + pattern * 13) % 90),
        })),
      )
      .execute();
  }

  // One full report: every pattern, every header row, screenshots.
  const full = measureIds[0] as number;
  await t.db
    .updateTable('measure_reports')
    .set({ pattern_num: MAX_PATTERN_NUM })
    .where('measure_id', '=', full)
    .execute();
  await t.db
    .insertInto('report_patterns')
    .values(Array.from({ length: MAX_PATTERN_NUM - 3 }, (_, k) => ({ measure_id: full, pattern: k + 4 })))
    .execute();
  const patterns = await t.db
    .selectFrom('report_patterns')
    .select(['id', 'pattern'])
    .where('measure_id', '=', full)
    .execute();
  for (let h = 1; h <= HEADERS; h += 1) {
    const header = await t.db
      .insertInto('report_headers')
      .values({ measure_id: full, title: `指標${h}`, index_num: h })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('report_cells')
      .values(patterns.map((p) => ({ pattern_id: p.id, header_id: header.id, name: `${h}.${p.pattern}%` })))
      .execute();
  }
  for (const p of patterns) {
    for (let k = 1; k <= IMAGES_PER_PATTERN; k += 1) {
      const file = await saveFile(t.db, {
        name: `p${p.pattern}-${k}.png`,
        type: 'image/png',
        data: TINY_PNG,
        createdBy: null,
      });
      await t.db
        .insertInto('report_images')
        .values({
          measure_id: full,
          kind: 'screenshot',
          pattern: p.pattern,
          title: `画面${k}`,
          sort_order: k,
          file_id: file.id,
          created_at: now,
        })
        .execute();
    }
  }

  const section = (n: number) =>
    `## ${n}. 施策の振り返り\n\n${'今月はカート画面の改善を中心に進めました。'.repeat(8)}\n\n| 施策 | 採用 | CVR |\n|---|---|---:|\n${Array.from({ length: 12 }, (_, r) => `| 施策${n}-${r} | パターン${(r % 3) + 1} | ${(r / 10).toFixed(1)}% |`).join('\n')}\n`;
  const monthlyId = await insertMonthlyReport(t.db, {
    project_id: world.projectId,
    title: '定例レポート（ベンチ）',
    is_regular: 1,
    is_show: 1,
    body: `# 定例レポート\n\n${Array.from({ length: 30 }, (_, n) => section(n + 1)).join('\n')}`,
    user_id: null,
  });
  const setupSeconds = (Date.now() - started) / 1000;

  const get = (url: string) => async () => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    return response;
  };
  const calls: [string, string][] = [
    ['GET measure_reports (10 patterns × 20 rows, 40 images)', `/api/v1/measure_reports?measure_id=${full}`],
    ['GET measure_reports/search (no conditions)', '/api/v1/measure_reports/search'],
    [
      'GET measure_reports/search (keyword ボタン, adopted)',
      `/api/v1/measure_reports/search?keyword=${encodeURIComponent('ボタン')}&adopted=1`,
    ],
    ['GET measure_reports/search (判定 勝ち)', '/api/v1/measure_reports/search?verdict=win'],
    ['GET measure_reports/search (改善率の高い順)', '/api/v1/measure_reports/search?sort=uplift'],
    ['GET monthly_reports/get (30 sections, 360 table rows)', `/api/v1/monthly_reports/get?id=${monthlyId}`],
  ];
  const rows: BenchRow[] = [];
  for (const [label, url] of calls) {
    const first = await get(url)();
    const floor = await floorFor(first.json());
    try {
      rows.push({
        label,
        timing: await measure(get(url), runs.runs, runs.warmup),
        floor: await measure(floor.run, runs.runs, runs.warmup),
        note: `${Math.round(Buffer.byteLength(first.body) / 1024).toLocaleString('en')} KB`,
      });
    } finally {
      await floor.close();
    }
  }
  return [
    formatTable('Measure and monthly reports (staff token)', rows),
    `data: ${measureIds.length.toLocaleString('en')} measure reports (search answers at most 200); set up in ${setupSeconds.toFixed(1)} s`,
    `runs: ${runs.runs} after ${runs.warmup} warm-ups`,
  ].join('\n');
}
