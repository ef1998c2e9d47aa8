import { describe, expect, it } from 'vitest';
import { createMeasureRequestSchema } from './requests.js';
import {
  expectedUpliftMessages,
  expectedUpliftReason,
  expectedUpliftSchema,
  expectedUpliftText,
} from './expected-uplift.js';

describe('expectedUpliftSchema', () => {
  it('reads numbers and text as people type it: full-width digits, a sign, a trailing ％', () => {
    expect(expectedUpliftSchema.parse(10)).toBe(10);
    expect(expectedUpliftSchema.parse('１２．５')).toBe(12.5);
    expect(expectedUpliftSchema.parse('12.5%')).toBe(12.5);
    expect(expectedUpliftSchema.parse('１５％')).toBe(15);
    expect(expectedUpliftSchema.parse('+10')).toBe(10);
    expect(expectedUpliftSchema.parse('－２０')).toBe(-20);
    expect(expectedUpliftSchema.parse(' 1,000 ')).toBe(1000);
  });

  it('clears with null or empty text', () => {
    expect(expectedUpliftSchema.parse(null)).toBeNull();
    expect(expectedUpliftSchema.parse('')).toBeNull();
    expect(expectedUpliftSchema.parse('　')).toBeNull();
  });

  it.each<[unknown, string]>([
    ['約10', expectedUpliftMessages.unreadable],
    ['10ポイント', expectedUpliftMessages.unreadable],
    [true, expectedUpliftMessages.unreadable],
    [-100, expectedUpliftMessages.range],
    ['-100%', expectedUpliftMessages.range],
    [-250, expectedUpliftMessages.range],
    [1000.5, expectedUpliftMessages.range],
    ['１００００', expectedUpliftMessages.range],
  ])('refuses %j with a reason naming the field', (value, message) => {
    const result = expectedUpliftSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('takes the ends of its range: just above −100, and 1000', () => {
    expect(expectedUpliftSchema.parse(-99.9)).toBe(-99.9);
    expect(expectedUpliftSchema.parse('1000')).toBe(1000);
  });

  it('names the field in its reasons', () => {
    expect(expectedUpliftMessages.range).toBe('見込み上昇率は−100より大きく1000以下の数値で入力してください');
    expect(expectedUpliftMessages.unreadable).toBe('見込み上昇率を数値で入力してください');
  });
});

describe('the measure request', () => {
  it('carries expected_uplift on an update, read as typed, and leaves it out when not sent', () => {
    expect(createMeasureRequestSchema.parse({ id: 1, expected_uplift: '＋１０％' })).toEqual({
      id: 1,
      expected_uplift: 10,
    });
    expect(createMeasureRequestSchema.parse({ id: 1, expected_uplift: '' })).toEqual({ id: 1, expected_uplift: null });
    expect(createMeasureRequestSchema.parse({ id: 1, measure: '施策' })).not.toHaveProperty('expected_uplift');
  });

  it('refuses an implausible one at expected_uplift', () => {
    const result = createMeasureRequestSchema.safeParse({ id: 1, expected_uplift: 5000 });
    expect(result.error?.issues).toMatchObject([{ path: ['expected_uplift'], message: expectedUpliftMessages.range }]);
  });
});

describe('expectedUpliftReason and expectedUpliftText', () => {
  it('says why a read value cannot stand, or nothing', () => {
    expect(expectedUpliftReason(10)).toBeNull();
    expect(expectedUpliftReason(-100)).toBe(expectedUpliftMessages.range);
    expect(expectedUpliftReason(Number.POSITIVE_INFINITY)).toBe(expectedUpliftMessages.range);
  });

  it('shows the value on the row with its sign, one decimal', () => {
    expect(expectedUpliftText(10)).toBe('見込み +10.0%');
    expect(expectedUpliftText(-5.25)).toBe('見込み −5.3%');
    expect(expectedUpliftText(null)).toBeNull();
  });
});
