import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { todayInJapan } from '@kaizen/domain';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { formatDay } from '../../../lib/dates';
import { TodayPanel } from '../components/TodayPanel';

/** /admin: where staff land — their week across every client (issue 33 §2); the admin menu one click away. */
export default function TodayPage() {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <div>
          <Title order={1} fz="xl">
            今日やること
          </Title>
          <Text size="sm" c="dimmed">
            {formatDay(todayInJapan())} 時点
          </Text>
        </div>
        <Anchor component={PrefetchLink} to="/admin/menu" size="sm" underline="always">
          管理メニューを開く
        </Anchor>
      </Group>
      <TodayPanel />
    </Stack>
  );
}
