import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA: JIS X 8341-3:2016 is WCAG 2.0 AA (docs/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** What fails the check; moderate and minor findings are printed but let it pass. */
const BLOCKING: readonly ImpactValue[] = ['critical', 'serious'];

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Waits until the page has its heading and its data (no loader or skeleton left), so the audit sees
 * the page a reader sees, not its loading state.
 */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Runs axe-core on the whole page with the WCAG A/AA rules; one line per blocking finding. */
export async function auditPage(page: Page): Promise<{ blocking: string[]; others: string[] }> {
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(
    async (tags) => {
      // axe-core's script sets window.axe.
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
      };
      return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    [...WCAG_TAGS],
  );
  return describe(results);
}

function describe(results: AxeResults): { blocking: string[]; others: string[] } {
  const blocking: string[] = [];
  const others: string[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const summary = (node.failureSummary ?? '').split('\n').slice(1, 3).join(' ').trim();
      const line = `${violation.id} (${node.impact ?? violation.impact}) ${node.target.join(' ')}: ${summary}`;
      (BLOCKING.includes(node.impact ?? violation.impact ?? 'minor') ? blocking : others).push(line);
    }
  }
  return { blocking, others };
}
