import type { Db } from '../types.js';
import { dayFromToday, momentOn } from './demo-days.js';

interface DemoComment {
  account: string;
  body: string;
  daysAgo: number;
  internal?: boolean;
  /** Accounts the comment @mentions (left unread, so they wait in 今日やること). */
  mentions?: string[];
}

/**
 * A conversation on the EC project's first shown measure (decisions/0037): the client asks the
 * consultant by @mention, the consultant answers, and a 社内のみ note the client never sees.
 */
const thread: DemoComment[] = [
  {
    account: 'client',
    body: '@鈴木 一郎 さん\nこの施策のテスト期間を **来月末まで** 延ばせますか？\n- 社内の承認は取れています',
    daysAgo: 3,
    mentions: ['member'],
  },
  {
    account: 'member',
    body: '承知しました。期間を延ばして、次回の定例で途中経過をご報告します。',
    daysAgo: 2,
  },
  {
    account: 'manager',
    body: '延長分の工数は月次の見積もりに含めておいてください。',
    daysAgo: 2,
    internal: true,
  },
];

/**
 * On the EC project's latest public monthly report: the consultant asks the client to read it, and
 * the client answers (the mention of the client waits unread in the client's 今日やること).
 */
const reportThread: DemoComment[] = [
  {
    account: 'member',
    body: '@田中 美咲 さん\n先月の結果をまとめました。次回の定例までにご確認ください。',
    daysAgo: 1,
    mentions: ['client'],
  },
  {
    account: 'client',
    body: '確認しました。カート改善の続きは来月も進めたいです。',
    daysAgo: 0,
  },
];

type Target = { project_id: number; target_kind: 'measure' | 'monthly_report'; target_id: number };

async function insertThread(db: Db, target: Target, comments: DemoComment[]): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'account']).execute();
  const idOf = (account: string) => users.find((u) => u.account === account)?.id;
  for (const comment of comments) {
    const authorId = idOf(comment.account);
    if (authorId === undefined) continue;
    const at = momentOn(dayFromToday(-comment.daysAgo), 10);
    const row = await db
      .insertInto('comments')
      .values({
        ...target,
        sale_id: null,
        author_id: authorId,
        body: comment.body,
        is_internal: comment.internal ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const account of comment.mentions ?? []) {
      const userId = idOf(account);
      if (userId === undefined) continue;
      await db
        .insertInto('comment_mentions')
        .values({ comment_id: Number(row.id), user_id: userId, read_at: null })
        .execute();
    }
  }
}

export async function seedDemoComments(db: Db): Promise<void> {
  const measure = await db
    .selectFrom('measures')
    .innerJoin('projects', 'projects.id', 'measures.project_id')
    .select(['measures.id', 'measures.project_id'])
    .where('projects.project_name', '=', 'ECサイト改善プロジェクト')
    .where('measures.is_deleted', '=', 0)
    // Shown to the client (is_show 1), so its comments are theirs to read.
    .where('measures.is_show', '=', 1)
    .orderBy('measures.id')
    .executeTakeFirst();
  if (measure) {
    const target = { project_id: measure.project_id, target_kind: 'measure' as const, target_id: measure.id };
    await insertThread(db, target, thread);
  }
  const report = await db
    .selectFrom('monthly_reports')
    .innerJoin('projects', 'projects.id', 'monthly_reports.project_id')
    .select(['monthly_reports.id', 'monthly_reports.project_id'])
    .where('projects.project_name', '=', 'ECサイト改善プロジェクト')
    .where('monthly_reports.is_show', '=', 1)
    .orderBy('monthly_reports.period_start', 'desc')
    .executeTakeFirst();
  if (report) {
    const target = { project_id: report.project_id, target_kind: 'monthly_report' as const, target_id: report.id };
    await insertThread(db, target, reportThread);
  }
}
