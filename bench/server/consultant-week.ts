import { dayAfter, todayInJapan } from '@kaizen/domain';
import { nowIso } from '../../apps/server/src/db/schema-helpers.js';
import { insertProject } from '../../apps/server/src/db/seeds/records.js';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seeds/demo.js';
import type { TestApp } from '../../apps/server/test/test-app.js';
import { buildBigTree, type TreeShape } from './big-tree.js';

export const PROJECTS = 50;
/** A client's tree of a few hundred nodes: 5 KPIs × 4 tasks × 2 factors × 2 hypotheses × (2 + 2). */
const shape: TreeShape = {
  kpis: 5,
  tasksPerKpi: 4,
  factorsPerTask: 2,
  hypothesesPerFactor: 2,
  measuresPerHypothesis: 2,
  worksPerHypothesis: 2,
};
/** Every this-many-th node of each kind is the consultant's. */
const ASSIGN_EVERY = 4;

export interface ConsultantWeek {
  memberId: number;
  clientId: number;
  projectIds: number[];
  nodes: number;
  assigned: number;
  setupSeconds: number;
}

/**
 * A consultant's week at scale (issue 33 §2, issue 34): the demo data, then 50 projects of the
 * demo's first client company, each with a tree, a quarter of its KPIs, tasks, measures and works
 * assigned to the demo's member with 期限 around today, an unanswered need, and every project a
 * favourite (☆, followed) of the member.
 */
export async function seedConsultantWeek(t: TestApp): Promise<ConsultantWeek> {
  const started = Date.now();
  await seedDemoIfEmpty(t.db);
  const member = await t.db.selectFrom('users').select('id').where('account', '=', 'member').executeTakeFirstOrThrow();
  const client = await t.db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('account', '=', 'client')
    .executeTakeFirstOrThrow();
  const today = todayInJapan();
  const at = nowIso();
  let nodes = 0;
  let assigned = 0;
  const projectIds: number[] = [];
  for (let p = 0; p < PROJECTS; p += 1) {
    const projectId = await insertProject(t.db, Number(client.company_id), `ベンチ顧客${p + 1}`);
    projectIds.push(projectId);
    const tree = await buildBigTree(t.db, t.dialect, projectId, shape);
    nodes += tree.total;
    for (const [kind, table] of [
      ['kpi', 'kpis'],
      ['task', 'tasks'],
      ['measure', 'measures'],
      ['work', 'works'],
    ] as const) {
      const ids = await t.db.selectFrom(table).select('id').where('project_id', '=', projectId).orderBy('id').execute();
      const mine = ids.filter((_, i) => i % ASSIGN_EVERY === 0);
      for (const [i, { id }] of mine.entries()) {
        await t.db
          .updateTable(table)
          .set({ dead_line: dayAfter(today, (i % 21) - 10) })
          .where('id', '=', id)
          .execute();
      }
      if (mine.length > 0) {
        await t.db
          .insertInto('node_assignees')
          .values(
            mine.map(({ id }) => ({
              project_id: projectId,
              kind,
              node_id: id,
              user_id: Number(member.id),
              created_at: at,
            })),
          )
          .execute();
      }
      assigned += mine.length;
    }
    await t.db
      .insertInto('needs')
      .values({
        project_id: projectId,
        title: `要望${p + 1}`,
        status: 1,
        priority: 2,
        created_by: Number(client.id),
        created_at: at,
        updated_at: at,
      })
      .execute();
    await t.db
      .insertInto('user_favorites')
      .values({ user_id: Number(member.id), project_id: projectId, seq: p + 10, created_at: at })
      .execute();
  }
  return {
    memberId: Number(member.id),
    clientId: Number(client.id),
    projectIds,
    nodes,
    assigned,
    setupSeconds: (Date.now() - started) / 1000,
  };
}
