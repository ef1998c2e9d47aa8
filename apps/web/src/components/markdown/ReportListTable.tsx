import { Anchor, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PrefetchLink } from '../PrefetchLink';
import { formatDay } from '../../lib/dates';

interface ListedReport {
  id: number;
  title: string;
  /** 0: not shown to client users — left out of a page printed for the client. */
  is_show: 0 | 1;
  user_name: string | null;
  updated_at: string;
}

/** A column a report kind adds between the title and the author (a monthly report's kind and period). */
interface ReportColumn<T> {
  header: string;
  width: number;
  cell: (report: T) => ReactNode;
}

/** The 公開 switch and delete of one report, for those who may edit. */
interface ReportEditCells<T> {
  visibility: (report: T) => ReactNode;
  remove: (report: T) => ReactNode;
}

/**
 * A list of reports, newest first as given: the title linking to the report, the kind's own columns,
 * author and last update; with `edit`, also the 公開 switch and delete. With `minWidth` the table
 * scrolls sideways on a narrow screen instead of squeezing its columns. On paper the switch and delete
 * columns go, a private report says 非公開 beside its title, and a page printed for the client
 * (data-print-audience, app/styles.css) leaves private reports out.
 */
export function ReportListTable<T extends ListedReport>({
  label,
  reports,
  href,
  columns = [],
  edit,
  rowTestId,
  minWidth,
}: {
  label: string;
  reports: T[];
  href: (report: T) => string;
  columns?: ReportColumn<T>[];
  edit?: ReportEditCells<T> | undefined;
  rowTestId?: (report: T) => string;
  minWidth?: number;
}) {
  const table = (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>タイトル</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.header} w={column.width}>
              {column.header}
            </Table.Th>
          ))}
          <Table.Th w={120}>作成者</Table.Th>
          <Table.Th w={100}>更新日</Table.Th>
          {edit ? (
            <>
              <Table.Th w={110} className="no-print">
                公開設定
              </Table.Th>
              <Table.Th w={50} className="no-print">
                <Text span size="xs" c="dimmed">
                  削除
                </Text>
              </Table.Th>
            </>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reports.map((report) => (
          <Table.Tr key={report.id} data-testid={rowTestId?.(report)} data-private={report.is_show === 0 || undefined}>
            <Table.Td>
              <Anchor component={PrefetchLink} to={href(report)}>
                {report.title}
              </Anchor>
              {report.is_show === 0 ? (
                <Text span size="xs" ml={6} data-print-only>
                  （非公開）
                </Text>
              ) : null}
            </Table.Td>
            {columns.map((column) => (
              <Table.Td key={column.header}>{column.cell(report)}</Table.Td>
            ))}
            <Table.Td>{report.user_name ?? '—'}</Table.Td>
            <Table.Td>{formatDay(report.updated_at)}</Table.Td>
            {edit ? (
              <>
                <Table.Td className="no-print">{edit.visibility(report)}</Table.Td>
                <Table.Td className="no-print">{edit.remove(report)}</Table.Td>
              </>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table;
}
