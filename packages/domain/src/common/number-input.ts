import { parseNumberInput } from './numbers.js';
import { rangeMessage, type NumberRange } from './plausible-ranges.js';
import { z } from './zod.js';

/**
 * A number as a person typed it (product.md §5 number input): a JSON number, or text with commas and
 * full-width digits, read by the one parser the screens use. Text it cannot read is refused with a
 * message naming the field — never taken as 0.
 */
export function numberInputSchema(label: string, bounds: NumberRange) {
  return z.union([z.number(), z.string()], { error: `${label}を数値で入力してください` }).transform((value, ctx) => {
    const parsed = typeof value === 'number' ? value : parseNumberInput(value);
    if (parsed === null || !Number.isFinite(parsed)) {
      ctx.addIssue({ code: 'custom', message: `${label}を数値で入力してください` });
      return z.NEVER;
    }
    if (parsed < bounds.min || parsed > bounds.max) {
      ctx.addIssue({ code: 'custom', message: rangeMessage(label, bounds) });
      return z.NEVER;
    }
    return parsed;
  });
}
