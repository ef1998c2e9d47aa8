import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { changedMonths, checkMetricForm, emptyMetricForm, serverErrors } from './metric-form';

describe('checkMetricForm', () => {
  it('refuses an empty name, no unit and a formula with an empty slot, each beside its field', () => {
    const result = checkMetricForm({ ...emptyMetricForm(), kind: 'formula' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: '指標名を入力してください',
        unit: '単位を選んでください',
        source: '式に空欄があります。すべての項を選ぶか入力してください',
      },
    });
  });

  it('builds the request of a measured metric', () => {
    const result = checkMetricForm({ ...emptyMetricForm(), name: ' セッション ', unit: '回', figure: 'sessions' });
    expect(result).toEqual({
      ok: true,
      name: 'セッション',
      unit: '回',
      direction: 'higher',
      source: { kind: 'analytics', figure: 'sessions' },
    });
  });
});

describe('serverErrors', () => {
  it('puts a refusal of the formula beside the source, and a named field beside it', () => {
    const cycle = new ApiError(400, 'bad_input', '入力内容を確認してください', [
      { field: 'source.formula.left.metric_id', message: '式が自分自身を参照しています（循環）' },
      { field: 'name', message: '同じ名前の指標があります' },
    ]);
    expect(serverErrors(cycle)).toEqual({
      source: '式が自分自身を参照しています（循環）',
      name: '同じ名前の指標があります',
    });
  });
  it('puts a refusal without fields beside the source', () => {
    const units = new ApiError(409, 'conflict', '単位の違う指標は足し引きできません');
    expect(serverErrors(units)).toEqual({ source: '単位の違う指標は足し引きできません' });
  });
});

describe('changedMonths', () => {
  it('sends new and changed months in order, null for one emptied, and nothing left as stored', () => {
    const stored = { '2026-01': 3, '2026-02': 5, '2026-03': 7 };
    const edited = { '2026-01': 3, '2026-02': 6, '2026-03': null, '2026-04': 9, '2026-05': null };
    expect(changedMonths(stored, edited)).toEqual([
      { month: '2026-02', value: 6 },
      { month: '2026-03', value: null },
      { month: '2026-04', value: 9 },
    ]);
    expect(changedMonths({}, { '2026-02': 5, '2026-01': 3, '2026-03': null })).toEqual([
      { month: '2026-01', value: 3 },
      { month: '2026-02', value: 5 },
    ]);
  });
});
