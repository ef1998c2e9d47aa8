import { Text } from '@mantine/core';
import { historyActionLabels, historyTargetKindLabels, type HistoryEntry } from '@kaizen/domain';

const empty = '（なし）';

/** What one entry changed: 「施策名: 旧 → 新」, or the action (作成, 削除 …) of the item. */
export function HistoryEntryText({ entry, withTarget = false }: { entry: HistoryEntry; withTarget?: boolean }) {
  const target = withTarget
    ? `${historyTargetKindLabels[entry.target_kind]}${entry.target_title ? `「${entry.target_title}」` : ''} `
    : '';
  if (entry.action !== 'update') {
    return (
      <Text size="sm">
        {target}
        {historyActionLabels[entry.action]}
        {entry.to_value ? `（${entry.to_value}）` : ''}
      </Text>
    );
  }
  if (entry.from_value === null && entry.to_value === null) {
    return (
      <Text size="sm">
        {target}
        {entry.field_label ?? '項目'}を変更
      </Text>
    );
  }
  return (
    <Text size="sm">
      {target}
      {entry.field_label ?? '項目'}: {entry.from_value ?? empty} → {entry.to_value ?? empty}
    </Text>
  );
}
