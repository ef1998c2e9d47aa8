import { describe, expect, it } from 'vitest';
import { errorStatusOf, errorTitleOf } from './error-status';

describe('errorStatusOf', () => {
  it('prefers statusCode, then status, then response.status', () => {
    expect(errorStatusOf({ statusCode: 404, status: 500 })).toBe(404);
    expect(errorStatusOf({ status: 403, response: { status: 500 } })).toBe(403);
    expect(errorStatusOf({ response: { status: 502 } })).toBe(502);
  });
  it('falls back to 500', () => {
    expect(errorStatusOf(new Error('boom'))).toBe(500);
    expect(errorStatusOf(null)).toBe(500);
    expect(errorStatusOf('text')).toBe(500);
    expect(errorStatusOf({ status: 'bad' })).toBe(500);
    expect(errorStatusOf({ status: 42 })).toBe(500);
  });
});

describe('errorTitleOf', () => {
  it('uses the message or the status text', () => {
    expect(errorTitleOf(new Error('読み込みに失敗しました'))).toBe('読み込みに失敗しました');
    expect(errorTitleOf({ statusText: 'Forbidden' })).toBe('Forbidden');
  });
  it("defaults to 'Error'", () => {
    expect(errorTitleOf({})).toBe('Error');
    expect(errorTitleOf(new Error('  '))).toBe('Error');
    expect(errorTitleOf(undefined)).toBe('Error');
  });
});
