import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { analyticsMessages, FIGURES_CSV_MAX_BYTES, type ImportCsvResponse } from '@kaizen/domain';
import { CsvImportDialog as SharedCsvImportDialog } from '../../../../components/csv/CsvImportDialog';
import classes from '../../../../components/csv/csv-preview.module.css';
import { useImportCsv, usePreviewCsv } from '../../api/figures';
import { figureText, figuresTemplateCsv, formatMonth } from './figures-format';
import { PreviewHead } from '../../../../components/csv/PreviewHead';

function PreviewRows({ rows }: { rows: ImportCsvResponse['rows'] }) {
  const replaced = rows.filter((row) => row.replaces).length;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {rows.length}か月分を読み取りました。
        {replaced > 0 ? `うち${replaced}か月は保存済みの数値を置き換えます。` : ''}
      </Text>
      <Table.ScrollContainer minWidth={640} mah={320}>
        <Table fz="xs" striped withTableBorder aria-label="取り込む数値" className={classes.previewTable}>
          <PreviewHead headings={['行', '年月', 'セッション数', 'CV1', 'CV2', 'CV3', '成約数', '売上']} />
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}行目</Table.Td>
                <Table.Th scope="row">
                  <Group gap={6} wrap="nowrap">
                    {formatMonth(row.month)}
                    {row.replaces ? (
                      <Badge color="orange" variant="light" size="sm">
                        置き換え
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Th>
                {[row.sessions, row.cv1, row.cv2, row.cv3, row.transactions, row.revenue].map((value, index) => (
                  <Table.Td key={index} ta="right">
                    {figureText(value)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * CSVを取り込む: the months of the file, which of them replace stored ones, and every row error, before
 * anything is saved (components/csv/CsvImportDialog).
 */
export function CsvImportDialog({
  projectId,
  opened,
  onClose,
}: {
  projectId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <SharedCsvImportDialog
      opened={opened}
      onClose={onClose}
      title="CSVを取り込む"
      // The preview is a table of seven figures per month: the 400px form width would hide most of it.
      size="xl"
      intro="1行に1か月分の数値を書いたCSVファイル（UTF-8またはShift_JIS）を選んでください。見出しは「年月・セッション数・CV1・CV2・CV3・成約数・売上」で、年月とセッション数は必須です。保存済みの月は取り込んだ数値に置き換わります。"
      template={() => ({ name: '月次の数値_テンプレート.csv', csv: figuresTemplateCsv() })}
      maxBytes={FIGURES_CSV_MAX_BYTES}
      tooLargeMessage={analyticsMessages.csvTooLarge}
      preview={usePreviewCsv(projectId)}
      save={useImportCsv(projectId)}
      renderRows={(rows) => <PreviewRows rows={rows} />}
    />
  );
}
