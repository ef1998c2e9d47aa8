import type { AnalyticsSettingsResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { readCachedSettings, settingsCacheKey, writeCachedSettings } from './settings-cache';

/** A Storage over a Map; `failing` makes every call throw as a blocked storage does. */
function memoryStorage(failing = false): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  const guard = () => {
    if (failing) throw new Error('SecurityError');
  };
  return {
    items,
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => {
      guard();
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      guard();
      items.set(key, value);
    },
    removeItem: (key) => {
      guard();
      items.delete(key);
    },
  };
}

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
  it('keeps the settings under kaizen.analyticsSettings.<projectId> and reads them back', () => {
    const storage = memoryStorage();
    writeCachedSettings(storage, answer());
    expect([...storage.items.keys()]).toEqual(['kaizen.analyticsSettings.7']);
    const cached = readCachedSettings(storage, 7);
    expect(cached?.settings.property_id).toBe('123456789');
    expect(cached?.settings.cv1_id).toBe('purchase');
    expect(cached?.measure_settings).toEqual({ device: 1, verification: null, improvement: 2, cv_slot: 1 });
    expect(cached?.masters.device.map((item) => item.name)).toEqual(['PC']);
  });

  it('keeps of the key only whether one is set, and never what the user may do', () => {
    const storage = memoryStorage();
    writeCachedSettings(storage, answer());
    const raw = storage.items.get(settingsCacheKey(7)) ?? '';
    expect(raw).not.toContain('reader@example-project');
    expect(raw).not.toContain('無効');
    expect(raw).not.toContain('2026-05-01T05:00');
    expect(readCachedSettings(storage, 7)?.settings.key).toEqual({
      is_set: true,
      client_email: null,
      checked_at: null,
      check_ok: null,
      check_message: null,
    });
    expect(readCachedSettings(storage, 7)?.can_edit).toBe(false);
  });

  it('answers nothing for another project, a missing entry or text that is not the settings', () => {
    const storage = memoryStorage();
    writeCachedSettings(storage, answer(7));
    expect(readCachedSettings(storage, 8)).toBeUndefined();
    storage.setItem(settingsCacheKey(9), '{not json');
    expect(readCachedSettings(storage, 9)).toBeUndefined();
    storage.setItem(settingsCacheKey(10), JSON.stringify({ settings: { project_id: 10 } }));
    expect(readCachedSettings(storage, 10)).toBeUndefined();
    // A copy filed under the wrong project's key is not shown for that project.
    storage.setItem(settingsCacheKey(11), storage.getItem(settingsCacheKey(7)) ?? '');
    expect(readCachedSettings(storage, 11)).toBeUndefined();
  });

  it('carries on quietly when the storage is blocked', () => {
    const storage = memoryStorage(true);
    expect(() => writeCachedSettings(storage, answer())).not.toThrow();
    expect(readCachedSettings(storage, 7)).toBeUndefined();
  });
});
