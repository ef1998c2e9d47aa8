import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginRequestSchema, type Strategy } from '@kaizen/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../api/session';

const strategyOptions: { value: Strategy; label: string }[] = [
  { value: 'local', label: '通常' },
  { value: 'client', label: 'クライアント' },
  { value: 'admin', label: '社内管理' },
];

/**
 * /login. After a successful sign-in the guest-only guard sends the user on: back to the page
 * first asked for when that is safe, otherwise home.
 */
export default function LoginPage() {
  const [strategy, setStrategy] = useState<Strategy>('local');
  const login = useLogin();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { account: '', password: '' },
    validate: zod4Resolver(loginRequestSchema),
  });

  const serverError = login.error instanceof ApiError ? login.error.message : login.error ? String(login.error) : null;

  return (
    <Center mih="90vh" p="md">
      <Card withBorder shadow="sm" radius="md" p="xl" w={380}>
        <form onSubmit={form.onSubmit((values) => login.mutate({ strategy, ...values }))} noValidate>
          <Stack gap="md">
            <div>
              <Title order={1} fz={24} c="teal.8">
                Kaizen Tree
              </Title>
              <Text size="sm" c="dimmed">
                ログインしてください
              </Text>
            </div>
            <SegmentedControl
              aria-label="ログイン方法"
              value={strategy}
              onChange={(value) => setStrategy(value as Strategy)}
              data={strategyOptions}
              fullWidth
              size="xs"
            />
            {serverError ? (
              <Alert color="red" variant="light" role="alert">
                {serverError}
              </Alert>
            ) : null}
            <TextInput
              label="アカウント"
              autoComplete="username"
              autoFocus
              key={form.key('account')}
              {...form.getInputProps('account')}
            />
            <PasswordInput
              label="パスワード"
              autoComplete="current-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={login.isPending} fullWidth>
              ログイン
            </Button>
            <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
              パスワードをお忘れですか
            </Anchor>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
