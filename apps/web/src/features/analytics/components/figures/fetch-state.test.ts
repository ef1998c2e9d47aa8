import { MAX_FETCH_MONTHS } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { fetchBlock, fetchNotReadyReason } from './fetch-state';

const key = (is_set: boolean) => ({
  is_set,
  client_email: null,
  checked_at: null,
  check_ok: null,
  check_message: null,
});

describe('whether the months can be fetched from Google Analytics', () => {
  const settings = { property_id: '123456789', key: key(true) };

  it('allows a period of up to MAX_FETCH_MONTHS ending this month', () => {
    expect(MAX_FETCH_MONTHS).toBe(36);
    expect(fetchBlock(settings, { from: '2024-06', to: '2027-05' }, '2027-05')).toEqual({
      disabled: false,
      reason: null,
    });
    expect(fetchBlock(settings, { from: '2027-05', to: '2027-05' }, '2027-05').disabled).toBe(false);
  });

  it('refuses a longer period, with the reason the server gives', () => {
    expect(fetchBlock(settings, { from: '2024-05', to: '2027-05' }, '2027-05')).toEqual({
      disabled: true,
      reason: '一度に取得できるのは36か月分までです。期間を短くしてください',
    });
  });

  it('refuses a period ending after this month in Japan', () => {
    expect(fetchBlock(settings, { from: '2027-01', to: '2027-06' }, '2027-05')).toEqual({
      disabled: true,
      reason: '終了月は今月以前の月を指定してください',
    });
  });

  it('refuses a reversed period, and says what the settings lack before anything else', () => {
    expect(fetchBlock(settings, { from: '2027-04', to: '2027-03' }, '2027-05').reason).toBe(
      '終了月は開始月以降の月を指定してください',
    );
    const period = { from: '2027-01', to: '2027-03' };
    expect(fetchBlock({ property_id: '', key: key(true) }, period, '2027-05')).toEqual({
      disabled: true,
      reason: fetchNotReadyReason,
    });
    expect(fetchBlock({ property_id: '1', key: key(false) }, period, '2027-05').reason).toBe(fetchNotReadyReason);
    // Still loading: disabled, without a reason to show.
    expect(fetchBlock(undefined, period, '2027-05')).toEqual({ disabled: true, reason: null });
  });
});
