import { describe, expect, it } from 'vitest';
import { reportTitleError } from './report-title';

describe('reportTitleError', () => {
  it('refuses a blank title, spaces included', () => {
    expect(reportTitleError('', 5)).toBe('タイトルを入力してください');
    expect(reportTitleError(' 　', 5)).toBe('タイトルを入力してください');
  });

  it('counts the trimmed title against the limit', () => {
    expect(reportTitleError('  12345  ', 5)).toBeNull();
    expect(reportTitleError('123456', 5)).toBe('タイトルは5文字以内で入力してください');
  });
});
