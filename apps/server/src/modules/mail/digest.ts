import { describeNotification, verdictLabels, type Notification, type TodayResponse } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import { actorFrom, type Actor } from '../../lib/actor.js';
import { dashboardSummary } from '../dashboard/summary.service.js';
import { projectNotifications } from '../notifications/notifications.service.js';
import { favoriteProjects, projectList } from '../projects/projects.service.js';
import { todayOf } from '../today/today.service.js';
import type { MailContent } from './mail-message.js';

const WEEK_MS = 7 * 24 * 3_600_000;
/** Lines of one project's week: past these, the rest are counted. */
const EVENTS_PER_PROJECT = 8;

const slashDate = (iso: string) => iso.slice(0, 10).replaceAll('-', '/');

export interface DigestRecipient {
  id: number;
  name: string;
  role: number;
  role_num: number;
  company_id: number;
}

/**
 * The projects a digest covers: a client user's own company's, or the projects a member of staff
 * follows (☆) — a consultant with twenty clients reads about the ones they work on.
 */
async function digestProjects(db: Db, actor: Actor) {
  const rows = actor.isClient ? await projectList(db, actor) : await favoriteProjects(db, actor);
  return rows.map((p) => ({ id: Number(p.id), name: p.project_name }));
}

function assignedLine(item: TodayResponse['assigned'][number]): string {
  const due = item.dead_line ? `期限 ${slashDate(item.dead_line)}` : '期限なし';
  return `${item.title}（${due}${item.bucket === 'overdue' ? '・期限切れ' : ''}）`;
}

/**
 * One person's weekly digest (issue 34 §3), read as they would read the app: through the same
 * services that answer their own requests, so a hidden measure, an unpublished report or another
 * company's project never appears. Per project: the KGI and the KPIs by status, the week's changes
 * (statuses, published reports, needs and answers, KGI updates), measures whose verification ends
 * soon with the verdict where they may see it, waiting needs (staff); and the items assigned to them
 * that are due this week or overdue. Empty when there is nothing new to say.
 */
export async function composeDigest(
  db: Db,
  user: DigestRecipient,
  now: Date,
): Promise<{ content: MailContent; empty: boolean }> {
  const actor = actorFrom(user, 0);
  const projects = await digestProjects(db, actor);
  const ids = new Set(projects.map((p) => p.id));
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const [today, feed] = await Promise.all([todayOf(db, actor), projectNotifications(db, actor, undefined)]);
  const events = feed.notifications.filter(
    (n: Notification) => n.created_at >= weekAgo && n.project_id !== null && ids.has(n.project_id),
  );

  const sections: Array<{ heading: string; lines: string[] }> = [];
  let news = 0;
  for (const project of projects) {
    const own = events.filter((n) => n.project_id === project.id);
    const ending = today.verification_ending.filter((m) => m.project_id === project.id);
    const needs = today.needs.filter((n) => n.project_id === project.id);
    if (own.length === 0 && ending.length === 0 && needs.length === 0) continue;
    news += own.length + ending.length + needs.length;
    const summary = await dashboardSummary(db, actor, project.id);
    const kpis = summary.kpi_status_counts.filter((c) => c.count > 0).map((c) => `${c.name} ${c.count}件`);
    const lines = [
      ...(summary.kgi.kgi ? [`KGI: ${summary.kgi.kgi}`] : []),
      ...(kpis.length ? [`KPI: ${kpis.join('・')}（全${summary.kpi_total}件）`] : []),
      ...own.slice(0, EVENTS_PER_PROJECT).map((n) => `${describeNotification(n)}（${slashDate(n.created_at)}）`),
      ...(own.length > EVENTS_PER_PROJECT ? [`ほか${own.length - EVENTS_PER_PROJECT}件の更新`] : []),
      ...ending.map(
        (m) =>
          `検証が${slashDate(m.verification_end_date)}に終わる施策: ${m.title}` +
          (m.verdict ? `（判定: ${verdictLabels[m.verdict]}）` : ''),
      ),
      ...(needs.length ? [`回答待ちのニーズ: ${needs.length}件`] : []),
    ];
    sections.push({ heading: project.name, lines });
  }
  const assigned = today.assigned.filter((item) => ids.has(item.project_id));
  if (assigned.length > 0) {
    sections.push({
      heading: 'あなたの担当で期限が近いもの・過ぎたもの',
      lines: assigned.map((item) => `${item.project_name}／${assignedLine(item)}`),
    });
  }
  const from = slashDate(new Date(now.getTime() - WEEK_MS + 9 * 3_600_000).toISOString());
  const to = slashDate(new Date(now.getTime() + 9 * 3_600_000).toISOString());
  return {
    empty: news + assigned.length === 0,
    content: {
      subject: `週次ダイジェスト（${from}〜${to}）`,
      recipientName: user.name,
      paragraphs: [`${from}から${to}までの、担当プロジェクトの動きをお知らせします。`],
      sections,
      action: { label: 'Kaizen Tree を開く', path: '/' },
    },
  };
}
