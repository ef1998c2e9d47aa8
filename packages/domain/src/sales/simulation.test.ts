import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '../common/csv.js';
import { exportSheetToCsv } from '../common/export-sheet.js';
import { sensitivityGrid, sensitivitySheet, simulationFigures } from './simulation.js';

const sensitivityCsv = (grid: ReturnType<typeof sensitivityGrid>) =>
  exportSheetToCsv(sensitivitySheet(grid)).slice(CSV_BOM.length);

describe('simulationFigures', () => {
  it('derives cv, contracts, sales, required contracts and profit (product.md §3.9)', () => {
    const figures = simulationFigures({
      session: 1_000_000,
      cvr: 1.2,
      contract_rate: 25,
      customer_avg: 300_000,
      profit_rate: 40,
    });
    expect(figures).toEqual({
      cv: 12_000,
      target_contract_cnt: 3_000,
      target_sales: 900_000_000,
      require_contract_cnt: 3_000,
      profit: 360_000_000,
    });
  });

  it('leaves no floating-point noise in the figures', () => {
    expect(
      simulationFigures({ session: 100_000, cvr: 1.1, contract_rate: 30, customer_avg: 1, profit_rate: 0 }).cv,
    ).toBe(1_100);
  });

  it('answers null for required contracts when the average order is 0, never Infinity or NaN', () => {
    const figures = simulationFigures({ session: 5_000, cvr: 2, contract_rate: 10, customer_avg: 0, profit_rate: 30 });
    expect(figures.require_contract_cnt).toBeNull();
    expect(figures.target_sales).toBe(0);
    expect(figures.target_contract_cnt).toBe(10);
  });
});

describe('sensitivityGrid (product.md §9.6)', () => {
  const current = { session: 1_000_000, cvr: 2.5, contract_rate: 20 };
  const grid = sensitivityGrid(current);

  it('has 20 rate columns from cvr − 2.1 in steps of 0.3, two decimals', () => {
    expect(grid.rates).toHaveLength(20);
    expect(grid.rates[0]).toBe(0.4);
    expect(grid.rates[1]).toBe(0.7);
    expect(grid.rates[19]).toBe(6.1);
  });

  it('has 44 session rows from session − 450,000 in steps of 50,000', () => {
    expect(grid.sessions).toHaveLength(44);
    expect(grid.sessions[0]).toBe(550_000);
    expect(grid.sessions[43]).toBe(2_700_000);
  });

  it('fills each cell with round(sessions × rate/100 × contract_rate/100)', () => {
    expect(grid.cells[0]?.[0]).toBe(Math.round(550_000 * 0.004 * 0.2)); // 440
    expect(grid.cells[43]?.[19]).toBe(Math.round(2_700_000 * 0.061 * 0.2)); // 32,940
    expect(grid.cells[9]?.[7]).toBe(5_000); // the current figures
  });

  it('rounds half away from zero the way Math.round does', () => {
    // 750,000 × 0.7 % × 15 % = 787.5
    const g = sensitivityGrid({ session: 1_200_000, cvr: 2.8, contract_rate: 15 });
    expect(g.sessions[0]).toBe(750_000);
    expect(g.rates[0]).toBe(0.7);
    expect(g.cells[0]?.[0]).toBe(788);
  });

  it('marks the current cell', () => {
    expect(grid.current).toEqual({ row: 9, col: 7 });
    expect(grid.cells[9]?.[7]).toBe(5_000);
  });

  it('marks the cell nearest the goal’s contract count, not the goal’s session count and CVR (issue 30)', () => {
    // The goal's contracts at its own contract rate, reached in the table (at the current rate) elsewhere.
    const marked = sensitivityGrid(current, { session: 1_200_000, cvr: 3.1, contract_rate: 25 });
    expect(marked.goalContracts).toBeCloseTo(1_200_000 * 0.031 * 0.25, 6);
    expect(marked.goal).toEqual({ row: 19, col: 9 });
    expect(marked.sessions[19]).toBe(1_500_000);
    expect(marked.rates[9]).toBe(3.1);
    expect(marked.cells[19]?.[9]).toBe(9_300);
  });

  it('marks the cell whose contracts are nearest, even when none equals the goal', () => {
    // The sales customer: no cell holds the goal's fractional count; the nearest one is marked.
    const g = sensitivityGrid(
      { session: 300_000, cvr: 1.2, contract_rate: 6 },
      { session: 360_000, cvr: 1.2, contract_rate: 6 },
    );
    expect(g.goalContracts).toBeCloseTo(259.2, 9);
    const marked = g.goal ? g.cells[g.goal.row]?.[g.goal.col] : null;
    expect(marked).toBe(Math.round(1_450_000 * 0.003 * 0.06));
    const distances = g.cells.flat().flatMap((cell) => (cell === null ? [] : [Math.abs(cell - 259.2)]));
    expect(Math.min(...distances)).toBeCloseTo(Math.abs(261 - 259.2), 9);
  });

  it('breaks a tie between equally near cells by nearness to the goal’s own session count and CVR', () => {
    // The goal's count is in five cells exactly; the marked one is the fewest steps from the goal's own cell.
    for (const [session, rate] of [
      [1_400_000, 2.7],
      [1_800_000, 2.1],
      [1_050_000, 3.6],
      [900_000, 4.2],
      [2_100_000, 1.8],
    ] as const) {
      expect(Math.round(session * (rate / 100) * 0.1)).toBe(3_780);
    }
    const g = sensitivityGrid(
      { session: 1_200_000, cvr: 1.5, contract_rate: 10 },
      { session: 1_500_000, cvr: 2.1, contract_rate: 12 },
    );
    expect(g.goal).toEqual({ row: 13, col: 11 });
    expect(g.sessions[13]).toBe(1_400_000);
    expect(g.rates[11]).toBe(2.7);
    expect(g.cells[13]?.[11]).toBe(3_780);
  });

  it('marks nothing when the goal’s contracts lie outside the table or there is no goal', () => {
    const beyond = sensitivityGrid(current, { session: 99_000_000, cvr: 3, contract_rate: 20 });
    expect(beyond.goal).toBeNull();
    expect(beyond.goalContracts).toBe(594_000);
    const none = sensitivityGrid(current);
    expect(none.goal).toBeNull();
    expect(none.goalContracts).toBeNull();
  });

  it('counts the leading rows and columns whose session count or rate is not positive', () => {
    expect(grid.nonPositiveRows).toBe(0);
    expect(grid.nonPositiveCols).toBe(0);
    // The sales customer: its low CVR and session count start both axes below zero.
    const low = sensitivityGrid({ session: 300_000, cvr: 1.2, contract_rate: 6 });
    expect(low.rates.slice(0, 5)).toEqual([-0.9, -0.6, -0.3, 0, 0.3]);
    expect(low.nonPositiveCols).toBe(4);
    expect(low.sessions.slice(0, 5)).toEqual([-150_000, -100_000, -50_000, 0, 50_000]);
    expect(low.nonPositiveRows).toBe(4);
  });

  it('keeps the exact CVR of a measured record on its axis, so the current cell is the record’s contracts', () => {
    // The demo EC project's last month: a CVR cut to two decimals on the axis moved its contracts.
    const cvr = (446 / 26_511) * 100;
    const measured = sensitivityGrid({ session: 26_511, cvr, contract_rate: (156 / 446) * 100 });
    expect(measured.cells[9]?.[7]).toBe(156);
    expect(measured.rates[7]).toBeCloseTo(cvr, 6);
  });

  it('shows no figure where the session count or the rate is not positive', () => {
    const small = sensitivityGrid({ session: 200_000, cvr: 1.0, contract_rate: 50 });
    expect(small.sessions[0]).toBe(-250_000);
    expect(small.rates[0]).toBe(-1.1);
    expect(small.cells[0]?.[19]).toBeNull(); // session -250,000
    expect(small.cells[5]?.[0]).toBeNull(); // session 0
    expect(small.cells[6]?.[3]).toBeNull(); // rate -0.2
    expect(small.rates[4]).toBe(0.1);
    expect(small.cells[6]?.[4]).toBe(Math.round(50_000 * 0.001 * 0.5)); // 25
    expect(small.cells[43]?.[19]).toBe(Math.round(1_900_000 * 0.046 * 0.5));
  });

  it('exports the table as CSV: a header of rates, then a row per session count', () => {
    const lines = sensitivityCsv(sensitivityGrid({ session: 200_000, cvr: 1.0, contract_rate: 50 })).split('\r\n');
    expect(lines).toHaveLength(46); // header, 44 rows, trailing newline
    expect(lines[0]).toBe(
      `セッション数＼CVR(%),-1.10,-0.80,-0.50,-0.20,0.10,${['0.40', '0.70', '1.00', '1.30', '1.60', '1.90', '2.20', '2.50', '2.80', '3.10', '3.40', '3.70', '4.00', '4.30', '4.60'].join(',')}`,
    );
    expect(lines[1]?.startsWith('-250000,—,—')).toBe(true);
  });

  it('keeps the figures numbers for a workbook, and text only for an empty cell', () => {
    const grid = sensitivityGrid({ session: 200_000, cvr: 1.0, contract_rate: 50 });
    const sheet = sensitivitySheet(grid);
    expect(sheet.columns.every((column) => column.kind === 'number')).toBe(true);
    expect(sheet.rows[0]?.slice(0, 3)).toEqual([-250_000, '—', '—']);
    const positive = sheet.rows.at(-1)?.slice(grid.nonPositiveCols + 1) ?? [];
    expect(positive).toHaveLength(20 - grid.nonPositiveCols);
    expect(positive.every((cell) => typeof cell === 'number')).toBe(true);
  });

  it('names a row of a monthly average session count by the whole sessions it shows', () => {
    const lines = sensitivityCsv(sensitivityGrid({ session: 26_000.5, cvr: 1.5, contract_rate: 30 })).split('\r\n');
    expect(lines[10]?.startsWith('26001,')).toBe(true);
  });
});
