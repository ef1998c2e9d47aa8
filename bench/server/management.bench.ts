import type { ManagementTree } from '@kaizen/domain';
import type { App } from '../../apps/server/src/app.js';
import { bearer, seedWorld, signIn } from '../../apps/server/test/factories.js';
import type { TestApp } from '../../apps/server/test/test-app.js';
import { buildBigTree, scaleShape, type TreeShape } from './big-tree.js';
import { floorFor } from './floor.js';
import { measure } from './measure.js';
import { formatTable, type BenchRow } from './table.js';

const changeViewRuns = { runs: 15, warmup: 3 };
const moveRuns = { runs: 60, warmup: 6 };

const describe = (s: TreeShape) =>
  `${s.kpis} KPIs × ${s.tasksPerKpi} tasks × ${s.factorsPerTask} factors × ${s.hypothesesPerFactor} hypotheses × ` +
  `(${s.measuresPerHypothesis} measures + ${s.worksPerHypothesis} works)`;

function nodesIn(tree: ManagementTree): number {
  let count = 0;
  const tasks = [...tree.non_kpi_task, ...tree.kpi_array.flatMap((kpi) => kpi.problem)];
  count += tree.kpi_array.length + tasks.length;
  for (const factor of tasks.flatMap((task) => task.factor)) {
    count += 1 + factor.hypothesis.length;
    for (const hypothesis of factor.hypothesis) count += hypothesis.measure.length + hypothesis.work.length;
  }
  return count;
}

/** Two KPIs with at least two tasks each, the first task of the first with a hypothesis of two measures. */
function pickTargets(tree: ManagementTree) {
  const [kpiA, kpiB] = tree.kpi_array.filter((kpi) => kpi.problem.length >= 2);
  const taskA = kpiA?.problem[0];
  const taskB = kpiB?.problem[0];
  const hypothesis = taskA?.factor[0]?.hypothesis[0];
  const measureNode = hypothesis?.measure[1] ? hypothesis.measure[0] : undefined;
  if (!kpiA || !kpiB || !taskA || !taskB || !hypothesis || !measureNode) throw new Error('the big tree is too small');
  return { kpiA, kpiB, taskA, taskB, hypothesis, measureNode };
}

/** A move_node call that must really move; anything else stops the bench, since its figures would mean nothing. */
function mover(app: App, headers: Record<string, string>) {
  return async (payload: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/managements/move_node', headers, payload });
    if (response.statusCode !== 200 || !response.json<{ moved: boolean }>().moved) {
      throw new Error(`move_node ${JSON.stringify(payload)} answered ${response.statusCode}: ${response.body}`);
    }
  };
}

/** Calls there, back, there, back …, so every run changes the tree and two runs restore it. */
function alternate(there: () => Promise<void>, back: () => Promise<void>): () => Promise<void> {
  let forth = false;
  return () => {
    forth = !forth;
    return forth ? there() : back();
  };
}

/**
 * The management tree at the scale, with a staff token: change_view of the whole project,
 * a reorder of a task within its KPI (and of a measure within its hypothesis, the level where one
 * project holds the most rows), and a move of a task between two KPIs, each beside its floor.
 */
export async function benchManagement(t: TestApp): Promise<string> {
  const world = await seedWorld(t.db);
  const headers = bearer(await signIn(t.app, world.users.member.account));
  const tree = await buildBigTree(t.db, t.dialect, world.projectId, scaleShape);

  const viewUrl = `/api/v1/managements/change_view?project_id=${world.projectId}`;
  const changeView = () => t.app.inject({ method: 'GET', url: viewUrl, headers });
  const first = await changeView();
  if (first.statusCode !== 200)
    throw new Error(`change_view answered ${first.statusCode}: ${first.body.slice(0, 200)}`);
  const view = first.json<ManagementTree>();
  const sizeKb = Buffer.byteLength(first.body) / 1024;
  // What a browser receives: the answer compressed as the server sends it (plugins/compression.ts).
  const sentHeaders = { ...headers, 'accept-encoding': 'br, gzip' };
  const changeViewSent = () => t.app.inject({ method: 'GET', url: viewUrl, headers: sentHeaders });
  const sentKb = (await changeViewSent()).rawPayload.length / 1024;
  const limitUrl = `/api/v1/managements/get_limit_kpi?project_id=${world.projectId}`;
  const limitKpi = () => t.app.inject({ method: 'GET', url: limitUrl, headers: sentHeaders });
  const limitKb = (await limitKpi()).rawPayload.length / 1024;
  const limitBody = (await t.app.inject({ method: 'GET', url: limitUrl, headers })).json();
  // The management page's inbox, asked for beside get_limit_kpi.
  const inboxUrl = `/api/v1/managements/get_unorganized_task?project_id=${world.projectId}`;
  const inbox = () => t.app.inject({ method: 'GET', url: inboxUrl, headers: sentHeaders });
  const inboxBody = (await t.app.inject({ method: 'GET', url: inboxUrl, headers })).json();
  // What the page waits for before it draws anything; a client user's carries its report links.
  const clientToken = bearer(await signIn(t.app, world.users.client.account));
  const infoUrl = `/api/v1/managements?project_id=${world.projectId}`;
  const clientInfo = () =>
    t.app.inject({ method: 'GET', url: infoUrl, headers: { ...clientToken, 'accept-encoding': 'br, gzip' } });
  const clientInfoBody = (await t.app.inject({ method: 'GET', url: infoUrl, headers: clientToken })).json();

  // What the management page loads: the same nodes (and the inbox) as columns.
  const columnsUrl = `/api/v1/managements/tree_columns?project_id=${world.projectId}`;
  const treeColumns = () => t.app.inject({ method: 'GET', url: columnsUrl, headers: sentHeaders });
  const columnsKb = (await treeColumns()).rawPayload.length / 1024;
  const columnsBody = (await t.app.inject({ method: 'GET', url: columnsUrl, headers })).json();

  const move = mover(t.app, headers);
  const { kpiA, kpiB, taskA, taskB, hypothesis, measureNode } = pickTargets(view);
  const lastTask = kpiA.problem.length;
  const lastMeasure = hypothesis.measure.length;
  const reorderTask = alternate(
    () => move({ kind: 'task', id: taskA.id, parent_id: kpiA.id, index: lastTask }),
    () => move({ kind: 'task', id: taskA.id, parent_id: kpiA.id, index: 1 }),
  );
  const reorderMeasure = alternate(
    () => move({ kind: 'measure', id: measureNode.id, parent_id: hypothesis.id, index: lastMeasure }),
    () => move({ kind: 'measure', id: measureNode.id, parent_id: hypothesis.id, index: 1 }),
  );
  const betweenKpis = alternate(
    () => move({ kind: 'task', id: taskB.id, parent_id: kpiA.id, index: 1 }),
    () => move({ kind: 'task', id: taskB.id, parent_id: kpiB.id, index: 1 }),
  );

  const viewFloor = await floorFor(view);
  const moveFloor = await floorFor({ moved: true });
  const limitFloor = await floorFor(limitBody);
  const inboxFloor = await floorFor(inboxBody);
  const clientInfoFloor = await floorFor(clientInfoBody);
  const columnsFloor = await floorFor(columnsBody);
  try {
    const moveRow = async (label: string, work: () => Promise<void>): Promise<BenchRow> => ({
      label,
      timing: await measure(work, moveRuns.runs, moveRuns.warmup),
      floor: await measure(moveFloor.run),
    });
    const rows: BenchRow[] = [
      {
        label: 'GET change_view (whole project)',
        timing: await measure(changeView, changeViewRuns.runs, changeViewRuns.warmup),
        floor: await measure(viewFloor.run, changeViewRuns.runs, changeViewRuns.warmup),
        note: `${Math.round(sizeKb).toLocaleString('en')} KB`,
      },
      {
        label: 'GET change_view, compressed as sent',
        timing: await measure(changeViewSent, changeViewRuns.runs, changeViewRuns.warmup),
        floor: await measure(viewFloor.run, changeViewRuns.runs, changeViewRuns.warmup),
        note: `${Math.round(sentKb).toLocaleString('en')} KB on the wire`,
      },
      {
        label: 'GET tree_columns (whole project, as sent)',
        timing: await measure(treeColumns, changeViewRuns.runs, changeViewRuns.warmup),
        floor: await measure(columnsFloor.run, changeViewRuns.runs, changeViewRuns.warmup),
        note: `${Math.round(columnsKb).toLocaleString('en')} KB on the wire`,
      },
      {
        label: 'GET get_limit_kpi (the first KPI, as sent)',
        timing: await measure(limitKpi, changeViewRuns.runs, changeViewRuns.warmup),
        floor: await measure(limitFloor.run),
        note: `${Math.round(limitKb).toLocaleString('en')} KB on the wire`,
      },
      {
        label: 'GET get_unorganized_task (the inbox, as sent)',
        timing: await measure(inbox, changeViewRuns.runs, changeViewRuns.warmup),
        floor: await measure(inboxFloor.run),
      },
      {
        label: 'GET managements (a client user, as sent)',
        timing: await measure(clientInfo, changeViewRuns.runs, changeViewRuns.warmup),
        floor: await measure(clientInfoFloor.run),
      },
      await moveRow(`move_node reorder: task 1 ↔ ${lastTask} in its KPI`, reorderTask),
      await moveRow(`move_node reorder: measure 1 ↔ ${lastMeasure} in its hypothesis`, reorderMeasure),
      await moveRow('move_node: task between two KPIs', betweenKpis),
    ];
    return [
      formatTable('Management tree at scale (staff token)', rows),
      `tree: ${describe(scaleShape)} = ${tree.total.toLocaleString('en')} nodes ` +
        `(change_view answers ${nodesIn(view).toLocaleString('en')}); set up in ${(tree.setupMs / 1000).toFixed(2)} s`,
      `runs: change_view and tree_columns ${changeViewRuns.runs} after ${changeViewRuns.warmup} warm-ups, ` +
        `moves ${moveRuns.runs} after ${moveRuns.warmup}`,
    ].join('\n');
  } finally {
    await viewFloor.close();
    await moveFloor.close();
    await limitFloor.close();
    await inboxFloor.close();
    await clientInfoFloor.close();
    await columnsFloor.close();
  }
}
