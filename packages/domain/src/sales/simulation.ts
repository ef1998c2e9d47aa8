import { shownFigure } from '../common/display-figures.js';
import type { ExportSheet } from '../common/export-sheet.js';

/**
 * The conversion simulator (product.md §3.9 simulation figures, §9.6 sensitivity table): what a sales
 * customer's current and goal records imply, written once for the server's answers and the screens.
 */

/** What a consultant types for one record (target 0 = current, 1 = goal). Rates are percentages. */
export interface SimulationInput {
  session: number;
  cvr: number;
  contract_rate: number;
  customer_avg: number;
  profit_rate: number;
}

export interface SimulationFigures {
  /** Conversions: session × cvr / 100. */
  cv: number;
  /** Contracts: cv × contract_rate / 100. */
  target_contract_cnt: number;
  /** Sales: target_contract_cnt × customer_avg. */
  target_sales: number;
  /** target_sales / customer_avg — null when customer_avg is 0 (the original divided by zero; decisions/0012). */
  require_contract_cnt: number | null;
  /** Gross profit: target_sales × profit_rate / 100. */
  profit: number;
}

/** Floating-point noise (1200.0000000000002) off a derived figure; 6 decimals is far below what is shown. */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Contracts of a session count at a CVR and contract rate (percentages): the one formula of figures and table. */
function contractsAt(session: number, cvr: number, contractRate: number): number {
  return (((session * cvr) / 100) * contractRate) / 100;
}

export function simulationFigures(input: SimulationInput): SimulationFigures {
  const cv = (input.session * input.cvr) / 100;
  const contracts = contractsAt(input.session, input.cvr, input.contract_rate);
  const sales = contracts * input.customer_avg;
  return {
    cv: tidy(cv),
    target_contract_cnt: tidy(contracts),
    target_sales: tidy(sales),
    require_contract_cnt: input.customer_avg === 0 ? null : tidy(sales / input.customer_avg),
    profit: tidy((sales * input.profit_rate) / 100),
  };
}

export const SENSITIVITY_RATE_COLUMNS = 20;
export const SENSITIVITY_SESSION_ROWS = 44;
export const SENSITIVITY_RATE_OFFSET = -2.1;
export const SENSITIVITY_RATE_STEP = 0.3;
export const SENSITIVITY_SESSION_OFFSET = -450_000;
export const SENSITIVITY_SESSION_STEP = 50_000;

export interface GridCell {
  row: number;
  col: number;
}

export interface SensitivityGrid {
  /** Conversion rates of the 20 columns, shown with two decimals but carried exactly (a measured CVR). */
  rates: number[];
  /** Sessions of the 44 rows. */
  sessions: number[];
  /** cells[row][col]: contracts at that session count and rate; null where the session or rate is not positive. */
  cells: (number | null)[][];
  /**
   * How many of the first rows and columns have a session count or rate that is not positive: the axes
   * rise, so they come first, and the page greys them (decisions/0021).
   */
  nonPositiveRows: number;
  nonPositiveCols: number;
  /** The cell of the current figures. */
  current: GridCell;
  /** The goal's contracts (its own session × cvr × contract_rate); null without a goal. */
  goalContracts: number | null;
  /**
   * The cell whose contracts are nearest goalContracts (ties: the fewest steps from the goal's own
   * session count and CVR); null without a goal or when its contracts lie beyond every cell.
   */
  goal: GridCell | null;
}

/** Index of the step nearest value on an axis that starts at start; null outside 0…count-1. */
function nearestIndex(value: number, start: number, step: number, count: number): number | null {
  const index = Math.round((value - start) / step);
  return index >= 0 && index < count ? index : null;
}

/** The cell nearest a contract count, or null when the count is below or above every cell's. */
function nearestCell(
  cells: (number | null)[][],
  contracts: number,
  tieBreak: (cell: GridCell) => number,
): GridCell | null {
  const filled = cells.flatMap((row, r) =>
    row.flatMap((value, c) => (value === null ? [] : [{ row: r, col: c, value }])),
  );
  const values = filled.map((cell) => cell.value);
  if (
    filled.length === 0 ||
    Math.round(contracts) < Math.min(...values) ||
    Math.round(contracts) > Math.max(...values)
  ) {
    return null;
  }
  let best: { cell: GridCell; distance: number; steps: number } | null = null;
  for (const { row, col, value } of filled) {
    const distance = Math.abs(value - contracts);
    const steps = tieBreak({ row, col });
    if (!best || distance < best.distance || (distance === best.distance && steps < best.steps)) {
      best = { cell: { row, col }, distance, steps };
    }
  }
  return best?.cell ?? null;
}

/**
 * The sensitivity table (product.md §9.6), from the current record: 20 rate columns from cvr − 2.1 in
 * steps of 0.3, 44 session rows from session − 450,000 in steps of 50,000, each cell
 * round(sessions × rate/100 × contract_rate/100). A non-positive session or rate has no meaning as a
 * figure, so its cells are null (shown as —) rather than a negative count (decisions/0012). The goal
 * is marked where the table reaches its contracts (decisions/0021).
 */
export function sensitivityGrid(
  current: Pick<SimulationInput, 'session' | 'cvr' | 'contract_rate'>,
  goal?: Pick<SimulationInput, 'session' | 'cvr' | 'contract_rate'> | null,
): SensitivityGrid {
  const rateStart = current.cvr + SENSITIVITY_RATE_OFFSET;
  const sessionStart = current.session + SENSITIVITY_SESSION_OFFSET;
  const rates = Array.from({ length: SENSITIVITY_RATE_COLUMNS }, (_, i) => {
    const rate = tidy(rateStart + SENSITIVITY_RATE_STEP * i);
    // A column that rounds to nothing from below is 0, not −0, wherever it is printed.
    return rate === 0 ? 0 : rate;
  });
  const sessions = Array.from(
    { length: SENSITIVITY_SESSION_ROWS },
    (_, j) => sessionStart + SENSITIVITY_SESSION_STEP * j,
  );
  const cells = sessions.map((sessionCount) =>
    rates.map((rate) =>
      sessionCount > 0 && rate > 0 ? Math.round(tidy(contractsAt(sessionCount, rate, current.contract_rate))) : null,
    ),
  );
  const at = (session: number, cvr: number): GridCell | null => {
    const row = nearestIndex(session, sessionStart, SENSITIVITY_SESSION_STEP, SENSITIVITY_SESSION_ROWS);
    const col = nearestIndex(cvr, rateStart, SENSITIVITY_RATE_STEP, SENSITIVITY_RATE_COLUMNS);
    return row === null || col === null ? null : { row, col };
  };
  const goalContracts = goal ? tidy(contractsAt(goal.session, goal.cvr, goal.contract_rate)) : null;
  const stepsFromGoal = (cell: GridCell) =>
    goal
      ? Math.abs(cell.row - (goal.session - sessionStart) / SENSITIVITY_SESSION_STEP) +
        Math.abs(cell.col - (goal.cvr - rateStart) / SENSITIVITY_RATE_STEP)
      : 0;
  return {
    rates,
    sessions,
    cells,
    nonPositiveRows: sessions.filter((sessionCount) => sessionCount <= 0).length,
    nonPositiveCols: rates.filter((rate) => rate <= 0).length,
    current: at(current.session, current.cvr) ?? { row: 9, col: 7 },
    goalContracts,
    goal: goalContracts === null ? null : nearestCell(cells, goalContracts, stepsFromGoal),
  };
}

/** The table to download: the header row of rates, then a row per session count; — for empty cells. */
export function sensitivitySheet(grid: SensitivityGrid): ExportSheet {
  return {
    name: '感度分析',
    columns: [
      { header: 'セッション数＼CVR(%)', kind: 'number' },
      ...grid.rates.map((rate) => ({ header: rate.toFixed(2), kind: 'number' as const })),
    ],
    rows: grid.cells.map((row, j) => [shownFigure(grid.sessions[j] ?? 0, 'count'), ...row.map((cell) => cell ?? '—')]),
  };
}
