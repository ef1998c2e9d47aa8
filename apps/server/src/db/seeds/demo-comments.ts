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
  if (!measure) return;
  const users = await db.selectFrom('users').select(['id', 'account']).execute();
  const idOf = (account: string) => users.find((u) => u.account === account)?.id;
  for (const comment of thread) {
    const authorId = idOf(comment.account);
    if (authorId === undefined) continue;
    const at = momentOn(dayFromToday(-comment.daysAgo), 10);
    const row = await db
      .insertInto('comments')
      .values({
        project_id: measure.project_id,
        sale_id: null,
        target_kind: 'measure',
        target_id: measure.id,
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
