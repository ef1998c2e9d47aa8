import { Text, Title } from '@mantine/core';

/** The measure's name as a report's title, under a small label (施策レポート, or 施策レポートの編集). */
export function ReportTitle({ label, measure }: { label: string; measure: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Title order={1} fz="xl">
        {measure || '（無題の施策）'}
      </Title>
    </div>
  );
}
