import type { Browser } from '@playwright/test';

export interface FirstLoad {
  /** Bytes on the wire (headers excluded) by resource type: document, script, stylesheet, font… */
  byType: Record<string, number>;
  total: number;
  requests: number;
}

/**
 * What a first visit to the page downloads, in a fresh context (empty cache), counted from Chrome's
 * own figures (Network.loadingFinished encodedDataLength minus the response headers). With
 * `uncompressed`, the browser asks for identity encoding: what a server without compression sends.
 */
export async function firstLoad(
  browser: Browser,
  baseUrl: string,
  pathname: string,
  uncompressed = false,
): Promise<FirstLoad> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
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
    return { byType, total, requests };
  } finally {
    await context.close();
  }
}
