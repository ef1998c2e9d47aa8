import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadForChunkError,
  shouldReloadForChunkError,
} from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Loading chunk 42 failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reload guard', () => {
  it('allows the first reload and then one per 60 seconds', () => {
    expect(shouldReloadForChunkError(null, 1000)).toBe(true);
    expect(shouldReloadForChunkError(1000, 1000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadForChunkError(1000, 1000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('reloads, remembers when, and refuses a second reload inside the guard', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(storage, reload, 5000)).toBe(true);
    expect(storage.data.get('kaizen.chunkReloadAt')).toBe('5000');
    expect(reloadForChunkError(storage, reload, 5000 + 30_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(storage, reload, 5000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats garbage in storage as no earlier reload', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(memoryStorage({ 'kaizen.chunkReloadAt': 'x' }), reload, 10)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
