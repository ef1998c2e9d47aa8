/**
 * The tree templates the team wrote (issue 36 §3): the KPIs of a common engagement with its typical
 * 課題, 要因, 仮説 and 施策, as a consultant would start them. Titles only, and a 見込み上昇率 where a
 * measure's usual effect is known well enough to start from; statuses and dates are the project's.
 */
export interface TemplateMeasure {
  title: string;
  /** Percent (10 = +10 %). */
  expected_uplift?: number;
}
export interface TemplateHypothesis {
  title: string;
  measures: TemplateMeasure[];
  works?: string[];
}
export interface TemplateFactor {
  title: string;
  hypotheses: TemplateHypothesis[];
}
export interface TemplateTask {
  title: string;
  factors: TemplateFactor[];
}
export interface TemplateKpi {
  title: string;
  tasks: TemplateTask[];
}
export interface TreeTemplate {
  key: string;
  name: string;
  description: string;
  /** The KGI such a project usually has, shown in the preview; the project's own is never changed. */
  kgi: string;
  kpis: TemplateKpi[];
}

const ecPurchase: TreeTemplate = {
  key: 'ec_purchase_cvr',
  name: 'EC購入CVR改善',
  description: 'ECサイトで、訪れた人が購入まで進む割合を上げる。カート・決済・商品ページの離脱を順に減らします。',
  kgi: 'EC売上を前年比120%にする',
  kpis: [
    {
      title: 'カート投入率を上げる',
      tasks: [
        {
          title: '商品ページで購入を決めきれない',
          factors: [
            {
              title: '送料や届く日が最後までわからない',
              hypotheses: [
                {
                  title: '送料と到着日を商品ページで先に見せれば、カートに入れる人が増える',
                  measures: [
                    { title: '商品ページに送料無料の条件と到着予定日を表示する', expected_uplift: 8 },
                    { title: '「あと○円で送料無料」をカート横に表示する', expected_uplift: 5 },
                  ],
                },
              ],
            },
            {
              title: '商品の良さが写真と説明から伝わらない',
              hypotheses: [
                {
                  title: '使う場面の写真とレビューを上に置けば、迷う時間が減る',
                  measures: [{ title: '商品ページの上部にレビューの要約と使用シーンの写真を置く', expected_uplift: 6 }],
                  works: ['レビュー件数の多い上位20商品を選ぶ'],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'カートから購入完了までの率を上げる',
      tasks: [
        {
          title: '決済の途中で離脱する',
          factors: [
            {
              title: '会員登録をしないと買えない',
              hypotheses: [
                {
                  title: 'ゲスト購入を選べれば、登録で離れる人が減る',
                  measures: [{ title: 'ゲスト購入を用意し、購入後に会員登録を案内する', expected_uplift: 10 }],
                },
              ],
            },
            {
              title: '使いたい支払い方法がない',
              hypotheses: [
                {
                  title: '後払いとID決済があれば、支払いで止まる人が減る',
                  measures: [{ title: '後払い・ID決済を追加する', expected_uplift: 7 }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const btobLeads: TreeTemplate = {
  key: 'btob_leads',
  name: 'BtoBリード獲得',
  description: 'BtoBのサービスサイトで、資料請求や問い合わせの数と質を上げる。入口・フォーム・その後の育成を扱います。',
  kgi: '商談化するリードを月100件にする',
  kpis: [
    {
      title: '資料請求数を増やす',
      tasks: [
        {
          title: 'サービスページから資料請求に進まない',
          factors: [
            {
              title: '資料で何がわかるのかが伝わらない',
              hypotheses: [
                {
                  title: '資料の中身を見せれば、請求する理由ができる',
                  measures: [
                    { title: '資料の目次と数ページをサービスページに載せる', expected_uplift: 12 },
                    { title: '導入事例の資料を業種別に用意する' },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: 'フォームの途中でやめてしまう',
          factors: [
            {
              title: '入力する項目が多い',
              hypotheses: [
                {
                  title: '項目を必要なものだけにすれば、送信までたどり着く',
                  measures: [
                    { title: 'フォームの項目を7つ以下にし、会社名は候補から選べるようにする', expected_uplift: 15 },
                  ],
                  works: ['営業が実際に使っている項目を洗い出す'],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: '商談化率を上げる',
      tasks: [
        {
          title: '資料請求のあと連絡がつかない',
          factors: [
            {
              title: '請求から連絡までに日が空く',
              hypotheses: [
                {
                  title: 'その日のうちに連絡すれば、話を聞いてもらえる',
                  measures: [{ title: '資料請求から1時間以内に担当者が連絡する体制を作る' }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const signUp: TreeTemplate = {
  key: 'sign_up',
  name: '会員登録改善',
  description: 'サービスやアプリの会員登録を増やし、登録した人が使い始めるところまでを改善します。',
  kgi: '月間の新規アクティブ会員を1.5倍にする',
  kpis: [
    {
      title: '会員登録完了率を上げる',
      tasks: [
        {
          title: '登録フォームで離脱する',
          factors: [
            {
              title: 'パスワードの条件やエラーがわかりにくい',
              hypotheses: [
                {
                  title: '条件を入力中に見せれば、やり直しで離れる人が減る',
                  measures: [
                    { title: 'パスワードの条件を入力欄の下に出し、満たした条件にチェックを付ける', expected_uplift: 6 },
                  ],
                },
              ],
            },
            {
              title: '登録の手間が大きく見える',
              hypotheses: [
                {
                  title: 'SNSアカウントで登録できれば、入力の手間がなくなる',
                  measures: [{ title: 'Google・Apple・LINEでの登録を追加する', expected_uplift: 15 }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: '登録後に使い始める人を増やす',
      tasks: [
        {
          title: '登録しただけで終わってしまう',
          factors: [
            {
              title: '最初に何をすればよいかわからない',
              hypotheses: [
                {
                  title: '最初の3ステップを案内すれば、使い始める人が増える',
                  measures: [
                    { title: '登録直後にはじめの3ステップのチェックリストを出す', expected_uplift: 10 },
                    { title: '登録翌日に使い方のメールを送る' },
                  ],
                  works: ['はじめの3ステップを決める'],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const builtInTemplates: readonly TreeTemplate[] = [ecPurchase, btobLeads, signUp];
