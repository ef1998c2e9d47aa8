import { Button, Group, Stack, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { NeedsSection } from '../components/needs/NeedsSection';
import { SummarySection } from '../components/summary/SummarySection';

/**
 * /client/{projectId}: where a client user lands after sign-in — the project at a glance and the
 * client's needs, with the way to the project settings.
 */
export default function DashboardPage() {
  const { clientProjectId } = useParams();
  const projectId = Number(clientProjectId);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="xl">
          ダッシュボード
        </Title>
        <Button
          component={Link}
          to={`/client/${projectId}/setting`}
          variant="default"
          leftSection={<IconSettings size={16} />}
        >
          プロジェクト設定
        </Button>
      </Group>
      <SummarySection projectId={projectId} />
      <NeedsSection projectId={projectId} />
    </Stack>
  );
}
