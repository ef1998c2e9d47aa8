import { Text } from '@mantine/core';
import { formatDay } from '../../../lib/dates';

/** Says what the page is, above it on screen (not on paper): a read-only copy with an end date. */
export function SharedNotice({ expiresAt }: { expiresAt: string }) {
  return (
    <Text size="sm" c="dimmed" data-print-hide role="note">
      閲覧専用の共有ページです（有効期限：{formatDay(expiresAt)}まで）
    </Text>
  );
}
