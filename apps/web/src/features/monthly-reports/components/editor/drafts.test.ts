import { describe, expect, it } from 'vitest';
import { draftKeys, valuesOf } from './drafts';

describe('draft keys', () => {
  it('are per report, or per project and kind for a new report', () => {
    expect(draftKeys.report(12)).not.toBe(draftKeys.report(13));
    expect(draftKeys.newReport(3, 'regular')).not.toBe(draftKeys.newReport(3, 'point'));
    expect(draftKeys.newReport(3, 'regular')).not.toBe(draftKeys.newReport(4, 'regular'));
  });
});

describe('valuesOf', () => {
  it('holds an unset date as an empty text', () => {
    expect(valuesOf({ title: 'T', period_start: '2026-05-01', period_end: null, body: 'B' })).toEqual({
      title: 'T',
      period_start: '2026-05-01',
      period_end: '',
      body: 'B',
    });
  });
});
