import { NEED_TURNED_INTO_TASK } from '@kaizen/domain';
import type { Insertable } from 'kysely';
import type { NotificationsTable, Db } from '../types.js';

interface DemoNeed {
  title: string;
  detail: string;
  /** 1 高, 2 中, 3 低. */
  priority: number;
  /** Days before the seed the client wrote it. */
  daysAgo: number;
  /** Staff's answer and the status it left (2 対応中, 3 対応済み). */
  answer?: { text: string; status: number; daysAgo: number };
  /** Turned into an unorganised task of the tree (status 対応中). */
  toTask?: boolean;
}

/** An EC cosmetics site. */
const ecNeeds: DemoNeed[] = [
  {
    title: 'スマホの商品ページの表示を速くしたい',
    detail:
      'スマートフォンで商品ページを開くと画像が出るまで時間がかかり、お客様から「重い」という声をいただいています。特に新商品のページが重いようです。',
    priority: 1,
    daysAgo: 2,
  },
  {
    title: 'カートに入れた後の離脱を減らしたい',
    detail: 'カート投入数は増えているのに購入完了が伸びません。送料の表示が分かりにくいのではと社内で話しています。',
    priority: 1,
    daysAgo: 9,
    toTask: true,
  },
  {
    title: '定期便の解約理由を知りたい',
    detail: '定期便の解約が先月から増えています。解約時のアンケート結果を集計していただけますか。',
    priority: 2,
    daysAgo: 20,
    answer: {
      text: '解約時アンケートの3か月分を集計しました。「使い切れずに余る」が4割で最多です。お届け周期の変更をご案内する施策を次回の定例でご提案します。',
      status: 3,
      daysAgo: 14,
    },
  },
  {
    title: '口コミ投稿を増やす方法を相談したい',
    detail: '購入後の口コミが少なく、新商品の評価がなかなか集まりません。',
    priority: 3,
    daysAgo: 5,
  },
];

/** The member sign-up flow of the same company. */
const signUpNeeds: DemoNeed[] = [
  {
    title: '会員登録フォームの項目を減らしたい',
    detail: '入力項目が多く、途中でやめてしまう方が多いと感じています。必須項目を見直したいです。',
    priority: 2,
    daysAgo: 3,
  },
  {
    title: '登録完了メールが届かないという問い合わせへの対応',
    detail:
      'Gmailをお使いの方から「登録完了メールが届かない」というお問い合わせが週に数件あります。迷惑メールに振り分けられているようです。',
    priority: 1,
    daysAgo: 12,
    toTask: true,
  },
  {
    title: 'SNSアカウントでの会員登録に対応したい',
    detail: 'LINEやGoogleのアカウントで登録できるようにしたいです。費用感も知りたいです。',
    priority: 2,
    daysAgo: 18,
    answer: {
      text: 'LINEとGoogleでのログインに対応する方向で、開発会社と工数を確認しています。来月上旬に概算のお見積もりを共有します。',
      status: 2,
      daysAgo: 15,
    },
  },
];

/** A B2B lead-generation site. */
const b2bNeeds: DemoNeed[] = [
  {
    title: '資料請求を増やしたい',
    detail: 'サイトの訪問数は増えているのに、資料請求が月20件前後から伸びていません。',
    priority: 1,
    daysAgo: 4,
  },
  {
    title: '採用ページへの導線が分かりにくい',
    detail: 'トップページから採用情報にたどり着けないという声が、応募者の方から届いています。',
    priority: 2,
    daysAgo: 11,
    toTask: true,
  },
  {
    title: '導入事例ページの構成について意見がほしい',
    detail: '事例を増やしたいのですが、どのような順番や見せ方が良いか迷っています。',
    priority: 3,
    daysAgo: 25,
    answer: {
      text: '業種別に事例を並べ、冒頭に課題と成果の数字を置く構成をおすすめします。ワイヤーフレームをお送りしましたのでご確認ください。',
      status: 3,
      daysAgo: 21,
    },
  },
];

const needsFor = (projectName: string) =>
  /会員/.test(projectName) ? signUpNeeds : /EC/.test(projectName) ? ecNeeds : b2bNeeds;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

/**
 * What the need told whom, as the live calls record it: staff heard of it when the client wrote it
 * (client_need); its author heard back when staff answered it or turned it into a task (need_answered).
 */
function needNotifications(
  need: DemoNeed,
  at: { created: string; answered: string | null; task: string | null },
  ids: { projectId: number; needId: number; authorId: number; staffId: number },
): Insertable<NotificationsTable>[] {
  const base = {
    project_id: ids.projectId,
    action_page: 'ダッシュボード',
    action_target: need.title,
    is_rev: 0,
    target_kind: 'need',
    target_id: ids.needId,
    // Every row names every column: a multi-row insert on SQLite has no DEFAULT for a missing one.
    detail: '',
    recipient_id: null,
  };
  const toAuthor = { ...base, kind: 'need_answered', user_id: ids.staffId, recipient_id: ids.authorId };
  return [
    { ...base, kind: 'client_need', user_id: ids.authorId, created_at: at.created },
    ...(at.task ? [{ ...toAuthor, created_at: at.task, detail: NEED_TURNED_INTO_TASK }] : []),
    ...(at.answered ? [{ ...toAuthor, created_at: at.answered }] : []),
  ];
}

/**
 * A few client needs on each demo client project, written by the company's client user: open ones,
 * one answered by the consultant, one turned into an unorganised task of the tree (the task sits in
 * the project's inbox) — each with the notifications it made.
 */
export async function seedDemoNeeds(db: Db): Promise<void> {
  const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
  const projects = await db.selectFrom('projects').select(['id', 'project_name', 'company_id']).orderBy('id').execute();
  const now = new Date();
  for (const project of projects) {
    const author = await db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', project.company_id)
      .orderBy('id')
      .executeTakeFirst();
    if (!author) continue;
    for (const need of needsFor(project.project_name)) {
      const createdAt = daysBefore(now, need.daysAgo);
      let taskId: number | null = null;
      let taskAt: string | null = null;
      if (need.toTask) {
        const last = await db
          .selectFrom('tasks')
          .select((eb) => eb.fn.max('index_num').as('m'))
          .where('project_id', '=', project.id)
          .where('project_kpi_id', 'is', null)
          .where('is_non_kpi', '=', 0)
          .executeTakeFirst();
        const at = daysBefore(now, need.daysAgo - 1);
        taskAt = at;
        const task = await db
          .insertInto('tasks')
          .values({
            project_id: project.id,
            project_kpi_id: null,
            is_non_kpi: 0,
            task: need.title,
            status: 1,
            index_num: Number(last?.m ?? 0) + 1,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        taskId = Number(task.id);
      }
      const answeredAt = need.answer ? daysBefore(now, need.answer.daysAgo) : null;
      const inserted = await db
        .insertInto('needs')
        .values({
          project_id: project.id,
          title: need.title,
          detail: need.detail,
          priority: need.priority,
          status: need.answer?.status ?? (need.toTask ? 2 : 1),
          answer: need.answer?.text ?? '',
          answered_by: need.answer ? admin.id : null,
          answered_at: answeredAt,
          task_id: taskId,
          created_by: author.id,
          created_at: createdAt,
          updated_at: answeredAt ?? createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ids = { projectId: project.id, needId: Number(inserted.id), authorId: author.id, staffId: admin.id };
      await db
        .insertInto('notifications')
        .values(needNotifications(need, { created: createdAt, answered: answeredAt, task: taskAt }, ids))
        .execute();
    }
  }
}
