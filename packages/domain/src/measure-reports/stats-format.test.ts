import { describe, expect, it } from 'vitest';
import {
  formatChance,
  formatInterval,
  formatPValue,
  formatRate,
  formatUplift,
  formatValuePerUser,
} from './stats-format.js';

describe('statistics as read', () => {
  it('shows rates and uplifts as percentages, the uplift signed', () => {
    expect(formatRate(0.0341)).toBe('3.41%');
    expect(formatRate(null)).toBe('—');
    expect(formatUplift(0.0408)).toBe('+4.1%');
    expect(formatUplift(-0.02)).toBe('−2.0%');
    expect(formatUplift(0)).toBe('+0.0%');
    expect(formatInterval([0.041, 0.183])).toBe('+4.1%〜+18.3%');
    expect(formatInterval([-0.052, 0.031])).toBe('−5.2%〜+3.1%');
  });

  it('shows revenue per user in yen to one decimal, with thousands separated', () => {
    expect(formatValuePerUser(96.1234)).toBe('96.1円');
    expect(formatValuePerUser(1234.56)).toBe('1,234.6円');
    expect(formatValuePerUser(null)).toBe('—');
  });

  it('never rounds a chance to a certainty, and shows small p-values as a bound', () => {
    expect(formatChance(0.972)).toBe('97.2%');
    expect(formatChance(0.99996)).toBe('99.9%以上');
    expect(formatChance(0.00001)).toBe('0.1%未満');
    expect(formatChance(0.5)).toBe('50.0%');
    expect(formatPValue(0.0123)).toBe('0.012');
    expect(formatPValue(0.0004)).toBe('0.001未満');
    expect(formatUplift(-0.00001)).toBe('+0.0%');
    expect(formatPValue(null)).toBe('—');
  });
});
