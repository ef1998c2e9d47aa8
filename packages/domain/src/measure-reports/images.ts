import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { textField } from './fields.js';

export const reportImageKinds = ['screenshot', 'reference', 'consideration', 'basis'] as const;
export type ReportImageKind = (typeof reportImageKinds)[number];

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

// The upload is multipart (these fields plus the file); the other image calls are JSON.
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

/** GET files/{id}: the expiry and signature of a signed file URL. */
export const reportImageFileQuerySchema = z.object({
  exp: z.string().regex(/^\d{1,12}$/),
  sig: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});
