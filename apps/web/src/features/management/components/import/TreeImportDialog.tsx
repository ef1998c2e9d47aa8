import { Badge, Stack, Table, Text } from '@mantine/core';
import {
  exportSheetToCsv,
  importLevelLabels,
  importLevels,
  TREE_IMPORT_MAX_BYTES,
  TREE_IMPORT_PREVIEW_ITEMS,
  treeImportFileMessages,
  treeSheet,
  type ImportTreeResponse,
  type ManagementsResponse,
} from '@kaizen/domain';
import { CsvImportDialog, type ImportFileKind } from '../../../../components/csv/CsvImportDialog';
import classes from '../../../../components/csv/csv-preview.module.css';
import { usePreviewTreeImport, useTreeImport } from '../../api/tree-import';
import { PreviewHead } from '../../../../components/csv/PreviewHead';

const FILE_KIND: ImportFileKind = {
  label: 'ファイル（Excel・CSV）',
  accept: '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  noun: 'ファイル',
};

const actionLabels = { create: '追加', update: '変更' } as const;

function Counts({ counts }: { counts: ImportTreeResponse['counts'] }) {
  return (
    <Table fz="xs" withTableBorder aria-label="取り込みの件数" className={classes.previewTable}>
      <PreviewHead headings={['', '追加', '変更', '変更なし']} />
      <Table.Tbody>
        {importLevels.map((level) => (
          <Table.Tr key={level}>
            <Table.Th scope="row">{importLevelLabels[level]}</Table.Th>
            <Table.Td ta="right">{counts[level].create.toLocaleString('ja-JP')}</Table.Td>
            <Table.Td ta="right">{counts[level].update.toLocaleString('ja-JP')}</Table.Td>
            <Table.Td ta="right">{counts[level].unchanged.toLocaleString('ja-JP')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Items({ items, total }: { items: ImportTreeResponse['items']; total: number }) {
  return (
    <Stack gap={4}>
      {total > items.length ? (
        <Text size="xs" c="dimmed">
          追加・変更のうち最初の{TREE_IMPORT_PREVIEW_ITEMS}件を表示しています
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={480} mah={280}>
        <Table fz="xs" striped withTableBorder aria-label="追加・変更する項目" className={classes.previewTable}>
          <PreviewHead headings={['行', '階層', '名前', '内容']} />
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={`${item.level}-${item.line}-${item.title}`}>
                <Table.Td>{item.line}行目</Table.Td>
                <Table.Td>{importLevelLabels[item.level]}</Table.Td>
                <Table.Th scope="row">{item.title}</Table.Th>
                <Table.Td>
                  <Badge size="sm" variant="light" color={item.action === 'create' ? 'teal' : 'orange'}>
                    {actionLabels[item.action]}
                  </Badge>{' '}
                  {item.changes.join('・')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * ツリーを取り込む (issue 36 §2, decisions/0047): a workbook or CSV of the tree's columns, previewed —
 * what each level gains and changes, each refused cell with its line — before anything is written;
 * 取り込む writes it all in one go. The template is the download's heading row.
 */
export function TreeImportDialog({
  projectId,
  masters,
  opened,
  onClose,
}: {
  projectId: number;
  masters: ManagementsResponse;
  opened: boolean;
  onClose: () => void;
}) {
  const preview = usePreviewTreeImport(projectId);
  const save = useTreeImport(projectId);
  const counts = preview.data?.counts;
  const changed = counts ? Object.values(counts).reduce((sum, c) => sum + c.create + c.update, 0) : 0;
  return (
    <CsvImportDialog
      opened={opened}
      onClose={onClose}
      title="ツリーを取り込む"
      size="xl"
      intro="「出力」で保存したExcelやCSV、または同じ見出しで作ったファイル（CSVはUTF-8またはShift_JIS）を選んでください。IDのある行はその項目を更新し、IDのない行は同じ親の下の同じ名前の項目に合わせ、なければ追加します。ステータスなどはマスターの名前で、担当者はアカウントか氏名で書いてください。"
      template={() => ({
        name: '改善ツリー_テンプレート.csv',
        csv: exportSheetToCsv(treeSheet({ kpi_array: [], non_kpi_task: [] }, masters, () => undefined)),
      })}
      maxBytes={TREE_IMPORT_MAX_BYTES}
      tooLargeMessage={treeImportFileMessages.tooLarge}
      fileKind={FILE_KIND}
      emptyReason={treeImportFileMessages.nothing}
      preview={preview}
      save={save}
      renderRows={(items) => (
        <Stack gap="xs">
          {counts ? <Counts counts={counts} /> : null}
          <Items items={items} total={changed} />
        </Stack>
      )}
    />
  );
}
