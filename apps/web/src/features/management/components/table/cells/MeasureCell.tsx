import type { MasterItem, MeasureNode } from '@kaizen/domain';
import { NodeAssignees } from '../../../../assignees/public';
import type { NodeFields } from '../../../api/nodes';
import { isOverdue } from '../../deadline/overdue';
import { useManagement } from '../../context';
import type { TableColumn } from '../columns';
import { CvrCell } from './CvrCell';
import { DateCell, PeriodCell } from './DateCells';
import { subjectOf } from './labels';
import { MasterCell } from './MasterCell';
import { RankCell } from './RankCell';
import { TitleCell } from './TitleCell';
import { VisibilityCell } from './VisibilityCell';

/**
 * The cells of a measure (施策). Importance, urgency, priority and verification are never sent
 * empty: a missing one goes as 0 (product.md §5 missing masters).
 */
export function MeasureCell({
  column,
  measure,
}: {
  column: Extract<TableColumn, { kind: 'measure' }>;
  measure: MeasureNode;
}) {
  const { info, saveNode } = useManagement();
  const label = `${subjectOf('measure', measure.title)}の${column.field}`;
  const save = (fields: NodeFields<'measure'>) => saveNode({ kind: 'measure', id: measure.id, fields });
  const level = (items: MasterItem[], value: number | null, fields: (id: number) => NodeFields<'measure'>) => (
    <MasterCell items={items} value={value} label={label} clearable={false} onSave={(v) => save(fields(v ?? 0))} />
  );
  switch (column.id) {
    case 'measure':
      return <TitleCell kind="measure" node={measure} />;
    case 'measure_status':
      return (
        <MasterCell
          items={info.measure_status}
          value={measure.status}
          label={label}
          status
          onSave={(v) => save({ status: v })}
        />
      );
    case 'importance':
      return level(info.master_importance, measure.importance, (importance) => ({ importance }));
    case 'urgency':
      return level(info.master_urgency, measure.urgency, (urgency) => ({ urgency }));
    case 'priority':
      return level(info.master_priority, measure.priority, (priority) => ({ priority }));
    case 'verification':
      return level(info.master_verification, measure.verification, (verification) => ({ verification }));
    case 'rank':
      return <RankCell measure={measure} label={label} onSave={save} />;
    case 'period':
      return (
        <PeriodCell
          start={measure.verification_start_date}
          end={measure.verification_end_date}
          label={label}
          onSave={(range) => save({ verification_start_date: range.start, verification_end_date: range.end })}
        />
      );
    case 'is_show':
      return <VisibilityCell value={measure.is_show} label={label} onSave={(v) => save({ is_show: v })} />;
    case 'conversion_rate':
      return <CvrCell value={measure.conversion_rate} label={label} onSave={(v) => save({ conversion_rate: v })} />;
    case 'measure_dead_line':
      return (
        <DateCell
          value={measure.deadLine}
          label={label}
          overdue={isOverdue(measure.deadLine, measure.status, info.measure_status)}
          onSave={(v) => save({ dead_line: v })}
        />
      );
    case 'measure_assignees':
      return (
        <NodeAssignees
          kind="measure"
          id={measure.id}
          subject={subjectOf('measure', measure.title)}
          assignees={measure.assignees}
        />
      );
  }
}
