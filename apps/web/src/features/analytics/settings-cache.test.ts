import type { AnalyticsSettingsResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { clearUserData } from '../../lib/user-storage';
import { memoryStorage } from '../../test/memory-storage';
import { readCachedSettings, settingsCacheKey, writeCachedSettings } from './settings-cache';

/** The signed-in user the entries are kept for. */
const USER = 5;

const answer = (projectId = 7): AnalyticsSettingsResponse => ({
  settings: {
    project_id: projectId,
    property_id: '123456789',
    account_id: '998877',
    view_id: '',
    company_id: 3,
    session_id: 'sessions',
    cv1_id: 'purchase',
    cv2_id: 'sign_up',
    cv3_id: '',
    is_transaction: 1,
    key: {
      is_set: true,
      client_email: 'reader@example-project.iam.gserviceaccount.com',
      checked_at: '2026-05-01T05:00:00.000Z',
      check_ok: false,
      check_message: 'サービスアカウントキーが無効です',
    },
    updated_at: '2026-05-01T04:00:00.000Z',
  },
  measure_settings: { device: 1, verification: null, improvement: 2, cv_slot: 1 },
  masters: {
    device: [{ id: 1, name: 'PC', class: null, index_num: 1, locked: false }],
    improvement: [{ id: 2, name: 'CVR', class: null, index_num: 1, locked: false }],
    verification: [],
  },
  can_edit: true,
});

describe('analytics settings cache', () => {
  it('keeps the settings under kaizen.analyticsSettings.<userId>.<projectId> and reads them back', () => {
    const storage = memoryStorage();
    writeCachedSettings(storage, USER, answer());
    expect([...storage.items.keys()]).toEqual(['kaizen.analyticsSettings.5.7']);
    const cached = readCachedSettings(storage, USER, 7);
    expect(cached?.settings.property_id).toBe('123456789');
    expect(cached?.settings.cv1_id).toBe('purchase');
    expect(cached?.measure_settings).toEqual({ device: 1, verification: null, improvement: 2, cv_slot: 1 });
    expect(cached?.masters.device.map((item) => item.name)).toEqual(['PC']);
  });

  it('keeps of the key only whether one is set, and never what the user may do', () => {
    const storage = memoryStorage();
    writeCachedSettings(storage, USER, answer());
    const raw = storage.items.get(settingsCacheKey(USER, 7)) ?? '';
    expect(raw).not.toContain('reader@example-project');
    expect(raw).not.toContain('無効');
    expect(raw).not.toContain('2026-05-01T05:00');
    expect(readCachedSettings(storage, USER, 7)?.settings.key).toEqual({
      is_set: true,
      client_email: null,
      checked_at: null,
      check_ok: null,
      check_message: null,
    });
    expect(readCachedSettings(storage, USER, 7)?.can_edit).toBe(false);
  });

  it('answers nothing for another project, a missing entry or text that is not the settings', () => {
    const storage = memoryStorage();
    writeCachedSettings(storage, USER, answer(7));
    expect(readCachedSettings(storage, USER, 8)).toBeUndefined();
    storage.setItem(settingsCacheKey(USER, 9), '{not json');
    expect(readCachedSettings(storage, USER, 9)).toBeUndefined();
    storage.setItem(settingsCacheKey(USER, 10), JSON.stringify({ settings: { project_id: 10 } }));
    expect(readCachedSettings(storage, USER, 10)).toBeUndefined();
    // A copy filed under the wrong project's key is not shown for that project.
    storage.setItem(settingsCacheKey(USER, 11), storage.getItem(settingsCacheKey(USER, 7)) ?? '');
    expect(readCachedSettings(storage, USER, 11)).toBeUndefined();
  });

  it('shows another user of the browser nothing of what this user loaded', () => {
    const storage = memoryStorage();
    writeCachedSettings(storage, USER, answer(7));
    expect(readCachedSettings(storage, 6, 7)).toBeUndefined();
    expect(readCachedSettings(storage, USER, 7)?.settings.property_id).toBe('123456789');
  });

  it('is gone once the browser signs out (every user, every project)', () => {
    const storage = memoryStorage();
    writeCachedSettings(storage, USER, answer(7));
    writeCachedSettings(storage, USER, answer(8));
    writeCachedSettings(storage, 6, answer(7));
    storage.setItem('kaizen.currentProjectId', '7');
    clearUserData(storage);
    expect([...storage.items.keys()]).toEqual(['kaizen.currentProjectId']);
    expect(readCachedSettings(storage, USER, 7)).toBeUndefined();
  });

  it('carries on quietly when the storage is blocked', () => {
    const storage = memoryStorage(true);
    expect(() => writeCachedSettings(storage, USER, answer())).not.toThrow();
    expect(readCachedSettings(storage, USER, 7)).toBeUndefined();
  });
});
