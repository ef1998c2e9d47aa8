import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { SalesReport } from '@kaizen/domain';
import type { ReactNode } from 'react';
import { formatDay } from './format';

/** A sales report's title and facts (customer, author, last update), with the screen's actions beside them. */
export function SalesReportHeading({ report, actions }: { report: SalesReport; actions: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={6}>
        <Title order={1} fz="xl">
          {report.title}
        </Title>
        <Group gap="md" wrap="wrap">
          {report.is_show === 1 ? null : (
            <Badge variant="outline" color="gray" radius="sm" data-print-hide>
              非公開
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            顧客：{report.project_name}
          </Text>
          <Text size="sm" c="dimmed">
            作成者：{report.user_name ?? '—'}
          </Text>
          <Text size="sm" c="dimmed">
            更新日：{formatDay(report.updated_at)}
          </Text>
        </Group>
      </Stack>
      <Group gap="xs" data-print-hide>
        {actions}
      </Group>
    </Group>
  );
}
