import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { displayItemsSchema, flattenKpis, managementTreeSchema, nodeKindLabels } from '@kaizen/domain';
import { build } from 'esbuild';
import { createPruner } from '../src/features/management/table/prune';
import { buildTableRows } from '../src/features/management/table/rows';
import { visibleRows } from '../src/features/management/tree/visible-rows';
import type { EditReport, LoadReport, ScrollReport } from './probe';
import { int, section, stats, type Line } from './report';
import { prepareData, startServer, type RunningServer } from './server';

/**
 * Browser bench of the management screens on the issue's 21,220-node project: how long until the
 * board and the table show their first row, how many rows they draw, how long a scroll to the end
 * takes, and what one inline edit redraws. Prints figures; never fails on them; not part of npm test.
 *
 * Run: npm run bench:web (builds first), or node --import tsx apps/web/bench/render.bench.ts on a fresh build.
 */

const RUNS = 5;
const WARMUPS = 1;
const VIEWPORT = { width: 1280, height: 720 };
const DEMO = { account: 'admin', password: 'kaizen-demo' };
/** As in playwright.config.ts. */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const BOARD = '[role="list"][aria-label="改善ツリー"]';
const FIRST_KPI_ROW = `${BOARD} [role="listitem"][aria-label^="KPI「"]`;
const KPI_TABLE = '[role="table"][aria-label="KPIテーブル"]';
const FIRST_TABLE_ROW = `${KPI_TABLE} [role="row"][aria-rowindex="2"]`;

const here = path.dirname(fileURLToPath(import.meta.url));
const out = (text = '') => process.stdout.write(`${text}\n`);

/** probe.ts as one script for the page (esbuild, without the name-keeping helpers tsx adds to functions). */
async function probeScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(here, 'probe.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no probe script');
  return file.text;
}

async function signIn(page: Page): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('アカウント').fill(DEMO.account);
  await page.getByLabel('パスワード').fill(DEMO.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.getByTestId('header-user-name').waitFor();
  const token = await page.evaluate(() => localStorage.getItem('auth._token.local'));
  if (!token) throw new Error('signing in left no token');
  return token;
}

/** What the screens should show, from the same API answers and the app's own row builders. */
async function expectations(page: Page, token: string, projectId: number) {
  const get = async (url: string): Promise<unknown> => {
    const response = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
    return response.json();
  };
  const tree = managementTreeSchema.parse(await get(`/api/v1/managements/change_view?project_id=${projectId}`));
  const { levels } = displayItemsSchema.parse(await get('/api/v1/managements/display_items'));
  const rows = visibleRows(tree, { collapsed: new Set(), levels, adding: null });
  const nodes = rows.flatMap((row) => (row.type === 'node' ? [row] : []));
  const last = nodes.at(-1);
  const measure = nodes.find((row) => row.kind === 'measure');
  if (!last || !measure) throw new Error('the big tree has no rows');
  return {
    boardRows: rows.length,
    nodeRows: nodes.length,
    lastLabel: `${nodeKindLabels[last.kind]}「${last.node.title}」`,
    measureTitle: measure.node.title,
    tableRows: buildTableRows(flattenKpis(createPruner(levels).kpis(tree.kpi_array))).length,
  };
}

/** JS heap after a forced GC, and DOM nodes, as DevTools' Performance.getMetrics reports them. */
async function memory(page: Page): Promise<{ heapMb: number; domNodes: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { heapMb: metric('JSHeapUsedSize') / 1024 / 1024, domNodes: metric('Nodes') };
  } finally {
    await cdp.detach();
  }
}

/** A fresh navigation (from about:blank, so nothing of the app stays in memory) until the first row is visible. */
async function open(page: Page, url: string, firstRow: string): Promise<{ wall: number; load: LoadReport }> {
  await page.goto('about:blank');
  const start = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(firstRow).first().waitFor({ state: 'visible', timeout: 60_000 });
  const wall = performance.now() - start;
  await page.waitForFunction(() => window.__kaizenBench.loadReport().firstRowPainted !== null);
  return { wall, load: await page.evaluate(() => window.__kaizenBench.loadReport()) };
}

interface Samples {
  [figure: string]: number[];
}
const push = (samples: Samples, figure: string, value: number | null | undefined) => {
  if (value !== null && value !== undefined) (samples[figure] ??= []).push(value);
};
const loadFigures = (samples: Samples, wall: number, load: LoadReport) => {
  push(samples, 'painted', load.firstRowPainted);
  push(samples, 'inDom', load.firstRow);
  push(samples, 'wall', wall);
  push(samples, 'changeViewEnd', load.changeView?.responseEnd);
  push(samples, 'changeViewTook', load.changeView ? load.changeView.responseEnd - load.changeView.start : null);
  if (load.changeView && load.firstRowPainted !== null)
    push(samples, 'afterAnswer', load.firstRowPainted - load.changeView.responseEnd);
  push(samples, 'blocking', load.longTasks.blocking);
  push(samples, 'longest', load.longTasks.longest);
};
const scrollFigures = (samples: Samples, scroll: ScrollReport) => {
  push(samples, 'scroll', scroll.ms);
  push(samples, 'scrollFrames', scroll.frames);
  push(samples, 'scrollLongest', scroll.longestTask);
};
const range = (values: number[] | undefined) => {
  const list = values ?? [];
  const min = Math.min(...list);
  const max = Math.max(...list);
  return list.length === 0 ? '—' : min === max ? int(min) : `${int(min)}–${int(max)}`;
};
const get = (samples: Samples, figure: string) => samples[figure] ?? [];

async function benchBoard(page: Page, url: string, lastLabel: string) {
  const samples: Samples = {};
  let heap = { heapMb: 0, domNodes: 0 };
  for (let run = 0; run < WARMUPS + RUNS; run += 1) {
    const { wall, load } = await open(page, url, FIRST_KPI_ROW);
    const rowsAtTop = await page.locator(`${BOARD} [role="listitem"]`).count();
    if (run === WARMUPS + RUNS - 1) heap = await memory(page);
    const scroll = await page.evaluate((label) => window.__kaizenBench.scrollBoardToBottom(label), lastLabel);
    const rowsAtBottom = await page.locator(`${BOARD} [role="listitem"]`).count();
    if (run < WARMUPS) continue;
    loadFigures(samples, wall, load);
    scrollFigures(samples, scroll);
    push(samples, 'rowsAtTop', rowsAtTop);
    push(samples, 'rowsAtBottom', rowsAtBottom);
    push(samples, 'kb', load.changeView?.transferKb);
    push(samples, 'bodyKb', load.changeView?.bodyKb);
  }
  return { samples, heap };
}

async function benchEdit(page: Page, url: string, originalTitle: string) {
  await open(page, url, FIRST_KPI_ROW);
  const samples: Samples = {};
  const reports: EditReport[] = [];
  let title = originalTitle;
  for (let run = 0; run < WARMUPS + RUNS; run += 1) {
    const next = `${originalTitle}（編集${run + 1}）`;
    const before = `施策「${title}」`;
    const after = `施策「${next}」`;
    await page.evaluate(([shown, path]) => window.__kaizenBench.startEdit(shown, path), [
      `${after}の名前を編集`,
      '/api/v1/managements/create_measure',
    ] as const);
    await page.getByRole('button', { name: `${before}の名前を編集`, exact: true }).click();
    const input = page.getByRole('textbox', { name: `${before}の名前`, exact: true });
    await input.fill(next);
    await input.press('Enter');
    await page.getByRole('button', { name: `${after}の名前を編集`, exact: true }).waitFor();
    // Let the trailing commits (saving flag, editor closing) and the painted mark land.
    await page.waitForTimeout(500);
    const report = await page.evaluate(() => window.__kaizenBench.stopEdit());
    title = next;
    if (run < WARMUPS) continue;
    reports.push(report);
    const { enterAt, shownPaintedAt, request } = report;
    if (enterAt !== null && shownPaintedAt !== null) push(samples, 'total', shownPaintedAt - enterAt);
    if (enterAt !== null && request) push(samples, 'toRequest', request.start - enterAt);
    if (request) push(samples, 'request', request.responseEnd - request.start);
    if (request && shownPaintedAt !== null) push(samples, 'afterAnswer', shownPaintedAt - request.responseEnd);
    push(samples, 'domRows', report.dom.rowsChanged.length);
    push(samples, 'domMounted', report.dom.rowsMounted + report.dom.rowsUnmounted);
    push(samples, 'wrappers', report.dom.wrappersMoved);
    push(samples, 'reactRows', report.react.rowsRendered.length);
    push(samples, 'reactRendered', report.react.rendered);
    push(samples, 'reactMounted', report.react.mounted);
    push(samples, 'commits', report.react.commits);
  }
  return { samples, last: reports.at(-1) };
}

async function benchTable(page: Page, url: string, flatRows: number) {
  const samples: Samples = {};
  let heap = { heapMb: 0, domNodes: 0 };
  let ariaRowCount = '';
  for (let run = 0; run < WARMUPS + RUNS; run += 1) {
    const { wall, load } = await open(page, url, FIRST_TABLE_ROW);
    const drawn = await page.locator(`${KPI_TABLE} [role="row"][data-index]`).count();
    ariaRowCount = (await page.locator(KPI_TABLE).getAttribute('aria-rowcount')) ?? '';
    if (run === WARMUPS + RUNS - 1) heap = await memory(page);
    const scroll = await page.evaluate(([table, row]) => window.__kaizenBench.scrollTableToBottom(table, row), [
      'KPIテーブル',
      flatRows + 1,
    ] as const);
    const drawnAtBottom = await page.locator(`${KPI_TABLE} [role="row"][data-index]`).count();
    if (run < WARMUPS) continue;
    loadFigures(samples, wall, load);
    scrollFigures(samples, scroll);
    push(samples, 'rowsAtTop', drawn);
    push(samples, 'rowsAtBottom', drawnAtBottom);
  }
  return { samples, heap, ariaRowCount };
}

const loadLines = (s: Samples, what: string): Line[] => [
  { label: `first ${what} painted (since navigation start)`, samples: get(s, 'painted') },
  { label: `  … in the DOM`, samples: get(s, 'inDom') },
  { label: '  change_view answered (responseEnd)', samples: get(s, 'changeViewEnd') },
  { label: '  change_view request → answer', samples: get(s, 'changeViewTook') },
  { label: '  answer → first row painted (parse + render)', samples: get(s, 'afterAnswer') },
  { label: '  as the bench saw it (goto → visible, wall)', samples: get(s, 'wall') },
  {
    label: 'main thread blocked before first row (TBT)',
    samples: get(s, 'blocking'),
    note: 'sum of long tasks − 50 ms',
  },
  { label: 'longest task before first row', samples: get(s, 'longest') },
  {
    label: 'scroll to the bottom until the last row shows',
    samples: get(s, 'scroll'),
    note: `${range(get(s, 'scrollFrames'))} frames, longest task ${range(get(s, 'scrollLongest'))} ms`,
  },
];

async function main(): Promise<void> {
  const cleanups: (() => Promise<void> | void)[] = [];
  let cleaning: Promise<void> | null = null;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const step of cleanups.reverse()) {
        try {
          await step();
        } catch (error) {
          console.error('clean-up:', error);
        }
      }
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    void cleanUp().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    out('Kaizen Tree — browser bench of the management screens (figures only, never pass/fail)');
    const data = await prepareData();
    cleanups.push(() => rmSync(data.dataDir, { recursive: true, force: true }));
    const server: RunningServer = await startServer(data.dataDir);
    cleanups.push(() => server.stop());
    const browser: Browser = await chromium.launch(CHROMIUM);
    cleanups.push(() => browser.close());

    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      viewport: VIEWPORT,
    });
    await context.addInitScript({ content: await probeScript() });
    const page = await context.newPage();
    const token = await signIn(page);
    const expected = await expectations(page, token, data.projectId);
    const boardUrl = `/client/${data.projectId}/management`;
    const { counts, total, setupMs } = data.tree;

    out(
      `project ${data.projectId}: ${Object.entries(counts)
        .map(([kind, n]) => `${int(n)} ${kind}`)
        .join(', ')} = ${int(total)} nodes (built in ${(setupMs / 1000).toFixed(1)} s)`,
    );
    out(
      `Chromium ${browser.version()} headless, ${VIEWPORT.width}×${VIEWPORT.height}; ${RUNS} runs after ${WARMUPS} ` +
        `warm-up; times from the page's clock unless marked wall`,
    );

    out('\nmeasuring the board…');
    const board = await benchBoard(page, boardUrl, expected.lastLabel);
    out('measuring one inline edit on the board…');
    const edit = await benchEdit(page, boardUrl, expected.measureTitle);
    out('measuring the table view…');
    const table = await benchTable(page, `${boardUrl}?view=table`, expected.tableRows);

    const b = board.samples;
    out();
    out(
      section(
        `Board ${boardUrl} (change_view ${range(get(b, 'kb'))} KB on the wire, ${range(get(b, 'bodyKb'))} KB JSON)`,
        [
          ...loadLines(b, 'KPI row'),
          {
            label: 'board rows in the DOM (role=listitem)',
            value:
              `${range(get(b, 'rowsAtTop'))} at the top, ${range(get(b, 'rowsAtBottom'))} at the bottom, ` +
              `of ${int(expected.boardRows)} rows (${int(expected.nodeRows)} nodes)`,
          },
          {
            label: 'JS heap after load (after GC) / DOM nodes',
            value: `${board.heap.heapMb.toFixed(1)} MB / ${int(board.heap.domNodes)}`,
          },
        ],
      ),
    );

    const e = edit.samples;
    const last = edit.last;
    out();
    out(
      section('One inline edit on the board (click a measure title, type, Enter)', [
        { label: 'Enter → new title painted', samples: get(e, 'total') },
        { label: '  Enter → save request sent', samples: get(e, 'toRequest') },
        { label: '  create_measure request → answer', samples: get(e, 'request') },
        { label: '  answer → new title painted (patch + render)', samples: get(e, 'afterAnswer') },
        {
          label: 'board rows whose DOM changed (MutationObserver)',
          value: `${range(get(e, 'domRows'))} per edit; rows added/removed ${range(get(e, 'domMounted'))}`,
        },
        {
          label: 'row wrappers only moved (height change)',
          value: `${range(get(e, 'wrappers'))} per edit`,
        },
        {
          label: 'board rows whose components rendered (React)',
          value:
            `${range(get(e, 'reactRows'))} per edit, in ${range(get(e, 'commits'))} commits; ` +
            `${range(get(e, 'reactRendered'))} component renders, ${range(get(e, 'reactMounted'))} mounts`,
        },
      ]),
    );
    if (last) {
      out(`  last edit — rows whose DOM changed: ${last.dom.rowsChanged.join(' | ') || 'none'}`);
      out(`  last edit — rows whose components rendered: ${last.react.rowsRendered.join(' | ') || 'none'}`);
      out(`  last edit — rows rendered per commit: ${last.react.rowsPerCommit.join(', ')}`);
      out(`  last edit — why a row's own component rendered again: ${last.react.reasons.join('; ') || 'none'}`);
      out(`  last edit — other DOM changes: ${last.dom.outside.join(', ') || 'none'}`);
      out(`  last edit — components rendered outside the rows: ${last.react.outside.join(', ') || 'none'}`);
    }

    const t = table.samples;
    out();
    out(
      section(`Table ${boardUrl}?view=table (KPIテーブル)`, [
        ...loadLines(t, 'table row'),
        {
          label: 'table rows in the DOM (role=row)',
          value:
            `${range(get(t, 'rowsAtTop'))} at the top, ${range(get(t, 'rowsAtBottom'))} at the bottom, ` +
            `of ${int(expected.tableRows)} flat rows (aria-rowcount ${table.ariaRowCount} with the header)`,
        },
        {
          label: 'JS heap after load (after GC) / DOM nodes',
          value: `${table.heap.heapMb.toFixed(1)} MB / ${int(table.heap.domNodes)}`,
        },
      ]),
    );

    const painted = stats(get(b, 'painted')).median;
    out(`
What the figures mean
- first row painted: from navigation start to the frame after the first KPI row (table: first row) entered the
  DOM — loading the page and its chunks, sign-in check, change_view, parsing the tree, and the first render
  (median ${int(painted)} ms on the board). "answer → first row" is the browser's own work on the tree.
- rows in the DOM vs rows of the project: the board and the table are virtualised, so only the rows on screen
  (plus overscan) exist, at the top as at the bottom; the DOM node count stays small whatever the project size.
- scroll to the bottom: how long until the last row is on screen when the page is scrolled to the end
  (virtualised rows are drawn as they come into view).
- one inline edit: the MutationObserver counts board rows whose DOM changed; React's commit hook counts
  rows whose components re-ran. One edit should change one row's DOM; the rows React re-runs besides
  it are the ancestors of the edited node on screen (patchTree gives the path to the node new objects).
- TBT: main-thread time beyond 50 ms per long task before the first row — time the page could not answer input.`);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
