import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { AnalyticsKeyStatus } from '@kaizen/domain';
import { IconClipboardText, IconTrash } from '@tabler/icons-react';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { KeyStatusLine, LastCheck } from './KeyStatusLine';
import classes from './SettingPage.module.css';

const KEY_PLACEHOLDER =
  '{\n  "type": "service_account",\n  "client_email": "…@….iam.gserviceaccount.com",\n  "private_key": "…"\n}';

/**
 * サービスアカウントキー. Staff see its status and paste a new key (a monospace textarea, shown when no
 * key is set or after 貼り付けて変更) or remove it; a client user sees only 設定済み / 未設定. What was
 * pasted is sent once with the save and never shown again.
 */
export function ServiceAccountKeyField({
  status,
  canEdit,
  pasting,
  value,
  error,
  onChange,
  onPasting,
  onRemove,
  removing,
}: {
  status: AnalyticsKeyStatus;
  canEdit: boolean;
  /** Whether the textarea for a new key is open. */
  pasting: boolean;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
  onPasting: (open: boolean) => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const textareaOpen = canEdit && (pasting || !status.is_set);
  return (
    <Stack gap={6} role="group" aria-labelledby="service-account-key-label">
      <Text size="sm" fw={500} id="service-account-key-label">
        サービスアカウントキー
      </Text>
      <KeyStatusLine status={status} withDetails={canEdit} />
      {canEdit && status.is_set ? <LastCheck status={status} /> : null}
      {textareaOpen ? (
        <Textarea
          aria-label="サービスアカウントキー（JSON）"
          description="Google Cloud で作成したサービスアカウントのJSONキーを貼り付けてください。保存後、キーの中身は表示されません。"
          placeholder={KEY_PLACEHOLDER}
          autosize
          minRows={4}
          maxRows={12}
          spellCheck={false}
          autoComplete="off"
          classNames={{ input: classes.keyText }}
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : null}
      {canEdit && status.is_set ? (
        <Group gap="xs" className="no-print">
          {pasting ? (
            <Button variant="default" size="xs" onClick={() => onPasting(false)}>
              キーの変更をやめる
            </Button>
          ) : (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconClipboardText size={14} />}
              onClick={() => onPasting(true)}
            >
              貼り付けて変更
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            loading={removing}
            onClick={() =>
              confirmDeletion({
                title: 'サービスアカウントキーを削除',
                message:
                  '保存されているサービスアカウントキーを削除します。Googleアナリティクスからの取得と接続テストはできなくなります。よろしいですか？',
                onConfirm: onRemove,
              })
            }
          >
            削除
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
