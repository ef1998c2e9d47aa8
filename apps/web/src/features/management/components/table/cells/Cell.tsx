import type { TableColumn } from '../columns';
import type { TableRowModel } from '../rows';
import classes from '../table.module.css';
import { AddSlot } from './AddSlot';
import { subjectOf } from './labels';
import { MeasureCell } from './MeasureCell';
import { FactorCell, HypothesisCell, KpiCell, TaskCell, WorkCell } from './NodeCells';

/**
 * What one cell shows: its level's node of the row, or — in the title column of a level whose parent
 * has no child in this row — "+ 追加". A merged cell (KPI, task, factor, hypothesis) is drawn on the
 * row that starts it; the other rows of its span leave it empty.
 */
function CellBody({ column, model }: { column: TableColumn; model: TableRowModel }) {
  const { row, slot } = model;
  switch (column.kind) {
    case 'kpi':
      return row.kpi ? <KpiCell column={column} kpi={row.kpi} /> : null;
    case 'task':
      if (row.task) return <TaskCell column={column} task={row.task} />;
      return column.id === 'task' && slot.task && row.kpi ? (
        <AddSlot target={{ kind: 'task', kpiId: row.kpi.id }} parentSubject={subjectOf('kpi', row.kpi.title)} />
      ) : null;
    case 'factor':
      if (row.factor) return <FactorCell column={column} factor={row.factor} />;
      return slot.factor && row.task ? (
        <AddSlot target={{ kind: 'factor', taskId: row.task.id }} parentSubject={subjectOf('task', row.task.title)} />
      ) : null;
    case 'hypothesis':
      if (row.hypothesis) return <HypothesisCell column={column} hypothesis={row.hypothesis} />;
      return column.id === 'hypothesis' && slot.hypothesis && row.factor ? (
        <AddSlot
          target={{ kind: 'hypothesis', factorId: row.factor.id }}
          parentSubject={subjectOf('factor', row.factor.title)}
        />
      ) : null;
    case 'measure':
      if (row.measure) return <MeasureCell column={column} measure={row.measure} />;
      return column.id === 'measure' && slot.measure && row.hypothesis ? (
        <AddSlot
          target={{ kind: 'measure', hypothesisId: row.hypothesis.id }}
          parentSubject={subjectOf('hypothesis', row.hypothesis.title)}
        />
      ) : null;
    case 'work':
      if (row.work) return <WorkCell column={column} work={row.work} />;
      return slot.work && row.hypothesis ? (
        <AddSlot
          target={{ kind: 'work', hypothesisId: row.hypothesis.id }}
          parentSubject={subjectOf('hypothesis', row.hypothesis.title)}
        />
      ) : null;
  }
}

export function Cell({ column, model }: { column: TableColumn; model: TableRowModel }) {
  const level = column.kind;
  const continued = level !== 'measure' && level !== 'work' && model.continued[level];
  return (
    <div
      role="cell"
      className={classes.cell}
      data-column={column.id}
      data-continued={continued || undefined}
      data-merged={(level !== 'measure' && level !== 'work') || undefined}
    >
      {continued ? null : <CellBody column={column} model={model} />}
    </div>
  );
}
