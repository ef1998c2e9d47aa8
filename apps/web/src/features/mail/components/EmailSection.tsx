import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { MailSettings } from '@kaizen/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useChangeEmail } from '../api/settings';

/**
 * The user's address: what it is, whether its owner confirmed it, and a new one that waits for the
 * link sent to it. A value the server refuses stays in the field with the reason beside it.
 */
export function EmailSection({ settings }: { settings: MailSettings }) {
  const change = useChangeEmail();
  const [value, setValue] = useState(settings.pending_email ?? settings.email ?? '');
  const fieldError = change.error instanceof ApiError ? change.error.fieldMessage('email') : undefined;
  const save = (email: string) =>
    change.mutate(email, { onSuccess: (saved) => setValue(saved.pending_email ?? saved.email ?? '') });

  return (
    <Stack gap="xs" component="section" aria-labelledby="mail-address-heading">
      <Title order={2} fz="lg" id="mail-address-heading">
        メールアドレス
      </Title>
      <Group gap="xs">
        {settings.email_confirmed ? (
          <Badge color="teal" variant="light">
            確認済み: {settings.email}
          </Badge>
        ) : null}
        {settings.pending_email ? (
          <Badge color="orange" variant="light">
            確認待ち: {settings.pending_email}
          </Badge>
        ) : null}
        {!settings.email && !settings.pending_email ? <Text size="sm">登録されていません</Text> : null}
      </Group>
      {settings.pending_email ? (
        <Text size="sm">
          確認メールのリンクを開くと登録が完了します。確認が済むまで、通知は
          {settings.email_confirmed ? '確認済みのアドレスに' : 'メールでは'}
          届きます{settings.email_confirmed ? '' : 'ません'}。
        </Text>
      ) : null}
      {settings.same_email_accounts > 0 ? (
        <Alert color="blue" variant="light" p="xs">
          このアドレスは他に{settings.same_email_accounts}件のアカウントでも使われています。
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save(value.trim());
        }}
      >
        <Group align="flex-start" gap="xs">
          <TextInput
            label="新しいメールアドレス"
            type="email"
            autoComplete="email"
            w={360}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={fieldError}
          />
          <Button type="submit" mt={25} loading={change.isPending && change.variables !== ''}>
            確認メールを送る
          </Button>
          {settings.email || settings.pending_email ? (
            <Button
              variant="default"
              mt={25}
              onClick={() => save('')}
              loading={change.isPending && change.variables === ''}
            >
              アドレスを削除
            </Button>
          ) : null}
        </Group>
      </form>
    </Stack>
  );
}
