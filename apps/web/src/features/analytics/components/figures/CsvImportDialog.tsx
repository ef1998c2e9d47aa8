import { Alert, Anchor, Badge, Button, FileInput, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { analyticsMessages, FIGURES_CSV_MAX_BYTES, type ImportCsvResponse } from '@kaizen/domain';
import { IconAlertTriangle, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { downloadCsv } from '../../../../lib/download';
import { useImportCsv, usePreviewCsv } from '../../api/figures';
import { importBlock, saveRowErrors } from './csv-import-state';
import { figureText, figuresTemplateCsv, formatMonth } from './figures-format';
import classes from './Figures.module.css';

const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'CSVを読み込めませんでした。時間をおいてもう一度お試しください';

function RowErrors({ errors }: { errors: ImportCsvResponse['errors'] }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="読み取れない行があります">
      <Table fz="xs" withTableBorder aria-label="CSVのエラー" className={classes.previewTable}>
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
          <Table.Thead>
            <Table.Tr>
              {['行', '年月', 'セッション数', 'CV1', 'CV2', 'CV3', '成約数', '売上'].map((heading) => (
                <Table.Th key={heading} scope="col">
                  {heading}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
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
 * CSVを取り込む: the chosen file is read by the server without saving (dry run) and shown — the months,
 * which of them replace stored ones, and every row error. 取り込む saves it only when no row has an
 * error; then every row is saved at once.
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
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = usePreviewCsv(projectId);
  const clear = () => {
    setFile(null);
    setFileError(null);
    preview.reset();
    onClose();
  };
  const save = useImportCsv(projectId, clear);
  const close = () => {
    save.reset();
    clear();
  };

  const pick = (picked: File | null) => {
    setFile(picked);
    setFileError(null);
    preview.reset();
    save.reset();
    if (!picked) return;
    // The server refuses it too; this spares sending a large file only to hear so.
    if (picked.size > FIGURES_CSV_MAX_BYTES) {
      setFileError(analyticsMessages.csvTooLarge);
      return;
    }
    preview.mutate(picked);
  };

  const result = preview.data;
  const refusedRows = saveRowErrors(save.error);
  const block = importBlock({
    file,
    fileError,
    preview: result,
    pending: preview.isPending,
    saveErrors: refusedRows.length,
  });
  const saveError = save.error instanceof ApiError && save.error.status === 400 ? save.error.message : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="CSVを取り込む"
      // The preview is a table of seven figures per month: the 400px form width would hide most of it.
      size="xl"
    >
      <Stack gap="sm">
        <Text size="sm">
          1行に1か月分の数値を書いたCSVファイル（UTF-8またはShift_JIS）を選んでください。見出しは「年月・セッション数・CV1・CV2・CV3・成約数・売上」で、年月とセッション数は必須です。保存済みの月は取り込んだ数値に置き換わります。
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => downloadCsv('月次の数値_テンプレート.csv', figuresTemplateCsv())}
        >
          <Group gap={4} wrap="nowrap">
            <IconDownload size={14} aria-hidden />
            テンプレートをダウンロード
          </Group>
        </Anchor>
        <FileInput
          label="CSVファイル"
          placeholder="ファイルを選ぶ"
          accept=".csv,text/csv"
          value={file}
          onChange={pick}
          clearable
          leftSection={<IconFileSpreadsheet size={16} />}
          error={fileError}
        />
        {preview.isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">CSVを確認しています…</Text>
          </Group>
        ) : null}
        {preview.error ? <Alert color="red">{failureText(preview.error)}</Alert> : null}
        {result && result.errors.length > 0 ? <RowErrors errors={result.errors} /> : null}
        {result && result.rows.length > 0 ? <PreviewRows rows={result.rows} /> : null}
        {saveError ? <Alert color="red">{saveError}</Alert> : null}
        {refusedRows.length > 0 ? <RowErrors errors={refusedRows} /> : null}
        <Group justify="space-between" align="center" wrap="nowrap">
          <Text
            size="sm"
            c={(result && result.errors.length > 0) || refusedRows.length > 0 ? 'red' : 'dimmed'}
            aria-live="polite"
          >
            {block.reason ?? ''}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" onClick={close}>
              キャンセル
            </Button>
            <Button
              disabled={block.disabled}
              loading={save.isPending}
              onClick={() => {
                if (file) save.mutate(file);
              }}
            >
              取り込む
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
