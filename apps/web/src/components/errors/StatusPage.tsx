import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The shared look of the 403, 404 and error pages: a status number, a title, a line, and the way home
 * (ホームに戻る). `spec` keeps the original's English words beside the Japanese ones where the spec quotes them (the
 * 404 page, product.md §2).
 */
export function StatusPage({
  status,
  title,
  note,
  spec,
}: {
  status: ReactNode;
  title: string;
  note?: string;
  spec?: { title: string; homeLabel: string };
}) {
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="sm">
        <Text c="dimmed" fw={700} fz={48} lh={1} data-testid="error-status">
          {status}
        </Text>
        <Title order={1} fz="xl">
          {title}
        </Title>
        {spec ? (
          <Text c="dimmed" lang="en" mt={-8}>
            {spec.title}
          </Text>
        ) : null}
        {note ? <Text c="dimmed">{note}</Text> : null}
        <Anchor component={Link} to="/">
          ホームに戻る
          {spec ? <span lang="en">（{spec.homeLabel}）</span> : null}
        </Anchor>
      </Stack>
    </Center>
  );
}
