import type { Browser } from '@playwright/test';

export interface FirstLoad {
  /** Bytes on the wire (headers excluded) by resource type: document, script, stylesheet, font… */
  byType: Record<string, number>;
  total: number;
  requests: number;
  /** Compressed bodies of the JS and CSS asked for before the page's first control showed, and after it. */
  shown: { scriptAndStyle: number; after: number };
}

declare global {
  interface Window {
    __kaizenShownAt?: number;
  }
}

/** Runs in the page from its start: notes when the first element matching `selector` appears. */
function noteWhenShown(selector: string) {
  const check = () => {
    if (window.__kaizenShownAt === undefined && document.querySelector(selector)) {
      window.__kaizenShownAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
}

/** Sums the body bytes of same-origin JS and CSS by whether they were asked for before the page showed. */
function splitByShown() {
  const shownAt = window.__kaizenShownAt ?? Number.POSITIVE_INFINITY;
  const split = { scriptAndStyle: 0, after: 0 };
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (!/\.(js|css)(\?|$)/.test(new URL(entry.name).pathname)) continue;
    if (entry.startTime <= shownAt) split.scriptAndStyle += entry.encodedBodySize;
    else split.after += entry.encodedBodySize;
  }
  return split;
}

/**
 * What a first visit to the page downloads, in a fresh context (empty cache), counted from Chrome's
 * own figures (Network.loadingFinished encodedDataLength minus the response headers), and the JS and
 * CSS split at the moment the page's first control (`shownSelector`) appeared: what it takes to show
 * the page, and what comes after (the font faces' CSS loads after the first render). With
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
    return { byType, total, requests, shown: await page.evaluate(splitByShown) };
  } finally {
    await context.close();
  }
}
