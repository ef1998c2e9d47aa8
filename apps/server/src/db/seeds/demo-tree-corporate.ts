import type { DemoTree } from './demo-tree-types.js';

const NAVY = [30, 64, 124] as const;
const TEAL = [13, 148, 136] as const;
const CVR_HEADERS = ['セッション数', 'CV数（資料請求）', 'CVR'];

/** 株式会社みなと製作所's corporate site: a B2B site that should bring in leads (資料請求・問い合わせ). */
export const corporateTree: DemoTree = {
  consultant: 'member',
  kgi: {
    purpose: 'Webサイトを営業の入口にし、展示会に頼らず商談をつくれるようにする',
    kgi: 'Web経由の商談化件数を年間120件にする',
    start: -200,
    end: 165,
  },
  kpis: [
    {
      title: '資料請求を月30件にする',
      current: '月32件（先月）',
      detail: '製品カタログ・導入事例集の資料請求フォームの送信数。',
      status: 6,
      memo: '目標達成。営業部の対応件数と合わせて確認中。',
      tasks: [
        {
          title: '資料請求ボタンまで読まれない',
          status: 7,
          factors: [
            {
              title: 'ボタンがページの最後にしかない',
              hypotheses: [
                {
                  title: 'いつでも押せる位置にあれば請求が増える',
                  category: 3,
                  status: 3,
                  works: ['追従ボタンのデザイン', 'スクロール率の計測設定'],
                  measures: [
                    {
                      title: '資料請求ボタンを画面下に追従表示する',
                      status: 7,
                      rank: 'A',
                      priority: 0,
                      verification: 0,
                      period: 'analytics',
                      memo: '追従ボタンを全製品ページに反映済み。',
                      schedule: true,
                      report: {
                        porpose: '資料請求ボタンを画面下に追従表示し、資料請求率が上がるかを確かめる',
                        device: 1,
                        sessionNum: 16_400,
                        current: 0.25,
                        target: 0.35,
                        estimate: 3_600_000,
                        detail: '製品ページ全体で、ページ末尾のボタンのみのパターンと追従ボタンを比較した。',
                        basis: '製品ページの最後までスクロールする人は全体の18%しかいなかった。',
                        consideration:
                          '追従ボタンの資料請求率は0.40%で、現行の0.25%を6割上回った。営業部からも問い合わせの質は変わらないとの評価で、追従ボタンを採用した。',
                        isShow: true,
                        headers: CVR_HEADERS,
                        adopted: 2,
                        patterns: [
                          {
                            name: '現行（ページ末尾のみ）',
                            good: '製品をよく読んだ人だけが請求するため、商談化率が高い',
                            bad: '最後まで読まれず、ボタンを見ないまま離脱する人が多い',
                            cells: ['8,200', '21', '0.25%'],
                            screenshot: { button: NAVY, place: 'end', wide: false, formRows: 0 },
                          },
                          {
                            name: '追従ボタン',
                            good: 'どこまで読んでも押せるため、請求数が増えた',
                            bad: 'スマホでは画面が狭くなるため、表示の高さを抑える必要がある',
                            cells: ['8,200', '33', '0.40%'],
                            screenshot: { button: TEAL, place: 'sticky', wide: true, formRows: 0 },
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
      title: '問い合わせフォームの完了率を40%にする',
      current: '27%',
      detail: '問い合わせフォームを開いた人のうち、送信まで進んだ割合。',
      status: 5,
      deadline: 35,
      memo: 'フォーム改善のABテスト中。',
      tasks: [
        {
          title: 'フォームの入力項目が多い',
          status: 5,
          deadline: 30,
          factors: [
            {
              title: '会社の詳細情報まで最初に聞いている',
              hypotheses: [
                {
                  title: '最初は連絡先だけにすれば、送信まで進む人が増える',
                  category: 1,
                  status: 2,
                  works: ['営業部と必要項目のすり合わせ'],
                  measures: [
                    {
                      title: '問い合わせフォームを14項目から5項目にする',
                      status: 5,
                      rank: 'A',
                      priority: 0,
                      verification: 0,
                      period: [-14, 7],
                      memo: '残り1週間。営業部にも途中経過を共有済み。',
                      schedule: true,
                      report: {
                        porpose: '問い合わせフォームの項目を5つに絞り、送信完了率が上がるかを確かめる',
                        device: 1,
                        sessionNum: 2_600,
                        current: 27,
                        target: 40,
                        estimate: null,
                        detail: '従業員数・予算・導入時期などの項目を外したフォームと現行を比較している。',
                        basis: '入力開始した人の半数が「予算」の欄で止まっていた。',
                        consideration: '',
                        isShow: true,
                        headers: ['フォーム表示数', '送信数', 'CVR'],
                        adopted: null,
                        patterns: [
                          {
                            name: '現行（14項目）',
                            good: '',
                            bad: '',
                            cells: ['1,310', '352', '26.9%'],
                            screenshot: { button: NAVY, place: 'end', wide: false, formRows: 7 },
                          },
                          {
                            name: '5項目',
                            good: '',
                            bad: '',
                            cells: ['1,290', '478', '37.1%'],
                            screenshot: { button: NAVY, place: 'end', wide: true, formRows: 3 },
                          },
                        ],
                      },
                    },
                    {
                      title: 'フォームの横に「しつこい営業電話はしません」と明記する',
                      status: 1,
                      rank: 'C',
                      priority: 1,
                      verification: 1,
                      period: [10, 40],
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
      title: '導入事例ページの閲覧数を月3,000にする',
      current: '月1,150',
      detail: '導入事例の一覧と詳細ページのページビュー数。',
      status: 3,
      deadline: 100,
      tasks: [
        {
          title: '導入事例が探しにくい',
          status: 3,
          factors: [
            {
              title: '事例が業種や課題で絞り込めない',
              hypotheses: [
                {
                  title: '業種別に並べれば自社に近い事例を読んでもらえる',
                  category: 3,
                  status: 1,
                  works: ['事例の業種タグ付け（28件）'],
                  measures: [
                    {
                      title: '導入事例一覧に業種と課題の絞り込みを付ける',
                      status: 4,
                      rank: 'B',
                      priority: 1,
                      verification: 1,
                      period: [20, 60],
                      schedule: true,
                      memo: 'タグ付け作業中。',
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: '事例の数が少ない',
          status: 2,
          factors: [
            {
              title: '事例取材の体制がない',
              hypotheses: [
                {
                  title: '営業担当が取材先を推薦する流れをつくれば事例が増える',
                  category: 2,
                  status: 1,
                  works: [],
                  measures: [
                    {
                      title: '毎月2社の事例取材を行う',
                      status: 2,
                      rank: 'D',
                      priority: 2,
                      verification: 4,
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
  nonKpiTasks: [{ title: '展示会出展ページの更新', status: 4, deadline: 7, memo: '掲載内容の確認待ち。', factors: [] }],
  inboxTasks: ['英語ページの問い合わせが増えている', '採用ページの応募フォームの見直し'],
  monthly: {
    summary: [
      '資料請求ボタンの追従表示を採用してから資料請求は月30件を超え、先月は32件でした。',
      '問い合わせフォームの項目削減は検証中で、途中経過では完了率が10ポイントほど上がっています。',
    ].join('\n'),
    nextMonth: [
      '- 問い合わせフォームのABテストを終え、営業部と採用する項目を決めます',
      '- 導入事例一覧の絞り込み機能の公開準備を進めます',
    ].join('\n'),
    spot: {
      title: '資料請求からの商談化 状況確認',
      body: [
        '# 資料請求からの商談化 状況確認',
        '',
        '## テーマ',
        '',
        '資料請求が増えた後、営業部での商談化の状況を確認しました。',
        '',
        '## 現状と課題',
        '',
        '- 資料請求 32件のうち、商談化は7件（22%）',
        '- 請求から初回連絡までの平均は3.2営業日',
        '',
        '## 提案',
        '',
        '- 請求の翌営業日までに連絡する運用ルールをつくる',
        '- 請求時に「導入時期」を任意で聞き、優先度を付ける',
        '',
      ].join('\n'),
    },
  },
};
