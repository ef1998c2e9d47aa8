import { describe, expect, it } from 'vitest';
import { idSchema } from './ids.js';

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
