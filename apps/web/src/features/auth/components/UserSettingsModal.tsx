import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordSchema, userNameSchema, z } from '@kaizen/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { DIALOG_WIDTH } from '../../../lib/dialog-width';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useMe } from '../api/me';
import { useUpdateSelf } from '../api/users';

const formSchema = z
  .object({
    name: userNameSchema,
    current_password: z.string(),
    new_password: z.string(),
    confirm_password: z.string(),
  })
  .superRefine((value, ctx) => {
    if (!value.new_password) return;
    const strong = newPasswordSchema.safeParse(value.new_password);
    if (!strong.success) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: strong.error.issues[0]?.message ?? '' });
    }
    if (!value.current_password) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: '現在のパスワードを入力してください' });
    }
    if (value.confirm_password !== value.new_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: '確認用のパスワードが一致しません' });
    }
  });

/** The signed-in user's own settings: name, and password (the current one is required to change it). */
export function UserSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const me = useMe();
  const update = useUpdateSelf();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: me.name, current_password: '', new_password: '', confirm_password: '' },
    validate: zod4Resolver(formSchema),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="ユーザー設定" size={DIALOG_WIDTH.form}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          update.mutate(
            values.new_password
              ? { name: values.name, current_password: values.current_password, new_password: values.new_password }
              : { name: values.name },
            {
              onSuccess: (user) => {
                form.setInitialValues({
                  name: user.name,
                  current_password: '',
                  new_password: '',
                  confirm_password: '',
                });
                close();
              },
              onError: (error) => applyServerFieldErrors(form, error, ['name', 'current_password', 'new_password']),
            },
          ),
        )}
      >
        <Stack gap="sm">
          <TextInput label="氏名" key={form.key('name')} {...form.getInputProps('name')} />
          <Text size="xs" c="dimmed">
            パスワードを変更する場合のみ入力してください。変更すると他の端末からはログアウトされます。
          </Text>
          <PasswordInput
            label="現在のパスワード"
            autoComplete="current-password"
            key={form.key('current_password')}
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label="新しいパスワード"
            autoComplete="new-password"
            key={form.key('new_password')}
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label="新しいパスワード（確認）"
            autoComplete="new-password"
            key={form.key('confirm_password')}
            {...form.getInputProps('confirm_password')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              キャンセル
            </Button>
            <Button type="submit" loading={update.isPending}>
              保存する
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
