import { describe, expect, it } from 'vitest';
import { isPhaseOverdue } from './schedule.js';

const today = '2026-11-21';

describe('isPhaseOverdue', () => {
  it('is not overdue before or on its end date, or without one', () => {
    expect(isPhaseOverdue('preparation', '2026-11-21', 'prep', today)).toBe(false);
    expect(isPhaseOverdue('preparation', '2026-12-01', 'not', today)).toBe(false);
    expect(isPhaseOverdue('preparation', null, 'not', today)).toBe(false);
  });

  it('is overdue after its end while the measure has not got past it', () => {
    expect(isPhaseOverdue('preparation', '2026-11-20', 'prep', today)).toBe(true);
    expect(isPhaseOverdue('preparation', '2026-11-20', null, today)).toBe(true);
    expect(isPhaseOverdue('confirmation', '2026-11-01', 'check', today)).toBe(true);
    expect(isPhaseOverdue('verification', '2026-11-01', 'ver', today)).toBe(true);
    expect(isPhaseOverdue('completion', '2026-11-01', 'result', today)).toBe(true);
  });

  it('is not overdue once the measure has moved on', () => {
    expect(isPhaseOverdue('preparation', '2026-11-20', 'check', today)).toBe(false);
    expect(isPhaseOverdue('confirmation', '2026-11-01', 'ver', today)).toBe(false);
    expect(isPhaseOverdue('verification', '2026-11-01', 'result', today)).toBe(false);
    expect(isPhaseOverdue('completion', '2026-11-01', 'comp', today)).toBe(false);
  });
});
