import { describe, expect, it } from 'vitest';
import { achievement, clientTargetFigure } from './achievement.js';

describe('achievement', () => {
  it('counts actual / target when higher is better', () => {
    expect(achievement(1_200_000, 1_000_000, 'higher')).toEqual({ percent: 120, level: 'good' });
    expect(achievement(850, 1_000, 'higher')).toEqual({ percent: 85, level: 'fair' });
    expect(achievement(790, 1_000, 'higher')).toEqual({ percent: 79, level: 'poor' });
    expect(achievement(800, 1_000, 'higher')?.level).toBe('fair');
    expect(achievement(1_000, 1_000, 'higher')?.level).toBe('good');
  });

  it('counts target / actual when lower is better', () => {
    expect(achievement(80, 100, 'lower')).toEqual({ percent: 125, level: 'good' });
    expect(achievement(125, 100, 'lower')).toEqual({ percent: 80, level: 'fair' });
  });

  it('is null without a figure or with a divisor that is not positive', () => {
    expect(achievement(null, 100, 'higher')).toBeNull();
    expect(achievement(100, null, 'higher')).toBeNull();
    expect(achievement(100, 0, 'higher')).toBeNull();
    expect(achievement(0, 100, 'lower')).toBeNull();
    expect(achievement(-5, 100, 'lower')).toBeNull();
    expect(achievement(0, 100, 'higher')).toEqual({ percent: 0, level: 'poor' });
  });
});

describe('clientTargetFigure', () => {
  const target = { target_sales: 2_000_000, target_contract_cnt: 170, target_cv_cnt: 490, contract_rate: 35 };
  it('reads the client target a figure is targeted by', () => {
    expect(clientTargetFigure('revenue', target)).toBe(2_000_000);
    expect(clientTargetFigure('transactions', target)).toBe(170);
    expect(clientTargetFigure('cv', target)).toBe(490);
    expect(clientTargetFigure('contract_rate', target)).toBe(35);
    expect(clientTargetFigure('sessions', target)).toBeNull();
    expect(clientTargetFigure('cvr', target)).toBeNull();
    expect(clientTargetFigure('average_order_value', target)).toBeNull();
  });
});
