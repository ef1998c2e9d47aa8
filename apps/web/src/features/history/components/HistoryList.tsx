import { Button, Group, Stack, Text } from '@mantine/core';
import { nodeKinds, type HistoryEntry, type NodeKind } from '@kaizen/domain';
import { formatDateTime } from '../../../lib/dates';
import { useRestoreFromHistory } from '../api/history';
import { HistoryEntryText } from './HistoryEntryText';

const isNodeKind = (kind: string): kind is NodeKind => (nodeKinds as readonly string[]).includes(kind);

/** Entries newest first: who, when, what; a delete the undo can take back offers 元に戻す. */
export function HistoryList({ entries, withTarget = false }: { entries: HistoryEntry[]; withTarget?: boolean }) {
  const restore = useRestoreFromHistory();
  if (entries.length === 0) return <Text size="sm">変更履歴はまだありません</Text>;
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={0} style={{ flex: 1 }}>
              <HistoryEntryText entry={entry} withTarget={withTarget} />
              <Text size="xs" c="dimmed">
                {entry.actor_name ?? 'システム'}・{formatDateTime(entry.created_at)}
              </Text>
            </Stack>
            {entry.restorable && isNodeKind(entry.target_kind) && (
              <Button
                size="compact-xs"
                variant="default"
                loading={restore.isPending}
                onClick={() =>
                  isNodeKind(entry.target_kind) && restore.mutate({ kind: entry.target_kind, id: entry.target_id })
                }
              >
                元に戻す
              </Button>
            )}
          </Group>
        </li>
      ))}
    </Stack>
  );
}
