import { Anchor, Badge, Table, Text } from '@mantine/core';
import {
  formatUplift,
  MEASURE_REPORT_SEARCH_LIMIT,
  verdictLabels,
  type MeasureReportSearchResult,
} from '@kaizen/domain';
import { PrefetchLink } from '../../../../components/PrefetchLink';
import { reportPath } from '../../../../lib/measure-report-paths';
import { figureText, periodText } from '../../report-format';

const verdictColors = { win: 'teal', lose: 'red', inconclusive: 'gray', insufficient: 'gray' } as const;

/** The reports found, newest first or by uplift: each row opens the report. */
export function SearchResults({
  results,
  truncated,
  byUplift,
}: {
  results: MeasureReportSearchResult[];
  truncated: boolean;
  byUplift: boolean;
}) {
  if (results.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        条件に合う施策レポートはありません
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">
        {truncated
          ? `${MEASURE_REPORT_SEARCH_LIMIT}件を超えたため、${byUplift ? '改善率の高い順' : '新しい順'}に${MEASURE_REPORT_SEARCH_LIMIT}件を表示しています`
          : `${results.length}件`}
      </Text>
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover withTableBorder aria-label="検索結果">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>施策</Table.Th>
              <Table.Th>会社</Table.Th>
              <Table.Th>プロジェクト</Table.Th>
              <Table.Th>採用パターン</Table.Th>
              <Table.Th>期間</Table.Th>
              <Table.Th ta="right">CVR上昇率</Table.Th>
              <Table.Th>判定</Table.Th>
              <Table.Th ta="right">改善率</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((row) => (
              <Table.Tr key={row.measure_id}>
                <Table.Td>
                  <Anchor component={PrefetchLink} to={reportPath(row.project_id, row.measure_id)} size="sm" fw={500}>
                    {row.measure || '（無題の施策）'}
                  </Anchor>
                  {row.is_show === 0 ? (
                    <Badge size="xs" variant="light" color="gray" ml={6}>
                      非公開
                    </Badge>
                  ) : null}
                  {row.porpose ? (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {row.porpose}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{row.company_name}</Table.Td>
                <Table.Td>{row.project_name}</Table.Td>
                <Table.Td>
                  {row.pattern ?? (
                    <Text span size="sm" c="dimmed">
                      なし
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{periodText(row.start_date, row.end_date, null) || '—'}</Table.Td>
                <Table.Td ta="right">{figureText(row.cvr_increase, '%') || '—'}</Table.Td>
                <Table.Td>
                  {row.verdict ? (
                    <Badge size="sm" variant="light" color={verdictColors[row.verdict]}>
                      {verdictLabels[row.verdict]}
                    </Badge>
                  ) : (
                    <Text span size="sm" c="dimmed">
                      未入力
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatUplift(row.uplift)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
