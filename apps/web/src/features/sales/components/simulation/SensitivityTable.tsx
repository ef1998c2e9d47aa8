import { Group, Stack, Text } from '@mantine/core';
import {
  formatThousands,
  sensitivityGrid,
  sensitivitySheet,
  type SensitivityGrid,
  type SimulationInput,
} from '@kaizen/domain';
import { useMemo } from 'react';
import { fileNamePart } from '../../../../lib/download';
import { ExportButton } from '../../../exports/public';
import { goalLegend, nonPositiveNote, rateLabel, sessionLabel } from './sensitivity-labels';
import classes from './SensitivityTable.module.css';

/** What a marked cell is, for its title and aria-label; null for an ordinary cell. */
function markOf(grid: SensitivityGrid, row: number, col: number): { current: boolean; goal: boolean } | null {
  const current = grid.current.row === row && grid.current.col === col;
  const goal = grid.goal !== null && grid.goal.row === row && grid.goal.col === col;
  return current || goal ? { current, goal } : null;
}

function markName(mark: { current: boolean; goal: boolean }): string {
  if (mark.current && mark.goal) return '現状の数値・目標に最も近い数値';
  return mark.current ? '現状の数値' : '目標に最も近い数値';
}

/**
 * 感度分析 (product.md §9.6): contracts for 44 session counts × 20 conversion rates around the current
 * record, built afresh each time the tab is shown. The current cell and the one nearest the goal's
 * contracts are marked; the rows and columns below zero are greyed with a note (decisions/0021); the
 * header row and the session column stay put while the table scrolls. 「出力」 saves it as CSV or Excel.
 */
export function SensitivityTable({
  current,
  goal,
  projectName,
  projectId,
}: {
  current: SimulationInput | null;
  goal: SimulationInput | null;
  projectName: string;
  /** The client project it is of (the audit log names it); none for a sales customer. */
  projectId?: number;
}) {
  const grid = useMemo(() => (current ? sensitivityGrid(current, goal) : null), [current, goal]);
  const note = grid ? nonPositiveNote(grid) : null;
  if (!grid) {
    return (
      <Text c="dimmed" py="md">
        現状のシミュレーションがまだ保存されていないため、感度分析表は作れません。「現状」タブで数値を入力して保存してください。
      </Text>
    );
  }
  return (
    <Stack gap="sm" className={classes.printHidden}>
      <Group justify="space-between">
        <Group gap="md">
          <Group gap={6}>
            <span className={`${classes.swatch} ${classes.swatchCurrent}`} aria-hidden />
            <Text size="sm">現状の数値</Text>
          </Group>
          <Group gap={6}>
            <span className={`${classes.swatch} ${classes.swatchGoal}`} aria-hidden />
            <Text size="sm">{goalLegend(grid)}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            セルの数値は、現状の成約率で計算した成約数です。
          </Text>
        </Group>
        <ExportButton
          label="出力"
          size="sm"
          fileName={() => `感度分析_${fileNamePart(projectName)}`}
          sheet={() => sensitivitySheet(grid)}
          audit={{ source: 'sensitivity', projectId }}
        />
      </Group>
      {note ? (
        <Group gap={6}>
          <span className={`${classes.swatch} ${classes.swatchOutside}`} aria-hidden />
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        </Group>
      ) : null}
      <div className={classes.scroll} tabIndex={0} role="region" aria-label="感度分析表（スクロールできます）">
        <table className={classes.table} aria-label="感度分析表">
          <thead>
            <tr>
              <th scope="col" className={classes.corner}>
                セッション数＼CVR
              </th>
              {grid.rates.map((rate, col) => (
                <th key={col} scope="col" className={col < grid.nonPositiveCols ? classes.outside : undefined}>
                  {rateLabel(rate)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.sessions.map((sessions, row) => (
              <tr key={row}>
                <th scope="row" className={row < grid.nonPositiveRows ? classes.outside : undefined}>
                  {sessionLabel(sessions)}
                </th>
                {(grid.cells[row] ?? []).map((cell, col) => {
                  const mark = markOf(grid, row, col);
                  const text = cell === null ? '—' : formatThousands(cell);
                  const describe = mark
                    ? `${markName(mark)}（セッション数 ${sessionLabel(sessions)}・CVR ${rateLabel(grid.rates[col] ?? 0)}）: ${text}`
                    : undefined;
                  const outside = row < grid.nonPositiveRows || col < grid.nonPositiveCols;
                  return (
                    <td
                      key={col}
                      className={
                        [outside && classes.outside, mark?.current && classes.current, mark?.goal && classes.goal]
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                      title={describe}
                      aria-label={describe}
                      data-mark={mark ? markName(mark) : undefined}
                    >
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}
