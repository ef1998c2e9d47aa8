import { expectedUpliftMessages, type ItemHistoryResponse, type TreeColumns } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import {
  changeView,
  expectBadInput,
  expectError,
  get,
  post,
  save,
  staffTree as sharedStaffTree,
  treeTables,
  useManagementApp,
} from '../../../test/management-helpers.js';

/** A measure's 見込み上昇率 (issue 35 §4), set through the measure's update route and read with the tree. */

const ctx = useManagementApp();
const staffTree = () => sharedStaffTree(ctx);
const written = ['change_history', ...treeTables] as const;

async function storedUplift(id: number) {
  const row = await ctx.t.db
    .selectFrom('measures')
    .select('expected_uplift')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.expected_uplift;
}

function measuresIn(tree: Awaited<ReturnType<typeof changeView>>) {
  return tree.kpi_array[0]?.problem[0]?.factor[0]?.hypothesis[0]?.measure ?? [];
}

async function upliftColumns(projectId: number, token = ctx.tokens.member) {
  const response = await get(ctx, '/tree_columns', { project_id: projectId }, token);
  expect(response.statusCode, response.body).toBe(200);
  const { measure } = response.json<TreeColumns>();
  return Object.fromEntries(measure.id.map((id, i) => [id, measure.expected_uplift[i]]));
}

function allowClientEdit(projectId: number) {
  return post(ctx, 'update_client_edit', { project_id: projectId, client_can_edit: true });
}

describe('a measure’s 見込み上昇率', () => {
  it('is saved as typed (full-width, with ％), answered, read with the tree, recorded, and cleared with ""', async () => {
    const { projectId, measure } = await staffTree();
    expect((await save(ctx, 'measure', { id: measure, expected_uplift: '１２．５％' })).node).toMatchObject({
      id: measure,
      expected_uplift: 12.5,
    });
    expect(await storedUplift(measure)).toBe(12.5);
    expect(measuresIn(await changeView(ctx, projectId)).find((m) => m.id === measure)).toMatchObject({
      expected_uplift: 12.5,
    });
    expect((await upliftColumns(projectId))[measure]).toBe(12.5);

    // A signed value and a plain number are read as well; sending other fields leaves it as it is.
    expect((await save(ctx, 'measure', { id: measure, expected_uplift: '-20' })).node).toMatchObject({
      expected_uplift: -20,
    });
    expect(await storedUplift(measure)).toBe(-20);
    await save(ctx, 'measure', { id: measure, expected_uplift: 1000 });
    await save(ctx, 'measure', { id: measure, measure: '改名した施策' });
    expect(await storedUplift(measure)).toBe(1000);

    const history = await call(ctx.t.app, 'GET', `/api/v1/history?target_kind=measure&target_id=${measure}`, {
      token: ctx.tokens.member,
    });
    expect(history.statusCode, history.body).toBe(200);
    const changes = history
      .json<ItemHistoryResponse>()
      .entries.filter((e) => e.field === 'expected_uplift')
      .map((e) => [e.field_label, e.from_value, e.to_value]);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['見込み上昇率', null, '12.5'],
        ['見込み上昇率', '12.5', '-20'],
        ['見込み上昇率', '-20', '1000'],
      ]),
    );
    expect(changes).toHaveLength(3);

    expect((await save(ctx, 'measure', { id: measure, expected_uplift: '' })).node).toMatchObject({
      expected_uplift: null,
    });
    expect(await storedUplift(measure)).toBeNull();
    await save(ctx, 'measure', { id: measure, expected_uplift: 5 });
    await save(ctx, 'measure', { id: measure, expected_uplift: null });
    expect(await storedUplift(measure)).toBeNull();
  });

  it('is taken on a new measure too', async () => {
    const { hypothesis } = await staffTree();
    const made = await save(ctx, 'measure', { hypothesis_id: hypothesis, measure: '新施策', expected_uplift: '+8' });
    expect(made.node).toMatchObject({ expected_uplift: 8 });
    expect(await storedUplift(made.id)).toBe(8);
  });

  it.each<[string, unknown, string]>([
    ['text it cannot read', '約10%', expectedUpliftMessages.unreadable],
    ['a boolean', true, expectedUpliftMessages.unreadable],
    ['−100 (the KPI gone)', -100, expectedUpliftMessages.range],
    ['below −100, typed full-width', '－２５０', expectedUpliftMessages.range],
    ['above 1000', 1000.5, expectedUpliftMessages.range],
  ])('refuses %s with 400 naming the field, writing nothing', async (_label, value, message) => {
    const { measure } = await staffTree();
    await save(ctx, 'measure', { id: measure, expected_uplift: 10 });
    const before = await snapshot(ctx.t.db, written);
    const response = await post(ctx, 'create_measure', { id: measure, measure: '書かれない', expected_uplift: value });
    expectBadInput(response, 'expected_uplift');
    expect(response.json<ErrorResponse>().error.fields?.[0]?.message).toBe(message);
    expect(await snapshot(ctx.t.db, written)).toEqual(before);
    expect(await storedUplift(measure)).toBe(10);
  });
});

describe('who may set or see a measure’s 見込み上昇率', () => {
  it('refuses the signed out (401) and writes nothing', async () => {
    const { measure } = await staffTree();
    const before = await snapshot(ctx.t.db, written);
    const response = await call(ctx.t.app, 'POST', '/api/v1/managements/create_measure', {
      payload: { id: measure, expected_uplift: 10 },
    });
    expect(response.statusCode).toBe(401);
    expect(await snapshot(ctx.t.db, written)).toEqual(before);
  });

  it('refuses a client of another company, as if the measure were not there, and writes nothing', async () => {
    const { projectId, measure } = await staffTree();
    await allowClientEdit(projectId);
    const before = await snapshot(ctx.t.db, written);
    expectError(
      await post(ctx, 'create_measure', { id: measure, expected_uplift: 10 }, ctx.tokens.otherClient),
      404,
      'not_found',
    );
    expect(await snapshot(ctx.t.db, written)).toEqual(before);
    expectError(await get(ctx, '/tree_columns', { project_id: projectId }, ctx.tokens.otherClient), 404, 'not_found');
  });

  it('refuses the project’s client unless client editing is on, and never reaches a hidden measure', async () => {
    const { projectId, measure, hidden } = await staffTree();
    await save(ctx, 'measure', { id: hidden, expected_uplift: 30 });
    const before = await snapshot(ctx.t.db, written);
    expectError(
      await post(ctx, 'create_measure', { id: measure, expected_uplift: 10 }, ctx.tokens.client),
      403,
      'forbidden',
    );
    expectError(
      await post(ctx, 'create_measure', { id: hidden, expected_uplift: 10 }, ctx.tokens.client),
      404,
      'not_found',
    );
    expect(await snapshot(ctx.t.db, written)).toEqual(before);

    await allowClientEdit(projectId);
    const afterAllow = await snapshot(ctx.t.db, written);
    expectError(
      await post(ctx, 'create_measure', { id: hidden, expected_uplift: 10 }, ctx.tokens.client),
      404,
      'not_found',
    );
    expectError(
      await post(ctx, 'create_measure', { id: hidden, expected_uplift: '' }, ctx.tokens.client),
      404,
      'not_found',
    );
    expect(await snapshot(ctx.t.db, written)).toEqual(afterAllow);
    expect(await storedUplift(hidden)).toBe(30);

    // The visible one the client may set, and sees as the measure is seen; the hidden one is not in its tree at all.
    await save(ctx, 'measure', { id: measure, expected_uplift: '１５' }, ctx.tokens.client);
    const seen = measuresIn(await changeView(ctx, projectId, ctx.tokens.client));
    expect(seen.map((m) => [m.id, m.expected_uplift])).toEqual([[measure, 15]]);
    expect(await upliftColumns(projectId, ctx.tokens.client)).toEqual({ [measure]: 15 });
    expect(await upliftColumns(projectId)).toEqual({ [measure]: 15, [hidden]: 30 });
  });
});
