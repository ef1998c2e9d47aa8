import { useDroppable } from '@dnd-kit/core';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useManagement } from '../context';
import type { DragNode, DropTarget } from '../dnd/types';
import { AddRootRow } from './AddRootRow';
import type { TableColumn } from './columns';
import { FlatTable } from './FlatTable';
import type { TableRowModel } from './rows';
import classes from './table.module.css';

interface SectionProps {
  rows: TableRowModel[];
  columns: readonly TableColumn[];
}

function SectionTitle({ title, rows }: { title: string; rows: number }) {
  return (
    <Group gap="xs" align="baseline">
      <Title order={2} fz="md">
        {title}
      </Title>
      <Text size="xs" c="dimmed">
        {rows}行
      </Text>
    </Group>
  );
}

/** KPIテーブル: one row per path under each KPI; an inbox task dropped on a row joins that row's KPI. */
export function KpiTableSection({ rows, columns }: SectionProps) {
  const { canEdit } = useManagement();
  return (
    <Stack gap="xs" component="section" aria-label="KPIテーブル">
      <SectionTitle title="KPIテーブル" rows={rows.length} />
      {canEdit ? (
        <Text size="xs" c="dimmed">
          未整理の課題をKPIの行にドロップすると、そのKPIの課題になります。
        </Text>
      ) : null}
      <FlatTable label="KPIテーブル" rows={rows} columns={columns} kpiRows empty="KPIはまだありません" />
      <AddRootRow target={{ kind: 'kpi' }} text="+ KPIを追加" label="新しいKPI" />
    </Stack>
  );
}

/** KPIに紐づかない課題: the same table from the task down; the whole section takes inbox tasks. */
export function NonKpiTableSection({ rows, columns }: SectionProps) {
  const { canEdit } = useManagement();
  const { setNodeRef, isOver, active } = useDroppable({
    id: 'non-kpi-zone-table',
    data: { type: 'non-kpi-zone' } satisfies DropTarget,
    disabled: !canEdit,
  });
  const dragged = active?.data.current as DragNode | undefined;
  return (
    <Stack
      ref={setNodeRef}
      gap="xs"
      component="section"
      aria-label="KPIに紐づかない課題"
      className={classes.dropZone}
      data-drop-over={(isOver && dragged?.kind === 'task') || undefined}
      data-testid="non-kpi-table-zone"
    >
      <SectionTitle title="KPIに紐づかない課題" rows={rows.length} />
      {canEdit ? (
        <Text size="xs" c="dimmed">
          未整理の課題をここにドロップすると、KPIに紐づかない課題になります。
        </Text>
      ) : null}
      <FlatTable
        label="KPIに紐づかない課題"
        rows={rows}
        columns={columns}
        kpiRows={false}
        empty="KPIに紐づかない課題はありません"
      />
      <AddRootRow target={{ kind: 'task', kpiId: null }} text="+ 課題を追加" label="新しい課題" />
    </Stack>
  );
}
