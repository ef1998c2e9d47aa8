import { useDroppable } from '@dnd-kit/core';
import { memo, useCallback, useMemo } from 'react';
import { useManagement } from '../context';
import { offersDrop } from '../dnd/drop-plan';
import type { DragNode, DropTarget } from '../dnd/types';
import { Cell } from './cells/Cell';
import type { TableColumn } from './columns';
import { sameRowModel, type TableRowModel } from './rows';
import classes from './table.module.css';

export interface TableRowProps {
  model: TableRowModel;
  columns: readonly TableColumn[];
  /** Position in the table (0-based), for the virtualiser and aria-rowindex. */
  index: number;
  /** Offset from the top of the table body, in px. */
  start: number;
  /** The virtualiser's measuring ref: rows are as tall as their content. */
  measureRef: (element: HTMLDivElement | null) => void;
}

/**
 * The cells of one row. Redrawn only when what they show changes: an edit of one node leaves the rows
 * that do not show it alone (the cached tree keeps untouched nodes, and sameRowModel compares fields).
 */
const RowCells = memo(
  function RowCells({ model, columns }: { model: TableRowModel; columns: readonly TableColumn[] }) {
    return columns.map((column) => <Cell key={column.id} column={column} model={model} />);
  },
  (a, b) => a.columns === b.columns && sameRowModel(a.model, b.model),
);

function RowFrame({
  model,
  columns,
  index,
  start,
  measureRef,
  dropRef,
  dropOver,
}: TableRowProps & { dropRef?: (element: HTMLElement | null) => void; dropOver?: boolean }) {
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      dropRef?.(element);
      measureRef(element);
    },
    [dropRef, measureRef],
  );
  return (
    <div
      ref={ref}
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      data-row-key={model.key}
      data-drop-over={dropOver || undefined}
      className={`${classes.row} ${classes.bodyRow}`}
      // `top`, not a transform: dnd-kit measures drop targets without their transforms.
      style={{ top: start }}
    >
      <RowCells model={model} columns={columns} />
    </div>
  );
}

/** A row of the non-KPI table. */
export function PlainRow(props: TableRowProps) {
  return <RowFrame {...props} />;
}

/** A row of the KPI table: an inbox task dropped on it becomes a task of the row's KPI. */
export function KpiRow(props: TableRowProps) {
  const { canEdit } = useManagement();
  const kpi = props.model.row.kpi;
  const target = useMemo<DropTarget>(
    () => ({ type: 'kpi-row', kpiId: kpi?.id ?? 0, hasChildren: (kpi?.problem.length ?? 0) > 0 }),
    [kpi],
  );
  const { setNodeRef, isOver, active } = useDroppable({
    id: `kpi-row-${props.model.key}`,
    data: target,
    disabled: !canEdit || kpi === null,
  });
  const dragged = active?.data.current as DragNode | undefined;
  return <RowFrame {...props} dropRef={setNodeRef} dropOver={isOver && offersDrop(dragged, target)} />;
}
