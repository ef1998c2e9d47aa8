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

export function simulationFigures(input: SimulationInput): SimulationFigures {
  const cv = (input.session * input.cvr) / 100;
  const contracts = (cv * input.contract_rate) / 100;
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
  /** Conversion rates of the 20 columns, two decimals. */
  rates: number[];
  /** Sessions of the 44 rows. */
  sessions: number[];
  /** cells[row][col]: contracts at that session count and rate; null where the session or rate is not positive. */
  cells: (number | null)[][];
  /** The cell of the current figures. */
  current: GridCell;
  /** The cell nearest the goal figures, or null when there is no goal or it lies outside the table. */
  goal: GridCell | null;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** Index of the step nearest value on an axis that starts at start; null outside 0…count-1. */
function nearestIndex(value: number, start: number, step: number, count: number): number | null {
  const index = Math.round((value - start) / step);
  return index >= 0 && index < count ? index : null;
}

/**
 * The sensitivity table (product.md §9.6), from the current record: 20 rate columns from cvr − 2.1 in
 * steps of 0.3, 44 session rows from session − 450,000 in steps of 50,000, each cell
 * round(sessions × rate/100 × contract_rate/100). A non-positive session or rate has no meaning as a
 * figure, so its cells are null (shown as —) rather than a negative count (decisions/0012).
 */
export function sensitivityGrid(
  current: Pick<SimulationInput, 'session' | 'cvr' | 'contract_rate'>,
  goal?: Pick<SimulationInput, 'session' | 'cvr'> | null,
): SensitivityGrid {
  const rateStart = twoDecimals(current.cvr + SENSITIVITY_RATE_OFFSET);
  const sessionStart = current.session + SENSITIVITY_SESSION_OFFSET;
  const rates = Array.from({ length: SENSITIVITY_RATE_COLUMNS }, (_, i) =>
    twoDecimals(rateStart + SENSITIVITY_RATE_STEP * i),
  );
  const sessions = Array.from(
    { length: SENSITIVITY_SESSION_ROWS },
    (_, j) => sessionStart + SENSITIVITY_SESSION_STEP * j,
  );
  const cells = sessions.map((sessionCount) =>
    rates.map((rate) =>
      sessionCount > 0 && rate > 0
        ? Math.round(tidy((((sessionCount * rate) / 100) * current.contract_rate) / 100))
        : null,
    ),
  );
  const at = (session: number, cvr: number): GridCell | null => {
    const row = nearestIndex(session, sessionStart, SENSITIVITY_SESSION_STEP, SENSITIVITY_SESSION_ROWS);
    const col = nearestIndex(cvr, rateStart, SENSITIVITY_RATE_STEP, SENSITIVITY_RATE_COLUMNS);
    return row === null || col === null ? null : { row, col };
  };
  return {
    rates,
    sessions,
    cells,
    current: at(current.session, current.cvr) ?? { row: 9, col: 7 },
    goal: goal ? at(goal.session, goal.cvr) : null,
  };
}

/** The table as CSV text (the header row of rates, then a row per session count); — for empty cells. */
export function sensitivityCsv(grid: SensitivityGrid): string {
  const header = ['セッション数＼CVR(%)', ...grid.rates.map((rate) => rate.toFixed(2))];
  const rows = grid.cells.map((row, j) => [
    String(grid.sessions[j] ?? ''),
    ...row.map((cell) => (cell === null ? '—' : String(cell))),
  ]);
  return [header, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
