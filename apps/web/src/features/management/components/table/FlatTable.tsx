import { Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { gridTemplate, type TableColumn } from './columns';
import type { TableRowModel } from './rows';
import classes from './table.module.css';
import { KpiRow, PlainRow } from './TableRow';

/** A first guess of a row's height; each drawn row is measured. */
const ROW_ESTIMATE = 42;

/**
 * One flat table: a sticky header and a body that draws only the rows in view (a project can have
 * thousands), each positioned by the virtualiser. Merged cells are drawn per cell (no rowSpan), so any
 * slice of rows draws correctly.
 */
export function FlatTable({
  label,
  rows,
  columns,
  kpiRows,
  empty,
}: {
  label: string;
  rows: TableRowModel[];
  columns: readonly TableColumn[];
  /** Rows take inbox tasks for their KPI. */
  kpiRows: boolean;
  empty: ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => rows[index]?.key ?? index,
  });
  const Row = kpiRows ? KpiRow : PlainRow;
  const style = { '--table-columns': gridTemplate(columns) } as CSSProperties;

  return (
    // Reachable by keyboard, so a reader without editable cells can still scroll it (issue 38).
    <div
      ref={scrollRef}
      className={classes.scroller}
      tabIndex={0}
      role="region"
      aria-label={`${label}（スクロールできます）`}
    >
      <div
        role="table"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length}
        className={classes.table}
        style={style}
      >
        <div role="rowgroup" className={classes.head}>
          <div role="row" aria-rowindex={1} className={classes.row}>
            {columns.map((column) => (
              <div key={column.id} role="columnheader" className={classes.headerCell}>
                {column.label}
              </div>
            ))}
          </div>
        </div>
        <div
          role="rowgroup"
          className={classes.body}
          style={{ height: rows.length ? virtualizer.getTotalSize() : 'auto' }}
        >
          {rows.length === 0 ? (
            <div role="row" className={classes.row}>
              <div role="cell" className={`${classes.cell} ${classes.emptyCell}`}>
                <Text size="sm" c="dimmed">
                  {empty}
                </Text>
              </div>
            </div>
          ) : (
            virtualizer.getVirtualItems().map((item) => {
              const model = rows[item.index];
              if (!model) return null;
              return (
                <Row
                  key={item.key}
                  model={model}
                  columns={columns}
                  index={item.index}
                  start={item.start}
                  measureRef={virtualizer.measureElement}
                />
              );
            })
          )}
        </div>
      </div>
    </div>
  );
}
