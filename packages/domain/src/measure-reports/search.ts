import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { isIsoDate } from '../management/date-range.js';
import { flagSchema } from '../management/nodes.js';
import { verdicts } from './stats-schemas.js';

// The admin search (/admin/search, staff only).
const optionalId = z
  .union([idSchema, z.literal('')])
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const optionalDateQuery = z
  .string()
  .refine((v) => v === '' || isIsoDate(v), '日付はYYYY-MM-DDで指定してください')
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const searchVerdicts = [...verdicts, 'none'] as const;
export type SearchVerdict = (typeof searchVerdicts)[number];
export const searchSorts = ['period', 'uplift'] as const;

export const measureReportSearchQuerySchema = z
  .object({
    keyword: z.string().max(200, 'キーワードは200文字以内で入力してください').optional(),
    company_id: optionalId,
    project_id: optionalId,
    device: optionalId,
    verification: z
      .union([z.string().regex(/^\d{1,9}$/, '検証方法を選択肢から選んでください'), z.literal('')])
      .optional()
      .transform((v) => (v === '' || v === undefined ? undefined : Number(v))),
    start_date: optionalDateQuery,
    end_date: optionalDateQuery,
    adopted: z
      .enum(['', '0', '1'], { error: '採用は「あり」「なし」から選んでください' })
      .optional()
      .transform((v) => (v === '' || v === undefined ? undefined : v === '1')),
    /** A verdict of the statistics, or none: reports whose counts give no readout yet (未入力). */
    verdict: z
      .enum(['', ...searchVerdicts], { error: '判定は選択肢から選んでください' })
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    /** period: the newest verification period first; uplift: the best pattern's uplift, highest first. */
    sort: z
      .enum(['', ...searchSorts], { error: '並び順は選択肢から選んでください' })
      .optional()
      .transform((v) => (v === '' || v === undefined ? 'period' : v)),
  })
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.start_date > v.end_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: '終了日は開始日以降の日付を指定してください' });
    }
  });
export type MeasureReportSearchQuery = z.infer<typeof measureReportSearchQuerySchema>;

export const measureReportSearchResultSchema = z.object({
  measure_id: z.number().int(),
  project_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  project_name: z.string(),
  measure: z.string(),
  porpose: z.string(),
  /** The adopted pattern's label, or null when none is adopted. */
  pattern: z.string().nullable(),
  pattern_num: z.number().int(),
  device: z.string().nullable(),
  verification: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  cvr_increase: z.number().nullable(),
  is_show: flagSchema,
  /** The statistics' verdict on the counts (issue 32 §3), null while they give no readout. */
  verdict: z.enum(verdicts).nullable(),
  /** The relative uplift of the best pattern against the control (0.041 for +4.1 %), null when none. */
  uplift: z.number().nullable(),
});
export type MeasureReportSearchResult = z.infer<typeof measureReportSearchResultSchema>;
export const MEASURE_REPORT_SEARCH_LIMIT = 200;
export const measureReportSearchResponseSchema = z.object({
  results: z.array(measureReportSearchResultSchema),
  /** True when more matched than the limit returned. */
  truncated: z.boolean(),
});
