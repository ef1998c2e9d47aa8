import { Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminDocument } from '@kaizen/domain';
import { IconUpload } from '@tabler/icons-react';
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
import { useAdminDocuments, useDeleteAdminDocument } from '../api/admin-documents';
import { adminDocumentColumns, matchesDocumentSearch } from '../components/admin/admin-documents-columns';
import { companyChoices, ownerOf, type DocumentKind } from '../components/admin/document-filters';
import { UploadDocumentModal } from '../components/admin/UploadDocumentModal';

type KindFilter = 'all' | DocumentKind;

/**
 * /admin/documents ドキュメント: every client project's and sales customer's PDF (staff), searchable,
 * filtered by kind and company, sortable; upload to a chosen project or customer, and delete after
 * asking — both through that owner's own calls.
 */
export default function AdminDocumentsPage() {
  const documents = useAdminDocuments();
  const remove = useDeleteAdminDocument();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const [company, setCompany] = useState<string | null>(null);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'created_at', desc: true }]);
  const [uploading, setUploading] = useState(false);

  const columns = useMemo(
    () =>
      adminDocumentColumns((document: AdminDocument) =>
        confirmDeletion({
          title: 'PDFの削除',
          message: `「${document.name}」を削除しますか？`,
          onConfirm: () => remove.mutate({ owner: ownerOf(document), id: document.id }),
        }),
      ),
    [remove],
  );
  const columnFilters = useMemo<ColumnFiltersState>(
    () => [
      ...(kind === 'all' ? [] : [{ id: 'kind', value: kind }]),
      ...(company === null ? [] : [{ id: 'company_name', value: company }]),
    ],
    [kind, company],
  );
  const all = documents.data?.documents;
  const companies = useMemo(() => companyChoices(all ?? []), [all]);

  const table = useReactTable({
    data: all ?? [],
    columns,
    state: { sorting, globalFilter: search, columnFilters },
    onSortingChange: setSorting,
    globalFilterFn: matchesDocumentSearch,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  if (documents.isPending) return <FullPageLoader />;
  if (documents.error) return <RouteErrorContent error={documents.error} />;
  const rows = table.getRowModel().rows;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="xl">
          ドキュメント
        </Title>
        <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
          アップロード
        </Button>
      </Group>
      <Group gap="sm">
        <ListToolbar
          searchLabel="ファイル名・プロジェクト・会社名で検索"
          search={search}
          onSearch={setSearch}
          filterLabel="種別で絞り込み"
          filter={kind}
          onFilter={setKind}
          filterOptions={[
            { value: 'all', label: 'すべて' },
            { value: 'project', label: 'プロジェクト' },
            { value: 'sale', label: '営業顧客' },
          ]}
          count={rows.length}
        />
        <Select
          aria-label="会社で絞り込み"
          placeholder="すべての会社"
          searchable
          clearable
          nothingFoundMessage="該当する会社はありません"
          data={companies}
          value={company}
          onChange={setCompany}
          w={240}
        />
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table
          striped
          highlightOnHover
          withTableBorder
          aria-label="ドキュメント一覧"
          styles={{ th: { whiteSpace: 'nowrap' } }}
        >
          <SortableTableHead table={table} />
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {all?.length === 0 ? 'ドキュメントはまだありません' : '該当するドキュメントはありません'}
        </Text>
      ) : null}
      <UploadDocumentModal opened={uploading} onClose={() => setUploading(false)} />
    </Stack>
  );
}
