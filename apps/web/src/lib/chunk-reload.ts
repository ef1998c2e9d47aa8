/** A failed lazy chunk (usually a deploy replaced the files) reloads the page — at most once a minute (product.md §8.1, §9.1). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'kaizen.chunkReloadAt';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Reloads when allowed and says whether it did; otherwise the error goes to the error page. */
export function reloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
) {
  const stored = Number(storage.getItem(STORAGE_KEY));
  const last = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!shouldReloadForChunkError(last, now)) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
