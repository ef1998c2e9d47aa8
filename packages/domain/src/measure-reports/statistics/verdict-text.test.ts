import { describe, expect, it } from 'vitest';
import { computeReadout, type PatternCounts } from './readout.js';
import { srmWarning, verdictText } from './verdict-text.js';

const label = (n: number) => (n === 1 ? '元案' : `パターン${String.fromCharCode(64 + n)}`);
const control: PatternCounts = { pattern: 1, users: 20000, conversions: 800 };
const winner: PatternCounts = { pattern: 2, users: 20100, conversions: 905 };
const loser: PatternCounts = { pattern: 3, users: 19900, conversions: 700 };

describe('verdictText', () => {
  it('states the chance to win and the credible interval of the best pattern', () => {
    expect(verdictText(computeReadout([control, loser, winner], 1), label)).toBe(
      'パターンBが元案を上回る確率は99.1%です。CVRの改善幅は+2.1%〜+23.0%（95%信用区間）',
    );
  });

  it('states the p-value and confidence interval with the frequentist engine, Holm-adjusted from three patterns', () => {
    expect(verdictText(computeReadout([control, winner], 1, { engine: 'frequentist' }), label)).toBe(
      'パターンBと元案の差のp値は0.019です。CVRの改善幅は+2.1%〜+23.0%（95%信頼区間）',
    );
    expect(verdictText(computeReadout([control, winner, loser], 1, { engine: 'frequentist' }), label)).toMatch(
      /^パターンBと元案の差のp値は0\.\d{3}（Holm法で補正）です。/,
    );
  });

  it('states the always-valid interval with the sequential engine', () => {
    expect(verdictText(computeReadout([control, winner], 1, { engine: 'sequential' }), label)).toMatch(
      /^パターンBのCVRの改善幅は−\d+\.\d%〜\+\d+\.\d%（途中で確認しても有効な95%信頼区間）$/,
    );
  });

  it('does not round a near certainty up to 100 %', () => {
    const big = [
      { pattern: 1, users: 100000, conversions: 3000 },
      { pattern: 2, users: 100000, conversions: 4000 },
    ];
    expect(verdictText(computeReadout(big, 1), label)).toMatch(/^パターンBが元案を上回る確率は99\.9%以上です。/);
  });

  it('says how many conversions each pattern still lacks while the data is short', () => {
    const short = [
      { pattern: 1, users: 2000, conversions: 30 },
      { pattern: 2, users: 2010, conversions: 45 },
      { pattern: 3, users: 2000, conversions: 60 },
    ];
    expect(verdictText(computeReadout(short, 1), label)).toBe(
      '判定には各パターン50件以上のCVが必要です。元案はあと20件、パターンBはあと5件足りません。',
    );
    expect(verdictText(computeReadout(short, 1, { minConversions: 100 }), label, 100)).toContain('パターンCはあと40件');
  });
});

describe('srmWarning', () => {
  it('warns below p = 0.001 and is silent otherwise', () => {
    const skewed = [
      { pattern: 1, users: 10000, conversions: 400 },
      { pattern: 2, users: 11000, conversions: 440 },
    ];
    expect(srmWarning(computeReadout(skewed, 1))).toMatch(
      /^訪問数の振り分けが計画した比率と合っていません（p値0\.0001未満）。/,
    );
    expect(srmWarning(computeReadout([control, winner], 1))).toBeNull();
    expect(srmWarning(computeReadout([{ ...control, users: 5 }, winner], 1))).toBeNull();
  });
});
