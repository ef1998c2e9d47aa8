import { normalizeNumberInput, parseNumberInput } from '../common/numbers.js';
import { z } from '../common/zod.js';
import { upliftPercentText } from '../metrics/text.js';

/**
 * A measure's 見込み上昇率 (issue 35 §4): the relative uplift in percent its person expects (10 = +10 %),
 * used for the projected effect until its verification gives a measured one. −100 % would take the
 * KPI to nothing, so only values above it are plausible; beyond +1000 % is a slip of the keyboard.
 */
export const EXPECTED_UPLIFT_LABEL = '見込み上昇率';
export const EXPECTED_UPLIFT_MIN_EXCLUSIVE = -100;
export const EXPECTED_UPLIFT_MAX = 1000;

export const expectedUpliftMessages = {
  unreadable: `${EXPECTED_UPLIFT_LABEL}を数値で入力してください`,
  range: `${EXPECTED_UPLIFT_LABEL}は−100より大きく1000以下の数値で入力してください`,
} as const;

/** Why a read value cannot be the measure's 見込み上昇率, or null when it can. */
export function expectedUpliftReason(value: number): string | null {
  return Number.isFinite(value) && value > EXPECTED_UPLIFT_MIN_EXCLUSIVE && value <= EXPECTED_UPLIFT_MAX
    ? null
    : expectedUpliftMessages.range;
}

/**
 * The request field (create_measure): a number, or text as typed — full-width digits, a sign, a trailing
 * ％ — read by the screens' one parser; null or '' clears it. Text it cannot read is refused, never taken as 0.
 */
export const expectedUpliftSchema = z
  .union([z.number(), z.string()], { error: expectedUpliftMessages.unreadable })
  .nullable()
  .transform((value, ctx): number | null => {
    if (value === null || (typeof value === 'string' && normalizeNumberInput(value) === '')) return null;
    const parsed = typeof value === 'number' ? value : parseNumberInput(value);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: expectedUpliftMessages.unreadable });
      return z.NEVER;
    }
    const reason = expectedUpliftReason(parsed);
    if (reason !== null) {
      ctx.addIssue({ code: 'custom', message: reason });
      return z.NEVER;
    }
    return parsed;
  });

/** 「見込み +10.0%」 on the measure's row; null when none is set. */
export function expectedUpliftText(value: number | null): string | null {
  return value === null ? null : `見込み ${upliftPercentText(value)}`;
}
