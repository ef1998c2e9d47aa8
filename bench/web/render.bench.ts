import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import {
  displayItemsSchema,
  flattenKpis,
  managementTreeSchema,
  nestTreeColumns,
  nodeKindLabels,
  patchTree,
  statusCounts,
  treeColumnsSchema,
  type DisplayItems,
} from '@kaizen/domain';
import { build } from 'esbuild';
import { createPruner } from '../../apps/web/src/features/management/components/table/prune';
import { buildTableRows } from '../../apps/web/src/features/management/components/table/rows';
import { visibleRows } from '../../apps/web/src/features/management/components/tree/visible-rows';
import { labelInName } from '../../apps/web/src/components/editors/label-in-name';
import { firstLoad, type FirstLoad } from './first-load';
import { LIGHTHOUSE_VERSION, withLighthouse, type LighthouseRun } from './lighthouse';
import type { LoadReport, ScrollReport, WatchReport } from './probe';
import { int, section, stats, type Line } from './report';
import type { ChildServer } from '../server/http/child-server.js';
import { postgresReachable, throwawayPostgres, throwawaySqlite } from '../server/http/throwaway-database.js';
import { BENCH_ACCOUNT, prepareData, startServer } from './server';

/**
 * Browser bench of the management screens on the issue's 21,220-node project: how long until the
 * board and the table show their first row, how many rows they draw, how long a scroll to the end
 * takes, and what one inline edit redraws. Prints figures; never fails on them; not part of npm test.
 *
 * Run: npm run bench:web (builds first), or node --import tsx bench/web/render.bench.ts on a fresh build.
 */

const RUNS = 5;
const LIGHTHOUSE_RUNS = 3;
/** `npm run bench:web -- first-load`: only the first load of /login and Lighthouse. */
const FIRST_LOAD_ONLY = process.argv.includes('first-load');
/** 会員登録導線改善: a demo project of ordinary size (the first one gets the 21,220 nodes). */
const SMALL_DEMO_PROJECT_ID = 2;
const WARMUPS = 1;
const VIEWPORT = { width: 1280, height: 720 };
const DEMO = { account: BENCH_ACCOUNT, password: 'kaizen-demo' };
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
const BOARD_ROWS = `${BOARD} [role="listitem"]`;
const FIRST_KPI_ROW = `${BOARD} [role="listitem"][aria-label^="KPI「"]`;
const KPI_TABLE = '[role="table"][aria-label="KPIテーブル"]';
const TABLE_ROWS = `${KPI_TABLE} [role="row"][data-index]`;
const FIRST_TABLE_ROW = `${KPI_TABLE} [role="row"][aria-rowindex="2"]`;

const here = path.dirname(fileURLToPath(import.meta.url));
/** As npm run bench: the management pages are measured again with the server on a new database there. */
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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
  const get = async (url: string): Promise<string> => {
    const response = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
    return response.text();
  };
  const tree = managementTreeSchema.parse(
    JSON.parse(await get(`/api/v1/managements/change_view?project_id=${projectId}`)),
  );
  const columnsJson = await get(`/api/v1/managements/tree_columns?project_id=${projectId}`);
  const { levels } = displayItemsSchema.parse(JSON.parse(await get('/api/v1/managements/display_items')));
  const rows = visibleRows(tree, { collapsed: new Set(), levels, adding: null });
  const nodes = rows.flatMap((row) => (row.type === 'node' ? [row] : []));
  const last = nodes.at(-1);
  const measure = nodes.find((row) => row.item.kind === 'measure');
  if (!last || !measure) throw new Error('the big tree has no rows');
  return {
    boardRows: rows.length,
    nodeRows: nodes.length,
    lastLabel: `${nodeKindLabels[last.item.kind]}「${last.item.node.title}」`,
    measureTitle: measure.item.node.title,
    tableRows: buildTableRows(flattenKpis(createPruner(levels).kpis(tree.kpi_array))).length,
    columnsJson,
    levels,
  };
}

/**
 * The app's pure per-tree work, timed in Node on the same answer (same V8 as Chromium, so of the same
 * order as in the page): what the browser does with the whole tree on load and again after each edit.
 */
function pureWork(columnsJson: string, levels: DisplayItems['levels']): Samples {
  const samples: Samples = {};
  let counted = false;
  const time = <T>(figure: string, work: () => T): T => {
    const start = performance.now();
    const result = work();
    if (counted) push(samples, figure, performance.now() - start);
    return result;
  };
  for (let run = 0; run < WARMUPS + RUNS; run += 1) {
    counted = run >= WARMUPS;
    const raw: unknown = time('json', () => JSON.parse(columnsJson));
    const columns = time('zod', () => treeColumnsSchema.parse(raw));
    const nested = time('nest', () => nestTreeColumns(columns));
    const tree = { kpi_array: nested.kpis, non_kpi_task: nested.nonKpiTasks };
    time('board', () => visibleRows(tree, { collapsed: new Set(), levels, adding: null }));
    time('table', () => buildTableRows(flattenKpis(createPruner(levels).kpis(tree.kpi_array))));
    time('counts', () => statusCounts(tree.kpi_array, tree.non_kpi_task));
    const measure = tree.kpi_array[0]?.problem[0]?.factor[0]?.hypothesis[0]?.measure[0];
    if (measure)
      time('patch', () => patchTree(tree, { kind: 'measure', id: measure.id, node: { ...measure, title: 'x' } }));
  }
  return samples;
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
  return { wall, load: await treeLoaded(page) };
}

/** The load report once the first row is painted and the rest of the tree, asked for after it, is here. */
async function treeLoaded(page: Page): Promise<LoadReport> {
  await page.waitForFunction(() => {
    const report = window.__kaizenBench.loadReport();
    return report.firstRowPainted !== null && report.rest !== null;
  });
  return page.evaluate(() => window.__kaizenBench.loadReport());
}

/**
 * A navigation inside the app, as a user makes it most of the time: the project's dashboard loaded and
 * settled, then a click on 改善ツリー in the side menu until the first KPI row is painted.
 */
async function openInApp(page: Page, fromUrl: string, firstRow: string): Promise<LoadReport> {
  await page.goto('about:blank');
  await page.goto(fromUrl);
  const link = page.getByRole('link', { name: '改善ツリー', exact: true });
  await link.waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => window.__kaizenBench.apiQuietFor() > 500, undefined, { timeout: 60_000 });
  await link.click();
  await page.locator(firstRow).first().waitFor({ state: 'visible', timeout: 60_000 });
  return treeLoaded(page);
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
  const { firstBranch, rest } = load;
  push(samples, 'firstBranchEnd', firstBranch?.responseEnd);
  push(samples, 'firstBranchTook', firstBranch ? firstBranch.responseEnd - firstBranch.start : null);
  if (firstBranch && load.firstRowPainted !== null)
    push(samples, 'afterAnswer', load.firstRowPainted - firstBranch.responseEnd);
  push(samples, 'restEnd', rest?.responseEnd);
  push(samples, 'blocking', load.longTasks.blocking);
  push(samples, 'longest', load.longTasks.longest);
};
/** The figures of openInApp, each from the click. */
async function benchInApp(page: Page, fromUrl: string, firstRow: string): Promise<Samples> {
  const samples: Samples = {};
  for (let run = 0; run < WARMUPS + RUNS; run += 1) {
    const load = await openInApp(page, fromUrl, firstRow);
    const { clickAt, firstBranch, firstRowPainted } = load;
    if (run < WARMUPS || clickAt === null || firstRowPainted === null) continue;
    push(samples, 'painted', firstRowPainted - clickAt);
    if (firstBranch) {
      push(samples, 'requested', firstBranch.start - clickAt);
      push(samples, 'firstBranchEnd', firstBranch.responseEnd - clickAt);
      push(samples, 'afterAnswer', firstRowPainted - firstBranch.responseEnd);
    }
    push(samples, 'blocking', load.longTasks.blocking);
    push(samples, 'longest', load.longTasks.longest);
  }
  return samples;
}
/** Main-thread figures of a load, over the span named. */
const taskLines = (s: Samples, span: string): Line[] => [
  { label: `main thread blocked ${span} (TBT)`, samples: get(s, 'blocking'), note: 'sum of long tasks − 50 ms' },
  { label: `longest task ${span}`, samples: get(s, 'longest') },
];
const inAppLines = (s: Samples): Line[] => [
  { label: 'click → first KPI row painted', samples: get(s, 'painted') },
  { label: '  click → get_limit_kpi sent', samples: get(s, 'requested') },
  { label: '  click → get_limit_kpi answered', samples: get(s, 'firstBranchEnd') },
  { label: '  answer → first row painted (parse + render)', samples: get(s, 'afterAnswer') },
  ...taskLines(s, 'from the click to the first row'),
];

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

/** Elements inside each drawn row: what one row costs in DOM. */
const elementsPerRow = async (page: Page, rows: string) =>
  stats(await page.locator(rows).evaluateAll((list) => list.map((row) => row.querySelectorAll('*').length + 1))).median;

/**
 * Scrolls to the bottom under watch (the warm-up run, whose times are not counted): how many rows
 * came in and how many React components each cost.
 */
async function watchedScroll(page: Page, rowSelector: string, scroll: () => Promise<ScrollReport>) {
  await page.evaluate((selector) => window.__kaizenBench.startWatch({ rowSelector: selector }), rowSelector);
  const report = await scroll();
  await page.waitForTimeout(300);
  const watched = await page.evaluate(() => window.__kaizenBench.stopWatch());
  return {
    report,
    rowsIn: watched.dom.rowsMounted,
    components: watched.react.mounted + watched.react.rendered,
    top: watched.react.byName.slice(0, 8),
  };
}

interface ScreenResult {
  samples: Samples;
  heap: { heapMb: number; domNodes: number };
  elementsPerRow: number;
  scrollWatch: { rowsIn: number; components: number; top: string[] };
}

async function benchScreen(
  page: Page,
  url: string,
  screen: { firstRow: string; rows: string; scroll: () => Promise<ScrollReport> },
): Promise<ScreenResult> {
  const samples: Samples = {};
  const result: ScreenResult = {
    samples,
    heap: { heapMb: 0, domNodes: 0 },
    elementsPerRow: 0,
    scrollWatch: { rowsIn: 0, components: 0, top: [] },
  };
  for (let run = 0; run < WARMUPS + RUNS; run += 1) {
    const { wall, load } = await open(page, url, screen.firstRow);
    const rowsAtTop = await page.locator(screen.rows).count();
    if (run < WARMUPS) {
      result.elementsPerRow = await elementsPerRow(page, screen.rows);
      result.scrollWatch = await watchedScroll(page, screen.rows, screen.scroll);
      continue;
    }
    if (run === WARMUPS + RUNS - 1) result.heap = await memory(page);
    const scroll = await screen.scroll();
    push(samples, 'rowsAtBottom', await page.locator(screen.rows).count());
    loadFigures(samples, wall, load);
    scrollFigures(samples, scroll);
    push(samples, 'rowsAtTop', rowsAtTop);
    push(samples, 'firstKb', load.firstBranch?.transferKb);
    push(samples, 'kb', load.rest?.transferKb);
    push(samples, 'bodyKb', load.rest?.bodyKb);
  }
  return result;
}

interface EditTarget {
  url: string;
  firstRow: string;
  rowSelector: string;
  /** The title's button and its text box, by the measure's title. */
  button: (title: string) => string;
  textbox: (title: string) => string;
  /** The measure's title now, and the title the new ones are made from (base + suffix). */
  title: string;
  base: string;
  suffix: (run: number) => string;
}

/** Renames one measure RUNS (+ warm-up) times, each under watch. Answers the figures and the title it left. */
async function benchEdit(page: Page, target: EditTarget) {
  await open(page, target.url, target.firstRow);
  const samples: Samples = {};
  let last: WatchReport | undefined;
  let title = target.title;
  for (let run = 0; run < WARMUPS + RUNS; run += 1) {
    const next = `${target.base}${target.suffix(run)}`;
    await page.evaluate((options) => window.__kaizenBench.startWatch(options), {
      rowSelector: target.rowSelector,
      shownLabel: target.button(next),
      requestPath: '/api/v1/managements/create_measure',
    });
    await page.getByRole('button', { name: target.button(title), exact: true }).click();
    const input = page.getByRole('textbox', { name: target.textbox(title), exact: true });
    await input.fill(next);
    await input.press('Enter');
    await page.getByRole('button', { name: target.button(next), exact: true }).waitFor();
    // Let the trailing commits (saving flag, editor closing) and the painted mark land.
    await page.waitForTimeout(500);
    const report = await page.evaluate(() => window.__kaizenBench.stopWatch());
    title = next;
    if (run < WARMUPS) continue;
    last = report;
    const { enterAt, shownPaintedAt, request } = report;
    if (enterAt !== null && shownPaintedAt !== null) push(samples, 'total', shownPaintedAt - enterAt);
    if (enterAt !== null && request) push(samples, 'toRequest', request.start - enterAt);
    if (request) push(samples, 'request', request.responseEnd - request.start);
    if (request && shownPaintedAt !== null) push(samples, 'afterAnswer', shownPaintedAt - request.responseEnd);
    push(samples, 'domRows', report.dom.rowsChanged.length);
    push(samples, 'domMounted', report.dom.rowsMounted + report.dom.rowsUnmounted);
    push(samples, 'moved', report.dom.rowsMoved);
    push(samples, 'reactRows', report.react.rowsRendered.length);
    push(samples, 'reactRendered', report.react.rendered);
    push(samples, 'reactMounted', report.react.mounted);
    push(samples, 'commits', report.react.commits);
  }
  return { samples, last, title };
}

const editLines = (e: Samples, what: string): Line[] => [
  { label: 'Enter → new title painted', samples: get(e, 'total') },
  { label: '  Enter → save request sent', samples: get(e, 'toRequest') },
  { label: '  create_measure request → answer', samples: get(e, 'request') },
  { label: '  answer → new title painted (patch + render)', samples: get(e, 'afterAnswer') },
  {
    label: `${what} whose DOM changed (MutationObserver)`,
    value: `${range(get(e, 'domRows'))} per edit; rows added/removed ${range(get(e, 'domMounted'))}`,
  },
  { label: `${what} only moved (a row above grew)`, value: `${range(get(e, 'moved'))} per edit` },
  {
    label: `${what} whose components rendered (React)`,
    value:
      `${range(get(e, 'reactRows'))} per edit, in ${range(get(e, 'commits'))} commits; ` +
      `${range(get(e, 'reactRendered'))} component renders, ${range(get(e, 'reactMounted'))} mounts in all`,
  },
];

function editDetails(last: WatchReport | undefined): void {
  if (!last) return;
  const cut = (items: string[], n: number) =>
    items.length > n ? `${items.slice(0, n).join(' | ')} | … (${items.length - n} more)` : items.join(' | ') || 'none';
  out(`  last edit — rows whose DOM changed: ${cut(last.dom.rowsChanged, 3)}`);
  out(`  last edit — rows whose components rendered: ${cut(last.react.rowsRendered, 6)}`);
  out(`  last edit — rows rendered, commit by commit: ${last.react.rowsPerCommit.join(', ')}`);
  out(`  last edit — why a row's own component rendered again: ${last.react.reasons.join('; ') || 'none'}`);
  out(`  last edit — DOM changes outside the rows: ${last.dom.outside.join(', ') || 'none'}`);
  out(`  last edit — components rendered outside the rows (top 8): ${last.react.outside.slice(0, 8).join(', ')}`);
}

const loadLines = (s: Samples, what: string): Line[] => [
  { label: `first ${what} painted (since navigation start)`, samples: get(s, 'painted') },
  { label: '  … in the DOM', samples: get(s, 'inDom') },
  { label: "  first KPI's branch answered (get_limit_kpi)", samples: get(s, 'firstBranchEnd') },
  { label: '  get_limit_kpi request → answer', samples: get(s, 'firstBranchTook') },
  { label: '  answer → first row painted (parse + render)', samples: get(s, 'afterAnswer') },
  { label: '  the whole tree answered (tree_columns)', samples: get(s, 'restEnd') },
  { label: '  as the bench saw it (goto → visible, wall)', samples: get(s, 'wall') },
  ...taskLines(s, 'before first row'),
  {
    label: 'scroll to the bottom until the last row shows',
    samples: get(s, 'scroll'),
    note: `${range(get(s, 'scrollFrames'))} frames, longest task ${range(get(s, 'scrollLongest'))} ms`,
  },
];

const rowLines = (r: ScreenResult, what: string, of: string): Line[] => [
  {
    label: `${what} in the DOM`,
    value: `${range(get(r.samples, 'rowsAtTop'))} at the top, ${range(get(r.samples, 'rowsAtBottom'))} at the bottom, of ${of}`,
  },
  {
    label: 'cost of one row',
    value:
      `${int(r.elementsPerRow)} elements; the scroll to the bottom drew ${int(r.scrollWatch.rowsIn)} rows ` +
      `with ${int(r.scrollWatch.components)} React components (≈ ${int(r.scrollWatch.components / Math.max(1, r.scrollWatch.rowsIn))} a row)`,
  },
  { label: '  components drawn most in that scroll', value: r.scrollWatch.top.join(', ') },
  {
    label: 'JS heap after load (after GC) / DOM nodes',
    value: `${r.heap.heapMb.toFixed(1)} MB / ${int(r.heap.domNodes)}`,
  },
];

const kib = (bytes: number) => `${int(bytes / 1024)} KiB`;

function lighthouseLines(pathname: string, results: LighthouseRun[]): Line[] {
  const of = (key: Exclude<keyof LighthouseRun, 'failedAudits'>) => stats(results.map((result) => result[key])).median;
  const retries = results.reduce((sum, result) => sum + result.retries, 0);
  const rerun = retries === 0 ? '' : `; ${retries} run${retries === 1 ? '' : 's'} again after a lost trace`;
  return [
    {
      label: pathname,
      value: `score ${of('score')} (${results.map((result) => result.score).join(' / ')})${rerun}`,
    },
    {
      label: '  FCP / LCP / Speed Index',
      value: `${int(of('fcpMs'))} / ${int(of('lcpMs'))} / ${int(of('speedIndexMs'))} ms`,
    },
    {
      label: '  TBT / CLS / render-blocking',
      value: `${int(of('tbtMs'))} ms / ${of('cls').toFixed(3)} / ${int(of('renderBlockingMs'))} ms`,
    },
  ];
}

function firstLoadLines([sent, identity]: FirstLoad[], shownAt: number[]): Line[] {
  if (!sent || !identity) return [];
  const kinds = Object.entries(sent.byType).filter(([, bytes]) => bytes > 0);
  return [
    { label: 'sign-in button in the DOM (since navigation start)', samples: shownAt },
    { label: 'JS + CSS to show the form (brotli)', value: kib(sent.shown.toShow) },
    { label: 'JS + CSS asked for after it showed', value: kib(sent.shown.afterShown) },
    { label: "font faces' CSS (after the first render)", value: kib(sent.shown.fontFaces) },
    { label: 'as sent (brotli/gzip)', value: `${kib(sent.total)} in ${sent.requests} requests` },
    ...kinds.map(([kind, bytes]) => ({ label: `  ${kind}`, value: kib(bytes) })),
    { label: 'uncompressed (Accept-Encoding: identity)', value: kib(identity.total) },
  ];
}

type Audit = (pathname: string, keepStorage: boolean) => Promise<LighthouseRun>;
type Audits = (readonly [string, LighthouseRun[]])[];

async function auditRuns(audit: Audit, pathname: string, keepStorage: boolean) {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) results.push(await audit(pathname, keepStorage));
  return [pathname, results] as const;
}

/** Lighthouse on the demo project's management page and the 21,220-node project's, signed in. */
async function auditManagement(audit: Audit, page: Page, projectId: number): Promise<Audits> {
  await signIn(page);
  return [
    await auditRuns(audit, `/client/${SMALL_DEMO_PROJECT_ID}/management`, true),
    await auditRuns(audit, `/client/${projectId}/management`, true),
  ];
}

const lighthouseTitle = (engine: string) =>
  `Lighthouse ${LIGHTHOUSE_VERSION}, desktop preset, performance, ${engine} (median of ${LIGHTHOUSE_RUNS}; first visit each run)`;

/**
 * Every Japanese desktop has a font with Japanese glyphs; a server may have none. Until the boards'
 * Noto Sans JP faces arrive (app/FontFaces.tsx), the layout of each new piece of Japanese text then
 * searches the fallback fonts in vain, which makes the first layouts here slower than on such a desktop.
 */
function japaneseSystemFonts(): string {
  try {
    const families = execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim();
    return families
      ? families.split('\n').join(', ')
      : 'none (layouts of Japanese text slower than on a Japanese desktop)';
  } catch {
    return 'unknown (no fc-list)';
  }
}

/** The board's first visits and the click from the dashboard, as measured on one engine. */
function boardSections(
  engine: string,
  projectId: number,
  board: ScreenResult,
  inApp: Samples,
  expected: { boardRows: number; nodeRows: number },
): string {
  const b = board.samples;
  return [
    section(
      `Board /client/${projectId}/management, ${engine} (get_limit_kpi ${range(get(b, 'firstKb'))} KB, ` +
        `tree_columns ${range(get(b, 'kb'))} KB on the wire, ${range(get(b, 'bodyKb'))} KB JSON)`,
      [
        ...loadLines(b, 'KPI row'),
        ...rowLines(
          board,
          'board rows (role=listitem)',
          `${int(expected.boardRows)} rows (${int(expected.nodeRows)} nodes)`,
        ),
      ],
    ),
    '',
    section(
      `Inside the app, ${engine}: from the project's dashboard (/client/${projectId}, loaded and settled), a click on 改善ツリー`,
      inAppLines(inApp),
    ),
  ].join('\n');
}

/**
 * Lighthouse on the management pages, the board's first visits and the click from the dashboard once
 * more, with the built server on a new PostgreSQL database (on BENCH_DATABASE_URL's server, named
 * BENCH_PG_DATABASE or kaizen_web_bench_<pid>, dropped afterwards) holding the same data: what the
 * engine changes in what a user waits for.
 */
async function managementOnPostgres(
  browser: Browser,
  probe: string,
  cleanups: (() => Promise<void> | void)[],
): Promise<string> {
  if (!(await postgresReachable(PG_URL))) return `\nPostgreSQL: not reachable at ${PG_URL} (set BENCH_DATABASE_URL)`;
  const database = await throwawayPostgres(PG_URL, process.env.BENCH_PG_DATABASE ?? `kaizen_web_bench_${process.pid}`);
  cleanups.push(() => database.drop());
  const data = await prepareData(database);
  const server = await startServer(database);
  cleanups.push(() => server.stop());
  const audits = await withLighthouse(CHROMIUM, server.baseUrl, (audit, lighthousePage) =>
    auditManagement(audit, lighthousePage, data.projectId),
  );
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: VIEWPORT,
  });
  cleanups.push(() => context.close());
  await context.addInitScript({ content: probe });
  const page = await context.newPage();
  const expected = await expectations(page, await signIn(page), data.projectId);
  const board = await benchScreen(page, `/client/${data.projectId}/management`, {
    firstRow: FIRST_KPI_ROW,
    rows: BOARD_ROWS,
    scroll: () => page.evaluate((label) => window.__kaizenBench.scrollBoardToBottom(label), expected.lastLabel),
  });
  const inApp = await benchInApp(page, `/client/${data.projectId}`, FIRST_KPI_ROW);
  return [
    '',
    section(
      lighthouseTitle('PostgreSQL'),
      audits.flatMap(([pathname, results]) => lighthouseLines(pathname, results)),
    ),
    '',
    boardSections('PostgreSQL', data.projectId, board, inApp, expected),
  ].join('\n');
}

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
    const sqlite = throwawaySqlite();
    cleanups.push(() => sqlite.drop());
    const data = await prepareData(sqlite);
    const server: ChildServer = await startServer(sqlite);
    cleanups.push(() => server.stop());
    // Playwright's own signal handlers would exit the process before the temp dir is removed: ours close it all.
    const browser: Browser = await chromium.launch({
      ...CHROMIUM,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    cleanups.push(() => browser.close());

    out('measuring the first load of /login…');
    const loginLoads = await Promise.all(
      [false, true].map((identity) => firstLoad(browser, server.baseUrl, '/login', identity)),
    );
    // Timed one after the other: the two above share the machine.
    const loginShown: number[] = [];
    for (let run = 0; run < WARMUPS + RUNS; run += 1) {
      const { shownAt } = await firstLoad(browser, server.baseUrl, '/login');
      if (run >= WARMUPS && shownAt !== null) loginShown.push(shownAt);
    }

    out('measuring Lighthouse (desktop preset) on /login and two management pages…');
    const audits = await withLighthouse(CHROMIUM, server.baseUrl, async (audit, lighthousePage) => {
      const login = await auditRuns(audit, '/login', false);
      return [login, ...(await auditManagement(audit, lighthousePage, data.projectId))];
    });

    const firstLoadReport = () => {
      out();
      out(
        section(
          'First load of /login (empty cache; bytes on the wire, headers excluded)',
          firstLoadLines(loginLoads, loginShown),
        ),
      );
      out();
      out(
        section(
          lighthouseTitle('SQLite'),
          audits.flatMap(([pathname, results]) => lighthouseLines(pathname, results)),
        ),
      );
    };
    if (FIRST_LOAD_ONLY) {
      firstLoadReport();
      return;
    }

    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      viewport: VIEWPORT,
    });
    const probe = await probeScript();
    await context.addInitScript({ content: probe });
    const page = await context.newPage();
    const token = await signIn(page);
    const expected = await expectations(page, token, data.projectId);
    const boardUrl = `/client/${data.projectId}/management`;
    const tableUrl = `${boardUrl}?view=table`;
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
    out(`system fonts with Japanese glyphs: ${japaneseSystemFonts()}`);

    out('\nmeasuring the board…');
    const board = await benchScreen(page, boardUrl, {
      firstRow: FIRST_KPI_ROW,
      rows: BOARD_ROWS,
      scroll: () => page.evaluate((label) => window.__kaizenBench.scrollBoardToBottom(label), expected.lastLabel),
    });
    out('measuring a navigation to the board inside the app…');
    const inApp = await benchInApp(page, `/client/${data.projectId}`, FIRST_KPI_ROW);
    out('measuring one inline edit on the board…');
    const boardEdit = await benchEdit(page, {
      url: boardUrl,
      firstRow: FIRST_KPI_ROW,
      rowSelector: '[role="listitem"]',
      // Named as the app names it: the label, then the words it shows (label-in-name.ts).
      button: (title) => labelInName(`施策「${title}」の名前を編集`, title),
      textbox: (title) => `施策「${title}」の名前`,
      title: expected.measureTitle,
      base: expected.measureTitle,
      suffix: (run) => `（編集${run + 1}）`,
    });
    out('measuring the table view…');
    const table = await benchScreen(page, tableUrl, {
      firstRow: FIRST_TABLE_ROW,
      rows: TABLE_ROWS,
      scroll: () =>
        page.evaluate(([label, row]) => window.__kaizenBench.scrollTableToBottom(label, row), [
          'KPIテーブル',
          expected.tableRows + 1,
        ] as const),
    });
    const ariaRowCount = await page.locator(KPI_TABLE).getAttribute('aria-rowcount');
    out('measuring one inline edit in the table…');
    const tableEdit = await benchEdit(page, {
      url: tableUrl,
      firstRow: FIRST_TABLE_ROW,
      rowSelector: '[role="row"][data-index]',
      button: (title) => labelInName(`施策「${title}」を編集`, title),
      textbox: (title) => `施策「${title}」`,
      title: boardEdit.title,
      base: expected.measureTitle,
      suffix: (run) => `（表${run + 1}）`,
    });

    firstLoadReport();

    out();
    out(boardSections('SQLite', data.projectId, board, inApp, expected));
    out();
    out(
      section(
        'One inline edit on the board (click a measure title, type, Enter)',
        editLines(boardEdit.samples, 'board rows'),
      ),
    );
    editDetails(boardEdit.last);

    const t = table.samples;
    out();
    out(
      section(`Table ${tableUrl} (KPIテーブル)`, [
        ...loadLines(t, 'table row'),
        ...rowLines(
          table,
          'table rows (role=row)',
          `${int(expected.tableRows)} flat rows (aria-rowcount ${ariaRowCount ?? '?'} with the header)`,
        ),
      ]),
    );
    out();
    out(
      section(
        'One inline edit in the table (the same measure title, type, Enter)',
        editLines(tableEdit.samples, 'table rows'),
      ),
    );
    editDetails(tableEdit.last);

    const p = pureWork(expected.columnsJson, expected.levels);
    out();
    out(
      section("The same tree through the app's pure functions, in Node (order of the in-page cost)", [
        { label: 'JSON.parse of the tree_columns answer', samples: get(p, 'json') },
        { label: 'treeColumnsSchema.parse (zod check of the columns)', samples: get(p, 'zod') },
        { label: 'nestTreeColumns (columns → nodes)', samples: get(p, 'nest') },
        { label: 'visibleRows (board rows, whole tree)', samples: get(p, 'board') },
        { label: 'flattenKpis + buildTableRows (table rows)', samples: get(p, 'table') },
        { label: 'statusCounts (overview counts)', samples: get(p, 'counts') },
        { label: 'patchTree (one saved measure)', samples: get(p, 'patch') },
      ]),
    );

    out('\nmeasuring Lighthouse on the management pages and the board again with the server on PostgreSQL…');
    await context.close();
    await server.stop();
    out(await managementOnPostgres(browser, probe, cleanups));

    out(`
What the figures mean
- sign-in button in the DOM: a first visit to /login (empty cache) until its form is there. Every page of the
  app loads and runs the same entry first, so no page shows anything sooner on a first visit.
- first row painted: from navigation start to the frame after the first KPI row (table: first row) entered the
  DOM: the page and its chunks, the sign-in check, get_limit_kpi (the first KPI's branch), checking it (zod)
  and the first render. "answer → first row painted" is the browser's own work once that branch has arrived;
  the whole tree (tree_columns) follows in the background.
- TBT / longest task: main-thread time the page could not answer input (each long task beyond 50 ms).
- rows in the DOM vs rows of the project: both views are virtualised, so only the rows on screen (plus
  overscan) exist, at the top as at the bottom; the DOM stays the same size whatever the project size.
- scroll to the bottom: how long until the last row is on screen after jumping to the end (the rows there
  are drawn as they come into view); "cost of one row" is what each newly drawn row brings.
- one inline edit: the MutationObserver counts rows whose DOM changed; React's commit hook counts rows whose
  components ran again, and says why (changed props, a changed context value, own state). One edit should
  change one row's DOM and re-run only that row (plus, on the board, the rows of its ancestors on screen:
  patchTree gives the path to the edited node new objects).`);
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
