import { Button, Group, Modal, PasswordInput, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  accountSchema,
  emailFieldSchema,
  newPasswordSchema,
  roleLabel,
  userNameSchema,
  z,
  type Company,
  type UserListEntry,
} from '@kaizen/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useMe } from '../../../auth/public';
import { useCreateUser, useEditUser } from '../../api/users';

const baseSchema = z.object({
  kind: z.enum(['staff', 'client']),
  company_id: z.string().min(1, '会社を選択してください'),
  account: accountSchema,
  name: userNameSchema,
  role: z.string(),
  password: z.string(),
  email: emailFieldSchema,
});
const createSchema = baseSchema.extend({ password: newPasswordSchema });

type Values = z.infer<typeof baseSchema>;
const FIELDS = ['kind', 'company_id', 'account', 'name', 'role', 'password', 'email'] as const;

/** Create a user, or edit one (user given). Staff belong to the operating company; client users to a client company. */
export function UserFormModal({
  companies,
  user,
  onClose,
}: {
  companies: Company[];
  user: UserListEntry | null;
  onClose: () => void;
}) {
  const me = useMe();
  const create = useCreateUser();
  const edit = useEditUser();
  const operator = companies.find((c) => c.is_operator);
  const isSelf = user?.user_id === me.id;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: user
      ? {
          kind: user.operation === 0 ? 'staff' : 'client',
          company_id: String(user.company_id),
          account: user.account,
          name: user.user_name,
          role: String(user.role),
          password: '',
          email: user.email ?? '',
        }
      : { kind: 'client', company_id: '', account: '', name: '', role: '2', password: '', email: '' },
    validate: zod4Resolver(user ? baseSchema : createSchema),
  });
  const kind = form.values.kind;
  const companyOptions = companies
    .filter((c) => (kind === 'staff' ? c.is_operator : !c.is_operator))
    .map((c) => ({ value: String(c.id), label: c.company_name }));
  // Nobody gives a role above their own (0 管理者 is the highest).
  const roleOptions = [0, 1, 2]
    .filter((role) => role >= me.role)
    .map((role) => ({ value: String(role), label: roleLabel(role) }));

  const submit = (values: Values) => {
    const common = {
      kind: values.kind,
      company_id: Number(values.company_id),
      account: values.account,
      name: values.name,
      role: (values.kind === 'staff' ? Number(values.role) : 2) as 0 | 1 | 2,
      // An unchanged address is not sent, so saving the form does not mail a confirmation again.
      ...(values.email.trim() === (user?.email ?? '') ? {} : { email: values.email.trim() }),
    };
    const onError = (error: unknown) => applyServerFieldErrors(form, error, FIELDS);
    if (user) edit.mutate({ ...common, user_id: user.user_id }, { onSuccess: onClose, onError });
    else create.mutate({ ...common, password: values.password }, { onSuccess: onClose, onError });
  };

  return (
    <Modal opened onClose={onClose} title={user ? 'ユーザーを編集' : 'ユーザーを追加'} size={DIALOG_WIDTH.form}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <SegmentedControl
            aria-label="区分"
            fullWidth
            disabled={isSelf}
            data={[
              { value: 'staff', label: '社内スタッフ' },
              { value: 'client', label: 'クライアント' },
            ]}
            value={kind}
            onChange={(value) => {
              const next = value as Values['kind'];
              form.setFieldValue('kind', next);
              form.setFieldValue('company_id', next === 'staff' && operator ? String(operator.id) : '');
              form.setFieldValue('role', next === 'staff' ? String(Math.max(me.role, 2)) : '2');
            }}
          />
          <Select
            label="会社"
            placeholder="会社を選択"
            searchable
            data={companyOptions}
            disabled={kind === 'staff'}
            {...form.getInputProps('company_id')}
          />
          <TextInput label="アカウント" autoComplete="off" {...form.getInputProps('account')} />
          <TextInput label="氏名" {...form.getInputProps('name')} />
          <TextInput
            label="メールアドレス（任意）"
            description={
              user?.email && !user.email_confirmed
                ? '確認待ちです。本人が確認メールのリンクを開くと通知が届き始めます。'
                : '変更すると確認メールを送ります。本人がリンクを開くまで、このアドレスには通知を送りません。'
            }
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          {kind === 'staff' ? (
            <Select
              label="権限"
              data={roleOptions}
              allowDeselect={false}
              disabled={isSelf}
              {...form.getInputProps('role')}
            />
          ) : null}
          {user ? null : (
            <PasswordInput
              label="初期パスワード"
              description="8文字以上。ユーザーに安全な方法で伝えてください。"
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" loading={create.isPending || edit.isPending}>
              {user ? '保存する' : '登録する'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
