import { idSchema } from '../common/ids.js';
import {
  isShowInputSchema,
  REPORT_BODY_MAX,
  REPORT_TITLE_MAX,
  reportBodySchema,
  reportTitleSchema,
} from '../common/report-text.js';
import { z } from '../common/zod.js';
import { isIsoDate } from '../management/date-range.js';
import { flagSchema } from '../management/nodes.js';

export const MONTHLY_REPORT_TITLE_MAX = REPORT_TITLE_MAX;
export const MONTHLY_REPORT_BODY_MAX = REPORT_BODY_MAX;

/** product.md §3.8: is_regular true gives type 1 (定例), otherwise type 0 (スポット). */
export function reportTypeOf(isRegular: number | boolean): 0 | 1 {
  return isRegular === true || isRegular === 1 ? 1 : 0;
}

export const monthlyReportListItemSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  title: z.string(),
  is_regular: flagSchema,
  type: flagSchema,
  is_show: flagSchema,
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MonthlyReportListItem = z.infer<typeof monthlyReportListItemSchema>;

/** GET monthly_reports (project_id): newest first; client users get the public ones only. */
export const monthlyReportListResponseSchema = z.object({
  reports: z.array(monthlyReportListItemSchema),
  /** Years that have reports (for the year filter), newest first. */
  years: z.array(z.number().int()),
  can_edit: z.boolean(),
});

export const monthlyReportListQuerySchema = z.object({
  project_id: idSchema,
  type: z
    .enum(['', '0', '1'], { error: '種類は定例かスポットから選んでください' })
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : (Number(v) as 0 | 1))),
  year: z
    .union([z.string().regex(/^\d{4}$/, '年は4桁の数字で指定してください'), z.literal('')])
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : Number(v))),
});
export type MonthlyReportListQuery = z.infer<typeof monthlyReportListQuerySchema>;

/** One report to read or edit: the markdown (images as signed URLs) and its sanitised HTML. */
export const monthlyReportSchema = monthlyReportListItemSchema.extend({
  body: z.string(),
  html: z.string(),
  /** kaizen-file id → signed URL, for the editor's preview. */
  files: z.array(z.object({ id: z.number().int(), url: z.string() })),
  can_edit: z.boolean(),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;
export const monthlyReportResponseSchema = z.object({ monthly_report: monthlyReportSchema });

export const monthlyReportIdQuerySchema = z.object({ id: idSchema });

const titleField = reportTitleSchema;
const bodyField = reportBodySchema;
const dateField = z
  .string({ error: '日付はYYYY-MM-DDで指定してください' })
  .refine((v) => v === '' || isIsoDate(v), '日付はYYYY-MM-DDで指定してください')
  .nullable();

function checkPeriod(v: { period_start?: string | null; period_end?: string | null }, ctx: z.RefinementCtx) {
  const start = v.period_start ?? '';
  const end = v.period_end ?? '';
  if (start && end && isIsoDate(start) && isIsoDate(end) && start > end) {
    ctx.addIssue({ code: 'custom', path: ['period_end'], message: '終了日は開始日以降の日付を指定してください' });
  }
}

export const createMonthlyReportRequestSchema = z
  .object({
    project_id: idSchema,
    title: titleField,
    is_regular: z.union([z.literal(0), z.literal(1), z.boolean()], { error: '種類を指定してください' }),
    period_start: dateField.optional(),
    period_end: dateField.optional(),
    body: bodyField.optional().default(''),
  })
  .superRefine(checkPeriod);
export type CreateMonthlyReportRequest = z.infer<typeof createMonthlyReportRequestSchema>;

export const saveMonthlyReportRequestSchema = z
  .object({
    id: idSchema,
    title: titleField.optional(),
    period_start: dateField.optional(),
    period_end: dateField.optional(),
    body: bodyField.optional(),
  })
  .superRefine(checkPeriod);
export type SaveMonthlyReportRequest = z.infer<typeof saveMonthlyReportRequestSchema>;

/** POST monthly_reports/update {monthly_report {id, is_show}} (product.md §7.8). */
export const updateMonthlyReportVisibilityRequestSchema = z.object({
  monthly_report: z.object({
    id: idSchema,
    is_show: isShowInputSchema,
  }),
});
export const updateMonthlyReportVisibilityResponseSchema = z.object({
  monthly_report: z.object({ id: z.number().int(), title: z.string(), is_show: flagSchema }),
});

export const deleteMonthlyReportRequestSchema = z.object({ id: idSchema });
export const deleteMonthlyReportResponseSchema = z.object({ id: z.number().int() });

/** The template-fill call: a regular report for a month, or a spot report's short outline. */
export const monthlyReportTemplateQuerySchema = z.object({
  project_id: idSchema,
  kind: z.enum(['regular', 'point'], { error: '種類は regular か point で指定してください' }),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月はYYYY-MMで指定してください')
    .optional(),
});
export const monthlyReportTemplateResponseSchema = z.object({
  title: z.string(),
  body: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  is_regular: flagSchema,
});
export type MonthlyReportTemplate = z.infer<typeof monthlyReportTemplateResponseSchema>;

/** The image upload (multipart: project_id and file): what to put in the markdown. */
export const monthlyReportImageFieldsSchema = z.object({ project_id: idSchema });
export const monthlyReportImageResponseSchema = z.object({
  file_id: z.number().int(),
  /** Markdown to insert: ![name](kaizen-file:ID). */
  markdown: z.string(),
  url: z.string(),
});
