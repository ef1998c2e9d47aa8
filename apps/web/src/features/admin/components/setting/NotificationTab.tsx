import { Alert, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { notificationKindLabels } from '@kaizen/domain';
import { useState } from 'react';
import { errorMessageOf } from '../../../../lib/form-errors';
import { useProjects } from '../../../projects/public';
import { useNotificationSettings } from '../../api/notification-settings';
import { NotificationRow } from './NotificationRow';
import { ReadOnlyNote } from './ReadOnlyNote';

const GLOBAL = 'global';

/**
 * 通知設定: which changes produce notifications, for every project at once or for one project,
 * whose own value overrides the global one. 管理者 and マネージャー edit.
 */
export function NotificationTab({ editable }: { editable: boolean }) {
  const projects = useProjects();
  const [scope, setScope] = useState<string>(GLOBAL);
  const projectId = scope === GLOBAL ? null : Number(scope);
  const settings = useNotificationSettings(projectId);

  const scopeOptions = [
    { value: GLOBAL, label: '全体（すべてのプロジェクト）' },
    ...(projects.data ?? []).map((project) => ({
      value: String(project.id),
      label: `${project.project_name}（${project.company_name}）`,
    })),
  ];

  return (
    <Stack gap="md">
      {editable ? null : <ReadOnlyNote>通知設定の編集は管理者とマネージャーのみ行えます</ReadOnlyNote>}
      <Select
        label="対象"
        data={scopeOptions}
        value={scope}
        onChange={(value) => setScope(value ?? GLOBAL)}
        allowDeselect={false}
        searchable
        maw={420}
      />
      <Text size="xs" c="dimmed">
        {projectId === null
          ? '全体の設定は、個別の設定がないすべてのプロジェクトに適用されます。'
          : 'プロジェクト個別の設定は全体の設定より優先されます。'}
      </Text>
      {settings.isPending ? (
        <Loader size="sm" aria-label="読み込み中" />
      ) : settings.isError ? (
        <Alert color="red" variant="light">
          {errorMessageOf(settings.error)}
        </Alert>
      ) : (
        <Table aria-label="通知の種類" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>通知の種類</Table.Th>
              <Table.Th>通知</Table.Th>
              {projectId === null ? null : <Table.Th>設定元</Table.Th>}
              {projectId === null || !editable ? null : <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settings.data.settings.map((setting) => (
              <NotificationRow
                key={setting.kind}
                label={notificationKindLabels[setting.kind]}
                setting={setting}
                projectId={projectId}
                editable={editable}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
