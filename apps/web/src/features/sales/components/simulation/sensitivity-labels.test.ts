import { sensitivityGrid } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { goalLegend, nonPositiveNote, sessionLabel } from './sensitivity-labels';

describe('the sensitivity table’s labels', () => {
  it('names the greyed columns and rows whose rate or session count is not positive', () => {
    const low = sensitivityGrid({ session: 300_000, cvr: 1.2, contract_rate: 6 });
    expect(nonPositiveNote(low)).toBe(
      '灰色の列（CVR -0.90%〜0.00%）と行（セッション数 -150,000〜0）は値が0以下のため、成約数を計算できません。',
    );
  });

  it('names only what is greyed, and one column by itself', () => {
    expect(nonPositiveNote(sensitivityGrid({ session: 900_000, cvr: 2.1, contract_rate: 6 }))).toBe(
      '灰色の列（CVR 0.00%）は値が0以下のため、成約数を計算できません。',
    );
    expect(nonPositiveNote(sensitivityGrid({ session: 100_000, cvr: 5, contract_rate: 6 }))).toBe(
      '灰色の行（セッション数 -350,000〜0）は値が0以下のため、成約数を計算できません。',
    );
    expect(nonPositiveNote(sensitivityGrid({ session: 1_000_000, cvr: 5, contract_rate: 6 }))).toBeNull();
  });

  it('shows a monthly average session count whole', () => {
    expect(sessionLabel(26_000.5)).toBe('26,001');
    expect(sessionLabel(-423_489)).toBe('-423,489');
  });

  it('gives the goal’s contract count whole beside its mark, or why nothing is marked', () => {
    const current = { session: 300_000, cvr: 1.2, contract_rate: 6 };
    expect(goalLegend(sensitivityGrid(current, { session: 360_000, cvr: 1.2, contract_rate: 6 }))).toBe(
      '目標に最も近い数値（目標の成約数 259）',
    );
    expect(goalLegend(sensitivityGrid(current, { session: 90_000_000, cvr: 9, contract_rate: 60 }))).toBe(
      '目標に最も近い数値（目標の成約数 4,860,000 は表の範囲外です）',
    );
    expect(goalLegend(sensitivityGrid(current))).toBe('目標に最も近い数値（目標がありません）');
  });
});
