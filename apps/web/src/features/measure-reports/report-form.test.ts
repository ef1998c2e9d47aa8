import { masterSeeds, type MeasureReport } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { changedFields, formValuesOf, validateReportForm } from './report-form';

const report: MeasureReport = {
  id: 7,
  measure_id: 3,
  porpose: '送料の不安をなくす',
  device: 1,
  verification: 0,
  user_id: 1,
  user_name: '管理 太郎',
  start_date: '2026-05-01',
  end_date: '2026-05-14',
  verification_diff: 14,
  pattern_num: 2,
  session_num: 12000,
  improvement: null,
  current_improvement: null,
  porpose_improvement: null,
  estimate: null,
  detail: '',
  cvr_increase: 0.5,
  is_show: 1,
  adoption: 0,
  consideration: '',
  basis: '',
  basis_image: null,
  control_pattern: 1,
  plan_baseline_cvr: null,
  plan_daily_users: null,
  plan_mde: null,
  ga4_source: null,
  updated_at: '2026-05-15T00:00:00Z',
};

const improvements = masterSeeds.improvement.map(({ id, name }) => ({ id, name }));

describe('report form', () => {
  it('sends nothing when nothing changed', () => {
    expect(changedFields(report, formValuesOf(report))).toEqual({});
  });

  it('sends only the changed fields, ids as numbers and the public flag as 0/1', () => {
    const values = { ...formValuesOf(report), device: '3', verification: '0', improvement: '1', is_show: false };
    expect(changedFields(report, values)).toEqual({ device: 3, improvement: 1, is_show: 0 });
  });

  it('sends the period as a pair, and a cleared one as empty dates', () => {
    expect(changedFields(report, { ...formValuesOf(report), end_date: '2026-05-20' })).toEqual({
      start_date: '2026-05-01',
      end_date: '2026-05-20',
    });
    expect(changedFields(report, { ...formValuesOf(report), start_date: null, end_date: null })).toEqual({
      start_date: '',
      end_date: '',
    });
  });

  it('checks the period and figures with the server’s rules', () => {
    expect(validateReportForm(formValuesOf(report), improvements)).toEqual({});
    expect(validateReportForm({ ...formValuesOf(report), end_date: null }, improvements)).toEqual({
      end_date: '検証期間は開始日と終了日を両方指定してください',
    });
    expect(validateReportForm({ ...formValuesOf(report), start_date: '2026-06-01' }, improvements)).toEqual({
      end_date: '終了日は開始日以降の日付を指定してください',
    });
    expect(validateReportForm({ ...formValuesOf(report), session_num: 1.5 }, improvements)).toEqual({
      session_num: 'セッション数は整数で入力してください',
    });
  });

  it('refuses a rate above 100 % when the indicator is a rate, and any figure otherwise', () => {
    const values = { ...formValuesOf(report), current_improvement: 68, porpose_improvement: 180 };
    expect(validateReportForm({ ...values, improvement: '1' }, improvements)).toEqual({
      porpose_improvement: '目標値は0以上100以下で入力してください',
    });
    expect(validateReportForm({ ...values, improvement: '6' }, improvements)).toEqual({});
    expect(validateReportForm(values, improvements)).toEqual({});
  });

  it('refuses sessions above ten billion', () => {
    expect(validateReportForm({ ...formValuesOf(report), session_num: 300_000_450_000 }, improvements)).toEqual({
      session_num: 'セッション数は0以上10,000,000,000以下で入力してください',
    });
  });
});
