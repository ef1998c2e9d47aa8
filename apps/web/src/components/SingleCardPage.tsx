import './styles/signed-in.css';
import { Card, Center, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page of one centred card under its heading, outside the app's shell: where a link from an
 * e-mail or an administrator leads (password reset, forgotten password, address confirmation).
 */
export function SingleCardPage({ title, width, children }: { title: string; width: number; children: ReactNode }) {
  return (
    <Center mih="90vh" p="md">
      <Card withBorder shadow="sm" radius="md" p="xl" w={width}>
        <Stack gap="md">
          <Title order={1} fz={20}>
            {title}
          </Title>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}
