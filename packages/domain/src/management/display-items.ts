import { z } from '../common/zod.js';

/** What the management screens show; kept per user (product.md §2.4 display-items toggle). */
export const displayLevels = ['factor', 'hypothesis', 'measure', 'work'] as const;
export const displayColumns = [
  'current',
  'detail',
  'status',
  'dead_line',
  'category',
  'importance',
  'urgency',
  'rank',
  'priority',
  'verification',
  'period',
  'is_show',
  'conversion_rate',
] as const;
export type DisplayLevel = (typeof displayLevels)[number];
export type DisplayColumn = (typeof displayColumns)[number];

export const displayLevelLabels: Record<DisplayLevel, string> = {
  factor: '要因',
  hypothesis: '仮説',
  measure: '施策',
  work: '作業',
};

export const displayColumnLabels: Record<DisplayColumn, string> = {
  current: '現状',
  detail: '詳細',
  status: 'ステータス',
  dead_line: '期限',
  category: 'カテゴリー',
  importance: '重要度',
  urgency: '緊急度',
  rank: 'ランク',
  priority: '優先度',
  verification: '検証方法',
  period: '検証期間',
  is_show: '表示',
  conversion_rate: 'CVR',
};

/**
 * Whose items the management and status screens show (issue 33 §1, decisions/0040): everyone's, the
 * reader's own, or one person's (a user id). Kept with the display items, so it follows the user.
 */
export const assigneeFilterSchema = z.union([z.enum(['all', 'me']), z.number().int().positive()], {
  error: '担当者の絞り込みが正しくありません',
});
export type AssigneeFilter = z.infer<typeof assigneeFilterSchema>;
/** Until the user picks one, each screen opens on the reader's own items. */
export const DEFAULT_ASSIGNEE_FILTER: AssigneeFilter = 'me';

export const displayItemsSchema = z.object({
  levels: z.object(
    Object.fromEntries(displayLevels.map((k) => [k, z.boolean()])) as Record<DisplayLevel, z.ZodBoolean>,
  ),
  columns: z.object(
    Object.fromEntries(displayColumns.map((k) => [k, z.boolean()])) as Record<DisplayColumn, z.ZodBoolean>,
  ),
  /** Absent until the user picks a filter (DEFAULT_ASSIGNEE_FILTER applies). */
  assignee_filter: assigneeFilterSchema.optional(),
  /** The KPI tree's figures beside the KGI and KPI titles (issue 35); absent means shown. */
  metric_figures: z.boolean().optional(),
});
export type DisplayItems = z.infer<typeof displayItemsSchema>;

export const defaultDisplayItems: DisplayItems = {
  levels: { factor: true, hypothesis: true, measure: true, work: true },
  columns: {
    current: true,
    detail: false,
    status: true,
    dead_line: true,
    category: true,
    importance: true,
    urgency: true,
    rank: true,
    priority: false,
    verification: true,
    period: true,
    is_show: true,
    conversion_rate: false,
  },
};

export const updateDisplayItemsRequestSchema = z.object({ items: displayItemsSchema });
