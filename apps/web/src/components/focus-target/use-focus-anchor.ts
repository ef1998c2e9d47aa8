import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The item a link asked the page to show — the URL's hash, as notificationPath writes it
 * (focusAnchor) — or null. The element with that id scrolls into view and is highlighted.
 */
export function useFocusAnchor(): string | null {
  const { hash } = useLocation();
  return hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
}

const scrollElementIntoView = (anchor: string): boolean => {
  const element = document.getElementById(anchor);
  element?.scrollIntoView({ block: 'center' });
  return element !== null;
};

/**
 * Scrolls to the anchored item once per navigation, as soon as it can: the page's data may arrive
 * after the navigation, so it tries again on each render until `scroll` says it found the item.
 * The user's own scrolling afterwards is left alone. A virtualised list passes its own `scroll`,
 * since its row is not in the document until scrolled to.
 */
export function useScrollToAnchor(anchor: string | null, scroll: (anchor: string) => boolean = scrollElementIntoView) {
  const { key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (anchor === null || done.current === key) return;
    if (scroll(anchor)) done.current = key;
  });
}

/** What an item's element carries: its anchor id, and whether a link asked for it. */
export const focusProps = (anchor: string, focused: string | null) => ({
  id: anchor,
  'data-focused': anchor === focused || undefined,
});
