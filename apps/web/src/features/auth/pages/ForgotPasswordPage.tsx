import { Alert, Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { mailMessages } from '@kaizen/domain';
import { useState } from 'react';
import { SingleCardPage } from '../../../components/SingleCardPage';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { usePublicConfig } from '../api/public-config';
import { useRequestPasswordReset } from '../api/password-reset';

/**
 * /forgot-password (「パスワードをお忘れですか」): a reset link by e-mail to the account's confirmed
 * address. Without e-mail on this server, the page says to ask 管理者 for a link instead.
 */
export default function ForgotPasswordPage() {
  const config = usePublicConfig();
  const request = useRequestPasswordReset();
  const [account, setAccount] = useState('');
  const fieldError = request.error instanceof ApiError ? request.error.fieldMessage('account') : undefined;

  return (
    <SingleCardPage title="パスワードの再設定" width={420}>
      {!config.data ? (
        <Loader aria-label="読み込み中" />
      ) : !config.data.mailEnabled ? (
        <Alert color="yellow" variant="light">
          {mailMessages.resetMailOff}
        </Alert>
      ) : request.isSuccess ? (
        <Alert color="teal" role="status">
          {mailMessages.resetRequested}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            request.mutate(account);
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              アカウント名か、登録済みのメールアドレスを入力してください。再設定用のリンクをメールでお送りします。
            </Text>
            {request.isError && !fieldError ? (
              <Alert color="red" role="alert">
                {errorMessageOf(request.error)}
              </Alert>
            ) : null}
            <TextInput
              label="アカウント名またはメールアドレス"
              autoComplete="username"
              value={account}
              onChange={(event) => setAccount(event.currentTarget.value)}
              error={fieldError}
            />
            <Button type="submit" loading={request.isPending}>
              再設定用のリンクを送る
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm">
        ログイン画面へ戻る
      </Anchor>
    </SingleCardPage>
  );
}
