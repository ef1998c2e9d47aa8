import { Button, Group, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { PrefetchLink } from '../PrefetchLink';

/** Enter in a text field never sends a report form (only 保存 does), so confirming an IME conversion cannot save. */
export function keepEnterInForm(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

/** A report editor's heading with キャンセル (back to where it came from) and 保存 (submits the form). */
export function ReportFormHeader({
  heading,
  cancelTo,
  saving,
}: {
  heading: string;
  cancelTo: string;
  saving: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <Title order={1} fz="xl">
        {heading}
      </Title>
      <Group gap="xs">
        <Button component={PrefetchLink} to={cancelTo} variant="default">
          キャンセル
        </Button>
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
          保存
        </Button>
      </Group>
    </Group>
  );
}
