import { monthlySeries, type AnalyticsMonth, type ClientTarget } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { simulatorRecords } from './simulator-records';
import { analyticsMonthOf } from '@kaizen/domain/testing';

const figure = (values: Partial<AnalyticsMonth> & { month: string }): AnalyticsMonth =>
  analyticsMonthOf(values.month, values);

const target = (values: Partial<ClientTarget>): ClientTarget => ({
  id: 1,
  project_id: 1,
  start_month: '2026-10',
  end_month: '2026-10',
  target_sales: null,
  ltv: null,
  contract_rate: null,
  target_contract_cnt: null,
  target_cv_cnt: null,
  derived: [],
  updated_at: '2026-11-01T00:00:00.000Z',
  ...values,
});

function records(from: string, to: string, figures: AnalyticsMonth[], targets: ClientTarget[], profitRate = 100) {
  const months = from === to ? [from] : [from, to];
  const rows = monthlySeries({ months, figures, targets, marks: [], cv_slot: null });
  return simulatorRecords({ from, to, rows, figures, targets, profitRate });
}

describe('simulatorRecords', () => {
  it('feeds the simulation with last month as measured and its target as the goal', () => {
    const result = records(
      '2026-10',
      '2026-10',
      [figure({ month: '2026-10', sessions: 10000, cv1: 200, cv2: 50, transactions: 25, revenue: 2500000 })],
      [target({ target_cv_cnt: 400, contract_rate: 12, ltv: 120000 })],
      40,
    );
    expect(result?.current).toMatchObject({
      session: 10000,
      cvr: 2.5,
      contract_rate: 10,
      customer_avg: 100000,
      cv: 250,
      target_contract_cnt: 25,
      target_sales: 2500000,
      profit: 1000000,
    });
    expect(result?.goal).toMatchObject({ session: 16000, cv: 400, target_contract_cnt: 48, target_sales: 5760000 });
    expect(result?.note).toBe('2026年10月の実績（CSV取込）と目標値から計算しています');
    expect(result?.currentSource).toBe('2026年10月の実績');
    expect(result?.goalSource).toBe('2026年10月の目標値');
  });

  it('averages a period per month and names both sources', () => {
    const result = records(
      '2026-09',
      '2026-10',
      [
        figure({ month: '2026-09', sessions: 1000, cv1: 10, source: 'ga4' }),
        figure({ month: '2026-10', sessions: 3000, cv1: 30 }),
      ],
      [],
    );
    expect(result?.current.session).toBe(2000);
    expect(result?.currentSource).toBe('2026年9月〜2026年10月の月平均');
    expect(result?.goal).toBeNull();
    expect(result?.note).toBe(
      '2026年9月〜2026年10月の実績（2か月の月平均、Googleアナリティクス・CSV取込）から計算しています。2026年10月の目標値が登録されていないため、目標は計算できません',
    );
  });

  it('says why there is no goal when the target has no CV count or nothing converted', () => {
    const month = [figure({ month: '2026-10', sessions: 1000, cv1: 10 })];
    expect(records('2026-10', '2026-10', month, [target({ ltv: 1000 })])?.note).toContain(
      '2026年10月の目標値に目標CV数がないため',
    );
    const none = [figure({ month: '2026-10', sessions: 1000, cv1: 0 })];
    expect(records('2026-10', '2026-10', none, [target({ target_cv_cnt: 10 })])?.note).toContain('CVが0件のため');
  });

  it('has nothing to show without a measured month', () => {
    expect(records('2026-10', '2026-10', [], [target({ target_cv_cnt: 10 })])).toBeNull();
  });
});
