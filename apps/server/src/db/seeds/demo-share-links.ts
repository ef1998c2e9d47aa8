import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../types.js';
import { dayFromToday, momentOn } from './demo-days.js';

/**
 * One live share link (decisions/0042) on the EC project's newest shown monthly report, made by the
 * manager a few days ago and opened twice, so the 共有リンク panel is not empty. Its token is random
 * and thrown away: nobody can open it, as nobody can read a real link's token back.
 */
export async function seedDemoShareLinks(db: Db): Promise<void> {
  const report = await db
    .selectFrom('monthly_reports')
    .innerJoin('projects', 'projects.id', 'monthly_reports.project_id')
    .select(['monthly_reports.id', 'monthly_reports.project_id', 'monthly_reports.title', 'projects.company_id'])
    .where('projects.project_name', '=', 'ECサイト改善プロジェクト')
    .where('monthly_reports.is_show', '=', 1)
    .orderBy('monthly_reports.period_start', 'desc')
    .executeTakeFirst();
  const manager = await db.selectFrom('users').select('id').where('account', '=', 'manager').executeTakeFirst();
  if (!report || !manager) return;
  const createdDay = dayFromToday(-3);
  await db
    .insertInto('share_links')
    .values({
      token_hash: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex'),
      project_id: report.project_id,
      company_id: report.company_id,
      target_kind: 'monthly_report',
      target_id: report.id,
      target_title: report.title,
      password_hash: null,
      expires_at: momentOn(dayFromToday(27), 10),
      created_by: manager.id,
      created_at: momentOn(createdDay, 10),
      view_count: 2,
      last_viewed_at: momentOn(dayFromToday(-1), 15),
    })
    .execute();
}
