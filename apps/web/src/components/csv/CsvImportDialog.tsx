import { Alert, Anchor, Button, FileInput, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { CsvRowError } from '@kaizen/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { importBlock, saveRowErrors } from '../../lib/csv-import-state';
import { downloadCsv } from '../../lib/download';
import { CsvRowErrors } from './CsvRowErrors';

/** What a CSV import answers: the rows it reads and the rows it refuses. */
interface CsvPreview {
  rows: readonly unknown[];
  errors: readonly CsvRowError[];
}

type FileMutation<T> = Pick<UseMutationResult<T, Error, File>, 'mutate' | 'reset' | 'data' | 'error' | 'isPending'>;

const failureText = (error: unknown, noun: string) =>
  error instanceof ApiError ? error.message : `${noun}を読み込めませんでした。時間をおいてもう一度お試しください`;

/** What the dialog reads: a CSV, unless a caller also takes workbooks. */
export interface ImportFileKind {
  label: string;
  accept: string;
  noun: string;
}
const CSV_KIND: ImportFileKind = { label: 'CSVファイル', accept: '.csv,text/csv', noun: 'CSV' };

/**
 * A CSV import (the analytics figures, a report's counts): the chosen file is read by the server
 * without saving (dry run) and shown with every row error; 取り込む saves it only when no row has an
 * error, and then every row at once.
 */
export function CsvImportDialog<P extends CsvPreview>({
  opened,
  onClose,
  title,
  size,
  intro,
  template,
  maxBytes,
  tooLargeMessage,
  preview,
  save,
  renderRows,
  fileKind = CSV_KIND,
  emptyReason,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: 'lg' | 'xl';
  intro: ReactNode;
  /** The template's file name and text. */
  template: () => { name: string; csv: string };
  maxBytes: number;
  tooLargeMessage: string;
  preview: FileMutation<P>;
  save: FileMutation<unknown>;
  renderRows: (rows: P['rows']) => ReactNode;
  fileKind?: ImportFileKind;
  /** Why a preview without rows cannot be imported (the file's own wording otherwise). */
  emptyReason?: string;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const close = () => {
    setFile(null);
    setFileError(null);
    preview.reset();
    save.reset();
    onClose();
  };

  const pick = (picked: File | null) => {
    setFile(picked);
    setFileError(null);
    preview.reset();
    save.reset();
    if (!picked) return;
    // The server refuses it too; this spares sending a large file only to hear so.
    if (picked.size > maxBytes) {
      setFileError(tooLargeMessage);
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
    noun: fileKind.noun,
    emptyReason,
  });
  const saveError = save.error instanceof ApiError && save.error.status === 400 ? save.error.message : null;

  return (
    <Modal opened={opened} onClose={close} title={title} size={size}>
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            const { name, csv } = template();
            downloadCsv(name, csv);
          }}
        >
          <Group gap={4} wrap="nowrap">
            <IconDownload size={14} aria-hidden />
            テンプレートをダウンロード
          </Group>
        </Anchor>
        <FileInput
          label={fileKind.label}
          placeholder="ファイルを選ぶ"
          accept={fileKind.accept}
          value={file}
          onChange={pick}
          clearable
          leftSection={<IconFileSpreadsheet size={16} />}
          error={fileError}
        />
        {preview.isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{fileKind.noun}を確認しています…</Text>
          </Group>
        ) : null}
        {preview.error ? <Alert color="red">{failureText(preview.error, fileKind.noun)}</Alert> : null}
        {result && result.errors.length > 0 ? <CsvRowErrors errors={result.errors} noun={fileKind.noun} /> : null}
        {result && result.rows.length > 0 ? renderRows(result.rows) : null}
        {saveError ? <Alert color="red">{saveError}</Alert> : null}
        {refusedRows.length > 0 ? <CsvRowErrors errors={refusedRows} noun={fileKind.noun} /> : null}
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
                if (file) save.mutate(file, { onSuccess: close });
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
