import { Alert, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { LabelledPagination } from '../../../components/pagination/LabelledPagination';
import {
  historyTargetKindLabels,
  historyTargetKinds,
  isStaffRoleNum,
  type ActivityQuery,
  type HistoryTargetKind,
} from '@kaizen/domain';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useMe } from '../../auth/public';
import { useProjectActivity } from '../api/history';
import { HistoryList } from '../components/HistoryList';

const kindOptions = historyTargetKinds.map((kind) => ({ value: kind, label: historyTargetKindLabels[kind] }));
const isKind = (value: string | null): value is HistoryTargetKind =>
  value !== null && (historyTargetKinds as readonly string[]).includes(value);

/** /client/{projectId}/activity: who changed what in the project, newest first (staff only). */
export default function ActivityPage() {
  const projectId = Number(useParams().clientProjectId);
  const isStaff = isStaffRoleNum(useMe().role_num);
  const [filter, setFilter] = useState<ActivityQuery>({});
  const activity = useProjectActivity(projectId, filter, isStaff);
  // The feed is staff's (docs/permissions.md): a client user who typed the address goes where the admin check sends them.
  if (!isStaff) return <Navigate to="/403" replace />;
  const change = (next: Partial<ActivityQuery>) => setFilter((f) => ({ ...f, ...next, page: undefined }));
  const data = activity.data;
  return (
    <Stack gap="md">
      <Title order={1} fz="xl">
        アクティビティ
      </Title>
      <Group gap="sm" align="flex-end" role="search" aria-label="アクティビティの絞り込み">
        <Select
          label="人"
          placeholder="すべて"
          clearable
          data={(data?.people ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={filter.user_id === undefined ? null : String(filter.user_id)}
          onChange={(value) => change({ user_id: value === null ? undefined : Number(value) })}
        />
        <Select
          label="種類"
          placeholder="すべて"
          clearable
          data={kindOptions}
          value={filter.target_kind ?? null}
          onChange={(value) => change({ target_kind: isKind(value) ? value : undefined })}
        />
        <TextInput
          label="期間（開始）"
          type="date"
          value={filter.from ?? ''}
          onChange={(e) => change({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          label="期間（終了）"
          type="date"
          value={filter.to ?? ''}
          onChange={(e) => change({ to: e.currentTarget.value || undefined })}
        />
      </Group>
      {activity.isPending && <Loader size="sm" aria-label="アクティビティを読み込み中" />}
      {activity.error && <Alert color="red">アクティビティを読み込めませんでした</Alert>}
      {data && (
        <>
          <Text size="sm">{data.total}件</Text>
          <HistoryList entries={data.entries} withTarget />
          {data.total > data.page_size && (
            <LabelledPagination
              total={Math.ceil(data.total / data.page_size)}
              value={data.page}
              onChange={(page) => setFilter((f) => ({ ...f, page }))}
              aria-label="アクティビティのページ"
            />
          )}
        </>
      )}
    </Stack>
  );
}
