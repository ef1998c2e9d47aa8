import type { BoardKind, ManagementTree, MasterItem, StatusCard } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, snapshot } from '../../../test/api-helpers.js';
import {
  changeView,
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  post,
  treeTables,
  unique,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import {
  addCard,
  boardOf,
  cardOf,
  cardsOf,
  chainProject,
  columnIds,
  columnOfCard,
  getStatuses,
  moveCard,
  savedArrayNums,
  updateStatus,
  type Chain,
} from '../../../test/status-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';
import { insertNode } from '../../../test/tree-factory.js';
import { reportFixture } from '../../../test/measure-report-fixture.js';
import { postApi, reportIn, reportOf } from '../../../test/measure-report-helpers.js';

const ctx: ManagementContext = useManagementApp();

/** What a refused call must leave untouched. */
const boardTables = [...treeTables, 'board_cards', 'measure_schedules'] as const;

const kinds: BoardKind[] = ['kpi', 'task', 'measure'];

/** The status of a node as the tree (change_view) shows it. */
function treeStatus(tree: ManagementTree, kind: BoardKind, id: number): number | null | undefined {
  for (const kpi of tree.kpi_array) {
    if (kind === 'kpi' && kpi.id === id) return kpi.status;
    for (const task of [...kpi.problem, ...tree.non_kpi_task]) {
      if (kind === 'task' && task.id === id) return task.status;
      for (const factor of task.factor)
        for (const hypothesis of factor.hypothesis)
          for (const measure of hypothesis.measure) if (kind === 'measure' && measure.id === id) return measure.status;
    }
  }
  return undefined;
}

/**
 * A project whose board of the kind holds three cards in 未着手 (status 1) and two in 確認中 (status 4),
 * each column in that order.
 */
async function twoColumns(kind: BoardKind) {
  const chain = await chainProject(ctx);
  const n1 = await addCard(ctx, chain, kind, '未1', 1);
  const n2 = await addCard(ctx, chain, kind, '未2', 1);
  const n3 = await addCard(ctx, chain, kind, '未3', 1);
  const c1 = await addCard(ctx, chain, kind, '確1', 4);
  const c2 = await addCard(ctx, chain, kind, '確2', 4);
  return { chain, n1, n2, n3, c1, c2 };
}

async function board(chain: Chain, kind: BoardKind, token = ctx.tokens.member) {
  return boardOf(await getStatuses(ctx, chain.projectId, token), kind);
}

/** The array_num of each card of a column, as GET statuses shows them. */
function arrayNumsOf(columns: ReturnType<typeof boardOf>, key: string): number[] {
  return (columns.find((c) => c.key === key)?.items ?? []).map((card) => card.array_num);
}

async function allowClientEdit(projectId: number, allowed: boolean) {
  const response = await post(ctx, 'update_client_edit', { project_id: projectId, client_can_edit: allowed });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/v1/statuses: the boards', () => {
  it('answers six columns on each of the three boards, with their keys and labels', async () => {
    const { projectId } = await chainProject(ctx);
    const response = await getStatuses(ctx, projectId);
    const expected = [
      ['not', '未着手'],
      ['prep', '準備中'],
      ['now', '着手中'],
      ['check', '確認中'],
      ['ver', '検証中・結果確認'],
      ['comp', '完了'],
    ];
    for (const kind of kinds) {
      expect(boardOf(response, kind).map((c) => [c.key, c.label])).toEqual(expected);
    }
  });

  it('shows each card with its title, parent path, status, memo, order and KPI', async () => {
    const db = ctx.t.db;
    const projectId = await newProject(ctx);
    const p = { project_id: projectId };
    const kpi = await insertNode.kpi(db, { ...p, kpi: '売上KPI', status: 4, index_num: 1 });
    const task = await insertNode.task(db, { ...p, project_kpi_id: kpi, task: '離脱課題', status: 2, index_num: 1 });
    const factor = await insertNode.factor(db, { ...p, task_id: task, factor: '導線要因', index_num: 1 });
    const hypothesis = await insertNode.hypothesis(db, {
      ...p,
      factor_id: factor,
      hypothesis: '導線仮説',
      index_num: 1,
    });
    const measure = await insertNode.measure(db, {
      ...p,
      hypothesis_id: hypothesis,
      measure: 'ボタン改善',
      status: 5,
      importance: 0,
      urgency: 0,
      verification_start_date: '2026-05-01',
      verification_end_date: '2026-05-31',
      index_num: 1,
    });
    const second = await insertNode.measure(db, {
      ...p,
      hypothesis_id: hypothesis,
      measure: '見出し改善',
      status: 5,
      importance: 0,
      urgency: 2,
      index_num: 2,
    });
    const nonKpiTask = await insertNode.task(db, { ...p, is_non_kpi: 1, task: '非KPI課題', status: 7, index_num: 1 });
    const nonKpiFactor = await insertNode.factor(db, { ...p, task_id: nonKpiTask, factor: '非要因', index_num: 1 });
    const nonKpiHypothesis = await insertNode.hypothesis(db, {
      ...p,
      factor_id: nonKpiFactor,
      hypothesis: '非仮説',
      index_num: 1,
    });
    const nonKpiMeasure = await insertNode.measure(db, {
      ...p,
      hypothesis_id: nonKpiHypothesis,
      measure: '非KPI施策',
      status: 2,
      importance: 2,
      urgency: 0,
      index_num: 1,
    });
    expect((await updateStatus(ctx, 'measure', { id: measure, memo: '担当：佐藤' })).statusCode).toBe(200);

    const response = await getStatuses(ctx, projectId);
    const noMeasureFields = {
      rank: null,
      verification_start_date: null,
      verification_end_date: null,
      readout: null,
      assignees: [],
    };
    expect(cardsOf(boardOf(response, 'kpi'))).toEqual([
      {
        id: kpi,
        kind: 'kpi',
        title: '売上KPI',
        path: [],
        status: 4,
        status_id: 4,
        memo: '',
        array_num: 1,
        kpi_id: kpi,
        ...noMeasureFields,
      },
    ]);
    expect(boardOf(response, 'task').map((c) => c.items)).toEqual([
      [],
      [
        {
          id: task,
          kind: 'task',
          title: '離脱課題',
          path: ['売上KPI'],
          status: 2,
          status_id: 2,
          memo: '',
          array_num: 1,
          kpi_id: kpi,
          ...noMeasureFields,
        },
      ],
      [],
      [],
      [],
      [
        {
          id: nonKpiTask,
          kind: 'task',
          title: '非KPI課題',
          path: ['KPIに紐づかない課題'],
          status: 7,
          status_id: 7,
          memo: '',
          array_num: 1,
          kpi_id: null,
          ...noMeasureFields,
        },
      ],
    ]);
    const measures = boardOf(response, 'measure');
    expect(columnIds(measures, 'ver')).toEqual([measure, second]);
    expect(cardOf(measures, measure)).toEqual({
      id: measure,
      kind: 'measure',
      title: 'ボタン改善',
      path: ['売上KPI', '離脱課題', '導線要因', '導線仮説'],
      status: 5,
      status_id: 5,
      memo: '担当：佐藤',
      array_num: 1,
      rank: 'A',
      verification_start_date: '2026-05-01',
      verification_end_date: '2026-05-31',
      readout: null,
      kpi_id: kpi,
      assignees: [],
    });
    expect(cardOf(measures, second)).toMatchObject({
      array_num: 2,
      rank: 'B',
      memo: '',
      verification_start_date: null,
    });
    expect(cardOf(measures, nonKpiMeasure)).toEqual({
      id: nonKpiMeasure,
      kind: 'measure',
      title: '非KPI施策',
      path: ['KPIに紐づかない課題', '非KPI課題', '非要因', '非仮説'],
      status: 2,
      status_id: 2,
      memo: '',
      array_num: 1,
      rank: 'C',
      verification_start_date: null,
      verification_end_date: null,
      readout: null,
      kpi_id: null,
      assignees: [],
    });
    expect(columnOfCard(measures, nonKpiMeasure)).toBe('prep');
  });

  it('puts each status in its column, 検証中 (5) and 結果確認 (6) both in ver, keeping the exact status', async () => {
    for (const kind of kinds) {
      const chain = await chainProject(ctx);
      const ids = new Map<number, number>();
      for (const status of [1, 2, 3, 4, 5, 6, 7])
        ids.set(status, await addCard(ctx, chain, kind, `状態${status}`, status));
      const columns = await board(chain, kind);
      const where = [...ids].map(([status, id]) => [status, columnOfCard(columns, id), cardOf(columns, id).status]);
      expect(where, kind).toEqual([
        [1, 'not', 1],
        [2, 'prep', 2],
        [3, 'now', 3],
        [4, 'check', 4],
        [5, 'ver', 5],
        [6, 'ver', 6],
        [7, 'comp', 7],
      ]);
      expect(arrayNumsOf(columns, 'ver')).toEqual([1, 2]);
    }
  });

  it("names each card's status master id status_id as well (product.md §3), null where no status is set", async () => {
    for (const kind of kinds) {
      const chain = await chainProject(ctx);
      const withStatus = await addCard(ctx, chain, kind, '状態あり', 4);
      const withoutStatus = await addCard(ctx, chain, kind, '状態なし', null);
      const columns = await board(chain, kind);
      expect(cardOf(columns, withStatus), kind).toMatchObject({ status: 4, status_id: 4 });
      expect(cardOf(columns, withoutStatus), kind).toMatchObject({ status: null, status_id: null });
    }
  });

  it('stands KPIs and tasks without a status on 着手中 and measures without one on 未着手', async () => {
    const chain = await chainProject(ctx);
    const kpi = await addCard(ctx, chain, 'kpi', '状態なしKPI', null);
    const task = await addCard(ctx, chain, 'task', '状態なし課題', null);
    const measure = await addCard(ctx, chain, 'measure', '状態なし施策', null);
    const response = await getStatuses(ctx, chain.projectId);
    expect(columnOfCard(boardOf(response, 'kpi'), kpi)).toBe('now');
    expect(columnOfCard(boardOf(response, 'task'), task)).toBe('now');
    expect(columnOfCard(boardOf(response, 'measure'), measure)).toBe('not');
    expect(cardOf(boardOf(response, 'measure'), measure).status).toBeNull();
    expect(cardOf(boardOf(response, 'kpi'), kpi).status).toBeNull();
  });

  it('leaves out deleted nodes and everything under them', async () => {
    const projectId = await newProject(ctx);
    const kept = await makeTree(ctx.t.db, projectId, '残す');
    const gone = await makeTree(ctx.t.db, projectId, '消す');
    const partly = await makeTree(ctx.t.db, projectId, '一部');
    expect((await post(ctx, 'delete_kpi', { id: gone.kpi })).statusCode).toBe(200);
    expect((await post(ctx, 'delete_factor', { id: partly.factor })).statusCode).toBe(200);
    expect((await post(ctx, 'delete_measure', { id: kept.measure })).statusCode).toBe(200);

    const response = await getStatuses(ctx, projectId);
    const ids = (kind: BoardKind) =>
      cardsOf(boardOf(response, kind))
        .map((c) => c.id)
        .sort((a, b) => a - b);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(ids('kpi')).toEqual(sorted([kept.kpi, partly.kpi]));
    expect(ids('task')).toEqual(sorted([kept.task, kept.nonKpiTask, gone.nonKpiTask, partly.task, partly.nonKpiTask]));
    // The measure deleted itself, and those under the deleted KPI and the deleted factor, are gone.
    expect(ids('measure')).toEqual([kept.hiddenMeasure]);
    expect(response.status_table.map((row) => row.id)).toEqual([kept.hiddenMeasure]);
    expect(JSON.stringify(response)).not.toContain('消すKPI');
    expect(JSON.stringify(response)).not.toContain('一部施策');
  });

  it('puts the 担当者 on every card, status table row and work, and none of a hidden measure to a client', async () => {
    const projectId = await newProject(ctx);
    const ids = await makeTree(ctx.t.db, projectId, '担当');
    const { admin, member } = ctx.world.users;
    const assign = async (kind: string, id: number, userIds: number[]) => {
      const response = await post(ctx, 'update_assignees', { kind, id, userIds });
      expect(response.statusCode, response.body).toBe(200);
    };
    await assign('kpi', ids.kpi, [member.id]);
    await assign('task', ids.task, [admin.id, member.id]);
    await assign('measure', ids.measure, [admin.id]);
    await assign('measure', ids.hiddenMeasure, [member.id]);
    await assign('work', ids.work, [admin.id, member.id]);

    const staff = await getStatuses(ctx, projectId);
    expect(cardOf(boardOf(staff, 'kpi'), ids.kpi).assignees).toEqual([member.id]);
    expect(cardOf(boardOf(staff, 'task'), ids.task).assignees).toEqual([admin.id, member.id]);
    expect(cardOf(boardOf(staff, 'measure'), ids.measure).assignees).toEqual([admin.id]);
    expect(staff.status_table.map((row) => [row.id, row.assignees])).toEqual([
      [ids.measure, [admin.id]],
      [ids.hiddenMeasure, [member.id]],
    ]);
    expect(staff.works.map((w) => [w.id, w.assignees])).toEqual([[ids.work, [admin.id, member.id]]]);

    const client = await getStatuses(ctx, projectId, ctx.tokens.client);
    expect(client.status_table.map((row) => [row.id, row.assignees])).toEqual([[ids.measure, [admin.id]]]);
    expect(cardsOf(boardOf(client, 'measure')).map((c) => c.id)).toEqual([ids.measure]);
  });

  it('never shows a client user a measure hidden from clients (is_show 0), anywhere in the answer', async () => {
    const projectId = await newProject(ctx);
    const ids = await makeTree(ctx.t.db, projectId, '公開');
    const staff = await getStatuses(ctx, projectId);
    expect(cardsOf(boardOf(staff, 'measure')).map((c) => c.id)).toEqual([ids.measure, ids.hiddenMeasure]);
    expect(staff.status_table.map((row) => row.id)).toEqual([ids.measure, ids.hiddenMeasure]);

    const client = await getStatuses(ctx, projectId, ctx.tokens.client);
    expect(cardsOf(boardOf(client, 'measure')).map((c) => c.id)).toEqual([ids.measure]);
    expect(client.status_table.map((row) => row.id)).toEqual([ids.measure]);
    expect(JSON.stringify(client)).not.toContain('公開非公開施策');
    // The rest of the board is the same for both.
    expect(boardOf(client, 'kpi')).toEqual(boardOf(staff, 'kpi'));
    expect(boardOf(client, 'task')).toEqual(boardOf(staff, 'task'));
  });

  it('puts the report’s 勝率 on a measure’s card, for a client only once the verification is done', async () => {
    const projectId = await newProject(ctx);
    const counts = [
      { pattern: 1, users: 24_000, conversions: 720 },
      { pattern: 2, users: 24_100, conversions: 820 },
    ];
    const counted = async (label: string, end: string) => {
      const setup = await reportIn(ctx, projectId, { label, fields: { start_date: '2026-01-05', end_date: end } });
      const body = reportOf(
        await postApi(ctx, 'measure_reports/update_results', { measure_id: setup.measure, patterns: counts }),
      );
      return { measure: setup.measure, stats: body.stats };
    };
    const ended = await counted('終了', '2026-02-01');
    const running = await counted('検証中', '2099-12-31');
    const uncounted = (await reportIn(ctx, projectId, { label: '未入力' })).measure;
    const readouts = async (token: string) => {
      const cards = cardsOf(boardOf(await getStatuses(ctx, projectId, token), 'measure'));
      const byId = new Map(cards.map((c) => [c.id, c.readout]));
      return [ended.measure, running.measure, uncounted].map((id) => byId.get(id));
    };
    const chance = ended.stats?.patterns[1]?.chance_to_win ?? null;
    expect(ended.stats?.verdict).toBe('win');
    expect(chance).toBeGreaterThan(0.95);
    const endedReadout = { engine: 'bayesian', verdict: 'win', chance_to_win: chance };
    expect(await readouts(ctx.tokens.member)).toEqual([endedReadout, endedReadout, null]);
    // A test read half-way is the consultant's working view (decisions/0030).
    expect(await readouts(ctx.tokens.client)).toEqual([endedReadout, null, null]);

    // Another engine: its verdict, and no chance to win.
    const frequentist = reportOf(
      await postApi(ctx, 'measure_reports/update_stats_settings', {
        measure_id: ended.measure,
        stats_engine: 'frequentist',
      }),
    );
    expect(frequentist.stats?.verdict).toBe('win');
    expect((await readouts(ctx.tokens.member))[0]).toEqual({
      engine: 'frequentist',
      verdict: 'win',
      chance_to_win: null,
    });
  });

  it('lets the status table link a client only to a shown report that exists, and staff to every measure', async () => {
    const projectId = await newProject(ctx);
    const shown = await reportFixture(ctx.t.db, projectId, '公開');
    const hidden = await reportFixture(ctx.t.db, projectId, '非公開');
    await ctx.t.db
      .updateTable('measure_reports')
      .set({ is_show: 0 })
      .where('measure_id', '=', hidden.measure)
      .execute();
    const withoutReport = (await makeTree(ctx.t.db, projectId, 'なし')).measure;
    const links = async (token: string) => {
      const { status_table } = await getStatuses(ctx, projectId, token);
      const open = new Map(status_table.map((row) => [row.id, row.report_open]));
      return [shown.measure, hidden.measure, withoutReport].map((id) => open.get(id));
    };
    expect(await links(ctx.tokens.member)).toEqual([true, true, true]);
    expect(await links(ctx.tokens.client)).toEqual([true, false, false]);
  });

  it("answers 404 for another company's project to a client user, and 400 for a bad project_id", async () => {
    const otherId = await newOtherProject(ctx);
    await makeTree(ctx.t.db, otherId, '別会社');
    const response = await call(ctx.t.app, 'GET', `/api/v1/statuses?project_id=${otherId}`, {
      token: ctx.tokens.client,
    });
    expectError(response, 404, 'not_found');
    expect(response.body).not.toContain('別会社');
    expectBadInput(
      await call(ctx.t.app, 'GET', '/api/v1/statuses?project_id=x', { token: ctx.tokens.member }),
      'project_id',
    );
  });
});

describe.each(kinds)('POST /api/v1/statuses/update_%s_status: moving cards', (kind) => {
  it('moves the card to the column of its new status at the index, renumbering both columns from 1', async () => {
    const { chain, n1, n2, n3, c1, c2 } = await twoColumns(kind);
    const card = await moveCard(ctx, kind, { id: n2, status: 4, index: 2 });
    expect(card).toMatchObject({ id: n2, kind, status: 4, array_num: 2, title: '未2' });

    const columns = await board(chain, kind);
    expect(columnIds(columns, 'check')).toEqual([c1, n2, c2]);
    expect(columnIds(columns, 'not')).toEqual([n1, n3]);
    expect(arrayNumsOf(columns, 'check')).toEqual([1, 2, 3]);
    expect(arrayNumsOf(columns, 'not')).toEqual([1, 2]);
    expect(await savedArrayNums(ctx, kind, [c1, n2, c2])).toEqual([1, 2, 3]);
    expect(await savedArrayNums(ctx, kind, [n1, n3])).toEqual([1, 2]);
    expect(cardOf(columns, n2).status).toBe(4);
    expect(treeStatus(await changeView(ctx, chain.projectId), kind, n2)).toBe(4);
  });

  it('puts the card last without an index, and first with index 1', async () => {
    const { chain, n1, n2, n3, c1, c2 } = await twoColumns(kind);
    expect(await moveCard(ctx, kind, { id: n1, status: 4 })).toMatchObject({ status: 4, array_num: 3 });
    let columns = await board(chain, kind);
    expect(columnIds(columns, 'check')).toEqual([c1, c2, n1]);
    expect(columnIds(columns, 'not')).toEqual([n2, n3]);

    expect(await moveCard(ctx, kind, { id: n3, status: 4, index: 1 })).toMatchObject({ status: 4, array_num: 1 });
    columns = await board(chain, kind);
    expect(columnIds(columns, 'check')).toEqual([n3, c1, c2, n1]);
    expect(await savedArrayNums(ctx, kind, [n3, c1, c2, n1])).toEqual([1, 2, 3, 4]);
    expect(columnIds(columns, 'not')).toEqual([n2]);
    expect(await savedArrayNums(ctx, kind, [n2])).toEqual([1]);

    // An index past the end puts it last.
    expect(await moveCard(ctx, kind, { id: n2, status: 7, index: 9 })).toMatchObject({ status: 7, array_num: 1 });
    columns = await board(chain, kind);
    expect(columnIds(columns, 'comp')).toEqual([n2]);
    expect(columnIds(columns, 'not')).toEqual([]);
    const tree = await changeView(ctx, chain.projectId);
    expect([n1, n2, n3, c1, c2].map((id) => treeStatus(tree, kind, id))).toEqual([4, 7, 4, 4, 4]);
  });

  it('reorders within the same column without changing any status or the other columns', async () => {
    const { chain, n1, n2, n3, c1, c2 } = await twoColumns(kind);
    const checkBefore = await savedArrayNums(ctx, kind, [c1, c2]);
    expect(await moveCard(ctx, kind, { id: n3, status: 1, index: 1 })).toMatchObject({ status: 1, array_num: 1 });
    const columns = await board(chain, kind);
    expect(columnIds(columns, 'not')).toEqual([n3, n1, n2]);
    expect(await savedArrayNums(ctx, kind, [n3, n1, n2])).toEqual([1, 2, 3]);
    expect(columnIds(columns, 'check')).toEqual([c1, c2]);
    expect(await savedArrayNums(ctx, kind, [c1, c2])).toEqual(checkBefore);
    const tree = await changeView(ctx, chain.projectId);
    expect([n1, n2, n3, c1, c2].map((id) => treeStatus(tree, kind, id))).toEqual([1, 1, 1, 4, 4]);

    // The order is kept: a later move elsewhere does not undo it.
    await moveCard(ctx, kind, { id: c2, status: 4, index: 1 });
    expect(columnIds(await board(chain, kind), 'not')).toEqual([n3, n1, n2]);
  });

  it('moves between 検証中 and 結果確認 inside the ver column, keeping the card where it is asked', async () => {
    const chain = await chainProject(ctx);
    const v1 = await addCard(ctx, chain, kind, '検証1', 5);
    const v2 = await addCard(ctx, chain, kind, '検証2', 5);
    const r1 = await addCard(ctx, chain, kind, '結果1', 6);
    expect(await moveCard(ctx, kind, { id: r1, status: 5, index: 1 })).toMatchObject({ status: 5, array_num: 1 });
    const columns = await board(chain, kind);
    expect(columnIds(columns, 'ver')).toEqual([r1, v1, v2]);
    expect(cardOf(columns, r1).status).toBe(5);
    expect(await savedArrayNums(ctx, kind, [r1, v1, v2])).toEqual([1, 2, 3]);
  });

  it('saves a memo, Japanese text included, without changing the status or the column', async () => {
    const { chain, n2, c1 } = await twoColumns(kind);
    const memo = '来週の定例で確認する（担当：田中）\n・数値を再集計';
    const card = await moveCard(ctx, kind, { id: n2, memo });
    expect(card).toMatchObject({ id: n2, memo, status: 1, array_num: 2 });
    const columns = await board(chain, kind);
    expect(cardOf(columns, n2)).toMatchObject({ memo, status: 1 });
    expect(columnOfCard(columns, n2)).toBe('not');
    expect(cardOf(columns, c1).memo).toBe('');
    expect(treeStatus(await changeView(ctx, chain.projectId), kind, n2)).toBe(1);

    // A later move keeps the memo; an empty memo clears it.
    await moveCard(ctx, kind, { id: n2, status: 4 });
    expect(cardOf(await board(chain, kind), n2)).toMatchObject({ memo, status: 4 });
    expect(await moveCard(ctx, kind, { id: n2, memo: '' })).toMatchObject({ memo: '', status: 4 });
  });

  it('refuses a status outside the master list with 400 naming status, changing nothing', async () => {
    const { chain, n1 } = await twoColumns(kind);
    const before = await snapshot(ctx.t.db, boardTables);
    expectBadInput(await updateStatus(ctx, kind, { id: n1, status: 99 }), 'status.status');
    expectBadInput(await updateStatus(ctx, kind, { id: n1, status: 99, memo: 'メモ' }), 'status.status');
    expect(await snapshot(ctx.t.db, boardTables)).toEqual(before);
    expect(columnIds(await board(chain, kind), 'not')).toContain(n1);
  });

  it('refuses a call with neither status nor memo, and a bad index, with 400', async () => {
    const { n1 } = await twoColumns(kind);
    const before = await snapshot(ctx.t.db, boardTables);
    expectBadInput(await updateStatus(ctx, kind, { id: n1 }), 'status.status');
    expectBadInput(await updateStatus(ctx, kind, { id: n1, status: 2, index: 0 }), 'status.index');
    expectBadInput(await updateStatus(ctx, kind, { id: n1, status: '2' }), 'status.status');
    expect(await snapshot(ctx.t.db, boardTables)).toEqual(before);
  });

  it('answers 404 for an id that is no card of this kind, and for a node under a deleted one', async () => {
    const projectId = await newProject(ctx);
    const ids = await makeTree(ctx.t.db, projectId, unique('削除'));
    expectError(await updateStatus(ctx, kind, { id: 999_999, status: 2 }), 404, 'not_found');
    expect((await post(ctx, 'delete_kpi', { id: ids.kpi })).statusCode).toBe(200);
    const under: Record<BoardKind, number> = { kpi: ids.kpi, task: ids.task, measure: ids.measure };
    const before = await snapshot(ctx.t.db, boardTables);
    expectError(await updateStatus(ctx, kind, { id: under[kind], status: 2 }), 404, 'not_found');
    expectError(await updateStatus(ctx, kind, { id: under[kind], memo: '消えた' }), 404, 'not_found');
    expect(await snapshot(ctx.t.db, boardTables)).toEqual(before);
  });

  it('lets a client user move cards only where staff allowed client editing (403 otherwise, nothing changed)', async () => {
    const { chain, n1, n2, n3, c1, c2 } = await twoColumns(kind);
    const before = await snapshot(ctx.t.db, boardTables);
    expectError(await updateStatus(ctx, kind, { id: n1, status: 4 }, ctx.tokens.client), 403, 'forbidden');
    expectError(await updateStatus(ctx, kind, { id: n1, memo: 'メモ' }, ctx.tokens.client), 403, 'forbidden');
    expect(await snapshot(ctx.t.db, boardTables)).toEqual(before);

    await allowClientEdit(chain.projectId, true);
    expect(await moveCard(ctx, kind, { id: n1, status: 4, index: 1 }, ctx.tokens.client)).toMatchObject({
      status: 4,
      array_num: 1,
    });
    const columns = await board(chain, kind, ctx.tokens.client);
    expect(columnIds(columns, 'check')).toEqual([n1, c1, c2]);
    expect(columnIds(columns, 'not')).toEqual([n2, n3]);

    await allowClientEdit(chain.projectId, false);
    expectError(await updateStatus(ctx, kind, { id: n2, status: 4 }, ctx.tokens.client), 403, 'forbidden');
    expect(columnIds(await board(chain, kind), 'not')).toEqual([n2, n3]);
  });
});

describe('POST statuses/update_*_status: which master and which kind', () => {
  /**
   * Master entries so that each status list has an id the other has not: one added to measure_status,
   * two to status of which the first is removed again.
   */
  async function masterIds() {
    const admin = (path: string, payload: object) =>
      call(ctx.t.app, 'POST', `/api/v1/setting/${path}`, { token: ctx.tokens.admin, payload });
    const add = async (kind: 'status' | 'measure_status') => {
      const response = await admin('add_master', { kind, name: unique('追加状態') });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ item: MasterItem }>().item.id;
    };
    await add('measure_status');
    const removed = await add('status');
    await add('status');
    const deleted = await admin('delete_master', { kind: 'status', id: removed });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const masters = await call(ctx.t.app, 'GET', `/api/v1/managements?project_id=${ctx.world.projectId}`, {
      token: ctx.tokens.member,
    });
    const lists = masters.json<{ status: MasterItem[]; measure_status: MasterItem[] }>();
    const statusIds = lists.status.map((s) => s.id);
    const measureIds = lists.measure_status.map((s) => s.id);
    const measureOnly = measureIds.find((id) => !statusIds.includes(id));
    const statusOnly = statusIds.find((id) => !measureIds.includes(id));
    if (measureOnly === undefined || statusOnly === undefined) throw new Error('the status lists are not apart');
    return { measureOnly, statusOnly };
  }

  it('checks a KPI or task status against the status list and a measure status against measure_status', async () => {
    const { measureOnly, statusOnly } = await masterIds();
    const chain = await chainProject(ctx);
    const kpi = await addCard(ctx, chain, 'kpi', '判定KPI', 1);
    const task = await addCard(ctx, chain, 'task', '判定課題', 1);
    const measure = await addCard(ctx, chain, 'measure', '判定施策', 1);
    const before = await snapshot(ctx.t.db, boardTables);
    expectBadInput(await updateStatus(ctx, 'kpi', { id: kpi, status: measureOnly }), 'status.status');
    expectBadInput(await updateStatus(ctx, 'task', { id: task, status: measureOnly }), 'status.status');
    expectBadInput(await updateStatus(ctx, 'measure', { id: measure, status: statusOnly }), 'status.status');
    expect(await snapshot(ctx.t.db, boardTables)).toEqual(before);

    // Each list's own entry is taken. An entry without a status class stands on the kind's default column.
    expect(await moveCard(ctx, 'measure', { id: measure, status: measureOnly })).toMatchObject({ status: measureOnly });
    expect(await moveCard(ctx, 'kpi', { id: kpi, status: statusOnly })).toMatchObject({ status: statusOnly });
    expect(await moveCard(ctx, 'task', { id: task, status: statusOnly })).toMatchObject({ status: statusOnly });
    const response = await getStatuses(ctx, chain.projectId);
    expect(columnOfCard(boardOf(response, 'measure'), measure)).toBe('not');
    expect(cardOf(boardOf(response, 'measure'), measure).status).toBe(measureOnly);
    expect(columnOfCard(boardOf(response, 'kpi'), kpi)).toBe('now');
    expect(columnOfCard(boardOf(response, 'task'), task)).toBe('now');
  });

  it('answers 404 when the id names a node of another kind that does not exist as this kind', async () => {
    const chain = await chainProject(ctx);
    const measure = await addCard(ctx, chain, 'measure', '種類施策', 1);
    // A task whose id no measure has.
    let task = await addCard(ctx, chain, 'task', '種類課題', 1);
    const maxMeasure = async () =>
      Number(
        (
          await ctx.t.db
            .selectFrom('measures')
            .select((eb) => eb.fn.max('id').as('m'))
            .executeTakeFirstOrThrow()
        ).m,
      );
    while (task <= (await maxMeasure())) task = await addCard(ctx, chain, 'task', unique('種類課題'), 1);
    const before = await snapshot(ctx.t.db, boardTables);
    expectError(await updateStatus(ctx, 'measure', { id: task, status: 2 }), 404, 'not_found');
    expect(await snapshot(ctx.t.db, boardTables)).toEqual(before);
    // The right kind works.
    expect(await moveCard(ctx, 'task', { id: task, status: 2 })).toMatchObject({ kind: 'task', status: 2 });
    expect(await moveCard(ctx, 'measure', { id: measure, status: 2 })).toMatchObject({ kind: 'measure', status: 2 });
  });
});

describe('POST statuses/update_measure_status: measures hidden from clients', () => {
  it('answers 404 to a client user for a hidden measure, and keeps it out of what the client sees', async () => {
    const chain = await chainProject(ctx);
    await allowClientEdit(chain.projectId, true);
    const hidden = await addCard(ctx, chain, 'measure', '隠し施策', 1, { is_show: 0 });
    const before = await snapshot(ctx.t.db, boardTables);
    expectError(await updateStatus(ctx, 'measure', { id: hidden, status: 4 }, ctx.tokens.client), 404, 'not_found');
    expectError(
      await updateStatus(ctx, 'measure', { id: hidden, memo: '見えない' }, ctx.tokens.client),
      404,
      'not_found',
    );
    expect(await snapshot(ctx.t.db, boardTables)).toEqual(before);
    // Staff may move it.
    expect(await moveCard(ctx, 'measure', { id: hidden, status: 4 })).toMatchObject({ status: 4, array_num: 1 });
  });

  it("places a client's card at the index the client sees, hidden measures in the column notwithstanding", async () => {
    const chain = await chainProject(ctx);
    await allowClientEdit(chain.projectId, true);
    const hidden = await addCard(ctx, chain, 'measure', '隠し', 1, { is_show: 0 });
    const a = await addCard(ctx, chain, 'measure', 'A', 1);
    const b = await addCard(ctx, chain, 'measure', 'B', 1);
    const moved = await addCard(ctx, chain, 'measure', '移動', 4);
    expect(columnIds(await board(chain, 'measure', ctx.tokens.client), 'not')).toEqual([a, b]);

    const card = await moveCard(ctx, 'measure', { id: moved, status: 1, index: 2 }, ctx.tokens.client);
    expect(card).toMatchObject({ id: moved, status: 1, array_num: 2 });
    const client = await board(chain, 'measure', ctx.tokens.client);
    expect(columnIds(client, 'not')).toEqual([a, moved, b]);
    expect(arrayNumsOf(client, 'not')).toEqual([1, 2, 3]);
    expect(JSON.stringify(client)).not.toContain('隠し');
    // Staff see the hidden measure where it was, the moved card between A and B.
    expect(columnIds(await board(chain, 'measure'), 'not')).toEqual([hidden, a, moved, b]);
    expect(await savedArrayNums(ctx, 'measure', [hidden, a, moved, b])).toEqual([1, 2, 3, 4]);
  });
});

describe('POST statuses/update_measure_status: the answer', () => {
  it('answers with the card as GET statuses then shows it', async () => {
    const { chain, n1 } = await twoColumns('measure');
    const card: StatusCard = await moveCard(ctx, 'measure', { id: n1, status: 2, memo: '準備開始' });
    expect(cardOf(await board(chain, 'measure'), n1)).toEqual(card);
    expect(card).toMatchObject({
      status: 2,
      memo: '準備開始',
      array_num: 1,
      path: ['チェーンKPI', 'チェーン課題', 'チェーン要因', 'チェーン仮説'],
    });
  });
});
