import { Badge, Group, Text } from '@mantine/core';
import type { AnalyticsKeyStatus } from '@kaizen/domain';
import { formatDateTime } from '../../../../lib/dates';

/** 最終確認: when the key was last tried and how it went (✓, or ✗ and the reason). */
export function LastCheck({ status }: { status: AnalyticsKeyStatus }) {
  if (!status.checked_at) {
    return (
      <Text size="sm" c="dimmed" data-testid="key-last-check">
        最終確認 まだ接続テストをしていません
      </Text>
    );
  }
  return (
    <Text size="sm" data-testid="key-last-check">
      <Text span c="dimmed">
        最終確認{' '}
      </Text>
      {formatDateTime(status.checked_at)}{' '}
      {status.check_ok ? (
        <Text span c="teal" fw={700} aria-label="接続できました">
          ✓
        </Text>
      ) : (
        <Text span c="red">
          ✗ {status.check_message ?? '接続できませんでした'}
        </Text>
      )}
    </Text>
  );
}

/**
 * What anyone learns of the stored key: set or not. Staff also see its client_email and the last
 * check; the key itself never reaches the browser (decisions/0014).
 */
export function KeyStatusLine({ status, withDetails }: { status: AnalyticsKeyStatus; withDetails: boolean }) {
  return (
    <Group gap="xs" wrap="wrap" data-testid="key-status">
      <Badge color={status.is_set ? 'teal' : 'gray'} variant="light" size="sm">
        {status.is_set ? '設定済み' : '未設定'}
      </Badge>
      {withDetails && status.is_set && status.client_email ? (
        <Text size="sm" data-testid="key-client-email">
          {status.client_email}
        </Text>
      ) : null}
    </Group>
  );
}
