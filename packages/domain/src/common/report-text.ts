import { z } from './zod.js';

/** Limits every markdown report shares (monthly and sales reports). */
export const REPORT_TITLE_MAX = 200;
export const REPORT_BODY_MAX = 100_000;

export const reportTitleSchema = z
  .string({ error: 'タイトルを入力してください' })
  .trim()
  .min(1, 'タイトルを入力してください')
  .max(REPORT_TITLE_MAX, `タイトルは${REPORT_TITLE_MAX}文字以内で入力してください`);

export const reportBodySchema = z
  .string({ error: '本文は文字で入力してください' })
  .max(REPORT_BODY_MAX, `本文は${REPORT_BODY_MAX}文字以内で入力してください`);

/** A report's public flag as the API takes it: 0/1 or a boolean. */
export const isShowInputSchema = z.union([z.literal(0), z.literal(1), z.boolean()], {
  error: '公開設定は0か1で指定してください',
});
