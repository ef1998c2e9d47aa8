import { describe, expect, it } from 'vitest';
import { idSchema, masterIdSchema } from './ids.js';

describe('idSchema', () => {
  it('accepts positive integers and their digits as text', () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(2147483647)).toBe(2147483647);
    expect(idSchema.parse('2147483647')).toBe(2147483647);
  });

  it.each([0, -1, 1.5, '0', '07', '1e3', '', ' 1', true, null, 'abc', 2147483648, '2147483648', '99999999999'])(
    'refuses %j',
    (value) => {
      const result = idSchema.safeParse(value);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.error.issues[0]?.message).toBe('IDは1以上の整数で指定してください');
    },
  );
});

describe('masterIdSchema', () => {
  it('accepts 0 and the largest 32-bit id', () => {
    expect(masterIdSchema().parse(0)).toBe(0);
    expect(masterIdSchema().parse(2147483647)).toBe(2147483647);
  });

  it.each([-1, 1.5, 2147483648, '1', null, true])('refuses %j with its message', (value) => {
    const result = masterIdSchema('デバイスを選択肢から選んでください').safeParse(value);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('デバイスを選択肢から選んでください');
  });
});
