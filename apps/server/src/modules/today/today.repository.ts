import { sql } from 'kysely';
import type { Db } from '../../db/types.js';
import { SHOWN } from '../access/visibility.js';

/*
 * 今日やること's reads (issue 33 §2, decisions/0039): one query per section over every project the
 * reader may see, whatever the number of projects. A node counts only while it and every node above
 * it are live, in a live project of a live company.
 */

/** Whose week is read: a client user only its company's projects and what clients may see. */
export interface TodayScope {
  userId: number;
  clientCompanyId: number | null;
}

function liveProjects(db: Db, scope: TodayScope) {
  return db
    .selectFrom('projects as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .where('p.is_deleted', '=', 0)
    .where('c.is_deleted', '=', 0)
    .$if(scope.clientCompanyId !== null, (q) => q.where('p.company_id', '=', scope.clientCompanyId ?? 0));
}

/** The reader's assigned KPIs, tasks and works (measures are measuresAssigned's). */
export function nodesAssigned(db: Db, scope: TodayScope) {
  const kpis = liveProjects(db, scope)
    .innerJoin('kpis as n', 'n.project_id', 'p.id')
    .innerJoin('node_assignees as a', (join) => join.onRef('a.node_id', '=', 'n.id').on('a.kind', '=', 'kpi'))
    .where('a.user_id', '=', scope.userId)
    .where('n.is_deleted', '=', 0)
    .select([
      sql<string>`'kpi'`.as('kind'),
      'n.id',
      'p.id as project_id',
      'p.project_name',
      'n.kpi as title',
      'n.dead_line',
      'n.status',
    ]);
  const tasks = liveProjects(db, scope)
    .innerJoin('tasks as n', 'n.project_id', 'p.id')
    .innerJoin('node_assignees as a', (join) => join.onRef('a.node_id', '=', 'n.id').on('a.kind', '=', 'task'))
    .leftJoin('kpis as k', 'k.id', 'n.project_kpi_id')
    .where('a.user_id', '=', scope.userId)
    .where('n.is_deleted', '=', 0)
    .where((eb) => eb.or([eb('n.project_kpi_id', 'is', null), eb('k.is_deleted', '=', 0)]))
    .select([
      sql<string>`'task'`.as('kind'),
      'n.id',
      'p.id as project_id',
      'p.project_name',
      'n.task as title',
      'n.dead_line',
      'n.status',
    ]);
  const works = liveProjects(db, scope)
    .innerJoin('works as n', 'n.project_id', 'p.id')
    .innerJoin('node_assignees as a', (join) => join.onRef('a.node_id', '=', 'n.id').on('a.kind', '=', 'work'))
    .where('n.hypothesis_id', 'in', liveHypothesisIds(db))
    .where('a.user_id', '=', scope.userId)
    .where('n.is_deleted', '=', 0)
    .select([
      sql<string>`'work'`.as('kind'),
      'n.id',
      'p.id as project_id',
      'p.project_name',
      'n.work as title',
      'n.dead_line',
      sql<number | null>`null`.as('status'),
    ]);
  return kpis.unionAll(tasks).unionAll(works).execute();
}

/** The hypotheses with every node above them live: a work or measure under one is in the tree. */
function liveHypothesisIds(db: Db) {
  return db
    .selectFrom('hypotheses as h')
    .innerJoin('factors as f', 'f.id', 'h.factor_id')
    .innerJoin('tasks as t', 't.id', 'f.task_id')
    .leftJoin('kpis as k', 'k.id', 't.project_kpi_id')
    .where('h.is_deleted', '=', 0)
    .where('f.is_deleted', '=', 0)
    .where('t.is_deleted', '=', 0)
    .where((eb) => eb.or([eb('t.project_kpi_id', 'is', null), eb('k.is_deleted', '=', 0)]))
    .select('h.id');
}

/**
 * The reader's assigned measures with what the verification sections read: the period's end, the
 * report (shown to clients or not, 考察 written or not) and the project's reading rule. A client user
 * gets only measures shown to clients.
 */
export function measuresAssigned(db: Db, scope: TodayScope) {
  return liveProjects(db, scope)
    .innerJoin('measures as n', 'n.project_id', 'p.id')
    .innerJoin('node_assignees as a', (join) => join.onRef('a.node_id', '=', 'n.id').on('a.kind', '=', 'measure'))
    .where('n.hypothesis_id', 'in', liveHypothesisIds(db))
    .leftJoin('measure_reports as r', 'r.measure_id', 'n.id')
    .where('a.user_id', '=', scope.userId)
    .where('n.is_deleted', '=', 0)
    .$if(scope.clientCompanyId !== null, (q) => q.where('n.is_show', '=', SHOWN))
    .select([
      'n.id',
      'p.id as project_id',
      'p.project_name',
      'n.measure as title',
      'n.dead_line',
      'n.status',
      'n.verification_end_date',
      'r.measure_id as report_of',
      'r.is_show as report_is_show',
      sql<number>`case when r.consideration is null or r.consideration = '' then 0 else 1 end`.as('considered'),
      'p.stats_engine',
      'p.stats_prior',
      'p.stats_min_conversions',
    ])
    .execute();
}

/**
 * The projects a staff member follows: favourites and projects where something is assigned to them.
 * Staff see every project; the sections that are not about their own items keep to these.
 */
function followedProjectIds(db: Db, userId: number) {
  return db
    .selectFrom('user_favorites')
    .select('project_id')
    .where('user_id', '=', userId)
    .union(db.selectFrom('node_assignees').select('project_id').where('user_id', '=', userId));
}

/** Needs nobody has started on (status 1 未対応) in the projects the staff member follows. */
export function waitingNeeds(db: Db, userId: number) {
  return liveProjects(db, { userId, clientCompanyId: null })
    .innerJoin('needs as n', 'n.project_id', 'p.id')
    .where('n.status', '=', 1)
    .where('p.id', 'in', followedProjectIds(db, userId))
    .select(['n.id', 'p.id as project_id', 'p.project_name', 'n.title', 'n.priority', 'n.created_at'])
    .orderBy('n.priority')
    .orderBy('n.created_at')
    .execute();
}

/**
 * The followed projects without a public regular report on the month (period_start in it), each
 * with its newest draft for the month, if any.
 */
export function unpublishedRegularReports(db: Db, userId: number, month: string) {
  return liveProjects(db, { userId, clientCompanyId: null })
    .leftJoin('monthly_reports as mr', (join) =>
      join
        .onRef('mr.project_id', '=', 'p.id')
        .on('mr.is_regular', '=', 1)
        .on('mr.period_start', '>=', `${month}-01`)
        .on('mr.period_start', '<=', `${month}-31`),
    )
    .where('p.id', 'in', followedProjectIds(db, userId))
    .groupBy(['p.id', 'p.project_name'])
    .having((eb) => eb.fn.coalesce(eb.fn.max('mr.is_show'), eb.lit(0)), '=', 0)
    .select((eb) => ['p.id as project_id', 'p.project_name', eb.fn.max('mr.id').as('report_id')])
    .orderBy('p.project_name')
    .execute();
}
