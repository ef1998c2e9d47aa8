import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { MonthlyReportListItem } from '@kaizen/domain';
import type { ReactNode } from 'react';
import { formatPeriod, formatUpdated } from '../format';
import { ReportTypeBadge } from './ReportTypeBadge';

/** A report's title and facts (type, period, author, last update), with the screen's actions beside them. */
export function ReportHeading({ report, actions }: { report: MonthlyReportListItem; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={6}>
        <Title order={1} fz="xl">
          {report.title}
        </Title>
        <Group gap="md" wrap="wrap">
          <ReportTypeBadge type={report.type} />
          {report.is_show === 1 ? null : (
            <Badge variant="outline" color="gray" radius="sm" data-print-hide>
              非公開
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            期間：{formatPeriod(report.period_start, report.period_end)}
          </Text>
          <Text size="sm" c="dimmed">
            作成者：{report.user_name ?? '—'}
          </Text>
          <Text size="sm" c="dimmed">
            更新日：{formatUpdated(report.updated_at)}
          </Text>
        </Group>
      </Stack>
      {actions ? (
        <Group gap="xs" data-print-hide>
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
