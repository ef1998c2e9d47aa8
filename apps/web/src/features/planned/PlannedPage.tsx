import { Paper, Stack, Text, Title } from '@mantine/core';

/**
 * A page whose content a later issue builds: its title and one line on what it will hold, inside
 * its area's layout and side menu, so every route of product.md §2 routes already exists and can be reached.
 */
export function PlannedPage({ title, summary }: { title: string; summary: string }) {
  return (
    <Stack gap="md">
      <Title order={1} fz="xl">
        {title}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Text c="dimmed" data-testid="planned-summary">
          {summary}
        </Text>
      </Paper>
    </Stack>
  );
}
