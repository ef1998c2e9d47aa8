import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort } from '../server/http/child-server.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const LIGHTHOUSE_VERSION: string = (
  createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
).version;

/** The Lighthouse category a run scores: performance (render bench) or accessibility (issue 38). */
export type LighthouseCategory = 'performance' | 'accessibility';

export interface LighthouseRun {
  /** The category's score, 0–100. */
  score: number;
  /** The category's audits that did not pass (score below 1), e.g. color-contrast. */
  failedAudits: string[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  renderBlockingMs: number;
  /** Runs thrown away before this one because Lighthouse lost the trace (it asks to run again). */
  retries: number;
}

/**
 * Lighthouse's own "please run Lighthouse again" failures: the trace missed the navigation. Seen now
 * and then with Chromium 156 on a busy machine (NO_NAVSTART), never twice in a row for one page.
 */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);
const MAX_RETRIES = 2;

/**
 * Lighthouse (desktop preset, one category: performance unless told) in Debian's Chromium. Playwright starts the browser
 * with a debugging port Lighthouse attaches to, in a persistent profile, so a page behind sign-in
 * can be measured: sign in with `page`, then audit with keepStorage (the token stays; the HTTP
 * cache is still emptied, so every run is a first visit).
 */
export async function withLighthouse<T>(
  chromiumOptions: { executablePath: string; args: string[] },
  baseURL: string,
  use: (audit: (pathname: string, keepStorage: boolean) => Promise<LighthouseRun>, page: Page) => Promise<T>,
  category: LighthouseCategory = 'performance',
): Promise<T> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'kaizen-lighthouse-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    baseURL,
    executablePath: chromiumOptions.executablePath,
    args: [...chromiumOptions.args, `--remote-debugging-port=${port}`],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  try {
    const page: Page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const audit = async (pathname: string, keepStorage: boolean, retries = 0): Promise<LighthouseRun> => {
      const url = new URL(pathname, baseURL).href;
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(
        url,
        { port, output: 'json', logLevel: 'error', onlyCategories: [category], disableStorageReset: keepStorage },
        desktopConfig,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        if (TRACE_ERRORS.has(lhr.runtimeError.code) && retries < MAX_RETRIES)
          return audit(pathname, keepStorage, retries + 1);
        throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      }
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const blocking = lhr.audits['render-blocking-resources']?.details;
      const scored = lhr.categories[category];
      return {
        score: Math.round((scored?.score ?? 0) * 100),
        failedAudits: (scored?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        speedIndexMs: value('speed-index'),
        renderBlockingMs:
          blocking && 'overallSavingsMs' in blocking ? Number(blocking.overallSavingsMs ?? 0) : Number.NaN,
        retries,
      };
    };
    return await use(audit, page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
