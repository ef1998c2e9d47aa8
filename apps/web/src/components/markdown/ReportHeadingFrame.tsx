import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDay } from '../../lib/dates';

/** One fact under a report's title, shown as 「label：value」. */
interface ReportFact {
  label: string;
  value: ReactNode;
}

/**
 * A report's title and facts — the report kind's own first, then author and last update — with
 * 非公開 while hidden from the client and the screen's actions beside them (neither printed).
 */
export function ReportHeadingFrame({
  report,
  badge,
  facts,
  actions,
}: {
  report: { title: string; is_show: number; user_name: string | null; updated_at: string };
  /** A badge before the facts (a monthly report's kind). */
  badge?: ReactNode;
  facts: ReportFact[];
  actions?: ReactNode;
}) {
  const all = [
    ...facts,
    { label: '作成者', value: report.user_name ?? '—' },
    { label: '更新日', value: formatDay(report.updated_at) },
  ];
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={6}>
        <Title order={1} fz="xl">
          {report.title}
        </Title>
        <Group gap="md" wrap="wrap">
          {badge}
          {report.is_show === 1 ? null : (
            <Badge variant="outline" color="gray" radius="sm" data-print-hide>
              非公開
            </Badge>
          )}
          {all.map((fact) => (
            <Text key={fact.label} size="sm" c="dimmed">
              {fact.label}：{fact.value}
            </Text>
          ))}
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
