import { Button, Group, NumberInput, PasswordInput, Stack, Text } from '@mantine/core';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS, SHARE_LINK_MIN_DAYS } from '@kaizen/domain';
import { IconLink } from '@tabler/icons-react';
import { CopyableUrlField } from '../../../components/CopyableUrlField';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useCreateShareLink, type ShareTarget } from '../api/share-links';
import { shareUrl } from './share-url';

function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields.find((f) => f.field === field)?.message : undefined;
}

/** 有効期限 and an optional パスワード; the new link's address is shown once, to copy. */
export function CreateShareLinkForm({ target }: { target: ShareTarget }) {
  const create = useCreateShareLink(target);
  const [days, setDays] = useState<number | string>(SHARE_LINK_DEFAULT_DAYS);
  const [password, setPassword] = useState('');
  const created = create.data;
  const url = created ? shareUrl(created.token) : null;

  return (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { expires_in_days: typeof days === 'number' ? days : Number(days), password },
            { onSuccess: () => setPassword('') },
          );
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label="有効期限（日数）"
            description={`最長${SHARE_LINK_MAX_DAYS}日`}
            value={days}
            onChange={setDays}
            min={SHARE_LINK_MIN_DAYS}
            max={SHARE_LINK_MAX_DAYS}
            allowDecimal={false}
            w={150}
            error={fieldError(create.error, 'expires_in_days')}
          />
          <PasswordInput
            label="パスワード（任意）"
            description="設定すると、開くときに入力が必要です"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="new-password"
            w={240}
            error={fieldError(create.error, 'password')}
          />
          <Button type="submit" loading={create.isPending} leftSection={<IconLink size={16} aria-hidden />}>
            リンクを作成
          </Button>
        </Group>
      </form>
      {created && url ? (
        <Stack gap={4}>
          <CopyableUrlField
            label="共有用URL"
            description="このURLは今だけ表示されます。コピーして相手に送ってください。"
            url={url}
            copyLabel="URLをコピー"
          />
          <Text size="sm" c="dimmed">
            有効期限：{formatDateTime(created.link.expires_at)}まで
            {created.link.has_password ? '（パスワードあり）' : ''}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
