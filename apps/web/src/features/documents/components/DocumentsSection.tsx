import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  FileButton,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { DOCUMENT_MAX_BYTES, documentMessages, type DocumentItem, type Owner } from '@kaizen/domain';
import { IconExternalLink, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { confirmDeletion } from '../../../components/confirm-deletion';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { toast } from '../../../lib/toasts';
import { useDeleteDocument, useDocuments, useUploadDocument } from '../api/documents';
import { formatDay } from '../../../lib/dates';
import { formatFileSize } from '../format';

function DocumentRow({
  document,
  canEdit,
  onDelete,
}: {
  document: DocumentItem;
  canEdit: boolean;
  onDelete: () => void;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor href={document.file} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap">
            {document.name}
            <IconExternalLink size={14} aria-hidden className="no-print" />
          </Group>
        </Anchor>
      </Table.Td>
      <Table.Td>{formatFileSize(document.size)}</Table.Td>
      <Table.Td>{document.user_name ?? '—'}</Table.Td>
      <Table.Td>{formatDay(document.created_at)}</Table.Td>
      {canEdit ? (
        <Table.Td className="no-print">
          <Tooltip label="削除" withArrow>
            <ActionIcon variant="subtle" color="red" aria-label={`${document.name}を削除`} onClick={onDelete}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/**
 * ドキュメント of a project or a sales customer: its PDFs — open one (a signed link, in a new tab), and
 * where the caller may edit (canEdit from the page, and the list's own can_edit), upload with a
 * progress bar and delete after asking. Only PDFs can be picked; a file the server still refuses
 * shows its reason.
 */
export function DocumentsSection({ owner, canEdit }: { owner: Owner; canEdit: boolean }) {
  const documents = useDocuments(owner);
  const [progress, setProgress] = useState(0);
  const upload = useUploadDocument(owner, setProgress);
  const remove = useDeleteDocument(owner);
  const resetPicker = useRef<() => void>(null);
  const editable = canEdit && documents.data?.can_edit === true;

  const pick = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    // Sending 100 MB only to hear it is too large wastes the wait; the server checks again anyway.
    if (file.size > DOCUMENT_MAX_BYTES) {
      toast.error(documentMessages.uploadFailed, documentMessages.tooLarge);
      return;
    }
    setProgress(0);
    upload.mutate(file);
  };

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            ドキュメント
          </Title>
          {editable ? (
            <FileButton onChange={pick} accept="application/pdf,.pdf" resetRef={resetPicker}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconUpload size={16} />}
                  loading={upload.isPending}
                  className="no-print"
                >
                  PDFをアップロード
                </Button>
              )}
            </FileButton>
          ) : null}
        </Group>
        {upload.isPending ? (
          <Stack gap={2} className="no-print">
            <Text size="xs" c="dimmed">
              アップロード中… {Math.round(progress * 100)}%
            </Text>
            <Progress value={progress * 100} aria-label="アップロードの進み具合" animated={progress >= 1} />
          </Stack>
        ) : null}
        {documents.isPending ? (
          <Text size="sm" c="dimmed">
            読み込み中…
          </Text>
        ) : documents.error ? (
          <RouteErrorContent error={documents.error} />
        ) : documents.data.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            ドキュメントはまだありません
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label="ドキュメント一覧" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>ファイル名</Table.Th>
                  <Table.Th w={90}>サイズ</Table.Th>
                  <Table.Th w={140}>アップロードした人</Table.Th>
                  <Table.Th w={100}>日付</Table.Th>
                  {editable ? (
                    <Table.Th w={48} className="no-print">
                      操作
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documents.data.documents.map((document) => (
                  <DocumentRow
                    key={document.id}
                    document={document}
                    canEdit={editable}
                    onDelete={() =>
                      confirmDeletion({
                        title: 'PDFの削除',
                        message: `「${document.name}」を削除しますか？`,
                        onConfirm: () => remove.mutate(document.id),
                      })
                    }
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
