import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useWorkUnderWay } from '../components/LoadingBar';

/** What a route's `handle` may say about the font faces. */
export interface FontsHandle {
  /** A board whose largest text is its data: the faces wait until that is on screen. */
  fontsAfterData?: true;
}

/** Runs `work` when the browser is next idle (at most a second on), or after a moment where it cannot tell. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 100);
  return () => clearTimeout(id);
}

const declareFaces = () => void import('./fonts');

/**
 * Declares Noto Sans JP's faces (app/fonts.ts) once the first page has rendered; text shows in the
 * system font until then, as font-display: swap would have it anyway. On a board (`fontsAfterData`),
 * only once its data is on screen and the browser is idle: declared earlier, their ~50 files (one
 * per unicode range and weight) went out beside the board's calls and its largest text was painted
 * after them — Lighthouse put the management page's LCP at 1.8–2.1 s, 1.1–1.2 s without them
 * (decisions/0018). Every other page declares them at once, so a page printed as soon as it shows
 * prints in Noto Sans JP.
 */
export function FontFaces() {
  const afterData = useMatches().some((match) => (match.handle as FontsHandle | undefined)?.fontsAfterData);
  const waiting = useWorkUnderWay() && afterData;
  useEffect(() => {
    if (waiting) return undefined;
    if (afterData) return whenIdle(declareFaces);
    declareFaces();
    return undefined;
  }, [waiting, afterData]);
  return null;
}
