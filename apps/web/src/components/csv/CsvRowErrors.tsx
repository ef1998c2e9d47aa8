import { Alert, Table } from '@mantine/core';
import type { CsvRowError } from '@kaizen/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import classes from './csv-preview.module.css';

/** An import's row errors (a CSV's unless `noun` names the file otherwise), each with its line, the column as the file names it, the value and why. */
export function CsvRowErrors({ errors, noun = 'CSV' }: { errors: readonly CsvRowError[]; noun?: string }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="読み取れない行があります">
      <Table fz="xs" withTableBorder aria-label={`${noun}のエラー`} className={classes.previewTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">行</Table.Th>
            <Table.Th scope="col">列</Table.Th>
            <Table.Th scope="col">値</Table.Th>
            <Table.Th scope="col">理由</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((error, index) => (
            <Table.Tr key={index}>
              <Table.Td>{error.line}行目</Table.Td>
              <Table.Td>{error.column || '—'}</Table.Td>
              <Table.Td>{error.value === '' ? '（空欄）' : error.value}</Table.Td>
              <Table.Td style={{ whiteSpace: 'normal' }}>{error.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
