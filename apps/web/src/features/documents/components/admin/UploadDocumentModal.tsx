import { Button, FileInput, Group, Modal, Progress, Select, Stack, Text } from '@mantine/core';
import { DOCUMENT_MAX_MB, documentMessages } from '@kaizen/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { useAdminDocuments, useUploadAdminDocument } from '../../api/admin-documents';
import { ownerFromValue, ownerOptions } from './owner-options';
import { pdfProblem } from './pdf-check';

/**
 * アップロード on /admin/documents: pick a client project (or a sales customer that is not one yet),
 * pick a PDF, and send it with a progress bar to that owner's documents. A file that is not a PDF or
 * is too large is refused in place before anything is sent; the server's refusals come as the
 * overview's toasts.
 */
export function UploadDocumentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const list = useAdminDocuments();
  const [ownerValue, setOwnerValue] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ owner?: string; file?: string }>({});
  const [progress, setProgress] = useState(0);
  const upload = useUploadAdminDocument(setProgress);

  const close = () => {
    setOwnerValue(null);
    setFile(null);
    setErrors({});
    onClose();
  };

  const pick = (picked: File | null) => {
    setFile(picked);
    setErrors((current) => ({ ...current, file: picked ? (pdfProblem(picked) ?? undefined) : undefined }));
  };

  const submit = () => {
    const owner = ownerFromValue(ownerValue);
    const found = {
      owner: owner ? undefined : 'プロジェクトまたは営業顧客を選んでください',
      file: file ? (pdfProblem(file) ?? undefined) : documentMessages.missing,
    };
    setErrors(found);
    if (!owner || !file || found.file) return;
    setProgress(0);
    upload.mutate({ owner, file }, { onSuccess: close });
  };

  const loading = list.isPending;
  return (
    <Modal opened={opened} onClose={close} title="PDFのアップロード" size={DIALOG_WIDTH.form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label="アップロード先"
            placeholder={loading ? '読み込み中…' : 'プロジェクト・営業顧客を検索'}
            required
            searchable
            clearable
            nothingFoundMessage="該当するものはありません"
            data={ownerOptions(list.data?.owners ?? [])}
            value={ownerValue}
            onChange={(value) => {
              setOwnerValue(value);
              setErrors((current) => ({ ...current, owner: undefined }));
            }}
            error={errors.owner}
            data-autofocus
          />
          <FileInput
            label="PDFファイル"
            placeholder="ファイルを選ぶ"
            required
            clearable
            accept="application/pdf,.pdf"
            leftSection={<IconFileTypePdf size={16} />}
            value={file}
            onChange={pick}
            error={errors.file}
            description={`${DOCUMENT_MAX_MB}MBまでのPDFファイル`}
          />
          {upload.isPending ? (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                アップロード中… {Math.round(progress * 100)}%
              </Text>
              <Progress value={progress * 100} aria-label="アップロードの進み具合" animated={progress >= 1} />
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              キャンセル
            </Button>
            <Button type="submit" loading={upload.isPending}>
              アップロードする
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
