import { Alert, Divider, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useMe } from '../../../auth/public';
import { NewPasswordForm } from './NewPasswordForm';
import { ReadOnlyNote } from './ReadOnlyNote';
import { ResetLinkIssuer } from './ResetLinkIssuer';
import { UserSelect } from './UserSelect';

/** パスワード再設定 (管理者): set a new password, or issue a one-time link the user opens to choose one. */
export function ResetPasswordTab({ editable }: { editable: boolean }) {
  return editable ? <ResetPassword /> : <ReadOnlyNote>パスワードの再設定は管理者のみ行えます</ReadOnlyNote>;
}

function ResetPassword() {
  const me = useMe();
  const [userId, setUserId] = useState<string | null>(null);

  return (
    <Stack gap="md">
      <Alert variant="light" color="orange" icon={<IconAlertTriangle size={16} aria-hidden />}>
        パスワードを再設定するか再設定用リンクを発行すると、そのユーザーのログイン中のセッションはすべてすぐに終了します。
      </Alert>
      <UserSelect label="対象のユーザー" value={userId} onChange={setUserId} excludeIds={[me.id]} />
      {userId === null ? (
        <Text size="sm" c="dimmed">
          ユーザーを選ぶと、新しいパスワードの設定か再設定用リンクの発行ができます。
        </Text>
      ) : (
        <>
          <Stack gap="xs">
            <Title order={2} fz="md">
              新しいパスワードを設定する
            </Title>
            <NewPasswordForm key={userId} userId={Number(userId)} />
          </Stack>
          <Divider />
          <Stack gap="xs">
            <Title order={2} fz="md">
              再設定用リンクを発行する
            </Title>
            <ResetLinkIssuer key={userId} userId={Number(userId)} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
