import { Anchor, Badge, Group, ScrollArea, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { BoardColumn, MasterItem, StatusesResponse } from '@kaizen/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { StatusBadge } from '../../../../components/editors/StatusBadge';
import { PrefetchLink } from '../../../../components/PrefetchLink';
import { reportPath } from '../../../../lib/measure-report-paths';

const ALL = 'all';

/** Every measure and work of the project with its status, filtered by status and by KPI (product.md §2.5). */
export function ItemList({
  projectId,
  data,
  statuses,
  kpis,
}: {
  projectId: number;
  data: StatusesResponse;
  statuses: MasterItem[];
  kpis: BoardColumn[];
}) {
  const [status, setStatus] = useState<string>(ALL);
  const [kpi, setKpi] = useState<string>(ALL);
  const kpiOptions = useMemo(
    () => [
      { value: ALL, label: 'すべてのKPI' },
      ...kpis.flatMap((c) => c.items).map((k) => ({ value: String(k.id), label: k.title || '（無題）' })),
      { value: 'none', label: 'KPIに紐づかない課題' },
    ],
    [kpis],
  );
  const byKpi = (kpiId: number | null) => kpi === ALL || (kpi === 'none' ? kpiId === null : kpiId === Number(kpi));
  const measures = data.status_table.filter((m) => byKpi(m.kpi_id) && (status === ALL || String(m.status) === status));
  const works = status === ALL ? data.works.filter((w) => byKpi(w.kpi_id)) : [];

  return (
    <Stack gap="xs" component="section" aria-label="施策・作業の一覧">
      <Title order={2} fz="sm">
        施策・作業の一覧
      </Title>
      <Group gap="xs" grow maw={560}>
        <Select
          size="xs"
          aria-label="ステータスで絞り込み"
          data={[
            { value: ALL, label: 'すべてのステータス' },
            ...statuses.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          value={status}
          onChange={(v) => setStatus(v ?? ALL)}
          allowDeselect={false}
        />
        <Select
          size="xs"
          aria-label="KPIで絞り込み"
          data={kpiOptions}
          value={kpi}
          onChange={(v) => setKpi(v ?? ALL)}
          allowDeselect={false}
          searchable
        />
      </Group>
      <ScrollArea.Autosize mah={560} type="auto">
        <Table striped withTableBorder fz="xs" aria-label="施策・作業">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>種類</Table.Th>
              <Table.Th>名前</Table.Th>
              <Table.Th>ステータス</Table.Th>
              <Table.Th w={80}>レポート</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {measures.map((m) => (
              <ItemRow
                key={`m${m.id}`}
                kind="施策"
                title={m.title}
                path={m.path}
                status={m.status === null ? '—' : <StatusBadge status={m.status} items={statuses} />}
                report={
                  m.report_open ? (
                    <Anchor
                      component={PrefetchLink}
                      to={reportPath(projectId, m.id)}
                      size="xs"
                      aria-label={`施策「${m.title}」のレポート`}
                    >
                      レポート
                    </Anchor>
                  ) : null
                }
              />
            ))}
            {works.map((w) => (
              <ItemRow key={`w${w.id}`} kind="作業" title={w.title} path={w.path} status="—" />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {measures.length + works.length === 0 ? (
        <Text size="xs" c="dimmed">
          該当する施策・作業はありません
        </Text>
      ) : null}
    </Stack>
  );
}

/** One row of the list: its kind, its title with where it sits, its status and (measures) its report. */
function ItemRow(props: { kind: string; title: string; path: string[]; status: ReactNode; report?: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Badge size="xs" variant="outline" color="gray">
          {props.kind}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="xs" fw={500}>
          {props.title}
        </Text>
        <Text size="xs" c="dimmed">
          {props.path.join(' › ')}
        </Text>
      </Table.Td>
      <Table.Td>{props.status}</Table.Td>
      <Table.Td>{props.report}</Table.Td>
    </Table.Tr>
  );
}
