import type { FactorNode, HypothesisNode, KpiNode, TaskNode, WorkNode } from '@kaizen/domain';
import { NodeAssignees } from '../../../../assignees/public';
import { NodeMetricFigures } from '../../../../metrics/public';
import type { NodeFields } from '../../../api/nodes';
import { isOverdue } from '../../deadline/overdue';
import { useManagement } from '../../context';
import type { TableColumn } from '../columns';
import { DateCell } from './DateCells';
import { subjectOf } from './labels';
import { MasterCell } from './MasterCell';
import { TextCell } from './TextCell';
import { TitleCell } from './TitleCell';

type ColumnOf<K extends TableColumn['kind']> = Extract<TableColumn, { kind: K }>;

/** The cells of a KPI: title, 現状, 詳細, status and deadline (product.md §7.5 create_kpi fields). */
export function KpiCell({ column, kpi }: { column: ColumnOf<'kpi'>; kpi: KpiNode }) {
  const { info, saveNode } = useManagement();
  const label = `${subjectOf('kpi', kpi.title)}の${column.field}`;
  const save = (fields: NodeFields<'kpi'>) => saveNode({ kind: 'kpi', id: kpi.id, fields });
  switch (column.id) {
    case 'kpi':
      return (
        <>
          <TitleCell kind="kpi" node={kpi} parent={{ kind: 'kpi', node: kpi }} />
          <NodeMetricFigures binding={{ node: 'kpi', kpi_id: kpi.id }} subject={subjectOf('kpi', kpi.title)} />
        </>
      );
    case 'kpi_current':
      return <TextCell value={kpi.current.text} label={label} onSave={(v) => save({ current_figure: v })} />;
    case 'kpi_detail':
      return <TextCell value={kpi.detail.text} label={label} multiline onSave={(v) => save({ kpi_detail: v })} />;
    case 'kpi_status':
      return (
        <MasterCell items={info.status} value={kpi.status} label={label} status onSave={(v) => save({ status: v })} />
      );
    case 'kpi_dead_line':
      return (
        <DateCell
          value={kpi.deadLine}
          label={label}
          overdue={isOverdue(kpi.deadLine, kpi.status, info.status)}
          onSave={(v) => save({ dead_line: v })}
        />
      );
    case 'kpi_assignees':
      return <NodeAssignees kind="kpi" id={kpi.id} subject={subjectOf('kpi', kpi.title)} assignees={kpi.assignees} />;
  }
}

/** The cells of a task (課題): title, status and deadline. */
export function TaskCell({ column, task }: { column: ColumnOf<'task'>; task: TaskNode }) {
  const { info, saveNode } = useManagement();
  const label = `${subjectOf('task', task.title)}の${column.field}`;
  const save = (fields: NodeFields<'task'>) => saveNode({ kind: 'task', id: task.id, fields });
  switch (column.id) {
    case 'task':
      return <TitleCell kind="task" node={task} parent={{ kind: 'task', node: task }} />;
    case 'task_status':
      return (
        <MasterCell items={info.status} value={task.status} label={label} status onSave={(v) => save({ status: v })} />
      );
    case 'task_dead_line':
      return (
        <DateCell
          value={task.deadLine}
          label={label}
          overdue={isOverdue(task.deadLine, task.status, info.status)}
          onSave={(v) => save({ dead_line: v })}
        />
      );
    case 'task_assignees':
      return (
        <NodeAssignees kind="task" id={task.id} subject={subjectOf('task', task.title)} assignees={task.assignees} />
      );
  }
}

export function FactorCell({ factor }: { column: ColumnOf<'factor'>; factor: FactorNode }) {
  return <TitleCell kind="factor" node={factor} parent={{ kind: 'factor', node: factor }} />;
}

/** The cells of a hypothesis: title, category and hypothesis status. */
export function HypothesisCell({ column, hypothesis }: { column: ColumnOf<'hypothesis'>; hypothesis: HypothesisNode }) {
  const { info, saveNode } = useManagement();
  const label = `${subjectOf('hypothesis', hypothesis.title)}の${column.field}`;
  const save = (fields: NodeFields<'hypothesis'>) => saveNode({ kind: 'hypothesis', id: hypothesis.id, fields });
  switch (column.id) {
    case 'hypothesis':
      return <TitleCell kind="hypothesis" node={hypothesis} parent={{ kind: 'hypothesis', node: hypothesis }} />;
    case 'category':
      return (
        <MasterCell
          items={info.category}
          value={hypothesis.category}
          label={label}
          onSave={(v) => save({ category: v })}
        />
      );
    case 'hypothesis_status':
      return (
        <MasterCell
          items={info.hypothesis_status}
          value={hypothesis.hypothesis_status}
          label={label}
          onSave={(v) => save({ hypothesis_status: v })}
        />
      );
  }
}

/** The cells of a work (作業): title, 期限 and 担当者. */
export function WorkCell({ column, work }: { column: ColumnOf<'work'>; work: WorkNode }) {
  const { saveNode } = useManagement();
  const subject = subjectOf('work', work.title);
  switch (column.id) {
    case 'work':
      return <TitleCell kind="work" node={work} />;
    case 'work_dead_line':
      return (
        <DateCell
          value={work.deadLine}
          label={`${subject}の${column.field}`}
          overdue={isOverdue(work.deadLine, null, [])}
          onSave={(v) => saveNode({ kind: 'work', id: work.id, fields: { dead_line: v } })}
        />
      );
    case 'work_assignees':
      return <NodeAssignees kind="work" id={work.id} subject={subject} assignees={work.assignees} />;
  }
}
