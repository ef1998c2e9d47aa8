import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { operationLabel, roleLabel, type UserListEntry } from '@kaizen/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { createColumnHelper, type FilterFn } from '@tanstack/react-table';
import { EmailCell } from './EmailCell';

const column = createColumnHelper<UserListEntry>();

/** The search box matches name, account and company name. */
export const matchesUserSearch: FilterFn<UserListEntry> = (row, _columnId, value: string) => {
  const needle = value.trim().toLowerCase();
  if (!needle) return true;
  const { user_name, account, company_name } = row.original;
  return [user_name, account, company_name].some((text) => text.toLowerCase().includes(needle));
};

export interface RowActions {
  canEdit: (user: UserListEntry) => boolean;
  canDelete: (user: UserListEntry) => boolean;
  onEdit: (user: UserListEntry) => void;
  onDelete: (user: UserListEntry) => void;
}

export function userColumns(actions: RowActions) {
  return [
    column.accessor('user_id', { header: 'ID', size: 60 }),
    column.accessor('account', { header: 'アカウント' }),
    column.accessor('user_name', { header: '氏名' }),
    column.accessor('role', {
      header: '権限',
      cell: (info) => roleLabel(info.getValue()),
    }),
    column.accessor('operation', {
      header: '区分',
      cell: (info) => (
        <Badge variant="light" color={info.getValue() === 0 ? 'teal' : 'indigo'}>
          {operationLabel(info.row.original.role_num)}
        </Badge>
      ),
      filterFn: 'equals',
    }),
    column.accessor('company_name', { header: '会社名' }),
    column.accessor((user) => user.email ?? '', {
      id: 'email',
      header: 'メールアドレス',
      cell: ({ row }) => <EmailCell user={row.original} />,
    }),
    column.display({
      id: 'actions',
      header: '操作',
      enableSorting: false,
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          {actions.canEdit(row.original) ? (
            <Tooltip label="編集" withArrow>
              <ActionIcon
                variant="subtle"
                aria-label={`${row.original.user_name}を編集`}
                onClick={() => actions.onEdit(row.original)}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {actions.canDelete(row.original) ? (
            <Tooltip label="削除" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${row.original.user_name}を削除`}
                onClick={() => actions.onDelete(row.original)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    }),
  ];
}
