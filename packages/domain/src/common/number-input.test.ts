import { describe, expect, it } from 'vitest';
import { numberInputSchema } from './number-input.js';

describe('numberInputSchema', () => {
  const schema = numberInputSchema('セッション数', { min: 0, max: 1_000_000_000 });

  it('reads numbers and typed text with commas and full-width digits', () => {
    expect(schema.parse(1200)).toBe(1200);
    expect(schema.parse('１，２００')).toBe(1200);
    expect(schema.parse('1,200.5')).toBe(1200.5);
  });

  it('refuses text it cannot read, naming the field, instead of taking it as 0', () => {
    const result = schema.safeParse('千二百');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('セッション数を数値で入力してください');
    expect(schema.safeParse('').success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });

  it('refuses values outside its bounds', () => {
    const result = schema.safeParse(-1);
    expect(result.error?.issues[0]?.message).toBe('セッション数は0以上1,000,000,000以下で入力してください');
  });
});
