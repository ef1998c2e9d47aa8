/**
 * Runs inside the page: render.bench.ts bundles this file with esbuild and adds it as an init script,
 * so it is in place before the app's own scripts on every navigation. It records, with the page's
 * clock (ms since navigation start):
 * - when the first KPI row of the board, or the first row of the KPI table, enters the DOM, and the
 *   frame after (painted);
 * - main-thread long tasks (> 50 ms);
 * - while watching (one edit, one scroll): which rows' DOM changed (MutationObserver) and which rows'
 *   React components rendered (a stand-in for the React DevTools hook, which production React also
 *   reports its commits to), and why a row's own component rendered again.
 */

interface ContextDependency {
  context: { displayName?: string };
  memoizedValue: unknown;
  next: ContextDependency | null;
}

/** The few fiber fields read here (the ones React DevTools reads too). */
interface Fiber {
  tag: number;
  flags: number;
  type: unknown;
  stateNode: unknown;
  memoizedProps: Record<string, unknown> | null;
  dependencies: { firstContext: ContextDependency | null } | null;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

export interface RequestTiming {
  start: number;
  responseEnd: number;
  transferKb: number;
  bodyKb: number;
}

export interface LoadReport {
  /** First KPI row of the board (or first row of the KPI table) in the DOM; null when not seen. */
  firstRow: number | null;
  /** The frame after that: the row is on screen. */
  firstRowPainted: number | null;
  /**
   * As Resource Timing saw them: the answer carrying the first KPI's branch (get_limit_kpi) and the
   * one carrying the whole tree (tree_columns).
   */
  firstBranch: RequestTiming | null;
  rest: RequestTiming | null;
  /** Long tasks from navigation start (or clickAt) to firstRowPainted. */
  longTasks: { count: number; longest: number; blocking: number };
  /** The last click on the page, for a navigation inside the app (its start); null before any. */
  clickAt: number | null;
}

export interface WatchReport {
  /** Enter pressed (keydown), and the row showing the new title (in the DOM, then painted). */
  enterAt: number | null;
  shownAt: number | null;
  shownPaintedAt: number | null;
  /** The save request (create_* with id) as Resource Timing saw it. */
  request: { start: number; responseEnd: number } | null;
  dom: {
    /** Rows with any change in their subtree, by label (or key). */
    rowsChanged: string[];
    rowsMounted: number;
    rowsUnmounted: number;
    /** Rows that only moved (their position style changed because a row above changed height). */
    rowsMoved: number;
    /** Changes outside the rows, described. */
    outside: string[];
    records: number;
  };
  react: {
    commits: number;
    /** Function/class components that rendered (updates with new output) or mounted. */
    rendered: number;
    mounted: number;
    /** Rows holding a component that rendered, by label (or key). */
    rowsRendered: string[];
    /** How many rows rendered in each commit. */
    rowsPerCommit: number[];
    /** Why each row's own component rendered again (changed props, changed context, own state) × count. */
    reasons: string[];
    /** Components outside the rows that rendered or mounted: name (minified in the build) × count. */
    outside: string[];
    /** Every component that rendered or mounted: name × count, most first. */
    byName: string[];
  };
}

export interface ScrollReport {
  ms: number;
  /** Animation frames until the row was in view. */
  frames: number;
  longestTask: number;
}

export interface WatchOptions {
  /** What a row is: '[role="listitem"]' on the board, '[role="row"][data-index]' in a table. */
  rowSelector: string;
  /** The aria-label that appears once an edit is shown (its time is recorded). */
  shownLabel?: string;
  /** The request an edit sends, for its Resource Timing. */
  requestPath?: string;
}

export interface BenchProbe {
  loadReport(): LoadReport;
  /** How long no API call has been in flight (0 while one is): the page has settled. */
  apiQuietFor(): number;
  /** Starts watching DOM changes and React commits; see WatchOptions. */
  startWatch(options: WatchOptions): void;
  stopWatch(): WatchReport;
  /** Scrolls the window to the bottom, frame after frame, until the row labelled `label` is inside the viewport. */
  scrollBoardToBottom(label: string): Promise<ScrollReport>;
  /** Scrolls the table's own scroller to the bottom until its row `rowIndex` (aria-rowindex) is inside it. */
  scrollTableToBottom(tableLabel: string, rowIndex: number): Promise<ScrollReport>;
}

declare global {
  interface Window {
    __kaizenBench: BenchProbe;
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: object;
  }
}

const BOARD_ROW = '[role="listitem"]';
const FIRST_ROW_SELECTOR =
  '[role="list"][aria-label="改善ツリー"] [role="listitem"][aria-label^="KPI「"], ' +
  '[role="table"][aria-label="KPIテーブル"] [role="row"][aria-rowindex="2"]';

const byLabel = (label: string) => `[aria-label="${label.replace(/["\\]/g, '\\$&')}"]`;
const nextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
const labelOf = (row: Element) =>
  row.getAttribute('aria-label') ?? row.getAttribute('data-row-key') ?? row.tagName.toLowerCase();
const round = (ms: number) => Math.round(ms * 10) / 10;

// --- Long tasks ---------------------------------------------------------------------------------
const longTasks: { start: number; duration: number }[] = [];
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
} catch {
  // Long Tasks are Chromium's; elsewhere the figures stay empty.
}
const tasksBetween = (from: number, to: number) => longTasks.filter((t) => t.start + t.duration > from && t.start < to);

// Every visit of the bench is a first visit: no scroll position saved by an earlier one in this tab
// (React Router keeps them in sessionStorage), or a page would open where the last run scrolled to.
sessionStorage.removeItem('react-router-scroll-positions');

// --- API calls in flight, and the last click -------------------------------------------------------
let apiInFlight = 0;
let apiSettledAt = 0;
const pageFetch = window.fetch.bind(window);
window.fetch = async (...args: Parameters<typeof fetch>) => {
  const url = args[0] instanceof Request ? args[0].url : String(args[0]);
  if (!url.includes('/api/')) return pageFetch(...args);
  apiInFlight += 1;
  try {
    return await pageFetch(...args);
  } finally {
    apiInFlight -= 1;
    apiSettledAt = performance.now();
  }
};
let clickAt: number | null = null;
document.addEventListener('click', (event) => (clickAt = event.timeStamp), { capture: true });

// --- First row ------------------------------------------------------------------------------------
let firstRow: number | null = null;
let firstRowPainted: number | null = null;
const firstRowWatch = new MutationObserver(() => {
  if (firstRow !== null || !document.querySelector(FIRST_ROW_SELECTOR)) return;
  firstRow = performance.now();
  firstRowWatch.disconnect();
  nextFrame(() => (firstRowPainted = performance.now()));
});
firstRowWatch.observe(document, { childList: true, subtree: true });

// --- React commits --------------------------------------------------------------------------------
const FUNCTION = 0;
const CLASS = 1;
const HOST = 5;
const FORWARD_REF = 11;
const MEMO = 14;
const SIMPLE_MEMO = 15;
const PERFORMED_WORK = 1;
const componentTags = new Set([FUNCTION, CLASS, FORWARD_REF, MEMO, SIMPLE_MEMO]);

interface CommitTally {
  commits: number;
  rendered: number;
  mounted: number;
  rows: Set<Element>;
  outside: Map<string, number>;
  /** Board rows whose components rendered, commit by commit. */
  rowsPerCommit: number[];
  /** Why a row's own component (the one drawing the row element) rendered again: reason × count. */
  reasons: Map<string, number>;
  rowSelector: string;
  /** Every component that rendered or mounted, by name. */
  byName: Map<string, number>;
}
let tally: CommitTally | null = null;

function nameOf(fiber: Fiber): string {
  const type = fiber.type as { displayName?: string; name?: string; type?: { name?: string } } | null;
  return type?.displayName || type?.name || type?.type?.name || `tag ${fiber.tag}`;
}

/** The component's first DOM element (depth first), where it sits in the page. */
function hostOf(fiber: Fiber): Element | null {
  const stack: Fiber[] = fiber.child ? [fiber.child] : [];
  while (stack.length > 0) {
    const f = stack.pop() as Fiber;
    if (f.tag === HOST && f.stateNode instanceof Element) return f.stateNode;
    if (f.sibling) stack.push(f.sibling);
    if (f.child) stack.push(f.child);
  }
  return null;
}

const changedKeys = (a: unknown, b: unknown): string[] => {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return [];
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return [...new Set([...Object.keys(x), ...Object.keys(y)])].filter((k) => !Object.is(x[k], y[k]));
};

/**
 * Why a component rendered again: the props that changed, else the contexts whose value changed
 * (named by displayName or by their value's first keys, with the keys that changed), else its hooks' state.
 */
function reasonOf(next: Fiber, prev: Fiber): string {
  const props = changedKeys(next.memoizedProps, prev.memoizedProps);
  if (props.length > 0) return `props ${props.join(',')}`;
  const contexts: string[] = [];
  let a = next.dependencies?.firstContext ?? null;
  let b = prev.dependencies?.firstContext ?? null;
  while (a) {
    if (!b || !Object.is(a.memoizedValue, b.memoizedValue)) {
      const value = a.memoizedValue;
      const name =
        a.context.displayName ??
        (typeof value === 'object' && value !== null ? `{${Object.keys(value).slice(0, 3).join(',')}…}` : 'context');
      const keys = b ? changedKeys(a.memoizedValue, b.memoizedValue) : [];
      contexts.push(keys.length > 0 ? `${name} (${keys.join(',')})` : name);
    }
    a = a.next;
    b = b?.next ?? null;
  }
  if (contexts.length > 0) return `context ${contexts.join(' + ')}`;
  // A memoised component with the same props and contexts rendered for a state update of its own hooks.
  return next.tag === MEMO || next.tag === SIMPLE_MEMO ? 'own hook state' : 'parent rendered (same props)';
}

function record(t: CommitTally, fiber: Fiber, mounted: boolean, commitRows: Set<Element>): void {
  if (mounted) t.mounted += 1;
  else t.rendered += 1;
  const name = nameOf(fiber);
  t.byName.set(name, (t.byName.get(name) ?? 0) + 1);
  const host = hostOf(fiber);
  const row = host?.closest(t.rowSelector);
  if (row) {
    t.rows.add(row);
    commitRows.add(row);
    if (!mounted && host === row && fiber.alternate) {
      const reason = reasonOf(fiber, fiber.alternate);
      t.reasons.set(reason, (t.reasons.get(reason) ?? 0) + 1);
    }
  } else {
    t.outside.set(name, (t.outside.get(name) ?? 0) + 1);
  }
}

/**
 * Walks the committed tree the way React DevTools does: a subtree whose child list is the same as
 * before was skipped by React (bailed out) and is not entered; a component fiber visited with the
 * PerformedWork flag rendered in this commit; one without an alternate was mounted.
 */
function walk(t: CommitTally, next: Fiber, prev: Fiber | null, rows: Set<Element>): void {
  if (prev === null) {
    const stack: Fiber[] = [next];
    while (stack.length > 0) {
      const f = stack.pop() as Fiber;
      if (componentTags.has(f.tag)) record(t, f, true, rows);
      for (let c = f.child; c; c = c.sibling) stack.push(c);
    }
    return;
  }
  if (componentTags.has(next.tag) && (next.flags & PERFORMED_WORK) === PERFORMED_WORK) record(t, next, false, rows);
  if (next.child === prev.child) return;
  for (let c = next.child; c; c = c.sibling) walk(t, c, c.alternate, rows);
}

window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
    if (!tally) return;
    tally.commits += 1;
    const rows = new Set<Element>();
    walk(tally, root.current, root.current.alternate, rows);
    tally.rowsPerCommit.push(rows.size);
  },
};

// --- Watching one edit or one scroll -----------------------------------------------------------------
interface Watch {
  observer: MutationObserver;
  onKey: (event: KeyboardEvent) => void;
  options: WatchOptions;
  enterAt: number | null;
  shownAt: number | null;
  shownPaintedAt: number | null;
  rows: Set<Element>;
  mounted: number;
  unmounted: number;
  moved: Set<Element>;
  outside: Map<string, number>;
  records: number;
}
let watch: Watch | null = null;

function describe(node: Node): string {
  const el = node instanceof Element ? node : node.parentElement;
  if (!el) return node.nodeName;
  const labelled = el.closest('[aria-label],[role],[data-testid]');
  const where = labelled
    ? (labelled.getAttribute('aria-label') ?? labelled.getAttribute('role') ?? labelled.getAttribute('data-testid'))
    : el.tagName.toLowerCase();
  return `${el.tagName.toLowerCase()} in ${where}`;
}

function countRows(nodes: NodeList, selector: string): number {
  let n = 0;
  nodes.forEach((node) => {
    if (node instanceof Element) n += (node.matches(selector) ? 1 : 0) + node.querySelectorAll(selector).length;
  });
  return n;
}

/**
 * Sorts mutations: rows added or removed; rows that only moved (a style change on the row itself, or
 * on the virtualiser's wrapper around it); changes inside a row; anything else.
 */
function tallyMutations(w: Watch, records: MutationRecord[]): void {
  const selector = w.options.rowSelector;
  for (const r of records) {
    w.records += 1;
    const el = r.target instanceof Element ? r.target : r.target.parentElement;
    if (r.type === 'childList') {
      const added = countRows(r.addedNodes, selector);
      const removed = countRows(r.removedNodes, selector);
      if (added + removed > 0) {
        w.mounted += added;
        w.unmounted += removed;
        continue;
      }
    }
    if (el && r.type === 'attributes' && r.attributeName === 'style') {
      const wrapped = el.children.length === 1 && el.firstElementChild?.matches(selector);
      if (el.matches(selector) || wrapped) {
        w.moved.add(el);
        continue;
      }
    }
    const row = el?.closest(selector);
    if (row) {
      w.rows.add(row);
      continue;
    }
    const what = describe(r.target);
    w.outside.set(what, (w.outside.get(what) ?? 0) + 1);
  }
  const shown = w.options.shownLabel;
  if (shown !== undefined && w.shownAt === null && document.querySelector(byLabel(shown))) {
    w.shownAt = performance.now();
    nextFrame(() => (w.shownPaintedAt = performance.now()));
  }
}

function requestTiming(path: string, after: number): { start: number; responseEnd: number } | null {
  const entries = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes(path) && e.startTime >= after) as PerformanceResourceTiming[];
  const last = entries.at(-1);
  return last ? { start: round(last.startTime), responseEnd: round(last.responseEnd) } : null;
}

// --- Scrolling ----------------------------------------------------------------------------------------
function scrollUntil(step: () => void, reached: () => boolean, state: () => string): Promise<ScrollReport> {
  const start = performance.now();
  let frames = 0;
  return new Promise((resolve, reject) => {
    let done = false;
    // A timer as well as the frame check: a page that stops drawing frames would otherwise leave the
    // bench waiting on this promise for ever (a full run once stopped here with the CPU idle).
    const limit = setTimeout(() => {
      done = true;
      reject(new Error(`the last row did not come into view within 15 s, ${frames} frames (${state()})`));
    }, 15_000);
    const tick = () => {
      if (done) return;
      frames += 1;
      if (reached()) {
        done = true;
        clearTimeout(limit);
        const end = performance.now();
        const tasks = tasksBetween(start, end);
        resolve({ ms: round(end - start), frames, longestTask: round(Math.max(0, ...tasks.map((t) => t.duration))) });
        return;
      }
      step();
      requestAnimationFrame(tick);
    };
    step();
    requestAnimationFrame(tick);
  });
}

/** For a bench that stops: the last rows drawn, by label or row index, and where they are. */
const lastRows = (root: ParentNode) =>
  [...root.querySelectorAll('[role="row"][aria-rowindex], [role="listitem"]')]
    .slice(-3)
    .map(
      (row) => `${row.getAttribute('aria-rowindex') ?? labelOf(row)} at ${Math.round(row.getBoundingClientRect().top)}`,
    )
    .join(', ');

const inside = (el: Element, box: { top: number; bottom: number }) => {
  const rect = el.getBoundingClientRect();
  return rect.height > 0 && rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
};

// --- The API the bench calls --------------------------------------------------------------------------
window.__kaizenBench = {
  loadReport() {
    const timing = (...paths: string[]): RequestTiming | null => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const resource = paths
        .map((path) => entries.find((e) => e.name.includes(`/api/v1/managements/${path}`)))
        .find((e) => e !== undefined);
      return resource
        ? {
            start: round(resource.startTime),
            responseEnd: round(resource.responseEnd),
            transferKb: Math.round(resource.transferSize / 1024),
            bodyKb: Math.round(resource.decodedBodySize / 1024),
          }
        : null;
    };
    const until = firstRowPainted ?? performance.now();
    const tasks = tasksBetween(clickAt ?? 0, until);
    return {
      firstRow: firstRow === null ? null : round(firstRow),
      firstRowPainted: firstRowPainted === null ? null : round(firstRowPainted),
      firstBranch: timing('get_limit_kpi'),
      rest: timing('tree_columns'),
      longTasks: {
        count: tasks.length,
        longest: round(Math.max(0, ...tasks.map((t) => t.duration))),
        blocking: round(tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
      },
      clickAt: clickAt === null ? null : round(clickAt),
    };
  },

  apiQuietFor: () => (apiInFlight > 0 ? 0 : performance.now() - apiSettledAt),

  startWatch(options) {
    if (watch) throw new Error('already watching');
    const w: Watch = {
      observer: new MutationObserver((records) => tallyMutations(w, records)),
      onKey: (event) => {
        if (event.key === 'Enter' && w.enterAt === null) w.enterAt = performance.now();
      },
      options,
      enterAt: null,
      shownAt: null,
      shownPaintedAt: null,
      rows: new Set(),
      mounted: 0,
      unmounted: 0,
      moved: new Set(),
      outside: new Map(),
      records: 0,
    };
    w.observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('keydown', w.onKey, true);
    watch = w;
    tally = {
      commits: 0,
      rendered: 0,
      mounted: 0,
      rows: new Set(),
      outside: new Map(),
      rowsPerCommit: [],
      reasons: new Map(),
      rowSelector: options.rowSelector,
      byName: new Map(),
    };
  },

  stopWatch() {
    const w = watch;
    const t = tally;
    if (!w || !t) throw new Error('not watching');
    tallyMutations(w, w.observer.takeRecords());
    w.observer.disconnect();
    document.removeEventListener('keydown', w.onKey, true);
    watch = null;
    tally = null;
    const list = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ×${n}`);
    return {
      enterAt: w.enterAt === null ? null : round(w.enterAt),
      shownAt: w.shownAt === null ? null : round(w.shownAt),
      shownPaintedAt: w.shownPaintedAt === null ? null : round(w.shownPaintedAt),
      request: w.options.requestPath ? requestTiming(w.options.requestPath, w.enterAt ?? 0) : null,
      dom: {
        rowsChanged: [...w.rows].map(labelOf),
        rowsMounted: w.mounted,
        rowsUnmounted: w.unmounted,
        rowsMoved: w.moved.size,
        outside: list(w.outside),
        records: w.records,
      },
      react: {
        commits: t.commits,
        rendered: t.rendered,
        mounted: t.mounted,
        rowsRendered: [...t.rows].map(labelOf),
        rowsPerCommit: t.rowsPerCommit,
        reasons: list(t.reasons),
        outside: list(t.outside),
        byName: list(t.byName),
      },
    };
  },

  scrollBoardToBottom(label) {
    const selector = `${BOARD_ROW}${byLabel(label)}`;
    return scrollUntil(
      () => window.scrollTo(0, document.documentElement.scrollHeight),
      () => {
        const row = document.querySelector(selector);
        return row !== null && inside(row, { top: 0, bottom: window.innerHeight });
      },
      () =>
        `scrolled to ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight}; ${lastRows(document)}`,
    );
  },

  scrollTableToBottom(tableLabel, rowIndex) {
    // Found again each frame: the page may have drawn the table anew since the bench last looked.
    const scroller = () => document.querySelector(`[role="table"]${byLabel(tableLabel)}`)?.parentElement;
    if (!scroller()) return Promise.reject(new Error(`no table ${tableLabel}`));
    const selector = `[role="row"][aria-rowindex="${rowIndex}"]`;
    return scrollUntil(
      () => {
        const box = scroller();
        box?.scrollTo(0, box.scrollHeight);
      },
      () => {
        const box = scroller();
        const row = box?.querySelector(selector);
        return !!box && !!row && inside(row, box.getBoundingClientRect());
      },
      () => {
        const box = scroller();
        return box
          ? `scrolled to ${Math.round(box.scrollTop)} of ${box.scrollHeight}; ${lastRows(box)}`
          : 'the table is gone';
      },
    );
  },
};
