import {
  describeNotification,
  focusAnchor,
  needPriorityLabels,
  notificationPath,
  verdictLabels,
  type NeedPriority,
  type TodayResponse,
} from '@kaizen/domain';
import { formatDay } from '../../../lib/dates';

/** The sections of 今日やること, in the order the page shows them. */
export const todaySections = [
  { id: 'overdue', title: '期限切れ' },
  { id: 'this_week', title: '今週が期限' },
  { id: 'mentions', title: '未読のメンション' },
  { id: 'verification_ending', title: '検証がまもなく終わる施策' },
  { id: 'awaiting_report', title: 'レポート待ちの施策' },
  { id: 'needs', title: '回答待ちのニーズ' },
  { id: 'reports_to_publish', title: '公開待ちの定例レポート' },
  { id: 'notifications', title: '未読のお知らせ' },
] as const;
export type TodaySectionId = (typeof todaySections)[number]['id'];

const kindLabels = { kpi: 'KPI', task: '課題', measure: '施策', work: '作業' } as const;

/** One line of 今日やること: what it is, where it is, and the page that opens it. */
export interface TodayRow {
  key: string;
  section: TodaySectionId;
  projectId: number;
  projectName: string;
  /** What kind of thing it is, in the words of the screen. */
  kind: string;
  title: string;
  href: string;
  /** The day it is sorted by (期限, end of verification, …), 'YYYY-MM-DD' or an ISO moment. */
  date: string | null;
  /** That day as the row says it. */
  dateLabel: string;
  /** A word beside the title: the verdict, the priority, 下書きあり. */
  note: string | null;
  /** The comment to mark read when the row is opened (a mention). */
  commentId?: number;
}

const project = (id: number) => `/client/${id}`;
const nodeLink = (projectId: number, kind: string, id: number) =>
  `${project(projectId)}/management#${focusAnchor(kind, id)}`;
const reportLink = (projectId: number, measureId: number) => `${project(projectId)}/measures/${measureId}/reports`;

/** The page of the item a mention's comment is on. */
function mentionLink(m: TodayResponse['mentions'][number]): string {
  if (m.target_kind === 'sales_report') return `/admin/sales/${m.sale_id ?? 0}/reports/${m.target_id}`;
  const projectId = m.project_id ?? 0;
  switch (m.target_kind) {
    case 'measure_report':
      return reportLink(projectId, m.target_id);
    case 'monthly_report':
      return `${project(projectId)}/reports/${m.target_id}`;
    case 'need':
      return `${project(projectId)}#${focusAnchor('need', m.target_id)}`;
    default:
      return nodeLink(projectId, m.target_kind, m.target_id);
  }
}

/** Every row of the answer, section by section, each section in the server's order. */
export function todayRows(data: TodayResponse): TodayRow[] {
  const assigned = data.assigned.map((item): TodayRow => ({
    key: `${item.kind}-${item.id}`,
    section: item.bucket === 'overdue' ? 'overdue' : 'this_week',
    projectId: item.project_id,
    projectName: item.project_name,
    kind: kindLabels[item.kind],
    title: item.title || '（無題）',
    href: nodeLink(item.project_id, item.kind, item.id),
    date: item.dead_line,
    dateLabel: item.dead_line ? `期限 ${formatDay(item.dead_line)}` : '',
    note: item.status_name,
  }));
  const ending = data.verification_ending.map((m): TodayRow => ({
    key: `ending-${m.measure_id}`,
    section: 'verification_ending',
    projectId: m.project_id,
    projectName: m.project_name,
    kind: '施策',
    title: m.title || '（無題）',
    href: m.has_report ? reportLink(m.project_id, m.measure_id) : nodeLink(m.project_id, 'measure', m.measure_id),
    date: m.verification_end_date,
    dateLabel: `検証終了 ${formatDay(m.verification_end_date)}`,
    note: m.verdict ? `現在の判定：${verdictLabels[m.verdict]}` : m.has_report ? null : 'レポート未作成',
  }));
  const awaiting = data.awaiting_report.map((m): TodayRow => ({
    key: `awaiting-${m.measure_id}`,
    section: 'awaiting_report',
    projectId: m.project_id,
    projectName: m.project_name,
    kind: '施策',
    title: m.title || '（無題）',
    href: m.has_report
      ? `${reportLink(m.project_id, m.measure_id)}/edit`
      : nodeLink(m.project_id, 'measure', m.measure_id),
    date: m.verification_end_date,
    dateLabel: m.verification_end_date ? `検証終了 ${formatDay(m.verification_end_date)}` : '',
    note: m.has_report ? '考察が未記入' : 'レポート未作成',
  }));
  const mentions = data.mentions.map((m): TodayRow => ({
    key: `mention-${m.comment_id}`,
    section: 'mentions',
    projectId: m.project_id ?? 0,
    projectName: m.project_name,
    kind: 'メンション',
    title: `${m.author_name}さん：${m.excerpt}`,
    href: mentionLink(m),
    date: m.created_at,
    dateLabel: formatDay(m.created_at),
    note: null,
    commentId: m.comment_id,
  }));
  const needs = data.needs.map((n): TodayRow => ({
    key: `need-${n.id}`,
    section: 'needs',
    projectId: n.project_id,
    projectName: n.project_name,
    kind: 'ニーズ',
    title: n.title,
    href: `${project(n.project_id)}#${focusAnchor('need', n.id)}`,
    date: n.created_at,
    dateLabel: `受付 ${formatDay(n.created_at)}`,
    note: `優先度：${needPriorityLabels[n.priority as NeedPriority] ?? '—'}`,
  }));
  const reports = data.reports_to_publish.map((r): TodayRow => ({
    key: `report-${r.project_id}`,
    section: 'reports_to_publish',
    projectId: r.project_id,
    projectName: r.project_name,
    kind: '定例レポート',
    title: `${Number(r.month.slice(5))}月の定例レポート`,
    href:
      r.report_id === null
        ? `${project(r.project_id)}/newRegularReport`
        : `${project(r.project_id)}/reports/${r.report_id}/edit`,
    date: null,
    dateLabel: '',
    note: r.report_id === null ? '未作成' : '下書きあり',
  }));
  const notifications = data.notifications.unread.map((n): TodayRow => ({
    key: `notification-${n.id}`,
    section: 'notifications',
    projectId: n.project_id ?? 0,
    projectName: n.project_name,
    kind: 'お知らせ',
    title: describeNotification(n),
    href: notificationPath(n),
    date: n.created_at,
    dateLabel: formatDay(n.created_at),
    note: null,
  }));
  return [...assigned, ...mentions, ...ending, ...awaiting, ...needs, ...reports, ...notifications];
}

/** The rows by project, projects in the order of their name, each project's rows in section order. */
export function rowsByProject(
  rows: readonly TodayRow[],
): { projectId: number; projectName: string; rows: TodayRow[] }[] {
  const groups = new Map<number, { projectId: number; projectName: string; rows: TodayRow[] }>();
  for (const row of rows) {
    const group = groups.get(row.projectId) ?? { projectId: row.projectId, projectName: row.projectName, rows: [] };
    group.rows.push(row);
    groups.set(row.projectId, group);
  }
  return [...groups.values()].sort((a, b) => a.projectName.localeCompare(b.projectName, 'ja'));
}

/** The rows by project name, each project's rows keeping their order (a stable sort). */
export function rowsInProjectOrder(rows: readonly TodayRow[]): TodayRow[] {
  return [...rows].sort((a, b) => a.projectName.localeCompare(b.projectName, 'ja'));
}

/**
 * How many rows past the server's limit belong under a section. The assigned items are cut at the
 * end of their 期限 order, so their rest goes under the last of 期限切れ / 今週が期限 that has rows.
 */
export function leftOutUnder(data: TodayResponse, rows: readonly TodayRow[], section: TodaySectionId): number {
  switch (section) {
    case 'overdue':
      return rows.some((r) => r.section === 'this_week') ? 0 : data.left_out.assigned;
    case 'this_week':
      return data.left_out.assigned;
    case 'notifications':
      return data.notifications.unread_count - data.notifications.unread.length;
    default:
      return data.left_out[section];
  }
}
