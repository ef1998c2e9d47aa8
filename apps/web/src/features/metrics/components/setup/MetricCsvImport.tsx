import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import {
  formatThousands,
  METRIC_CSV_HEADER,
  METRIC_CSV_MAX_BYTES,
  metricCsvMessages,
  monthLabel,
  toCsv,
  type ImportMetricCsvResponse,
  type MetricUnit,
} from '@kaizen/domain';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { CsvImportDialog } from '../../../../components/csv/CsvImportDialog';
import classes from '../../../../components/csv/csv-preview.module.css';
import { useImportMetricCsv, usePreviewMetricCsv } from '../../api/csv-import';
import { PreviewHead } from '../../../../components/csv/PreviewHead';

function PreviewRows({ rows, unit }: { rows: ImportMetricCsvResponse['rows']; unit: MetricUnit }) {
  const replaced = rows.filter((row) => row.replaces).length;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {rows.length}か月分を読み取りました。
        {replaced > 0 ? `うち${replaced}か月は入力済みの実績を置き換えます。` : ''}
      </Text>
      <Table.ScrollContainer minWidth={360} mah={320}>
        <Table fz="xs" striped withTableBorder aria-label="取り込む実績" className={classes.previewTable}>
          <PreviewHead headings={['行', '年月', `実績（${unit}）`]} />
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}行目</Table.Td>
                <Table.Th scope="row">
                  <Group gap={6} wrap="nowrap">
                    {monthLabel(row.month)}
                    {row.replaces ? (
                      <Badge color="orange" variant="light" size="sm">
                        置き換え
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Th>
                <Table.Td ta="right">{formatThousands(row.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * CSVを取り込む for a stored manual metric: its months from a file, previewed with every row error
 * before anything is saved (components/csv/CsvImportDialog, the figures import's rules). The months
 * saved are handed back so the editor's table shows them.
 */
export function MetricCsvImport({
  projectId,
  metricId,
  metricName,
  unit,
  onImported,
}: {
  projectId: number;
  metricId: number;
  metricName: string;
  unit: MetricUnit;
  onImported: (months: { month: string; value: number }[]) => void;
}) {
  const [opened, setOpened] = useState(false);
  const preview = usePreviewMetricCsv(metricId);
  const save = useImportMetricCsv(projectId, metricId, (result) =>
    onImported(result.rows.map(({ month, value }) => ({ month, value }))),
  );
  return (
    <>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileImport size={14} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          CSVを取り込む
        </Button>
        <Text size="xs" c="dimmed">
          表にない月の実績もまとめて取り込めます
        </Text>
      </Group>
      <CsvImportDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={`「${metricName}」の実績をCSVで取り込む`}
        size="lg"
        intro="1行に1か月分の実績を書いたCSVファイル（UTF-8またはShift_JIS）を選んでください。見出しは「年月・値」（値は「実績」でも構いません）で、どちらも必須です。入力済みの月は取り込んだ値に置き換わります。"
        template={() => ({ name: '実績_テンプレート.csv', csv: toCsv([...METRIC_CSV_HEADER], []) })}
        maxBytes={METRIC_CSV_MAX_BYTES}
        tooLargeMessage={metricCsvMessages.tooLarge}
        preview={preview}
        save={save}
        renderRows={(rows) => <PreviewRows rows={rows} unit={unit} />}
      />
    </>
  );
}
