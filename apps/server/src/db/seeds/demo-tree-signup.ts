import type { DemoTree } from './demo-tree-types.js';

const PINK = [219, 68, 119] as const;
const BLUE = [37, 99, 235] as const;
const ORANGE = [234, 122, 24] as const;
const CVR_HEADERS = ['セッション数', 'CV数（会員登録）', 'CVR'];

/** 株式会社さくら商事's member sign-up flow: more members from the same visitors. */
export const signUpTree: DemoTree = {
  consultant: 'manager',
  kgi: {
    purpose: '会員を増やし、メールとアプリで継続的にご案内できるお客様の基盤をつくる',
    kgi: '新規会員登録数を月1,200件にする',
    start: -150,
    end: 215,
  },
  kpis: [
    {
      title: '会員登録率を2.8%に上げる',
      current: '2.8%（先月）',
      detail: '登録ページを訪れたセッションのうち、会員登録を完了した割合。',
      status: 7,
      memo: 'フォーム項目削減で達成。',
      tasks: [
        {
          title: '登録フォームの途中離脱が多い',
          status: 7,
          factors: [
            {
              title: '入力項目が多すぎる',
              hypotheses: [
                {
                  title: '必須項目を減らせば最後まで入力される',
                  category: 1,
                  status: 3,
                  works: ['項目ごとの入力完了率の集計', '削減する項目の社内合意'],
                  measures: [
                    {
                      title: '登録フォームの項目を12から6に減らす',
                      status: 7,
                      rank: 'A',
                      priority: 0,
                      verification: 0,
                      period: 'analytics',
                      memo: '6項目のフォームを本番に反映済み。',
                      schedule: true,
                      report: {
                        porpose: '登録フォームの入力項目を12から6に減らし、会員登録率が上がるかを確かめる',
                        device: 3,
                        sessionNum: 31_600,
                        current: 2.0,
                        target: 2.6,
                        estimate: null,
                        detail: '生年月日・性別・職業など、登録後に聞ける6項目を外したフォームと現行を比較した。',
                        basis: 'フォーム分析では「職業」と「生年月日」の欄で離脱が集中していた。',
                        consideration:
                          '6項目のフォームは登録率2.80%で、現行の2.00%を4割上回った。外した項目は登録後のプロフィール入力で任意に聞くことにし、6項目のフォームを採用した。',
                        isShow: true,
                        headers: CVR_HEADERS,
                        adopted: 2,
                        patterns: [
                          {
                            name: '現行（12項目）',
                            good: '登録時点で属性情報がそろう',
                            bad: '後半の項目で離脱が多い',
                            cells: ['15,800', '316', '2.00%'],
                            screenshot: { button: PINK, place: 'end', wide: true, formRows: 8 },
                          },
                          {
                            name: '6項目に削減',
                            good: '入力が1画面で終わり、離脱が大きく減った',
                            bad: '属性情報は登録後に別途集める必要がある',
                            cells: ['15,800', '442', '2.80%'],
                            screenshot: { button: PINK, place: 'end', wide: true, formRows: 4 },
                          },
                        ],
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: '登録ページへの到達数を月4万にする',
      current: '月2.9万',
      detail: 'トップページや商品ページから会員登録ページに来たセッション数。',
      status: 5,
      deadline: 40,
      memo: '会員特典の訴求テスト中。',
      tasks: [
        {
          title: '会員になるメリットが伝わっていない',
          status: 5,
          factors: [
            {
              title: 'トップページに会員特典の説明がない',
              hypotheses: [
                {
                  title: '特典を具体的に見せれば登録ページに進む人が増える',
                  category: 2,
                  status: 2,
                  works: ['特典バナーの制作'],
                  measures: [
                    {
                      title: 'トップページに「初回10%オフ」の会員特典バナーを出す',
                      status: 5,
                      rank: 'B',
                      priority: 0,
                      verification: 0,
                      period: [-7, 14],
                      memo: '途中経過はバナーありが優勢。',
                      schedule: true,
                      report: {
                        porpose: 'トップページで会員特典を示し、登録ページへ進むセッションが増えるかを確かめる',
                        device: 3,
                        sessionNum: 18_090,
                        current: 2.8,
                        target: 3.2,
                        estimate: null,
                        detail:
                          'トップページのファーストビュー直下に特典バナーを出すパターンを比較している。途中で配信ツールの設定を変えたため、振り分けが偏っていないか確認中。',
                        basis: '会員アンケートで「特典を知っていたら早く登録した」という声が3割あった。',
                        consideration: '',
                        isShow: true,
                        headers: CVR_HEADERS,
                        adopted: null,
                        patterns: [
                          {
                            name: '現行（バナーなし）',
                            good: '',
                            bad: '',
                            cells: ['9,480', '263', '2.77%'],
                            screenshot: { button: BLUE, place: 'end', wide: false, formRows: 0 },
                          },
                          {
                            name: '特典バナーあり',
                            good: '',
                            bad: '',
                            cells: ['8,610', '266', '3.09%'],
                            screenshot: { button: ORANGE, place: 'hero', wide: true, formRows: 0, notice: ORANGE },
                          },
                        ],
                      },
                    },
                    {
                      title: '登録ページの冒頭に会員特典の一覧を載せる',
                      status: 7,
                      rank: 'C',
                      priority: 1,
                      verification: 0,
                      period: [-520, -492],
                      memo: '差は出ず、元の構成のまま。特典はトップページで見せる案に切り替えた。',
                      report: {
                        porpose: '登録ページの冒頭で会員特典を示し、登録完了率が上がるかを確かめる',
                        device: 3,
                        sessionNum: 30_400,
                        current: 2.7,
                        target: 3.0,
                        estimate: null,
                        detail:
                          '登録ページのフォームの上に特典の一覧を置くパターンを、昨年のリニューアル前に現行と4週間比較した。',
                        basis: '登録ページで離脱した人への調査で「登録するメリットが分からない」が最多だった。',
                        consideration:
                          '特典一覧ありの登録完了率は2.75%、現行は2.72%で差はほぼなく、判定は保留とした。登録ページに来た時点で特典は決め手にならないと考え、トップページで見せる案に切り替える。',
                        isShow: true,
                        headers: CVR_HEADERS,
                        adopted: null,
                        patterns: [
                          {
                            name: '現行（フォームのみ）',
                            good: '',
                            bad: '',
                            cells: ['15,200', '414', '2.72%'],
                            screenshot: { button: BLUE, place: 'end', wide: false, formRows: 6 },
                          },
                          {
                            name: '特典一覧あり',
                            good: '特典の一覧はよく読まれていた（スクロール到達率が高い）',
                            bad: 'フォームが下がり、入力開始率が少し下がった',
                            cells: ['15,200', '418', '2.75%'],
                            screenshot: { button: BLUE, place: 'end', wide: false, formRows: 6, notice: ORANGE },
                          },
                        ],
                      },
                    },
                  ],
                },
              ],
            },
            {
              title: 'ヘッダーの「会員登録」が小さく目立たない',
              hypotheses: [
                {
                  title: 'ヘッダーの登録ボタンを目立たせれば、どのページからも登録に進める',
                  category: 1,
                  status: 1,
                  works: ['ヘッダーのデザイン案（2案）'],
                  measures: [
                    {
                      title: 'ヘッダーに「無料で会員登録」ボタンを置く',
                      status: 3,
                      rank: 'B',
                      priority: 1,
                      verification: 1,
                      period: [15, 45],
                      memo: 'デザイン案を作成中。',
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'メール認証の完了率を95%にする',
      current: '87%',
      detail: '仮登録のあと、確認メールのリンクを押して本登録まで進んだ割合。',
      status: 1,
      deadline: 120,
      tasks: [
        {
          title: '確認メールが迷惑メールに入っている',
          status: 1,
          factors: [
            {
              title: '送信ドメインの認証設定が不十分',
              hypotheses: [
                {
                  title: '送信ドメイン認証を整えれば受信箱に届く',
                  category: 6,
                  status: 1,
                  works: [],
                  measures: [
                    {
                      title: 'SPF・DKIMを設定し、届かない割合を計測する',
                      status: 1,
                      rank: 'C',
                      priority: 1,
                      verification: 4,
                      period: [30, 60],
                    },
                    {
                      title: 'SNSアカウントでの登録を追加する',
                      status: 2,
                      rank: 'D',
                      priority: 2,
                      verification: 0,
                      hidden: true,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  nonKpiTasks: [{ title: '会員規約の改定に合わせて登録画面の文言を直す', status: 3, deadline: 10, factors: [] }],
  inboxTasks: ['アプリ会員とWeb会員の統合'],
  monthly: {
    summary: [
      '登録フォームを6項目にした効果が続き、会員登録率は2.8%で目標に届きました。',
      '次の段階として、登録ページに来る人を増やす施策（会員特典バナー）の検証を始めています。',
    ].join('\n'),
    nextMonth: [
      '- 会員特典バナーのABテストを終え、結果をご報告します',
      '- 確認メールの到達率を上げるため、送信ドメインの設定を確認します',
    ].join('\n'),
    spot: {
      title: '登録フォームの項目別離脱 分析メモ',
      body: [
        '# 登録フォームの項目別離脱 分析メモ',
        '',
        '## テーマ',
        '',
        '項目削減後のフォームで、まだ離脱が残っている箇所を調べました。',
        '',
        '## 分析',
        '',
        '| 項目 | 入力開始後の離脱率 |',
        '|---|---:|',
        '| パスワード | 9.2% |',
        '| 電話番号 | 6.8% |',
        '| メールアドレス | 2.1% |',
        '',
        'パスワードの条件（英数字記号を含む8文字以上）が入力後に初めて表示されることが原因と考えられます。',
        '',
        '## 提案',
        '',
        '- パスワードの条件を入力欄の下に最初から表示する',
        '- 電話番号を任意項目にする',
        '',
      ].join('\n'),
    },
  },
};
