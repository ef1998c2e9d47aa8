import type { Browser } from '@playwright/test';

export interface FirstLoad {
  /** Bytes on the wire (headers excluded) by resource type: document, script, stylesheet, font… */
  byType: Record<string, number>;
  total: number;
  requests: number;
  /**
   * Compressed bodies of the JS and CSS: asked for before the page's first control showed, asked for
   * after it, and the stylesheets that hold only @font-face rules (the page shows without them).
   */
  shown: { toShow: number; afterShown: number; fontFaces: number };
  /** When that control entered the DOM, in ms since navigation start (null: it never did). */
  shownAt: number | null;
}

declare global {
  interface Window {
    __kaizenShownAt?: number;
  }
}

/**
 * Runs in the page from its start: notes when the first element matching `selector` appears. Nothing
 * inside is a named function: tsx wraps those in its name-keeping helper, which the page does not have
 * (the script then failed, and everything counted as asked for before the form showed).
 */
function noteWhenShown(selector: string) {
  const observer = new MutationObserver(() => {
    if (window.__kaizenShownAt === undefined && document.querySelector(selector)) {
      window.__kaizenShownAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Sums the body bytes of same-origin JS and CSS as FirstLoad['shown'] describes, split at shownAt. */
function splitByShown(): Pick<FirstLoad, 'shown' | 'shownAt'> {
  const shownAt = window.__kaizenShownAt ?? Number.POSITIVE_INFINITY;
  const fontFacesOnly = new Set(
    Array.from(document.styleSheets)
      .filter((sheet) => sheet.href && Array.from(sheet.cssRules).every((rule) => rule instanceof CSSFontFaceRule))
      .map((sheet) => sheet.href),
  );
  const split = { toShow: 0, afterShown: 0, fontFaces: 0 };
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (!/\.(js|css)(\?|$)/.test(new URL(entry.name).pathname)) continue;
    if (fontFacesOnly.has(entry.name)) split.fontFaces += entry.encodedBodySize;
    else if (entry.startTime <= shownAt) split.toShow += entry.encodedBodySize;
    else split.afterShown += entry.encodedBodySize;
  }
  return { shown: split, shownAt: window.__kaizenShownAt ?? null };
}

/**
 * What a first visit to the page downloads, in a fresh context (empty cache), counted from Chrome's
 * own figures (Network.loadingFinished encodedDataLength minus the response headers), and the JS and
 * CSS split at the moment the page's first control (`shownSelector`) appeared: what it takes to show
 * the page, what comes after, and the font faces' CSS (loaded after the first render, never
 * blocking it). With
 * `uncompressed`, the browser asks for identity encoding: what a server without compression sends.
 */
export async function firstLoad(
  browser: Browser,
  baseUrl: string,
  pathname: string,
  uncompressed = false,
  shownSelector = 'form button[type="submit"]',
): Promise<FirstLoad> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.addInitScript(noteWhenShown, shownSelector);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (uncompressed) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    const types = new Map<string, string>();
    const headerBytes = new Map<string, number>();
    const byType: Record<string, number> = {};
    let requests = 0;
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type.toLowerCase());
      headerBytes.set(event.requestId, event.response.encodedDataLength ?? 0);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId) ?? 'other';
      const body = Math.max(0, event.encodedDataLength - (headerBytes.get(event.requestId) ?? 0));
      byType[type] = (byType[type] ?? 0) + body;
      requests += 1;
    });
    await page.goto(pathname, { waitUntil: 'networkidle' });
    const total = Object.values(byType).reduce((sum, n) => sum + n, 0);
    return { byType, total, requests, ...(await page.evaluate(splitByShown)) };
  } finally {
    await context.close();
  }
}
