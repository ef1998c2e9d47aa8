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

/** How long content arriving above the item may still move it before the page counts as settled. */
const SETTLE_MS = 8000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the anchored item once per navigation, as soon as it can: the page's data may arrive
 * after the navigation, so it tries again on each render until `scroll` says it found the item.
 * Until the page settles — the user's first wheel, touch, key or click, or a few seconds — the item is
 * scrolled to again whenever the page changes height or renders, so figures and sections that arrive
 * above it do not push it out of view. After that the user's own scrolling is left alone. A
 * virtualised list passes its own `scroll`, since its row is not in the document until scrolled to.
 */
export function useScrollToAnchor(anchor: string | null, scroll: (anchor: string) => boolean = scrollElementIntoView) {
  const { key } = useLocation();
  const found = useRef<string | null>(null);
  const settled = useRef<string | null>(null);
  const latest = useRef({ anchor, scroll });

  useEffect(() => {
    latest.current = { anchor, scroll };
    if (anchor === null) return;
    if (found.current !== key) {
      if (scroll(anchor)) found.current = key;
    } else if (settled.current !== key) scroll(anchor);
  });

  useEffect(() => {
    const settle = () => {
      settled.current = key;
      stop();
    };
    const observer = new ResizeObserver(() => {
      const { anchor: current, scroll: again } = latest.current;
      if (found.current === key && current !== null) again(current);
    });
    const timer = window.setTimeout(settle, SETTLE_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of USER_INPUT) window.removeEventListener(type, settle, true);
    }
    observer.observe(document.body);
    for (const type of USER_INPUT) window.addEventListener(type, settle, { capture: true, passive: true });
    return stop;
  }, [key]);
}

/** What an item's element carries: its anchor id, and whether a link asked for it. */
export const focusProps = (anchor: string, focused: string | null) => ({
  id: anchor,
  'data-focused': anchor === focused || undefined,
});
