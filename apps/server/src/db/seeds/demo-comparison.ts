import type { Db } from '../types.js';

interface DemoComparison {
  items: string[];
  /** 自社 first, then four competitors: each with one cell per item, in item order. */
  companies: { name: string; cells: string[] }[];
  strength: string;
  weakness: string;
}

/** An EC cosmetics site against four other skincare shops. */
const ecComparison: DemoComparison = {
  items: ['価格帯', '送料', '定期購入割引', '品揃え', 'レビュー数', 'サポート'],
  companies: [
    {
      name: '自社（さくらコスメ）',
      cells: [
        '化粧水 3,300円／美容液 5,500円',
        '5,000円以上で無料（通常 550円）',
        '初回50%オフ、2回目以降10%オフ',
        '敏感肌向け 約40品目',
        '約1,200件（平均4.3）',
        'LINE・メール（平日10〜18時）',
      ],
    },
    {
      name: 'ナチュラルビューティー',
      cells: [
        '化粧水 2,640円／美容液 4,180円',
        '全品送料無料',
        '毎回15%オフ、いつでも解約可',
        'オーガニック中心 約120品目',
        '約8,500件（平均4.1）',
        'チャット（年中無休 9〜21時）',
      ],
    },
    {
      name: '肌潤ラボ',
      cells: [
        '化粧水 4,950円／美容液 8,800円',
        '3,980円以上で無料',
        '初回のみ1,980円、4回以上の継続が条件',
        'エイジングケア 約25品目',
        '約3,100件（平均4.5）',
        '美容部員による電話相談',
      ],
    },
    {
      name: 'コスメプラザ',
      cells: [
        '1,000円台〜1万円台まで幅広い',
        '2,000円以上で無料',
        'なし（ポイント5倍の日あり）',
        '国内外ブランド 約3,000品目',
        '約42,000件（平均3.9）',
        'メールのみ（返信まで2〜3営業日）',
      ],
    },
    {
      name: 'ボタニカルハウス',
      cells: [
        '化粧水 3,080円／美容液 4,950円',
        '一律 660円',
        '毎回10%オフ＋送料無料',
        '植物由来 約60品目',
        '約900件（平均4.4）',
        '電話・メール（平日9〜17時）',
      ],
    },
  ],
  strength: [
    '・敏感肌向けに絞った処方で、低刺激を求める層からの信頼が厚い（レビュー平均4.3）',
    '・定期便の初回50%オフがお試しの後押しになっており、2回目以降の継続率は約68%',
    '・LINEでのお届け前通知と肌相談が好評で、問い合わせの満足度が高い',
  ].join('\n'),
  weakness: [
    '・品揃えが約40品目と少なく、まとめ買いや関連商品の提案がしにくい',
    '・送料無料の条件（5,000円以上）が競合より高く、カートでの離脱が目立つ',
    '・レビュー件数が大手の1/10以下で、比較検討の段階で見劣りする',
  ].join('\n'),
};

/** A B2B manufacturer's lead-generation site against four other makers. */
const b2bComparison: DemoComparison = {
  items: ['価格帯', '導入実績', '事例掲載数', '資料ダウンロード', '問い合わせ導線', 'サポート体制'],
  companies: [
    {
      name: '自社（みなと製作所）',
      cells: [
        '標準機 480万円〜（個別見積もり）',
        '累計 約1,200社',
        '12件（業種別に整理なし）',
        'カタログ1種（フォーム入力 9項目）',
        'フッターの電話番号のみ',
        '全国6拠点、24時間以内に訪問',
      ],
    },
    {
      name: '東邦精機',
      cells: [
        '標準機 420万円〜、価格表を公開',
        '累計 約3,000社',
        '48件（業種・課題別に検索可）',
        '導入ガイド・比較表など5種',
        '全ページ右上に「無料相談」',
        '遠隔保守＋年2回の定期点検',
      ],
    },
    {
      name: '北斗テクノ',
      cells: [
        '550万円〜、リースプランあり',
        '累計 約800社（食品業界に強い）',
        '20件（動画事例あり）',
        'ホワイトペーパー3種',
        'チャットボットで一次回答',
        '食品工場専任の技術チーム',
      ],
    },
    {
      name: '大和マシナリー',
      cells: [
        '380万円〜（中古機・レンタルあり）',
        '累計 約2,100社',
        '8件',
        'なし（問い合わせ後に郵送）',
        '電話とフォーム（項目 12）',
        '代理店経由の対応',
      ],
    },
    {
      name: '関東プレス工業',
      cells: [
        '600万円〜（特注中心）',
        '大手自動車部品メーカー中心 約400社',
        '15件',
        '技術資料2種（会員登録が必要）',
        'フォーム（項目 7）＋オンライン商談予約',
        '専任エンジニアが立ち上げまで常駐',
      ],
    },
  ],
  strength: [
    '・全国6拠点による24時間以内の訪問対応は、同価格帯の競合にない強み',
    '・累計約1,200社の導入実績と、故障率の低さ（業界平均の約半分）',
    '・標準機でも細かなカスタマイズに応じられる設計力',
  ].join('\n'),
  weakness: [
    '・サイトの問い合わせ導線がフッターの電話番号だけで、検討中の担当者が相談しにくい',
    '・導入事例が12件と少なく、業種や課題で探せない',
    '・資料ダウンロードのフォームが9項目と長く、途中離脱が多い',
  ].join('\n'),
};

const comparisonFor = (projectName: string) => (/EC|会員/.test(projectName) ? ecComparison : b2bComparison);

/**
 * A competitor comparison (自社 and four competitors × six items) and the strengths and weaknesses
 * for each demo client project. A project that came from a sales customer keeps the customer's id on
 * the rows, as if the sales team had typed them before the contract (decisions/0013). The market
 * boards' seed places these companies: run it after this one.
 */
export async function seedDemoComparison(db: Db): Promise<void> {
  const projects = await db.selectFrom('projects').select(['id', 'project_name']).orderBy('id').execute();
  const at = new Date().toISOString();
  const stamps = { created_at: at, updated_at: at };
  for (const project of projects) {
    const won = await db.selectFrom('sales').select('id').where('project_id', '=', project.id).executeTakeFirst();
    const owner = { project_id: Number(project.id), sale_id: won ? Number(won.id) : null };
    const design = comparisonFor(project.project_name);
    const itemIds: number[] = [];
    for (const [index, title] of design.items.entries()) {
      const { id } = await db
        .insertInto('conflict_items')
        .values({ ...owner, title, index_num: index + 1, ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow();
      itemIds.push(Number(id));
    }
    for (const [index, company] of design.companies.entries()) {
      const { id } = await db
        .insertInto('conflict_companies')
        .values({ ...owner, name: company.name, index_num: index + 1, ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('conflict_cells')
        .values(
          itemIds.map((itemId, i) => ({
            company_id: Number(id),
            item_id: itemId,
            name: company.cells[i] ?? '',
            ...stamps,
          })),
        )
        .execute();
    }
    await db
      .insertInto('analysis_individual')
      .values({ ...owner, strength: design.strength, weakness: design.weakness, ...stamps })
      .execute();
  }
}
