import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { up as fillCvrIncrease } from '../../db/migrations/0017_fields_cvr_increase.js';
import { snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import { expectBadInput, useManagementApp, type ManagementContext } from '../../../test/management-helpers.js';
import {
  allowClientEdit,
  postApi,
  readReport,
  reportOf,
  reportRow,
  reportSetup,
  reportTables,
} from '../../../test/measure-report-helpers.js';

const ctx: ManagementContext = useManagementApp();

/** improvement master ids of the seeded list (product.md §3.2): 1 CVR (a rate), 6 売上 (an amount). */
const CVR = 1;
const SALES = 6;

const update = (id: number, payload: Record<string, unknown>, token = ctx.tokens.member) =>
  postApi(ctx, 'measure_reports/update', { id, ...payload }, token);

const messagesOf = (response: { json: <T>() => T }) => response.json<ErrorResponse>().error.fields;

describe('measure report results: CVR上昇率 from 現状値 and 目標値, plausible figures', () => {
  it('works out CVR上昇率 on create and keeps it with 現状値 and 目標値 as either changes', async () => {
    const setup = await reportSetup(ctx, { improvement: CVR, current_improvement: 68, porpose_improvement: 80 });
    expect(setup.body.report).toMatchObject({ current_improvement: 68, porpose_improvement: 80, cvr_increase: 17.6 });
    expect(await reportRow(ctx, setup.measure)).toMatchObject({ cvr_increase: 17.6 });

    // Only 目標値 sent: the rise is from the stored 現状値.
    const raised = reportOf(await update(setup.reportId, { porpose_improvement: 85 }));
    expect(raised.report).toMatchObject({ current_improvement: 68, porpose_improvement: 85, cvr_increase: 25 });
    // 現状値 cleared: no rise can be measured.
    const cleared = reportOf(await update(setup.reportId, { current_improvement: null }));
    expect(cleared.report?.cvr_increase).toBeNull();
    // Other fields leave it as it is.
    reportOf(await update(setup.reportId, { current_improvement: 1.2, porpose_improvement: 1.6 }));
    const other = reportOf(await update(setup.reportId, { detail: '詳細だけ' }));
    expect(other.report).toMatchObject({ cvr_increase: 33.3, detail: '詳細だけ' });
    expect((await readReport(ctx, setup.measure)).report?.cvr_increase).toBe(33.3);
  });

  it('a client user who may edit gets the same derived rise', async () => {
    const setup = await reportSetup(ctx);
    await allowClientEdit(ctx, setup.projectId);
    const body = reportOf(
      await update(setup.reportId, { current_improvement: 2, porpose_improvement: 2.05 }, ctx.tokens.client),
    );
    expect(body.report?.cvr_increase).toBe(2.5);
  });

  it('refuses CVR上昇率 sent by the caller, saying it is worked out, and writes nothing', async () => {
    const setup = await reportSetup(ctx, { current_improvement: 68, porpose_improvement: 80 });
    const before = await snapshot(ctx.t.db, reportTables);
    const refused = await update(setup.reportId, { cvr_increase: 1.5, detail: '一緒に送った詳細' });
    expectBadInput(refused, 'cvr_increase');
    expect(messagesOf(refused)).toEqual([
      { field: 'cvr_increase', message: 'CVR上昇率は現状値と目標値から計算されるため入力できません' },
    ]);
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('refuses sessions above ten billion, naming session_num, and writes nothing', async () => {
    const setup = await reportSetup(ctx, { session_num: 48_200 });
    const before = await snapshot(ctx.t.db, reportTables);
    const refused = await update(setup.reportId, { session_num: 300_000_450_000 });
    expectBadInput(refused, 'session_num');
    expect(messagesOf(refused)).toEqual([
      { field: 'session_num', message: 'セッション数は0以上10,000,000,000以下で入力してください' },
    ]);
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
    expect(reportOf(await update(setup.reportId, { session_num: 10_000_000_000 })).report?.session_num).toBe(
      10_000_000_000,
    );
  });

  it('refuses a rate above 100 % when the indicator is a rate, naming the figure, and writes nothing', async () => {
    const setup = await reportSetup(ctx, { improvement: CVR, current_improvement: 1.2 });
    const before = await snapshot(ctx.t.db, reportTables);
    const refused = await update(setup.reportId, { porpose_improvement: 180 });
    expectBadInput(refused, 'porpose_improvement');
    expect(messagesOf(refused)).toEqual([
      { field: 'porpose_improvement', message: '目標値は0以上100以下で入力してください' },
    ]);
    // Sent with the indicator in one call, the indicator sent is the one that counts.
    expectBadInput(
      await postApi(ctx, 'measure_reports/create', {
        measure_id: setup.tree.hiddenMeasure,
        improvement: CVR,
        current_improvement: 120,
      }),
      'current_improvement',
    );
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);

    // An amount may be above 100; switching such a report to a rate indicator is refused for the stored figure.
    const sales = reportOf(await update(setup.reportId, { improvement: SALES, porpose_improvement: 1_800_000 }));
    expect(sales.report).toMatchObject({ improvement: SALES, porpose_improvement: 1_800_000 });
    const switched = await update(setup.reportId, { improvement: CVR });
    expectBadInput(switched, 'porpose_improvement');
    expect((await readReport(ctx, setup.measure)).report?.improvement).toBe(SALES);
  });

  it('the 0017 migration fills in the rise of reports saved with both figures but none, keeping a typed one', async () => {
    const blank = await reportSetup(ctx, { current_improvement: 68, porpose_improvement: 80 });
    const typed = await reportSetup(ctx, { current_improvement: 1.2, porpose_improvement: 1.6 });
    const half = await reportSetup(ctx, { current_improvement: 1.2 });
    const set = (measureId: number, rise: number | null) =>
      ctx.t.db.updateTable('measure_reports').set({ cvr_increase: rise }).where('measure_id', '=', measureId).execute();
    await set(blank.measure, null);
    await set(typed.measure, 37.5);
    // Migrations take the untyped database, as the migrator hands it to them.
    await fillCvrIncrease(ctx.t.db as unknown as Kysely<unknown>);
    expect(await reportRow(ctx, blank.measure)).toMatchObject({ cvr_increase: 17.6 });
    expect(await reportRow(ctx, typed.measure)).toMatchObject({ cvr_increase: 37.5 });
    expect(await reportRow(ctx, half.measure)).toMatchObject({ cvr_increase: null });
  });
});
