import { isStaffRoleNum } from '@kaizen/domain';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useMe } from '../../auth/public';
import { KgiMetricSummary } from '../../metrics/public';
import { TodayPanel } from '../../today/public';
import { NeedsSection } from '../components/needs/NeedsSection';
import { SummarySection } from '../components/summary/SummarySection';

/** The dashboard shows the head of each of 今日やること's lists, so the project's own summary stays in view. */
const DASHBOARD_TODAY_ROWS = 3;

/**
 * /client/{projectId}: where a client user lands after sign-in — the project at a glance and the
 * client's needs, with the way to the project settings.
 */
export default function DashboardPage() {
  const { clientProjectId } = useParams();
  const projectId = Number(clientProjectId);
  const me = useMe();
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
      {/* Staff have theirs at /admin; a client user's covers every project of its company. */}
      {!isStaffRoleNum(me.role_num) && (
        <Card withBorder padding="md" component="section" aria-labelledby="today-heading">
          <Title order={2} fz="lg" mb="xs" id="today-heading">
            今日やること
          </Title>
          <TodayPanel headingLevel={3} maxRows={DASHBOARD_TODAY_ROWS} />
        </Card>
      )}
      <SummarySection projectId={projectId} />
      <KgiMetricSummary projectId={projectId} />
      <NeedsSection projectId={projectId} />
    </Stack>
  );
}
