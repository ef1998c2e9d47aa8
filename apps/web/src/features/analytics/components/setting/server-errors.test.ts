import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { formErrorsOf } from './server-errors';

const FORM = ['property_id', 'cv1_id'];

describe('a refused save on the settings forms', () => {
  it('puts the messages of the form’s fields beside them', () => {
    const failure = new ApiError(400, 'bad_input', '入力内容に誤りがあります', [
      { field: 'property_id', message: 'プロパティIDは数字で入力してください' },
      { field: 'projectId', message: 'プロジェクトIDが正しくありません' },
    ]);
    expect(formErrorsOf(failure, FORM)).toEqual({
      fields: { property_id: 'プロパティIDは数字で入力してください' },
      unmatched: null,
    });
  });

  it('falls back to the server’s words when no field of the form is named', () => {
    const failure = new ApiError(400, 'bad_input', '入力内容に誤りがあります', [
      { field: 'projectId', message: 'プロジェクトIDが正しくありません' },
      { field: 'body', message: 'JSONの形式が正しくありません' },
      { field: 'body', message: 'JSONの形式が正しくありません' },
    ]);
    expect(formErrorsOf(failure, FORM)).toEqual({
      fields: {},
      unmatched: 'プロジェクトIDが正しくありません。JSONの形式が正しくありません',
    });
  });

  it('leaves other refusals to the failure toast the mutation already shows', () => {
    expect(formErrorsOf(new ApiError(400, 'bad_input', '入力内容に誤りがあります'), FORM).unmatched).toBeNull();
    expect(formErrorsOf(new ApiError(403, 'forbidden', '権限がありません'), FORM).unmatched).toBeNull();
    expect(formErrorsOf(new ApiError(0, 'network', '接続できません'), FORM).unmatched).toBeNull();
  });
});
