import { STRATEGY_STORAGE_KEY, tokenStorageKey } from '@kaizen/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { clearToken, getToken, saveToken } from './auth-storage';
import { clearUserData } from './user-storage';

describe('signing the browser out', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('forgets the token and every analytics settings entry of the user, and nothing else', () => {
    saveToken('local', 'token-of-user-5');
    storage.setItem('kaizen.analyticsSettings.5.7', '{"settings":{}}');
    storage.setItem('kaizen.analyticsSettings.5.8', '{"settings":{}}');
    // An entry written before entries carried the user id is cleared as well.
    storage.setItem('kaizen.analyticsSettings.9', '{"settings":{}}');
    storage.setItem('kaizen.currentProjectId', '7');
    expect(getToken()).toBe('token-of-user-5');

    clearToken();

    expect(getToken()).toBeNull();
    expect(storage.getItem(tokenStorageKey('local'))).toBeNull();
    expect(storage.getItem(STRATEGY_STORAGE_KEY)).toBeNull();
    expect([...storage.items.keys()]).toEqual(['kaizen.currentProjectId']);
  });

  it('clears them on the next sign-in too, so a new user starts without the last one’s', () => {
    saveToken('local', 'token-of-user-5');
    storage.setItem('kaizen.analyticsSettings.5.7', '{}');
    saveToken('local', 'token-of-user-6');
    expect(getToken()).toBe('token-of-user-6');
    expect(storage.getItem('kaizen.analyticsSettings.5.7')).toBeNull();
  });

  it('carries on quietly when the storage is blocked', () => {
    expect(() => clearUserData(memoryStorage(true))).not.toThrow();
  });
});
