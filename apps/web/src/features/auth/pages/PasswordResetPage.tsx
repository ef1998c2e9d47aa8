import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordSchema, okResponseSchema, z } from '@kaizen/domain';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { SingleCardPage } from '../../../components/SingleCardPage';
import { Link, useParams } from 'react-router';
import { apiPost } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';

const formSchema = z
  .object({ password: newPasswordSchema, confirm_password: z.string() })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: '確認用のパスワードが一致しません',
  });

/** /password-reset/{token}: where a one-time reset link issued by 管理者 leads; works signed in or not. */
export default function PasswordResetPage() {
  const { token = '' } = useParams();
  const complete = useMutation({
    mutationFn: (password: string) =>
      apiPost('/api/v1/users/complete_password_reset', { token, password }, okResponseSchema, { anonymous: true }),
  });
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm_password: '' },
    validate: zod4Resolver(formSchema),
  });

  return (
    <SingleCardPage title="パスワードの再設定" width={400}>
      {complete.isSuccess ? (
        <>
          <Alert color="teal" role="status">
            新しいパスワードを設定しました。ログインしてください。
          </Alert>
          <Anchor component={Link} to="/login">
            ログイン画面へ
          </Anchor>
        </>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => complete.mutate(values.password))}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              新しいパスワードを入力してください（8文字以上）。
            </Text>
            {complete.isError ? (
              <Alert color="red" role="alert">
                {errorMessageOf(complete.error)}
              </Alert>
            ) : null}
            <PasswordInput
              label="新しいパスワード"
              autoComplete="new-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="新しいパスワード（確認）"
              autoComplete="new-password"
              key={form.key('confirm_password')}
              {...form.getInputProps('confirm_password')}
            />
            <Button type="submit" loading={complete.isPending}>
              パスワードを設定する
            </Button>
          </Stack>
        </form>
      )}
    </SingleCardPage>
  );
}
