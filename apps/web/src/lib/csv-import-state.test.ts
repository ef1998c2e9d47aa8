import { analyticsMessages, type ImportCsvResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { importBlock, saveRowErrors } from './csv-import-state';

const file = new File(['年月,セッション数\n2026-04,100\n'], 'figures.csv', { type: 'text/csv' });
const row = {
  line: 2,
  month: '2026-04',
  sessions: 100,
  cv1: null,
  cv2: null,
  cv3: null,
  transactions: null,
  revenue: null,
  replaces: false,
};
const preview = (values: Partial<ImportCsvResponse>): ImportCsvResponse => ({
  rows: [],
  errors: [],
  saved: false,
  message: '',
  ...values,
});

describe('importBlock', () => {
  it('allows the import only once a preview came back with rows and no error', () => {
    expect(importBlock({ file, fileError: null, preview: preview({ rows: [row] }), pending: false })).toEqual({
      disabled: false,
      reason: null,
    });
  });

  it('explains each reason 取り込む stays disabled', () => {
    expect(importBlock({ file: null, fileError: null, preview: undefined, pending: false }).reason).toBe(
      'CSVファイルを選ぶと、保存する前に中身を確認できます。',
    );
    expect(importBlock({ file, fileError: analyticsMessages.csvTooLarge, preview: undefined, pending: false })).toEqual(
      { disabled: true, reason: analyticsMessages.csvTooLarge },
    );
    const withError = preview({
      rows: [row],
      errors: [{ line: 3, column: 'セッション数', value: 'x', message: 'セッション数は0以上の数値で入力してください' }],
    });
    expect(importBlock({ file, fileError: null, preview: withError, pending: false })).toEqual({
      disabled: true,
      reason: 'エラーの行があるため取り込めません。CSVを直してから選び直してください。',
    });
    expect(importBlock({ file, fileError: null, preview: preview({}), pending: false })).toEqual({
      disabled: true,
      reason: analyticsMessages.csvEmpty,
    });
  });

  it('names the file as the caller does, and says why a file with nothing to change cannot be imported', () => {
    const none = { file: null, fileError: null, preview: undefined, pending: false, noun: 'ファイル' };
    expect(importBlock(none).reason).toBe('ファイルを選ぶと、保存する前に中身を確認できます。');
    const withError = preview({ errors: [{ line: 2, column: 'KPI', value: '', message: 'x' }] });
    expect(importBlock({ ...none, file, preview: withError }).reason).toBe(
      'エラーの行があるため取り込めません。ファイルを直してから選び直してください。',
    );
    expect(
      importBlock({ ...none, file, preview: preview({}), emptyReason: 'ツリーはすでにファイルと同じです' }),
    ).toEqual({
      disabled: true,
      reason: 'ツリーはすでにファイルと同じです',
    });
  });

  it('waits while the file is being read, and does not use a preview of the file before', () => {
    expect(importBlock({ file, fileError: null, preview: undefined, pending: true })).toEqual({
      disabled: true,
      reason: null,
    });
    expect(importBlock({ file, fileError: null, preview: preview({ rows: [row] }), pending: true }).disabled).toBe(
      true,
    );
  });
});

describe('saveRowErrors', () => {
  const rowError = {
    line: 3,
    column: 'セッション数',
    value: 'たくさん',
    message: 'セッション数は0以上の数値で入力してください',
  };

  it('reads the row errors a refused save carries in its details', () => {
    const refused = new ApiError(400, 'bad_input', analyticsMessages.importHasErrors, [], { errors: [rowError] });
    expect(saveRowErrors(refused)).toEqual([rowError]);
    // 取り込む stays disabled until another file (or the same one again) is previewed.
    expect(
      importBlock({ file, fileError: null, preview: preview({ rows: [row] }), pending: false, saveErrors: 1 }),
    ).toEqual({ disabled: true, reason: 'エラーの行があるため取り込めません。CSVを直してから選び直してください。' });
  });

  it('finds none in another failure or details of another shape', () => {
    expect(saveRowErrors(new ApiError(400, 'bad_input', '入力内容に誤りがあります'))).toEqual([]);
    expect(saveRowErrors(new ApiError(400, 'bad_input', 'x', [], { errors: [{ line: 'three' }] }))).toEqual([]);
    expect(saveRowErrors(new ApiError(500, 'internal', 'x', [], { errors: [rowError] }))).toEqual([]);
    expect(saveRowErrors(new Error('boom'))).toEqual([]);
    expect(saveRowErrors(null)).toEqual([]);
  });
});
