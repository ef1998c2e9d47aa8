import { Stack, Table, Text } from '@mantine/core';
import {
  formatThousands,
  patternLabel,
  RESULTS_CSV_HEADER,
  RESULTS_CSV_MAX_BYTES,
  resultsCsvMessages,
  toCsv,
  type ImportResultsResponse,
} from '@kaizen/domain';
import { CsvImportDialog } from '../../../../components/csv/CsvImportDialog';
import classes from '../../../../components/csv/csv-preview.module.css';
import { useImportResultsCsv, usePreviewResultsCsv } from '../../api/results-import';
import { useReport } from '../context';
import { PreviewHead } from '../../../../components/csv/PreviewHead';

const figure = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : formatThousands(value);

function PreviewRows({ rows }: { rows: ImportResultsResponse['rows'] }) {
  const withValues = rows.some((row) => row.value_sum !== undefined);
  const headings = ['行', 'パターン', '訪問数', 'CV数', ...(withValues ? ['売上合計', '売上の二乗和'] : [])];
  return (
    <Stack gap={4}>
      <Text size="sm">{rows.length}パターン分を読み取りました。取り込むと、入力済みの数値は置き換わります。</Text>
      <Table fz="xs" striped withTableBorder aria-label="取り込む検証データ" className={classes.previewTable}>
        <PreviewHead headings={headings} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}行目</Table.Td>
              <Table.Th scope="row">{row.label}</Table.Th>
              {[row.users, row.conversions, ...(withValues ? [row.value_sum, row.value_sum_squares] : [])].map(
                (value, index) => (
                  <Table.Td key={index} ta="right">
                    {figure(value)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * 検証データをCSVで取り込む (issue 32 §1), as the analytics CSV import (components/csv/CsvImportDialog):
 * a preview with every row error first, then all rows saved at once, only when none is wrong.
 */
export function ResultsCsvDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { data, measureId } = useReport();
  const template = () => {
    const patterns = [...data.td].sort((a, b) => a.pattern - b.pattern);
    const rows = patterns.map((p) => [patternLabel(p), '', '', '', '']);
    return { name: '検証データ_テンプレート.csv', csv: toCsv([...RESULTS_CSV_HEADER], rows) };
  };
  return (
    <CsvImportDialog
      opened={opened}
      onClose={onClose}
      title="検証データをCSVで取り込む"
      size="lg"
      intro="1行に1パターンの数値を書いたCSVファイル（UTF-8またはShift_JIS）を選んでください。見出しは「パターン・訪問数・CV数・売上合計・売上の二乗和」で、パターン・訪問数・CV数は必須です。パターンは番号か、このレポートでの名前で書きます。"
      template={template}
      maxBytes={RESULTS_CSV_MAX_BYTES}
      tooLargeMessage={resultsCsvMessages.tooLarge}
      preview={usePreviewResultsCsv(measureId)}
      save={useImportResultsCsv(measureId)}
      renderRows={(rows) => <PreviewRows rows={rows} />}
    />
  );
}
