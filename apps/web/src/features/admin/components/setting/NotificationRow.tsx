import { Badge, Button, Switch, Table } from '@mantine/core';
import type { NotificationSetting } from '@kaizen/domain';
import { useUpdateNotificationSetting } from '../../api/notification-settings';

const sourceLabels: Record<NotificationSetting['source'], { label: string; color: string }> = {
  project: { label: 'プロジェクト個別', color: 'teal' },
  global: { label: '全体の設定', color: 'blue' },
  default: { label: '初期設定', color: 'gray' },
};

interface NotificationRowProps {
  label: string;
  setting: NotificationSetting;
  /** null: the global settings. */
  projectId: number | null;
  editable: boolean;
}

/** One kind of notification: on or off as the server last answered, and for a project where that comes from. */
export function NotificationRow({ label, setting, projectId, editable }: NotificationRowProps) {
  const update = useUpdateNotificationSetting();
  const source = sourceLabels[setting.source];

  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td>
        {/* Controlled by the server's answer: the switch moves only once the change is saved. */}
        <Switch
          aria-label={label}
          checked={setting.enabled}
          disabled={!editable || update.isPending}
          onChange={(event) =>
            update.mutate({ project_id: projectId, kind: setting.kind, enabled: event.currentTarget.checked })
          }
          onLabel="ON"
          offLabel="OFF"
        />
      </Table.Td>
      {projectId === null ? null : (
        <Table.Td>
          <Badge variant="light" color={source.color} tt="none" data-testid="notification-source">
            {source.label}
          </Badge>
        </Table.Td>
      )}
      {projectId === null || !editable ? null : (
        <Table.Td>
          {setting.source === 'project' ? (
            <Button
              size="xs"
              variant="subtle"
              aria-label={`${label}を全体の設定に戻す`}
              loading={update.isPending}
              onClick={() => update.mutate({ project_id: projectId, kind: setting.kind, enabled: null })}
            >
              全体の設定に戻す
            </Button>
          ) : null}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
