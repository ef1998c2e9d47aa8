import { describe, expect, it } from 'vitest';
import { canEditNeed, createNeedRequestSchema, updateNeedRequestSchema } from './needs.js';
import { isVerifyingNow } from './summary.js';

const client = { userId: 10, isClient: true };
const staff = { userId: 1, isClient: false };

describe('canEditNeed', () => {
  const open = { status: 1, created_by: 10, task_id: null };
  it('lets the author and staff change an open need', () => {
    expect(canEditNeed(open, client)).toBe(true);
    expect(canEditNeed(open, staff)).toBe(true);
    expect(canEditNeed(open, { userId: 11, isClient: true })).toBe(false);
  });
  it('closes a need someone has started on: 対応中, 対応済み, or turned into a task', () => {
    expect(canEditNeed({ ...open, status: 2 }, staff)).toBe(false);
    expect(canEditNeed({ ...open, status: 3 }, client)).toBe(false);
    expect(canEditNeed({ ...open, task_id: 5 }, staff)).toBe(false);
  });
});

describe('isVerifyingNow', () => {
  const none = { verification_start_date: null, verification_end_date: null };
  it('is true for a 検証中 status, whatever the dates', () => {
    expect(isVerifyingNow(none, 'ver', '2026-11-24')).toBe(true);
  });
  it('is true for a period covering today, both ends included', () => {
    const period = { verification_start_date: '2026-11-01', verification_end_date: '2026-11-24' };
    expect(isVerifyingNow(period, 'now', '2026-11-24')).toBe(true);
    expect(isVerifyingNow(period, null, '2026-11-01')).toBe(true);
    expect(isVerifyingNow(period, null, '2026-11-25')).toBe(false);
    expect(isVerifyingNow({ ...period, verification_end_date: null }, null, '2026-11-24')).toBe(false);
    expect(isVerifyingNow(none, 'now', '2026-11-24')).toBe(false);
  });
});

describe('need requests', () => {
  it('trims the title and refuses an empty one', () => {
    expect(createNeedRequestSchema.parse({ project_id: '3', title: ' 要望 ' })).toEqual({
      project_id: 3,
      title: '要望',
    });
    expect(createNeedRequestSchema.safeParse({ project_id: 3, title: '　 ' }).success).toBe(false);
  });
  it('asks an update for at least one field', () => {
    expect(updateNeedRequestSchema.safeParse({ id: 1 }).error?.issues[0]?.path).toEqual(['title']);
    expect(updateNeedRequestSchema.safeParse({ id: 1, priority: 3 }).success).toBe(true);
  });
});
