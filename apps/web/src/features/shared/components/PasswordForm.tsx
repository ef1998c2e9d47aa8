import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { shareLinkMessages } from '@kaizen/domain';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useUnlockShared } from '../api/shared';

/** The link asks for its password before anything of the item is shown. */
export function PasswordForm({ token, onUnlocked }: { token: string; onUnlocked: (proof: string) => void }) {
  const unlock = useUnlockShared(token);
  const [password, setPassword] = useState('');
  const error = unlock.error;
  const message =
    error instanceof ApiError
      ? (error.fields.find((f) => f.field === 'password')?.message ?? error.message)
      : error
        ? shareLinkMessages.passwordWrong
        : undefined;
  return (
    <Paper withBorder radius="md" p="xl" maw={420} mx="auto" mt={80}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          unlock.mutate(password, { onSuccess: (answer) => onUnlocked(answer.proof) });
        }}
      >
        <Stack gap="md">
          <Stack gap={4} align="center">
            <IconLock size={28} aria-hidden />
            <Title order={1} fz="lg">
              パスワードが必要です
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              この共有ページを見るには、共有した方から伝えられたパスワードを入力してください。
            </Text>
          </Stack>
          <PasswordInput
            label="パスワード"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={message}
            autoComplete="off"
            data-autofocus
            autoFocus
          />
          <Button type="submit" loading={unlock.isPending} disabled={password === ''}>
            表示する
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
