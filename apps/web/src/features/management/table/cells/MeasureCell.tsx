import type { MeasureNode } from '@kaizen/domain';
import { useManagement } from '../../context';
import type { TableColumn } from '../columns';
import { CvrCell } from './CvrCell';
import { PeriodCell } from './DateCells';
import { subjectOf } from './labels';
import { MasterCell } from './MasterCell';
import { RankCell } from './RankCell';
import { TitleCell } from './TitleCell';
import { VisibilityCell } from './VisibilityCell';

/**
 * The cells of a measure (施策). Importance, urgency, priority and verification are never sent
 * empty: a missing one goes as 0 (spec §5).
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
  const save = (fields: Record<string, unknown>) => saveNode('measure', measure.id, fields);
  const level = (items: typeof info.master_importance, value: number | null, field: string) => (
    <MasterCell items={items} value={value} label={label} clearable={false} onSave={(v) => save({ [field]: v ?? 0 })} />
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
      return level(info.master_importance, measure.importance, 'importance');
    case 'urgency':
      return level(info.master_urgency, measure.urgency, 'urgency');
    case 'priority':
      return level(info.master_priority, measure.priority, 'priority');
    case 'verification':
      return level(info.master_verification, measure.verification, 'verification');
    case 'rank':
      return <RankCell value={measure.rank} label={label} onSave={(rank) => save({ rank })} />;
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
  }
}
