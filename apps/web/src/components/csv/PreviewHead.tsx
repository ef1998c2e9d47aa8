import { Table } from '@mantine/core';

/** A preview table's heading row: one column heading per text (an empty text heads the row labels). */
export function PreviewHead({ headings }: { headings: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {headings.map((heading) => (
          <Table.Th key={heading} scope="col">
            {heading}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
