import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Kgi } from '@kaizen/domain';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { KgiModal } from '../../management/public';
import { formatDay } from '../../../lib/dates';

/** A KGI's period as the overview shows it: 2026/04/01 〜 2027/03/31; '' without one. */
function period(kgi: Kgi): string {
  if (!kgi.start_line && !kgi.dead_line) return '';
  return `${kgi.start_line ? formatDay(kgi.start_line) : ''} 〜 ${kgi.dead_line ? formatDay(kgi.dead_line) : ''}`;
}

/**
 * 目標: the project's purpose, KGI and its period (the improvement tree's KGI). Who may edit the tree
 * edits it here too, in the same dialog (create_kgi); everyone else reads.
 */
export function GoalSection({ projectId, kgi, canEdit }: { projectId: number; kgi: Kgi; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const span = period(kgi);
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            目標
          </Title>
          {canEdit ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPencil size={14} />}
              onClick={() => setEditing(true)}
              className="no-print"
            >
              目標を編集
            </Button>
          ) : null}
        </Group>
        {/* The list itself lays its rows out: a <dl> holds its dt/dd pairs directly or in one <div> each. */}
        <Stack component="dl" gap={6} m={0}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Text component="dt" size="sm" c="dimmed" w={48} style={{ flexShrink: 0 }}>
              目的
            </Text>
            <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap' }} data-testid="overview-purpose">
              {kgi.purpose || '未設定'}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Text component="dt" size="sm" c="dimmed" w={48} style={{ flexShrink: 0 }}>
              <Badge color="teal" variant="filled" radius="sm" size="sm">
                KGI
              </Badge>
            </Text>
            <Text component="dd" fw={700} m={0} data-testid="overview-kgi">
              {kgi.kgi || '未設定'}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Text component="dt" size="sm" c="dimmed" w={48} style={{ flexShrink: 0 }}>
              期間
            </Text>
            <Text component="dd" size="sm" m={0} data-testid="overview-period">
              {span || '未設定'}
            </Text>
          </Group>
        </Stack>
      </Stack>
      {editing ? (
        <KgiModal projectId={projectId} kgi={kgi} onClose={() => setEditing(false)} actionPage="概要" />
      ) : null}
    </Card>
  );
}
