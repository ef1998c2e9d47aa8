import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FieldRow {
  label: string;
  value: ReactNode;
}

/** Label and value pairs of a report section, as a two-column table (prints as it shows). */
export function FieldList({ rows, label }: { rows: FieldRow[]; label: string }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder fz="sm" aria-label={label}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th w={120}>{row.label}</Table.Th>
            <Table.Td>{row.value === '' || row.value === null ? '—' : row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
