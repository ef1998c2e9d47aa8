import type { LiveEvent, ManagementTree, MeasureNode } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/api-helpers.js';
import { expectBadInput, changeView, save, useManagementApp } from '../../../test/management-helpers.js';
import {
  createReport,
  postApi,
  readReport,
  reportOf,
  reportSetup,
  reportTables,
} from '../../../test/measure-report-helpers.js';
import { boardOf, cardOf, getStatuses } from '../../../test/status-helpers.js';

/**
 * A measure has one verification period (issue 30): the report's 検証期間 and the measure's dates
 * in the tree, the status table and the board are the same stored fact, edited from either place.
 */
const ctx = useManagementApp();

function measureOf(tree: ManagementTree, id: number): MeasureNode {
  const measures = tree.kpi_array.flatMap((k) =>
    k.problem.flatMap((t) => t.factor.flatMap((f) => f.hypothesis.flatMap((h) => h.measure))),
  );
  const found = measures.find((m) => m.id === id);
  if (!found) throw new Error(`measure ${id} is not in the tree`);
  return found;
}

/** The period every screen outside the report shows for the measure. */
async function periodsElsewhere(projectId: number, measureId: number) {
  const node = measureOf(await changeView(ctx, projectId), measureId);
  const statuses = await getStatuses(ctx, projectId);
  const card = cardOf(boardOf(statuses, 'measure'), measureId);
  const row = statuses.status_table.find((r) => r.id === measureId);
  return {
    tree: [node.verification_start_date, node.verification_end_date],
    daterange: node.daterange,
    card: [card.verification_start_date, card.verification_end_date],
    table: row?.verification,
  };
}

const everywhere = (start: string | null, end: string | null) => ({
  tree: [start, end],
  daterange: [start, end],
  card: [start, end],
  table: [start, end],
});

/** The next live event of the project, once the call has been made. */
function nextEvent(projectId: number): Promise<LiveEvent> {
  return new Promise((resolve) => {
    const stop = ctx.t.app.events.subscribe(projectId, (event) => {
      stop();
      resolve(event);
    });
  });
}

describe('a measure’s one verification period', () => {
  it('a period saved in the report is the measure’s: the tree, the board card and the status table show it', async () => {
    const setup = await reportSetup(ctx);
    const body = reportOf(
      await postApi(ctx, 'measure_reports/update', {
        id: setup.reportId,
        start_date: '2026-12-01',
        end_date: '2026-12-31',
      }),
    );
    expect(body.report).toMatchObject({ start_date: '2026-12-01', end_date: '2026-12-31', verification_diff: 31 });
    expect(body.base).toMatchObject({ verification_start_date: '2026-12-01', verification_end_date: '2026-12-31' });
    expect(await periodsElsewhere(setup.projectId, setup.measure)).toEqual(everywhere('2026-12-01', '2026-12-31'));

    reportOf(await postApi(ctx, 'measure_reports/update', { id: setup.reportId, start_date: '', end_date: '' }));
    expect(await periodsElsewhere(setup.projectId, setup.measure)).toEqual(everywhere(null, null));
  });

  it('a period set on the measure in the tree or the status table is the report’s, with its day count', async () => {
    const setup = await reportSetup(ctx);
    await save(ctx, 'measure', {
      id: setup.measure,
      verification_start_date: '2026-11-01',
      verification_end_date: '2026-11-14',
    });
    expect((await readReport(ctx, setup.measure)).report).toMatchObject({
      start_date: '2026-11-01',
      end_date: '2026-11-14',
      verification_diff: 14,
    });

    const scheduled = await postApi(ctx, 'statuses/update_schedule', {
      id: setup.measure,
      verification: { start: '2027-01-05', end: '2027-01-06' },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await readReport(ctx, setup.measure)).report).toMatchObject({
      start_date: '2027-01-05',
      end_date: '2027-01-06',
      verification_diff: 2,
    });
  });

  it('a report made with a period gives the measure that period', async () => {
    const setup = await reportSetup(ctx, { start_date: '2026-06-01', end_date: '2026-06-30' });
    expect(await periodsElsewhere(setup.projectId, setup.measure)).toEqual(everywhere('2026-06-01', '2026-06-30'));
    expect((await readReport(ctx, setup.measure)).report?.verification_diff).toBe(30);
  });

  it('a report made without a period keeps the measure’s', async () => {
    const setup = await reportSetup(ctx);
    await save(ctx, 'measure', {
      id: setup.measure,
      verification_start_date: '2026-08-01',
      verification_end_date: '2026-08-02',
    });
    await postApi(ctx, 'measure_reports/update', { id: setup.reportId, porpose: '目的だけ' });
    expect(await periodsElsewhere(setup.projectId, setup.measure)).toEqual(everywhere('2026-08-01', '2026-08-02'));
  });

  it('a period saved in the report is announced live as an edit of the project', async () => {
    const setup = await reportSetup(ctx);
    const heard = nextEvent(setup.projectId);
    reportOf(
      await postApi(ctx, 'measure_reports/update', {
        id: setup.reportId,
        start_date: '2026-12-01',
        end_date: '2026-12-31',
      }),
    );
    expect(await heard).toEqual({ type: 'tree', project_id: setup.projectId, user_id: ctx.world.users.member.id });
  });

  it('a bad period changes neither the report nor the measure', async () => {
    const setup = await reportSetup(ctx, { start_date: '2026-01-01', end_date: '2026-01-31' });
    const before = await snapshot(ctx.t.db, reportTables);
    const update = (payload: Record<string, unknown>) =>
      postApi(ctx, 'measure_reports/update', { id: setup.reportId, ...payload });
    expectBadInput(await update({ start_date: '2026-02-01', end_date: '2026-01-01' }), 'end_date');
    expectBadInput(await update({ start_date: '2026-02-30', end_date: '2026-03-01' }), 'start_date');
    expectBadInput(await update({ start_date: '2026-02-01' }), 'end_date');
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
    expect(await periodsElsewhere(setup.projectId, setup.measure)).toEqual(everywhere('2026-01-01', '2026-01-31'));
  });

  it('the measure’s report period is the one fact: the report table keeps no dates of its own', async () => {
    const setup = await createReportWithPeriod();
    const row = await ctx.t.db
      .selectFrom('measure_reports')
      .selectAll()
      .where('measure_id', '=', setup)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row)).not.toContain('start_date');
    expect(Object.keys(row)).not.toContain('end_date');
    expect(Object.keys(row)).not.toContain('verification_diff');
  });
});

async function createReportWithPeriod(): Promise<number> {
  const setup = await reportSetup(ctx);
  await createReport(ctx, setup.tree.hiddenMeasure, { start_date: '2026-04-01', end_date: '2026-04-02' });
  return setup.tree.hiddenMeasure;
}
