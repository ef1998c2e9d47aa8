import { createHash } from 'node:crypto';
import { renderMarkdown } from '@kaizen/domain';

const MAX_ENTRIES = 200;
const cache = new Map<string, string>();

/**
 * renderMarkdown, remembered by the markdown's hash: a long report takes ~100 ms to render and is read
 * far more often than written. The key is the content itself (its image URLs included, which are
 * stable within the hour), so an entry can never be stale — only evicted, oldest first.
 */
export function renderedMarkdown(markdown: string): string {
  const key = createHash('sha256').update(markdown).digest('base64');
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const html = renderMarkdown(markdown);
  cache.set(key, html);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return html;
}
