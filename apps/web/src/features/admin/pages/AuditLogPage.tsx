import {
  auditActorLabel,
  auditEventLabels,
  auditEvents,
  auditWhat,
  type AuditEvent,
  type AuditFilter,
} from '@kaizen/domain';
import { Alert, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { LabelledPagination } from '../../../components/pagination/LabelledPagination';
import { useState } from 'react';
import { useMe } from '../../auth/public';
import { formatDateTime } from '../../../lib/dates';
import { ExportButton } from '../../exports/public';
import { toast } from '../../../lib/toasts';
import { fetchAuditCsv, useAuditLog } from '../api/audit';
import { RetentionField } from '../components/audit/RetentionField';
import { settingPermissions } from '../components/setting/permissions';

const eventOptions = auditEvents.map((event) => ({ value: event, label: auditEventLabels[event] }));

function AuditLog() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const { data, isError } = useAuditLog({ ...filter, page });
  const change = (next: AuditFilter) => {
    setFilter(next);
    setPage(1);
  };
  const auditCsv = async () => {
    try {
      return await fetchAuditCsv(filter);
    } catch (error) {
      toast.failure('CSVを書き出せませんでした');
      throw error;
    }
  };
  const actorOptions = (data?.actors ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  return (
    <Stack gap="md">
      <Group align="end" gap="sm">
        <Select
          label="利用者"
          placeholder="すべて"
          clearable
          data={actorOptions}
          value={filter.actor_id === undefined ? null : String(filter.actor_id)}
          onChange={(v) => change({ ...filter, actor_id: v ? Number(v) : undefined })}
        />
        <Select
          label="操作"
          placeholder="すべて"
          clearable
          data={eventOptions}
          value={filter.event ?? null}
          onChange={(v) => change({ ...filter, event: (v as AuditEvent | null) ?? undefined })}
        />
        <TextInput
          type="date"
          label="期間（から）"
          value={filter.from ?? ''}
          onChange={(e) => change({ ...filter, from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label="期間（まで）"
          value={filter.to ?? ''}
          onChange={(e) => change({ ...filter, to: e.currentTarget.value || undefined })}
        />
        <ExportButton label="CSVを書き出す" size="sm" fileName={() => '監査ログ'} csv={auditCsv} />
      </Group>
      {isError && <Alert color="red">監査ログを読み込めませんでした</Alert>}
      <Table striped aria-label="監査ログ">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>日時</Table.Th>
            <Table.Th>利用者</Table.Th>
            <Table.Th>操作</Table.Th>
            <Table.Th>アドレス</Table.Th>
            <Table.Th>内容</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatDateTime(entry.created_at)}</Table.Td>
              <Table.Td>{auditActorLabel(entry)}</Table.Td>
              <Table.Td>{auditEventLabels[entry.event]}</Table.Td>
              <Table.Td>{entry.ip ?? ''}</Table.Td>
              <Table.Td>{auditWhat(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data && data.entries.length === 0 && <Text c="dimmed">該当する記録はありません</Text>}
      {data && data.total > data.page_size && (
        <LabelledPagination
          total={Math.ceil(data.total / data.page_size)}
          value={page}
          onChange={setPage}
          aria-label="監査ログのページ"
        />
      )}
      <RetentionField />
    </Stack>
  );
}

/** /admin/audit: who signed in, changed accounts or projects, exported or backed up — 管理者 only. */
export default function AuditLogPage() {
  const me = useMe();
  return (
    <Stack gap="md">
      <Title order={1} fz="xl">
        監査ログ
      </Title>
      {settingPermissions(me).isAdmin ? <AuditLog /> : <Alert color="yellow">監査ログは管理者のみが見られます</Alert>}
    </Stack>
  );
}
