import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { flexRender, type Header, type Table as TanStackTable } from '@tanstack/react-table';

/** A table's head of sortable header cells. */
export function SortableTableHead<T>({ table }: { table: TanStackTable<T> }) {
  return (
    <Table.Thead>
      {table.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id}>
          {group.headers.map((header) => (
            <SortableHeader key={header.id} header={header} />
          ))}
        </Table.Tr>
      ))}
    </Table.Thead>
  );
}

/** A header cell that sorts its column on click, with aria-sort saying how the list is ordered. */
function SortableHeader<T>({ header }: { header: Header<T, unknown> }) {
  const sorted = header.column.getIsSorted();
  const label = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <Table.Th aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
      {header.column.getCanSort() ? (
        <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
          <Group gap={4} wrap="nowrap">
            {label}
            {sorted === 'asc' ? (
              <IconArrowUp size={14} />
            ) : sorted === 'desc' ? (
              <IconArrowDown size={14} />
            ) : (
              <IconArrowsSort size={14} opacity={0.4} />
            )}
          </Group>
        </UnstyledButton>
      ) : (
        label
      )}
    </Table.Th>
  );
}
