import { describe, expect, it } from 'vitest';
import { formatThousands, normalizeNumberInput, parseNumberInput, toHalfWidthDigits } from './numbers.js';

describe('toHalfWidthDigits', () => {
  it('converts every full-width digit and keeps other characters', () => {
    expect(toHalfWidthDigits('０１２３４５６７８９件')).toBe('0123456789件');
  });
});

describe('normalizeNumberInput', () => {
  it('strips half- and full-width commas and spaces', () => {
    expect(normalizeNumberInput('1,234，567')).toBe('1234567');
    expect(normalizeNumberInput(' 1 234\u3000')).toBe('1234');
  });
  it('converts full-width sign and decimal point', () => {
    expect(normalizeNumberInput('－１２．５')).toBe('-12.5');
  });
});

describe('parseNumberInput', () => {
  it.each([
    ['1,234', 1234],
    ['１，２３４', 1234],
    ['３.５', 3.5],
    ['-0.25', -0.25],
    ['.5', 0.5],
    ['10.', 10],
    ['＋７', 7],
    ['1.2%', 1.2],
    ['１．２％', 1.2],
    ['6,800円', 6800],
    ['６，８００円', 6800],
    ['¥1,200', 1200],
    ['－￥１，２００', -1200],
    ['－３％', -3],
  ])('parses %s', (input, expected) => {
    expect(parseNumberInput(input)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '1.2.3', '1e5', '--1', '円', '%', '1.2%%', '12円%', '約12', '1,200ドル'])(
    'returns null for %j',
    (input) => {
      expect(parseNumberInput(input)).toBeNull();
    },
  );
});

describe('formatThousands', () => {
  it('inserts separators', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(-9876543.21)).toBe('-9,876,543.21');
    expect(formatThousands(0)).toBe('0');
  });
  it('fixes the fraction digits when asked', () => {
    expect(formatThousands(1234.5, 2)).toBe('1,234.50');
  });
  it('shows nothing for missing or non-finite values', () => {
    expect(formatThousands(null)).toBe('');
    expect(formatThousands(undefined)).toBe('');
    expect(formatThousands(Number.NaN)).toBe('');
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe('');
  });
});
