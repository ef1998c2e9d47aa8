import type { Db } from '../types.js';

/** The trailing blank point row (product.md §9.7; the domain's BLANK_POINT_INDEX). */
const BLANK_INDEX = 9999;

/** Phase ids of the domain's journeyPhases: 1 認知, 2 興味・関心, 3 比較・検討, 4 購入・申込, 5 利用・継続. */
type Phase = 1 | 2 | 3 | 4 | 5;

interface DemoPoint {
  phase: Phase;
  is_action: 0 | 1;
  is_good: 0 | 1;
  action_contents: string;
  /** 1 ◎ 最適, 2 ○ 適切, 3 △ 要改善, 4 × 不適切. */
  propriety: 1 | 2 | 3 | 4 | null;
  detail: string;
  element: string;
}

interface DemoJourney {
  company: Record<Phase, string[]>;
  customer: Record<Phase, string[]>;
  points: DemoPoint[];
}

/** さくらコスメ (the won sales customer's EC site): the journey the sales team drew with the client. */
const ecJourney: DemoJourney = {
  company: {
    1: ['Instagramでの新作コスメ紹介', '美容系インフルエンサーとのタイアップ', '検索広告「敏感肌 化粧水」'],
    2: ['成分と開発ストーリーの特集ページ', '肌質診断コンテンツ', '実際の使用者のビフォーアフター'],
    3: ['7日間お試しセット（送料無料）', '他社品との成分比較表', '口コミ・レビュー一覧'],
    4: ['Amazon Pay・後払い対応', '定期便の初回半額', 'ゲスト購入'],
    5: ['LINEでのお届け前通知', '使い方動画とスキンケアのコラム', '会員ランク別の特典'],
  },
  customer: {
    1: ['自分の肌悩みに合う化粧品を見つけたい', '信頼できる人のおすすめを知りたい'],
    2: ['刺激の強い成分が入っていないか確かめたい', '自分の肌質に合うか知りたい', '使った人の本音を知りたい'],
    3: ['まずは少量で試したい', '今使っている化粧品と比べたい'],
    4: ['会員登録せずにすぐ買いたい', '送料や解約条件を先に知りたい'],
    5: ['使い切る前に次が届いてほしい', '肌の変化に合わせて商品を変えたい', '解約や休止を簡単にしたい'],
  },
  points: [
    {
      phase: 1,
      is_action: 1,
      is_good: 1,
      action_contents: 'インフルエンサー投稿からの流入',
      propriety: 1,
      detail: '投稿経由のセッションは前年の1.8倍。新規購入の2割を占める',
      element: '集客',
    },
    {
      phase: 2,
      is_action: 1,
      is_good: 0,
      action_contents: '肌質診断コンテンツ',
      propriety: 3,
      detail: '診断完了率は35%。設問が12問と多く、途中離脱が目立つ',
      element: 'コンテンツ',
    },
    {
      phase: 3,
      is_action: 1,
      is_good: 1,
      action_contents: 'お試しセットの訴求',
      propriety: 2,
      detail: 'お試し購入者の定期便移行率は28%。LPの訴求は有効',
      element: 'オファー',
    },
    {
      phase: 4,
      is_action: 0,
      is_good: 0,
      action_contents: '購入フォームの入力項目',
      propriety: 4,
      detail: 'カート到達後の離脱率が68%。会員登録必須が主な原因と考えられる',
      element: 'EFO',
    },
    {
      phase: 4,
      is_action: 1,
      is_good: 0,
      action_contents: '送料・解約条件の表示',
      propriety: 3,
      detail: '定期便の解約条件が購入確認画面まで出てこない。問い合わせも多い',
      element: '信頼性',
    },
    {
      phase: 5,
      is_action: 1,
      is_good: 1,
      action_contents: '定期便のお届け前メール',
      propriety: 2,
      detail: 'お届け日変更の案内でスキップ率が下がり、3回目継続率が6pt改善',
      element: 'CRM',
    },
  ],
};

/** 会員登録導線改善: the same shop, seen from the sign-up funnel. */
const signupJourney: DemoJourney = {
  company: {
    1: ['新規会員限定の10%オフクーポン', 'SNS広告からの会員登録LP', 'ブログ記事内の会員特典バナー'],
    2: ['会員特典の一覧ページ', 'ポイント還元の説明', '会員限定のサンプル配布'],
    3: ['SNSアカウントでの簡単登録', '入力項目の少ない登録フォーム', '登録後すぐ使えるクーポン'],
    4: ['登録完了メールでの初回購入案内', 'カートからの登録導線'],
    5: ['誕生月ポイント', '会員ランク制度', 'メールマガジンの配信頻度の選択'],
  },
  customer: {
    1: ['お得に買える方法を知りたい', '会員になるメリットを知りたい'],
    2: ['どんな特典があるか一目で知りたい', '登録に手間がかからないか知りたい', '迷惑メールが増えないか気になる'],
    3: ['入力はなるべく少なくしたい', 'パスワードを増やしたくない'],
    4: ['登録後すぐにクーポンを使いたい', '次に何をすればいいか知りたい'],
    5: ['ポイントを無駄なく使いたい', '必要なお知らせだけ受け取りたい'],
  },
  points: [
    {
      phase: 1,
      is_action: 1,
      is_good: 1,
      action_contents: '新規会員クーポンの訴求',
      propriety: 2,
      detail: 'LP経由の登録率は4.2%。クーポン訴求の反応は良い',
      element: 'オファー',
    },
    {
      phase: 3,
      is_action: 1,
      is_good: 0,
      action_contents: '登録フォームの入力項目',
      propriety: 4,
      detail: '必須項目が14個あり、フォーム到達者の52%が離脱している',
      element: 'EFO',
    },
    {
      phase: 3,
      is_action: 0,
      is_good: 0,
      action_contents: 'SNSログインの導入',
      propriety: null,
      detail: 'LINEログインの導入を検討中。実装工数の見積もり待ち',
      element: '導線',
    },
    {
      phase: 4,
      is_action: 1,
      is_good: 1,
      action_contents: '登録完了メール',
      propriety: 1,
      detail: '開封率58%。メール内のクーポンから初回購入が生まれている',
      element: 'CRM',
    },
    {
      phase: 5,
      is_action: 1,
      is_good: 0,
      action_contents: 'メールマガジンの配信頻度',
      propriety: 3,
      detail: '週3回の配信で配信停止率が月2.1%。頻度を選べるようにしたい',
      element: 'CRM',
    },
  ],
};

async function insertJourney(db: Db, owner: { project_id: number; sale_id: number | null }, journey: DemoJourney) {
  const now = new Date().toISOString();
  const items = (rows: Record<Phase, string[]>) =>
    (Object.entries(rows) as [string, string[]][]).flatMap(([phase, texts]) =>
      texts.map((text, index) => ({
        ...owner,
        phase_id: Number(phase),
        text,
        index_num: index + 1,
        created_at: now,
        updated_at: now,
      })),
    );
  await db.insertInto('analysis_company_items').values(items(journey.company)).execute();
  await db.insertInto('analysis_customer_items').values(items(journey.customer)).execute();
  const blank = {
    phase_id: null,
    is_action: 0,
    is_good: 0,
    action_contents: '',
    propriety_id: null,
    detail: '',
    element: '',
    index_num: BLANK_INDEX,
  };
  await db
    .insertInto('analysis_points')
    .values([
      ...journey.points.map((point, index) => ({
        ...owner,
        ...blank,
        phase_id: point.phase,
        is_action: point.is_action,
        is_good: point.is_good,
        action_contents: point.action_contents,
        propriety_id: point.propriety,
        detail: point.detail,
        element: point.element,
        index_num: index + 1,
        created_at: now,
        updated_at: now,
      })),
      { ...owner, ...blank, created_at: now, updated_at: now },
    ])
    .execute();
}

/**
 * The customer journeys of さくら商事's two projects. The EC project's was drawn while it was still a
 * sales customer, so its rows belong to that customer too (decisions/0013: carried over on conversion).
 */
export async function seedDemoCustomerAnalysis(db: Db): Promise<void> {
  const projects = await db
    .selectFrom('projects')
    .select(['id', 'project_name'])
    .where('project_name', 'in', ['ECサイト改善プロジェクト', '会員登録導線改善'])
    .execute();
  const projectId = (name: string) => Number(projects.find((p) => p.project_name === name)?.id ?? 0);
  const ec = projectId('ECサイト改善プロジェクト');
  const signup = projectId('会員登録導線改善');
  if (ec) {
    const won = await db.selectFrom('sales').select('id').where('project_id', '=', ec).executeTakeFirst();
    await insertJourney(db, { project_id: ec, sale_id: won ? Number(won.id) : null }, ecJourney);
  }
  if (signup) await insertJourney(db, { project_id: signup, sale_id: null }, signupJourney);
}
