import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { ROLE_ADMIN, type UserListEntry } from '@kaizen/domain';
import { IconPlus } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { confirmDeletion } from '../../../components/confirm-deletion';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { ListToolbar } from '../../../components/ListToolbar';
import { SortableTableHead } from '../../../components/SortableHeader';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { useMe } from '../../auth/public';
import { useCompanies } from '../api/companies';
import { useDeleteUser, userDeletionMessage, useUsers } from '../api/users';
import { matchesUserSearch, userColumns } from '../components/accounts/accounts-columns';
import { UserFormModal } from '../components/accounts/UserFormModal';

type KindFilter = 'all' | '0' | '1';

/** /admin/accounts: every user, searchable and sortable; staff add and edit, 管理者 deletes. */
export default function AccountsPage() {
  const me = useMe();
  const users = useUsers();
  const companies = useCompanies();
  const deleteUser = useDeleteUser();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'user_id', desc: false }]);
  const [editing, setEditing] = useState<UserListEntry | 'new' | null>(null);

  const columns = useMemo(
    () =>
      userColumns({
        // Staff edit client users and staff of their own role or below (the server says the same).
        canEdit: (user) => user.operation === 1 || user.role >= me.role,
        canDelete: (user) => me.role === ROLE_ADMIN && user.user_id !== me.id,
        onEdit: (user) => setEditing(user),
        onDelete: (user) =>
          confirmDeletion({
            title: 'ユーザーの削除',
            message: userDeletionMessage(user),
            onConfirm: () => deleteUser.mutate(user.user_id),
          }),
      }),
    [me.role, me.id, deleteUser],
  );
  const columnFilters = useMemo<ColumnFiltersState>(
    () => (kind === 'all' ? [] : [{ id: 'operation', value: Number(kind) }]),
    [kind],
  );

  const table = useReactTable({
    data: users.data ?? [],
    columns,
    state: { sorting, globalFilter: search, columnFilters },
    onSortingChange: setSorting,
    globalFilterFn: matchesUserSearch,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  if (users.isPending || companies.isPending) return <FullPageLoader />;
  if (users.error || companies.error) return <RouteErrorContent error={users.error ?? companies.error} />;
  const rows = table.getRowModel().rows;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="xl">
          アカウント管理
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          ユーザーを追加
        </Button>
      </Group>
      <ListToolbar
        searchLabel="氏名・アカウント・会社名で検索"
        search={search}
        onSearch={setSearch}
        filterLabel="区分で絞り込み"
        filter={kind}
        onFilter={setKind}
        filterOptions={[
          { value: 'all', label: 'すべて' },
          { value: '0', label: '社内' },
          { value: '1', label: 'クライアント' },
        ]}
        count={rows.length}
      />
      <Table striped highlightOnHover withTableBorder aria-label="ユーザー一覧">
        <SortableTableHead table={table} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`user-row-${row.original.account}`}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          該当するユーザーはいません
        </Text>
      ) : null}
      {editing ? (
        <UserFormModal
          companies={companies.data}
          user={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
