import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  chatAudienceLabels,
  chatAudiences,
  chatKindsFor,
  chatServiceLabels,
  chatServices,
  notificationKindLabels,
  type ChatAudience,
  type ChatChannel,
  type ChatScope,
  type ChatService,
  type NotificationKind,
} from '@kaizen/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { DIALOG_WIDTH } from '../../../lib/dialog-width';
import { useCreateChatChannel, useUpdateChatChannel } from '../api/chat-channels';
import { CHANNEL_FIELDS, createRequest, draftOf, updateRequest, withAudience, type ChannelDraft } from './channel-form';

const webhookHelp: Record<'slack' | 'teams', string> = {
  slack: 'Slack アプリの Incoming Webhooks で発行した URL（https://hooks.slack.com/services/…）',
  teams: 'Teams のワークフロー「Webhook 要求を受信したらチャネルに投稿する」の URL',
};

/**
 * チャット連携を追加 / 編集 (400px): the service, its name, whose channel it is (the project's, or the
 * company's for all its projects), who reads the room, the kinds it receives, and the webhook URL
 * (Slack, Teams) or API token and room (Chatwork). A stored URL or token is never shown: left empty,
 * it is kept. The server's refusals show beside the field they name.
 */
export function ChannelDialog({
  projectId,
  companyName,
  channel,
  onClose,
}: {
  projectId: number;
  companyName: string;
  /** The channel to edit; null adds one. */
  channel: ChatChannel | null;
  onClose: () => void;
}) {
  const create = useCreateChatChannel(projectId);
  const update = useUpdateChatChannel(projectId);
  const [draft, setDraft] = useState<ChannelDraft>(() => draftOf(channel));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const editing = channel !== null;

  const edit = (next: Partial<ChannelDraft>, fields: string[]) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));
    setFormError(null);
  };

  const submit = async () => {
    try {
      if (channel) await update.mutateAsync(updateRequest(projectId, channel, draft));
      else await create.mutateAsync(createRequest(projectId, draft));
      onClose();
    } catch (failure) {
      if (!(failure instanceof ApiError)) return;
      const named = failure.fields.filter((f) => CHANNEL_FIELDS.includes(f.field.split('.')[0] ?? ''));
      setErrors(Object.fromEntries(named.map((f) => [f.field.split('.')[0], f.message])));
      if (named.length === 0 && failure.status === 400) setFormError(failure.message);
    }
  };

  const secretHint = channel?.secret_hint
    ? `保存済み（末尾 ${channel.secret_hint}）。変更するときだけ入力してください`
    : undefined;
  const kinds = chatKindsFor(draft.audience);

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? 'チャット連携を編集' : 'チャット連携を追加'}
      size={DIALOG_WIDTH.form}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={500} mb={4} id="chat-service-label">
              連携先
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="chat-service-label"
              disabled={editing}
              value={draft.service}
              onChange={(value) =>
                edit({ service: value as ChatService }, ['service', 'webhook_url', 'token', 'room_id'])
              }
              data={chatServices.map((service) => ({ value: service, label: chatServiceLabels[service] }))}
            />
            {errors.service ? (
              <Text size="xs" c="red" mt={4}>
                {errors.service}
              </Text>
            ) : null}
          </div>
          <TextInput
            label="表示名"
            description="一覧で見分けるための名前（例: #kaizen-通知）"
            required
            value={draft.name}
            onChange={(event) => edit({ name: event.currentTarget.value }, ['name'])}
            error={errors.name}
          />
          <Radio.Group
            label="対象"
            value={draft.scope}
            onChange={(value) => edit({ scope: value as ChatScope }, ['scope'])}
            error={errors.scope}
          >
            <Group gap="md" mt={4}>
              <Radio value="project" label="このプロジェクト" disabled={editing} />
              <Radio value="company" label={`${companyName}の全プロジェクト`} disabled={editing} />
            </Group>
          </Radio.Group>
          <Radio.Group
            label="ルーム"
            description="クライアントも見るルームには、クライアントが見られる通知だけが届きます"
            value={draft.audience}
            onChange={(value) => {
              setDraft((current) => withAudience(current, value as ChatAudience));
              setErrors((current) => ({ ...current, audience: undefined, kinds: undefined }));
            }}
            error={errors.audience}
          >
            <Group gap="md" mt={4}>
              {chatAudiences.map((audience) => (
                <Radio key={audience} value={audience} label={chatAudienceLabels[audience]} />
              ))}
            </Group>
          </Radio.Group>
          <Checkbox.Group
            label="送る通知"
            value={draft.kinds}
            onChange={(value) => edit({ kinds: value as NotificationKind[] }, ['kinds'])}
            error={errors.kinds}
          >
            <Stack gap={6} mt={4}>
              {kinds.map((kind) => (
                <Checkbox key={kind} value={kind} label={notificationKindLabels[kind]} />
              ))}
            </Stack>
          </Checkbox.Group>
          {draft.service === 'chatwork' ? (
            <>
              <PasswordInput
                label="API トークン"
                description={secretHint ?? 'Chatwork の「サービス連携」→「API トークン」で発行したトークン'}
                required={!editing}
                autoComplete="off"
                value={draft.token}
                onChange={(event) => edit({ token: event.currentTarget.value }, ['token'])}
                error={errors.token}
              />
              <TextInput
                label="ルームID"
                description="ルームの URL の rid の後ろの数字"
                required
                inputMode="numeric"
                value={draft.room_id}
                onChange={(event) => edit({ room_id: event.currentTarget.value }, ['room_id'])}
                error={errors.room_id}
              />
            </>
          ) : (
            <PasswordInput
              label="Webhook URL"
              description={secretHint ?? webhookHelp[draft.service]}
              required={!editing}
              autoComplete="off"
              value={draft.webhook_url}
              onChange={(event) => edit({ webhook_url: event.currentTarget.value }, ['webhook_url'])}
              error={errors.webhook_url}
            />
          )}
          {formError ? (
            <Alert color="red" variant="light">
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? '保存' : '追加'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
