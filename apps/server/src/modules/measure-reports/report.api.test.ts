import { MAX_PATTERN_NUM, managementMessages, measureReportMessages, type MeasureReportResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  newProject,
  post,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import {
  adoptedPatterns,
  allowClientEdit,
  countRows,
  createReport,
  expectReportReadAccess,
  expectReportWriteAccess,
  fileExists,
  fileIdOf,
  getApi,
  measurePeriod,
  patternRows,
  postApi,
  readReport,
  reportOf,
  reportRow,
  reportSetup,
  reportTables,
  uploadImage,
  writeAccess,
  accessStatuses,
} from '../../../test/measure-report-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';

const ctx: ManagementContext = useManagementApp();

/** A fresh tree whose measure carries a verification method and period (but has no report yet). */
async function measureWithVerification(verification = 2, start = '2026-03-01', end = '2026-03-10') {
  const projectId = await newProject(ctx);
  const tree = await makeTree(ctx.t.db, projectId);
  await ctx.t.db
    .updateTable('measures')
    .set({ verification, verification_start_date: start, verification_end_date: end })
    .where('id', '=', tree.measure)
    .execute();
  return { projectId, tree };
}

function adopt(id: number, isAdopt: 0 | 1 = 1, token = ctx.tokens.member) {
  return postApi(ctx, 'measure_reports/update_adopt', { id, is_adopt: isAdopt }, token);
}

function isAdoptOf(body: MeasureReportResponse): number[] {
  return body.td.map((p) => p.is_adopt);
}

describe('GET /api/v1/measure_reports', () => {
  it('answers report null and the measure’s place in the tree before a report is made', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '基本');
    const body = await readReport(ctx, tree.measure);
    expect(body.report).toBeNull();
    expect(body.th).toEqual([]);
    expect(body.td).toEqual([]);
    expect(body.images).toEqual({ screenshot: [], reference: [], consideration: [], basis: [] });
    expect(body.links).toEqual([]);
    expect(body.base).toEqual({
      project_id: projectId,
      basis: '',
      basis_image: null,
      kpi: '基本KPI',
      project_kpi_id: tree.kpi,
      task: '基本課題',
      task_id: tree.task,
      factor: '基本要因',
      factor_id: tree.factor,
      hypothesis: '基本仮説',
      hypothesis_id: tree.hypothesis,
      measure: '基本施策',
      measure_status: 1,
      measure_status_class: 'not',
      measure_is_show: 1,
      verification_start_date: null,
      verification_end_date: null,
    });
    expect(body.verification_done).toBe(false);
    expect(body.can_edit).toBe(true);
    expect(body.masters.device.map((d) => d.name)).toEqual(['PC', 'タブレット', 'スマートフォン']);
    expect(body.masters.verification.map((d) => d.id)).toEqual([0, 1, 2, 3, 4]);
    expect(body.masters.improvement[0]?.name).toBe('CVR');
  });

  it('answers the stored report with its author, patterns and headers', async () => {
    const setup = await reportSetup(ctx, { porpose: 'CVR改善', device: 3 });
    const body = await readReport(ctx, setup.measure);
    expect(body.report).toMatchObject({
      id: setup.reportId,
      measure_id: setup.measure,
      porpose: 'CVR改善',
      device: 3,
      user_id: ctx.world.users.member.id,
      user_name: 't-member さん',
      pattern_num: 2,
      is_show: 1,
      adoption: 0,
    });
    expect(body.td.map((p) => [p.pattern, p.name, p.is_adopt, p.data])).toEqual([
      [1, '', 0, []],
      [2, '', 0, []],
    ]);
  });

  it('says whether the client may edit: not by default, yes where the project allows it', async () => {
    const setup = await reportSetup(ctx);
    expect((await readReport(ctx, setup.measure, ctx.tokens.client)).can_edit).toBe(false);
    await allowClientEdit(ctx, setup.projectId);
    expect((await readReport(ctx, setup.measure, ctx.tokens.client)).can_edit).toBe(true);
    expect((await readReport(ctx, setup.measure, ctx.tokens.admin)).can_edit).toBe(true);
  });

  it('marks the verification done once the measure reached 結果確認 or the period ended', async () => {
    const setup = await reportSetup(ctx, { start_date: '2999-01-01', end_date: '2999-01-31' });
    expect((await readReport(ctx, setup.measure)).verification_done).toBe(false);
    await ctx.t.db.updateTable('measures').set({ status: 6 }).where('id', '=', setup.measure).execute();
    const done = await readReport(ctx, setup.measure);
    expect(done.base.measure_status_class).toBe('result');
    expect(done.verification_done).toBe(true);

    const ended = await reportSetup(ctx, { start_date: '2000-01-01', end_date: '2000-01-31' });
    expect((await readReport(ctx, ended.measure)).verification_done).toBe(true);
  });

  it('refuses a bad measure_id (400) and answers 404 for an unknown or deleted measure', async () => {
    expectBadInput(await getApi(ctx, 'measure_reports', { measure_id: 'abc' }), 'measure_id');
    expectBadInput(await getApi(ctx, 'measure_reports', { measure_id: 0 }), 'measure_id');
    expectError(await getApi(ctx, 'measure_reports', { measure_id: 99_999_999 }), 404, 'not_found');
    const setup = await reportSetup(ctx);
    expect((await post(ctx, 'delete_measure', { id: setup.measure })).statusCode).toBe(200);
    expectError(await getApi(ctx, 'measure_reports', { measure_id: setup.measure }), 404, 'not_found');
  });

  it('access: the project’s company reads; hidden reports and measures do not exist for client users', async () => {
    await expectReportReadAccess(ctx, (s) => ({
      method: 'GET',
      url: `/api/v1/measure_reports?measure_id=${s.measure}`,
    }));
  });
});

describe('POST /api/v1/measure_reports/create', () => {
  it('makes the report: 2 empty patterns, shown, the author, and the measure’s verification method and period', async () => {
    const { tree } = await measureWithVerification(2, '2026-03-01', '2026-03-10');
    const body = await createReport(ctx, tree.measure);
    expect(body.report).toMatchObject({
      measure_id: tree.measure,
      porpose: '',
      device: null,
      verification: 2,
      user_id: ctx.world.users.member.id,
      start_date: '2026-03-01',
      end_date: '2026-03-10',
      verification_diff: 10,
      pattern_num: 2,
      is_show: 1,
      adoption: 0,
      consideration: '',
      basis: '',
      basis_image: null,
    });
    expect(body.td.map((p) => p.pattern)).toEqual([1, 2]);

    const row = await reportRow(ctx, tree.measure);
    expect(row).toMatchObject({
      pattern_num: 2,
      is_show: 1,
      user_id: ctx.world.users.member.id,
      verification: 2,
    });
    expect(await measurePeriod(ctx, tree.measure)).toEqual({
      verification_start_date: '2026-03-01',
      verification_end_date: '2026-03-10',
    });
    expect(await patternRows(ctx, tree.measure)).toEqual([
      expect.objectContaining({ pattern: 1, name: '', good: '', bad: '', is_adopt: 0 }),
      expect.objectContaining({ pattern: 2, name: '', good: '', bad: '', is_adopt: 0 }),
    ]);
  });

  it('takes the fields it is given over the measure’s, counting the period’s days with both ends and the CVR rise', async () => {
    const { tree } = await measureWithVerification(2);
    const body = await createReport(ctx, tree.measure, {
      porpose: '購入率を上げる',
      device: 1,
      verification: 0,
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      is_show: 0,
      current_improvement: 2,
      porpose_improvement: 2.05,
    });
    expect(body.report).toMatchObject({
      porpose: '購入率を上げる',
      device: 1,
      verification: 0,
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      verification_diff: 31,
      is_show: 0,
      cvr_increase: 2.5,
    });
    expect(await reportRow(ctx, tree.measure)).toMatchObject({ verification: 0, is_show: 0 });
    expect(await measurePeriod(ctx, tree.measure)).toEqual({
      verification_start_date: '2026-01-01',
      verification_end_date: '2026-01-31',
    });
  });

  it('leaves the period empty when the call clears it', async () => {
    const { tree } = await measureWithVerification();
    const body = await createReport(ctx, tree.measure, { start_date: '', end_date: null });
    expect(body.report).toMatchObject({ start_date: null, end_date: null, verification_diff: null });
  });

  it('answers 409 for a second report of the measure, writing nothing', async () => {
    const setup = await reportSetup(ctx);
    const before = await snapshot(ctx.t.db, reportTables);
    const again = await postApi(ctx, 'measure_reports/create', { measure_id: setup.measure, porpose: '二回目' });
    expectError(again, 409, 'conflict', measureReportMessages.alreadyExists);
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('makes one report when creates race: one 200, the others 409', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postApi(ctx, 'measure_reports/create', { measure_id: tree.measure })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await countRows(ctx, 'measure_reports', tree.measure)).toBe(1);
    expect((await patternRows(ctx, tree.measure)).map((p) => p.pattern)).toEqual([1, 2]);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const { tree } = await measureWithVerification();
    const m = tree.measure;
    const before = await snapshot(ctx.t.db, reportTables);
    const create = (payload: Record<string, unknown>) => postApi(ctx, 'measure_reports/create', payload);
    expectBadInput(await create({}), 'measure_id');
    expectBadInput(await create({ measure_id: m, device: 99 }), 'device');
    expectBadInput(await create({ measure_id: m, verification: 99 }), 'verification');
    expectBadInput(await create({ measure_id: m, improvement: 99 }), 'improvement');
    expectBadInput(await create({ measure_id: m, start_date: '2026-02-01', end_date: '2026-01-31' }), 'end_date');
    expectBadInput(await create({ measure_id: m, start_date: '2026-02-01' }), 'end_date');
    expectBadInput(await create({ measure_id: m, start_date: '' }), 'end_date');
    expectBadInput(await create({ measure_id: m, start_date: '2026-02-30', end_date: '2026-03-01' }), 'start_date');
    expectBadInput(await create({ measure_id: m, current_improvement: 'abc' }), 'current_improvement');
    expectBadInput(await create({ measure_id: m, session_num: -1 }), 'session_num');
    expectBadInput(await create({ measure_id: m, is_show: 2 }), 'is_show');
    expectBadInput(await create({ measure_id: m, porpose: 'あ'.repeat(1001) }), 'porpose');
    expectError(await create({ measure_id: 99_999_999 }), 404, 'not_found');
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('access: staff create; the client only where allowed, never on a hidden measure, never setting is_show', async () => {
    const build = async (projectId: number, hidden = false) => {
      const tree = await makeTree(ctx.t.db, projectId);
      const measure = hidden ? tree.hiddenMeasure : tree.measure;
      return { method: 'POST' as const, url: '/api/v1/measure_reports/create', payload: { measure_id: measure } };
    };
    expect(await accessStatuses(ctx, (p) => build(p))).toEqual(writeAccess);
    expect(await accessStatuses(ctx, (p) => build(p), { clientCanEdit: true }, ['client'])).toEqual({ client: 200 });
    expect(await accessStatuses(ctx, (p) => build(p, true), { clientCanEdit: true }, ['client', 'member'])).toEqual({
      client: 404,
      member: 200,
    });

    const projectId = await newProject(ctx);
    await allowClientEdit(ctx, projectId);
    const tree = await makeTree(ctx.t.db, projectId);
    const refused = await postApi(
      ctx,
      'measure_reports/create',
      { measure_id: tree.measure, is_show: 1 },
      ctx.tokens.client,
    );
    expectError(refused, 403, 'forbidden', managementMessages.visibilityStaffOnly);
    expect(await countRows(ctx, 'measure_reports', tree.measure)).toBe(0);
    const made = await createReport(ctx, tree.measure, {}, ctx.tokens.client);
    expect(made.report?.user_id).toBe(ctx.world.users.client.id);
  });
});

describe('POST /api/v1/measure_reports/update', () => {
  it('saves only the fields sent', async () => {
    const setup = await reportSetup(ctx, {
      porpose: '最初の目的',
      device: 2,
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      detail: '詳細',
    });
    const body = reportOf(await postApi(ctx, 'measure_reports/update', { id: setup.reportId, porpose: '新しい目的' }));
    expect(body.report).toMatchObject({
      porpose: '新しい目的',
      device: 2,
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      verification_diff: 31,
      detail: '詳細',
      is_show: 1,
    });
    expect(await reportRow(ctx, setup.measure)).toMatchObject({ porpose: '新しい目的', device: 2, detail: '詳細' });
    expect(await measurePeriod(ctx, setup.measure)).toEqual({
      verification_start_date: '2026-01-01',
      verification_end_date: '2026-01-31',
    });
  });

  it('saves every field, the period with its day count and 現状値 → 目標値 with its CVR rise', async () => {
    const setup = await reportSetup(ctx);
    const fields = {
      porpose: '目的',
      device: 1,
      verification: 3,
      start_date: '2026-02-01',
      end_date: '2026-03-01',
      session_num: 12000,
      improvement: 2,
      current_improvement: 1.5,
      porpose_improvement: 2.25,
      estimate: -3,
      detail: '詳細な結果',
      consideration: '考察：ボタンの色が効いた',
      basis: '根拠：ヒートマップ',
      is_show: 0,
    };
    const body = reportOf(await postApi(ctx, 'measure_reports/update', { id: setup.reportId, ...fields }));
    expect(body.report).toMatchObject({ ...fields, verification_diff: 29, cvr_increase: 50 });
    expect(body.base.basis).toBe('根拠：ヒートマップ');
    const { start_date: start, end_date: end, ...ownFields } = fields;
    expect(await reportRow(ctx, setup.measure)).toMatchObject({ ...ownFields, cvr_increase: 50 });
    expect(await measurePeriod(ctx, setup.measure)).toEqual({
      verification_start_date: start,
      verification_end_date: end,
    });

    const cleared = reportOf(
      await postApi(ctx, 'measure_reports/update', { id: setup.reportId, start_date: '', end_date: '' }),
    );
    expect(cleared.report).toMatchObject({
      start_date: null,
      end_date: null,
      verification_diff: null,
      porpose: '目的',
    });
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const setup = await reportSetup(ctx, { start_date: '2026-01-01', end_date: '2026-01-31' });
    const id = setup.reportId;
    const before = await snapshot(ctx.t.db, reportTables);
    const update = (payload: Record<string, unknown>) => postApi(ctx, 'measure_reports/update', { id, ...payload });
    expectBadInput(await update({ device: 99 }), 'device');
    expectBadInput(await update({ verification: 77 }), 'verification');
    expectBadInput(await update({ improvement: 8 }), 'improvement');
    expectBadInput(await update({ start_date: '2026-02-01', end_date: '2026-01-01' }), 'end_date');
    expectBadInput(await update({ start_date: '2026-02-01' }), 'end_date');
    expectBadInput(await update({ end_date: '' }), 'end_date');
    expectBadInput(await update({ start_date: null }), 'end_date');
    expectBadInput(await update({ start_date: '2026-02-01', end_date: '' }), 'end_date');
    expectBadInput(await update({ current_improvement: '1.5' }), 'current_improvement');
    expectBadInput(await update({ porpose_improvement: 'many' }), 'porpose_improvement');
    expectBadInput(await update({ estimate: true }), 'estimate');
    expectBadInput(await update({ cvr_increase: '5%' }), 'cvr_increase');
    expectBadInput(await update({ session_num: 1.5 }), 'session_num');
    expectBadInput(await update({ is_show: 'yes' }), 'is_show');
    expectBadInput(await update({ detail: 'あ'.repeat(5001) }), 'detail');
    expectBadInput(await postApi(ctx, 'measure_reports/update', { porpose: 'x' }), 'id');
    expectError(await postApi(ctx, 'measure_reports/update', { id: 99_999_999, porpose: 'x' }), 404, 'not_found');
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('lets an allowed client edit the report but never change is_show', async () => {
    const setup = await reportSetup(ctx);
    await allowClientEdit(ctx, setup.projectId);
    const before = await snapshot(ctx.t.db, reportTables);
    const refused = await postApi(
      ctx,
      'measure_reports/update',
      { id: setup.reportId, porpose: 'クライアント', is_show: 0 },
      ctx.tokens.client,
    );
    expectError(refused, 403, 'forbidden', managementMessages.visibilityStaffOnly);
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
    const saved = reportOf(
      await postApi(ctx, 'measure_reports/update', { id: setup.reportId, porpose: 'クライアント' }, ctx.tokens.client),
    );
    expect(saved.report?.porpose).toBe('クライアント');
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, (s) => ({
      method: 'POST',
      url: '/api/v1/measure_reports/update',
      payload: { id: s.reportId, porpose: 'CVR改善' },
    }));
  });
});

describe('POST /api/v1/measure_reports/update_pattern', () => {
  it('raises pattern_num, adding empty patterns at the end and keeping the others', async () => {
    const setup = await reportSetup(ctx);
    reportOf(await postApi(ctx, 'report_verification/update_pattern', { id: setup.patterns[1], name: '赤ボタン' }));
    const body = reportOf(
      await postApi(ctx, 'measure_reports/update_pattern', { measure_id: setup.measure, pattern_num: 4 }),
    );
    expect(body.report?.pattern_num).toBe(4);
    expect(body.td.map((p) => [p.pattern, p.name])).toEqual([
      [1, ''],
      [2, '赤ボタン'],
      [3, ''],
      [4, ''],
    ]);
    expect(body.td.slice(0, 2).map((p) => p.id)).toEqual(setup.patterns);
    expect((await reportRow(ctx, setup.measure))?.pattern_num).toBe(4);
    expect((await patternRows(ctx, setup.measure)).map((p) => p.pattern)).toEqual([1, 2, 3, 4]);
  });

  it('accepts the current number (nothing changes) and the maximum', async () => {
    const setup = await reportSetup(ctx);
    const same = reportOf(
      await postApi(ctx, 'measure_reports/update_pattern', { measure_id: setup.measure, pattern_num: 2 }),
    );
    expect(same.td.map((p) => p.id)).toEqual(setup.patterns);
    const max = reportOf(
      await postApi(ctx, 'measure_reports/update_pattern', { measure_id: setup.measure, pattern_num: MAX_PATTERN_NUM }),
    );
    expect(max.td.map((p) => p.pattern)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('refuses 0, 11 and a lower number (that goes through delete_pattern), writing nothing', async () => {
    const setup = await reportSetup(ctx);
    reportOf(await postApi(ctx, 'measure_reports/update_pattern', { measure_id: setup.measure, pattern_num: 3 }));
    const before = await snapshot(ctx.t.db, reportTables);
    const raise = (pattern_num: unknown) =>
      postApi(ctx, 'measure_reports/update_pattern', { measure_id: setup.measure, pattern_num });
    for (const bad of [0, 11, -1, 2.5, '3', null]) expectBadInput(await raise(bad), 'pattern_num');
    const lower = await raise(2);
    expectBadInput(lower, 'pattern_num');
    expectError(lower, 400, 'bad_input', measureReportMessages.patternNumLowerNeedsDelete);
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('answers 404 for a measure without a report', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId);
    const response = await postApi(ctx, 'measure_reports/update_pattern', { measure_id: tree.measure, pattern_num: 3 });
    expectError(response, 404, 'not_found', measureReportMessages.notFound);
    expect(await countRows(ctx, 'report_patterns', tree.measure)).toBe(0);
  });

  it('adds the patterns once when the same raise races', async () => {
    const setup = await reportSetup(ctx);
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        postApi(ctx, 'measure_reports/update_pattern', { measure_id: setup.measure, pattern_num: 4 }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await reportRow(ctx, setup.measure))?.pattern_num).toBe(4);
    expect((await patternRows(ctx, setup.measure)).map((p) => p.pattern)).toEqual([1, 2, 3, 4]);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, (s) => ({
      method: 'POST',
      url: '/api/v1/measure_reports/update_pattern',
      payload: { measure_id: s.measure, pattern_num: 3 },
    }));
  });
});

describe('POST /api/v1/measure_reports/delete_pattern', () => {
  /** A report with 4 patterns, a header with a cell per pattern, screenshots of patterns 1, 3 and 4, a reference. */
  async function fullReport() {
    const setup = await reportSetup(ctx);
    const m = setup.measure;
    reportOf(await postApi(ctx, 'measure_reports/update_pattern', { measure_id: m, pattern_num: 4 }));
    let body = reportOf(await postApi(ctx, 'report_verification/plusTh', { measure_id: m, title: 'CVR' }));
    const th = body.th[0]?.id as number;
    for (const p of body.td) {
      reportOf(
        await postApi(ctx, 'report_verification/update_data', { td_id: p.id, th_id: th, name: `${p.pattern}%` }),
      );
    }
    for (const pattern of [1, 3, 4]) {
      reportOf(await uploadImage(ctx, { measure_id: m, kind: 'screenshot', pattern, title: `画面${pattern}` }));
    }
    body = reportOf(await uploadImage(ctx, { measure_id: m, kind: 'reference', title: '参考' }));
    return { setup, body, th };
  }

  it('deletes the last patterns with their cells and screenshots (and the stored files)', async () => {
    const { setup, body: full } = await fullReport();
    const m = setup.measure;
    const pattern4 = full.td[3]?.id as number;
    reportOf(await adopt(pattern4));
    const shots = full.images.screenshot;
    expect(shots.map((s) => s.pattern)).toEqual([1, 3, 4]);
    const [keep, ...gone] = shots.map((s) => fileIdOf(s.image_url));
    const referenceFile = fileIdOf(full.images.reference[0]?.image_url ?? '');

    const body = reportOf(await postApi(ctx, 'measure_reports/delete_pattern', { measure_id: m, pattern_num: 2 }));
    expect(body.report).toMatchObject({ pattern_num: 2, adoption: 0 });
    expect(body.td.map((p) => [p.pattern, p.data.map((c) => c.name)])).toEqual([
      [1, ['1%']],
      [2, ['2%']],
    ]);
    expect(body.images.screenshot.map((s) => s.pattern)).toEqual([1]);
    expect(body.images.reference).toHaveLength(1);

    expect((await reportRow(ctx, m))?.pattern_num).toBe(2);
    expect((await patternRows(ctx, m)).map((p) => p.pattern)).toEqual([1, 2]);
    const cells = await ctx.t.db.selectFrom('report_cells').select('pattern_id').execute();
    expect(cells.filter((c) => full.td.slice(2).some((p) => p.id === Number(c.pattern_id)))).toEqual([]);
    expect(await countRows(ctx, 'report_images', m)).toBe(2);
    expect(await fileExists(ctx, keep as number)).toBe(true);
    expect(await fileExists(ctx, referenceFile)).toBe(true);
    for (const id of gone) expect(await fileExists(ctx, id)).toBe(false);
  });

  it('goes down to a single pattern', async () => {
    const setup = await reportSetup(ctx);
    const body = reportOf(
      await postApi(ctx, 'measure_reports/delete_pattern', { measure_id: setup.measure, pattern_num: 1 }),
    );
    expect(body.td.map((p) => p.id)).toEqual([setup.patterns[0]]);
  });

  it('refuses a number not lower than the current one, 0 and 11, writing nothing', async () => {
    const { setup } = await fullReport();
    const before = await snapshot(ctx.t.db, reportTables);
    const lower = (pattern_num: unknown) =>
      postApi(ctx, 'measure_reports/delete_pattern', { measure_id: setup.measure, pattern_num });
    for (const same of [4, 5]) {
      const response = await lower(same);
      expectBadInput(response, 'pattern_num');
      expectError(response, 400, 'bad_input', measureReportMessages.patternNumNotLower);
    }
    for (const bad of [0, 11, 'two']) expectBadInput(await lower(bad), 'pattern_num');
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, (s) => ({
      method: 'POST',
      url: '/api/v1/measure_reports/delete_pattern',
      payload: { measure_id: s.measure, pattern_num: 1 },
    }));
  });
});

describe('POST /api/v1/measure_reports/update_adopt', () => {
  it('adopts one pattern and un-adopts the others; adoption follows', async () => {
    const setup = await reportSetup(ctx);
    const [p1, p2] = setup.patterns as [number, number];
    let body = reportOf(await adopt(p2));
    expect(isAdoptOf(body)).toEqual([0, 1]);
    expect(body.report?.adoption).toBe(1);
    expect(await adoptedPatterns(ctx, setup.measure)).toEqual([2]);

    body = reportOf(await adopt(p1));
    expect(isAdoptOf(body)).toEqual([1, 0]);
    expect(await adoptedPatterns(ctx, setup.measure)).toEqual([1]);

    // Un-adopting a pattern that is not adopted leaves the adopted one.
    body = reportOf(await adopt(p2, 0));
    expect(isAdoptOf(body)).toEqual([1, 0]);
    expect(body.report?.adoption).toBe(1);

    body = reportOf(await adopt(p1, 0));
    expect(isAdoptOf(body)).toEqual([0, 0]);
    expect(body.report?.adoption).toBe(0);
    expect(await adoptedPatterns(ctx, setup.measure)).toEqual([]);
    expect((await readReport(ctx, setup.measure)).report?.adoption).toBe(0);
  });

  it('keeps adoption within the report: adopting in one report leaves another alone', async () => {
    const a = await reportSetup(ctx);
    const b = await reportSetup(ctx);
    reportOf(await adopt(a.patterns[0] as number));
    reportOf(await adopt(b.patterns[1] as number));
    expect(await adoptedPatterns(ctx, a.measure)).toEqual([1]);
    expect(await adoptedPatterns(ctx, b.measure)).toEqual([2]);
  });

  it('refuses bad input and answers 404 for an unknown pattern, writing nothing', async () => {
    const setup = await reportSetup(ctx);
    const before = await snapshot(ctx.t.db, reportTables);
    expectBadInput(
      await postApi(ctx, 'measure_reports/update_adopt', { id: setup.patterns[0], is_adopt: 2 }),
      'is_adopt',
    );
    expectBadInput(await postApi(ctx, 'measure_reports/update_adopt', { id: setup.patterns[0] }), 'is_adopt');
    expectBadInput(await postApi(ctx, 'measure_reports/update_adopt', { is_adopt: 1 }), 'id');
    expectError(await adopt(99_999_999), 404, 'not_found', measureReportMessages.patternNotFound);
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('leaves exactly one pattern adopted when two adoptions race', async () => {
    const setup = await reportSetup(ctx);
    const [p1, p2] = setup.patterns as [number, number];
    const responses = await Promise.all([adopt(p1), adopt(p2)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await adoptedPatterns(ctx, setup.measure)).toHaveLength(1);
  });

  it('leaves exactly one pattern adopted when six adoptions race', async () => {
    const setup = await reportSetup(ctx);
    const body = reportOf(
      await postApi(ctx, 'measure_reports/update_pattern', { measure_id: setup.measure, pattern_num: 6 }),
    );
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(body.td.map((p) => adopt(p.id)));
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const adopted = await adoptedPatterns(ctx, setup.measure);
      expect(adopted).toHaveLength(1);
      expect((await readReport(ctx, setup.measure)).td.filter((p) => p.is_adopt === 1).map((p) => p.pattern)).toEqual(
        adopted,
      );
    }
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, (s) => ({
      method: 'POST',
      url: '/api/v1/measure_reports/update_adopt',
      payload: { id: s.patterns[1], is_adopt: 1 },
    }));
  });
});
