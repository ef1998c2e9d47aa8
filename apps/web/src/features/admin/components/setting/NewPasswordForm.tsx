import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordSchema, z } from '@kaizen/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useResetPassword } from '../../api/users';

const schema = z.object({ password: newPasswordSchema });

/** 管理者 sets the chosen user's password (8 characters or more); the user's sessions end. */
export function NewPasswordForm({ userId }: { userId: number }) {
  const reset = useResetPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: zod4Resolver(schema),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ password }) =>
        reset.mutate(
          { user_id: userId, password },
          {
            onSuccess: () => form.reset(),
            onError: (error) => applyServerFieldErrors(form, error, ['password']),
          },
        ),
      )}
    >
      <Stack gap="xs" align="flex-start">
        <PasswordInput
          label="新しいパスワード"
          description="8文字以上、3種類以上の文字"
          autoComplete="new-password"
          w="100%"
          maw={360}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={reset.isPending}>
          再設定する
        </Button>
      </Stack>
    </form>
  );
}
