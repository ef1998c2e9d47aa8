import { z } from '../common/zod.js';
import { MANAGEMENT_TEXT_MAX } from '../management/requests.js';

/** A text field of a report request, with the label its messages name. */
export const textField = (label: string, max = MANAGEMENT_TEXT_MAX) =>
  z.string({ error: `${label}は文字で入力してください` }).max(max, `${label}は${max}文字以内で入力してください`);
