import { describe, expect, it } from 'vitest';
import { cardReadoutLabel } from './schemas.js';

describe('cardReadoutLabel', () => {
  it('shows the Bayesian best treatment’s chance to win, else the verdict’s word', () => {
    expect(cardReadoutLabel({ engine: 'bayesian', verdict: 'win', chance_to_win: 0.9724 })).toBe('勝率97.2%');
    expect(cardReadoutLabel({ engine: 'bayesian', verdict: 'inconclusive', chance_to_win: 0.9996 })).toBe(
      '勝率99.9%以上',
    );
    expect(cardReadoutLabel({ engine: 'frequentist', verdict: 'win', chance_to_win: null })).toBe('勝ち');
    expect(cardReadoutLabel({ engine: 'sequential', verdict: 'lose', chance_to_win: null })).toBe('負け');
    expect(cardReadoutLabel({ engine: 'frequentist', verdict: 'inconclusive', chance_to_win: null })).toBe('判定保留');
  });

  it('says the data is short rather than show a chance read from too little', () => {
    expect(cardReadoutLabel({ engine: 'bayesian', verdict: 'insufficient', chance_to_win: 0.7 })).toBe('データ不足');
  });
});
