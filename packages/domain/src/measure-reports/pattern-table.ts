import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { flagSchema } from '../management/nodes.js';
import { MANAGEMENT_LONG_TEXT_MAX } from '../management/requests.js';
import { textField } from './fields.js';

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
  /** Issue 32 §1: what the pattern counted (null until entered). */
  users: z.number().int().nullable(),
  conversions: z.number().int().nullable(),
  value_sum: z.number().nullable(),
  value_sum_squares: z.number().nullable(),
  /** The planned share of the users (配分, %); null on every pattern for an equal split. */
  planned_share: z.number().nullable(),
});
export type ReportPattern = z.infer<typeof reportPatternSchema>;

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
