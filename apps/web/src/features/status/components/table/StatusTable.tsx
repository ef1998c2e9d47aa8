import { Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { schedulePhaseLabels, statusTableSheet, type MasterItem, type StatusTableRow } from '@kaizen/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { memo, useMemo } from 'react';
import { DateField, DateRangeField } from '../../../../components/editors/DateField';
import { StatusBadge } from '../../../../components/editors/StatusBadge';
import { formatPeriod } from '../../../../lib/dates';
import { NodeAssignees, usePeople } from '../../../assignees/public';
import { ExportButton } from '../../../exports/public';
import { useProject } from '../../../projects/public';
import { fileNamePart } from '../../../../lib/download';
import { useUpdateSchedule } from '../../api/status';
import { timelineScale, timelineSpans, type TimelineScale } from './timeline';
import classes from './status-table.module.css';

const StatusTableRowView = memo(function StatusTableRowView({
  row,
  statuses,
  scale,
  today,
  canEdit,
  save,
}: {
  row: StatusTableRow;
  statuses: MasterItem[];
  scale: TimelineScale | null;
  today: string;
  canEdit: boolean;
  save: (body: Parameters<ReturnType<typeof useUpdateSchedule>['mutateAsync']>[0]) => Promise<unknown>;
}) {
  const statusClass = statuses.find((s) => s.id === row.status)?.class ?? null;
  const spans = scale ? timelineSpans(row, scale, statusClass, today) : [];
  const label = `施策「${row.title}」`;
  const range = (phase: 'preparation' | 'confirmation' | 'verification') => (
    <DateRangeField
      label={`${label}の${schedulePhaseLabels[phase]}期間`}
      start={row[phase][0]}
      end={row[phase][1]}
      readOnly={!canEdit}
      narrow
      onSave={(next) => save({ id: row.id, [phase]: next })}
    />
  );
  return (
    <Table.Tr data-testid={`schedule-${row.id}`}>
      <Table.Td>
        <Text size="xs" fw={500}>
          {row.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {row.path.join(' › ')}
        </Text>
        <NodeAssignees kind="measure" id={row.id} subject={label} assignees={row.assignees} />
      </Table.Td>
      <Table.Td>{row.status === null ? '—' : <StatusBadge status={row.status} items={statuses} />}</Table.Td>
      <Table.Td>{range('preparation')}</Table.Td>
      <Table.Td>{range('confirmation')}</Table.Td>
      <Table.Td>{range('verification')}</Table.Td>
      <Table.Td>
        <DateField
          label={`${label}の完了日`}
          value={row.completion}
          readOnly={!canEdit}
          onSave={(next) => save({ id: row.id, completion: next })}
        />
      </Table.Td>
      <Table.Td>
        <div className={classes.timeline} aria-label={`${label}の日程`} role="img">
          {scale?.today !== null && scale ? (
            <div className={classes.today} style={{ left: `${scale.today}%` }} />
          ) : null}
          {spans.map((span) => (
            <Tooltip
              key={span.phase}
              label={`${schedulePhaseLabels[span.phase]}${span.overdue ? '（期限超過）' : ''}`}
              withArrow
            >
              <div
                className={classes.span}
                data-phase={span.phase}
                data-overdue={span.overdue || undefined}
                style={{ left: `${span.left}%`, width: `${span.width}%` }}
              />
            </Tooltip>
          ))}
        </div>
        {spans.some((s) => s.overdue) ? (
          <Group gap={2} className={classes.overdue} aria-label="期限超過">
            <IconAlertTriangle size={12} />
            <Text size="xs">
              期限超過：
              {spans
                .filter((s) => s.overdue)
                .map((s) => schedulePhaseLabels[s.phase])
                .join('・')}
            </Text>
          </Group>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
});

function Legend({ scale }: { scale: TimelineScale }) {
  return (
    <Group gap="md" className={classes.legend}>
      {(['preparation', 'confirmation', 'verification', 'completion'] as const).map((phase) => (
        <Group key={phase} gap={4}>
          <div className={classes.swatch} data-phase={phase} />
          <Text size="xs">{schedulePhaseLabels[phase]}</Text>
        </Group>
      ))}
      <Text size="xs" c="dimmed">
        表示期間 {formatPeriod(scale.start, scale.end)}（縦線は今日）
      </Text>
    </Group>
  );
}

/**
 * The status table (product.md §3.5): one row per measure with its preparation, confirmation and verification
 * periods and completion date, editable in place (both ends or neither), and a timeline bar per row
 * against one shared scale; overdue phases are marked. 「出力」 saves the rows shown as CSV or Excel.
 */
export function StatusTable({
  projectId,
  rows,
  statuses,
  canEdit,
}: {
  projectId: number;
  rows: StatusTableRow[];
  statuses: MasterItem[];
  canEdit: boolean;
}) {
  const { mutateAsync: save } = useUpdateSchedule(projectId);
  const today = dayjs().format('YYYY-MM-DD');
  const scale = useMemo(() => timelineScale(rows, today), [rows, today]);
  const people = usePeople(projectId);
  const project = useProject(projectId);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" wrap="nowrap">
        {scale ? <Legend scale={scale} /> : <span />}
        <ExportButton
          label="出力"
          disabled={rows.length === 0}
          fileName={() =>
            `ステータス表_${fileNamePart(project.data?.project_name ?? String(projectId))}_${dayjs().format('YYYYMMDD')}`
          }
          sheet={() => statusTableSheet(rows, statuses, (id) => people.data?.find((person) => person.id === id)?.name)}
          audit={{ source: 'status', projectId }}
        />
      </Group>
      <div className={classes.scroll}>
        <Table withTableBorder fz="xs" aria-label="ステータス表" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={170}>施策</Table.Th>
              <Table.Th w={84}>ステータス</Table.Th>
              <Table.Th w={140}>準備期間</Table.Th>
              <Table.Th w={140}>確認期間</Table.Th>
              <Table.Th w={140}>検証期間</Table.Th>
              <Table.Th w={134}>完了日</Table.Th>
              <Table.Th>日程</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <StatusTableRowView
                key={row.id}
                row={row}
                statuses={statuses}
                scale={scale}
                today={today}
                canEdit={canEdit}
                save={save}
              />
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          施策はまだありません
        </Text>
      ) : null}
    </Stack>
  );
}
