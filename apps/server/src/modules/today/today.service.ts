import {
  dueBucketOf,
  horizonEnd,
  isVerificationDone,
  previousMonth,
  todayInJapan,
  TODAY_SECTION_LIMIT,
  type AssignableKind,
  type MasterLists,
  type TodayResponse,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { mayReadVerificationData } from '../access/visibility.js';
import { unreadMentions } from '../comments/comments.service.js';
import { readoutsAcross } from '../measure-reports/report-readouts.service.js';
import { projectNotifications } from '../notifications/notifications.service.js';
import { masterLists } from '../settings/masters.service.js';
import {
  measuresAssigned,
  nodesAssigned,
  unpublishedRegularReports,
  waitingNeeds,
  type TodayScope,
} from './today.repository.js';

type Status = { status: number | null };

/** A status's class and name from its master; a node without a status is open. */
function statusReader(list: MasterLists['status']) {
  const byId = new Map(list.map((s) => [s.id, s]));
  return {
    isDone: (n: Status) => n.status !== null && byId.get(n.status)?.class === 'comp',
    classOf: (n: Status) => (n.status === null ? null : (byId.get(n.status)?.class ?? null)),
    nameOf: (n: Status) => (n.status === null ? null : (byId.get(n.status)?.name ?? null)),
  };
}

/** Earliest 期限 first, then by project and title, so the list reads the same on every load. */
function byDeadline(a: TodayResponse['assigned'][number], b: TodayResponse['assigned'][number]) {
  return (
    (a.dead_line ?? '').localeCompare(b.dead_line ?? '') ||
    a.project_name.localeCompare(b.project_name, 'ja') ||
    a.title.localeCompare(b.title, 'ja')
  );
}

/**
 * GET /api/v1/today (issue 33 §2, decisions/0039): the signed-in user's items across every project
 * they may see — assigned open items overdue or due within the horizon, assigned measures whose
 * verification ends soon (with the verdict where the reader may see it) or ended without a written
 * report, the unread @mentions, and for staff the needs and regular reports waiting in the projects they follow; and the
 * unread notifications. Each section is one query whatever the number of projects.
 */
export async function todayOf(db: Db, actor: Actor): Promise<TodayResponse> {
  const scope: TodayScope = { userId: actor.userId, clientCompanyId: actor.isClient ? actor.companyId : null };
  const today = todayInJapan();
  const end = horizonEnd(today);
  const month = previousMonth(today.slice(0, 7));
  const [masters, nodes, measures, mentions, needs, reports, feed] = await Promise.all([
    masterLists(db),
    nodesAssigned(db, scope),
    measuresAssigned(db, scope),
    unreadMentions(db, actor),
    actor.isClient ? [] : waitingNeeds(db, actor.userId),
    actor.isClient ? [] : unpublishedRegularReports(db, actor.userId, month),
    projectNotifications(db, actor, undefined),
  ]);
  const nodeStatus = statusReader(masters.status);
  const measureStatus = statusReader(masters.measure_status);

  const openMeasures = measures.filter((m) => !measureStatus.isDone(m));
  const item = (
    n: (typeof nodes)[number] | (typeof measures)[number],
    kind: AssignableKind,
    status: string | null,
  ) => ({
    kind,
    id: Number(n.id),
    project_id: Number(n.project_id),
    project_name: n.project_name,
    title: n.title,
    dead_line: n.dead_line,
    status_name: status,
    bucket: dueBucketOf(n.dead_line, today),
  });
  const items = [
    ...nodes.filter((n) => !nodeStatus.isDone(n)).map((n) => item(n, n.kind as AssignableKind, nodeStatus.nameOf(n))),
    ...openMeasures.map((m) => item(m, 'measure', measureStatus.nameOf(m))),
  ];
  const assigned = items.filter((i) => i.bucket === 'overdue' || i.bucket === 'this_week').sort(byDeadline);

  // A client may read a report's verdict only once the verification is done (decisions/0030).
  const hasReport = (m: (typeof measures)[number]) =>
    m.report_of !== null && (!actor.isClient || m.report_is_show === 1);
  const isDone = (m: (typeof measures)[number]) =>
    isVerificationDone({ statusClass: measureStatus.classOf(m), endDate: m.verification_end_date, today });
  const ending = openMeasures.filter(
    (m) => m.verification_end_date !== null && m.verification_end_date >= today && m.verification_end_date <= end,
  );
  const readable = ending.filter((m) => hasReport(m) && mayReadVerificationData(actor, isDone(m)));
  const readouts = await readoutsAcross(
    db,
    readable.map((m) => ({ measureId: Number(m.id), settings: m })),
  );

  const verificationEnding = ending
    .map((m) => ({
      project_id: Number(m.project_id),
      project_name: m.project_name,
      measure_id: Number(m.id),
      title: m.title,
      verification_end_date: m.verification_end_date ?? '',
      verdict: readouts.get(Number(m.id))?.stats.verdict ?? null,
      has_report: hasReport(m),
    }))
    .sort((a, b) => a.verification_end_date.localeCompare(b.verification_end_date));
  // Writing the report up is the consultants' work: a client user is not asked for it.
  const awaitingReport = actor.isClient
    ? []
    : measures
        // A measure verified over a period, now done, with no report or an empty 考察.
        .filter((m) => m.verification_end_date !== null && isDone(m))
        .filter((m) => m.report_of === null || m.considered === 0)
        .map((m) => ({
          project_id: Number(m.project_id),
          project_name: m.project_name,
          measure_id: Number(m.id),
          title: m.title,
          verification_end_date: m.verification_end_date,
          has_report: m.report_of !== null,
        }))
        .sort((a, b) => (a.verification_end_date ?? '').localeCompare(b.verification_end_date ?? ''));
  const lists = {
    assigned,
    verification_ending: verificationEnding,
    awaiting_report: awaitingReport,
    mentions,
    needs: needs.map((n) => ({ ...n, id: Number(n.id), project_id: Number(n.project_id) })),
    reports_to_publish: reports.map((r) => ({
      project_id: Number(r.project_id),
      project_name: r.project_name,
      month,
      report_id: r.report_id === null ? null : Number(r.report_id),
    })),
  };
  const leftOut = (list: readonly unknown[]) => Math.max(0, list.length - TODAY_SECTION_LIMIT);
  const first = <T>(list: readonly T[]) => list.slice(0, TODAY_SECTION_LIMIT);

  return {
    today,
    horizon_end: end,
    assigned: first(lists.assigned),
    assigned_later_count: items.length - assigned.length,
    verification_ending: first(lists.verification_ending),
    awaiting_report: first(lists.awaiting_report),
    mentions: first(lists.mentions),
    needs: first(lists.needs),
    reports_to_publish: first(lists.reports_to_publish),
    notifications: {
      unread_count: feed.unread_count,
      unread: feed.notifications.filter((n) => !n.is_read).slice(0, 10),
    },
    left_out: {
      assigned: leftOut(lists.assigned),
      verification_ending: leftOut(lists.verification_ending),
      awaiting_report: leftOut(lists.awaiting_report),
      mentions: leftOut(lists.mentions),
      needs: leftOut(lists.needs),
      reports_to_publish: leftOut(lists.reports_to_publish),
    },
  };
}
