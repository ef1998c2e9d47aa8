import { ActionIcon, Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import type { AdminDocument } from '@kaizen/domain';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { createColumnHelper, type FilterFn, type SortingFn } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/dates';
import { formatFileSize } from '../../format';
import { kindLabels, matchesDocument } from './document-filters';

const column = createColumnHelper<AdminDocument>();

/** A size or a time reads as one piece: 2026/11/24 and 14:05 on one line. */
const Nowrap = ({ children }: { children: string }) => (
  <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
    {children}
  </Text>
);

const japanese: SortingFn<AdminDocument> = (a, b, columnId) =>
  String(a.getValue(columnId) ?? '').localeCompare(String(b.getValue(columnId) ?? ''), 'ja');

/** The search box matches ファイル名, プロジェクト・案件, 会社 and アップロードした人. */
export const matchesDocumentSearch: FilterFn<AdminDocument> = (row, _columnId, value: string) =>
  matchesDocument(row.original, value);

/** Where the owner's own page is: the project's overview, or the sales customer's page. */
const ownerPath = (document: AdminDocument) =>
  document.kind === 'project' ? `/client/${document.owner_id}/overview` : `/admin/sales/${document.owner_id}`;

export function adminDocumentColumns(onDelete: (document: AdminDocument) => void) {
  return [
    column.accessor('kind', {
      header: '種別',
      cell: (info) => (
        <Badge
          variant="light"
          color={info.getValue() === 'project' ? 'indigo' : 'orange'}
          // The label is short and must show whole: never cut to プロジ… in a narrow column.
          styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {kindLabels[info.getValue()]}
        </Badge>
      ),
      filterFn: 'equals',
    }),
    column.accessor('company_name', { header: '会社', sortingFn: japanese, filterFn: 'equals' }),
    column.accessor('owner_name', {
      header: 'プロジェクト・案件',
      sortingFn: japanese,
      cell: ({ row }) => (
        <Anchor component={Link} to={ownerPath(row.original)} size="sm">
          {row.original.owner_name}
        </Anchor>
      ),
    }),
    column.accessor('name', {
      header: 'ファイル名',
      sortingFn: japanese,
      cell: ({ row }) => (
        <Anchor href={row.original.file} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap">
            {row.original.name}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      ),
    }),
    column.accessor('size', { header: 'サイズ', cell: (info) => <Nowrap>{formatFileSize(info.getValue())}</Nowrap> }),
    column.accessor((document) => document.user_name ?? '', {
      id: 'user_name',
      header: 'アップロードした人',
      sortingFn: japanese,
      cell: (info) => info.getValue() || '—',
    }),
    column.accessor('created_at', {
      header: '日時',
      cell: (info) => <Nowrap>{formatDateTime(info.getValue())}</Nowrap>,
    }),
    column.display({
      id: 'actions',
      header: '操作',
      enableSorting: false,
      cell: ({ row }) => (
        <Tooltip label="削除" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${row.original.name}を削除`}
            onClick={() => onDelete(row.original)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    }),
  ];
}
