import type { ManagementTree, MeasureNode, StatusTableRow } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, snapshot } from '../../../test/api-helpers.js';
import {
  changeView,
  expectBadInput,
  expectError,
  newProject,
  post,
  save,
  treeTables,
  useManagementApp,
} from '../../../test/management-helpers.js';
import { addCard, chainProject, getStatuses, type Chain } from '../../../test/status-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';

const ctx = useManagementApp();

const scheduleTables = [...treeTables, 'board_cards', 'measure_schedules'] as const;

function updateSchedule(payload: Record<string, unknown>, token = ctx.tokens.member) {
  return call(ctx.t.app, 'POST', '/api/v1/statuses/update_schedule', { token, payload });
}

/** An update_schedule call that must succeed; the row it answers with. */
async function schedule(payload: Record<string, unknown>, token = ctx.tokens.member): Promise<StatusTableRow> {
  const response = await updateSchedule(payload, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ row: StatusTableRow }>().row;
}

/** The status table row of a measure, as GET statuses shows it. */
async function tableRow(projectId: number, id: number, token = ctx.tokens.member): Promise<StatusTableRow | undefined> {
  return (await getStatuses(ctx, projectId, token)).status_table.find((row) => row.id === id);
}

function measureOf(tree: ManagementTree, id: number): MeasureNode | undefined {
  const tasks = [...tree.kpi_array.flatMap((kpi) => kpi.problem), ...tree.non_kpi_task];
  return tasks
    .flatMap((task) => task.factor.flatMap((factor) => factor.hypothesis.flatMap((h) => h.measure)))
    .find((measure) => measure.id === id);
}

async function measureProject(): Promise<{ chain: Chain; measure: number; other: number }> {
  const chain = await chainProject(ctx, '日程');
  const measure = await addCard(ctx, chain, 'measure', '日程施策', 2);
  const other = await addCard(ctx, chain, 'measure', '別の施策', 1);
  return { chain, measure, other };
}

const full = {
  preparation: { start: '2026-04-01', end: '2026-04-10' },
  confirmation: { start: '2026-04-11', end: '2026-04-15' },
  verification: { start: '2026-04-16', end: '2026-05-15' },
  completion: '2026-05-20',
};

describe('POST /api/v1/statuses/update_schedule', () => {
  it('shows a measure without a schedule with empty phases, its verification being its own period', async () => {
    const { chain, measure } = await measureProject();
    await save(ctx, 'measure', {
      id: measure,
      verification_start_date: '2026-06-01',
      verification_end_date: '2026-06-30',
    });
    expect(await tableRow(chain.projectId, measure)).toEqual({
      id: measure,
      title: '日程施策',
      path: ['日程KPI', '日程課題', '日程要因', '日程仮説'],
      status: 2,
      kpi_id: chain.kpi,
      preparation: [null, null],
      confirmation: [null, null],
      verification: ['2026-06-01', '2026-06-30'],
      completion: null,
      report_open: true,
      assignees: [],
    });
  });

  it('saves every phase and shows it in the status table, the verification period also on the tree', async () => {
    const { chain, measure, other } = await measureProject();
    const row = await schedule({ id: measure, ...full });
    const expected = {
      id: measure,
      title: '日程施策',
      path: ['日程KPI', '日程課題', '日程要因', '日程仮説'],
      status: 2,
      kpi_id: chain.kpi,
      preparation: ['2026-04-01', '2026-04-10'],
      confirmation: ['2026-04-11', '2026-04-15'],
      verification: ['2026-04-16', '2026-05-15'],
      completion: '2026-05-20',
      report_open: true,
      assignees: [],
    };
    expect(row).toEqual(expected);
    expect(await tableRow(chain.projectId, measure)).toEqual(expected);
    expect(measureOf(await changeView(ctx, chain.projectId), measure)).toMatchObject({
      verification_start_date: '2026-04-16',
      verification_end_date: '2026-05-15',
      daterange: ['2026-04-16', '2026-05-15'],
    });
    // The measure's card shows the period too; the other measure is untouched.
    const response = await getStatuses(ctx, chain.projectId);
    const card = response.measure_status.flatMap((c) => c.items).find((c) => c.id === measure);
    expect(card).toMatchObject({ verification_start_date: '2026-04-16', verification_end_date: '2026-05-15' });
    expect(await tableRow(chain.projectId, other)).toMatchObject({
      preparation: [null, null],
      confirmation: [null, null],
      verification: [null, null],
      completion: null,
    });
  });

  it('keeps the phases a partial update does not name', async () => {
    const { chain, measure } = await measureProject();
    await schedule({ id: measure, ...full });
    expect(await schedule({ id: measure, confirmation: { start: '2026-04-12', end: '2026-04-14' } })).toMatchObject({
      preparation: ['2026-04-01', '2026-04-10'],
      confirmation: ['2026-04-12', '2026-04-14'],
      verification: ['2026-04-16', '2026-05-15'],
      completion: '2026-05-20',
    });
    await schedule({ id: measure, completion: '2026-05-31' });
    await schedule({ id: measure, verification: { start: '2026-04-20', end: '2026-04-20' } });
    expect(await tableRow(chain.projectId, measure)).toMatchObject({
      preparation: ['2026-04-01', '2026-04-10'],
      confirmation: ['2026-04-12', '2026-04-14'],
      verification: ['2026-04-20', '2026-04-20'],
      completion: '2026-05-31',
    });
    // A tree edit of the period shows in the table and keeps the other phases.
    await save(ctx, 'measure', {
      id: measure,
      verification_start_date: '2026-04-21',
      verification_end_date: '2026-04-25',
    });
    expect(await tableRow(chain.projectId, measure)).toMatchObject({
      preparation: ['2026-04-01', '2026-04-10'],
      verification: ['2026-04-21', '2026-04-25'],
      completion: '2026-05-31',
    });
  });

  it("clears a phase with '' (both ends), and the completion date with ''", async () => {
    const { chain, measure } = await measureProject();
    await schedule({ id: measure, ...full });
    const row = await schedule({
      id: measure,
      preparation: { start: '', end: '' },
      verification: { start: '', end: '' },
      completion: '',
    });
    expect(row).toMatchObject({
      preparation: [null, null],
      confirmation: ['2026-04-11', '2026-04-15'],
      verification: [null, null],
      completion: null,
    });
    expect(await tableRow(chain.projectId, measure)).toEqual(row);
    expect(measureOf(await changeView(ctx, chain.projectId), measure)).toMatchObject({
      verification_start_date: null,
      verification_end_date: null,
    });
  });

  it.each(['preparation', 'confirmation', 'verification'])(
    'refuses %s with one end only, naming it, and changes nothing',
    async (phase) => {
      const { measure } = await measureProject();
      await schedule({ id: measure, ...full });
      const before = await snapshot(ctx.t.db, scheduleTables);
      expectBadInput(await updateSchedule({ id: measure, [phase]: { start: '2026-07-01', end: '' } }), phase);
      expectBadInput(await updateSchedule({ id: measure, [phase]: { start: '', end: '2026-07-01' } }), phase);
      // With another phase that is fine: nothing of the call is saved.
      expectBadInput(
        await updateSchedule({ id: measure, completion: '2026-08-01', [phase]: { start: '2026-07-01', end: '' } }),
        phase,
      );
      expect(await snapshot(ctx.t.db, scheduleTables)).toEqual(before);
    },
  );

  it.each(['preparation', 'confirmation', 'verification'])(
    'refuses %s starting after it ends, naming it',
    async (phase) => {
      const { measure } = await measureProject();
      const before = await snapshot(ctx.t.db, scheduleTables);
      const response = await updateSchedule({ id: measure, [phase]: { start: '2026-07-02', end: '2026-07-01' } });
      expectBadInput(response, phase);
      expect(await snapshot(ctx.t.db, scheduleTables)).toEqual(before);
    },
  );

  it('refuses a date that is not YYYY-MM-DD or does not exist, naming the field', async () => {
    const { measure } = await measureProject();
    const before = await snapshot(ctx.t.db, scheduleTables);
    expectBadInput(
      await updateSchedule({ id: measure, preparation: { start: '2026/04/01', end: '2026-04-10' } }),
      'preparation.start',
    );
    expectBadInput(
      await updateSchedule({ id: measure, confirmation: { start: '2026-04-01', end: '2026-02-30' } }),
      'confirmation.end',
    );
    expectBadInput(await updateSchedule({ id: measure, completion: '来週' }), 'completion');
    expectBadInput(await updateSchedule({ id: measure, completion: '2026-13-01' }), 'completion');
    expectBadInput(await updateSchedule({ id: measure, preparation: { start: '2026-04-01' } }), 'preparation.end');
    expect(await snapshot(ctx.t.db, scheduleTables)).toEqual(before);
  });

  it('answers 404 for an unknown measure and for one under a deleted hypothesis', async () => {
    const projectId = await newProject(ctx);
    const ids = await makeTree(ctx.t.db, projectId, '日程削除');
    expect((await post(ctx, 'delete_hypothesis', { id: ids.hypothesis })).statusCode).toBe(200);
    const before = await snapshot(ctx.t.db, scheduleTables);
    expectError(await updateSchedule({ id: 999_999, completion: '2026-05-01' }), 404, 'not_found');
    expectError(await updateSchedule({ id: ids.measure, completion: '2026-05-01' }), 404, 'not_found');
    expect(await snapshot(ctx.t.db, scheduleTables)).toEqual(before);
  });

  it('lets a client user who may edit set the schedule of a shown measure, not of a hidden one (404)', async () => {
    const projectId = await newProject(ctx);
    const ids = await makeTree(ctx.t.db, projectId, '日程顧客');
    const allowed = await post(ctx, 'update_client_edit', { project_id: projectId, client_can_edit: true });
    expect(allowed.statusCode).toBe(200);
    const before = await snapshot(ctx.t.db, scheduleTables);
    expectError(
      await updateSchedule({ id: ids.hiddenMeasure, completion: '2026-05-01' }, ctx.tokens.client),
      404,
      'not_found',
    );
    expect(await snapshot(ctx.t.db, scheduleTables)).toEqual(before);

    const row = await schedule({ id: ids.measure, preparation: full.preparation }, ctx.tokens.client);
    expect(row).toMatchObject({ id: ids.measure, preparation: ['2026-04-01', '2026-04-10'] });
    expect(await tableRow(projectId, ids.measure, ctx.tokens.client)).toEqual(row);
    // Staff set the hidden one; the client's table still leaves it out.
    await schedule({ id: ids.hiddenMeasure, completion: '2026-05-01' });
    expect(await tableRow(projectId, ids.hiddenMeasure)).toMatchObject({ completion: '2026-05-01' });
    expect(await tableRow(projectId, ids.hiddenMeasure, ctx.tokens.client)).toBeUndefined();
  });
});
