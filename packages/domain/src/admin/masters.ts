import { masterIdSchema } from '../common/ids.js';
import { z } from '../common/zod.js';

/** The master lists of product.md §3.2, keyed as the API spells them, with their Japanese names for the settings screen. */
export const masterKinds = [
  'status',
  'hypothesis_status',
  'measure_status',
  'master_importance',
  'master_priority',
  'master_urgency',
  'master_verification',
  'category',
  'improvement',
  'device',
  'service',
] as const;
export type MasterKind = (typeof masterKinds)[number];

export const masterKindLabels: Record<MasterKind, string> = {
  status: 'ステータス（KPI・課題）',
  hypothesis_status: '仮説ステータス',
  measure_status: '施策ステータス',
  master_importance: '重要度',
  master_priority: '優先度',
  master_urgency: '緊急度',
  master_verification: '検証方法',
  category: '仮説カテゴリー',
  improvement: '改善指標',
  device: 'デバイス',
  service: '提案サービス',
};

/** Status classes (product.md §4 status), in board order. */
export const statusClasses = ['not', 'prep', 'now', 'check', 'ver', 'result', 'comp'] as const;
export type StatusClass = (typeof statusClasses)[number];

/** What a status class means, as the admin screens name it (the class itself is an internal code). */
export const statusClassLabels: Record<StatusClass, string> = {
  not: '未着手',
  prep: '準備中',
  now: '着手中',
  check: '確認中',
  ver: '検証中',
  result: '結果確認',
  comp: '完了',
};

/**
 * Ids the business rules name (product.md §3.2). Master ids are stable: seeded with these values, and new
 * entries take the next free id, so a rule that says "importance 0" always means 高.
 */
export const STATUS_NOT_STARTED = 1; // 未着手
export const STATUS_IN_PROGRESS = 3; // 着手中
export const LEVEL_HIGH = 0; // 高 — importance, urgency, priority
export const LEVEL_MIDDLE = 1; // 中
export const LEVEL_LOW = 2; // 低

export interface MasterSeed {
  id: number;
  name: string;
  class?: StatusClass;
  /** Entries a business rule refers to: they can be renamed but never removed. */
  locked?: boolean;
}

const statusSeeds: MasterSeed[] = [
  { id: 1, name: '未着手', class: 'not', locked: true },
  { id: 2, name: '準備中', class: 'prep', locked: true },
  { id: 3, name: '着手中', class: 'now', locked: true },
  { id: 4, name: '確認中', class: 'check', locked: true },
  { id: 5, name: '検証中', class: 'ver', locked: true },
  { id: 6, name: '結果確認', class: 'result', locked: true },
  { id: 7, name: '完了', class: 'comp', locked: true },
];

const levelSeeds: MasterSeed[] = [
  { id: LEVEL_HIGH, name: '高', locked: true },
  { id: LEVEL_MIDDLE, name: '中' },
  { id: LEVEL_LOW, name: '低', locked: true },
];

/** What a fresh database holds (migration 0002), in display order. */
export const masterSeeds: Record<MasterKind, MasterSeed[]> = {
  status: statusSeeds,
  measure_status: statusSeeds,
  hypothesis_status: [
    { id: 1, name: '未検証' },
    { id: 2, name: '検証中' },
    { id: 3, name: '立証' },
    { id: 4, name: '棄却' },
  ],
  master_importance: levelSeeds,
  master_urgency: levelSeeds,
  master_priority: levelSeeds,
  master_verification: [
    // Locked: a measure saved without a verification method is sent as 0 (product.md §5 missing masters).
    { id: 0, name: 'ABテスト', locked: true },
    { id: 1, name: '前後比較' },
    { id: 2, name: '多変量テスト' },
    { id: 3, name: 'ユーザーテスト' },
    { id: 4, name: '検証なし' },
  ],
  category: [
    { id: 1, name: 'UI・デザイン' },
    { id: 2, name: 'コンテンツ' },
    { id: 3, name: '導線・遷移' },
    { id: 4, name: '集客・流入' },
    { id: 5, name: '価格・オファー' },
    { id: 6, name: 'その他' },
  ],
  improvement: [
    { id: 1, name: 'CVR' },
    { id: 2, name: 'CTR' },
    { id: 3, name: '直帰率' },
    { id: 4, name: '離脱率' },
    { id: 5, name: '平均滞在時間' },
    { id: 6, name: '売上' },
    { id: 7, name: '客単価' },
  ],
  device: [
    { id: 1, name: 'PC' },
    { id: 2, name: 'タブレット' },
    { id: 3, name: 'スマートフォン' },
  ],
  // What the sales area proposes to a customer (service_list of sales_statuses/pb_index).
  service: [
    { id: 1, name: 'サイト改善コンサルティング' },
    { id: 2, name: 'LPO・EFO（入力フォーム改善）' },
    { id: 3, name: 'Web広告運用' },
    { id: 4, name: 'SEO・コンテンツ制作' },
    { id: 5, name: 'CRM・リピート施策' },
  ],
};

export const masterItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  class: z.enum(statusClasses).nullable(),
  index_num: z.number().int(),
  locked: z.boolean(),
});
export type MasterItem = z.infer<typeof masterItemSchema>;

export const masterListsSchema = z.object(
  Object.fromEntries(masterKinds.map((kind) => [kind, z.array(masterItemSchema)])) as Record<
    MasterKind,
    z.ZodArray<typeof masterItemSchema>
  >,
);
export type MasterLists = z.infer<typeof masterListsSchema>;

export const masterKindSchema = z.enum(masterKinds, { error: 'マスターの種類が正しくありません' });

export const masterNameSchema = z
  .string({ error: '名称を入力してください' })
  .trim()
  .min(1, '名称を入力してください')
  .max(50, '名称は50文字以内で入力してください');

export const addMasterRequestSchema = z.object({ kind: masterKindSchema, name: masterNameSchema });
export const addImprovementRequestSchema = z.object({ name: masterNameSchema });
export const updateMasterRequestSchema = z.object({
  kind: masterKindSchema,
  id: masterIdSchema(),
  name: masterNameSchema,
});
export const deleteMasterRequestSchema = z.object({
  kind: masterKindSchema,
  id: masterIdSchema(),
});
export const orderMasterRequestSchema = z.object({
  kind: masterKindSchema,
  ids: z.array(masterIdSchema(), { error: '並び順を指定してください' }).min(1, '並び順を指定してください'),
});
export const masterItemResponseSchema = z.object({ item: masterItemSchema });
export const masterItemListSchema = z.object({ items: z.array(masterItemSchema) });
