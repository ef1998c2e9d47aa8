import { idSchema } from '../common/ids.js';
import { isShowInputSchema, reportBodySchema, reportTitleSchema } from '../common/report-text.js';
import { z } from '../common/zod.js';
import { flagSchema } from '../management/nodes.js';

export const salesReportListItemSchema = z.object({
  id: z.number().int(),
  sale_id: z.number().int(),
  title: z.string(),
  is_show: flagSchema,
  user_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SalesReportListItem = z.infer<typeof salesReportListItemSchema>;

/**
 * GET sales_reports: a customer's reports (sale_id, staff), or the shown reports of the customers that
 * became a project (project_id; a client user of that project's company reads these).
 */
export const salesReportListQuerySchema = z
  .object({ sale_id: idSchema.optional(), project_id: idSchema.optional() })
  .refine((v) => (v.sale_id === undefined) !== (v.project_id === undefined), {
    path: ['sale_id'],
    message: 'sale_id か project_id のどちらか一方を指定してください',
  });
export const salesReportListResponseSchema = z.object({
  reports: z.array(salesReportListItemSchema),
  can_edit: z.boolean(),
});

/** One sales report: markdown with images as signed URLs, and the same as sanitised HTML. */
export const salesReportSchema = salesReportListItemSchema.extend({
  body: z.string(),
  html: z.string(),
  files: z.array(z.object({ id: z.number().int(), url: z.string() })),
  /** The customer's name, for the heading. */
  project_name: z.string(),
  can_edit: z.boolean(),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
export const salesReportResponseSchema = z.object({ sales_report: salesReportSchema });
/** GET sales_reports/get: id, and for a client user's view the project it is read under. */
export const salesReportQuerySchema = z.object({ id: idSchema, project_id: idSchema.optional() });

/** POST sales_reports/create — JSON, or multipart with the same fields (product.md §7.8). */
export const createSalesReportRequestSchema = z.object({
  sale_id: idSchema,
  title: reportTitleSchema,
  body: reportBodySchema.optional().default(''),
  is_show: isShowInputSchema.optional(),
});
export type CreateSalesReportRequest = z.infer<typeof createSalesReportRequestSchema>;
export const saveSalesReportRequestSchema = z.object({
  id: idSchema,
  title: reportTitleSchema.optional(),
  body: reportBodySchema.optional(),
});
export type SaveSalesReportRequest = z.infer<typeof saveSalesReportRequestSchema>;
/** POST sales_reports/update {sales_report {id, is_show}}, as monthly_reports/update. */
export const updateSalesReportVisibilityRequestSchema = z.object({
  sales_report: z.object({ id: idSchema, is_show: isShowInputSchema }),
});
export const updateSalesReportVisibilityResponseSchema = z.object({
  sales_report: z.object({ id: z.number().int(), title: z.string(), is_show: flagSchema }),
});
export const deleteSalesReportRequestSchema = z.object({ id: idSchema });
export const deleteSalesReportResponseSchema = z.object({ id: z.number().int() });
/** The image upload for a sales report's markdown (multipart: sale_id and file). */
export const salesReportImageFieldsSchema = z.object({ sale_id: idSchema });
