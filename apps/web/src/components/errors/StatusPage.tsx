import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The shared look of the 403, 404 and error pages: a status number, a title, a line, and the way home. */
export function StatusPage({
  status,
  title,
  note,
  homeLabel = 'Back to the home page',
}: {
  status: ReactNode;
  title: string;
  note?: string;
  /** The 404 page keeps the spec's English link (product.md §2); the others speak Japanese. */
  homeLabel?: string;
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
        {note ? <Text c="dimmed">{note}</Text> : null}
        <Anchor component={Link} to="/">
          {homeLabel}
        </Anchor>
      </Stack>
    </Center>
  );
}
