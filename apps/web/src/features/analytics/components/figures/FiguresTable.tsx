import { Table } from '@mantine/core';
import { formatShownFigure, type AnalyticsMonth, type MonthlySeriesRow, figureSourceLabels } from '@kaizen/domain';
import { formatDateTime } from '../../../../lib/dates';
import { formatMonth, rateText } from './figures-format';
import classes from './Figures.module.css';

const headings = [
  '年月',
  'セッション数',
  'CV',
  'CVR',
  '成約数',
  '売上',
  '目標CV',
  '目標成約数',
  '目標売上',
  '取得元',
  '取得日時',
];

/**
 * The numbers of every month of the period (the chart's rows), and where each month came from. Counts
 * and yen are whole, as the simulator under it shows them: a derived target can be fractional.
 */
export function FiguresTable({ rows, figures }: { rows: MonthlySeriesRow[]; figures: AnalyticsMonth[] }) {
  const stored = new Map(figures.map((figure) => [figure.month, figure]));
  return (
    <Table.ScrollContainer minWidth={880} className={classes.tableBox}>
      <Table striped withTableBorder fz="xs" aria-label="月次の数値の表" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) => (
              <Table.Th key={heading} scope="col">
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const figure = stored.get(row.month);
            return (
              <Table.Tr key={row.month} data-month={row.month}>
                <Table.Th scope="row">{formatMonth(row.month)}</Table.Th>
                <Table.Td>{formatShownFigure(row.sessions, 'count')}</Table.Td>
                <Table.Td>{formatShownFigure(row.cv, 'count')}</Table.Td>
                <Table.Td>{rateText(row.cvr)}</Table.Td>
                <Table.Td>{formatShownFigure(row.contracts, 'count')}</Table.Td>
                <Table.Td>{formatShownFigure(row.sales, 'yen')}</Table.Td>
                <Table.Td>{formatShownFigure(row.target_cv, 'count')}</Table.Td>
                <Table.Td>{formatShownFigure(row.target_contracts, 'count')}</Table.Td>
                <Table.Td>{formatShownFigure(row.target_sales, 'yen')}</Table.Td>
                <Table.Td>{figure ? figureSourceLabels[figure.source] : '—'}</Table.Td>
                <Table.Td>{figure ? formatDateTime(figure.fetched_at) : '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
