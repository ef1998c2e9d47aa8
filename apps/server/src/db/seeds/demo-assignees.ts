import { isStaffRoleNum, type AssignableKind } from '@kaizen/domain';
import { nowIso } from '../schema-helpers.js';
import type { Db } from '../types.js';
import { dayFromToday } from './demo-days.js';
import { demoTreeFor } from './demo-management.js';

/** 期限 of the demo's measures and works, in days from today: overdue, this week and later, in turn. */
const DEAD_LINE_OFFSETS = [-3, 1, 4, 12, -1, 2, 25];

const tables = { kpi: 'kpis', task: 'tasks', measure: 'measures', work: 'works' } as const;
const OTHER_STAFF = ['admin', 'manager', 'member'] as const;

/**
 * 担当者 and 期限 for every demo project (issue 33 §1): each live KPI, task, measure and work gets the
 * project's consultant, every third one a second member of staff too, and the project's client users
 * where client editing is on; measures and works get a 期限 around today, so 今日やること shows each
 * of its sections for the demo staff. Runs after the tree is planted.
 */
export async function seedDemoAssignees(db: Db): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'account', 'company_id', 'role_num']).execute();
  const idOf = (account: string) => Number(users.find((u) => u.account === account)?.id);
  const projects = await db
    .selectFrom('projects')
    .select(['id', 'project_name', 'company_id', 'client_can_edit'])
    .orderBy('id')
    .execute();
  const created_at = nowIso();
  for (const project of projects) {
    const consultant = demoTreeFor(project.project_name).consultant;
    const others = OTHER_STAFF.filter((account) => account !== consultant);
    const clients =
      project.client_can_edit === 1
        ? users
            .filter((u) => u.company_id === project.company_id && !isStaffRoleNum(u.role_num))
            .map((u) => Number(u.id))
        : [];
    let turn = 0;
    for (const kind of Object.keys(tables) as AssignableKind[]) {
      const nodes = await db
        .selectFrom(tables[kind])
        .select('id')
        .where('project_id', '=', project.id)
        .where('is_deleted', '=', 0)
        .orderBy('id')
        .execute();
      for (const node of nodes) {
        turn += 1;
        const second = turn % 3 === 0 ? [idOf(others[turn % others.length] ?? 'member')] : [];
        const people = [...new Set([idOf(consultant), ...second, ...clients])];
        await db
          .insertInto('node_assignees')
          .values(people.map((user_id) => ({ project_id: project.id, kind, node_id: node.id, user_id, created_at })))
          .execute();
        if (kind === 'measure' || kind === 'work') {
          const offset = DEAD_LINE_OFFSETS[turn % DEAD_LINE_OFFSETS.length] ?? 0;
          await db
            .updateTable(tables[kind])
            .set({ dead_line: dayFromToday(offset) })
            .where('id', '=', node.id)
            .execute();
        }
      }
    }
  }
}
