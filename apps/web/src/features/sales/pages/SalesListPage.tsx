import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { salesSheet } from '@kaizen/domain';
import { IconPlus } from '@tabler/icons-react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { ListToolbar } from '../../../components/ListToolbar';
import { SortableTableHead } from '../../../components/SortableHeader';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { ExportButton } from '../../exports/public';
import { useSalesList } from '../api/sales';
import { CreateSaleModal } from '../components/list/CreateSaleModal';
import { SaleRow } from '../components/list/SaleRow';
import { matchesSaleSearch, saleColumns } from '../components/list/sales-columns';

type View = 'live' | 'deleted';

/**
 * /admin/sales 営業顧客一覧: search, sortable columns, 新規登録, inline editing, delete (管理者・マネージャー)
 * and the 削除済み view where deleted customers are restored; 「出力」 saves the rows shown as CSV or Excel.
 */
export default function SalesListPage() {
  const [view, setView] = useState<View>('live');
  const list = useSalesList(view === 'deleted');
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'index', desc: false }]);
  const [creating, setCreating] = useState(false);

  const table = useReactTable({
    data: list.data?.sales ?? [],
    columns: saleColumns,
    state: { sorting, globalFilter: search },
    onSortingChange: setSorting,
    globalFilterFn: matchesSaleSearch,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  if (list.isPending) return <FullPageLoader />;
  if (list.error) return <RouteErrorContent error={list.error} />;
  const { user_list: users, service_list: services, can_delete: canDelete } = list.data;
  const rows = table.getRowModel().rows;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="xl">
          営業顧客一覧
        </Title>
        <Group gap="xs">
          <ExportButton
            label="出力"
            size="sm"
            disabled={rows.length === 0}
            fileName={() => `営業顧客一覧_${dayjs().format('YYYYMMDD')}`}
            sheet={() => salesSheet(rows.map((row) => row.original))}
            audit={{ source: 'sales' }}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            新規登録
          </Button>
        </Group>
      </Group>
      <ListToolbar
        searchLabel="案件名・会社名・担当者で検索"
        search={search}
        onSearch={setSearch}
        filterLabel="表示する営業顧客"
        filter={view}
        onFilter={setView}
        filterOptions={[
          { value: 'live', label: '営業顧客' },
          { value: 'deleted', label: '削除済み' },
        ]}
        count={rows.length}
      />
      <Table striped highlightOnHover withTableBorder aria-label="営業顧客一覧">
        <SortableTableHead table={table} />
        <Table.Tbody>
          {rows.map((row) => (
            <SaleRow
              key={row.original.id}
              sale={row.original}
              users={users}
              services={services}
              canDelete={canDelete}
            />
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {view === 'deleted' ? '削除済みの営業顧客はいません' : '該当する営業顧客はいません'}
        </Text>
      ) : null}
      <CreateSaleModal opened={creating} onClose={() => setCreating(false)} users={users} services={services} />
    </Stack>
  );
}
