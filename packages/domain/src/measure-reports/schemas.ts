import { masterItemSchema, statusClasses } from '../admin/masters.js';
import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { isIsoDate } from '../management/date-range.js';
import { flagSchema } from '../management/nodes.js';
import { MANAGEMENT_LONG_TEXT_MAX, MANAGEMENT_TEXT_MAX, optionalDateSchema } from '../management/requests.js';
import { MAX_PATTERN_NUM, MIN_PATTERN_NUM } from './rules.js';
import { measureReportMessages } from './messages.js';

export const reportImageKinds = ['screenshot', 'reference', 'consideration', 'basis'] as const;
export type ReportImageKind = (typeof reportImageKinds)[number];

export const reportImageKindLabels: Record<ReportImageKind, string> = {
  screenshot: 'スクリーンショット',
  reference: '参考画像',
  consideration: '考察画像',
  basis: '根拠画像',
};

// ---------------------------------------------------------------- responses

/** Measure report (spec §3), field names as the spec spells them (porpose included). */
export const measureReportSchema = z.object({
  id: z.number().int(),
  measure_id: z.number().int(),
  porpose: z.string(),
  /** Master ids: device, verification (master_verification), improvement. */
  device: z.number().int().nullable(),
  verification: z.number().int().nullable(),
  /** The author (who created the report). */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** Days of the verification period, both ends counted; stored with the dates. */
  verification_diff: z.number().int().nullable(),
  pattern_num: z.number().int(),
  session_num: z.number().nullable(),
  improvement: z.number().int().nullable(),
  current_improvement: z.number().nullable(),
  porpose_improvement: z.number().nullable(),
  estimate: z.number().nullable(),
  detail: z.string(),
  cvr_increase: z.number().nullable(),
  is_show: flagSchema,
  /** 1 when one of its patterns is adopted (derived from the patterns, never stored apart). */
  adoption: flagSchema,
  consideration: z.string(),
  basis: z.string(),
  /** URL of the basis image, or null. */
  basis_image: z.string().nullable(),
  updated_at: z.string(),
});
export type MeasureReport = z.infer<typeof measureReportSchema>;

/** Where the measure sits (spec §3 base data), with the report's basis. */
export const reportBaseDataSchema = z.object({
  project_id: z.number().int(),
  basis: z.string(),
  basis_image: z.string().nullable(),
  kpi: z.string().nullable(),
  project_kpi_id: z.number().int().nullable(),
  task: z.string(),
  task_id: z.number().int(),
  factor: z.string(),
  factor_id: z.number().int(),
  hypothesis: z.string(),
  hypothesis_id: z.number().int(),
  measure: z.string(),
  measure_status: z.number().int().nullable(),
  measure_status_class: z.enum(statusClasses).nullable(),
  measure_is_show: flagSchema,
  verification_start_date: z.string().nullable(),
  verification_end_date: z.string().nullable(),
});
export type ReportBaseData = z.infer<typeof reportBaseDataSchema>;

/** A header row of the pattern table (th). */
export const reportHeaderSchema = z.object({
  id: z.number().int(),
  measure_id: z.number().int(),
  title: z.string(),
  index_num: z.number().int(),
});
export type ReportHeader = z.infer<typeof reportHeaderSchema>;

/** A data cell: the value (name) of one header row for one pattern. */
export const reportDataCellSchema = z.object({
  id: z.number().int(),
  th_id: z.number().int(),
  name: z.string(),
});
export type ReportDataCell = z.infer<typeof reportDataCellSchema>;

/** A pattern (td): one variant of the A/B test, numbered from 1. */
export const reportPatternSchema = z.object({
  id: z.number().int(),
  measure_id: z.number().int(),
  pattern: z.number().int(),
  name: z.string(),
  good: z.string(),
  bad: z.string(),
  is_adopt: flagSchema,
  data: z.array(reportDataCellSchema),
});
export type ReportPattern = z.infer<typeof reportPatternSchema>;

export const reportImageSchema = z.object({
  id: z.number().int(),
  measure_id: z.number().int(),
  kind: z.enum(reportImageKinds),
  /** Screenshots: the pattern number they show; null for the other kinds. */
  pattern: z.number().int().nullable(),
  /** Caption. */
  title: z.string(),
  sort_order: z.number().int(),
  image_url: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export type ReportImage = z.infer<typeof reportImageSchema>;

export const reportLinkSchema = z.object({
  kind: z.enum(['task', 'hypothesis']),
  id: z.number().int(),
  title: z.string(),
});
export type ReportLink = z.infer<typeof reportLinkSchema>;

/**
 * GET measure_reports (measure_id). report is null until one is created. Every write call of the
 * report (measure_reports/*, report_verification/*, images, linking) answers with this whole shape.
 */
export const measureReportResponseSchema = z.object({
  report: measureReportSchema.nullable(),
  base: reportBaseDataSchema,
  th: z.array(reportHeaderSchema),
  td: z.array(reportPatternSchema),
  images: z.object({
    screenshot: z.array(reportImageSchema),
    reference: z.array(reportImageSchema),
    consideration: z.array(reportImageSchema),
    /** At most one: the basis image (also given as basis_image, its URL). */
    basis: z.array(reportImageSchema),
  }),
  links: z.array(reportLinkSchema),
  /** Spec §2: until true the result column is covered (検証後に反映されます). */
  verification_done: z.boolean(),
  /** Whether the caller may edit (staff; client users where their project allows it). */
  can_edit: z.boolean(),
  masters: z.object({
    device: z.array(masterItemSchema),
    improvement: z.array(masterItemSchema),
    verification: z.array(masterItemSchema),
  }),
});
export type MeasureReportResponse = z.infer<typeof measureReportResponseSchema>;

// ---------------------------------------------------------------- requests

export const measureReportQuerySchema = z.object({ measure_id: idSchema });

const textField = (label: string, max = MANAGEMENT_TEXT_MAX) =>
  z.string({ error: `${label}は文字で入力してください` }).max(max, `${label}は${max}文字以内で入力してください`);

const masterIdField = (label: string) =>
  z
    .number({ error: `${label}を選択肢から選んでください` })
    .int()
    .min(0)
    .nullable();

const figureField = (label: string) =>
  z
    .number({ error: `${label}は数値で入力してください` })
    .min(-1e12, `${label}が大きすぎます`)
    .max(1e12, `${label}が大きすぎます`)
    .nullable();

/** The report's own fields, each optional so a save sends only what changed. */
const reportFieldsSchema = z.object({
  porpose: textField('目的').optional(),
  device: masterIdField('デバイス').optional(),
  verification: masterIdField('検証方法').optional(),
  start_date: optionalDateSchema.optional(),
  end_date: optionalDateSchema.optional(),
  session_num: z
    .number({ error: 'セッション数は数値で入力してください' })
    .int('セッション数は整数で入力してください')
    .min(0, 'セッション数は0以上で入力してください')
    .max(1e12, 'セッション数が大きすぎます')
    .nullable()
    .optional(),
  improvement: masterIdField('改善指標').optional(),
  current_improvement: figureField('現状値').optional(),
  porpose_improvement: figureField('目標値').optional(),
  estimate: figureField('見込み').optional(),
  cvr_increase: figureField('CVR上昇率').optional(),
  detail: textField('詳細', MANAGEMENT_LONG_TEXT_MAX).optional(),
  consideration: textField('考察', MANAGEMENT_LONG_TEXT_MAX).optional(),
  basis: textField('根拠', MANAGEMENT_LONG_TEXT_MAX).optional(),
  is_show: z.union([z.literal(0), z.literal(1)], { error: '公開設定は0か1で指定してください' }).optional(),
});

function checkPeriod(value: { start_date?: string | null; end_date?: string | null }, ctx: z.RefinementCtx) {
  const start = value.start_date ?? '';
  const end = value.end_date ?? '';
  if (value.start_date === undefined && value.end_date === undefined) return;
  // The dates travel as a pair: one sent alone (even '' to clear it) would leave half a period stored.
  if (value.start_date === undefined || value.end_date === undefined || (start === '') !== (end === '')) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: '検証期間は開始日と終了日を両方指定してください' });
  } else if (isIsoDate(start) && isIsoDate(end) && start > end) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: '終了日は開始日以降の日付を指定してください' });
  }
}

/** POST measure_reports/create: a measure's report, with pattern_num 2 and is_show 1 unless given. */
export const createMeasureReportRequestSchema = reportFieldsSchema
  .extend({ measure_id: idSchema })
  .superRefine(checkPeriod);
export type CreateMeasureReportRequest = z.infer<typeof createMeasureReportRequestSchema>;

/** POST measure_reports/update: save the report's fields. */
export const updateMeasureReportRequestSchema = reportFieldsSchema.extend({ id: idSchema }).superRefine(checkPeriod);
export type UpdateMeasureReportRequest = z.infer<typeof updateMeasureReportRequestSchema>;

const patternNumField = z
  .number({ error: measureReportMessages.patternNumRange(MAX_PATTERN_NUM) })
  .int(measureReportMessages.patternNumRange(MAX_PATTERN_NUM))
  .min(MIN_PATTERN_NUM, measureReportMessages.patternNumRange(MAX_PATTERN_NUM))
  .max(MAX_PATTERN_NUM, measureReportMessages.patternNumRange(MAX_PATTERN_NUM));

/**
 * POST measure_reports/update_pattern (raise: patterns added at the end) and delete_pattern (lower:
 * the last patterns are deleted, with their cells and screenshots).
 */
export const patternNumRequestSchema = z.object({ measure_id: idSchema, pattern_num: patternNumField });
export type PatternNumRequest = z.infer<typeof patternNumRequestSchema>;

/** POST measure_reports/update_adopt: adopt a pattern (the others are un-adopted) or un-adopt it. */
export const updateAdoptRequestSchema = z.object({
  id: idSchema,
  is_adopt: z.union([z.literal(0), z.literal(1)], { error: '採用は0か1で指定してください' }),
});
export type UpdateAdoptRequest = z.infer<typeof updateAdoptRequestSchema>;

// report_verification/*: the pattern table.
export const plusThRequestSchema = z.object({ measure_id: idSchema, title: textField('項目名').optional() });
export const minusThRequestSchema = z.object({ id: idSchema });
export const plusTdRequestSchema = z.object({ measure_id: idSchema });
export const updateHeaderRequestSchema = z.object({ id: idSchema, title: textField('項目名') });
export const updateDataRequestSchema = z.object({
  td_id: idSchema,
  th_id: idSchema,
  name: textField('値'),
});
export const updatePatternFieldsRequestSchema = z
  .object({
    id: idSchema,
    name: textField('パターン名').optional(),
    good: textField('良かった点', MANAGEMENT_LONG_TEXT_MAX).optional(),
    bad: textField('悪かった点', MANAGEMENT_LONG_TEXT_MAX).optional(),
  })
  .refine((v) => v.name !== undefined || v.good !== undefined || v.bad !== undefined, {
    path: ['name'],
    message: '変更する項目を指定してください',
  });
export type UpdatePatternFieldsRequest = z.infer<typeof updatePatternFieldsRequestSchema>;

// Images. The upload is multipart (fields below plus file); the others are JSON.
export const reportImageUploadFieldsSchema = z.object({
  measure_id: idSchema,
  kind: z.enum(reportImageKinds, { error: '画像の種類が正しくありません' }),
  pattern: z
    .union([idSchema, z.literal('')])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  title: textField('キャプション').optional().default(''),
});
export type ReportImageUploadFields = z.infer<typeof reportImageUploadFieldsSchema>;

export const updateReportImageRequestSchema = z.object({ id: idSchema, title: textField('キャプション') });
export const deleteReportImageRequestSchema = z.object({ id: idSchema });
export const reorderReportImagesRequestSchema = z.object({
  measure_id: idSchema,
  kind: z.enum(reportImageKinds, { error: '画像の種類が正しくありません' }),
  pattern: idSchema.nullable().optional(),
  /** Every image of that place, in the new order. */
  ids: z.array(idSchema).min(1, '並べ替える画像を指定してください'),
});
export type ReorderReportImagesRequest = z.infer<typeof reorderReportImagesRequestSchema>;

export const reportImageFileQuerySchema = z.object({
  exp: z.string().regex(/^\d{1,12}$/),
  sig: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});

// linking/*
export const linkCandidateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Where it sits: the titles above it. */
  path: z.array(z.string()),
  linked: z.boolean(),
});
export type LinkCandidate = z.infer<typeof linkCandidateSchema>;
export const linkCandidatesResponseSchema = z.object({ items: z.array(linkCandidateSchema) });

export const linkTaskRequestSchema = z.object({
  measure_id: idSchema,
  task_id: idSchema,
  /** 1 links (default), 0 removes the link. */
  is_link: flagSchema.optional().default(1),
});
export const linkHypothesisRequestSchema = z.object({
  measure_id: idSchema,
  hypothesis_id: idSchema,
  is_link: flagSchema.optional().default(1),
});

const newTitle = (label: string) =>
  z
    .string({ error: `${label}を入力してください` })
    .trim()
    .min(1, `${label}を入力してください`)
    .max(MANAGEMENT_TEXT_MAX, `${label}は${MANAGEMENT_TEXT_MAX}文字以内で入力してください`);

/** linking/create_task: a new task under the measure's KPI (or non-KPI), linked to the report. */
export const linkingCreateTaskRequestSchema = z.object({ measure_id: idSchema, task: newTitle('課題') });
/** linking/create_hypothesis: a new hypothesis under the measure's factor, linked to the report. */
export const linkingCreateHypothesisRequestSchema = z.object({
  measure_id: idSchema,
  hypothesis: newTitle('仮説'),
});

// Admin search (/admin/search, staff only).
const optionalId = z
  .union([idSchema, z.literal('')])
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const optionalDateQuery = z
  .string()
  .refine((v) => v === '' || isIsoDate(v), '日付はYYYY-MM-DDで指定してください')
  .optional()
  .transform((v) => (v === '' ? undefined : v));

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
});
export type MeasureReportSearchResult = z.infer<typeof measureReportSearchResultSchema>;
export const MEASURE_REPORT_SEARCH_LIMIT = 200;
export const measureReportSearchResponseSchema = z.object({
  results: z.array(measureReportSearchResultSchema),
  /** True when more matched than the limit returned. */
  truncated: z.boolean(),
});
